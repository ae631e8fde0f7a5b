import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exportMemberData } from '../features/account/account-data.server.ts';
import { addManager, createCenter } from '../../tests/factories/centers.ts';
import { createMember } from '../../tests/factories/members.ts';
import { db, schema } from './db.server.ts';
import type { EmailMessage, Mailer } from './email.server.ts';
import { runDueJobs } from './jobs.server.ts';
import { DIGEST_UNSUBSCRIBE } from './notification-categories.ts';
import {
  deliverEmail,
  emailChoices,
  emailJob,
  EMAIL_JOB,
  markNotificationsRead,
  notificationsOf,
  notify,
  notifyCenter,
  openNotification,
  saveEmailChoices,
  sendDigests,
  stopDigest,
  unreadNotificationCount,
  unsubscribePath,
  unsubscribeTokenValid,
  type Notice,
} from './notify.server.ts';
import { getRuntime } from './runtime.server.ts';

/** Every email the site sends while a test runs; `failing` makes the mail server refuse them. */
let sent: EmailMessage[] = [];
let failing = false;
let original: Mailer;

beforeEach(() => {
  sent = [];
  failing = false;
  original = getRuntime().mailer;
  getRuntime().mailer = {
    async send(message) {
      if (failing) throw new Error('mail server unreachable');
      sent.push(message);
    },
  };
});

afterEach(() => {
  getRuntime().mailer = original;
});

async function setLanguage(userId: string, language: 'en' | 'es') {
  await db().update(schema.memberProfiles).set({ language }).where(eq(schema.memberProfiles.userId, userId));
}

function editAccepted(userId: string, site = 'Blue Hole'): Notice {
  return {
    userId,
    category: 'contributions',
    kind: 'site.editAccepted',
    params: { site },
    link: '/listing/1',
    email: (to, link) => ({ subject: `Accepted: ${site}`, text: `Hello ${to.firstName}, see ${link}` }),
  };
}

