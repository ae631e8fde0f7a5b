// The browser's side of "push on this device": whether it can receive pushes, and turning them on
// or off with the site's service worker and /api/push/subscription. Runs in the browser only.
import { PUSH_WORKER_PATH } from '~/lib/push-worker-path.ts';

export type PushState = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The endpoint's short fingerprint, as the settings page lists the member's devices (app/lib/push-subscriptions.server.ts). */
export async function endpointFingerprint(endpoint: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(endpoint)));
  return btoa(String.fromCharCode(...digest.slice(0, 12)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

/** This browser's subscription to the site's pushes, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

function sameBytes(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, index) => byte === b[index]);
}

async function post(fields: Record<string, string>): Promise<Response> {
  return fetch('/api/push/subscription', { method: 'POST', credentials: 'same-origin', body: new URLSearchParams(fields) });
}

/**
 * Asks for permission, registers the service worker and subscribes with the site's public key, then
 * tells the site. Returns 'denied' when the member (or the browser) refused notifications, or the
 * message key of what went wrong.
 */
export async function turnPushOn(publicKey: string): Promise<'on' | 'denied' | { error: string }> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  // In development the worker is served as a module by Vite; the build makes it one plain script.
  await navigator.serviceWorker.register(PUSH_WORKER_PATH, { scope: '/', type: import.meta.env.DEV ? 'module' : 'classic', updateViaCache: 'none' });
  const registration = await navigator.serviceWorker.ready;
  const key = keyBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // One made with the site's former keys can no longer receive its pushes.
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const keys = subscription.toJSON().keys ?? {};
  const answer = await post({ intent: 'subscribe', endpoint: subscription.endpoint, p256dh: keys.p256dh ?? '', auth: keys.auth ?? '' });
  if (answer.ok) return 'on';
  const body = (await answer.json().catch(() => null)) as { error?: string } | null;
  // The site refused it: the browser's subscription is dropped too, so the two agree.
  await subscription.unsubscribe();
  return { error: body?.error ?? 'notifications.push.failed' };
}

/** Unsubscribes this browser and tells the site. */
export async function turnPushOff(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  const endpoint = subscription.endpoint;
  await subscription.unsubscribe();
  await post({ intent: 'unsubscribe', endpoint });
}
