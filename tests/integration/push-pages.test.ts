// Browser push over HTTP against the production build (tests/setup/app-in-worker.ts): who may read a
// notification's text for a device and turn push on or off for a browser, what the subscription
// endpoint accepts, the devices list of the settings page, and the service worker's own file.
import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, schema } from '../../app/lib/db.server.ts';
import { notify } from '../../app/lib/notify.server.ts';
import { pushChoices } from '../../app/lib/push-subscriptions.server.ts';
import { getRuntime } from '../../app/lib/runtime.server.ts';
import { createMember } from '../factories/members.ts';
import { getPage, postForm, sessionCookie, startAppInWorker, type AppInWorker } from '../setup/app-in-worker.ts';
import { testDevice } from '../setup/push-service.ts';

let app: AppInWorker | undefined;
let base = '';
type Member = Awaited<ReturnType<typeof createMember>>;
const setup = { owner: null as unknown as Member, stranger: null as unknown as Member, ownerCookie: '', strangerCookie: '', notificationId: 0 };
const keys = webPush.generateVAPIDKeys();

beforeAll(async () => {
  getRuntime().push = { ...keys, subject: 'mailto:team@diveatlas.example' };
  app = await startAppInWorker();
  base = app.base;
  setup.owner = await createMember({ firstName: 'Olga' });
  setup.stranger = await createMember({ firstName: 'Sven' });
  setup.ownerCookie = await sessionCookie(base, setup.owner);
  setup.strangerCookie = await sessionCookie(base, setup.stranger);
  setup.notificationId = (await notify({ userId: setup.owner.id, category: 'buddies', kind: 'buddy.asked', params: { diver: 'Mara Reef' }, link: '/logbook/buddies' }))!;
});

afterAll(async () => {
  getRuntime().push = undefined;
  await app?.close();
});

const get = (path: string, cookie = '') => getPage(base, path, cookie);
const post = (path: string, body: Record<string, string>, cookie = '') => postForm(base, path, body, cookie);

let endpoints = 0;
function subscription() {
  const device = testDevice();
  endpoints += 1;
  return { endpoint: `https://fcm.googleapis.com/fcm/send/test-${endpoints}-${device.auth}`, p256dh: device.p256dh, auth: device.auth };
}

async function subscriptionsOf(member: Member) {
  return db().select().from(schema.pushSubscriptions).where(eq(schema.pushSubscriptions.userId, member.id));
}

describe("a notification's text for a device", () => {
  it('is given to its member only, with the way to open it', async () => {
    const path = `/api/notifications/${setup.notificationId}`;
    const own = await get(path, setup.ownerCookie);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(await own.json()).toEqual({ title: 'Buddies and signatures', body: 'Mara Reef named you as buddy on a dive: confirm it', url: `/account/notifications/${setup.notificationId}/open`, tag: `notification-${setup.notificationId}`, lang: 'en' });

    for (const [cookie, status] of [
      ['', 401],
      [setup.strangerCookie, 404],
    ] as const) {
      const answer = await get(path, cookie);
      expect(answer.status).toBe(status);
      const text = await answer.text();
      expect(text).not.toContain('Mara Reef');
      expect(JSON.parse(text)).toMatchObject({ title: 'DiveAtlas', body: 'Something new is waiting for you on DiveAtlas.', url: '/account/notifications' });
    }
    expect((await get('/api/notifications/99999999999', setup.ownerCookie)).status).toBe(404);
    // Reading the text marks nothing read: opening it does.
    const [row] = await db().select({ readAt: schema.notifications.readAt }).from(schema.notifications).where(eq(schema.notifications.id, setup.notificationId));
    expect(row!.readAt).toBeNull();
  });
});

