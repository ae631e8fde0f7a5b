// The notification pages over HTTP against the production build (tests/setup/app-in-worker.ts): who
// may see and open which notification, what the settings page accepts, and the unsubscribe link of an
// email, which works without signing in, only for the member and kind it was made for, and turns the
// email off on the button or a mail program's one-click request, never on merely opening it.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, schema } from '../../app/lib/db.server.ts';
import { emailChoices, notify, unsubscribePath } from '../../app/lib/notify.server.ts';
import { createMember } from '../factories/members.ts';
import { getPage, postForm, sessionCookie, serveAppInWorker } from '../setup/app-in-worker.ts';

const app = serveAppInWorker();

type Member = Awaited<ReturnType<typeof createMember>>;
const setup = { owner: null as unknown as Member, stranger: null as unknown as Member, ownerCookie: '', strangerCookie: '', notificationId: 0 };

beforeAll(async () => {
  setup.owner = await createMember({ firstName: 'Olga' });
  setup.stranger = await createMember({ firstName: 'Sven' });
  setup.ownerCookie = await sessionCookie(app.base, setup.owner);
  setup.strangerCookie = await sessionCookie(app.base, setup.stranger);
  setup.notificationId = (await notify({ userId: setup.owner.id, category: 'buddies', kind: 'buddy.asked', params: { diver: 'Mara Reef' }, link: '/logbook/buddies' }))!;
});

const get = (path: string, cookie = '') => getPage(app.base, path, cookie);
const post = (path: string, body: Record<string, string>, cookie = '') => postForm(app.base, path, body, cookie);

async function choiceOf(userId: string, category: string) {
  return (await emailChoices(userId)).find((choice) => choice.id === category)?.email;
}

describe('the notification pages', () => {
  it('send a visitor to sign in', async () => {
    for (const path of ['/account/notifications', '/account/notifications/settings', `/account/notifications/${setup.notificationId}/open`]) {
      const response = await get(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe(`/sign-in?redirectTo=${encodeURIComponent(path)}`);
    }
  });

  it("list a member's own notifications only, and open one only for its member", async () => {
    const own = await (await get('/account/notifications', setup.ownerCookie)).text();
    expect(own).toContain('Mara Reef named you as buddy on a dive: confirm it');
    expect(own).toMatch(/data-testid="unread-notifications"[^>]*>1</);
    const theirs = await (await get('/account/notifications', setup.strangerCookie)).text();
    expect(theirs).not.toContain('Mara Reef');

    expect((await get(`/account/notifications/${setup.notificationId}/open`, setup.strangerCookie)).status).toBe(404);
    expect((await get('/account/notifications/99999999999/open', setup.ownerCookie)).status).toBe(404);
    const [unread] = await db().select({ readAt: schema.notifications.readAt }).from(schema.notifications).where(eq(schema.notifications.id, setup.notificationId));
    expect(unread!.readAt).toBeNull();

    const opened = await get(`/account/notifications/${setup.notificationId}/open`, setup.ownerCookie);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/logbook/buddies');
    const [read] = await db().select({ readAt: schema.notifications.readAt }).from(schema.notifications).where(eq(schema.notifications.id, setup.notificationId));
    expect(read!.readAt).not.toBeNull();
  });

  it("count the member's unread notifications on the account page", async () => {
    const member = await createMember();
    const cookie = await sessionCookie(app.base, member);
    expect(await (await get('/account', cookie)).text()).toContain('Nothing new');
    for (const diver of ['Ana Reef', 'Bo Wall']) await notify({ userId: member.id, category: 'buddies', kind: 'buddy.asked', params: { diver }, link: '/logbook/buddies' });
    expect(await (await get('/account', cookie)).text()).toContain('2 new notifications');
  });

  it('save email choices the settings offer, refuse others whole, and keep booking emails on', async () => {
    const member = await createMember();
    const cookie = await sessionCookie(app.base, member);
    const refused = await post('/account/notifications/settings', { messages: 'digest', buddies: 'weekly', following: 'digest', centers: 'off', contributions: 'off' }, cookie);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Choose one of the offered options for each kind.');
    expect(await db().select().from(schema.notificationPreferences).where(eq(schema.notificationPreferences.userId, member.id))).toEqual([]);
    // News of what a member follows is never one email per event: only the digest or nothing is offered.
    const followingAtOnce = await post('/account/notifications/settings', { messages: 'digest', buddies: 'off', following: 'immediate', centers: 'off', contributions: 'off' }, cookie);
    expect(followingAtOnce.status).toBe(400);
    expect(await db().select().from(schema.notificationPreferences).where(eq(schema.notificationPreferences.userId, member.id))).toEqual([]);

    const saved = await post('/account/notifications/settings', { messages: 'digest', buddies: 'off', following: 'off', centers: 'immediate', contributions: 'off', reservations: 'off' }, cookie);
    expect(saved.status).toBe(302);
    expect(saved.headers.get('location')).toBe('/account/notifications/settings?saved=1');
    expect(Object.fromEntries((await emailChoices(member.id)).map((choice) => [choice.id, choice.email]))).toEqual({ reservations: 'immediate', messages: 'digest', buddies: 'off', following: 'off', centers: 'immediate', contributions: 'off' });
    const page = await (await get('/account/notifications/settings?saved=1', cookie)).text();
    expect(page).toContain('Your settings are saved.');
    expect(page).toContain('Reservation emails cannot be switched off');
  });
});

describe("an email's unsubscribe link", () => {
  it('only asks when opened, and turns that kind of email off on a one-click request without signing in', async () => {
    const member = await createMember();
    const path = unsubscribePath(member.id, 'contributions');
    const page = await get(path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`Stop the emails of the kind “Your contributions” to ${member.email}?`);
    expect(await choiceOf(member.id, 'contributions')).toBe('immediate');

    const oneClick = await post(path, { 'List-Unsubscribe': 'One-Click' });
    expect(oneClick.status).toBe(200);
    expect(await choiceOf(member.id, 'contributions')).toBe('off');
    expect(await choiceOf(member.id, 'buddies')).toBe('immediate');
  });

  it('does nothing for a link altered or made for another kind, nor for booking emails', async () => {
    const member = await createMember();
    const [, query] = unsubscribePath(member.id, 'buddies').split('?');
    const params = new URLSearchParams(query);
    const forged = new URLSearchParams({ u: member.id, c: 'centers', t: params.get('t')! });
    const bad = await get(`/unsubscribe?${forged}`);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('This link is not valid');
    expect((await post(`/unsubscribe?${forged}`, { 'List-Unsubscribe': 'One-Click' })).status).toBe(400);
    expect((await post(`/unsubscribe?${new URLSearchParams({ u: 'someone-else', c: 'buddies', t: params.get('t')! })}`, {})).status).toBe(400);
    expect((await post(unsubscribePath(member.id, 'reservations'), { 'List-Unsubscribe': 'One-Click' })).status).toBe(409);
    const rows = await db().select().from(schema.notificationPreferences).where(and(eq(schema.notificationPreferences.userId, member.id)));
    expect(rows).toEqual([]);
  });
});
