// The service worker that shows this site's pushes, served at /push-worker.js (built by vite.config.ts,
// its headers set in server/static-files.ts) for the whole site's scope. It handles no page requests:
// it only shows pushes, opens what is clicked and passes on renewed subscriptions (./worker-logic.ts).
import { openClicked, renewSubscription, showPush, type RenewedSubscription, type WorkerClients, type WorkerRegistration } from './worker-logic.ts';

type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type PushEvent = ExtendableEvent & { data: { json(): unknown } | null };
type NotificationClickEvent = ExtendableEvent & { notification: { data: unknown; close(): void } };
type SubscriptionChangeEvent = ExtendableEvent & { oldSubscription: { endpoint: string; options: PushSubscriptionOptionsInit } | null; newSubscription: RenewedSubscription | null };

type WorkerScope = {
  registration: WorkerRegistration & { pushManager: { subscribe(options: PushSubscriptionOptionsInit): Promise<RenewedSubscription> } };
  clients: WorkerClients & { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  fetch: typeof fetch;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEvent) => void): void;
  addEventListener(type: 'pushsubscriptionchange', listener: (event: SubscriptionChangeEvent) => void): void;
};

declare const self: WorkerScope;

const fetchFromSite = (url: string, init?: RequestInit) => self.fetch(url, init);

// A new version takes over at once: it has no cache or pages to hand over.
self.addEventListener('install', (event) => event.waitUntil(self.skipWaiting()));
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => event.waitUntil(showPush(self.registration, event.data, fetchFromSite)));

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openClicked(self.clients, event.notification.data, self.registration.scope));
});

self.addEventListener('pushsubscriptionchange', (event) => {
  const renewed = event.newSubscription ? Promise.resolve(event.newSubscription) : event.oldSubscription ? self.registration.pushManager.subscribe(event.oldSubscription.options) : Promise.resolve(null);
  event.waitUntil(renewed.then((subscription) => renewSubscription(subscription, event.oldSubscription?.endpoint ?? null, fetchFromSite)));
});
