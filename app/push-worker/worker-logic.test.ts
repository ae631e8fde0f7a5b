import { describe, expect, it, vi } from 'vitest';
import { localPath, openClicked, pushedId, renewSubscription, showPush, type WorkerClients, type WorkerFetch, type WorkerRegistration, type WorkerWindow } from './worker-logic.ts';

const SCOPE = 'https://dives.example.org/';

function registration() {
  const shown: Array<{ title: string; options: Parameters<WorkerRegistration['showNotification']>[1] }> = [];
  const value: WorkerRegistration = {
    scope: SCOPE,
    showNotification: async (title, options) => {
      shown.push({ title, options });
    },
  };
  return { value, shown };
}

const pushData = (value: unknown) => ({ json: () => value });
const answering = (status: number, body: unknown): WorkerFetch => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('the push service worker', () => {
  it("shows the notification's text as the site gives it to the member, and asks with the member's cookie", async () => {
    const { value, shown } = registration();
    const fetch = answering(200, { title: 'Buddies and signatures', body: 'Mara Reef named you as buddy on a dive', url: '/account/notifications/42/open', tag: 'notification-42', lang: 'en' });
    await showPush(value, pushData({ id: 42 }), fetch);
    expect(fetch).toHaveBeenCalledWith('/api/notifications/42', expect.objectContaining({ credentials: 'same-origin', cache: 'no-store' }));
    expect(shown).toEqual([{ title: 'Buddies and signatures', options: expect.objectContaining({ body: 'Mara Reef named you as buddy on a dive', tag: 'notification-42', data: { url: '/account/notifications/42/open' } }) }]);
  });

  it("shows the site's neutral text when the notification is not this session's member's", async () => {
    const { value, shown } = registration();
    const neutral = { title: 'DiveAtlas', body: 'Something new is waiting for you on DiveAtlas.', url: '/account/notifications', tag: 'notification', lang: 'en' };
    await showPush(value, pushData({ id: 7 }), answering(404, neutral));
    expect(shown[0]).toEqual({ title: 'DiveAtlas', options: expect.objectContaining({ body: neutral.body, data: { url: '/account/notifications' } }) });
  });

  it('still shows a notification, with the site name alone, when the site cannot be reached or the push carries no id', async () => {
    const { value, shown } = registration();
    await showPush(value, pushData({ id: 9 }), vi.fn(async () => Promise.reject(new TypeError('offline'))));
    expect(shown[0]!.title).toBe('dives.example.org');
    expect(shown[0]!.options.body).toBeUndefined();

    const fetch = answering(404, { title: 'DiveAtlas', body: 'Something new', url: '/account/notifications', tag: 'notification' });
    await showPush(value, pushData('not a notification'), fetch);
    expect(fetch).toHaveBeenCalledWith('/api/notifications/0', expect.anything());
  });

  it('reads only a whole positive id from a push', () => {
    expect(pushedId(pushData({ id: 12 }))).toBe(12);
    for (const data of [pushData({ id: '12' }), pushData({ id: -1 }), pushData({ id: 1.5 }), pushData(null), { json: () => JSON.parse('{') }, null]) expect(pushedId(data)).toBeNull();
  });

  it('never leads a click off the site', () => {
    expect(localPath('/account/notifications/3/open')).toBe('/account/notifications/3/open');
    for (const url of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 42, undefined]) expect(localPath(url)).toBe('/account/notifications');
  });

  it("opens a clicked notification in the site's open window, else in a new one", async () => {
    const navigate = vi.fn(async () => undefined);
    const focus = vi.fn(async () => undefined);
    const openWindow = vi.fn(async () => null);
    const site: WorkerWindow = { url: `${SCOPE}explore`, navigate, focus };
    const other: WorkerWindow = { url: 'https://elsewhere.example/', navigate: vi.fn(), focus: vi.fn() };
    const clients = (windows: WorkerWindow[]): WorkerClients => ({ matchAll: async () => windows, openWindow });

    await openClicked(clients([other, site]), { url: '/account/notifications/5/open' }, SCOPE);
    expect(navigate).toHaveBeenCalledWith(`${SCOPE}account/notifications/5/open`);
    expect(focus).toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();

    await openClicked(clients([other]), { url: 'https://evil.example/' }, SCOPE);
    expect(openWindow).toHaveBeenCalledWith(`${SCOPE}account/notifications`);
  });

  it('tells the site a renewed subscription and forgets the old one', async () => {
    const posts: Array<Record<string, string>> = [];
    const fetch: WorkerFetch = async (_url, init) => {
      posts.push(Object.fromEntries(new URLSearchParams(String(init?.body))));
      return new Response(null, { status: 201 });
    };
    const renewed = { endpoint: 'https://fcm.googleapis.com/fcm/send/new', toJSON: () => ({ keys: { p256dh: 'P', auth: 'A' } }) };
    await renewSubscription(renewed, 'https://fcm.googleapis.com/fcm/send/old', fetch);
    expect(posts).toEqual([
      { intent: 'subscribe', endpoint: renewed.endpoint, p256dh: 'P', auth: 'A' },
      { intent: 'unsubscribe', endpoint: 'https://fcm.googleapis.com/fcm/send/old' },
    ]);
  });
});