describe('a notification', () => {
  it('is listed for its member in their language and emailed at once by default, with a footer and one-click unsubscribe headers that work', async () => {
    const member = await createMember({ firstName: 'Lucía' });
    await setLanguage(member.id, 'es');
    const id = await notify(editAccepted(member.id));
    expect(id).not.toBeNull();

    const { items } = await notificationsOf(member.id, 'es');
    expect(items).toEqual([expect.objectContaining({ id, text: 'Tu cambio en Blue Hole se ha aceptado', link: '/listing/1', read: false })]);
    expect(await unreadNotificationCount(member.id)).toBe(1);

    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail!.to).toBe(member.email);
    expect(mail!.text).toMatch(/^Hello Lucía, see https?:\/\/[^/]+\/listing\/1/);
    expect(mail!.text).toContain('«Tus aportaciones»');
    const unsubscribe = /<(https?:\/\/[^>]+)>/.exec(mail!.headers?.['List-Unsubscribe'] ?? '')?.[1];
    expect(unsubscribe).toBeDefined();
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.text).toContain(unsubscribe);
    const query = new URL(unsubscribe!).searchParams;
    expect(query.get('u')).toBe(member.id);
    expect(query.get('c')).toBe('contributions');
    expect(unsubscribeTokenValid(member.id, 'contributions', query.get('t')!)).toBe(true);

    const [delivery] = await db().select().from(schema.notificationDeliveries).where(eq(schema.notificationDeliveries.notificationId, id!));
    expect(delivery).toMatchObject({ channel: 'email', state: 'sent', attempts: 1 });
  });

  it("has an unsubscribe token that fits one member and one kind of email only", async () => {
    const [one, other] = [await createMember(), await createMember()];
    const token = new URLSearchParams(unsubscribePath(one.id, 'buddies').split('?')[1]).get('t')!;
    expect(unsubscribeTokenValid(one.id, 'buddies', token)).toBe(true);
    expect(unsubscribeTokenValid(one.id, 'centers', token)).toBe(false);
    expect(unsubscribeTokenValid(other.id, 'buddies', token)).toBe(false);
    expect(unsubscribeTokenValid(one.id, 'buddies', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBe(false);
    expect(unsubscribeTokenValid(one.id, 'buddies', '')).toBe(false);
  });

  it('is not emailed when its member switched that kind off, and still listed', async () => {
    const member = await createMember();
    expect(await saveEmailChoices(member.id, { contributions: 'off' })).toEqual(['contributions']);
    await notify(editAccepted(member.id));
    expect(sent).toHaveLength(0);
    expect((await notificationsOf(member.id, 'en')).items.map((item) => item.text)).toEqual(['Your change to Blue Hole is accepted']);
    // Both are the member's data: their export holds them.
    const exported = await exportMemberData(member.id);
    expect(exported?.notifications).toMatchObject([{ category: 'contributions', kind: 'site.editAccepted', params: { site: 'Blue Hole' }, readAt: null }]);
    expect(exported?.notificationEmails).toMatchObject([{ category: 'contributions', email: 'off' }]);
  });

  it('about a booking is always emailed, says why it cannot be switched off, and carries no unsubscribe link', async () => {
    const member = await createMember();
    expect(await saveEmailChoices(member.id, { reservations: 'off' })).toEqual([]);
    expect((await emailChoices(member.id)).find((choice) => choice.id === 'reservations')).toEqual({ id: 'reservations', transactional: true, email: 'immediate' });
    await notify({ userId: member.id, category: 'reservations', kind: 'reservation.confirmed.member', params: { trip: { en: 'Dawn dive', es: 'Inmersión al alba' }, center: 'Reef Divers' }, link: '/account/reservations', email: () => ({ subject: 'Confirmed', text: 'Your place is confirmed.' }) });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('cannot be switched off');
    expect(sent[0]!.headers).toBeUndefined();
    expect((await notificationsOf(member.id, 'es')).items[0]!.text).toBe('Reef Divers ha confirmado tu plaza en Inmersión al alba');
  });

  it('is tried again by its job when the mail server refuses it, and sent once however often the job runs', async () => {
    const member = await createMember();
    failing = true;
    const id = await notify(editAccepted(member.id));
    expect(id).not.toBeNull();
    const [waiting] = await db().select().from(schema.notificationDeliveries).where(eq(schema.notificationDeliveries.notificationId, id!));
    expect(waiting).toMatchObject({ state: 'pending', attempts: 1, lastError: 'mail server unreachable' });
    const [job] = await db().select().from(schema.jobs).where(eq(schema.jobs.key, `${EMAIL_JOB}:${waiting!.id}`));
    expect(job).toMatchObject({ kind: EMAIL_JOB, state: 'pending' });

    failing = false;
    await runDueJobs({ [EMAIL_JOB]: emailJob }, { now: new Date(Date.now() + 60_000) });
    await deliverEmail(waiting!.id);
    await emailJob({ deliveryId: waiting!.id });
    expect(sent.filter((mail) => mail.to === member.email)).toHaveLength(1);
    const [done] = await db().select().from(schema.notificationDeliveries).where(eq(schema.notificationDeliveries.id, waiting!.id));
    expect(done).toMatchObject({ state: 'sent', attempts: 2, lastError: null });
  });

  it("of a dive centre reaches its owner and managers in their lists and the centre's own address by one email", async () => {
    const [owner, manager] = [await createMember(), await createMember()];
    const center = await createCenter({ owner });
    await addManager(center.id, manager.id);
    const notice = { category: 'contributions' as const, kind: 'site.editAccepted', params: { site: 'Canyon' }, link: '/listing/2', email: () => ({ subject: 'Hello', text: 'Body' }) };
    await notifyCenter(center.id, notice);
    expect(sent.map((mail) => mail.to)).toEqual([center.email]);
    for (const reader of [owner, manager]) expect(await unreadNotificationCount(reader.id)).toBe(1);

    sent = [];
    await db().update(schema.diveCenters).set({ email: null }).where(eq(schema.diveCenters.id, center.id));
    await notifyCenter(center.id, notice);
    expect(sent.map((mail) => mail.to).sort()).toEqual([owner.email, manager.email].sort());
  });

  it('opens and is marked read only for its own member', async () => {
    const [member, stranger] = [await createMember(), await createMember()];
    const id = (await notify(editAccepted(member.id)))!;
    const second = (await notify(editAccepted(member.id, 'Canyon')))!;
    expect(await openNotification(stranger.id, id)).toBeNull();
    expect(await markNotificationsRead(stranger.id, { upTo: second })).toBe(0);
    expect(await unreadNotificationCount(member.id)).toBe(2);
    expect(await openNotification(member.id, id)).toBe('/listing/1');
    expect(await unreadNotificationCount(member.id)).toBe(1);
    expect(await markNotificationsRead(member.id, { upTo: second })).toBe(1);
    expect(await unreadNotificationCount(member.id)).toBe(0);
  });
});

