// What the service worker (./service-worker.ts) does, apart from the browser: which text a push
// shows, where a click leads, and how a renewed subscription reaches the site. A push carries only a
// notification's id; its text comes from the site with the member's cookie, so a push service never
// sees it. Written against the few parts of the worker's globals it uses, so tests can pass their own.

/** What /api/notifications/:id answers (app/lib/pushed-notification.server.ts). */
export type ShownNotification = { title: string; body: string; url: string; tag: string; lang?: string };

export type WorkerFetch = (url: string, init?: RequestInit) => Promise<Response>;

export type WorkerRegistration = {
  scope: string;
  showNotification(title: string, options: NotificationOptions & { data?: { url: string } }): Promise<void>;
};

export type WorkerWindow = { url: string; focus(): Promise<unknown>; navigate(url: string): Promise<unknown> };

export type WorkerClients = {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WorkerWindow[]>;
  openWindow(url: string): Promise<unknown>;
};

/** Where a click leads when a notification names no place on this site. */
export const NOTIFICATIONS_PAGE = '/account/notifications';
const ICON = '/icon-192.png';

/** The notification id a push carries, or null when it carries none (or something else). */
export function pushedId(data: { json(): unknown } | null | undefined): number | null {
  if (!data) return null;
  try {
    const id = (data.json() as { id?: unknown } | null)?.id;
    return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/** A path on this site, or the notifications page: a notification never leads elsewhere. */
export function localPath(value: unknown): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : NOTIFICATIONS_PAGE;
}

function isShown(value: unknown): value is ShownNotification {
  const shown = value as Partial<ShownNotification> | null;
  return typeof shown?.title === 'string' && typeof shown.body === 'string' && typeof shown.url === 'string' && typeof shown.tag === 'string';
}

/**
 * The text to show for a notification: its member's, or the site's neutral text when the browser's
 * session is not its member's (both come from the site); null when the site could not be asked.
 */
export async function notificationText(id: number | null, fetch: WorkerFetch): Promise<ShownNotification | null> {
  try {
    // No id asks for one that does not exist, and the site answers with its neutral text.
    const response = await fetch(`/api/notifications/${id ?? 0}`, { credentials: 'same-origin', cache: 'no-store', headers: { accept: 'application/json' } });
    const body: unknown = await response.json();
    return isShown(body) ? body : null;
  } catch {
    return null;
  }
}

/** Shows the push: browsers require every push to show a notification, so one is shown whatever happens. */
export async function showPush(registration: WorkerRegistration, data: { json(): unknown } | null | undefined, fetch: WorkerFetch): Promise<void> {
  const shown = await notificationText(pushedId(data), fetch);
  if (!shown) {
    // Offline, or the site did not answer: the site's name alone, which needs no words.
    await registration.showNotification(new URL(registration.scope).host, { icon: ICON, data: { url: NOTIFICATIONS_PAGE } });
    return;
  }
  await registration.showNotification(shown.title, { body: shown.body, tag: shown.tag, lang: shown.lang, icon: ICON, data: { url: localPath(shown.url) } });
}

/** Opens where the clicked notification leads: in a window of the site already open, else in a new one. */
export async function openClicked(clients: WorkerClients, data: unknown, scope: string): Promise<void> {
  const url = new URL(localPath((data as { url?: unknown } | null)?.url), scope).href;
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === new URL(scope).origin);
  if (open) {
    try {
      await open.navigate(url);
      await open.focus();
      return;
    } catch {
      // A window this worker does not control cannot be sent elsewhere: a new one it is.
    }
  }
  await clients.openWindow(url);
}

export type RenewedSubscription = { endpoint: string; toJSON(): { keys?: Record<string, string> } };

/** Tells the site a browser's new subscription (and forgets the old one) when the browser renews it. */
export async function renewSubscription(renewed: RenewedSubscription | null, oldEndpoint: string | null, fetch: WorkerFetch): Promise<void> {
  const post = (fields: Record<string, string>) => fetch('/api/push/subscription', { method: 'POST', credentials: 'same-origin', body: new URLSearchParams(fields) });
  if (renewed) {
    const keys = renewed.toJSON().keys ?? {};
    await post({ intent: 'subscribe', endpoint: renewed.endpoint, p256dh: keys.p256dh ?? '', auth: keys.auth ?? '' });
  }
  if (oldEndpoint && oldEndpoint !== renewed?.endpoint) await post({ intent: 'unsubscribe', endpoint: oldEndpoint });
}