describe('turning push on and off for a browser', () => {
  it('is refused to a visitor, and to a post from another site', async () => {
    const fields = { intent: 'subscribe', ...subscription() };
    expect((await post('/api/push/subscription', fields)).status).toBe(401);
    const crossSite = await fetch(`${base}/api/push/subscription`, { method: 'POST', redirect: 'manual', body: new URLSearchParams(fields), headers: { cookie: setup.ownerCookie, origin: 'https://elsewhere.example' } });
    expect(crossSite.status).toBe(403);
    expect(await subscriptionsOf(setup.owner)).toEqual([]);
  });

  it("accepts a browser's push service only, and keys of the right form", async () => {
    const valid = subscription();
    for (const fields of [
      { ...valid, endpoint: 'https://127.0.0.1:8443/push' },
      { ...valid, endpoint: 'http://fcm.googleapis.com/fcm/send/x' },
      { ...valid, endpoint: 'https://fcm.googleapis.com.evil.example/fcm/send/x' },
      { ...valid, endpoint: 'https://fcm.googleapis.com:8443/fcm/send/x' },
      { ...valid, p256dh: 'short' },
      { ...valid, auth: '' },
    ]) {
      const answer = await post('/api/push/subscription', { intent: 'subscribe', ...fields }, setup.ownerCookie);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
    }
    expect(await subscriptionsOf(setup.owner)).toEqual([]);

    const added = await post('/api/push/subscription', { intent: 'subscribe', ...valid }, setup.ownerCookie);
    expect(added.status).toBe(201);
    expect((await subscriptionsOf(setup.owner)).map((row) => row.endpoint)).toEqual([valid.endpoint]);
  });

  it("leaves another member's browser alone, and gives a browser to the member who turns push on in it last", async () => {
    const member = await createMember();
    const cookie = await sessionCookie(base, member);
    const browser = subscription();
    expect((await post('/api/push/subscription', { intent: 'subscribe', ...browser }, cookie)).status).toBe(201);

    expect((await post('/api/push/subscription', { intent: 'unsubscribe', endpoint: browser.endpoint }, setup.strangerCookie)).status).toBe(200);
    expect(await subscriptionsOf(member)).toHaveLength(1);
    const [device] = await subscriptionsOf(member);
    const refused = await post('/account/notifications/settings', { intent: 'remove-device', device: String(device!.id) }, setup.strangerCookie);
    expect(refused.status).toBe(404);
    expect(await subscriptionsOf(member)).toHaveLength(1);

    // The same browser, now used by another member who turns push on: it is theirs from then on.
    const other = await createMember();
    const otherCookie = await sessionCookie(base, other);
    expect((await post('/api/push/subscription', { intent: 'subscribe', ...browser }, otherCookie)).status).toBe(201);
    expect(await subscriptionsOf(member)).toEqual([]);
    expect(await subscriptionsOf(other)).toHaveLength(1);

    expect((await post('/api/push/subscription', { intent: 'unsubscribe', endpoint: browser.endpoint }, otherCookie)).status).toBe(200);
    expect(await subscriptionsOf(other)).toEqual([]);
  });

  it('counts each browser turned on against the write limits', async () => {
    const member = await createMember();
    const cookie = await sessionCookie(base, member);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) statuses.push((await post('/api/push/subscription', { intent: 'subscribe', ...subscription() }, cookie)).status);
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect(await subscriptionsOf(member)).toHaveLength(20);
  });
});

describe('the settings page', () => {
  it('lists the devices, offers a push choice per kind once there is one, and removes a device', async () => {
    const member = await createMember();
    const cookie = await sessionCookie(base, member);
    const before = await (await get('/account/notifications/settings', cookie)).text();
    expect(before).toContain('No device receives pushes yet.');
    expect(before).not.toContain('name="push-buddies"');

    const browser = subscription();
    await fetch(`${base}/api/push/subscription`, {
      method: 'POST',
      body: new URLSearchParams({ intent: 'subscribe', ...browser }),
      headers: { cookie, origin: base, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0' },
    });
    const page = await (await get('/account/notifications/settings', cookie)).text();
    expect(page).toContain('Firefox on Linux');
    expect(page).not.toContain(browser.endpoint);
    expect(page).toMatch(/name="push-buddies"[^>]*checked/);

    const saved = await post('/account/notifications/settings', { pushShown: '1', messages: 'immediate', buddies: 'immediate', following: 'digest', centers: 'immediate', contributions: 'off', 'push-reservations': 'on', 'push-messages': 'on', 'push-centers': 'on' }, cookie);
    expect(saved.status).toBe(302);
    expect(Object.fromEntries((await pushChoices(member.id)).map((choice) => [choice.id, choice.push]))).toEqual({ reservations: true, messages: true, buddies: false, following: false, centers: true, contributions: false });

    const [device] = await subscriptionsOf(member);
    const removed = await post('/account/notifications/settings', { intent: 'remove-device', device: String(device!.id) }, cookie);
    expect(removed.status).toBe(302);
    expect(removed.headers.get('location')).toBe('/account/notifications/settings?removed=1#push');
    expect(await subscriptionsOf(member)).toEqual([]);
  });
});

describe('the service worker', () => {
  it('is one plain script at the root of the site, which browsers ask for afresh each time', async () => {
    const answer = await fetch(`${base}/push-worker.js`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.headers.get('content-security-policy')).toContain("worker-src 'self'");
    const script = await answer.text();
    expect(script).toContain("addEventListener(`push`");
    expect(script).toContain('/api/notifications/');
    // A classic service worker cannot import or export.
    expect(script).not.toMatch(/(^|[;\n])\s*(import|export)\b/);
  });
});