describe('the daily digest', () => {
  it("gathers a member's waiting notifications into one email in their language, and a run started again sends nothing twice", async () => {
    const member = await createMember({ firstName: 'Ana' });
    await setLanguage(member.id, 'es');
    await saveEmailChoices(member.id, { contributions: 'digest' });
    await notify(editAccepted(member.id, 'Blue Hole'));
    await notify(editAccepted(member.id, 'Canyon'));
    expect(sent).toHaveLength(0);

    const later = new Date(Date.now() + 60_000);
    // Other test files' members may wait for a digest too: only this member's mail is looked at.
    for (let run = await sendDigests({ now: later }); run.more; run = await sendDigests({ now: later }));
    const mine = sent.filter((mail) => mail.to === member.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toMatch(/2 notificaciones nuevas/);
    expect(mine[0]!.text).toContain('Tu cambio en Blue Hole se ha aceptado');
    expect(mine[0]!.text).toContain('Tu cambio en Canyon se ha aceptado');

    await sendDigests({ now: later });
    expect(sent.filter((mail) => mail.to === member.email)).toHaveLength(1);
    const states = await db()
      .select({ state: schema.notificationDeliveries.state })
      .from(schema.notificationDeliveries)
      .innerJoin(schema.notifications, eq(schema.notifications.id, schema.notificationDeliveries.notificationId))
      .where(and(eq(schema.notifications.userId, member.id)));
    expect(states.map((row) => row.state)).toEqual(['sent', 'sent']);
  });

  it('has one-click unsubscribe headers whose link stops the digest: every kind it carries, and nothing emailed at once', async () => {
    const member = await createMember();
    await saveEmailChoices(member.id, { contributions: 'digest', buddies: 'immediate' });
    await notify(editAccepted(member.id, 'Blue Hole'));
    const later = new Date(Date.now() + 60_000);
    for (let run = await sendDigests({ now: later }); run.more; run = await sendDigests({ now: later }));
    const digest = sent.find((mail) => mail.to === member.email)!;
    expect(digest.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = new URL(/<(https?:\/\/[^>]+)>/.exec(digest.headers?.['List-Unsubscribe'] ?? '')![1]!);
    expect(link.searchParams.get('c')).toBe(DIGEST_UNSUBSCRIBE);
    expect(digest.text).toContain(link.href);
    expect(digest.text).not.toContain('cannot be switched off');
    expect(unsubscribeTokenValid(member.id, DIGEST_UNSUBSCRIBE, link.searchParams.get('t')!)).toBe(true);

    expect((await stopDigest(member.id)).sort()).toEqual(['contributions', 'following']);
    const choices = new Map((await emailChoices(member.id)).map((choice) => [choice.id, choice.email]));
    expect(choices.get('contributions')).toBe('off');
    expect(choices.get('following')).toBe('off');
    expect(choices.get('buddies')).toBe('immediate');
  });

  it('keeps the waiting lines for the next run when the mail server refuses the digest, without holding up the run', async () => {
    const member = await createMember();
    await saveEmailChoices(member.id, { contributions: 'digest' });
    await notify(editAccepted(member.id));
    failing = true;
    const later = new Date(Date.now() + 60_000);
    for (let run = await sendDigests({ now: later }); run.more; run = await sendDigests({ now: later }));
    failing = false;
    // The same run goes on to other members; the member's lines wait an hour for the next run.
    for (let run = await sendDigests({ now: later }); run.more; run = await sendDigests({ now: later }));
    expect(sent.filter((mail) => mail.to === member.email)).toHaveLength(0);
    const nextRun = new Date(later.getTime() + 2 * 60 * 60_000);
    for (let run = await sendDigests({ now: nextRun }); run.more; run = await sendDigests({ now: nextRun }));
    expect(sent.filter((mail) => mail.to === member.email)).toHaveLength(1);
  });
});
