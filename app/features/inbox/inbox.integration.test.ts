// The inbox against a real PostgreSQL: the contact form keeps its email and now lands in both
// inboxes; unread counts follow each side; blocks, reports and moderators' reading; the reminder
// email goes once, after a few minutes, at most hourly; other app servers hear of every message
// through LISTEN/NOTIFY; and account export and deletion cover trips, reservations and messages.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, schema } from '../../lib/db.server.ts';
import { startChangeFeed, type ChangeFeed } from '../../lib/change-feed.server.ts';
import { getRuntime, installRuntime } from '../../lib/runtime.server.ts';
import { addManager, createCenter } from '../../../tests/factories/centers.ts';
import { createMember } from '../../../tests/factories/members.ts';
import { createTrip, seatRequest } from '../../../tests/factories/trips.ts';
import { sendCenterMessage } from './center-contact.server.ts';
import { exportMemberData } from '../account/account-data.server.ts';
import { cancelReservationsOfLeavingMember, requestSeats } from '../trips/reservations.service.server.ts';
import { REMIND_AFTER_MS, REMIND_EVERY_MS, sendUnreadReminders } from './inbox-emails.server.ts';
import { onInboxEvent, type InboxEvent } from '../../lib/inbox-events.server.ts';
import { canReadConversation } from './inbox.policy.ts';
import { conversationAccess, getThread, inboxSummary, listConversations } from './inbox.queries.server.ts';
import { decideMessageReport, markConversationRead, messageCenter, replyInConversation, reportMessage, setBlocked, setConversationArchived } from './inbox.service.server.ts';

type Mail = { to: string; subject: string; text: string; replyTo?: string };

async function outbox(): Promise<Mail[]> {
  const folder = path.join(getRuntime().dataDir, 'outbox');
  const files = (await readdir(folder).catch(() => [] as string[])).sort();
  return Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(folder, file), 'utf8')) as Mail));
}

async function people() {
  const owner = await createMember({ firstName: 'Olga', lastName: 'Owner' });
  const manager = await createMember({ firstName: 'Manu', lastName: 'Manager' });
  const diver = await createMember({ firstName: 'Dana', lastName: 'Diver' });
  const center = await createCenter({ owner, name: 'Inbox Test Divers', email: null });
  await addManager(center.id, manager.id);
  return { owner, manager, diver, center };
}

describe('conversations between a member and a centre', () => {
  it('the contact form keeps its email to the centre and now starts a conversation both sides read', async () => {
    const { owner, manager, diver, center } = await people();
    const sent = await sendCenterMessage({ centerId: center.id, sender: diver, subject: 'Drysuit rental', message: 'Do you rent drysuits in winter? See www.example.org/me' });
    expect(sent).toMatchObject({ ok: true });
    const conversationId = (sent as { conversationId: number }).conversationId;
    const mail = (await outbox()).find((message) => message.to === owner.email && message.subject.includes('Drysuit rental'));
    expect(mail?.text).toContain(`/admin-divecenter/divecenter/inbox/${conversationId}?center=${center.id}`);
    expect(mail?.replyTo).toBe(diver.email);
    // Both managers share the centre's side; the member sees it in their own list.
    for (const reader of [owner, manager]) expect((await inboxSummary(reader.id)).centerUnread).toBe(1);
    expect((await inboxSummary(diver.id)).unread).toBe(0);
    const [listed] = await listConversations({ side: 'member', memberId: diver.id });
    expect(listed).toMatchObject({ id: conversationId, counterpart: 'Inbox Test Divers', subject: 'Drysuit rental', unread: 0 });

    await markConversationRead({ conversationId, side: 'center' });
    expect((await inboxSummary(owner.id)).centerUnread).toBe(0);
    expect((await replyInConversation({ conversationId, centerId: center.id, memberId: diver.id, side: 'center', userId: manager.id, body: 'Yes, from 20 EUR a day.' })).ok).toBe(true);
    const summary = await inboxSummary(diver.id);
    expect(summary.unread).toBe(1);
    expect(summary.ribbon).toEqual([{ id: conversationId, side: 'member', name: 'Inbox Test Divers', unread: 1, href: `/account/inbox/${conversationId}` }]);
    const thread = await getThread(conversationId);
    expect(thread?.messages.map((message) => [message.sender, message.authorName, message.body])).toEqual([
      ['member', 'Dana', 'Do you rent drysuits in winter? See www.example.org/me'],
      ['center', 'Manu', 'Yes, from 20 EUR a day.'],
    ]);

    // Archiving hides it from the side's inbox until a new message arrives.
    await setConversationArchived({ conversationId, side: 'member', archived: true });
    expect(await listConversations({ side: 'member', memberId: diver.id })).toHaveLength(0);
    expect(await listConversations({ side: 'member', memberId: diver.id }, { archived: true })).toHaveLength(1);
    await replyInConversation({ conversationId, centerId: center.id, memberId: diver.id, side: 'center', userId: owner.id, body: 'And nitrox is free in December.' });
    expect(await listConversations({ side: 'member', memberId: diver.id })).toHaveLength(1);
  });

  it('a block stops both sides writing until it is lifted; reservations still post their changes', async () => {
    const { owner, diver, center } = await people();
    const started = (await messageCenter({ centerId: center.id, memberId: diver.id, body: 'Hello' })) as { conversationId: number };
    await setBlocked({ centerId: center.id, memberId: diver.id, side: 'center', userId: owner.id, blocked: true });
    expect(await replyInConversation({ conversationId: started.conversationId, centerId: center.id, memberId: diver.id, side: 'member', userId: diver.id, body: 'Are you there?' })).toMatchObject({ ok: false, error: 'inbox.error.blocked' });
    expect(await replyInConversation({ conversationId: started.conversationId, centerId: center.id, memberId: diver.id, side: 'center', userId: owner.id, body: 'Sorry' })).toMatchObject({ ok: false, error: 'inbox.error.youBlocked' });
    expect(await messageCenter({ centerId: center.id, memberId: diver.id, body: 'A new subject' })).toMatchObject({ ok: false, error: 'inbox.error.blocked' });
    const trip = await createTrip({ center });
    expect(await requestSeats({ tripId: trip.id, memberId: diver.id, input: seatRequest(), waitlist: false })).toMatchObject({ ok: true });
    await setBlocked({ centerId: center.id, memberId: diver.id, side: 'center', userId: owner.id, blocked: false });
    expect((await replyInConversation({ conversationId: started.conversationId, centerId: center.id, memberId: diver.id, side: 'member', userId: diver.id, body: 'Thanks' })).ok).toBe(true);
  });

  it('a reported message opens the conversation to moderators until they decide; removal keeps a notice in its place', async () => {
    const { owner, diver, center } = await people();
    const moderator = await createMember({ role: 'moderator' });
    const { conversationId } = (await messageCenter({ centerId: center.id, memberId: diver.id, body: 'Pay me outside the site: http://scam.example.com' })) as { conversationId: number };
    const [message] = await db().select().from(schema.messages).where(eq(schema.messages.conversationId, conversationId));
    expect(canReadConversation(moderator, (await conversationAccess(conversationId))!)).toBe(false);
    // One's own message, or a site notice, cannot be reported.
    expect(await reportMessage({ conversationId, messageId: message!.id, reporterId: diver.id, side: 'member', reason: 'spam', details: '' })).toMatchObject({ ok: false, error: 'inbox.error.cannotReport' });
    expect(await reportMessage({ conversationId, messageId: message!.id, reporterId: owner.id, side: 'center', reason: 'scam', details: 'Asks for money' })).toMatchObject({ ok: true });
    expect(await reportMessage({ conversationId, messageId: message!.id, reporterId: owner.id, side: 'center', reason: 'scam', details: '' })).toMatchObject({ ok: false, error: 'inbox.error.alreadyReported' });
    const access = (await conversationAccess(conversationId))!;
    expect(canReadConversation(moderator, access)).toBe(true);
    const [report] = await db().select().from(schema.messageReports).where(eq(schema.messageReports.conversationId, conversationId));
    expect(await decideMessageReport({ reportId: report!.id, moderatorId: moderator.id, decision: 'remove', note: null })).toMatchObject({ ok: true });
    expect(await decideMessageReport({ reportId: report!.id, moderatorId: moderator.id, decision: 'dismiss', note: null })).toMatchObject({ ok: false });
    const [removed] = await db().select().from(schema.messages).where(eq(schema.messages.id, message!.id));
    expect(removed).toMatchObject({ body: '', event: { kind: 'message.removed' } });
    expect(canReadConversation(moderator, (await conversationAccess(conversationId))!)).toBe(false);
  });

  it('rate limits new conversations per member', async () => {
    const diver = await createMember();
    const results = [];
    for (let index = 0; index < 11; index++) results.push(await messageCenter({ centerId: (await createCenter()).id, memberId: diver.id, body: `Question ${index}` }));
    expect(results.filter((result) => result.ok)).toHaveLength(10);
    expect(results.at(-1)).toMatchObject({ ok: false, error: 'inbox.error.conversationsRateLimited' });
  });
});

describe('the unread reminder email', () => {
  it('goes once a message waits unread for a few minutes, at most once an hour per conversation, to the right side in its language', async () => {
    const { owner, diver, center } = await people();
    await db().update(schema.memberProfiles).set({ language: 'es' }).where(eq(schema.memberProfiles.userId, diver.id));
    const { conversationId } = (await messageCenter({ centerId: center.id, memberId: diver.id, body: 'When is the next night dive?' })) as { conversationId: number };
    const remindersTo = async (to: string) => (await outbox()).filter((mail) => mail.to === to && mail.text.includes(`inbox/${conversationId}`));
    const soon = new Date(Date.now() + REMIND_AFTER_MS / 2);
    await sendUnreadReminders(soon);
    expect(await remindersTo(owner.email)).toHaveLength(0);
    const later = new Date(Date.now() + REMIND_AFTER_MS + 60_000);
    // Two servers running the reminders at once send one email.
    await Promise.all([sendUnreadReminders(later), sendUnreadReminders(later)]);
    const [first, ...others] = await remindersTo(owner.email);
    expect(others).toHaveLength(0);
    expect(first?.subject).toBe('Dana Diver wrote to Inbox Test Divers');
    await replyInConversation({ conversationId, centerId: center.id, memberId: diver.id, side: 'member', userId: diver.id, body: 'Also: do you have nitrox?' });
    await sendUnreadReminders(new Date(later.getTime() + REMIND_AFTER_MS + 60_000));
    expect(await remindersTo(owner.email)).toHaveLength(1);
    await sendUnreadReminders(new Date(later.getTime() + REMIND_EVERY_MS + 60_000));
    expect(await remindersTo(owner.email)).toHaveLength(2);
    // Read messages are not reminded of; the member is reminded in Spanish.
    await markConversationRead({ conversationId, side: 'center' });
    await replyInConversation({ conversationId, centerId: center.id, memberId: diver.id, side: 'center', userId: owner.id, body: 'Thursday at 18:00.' });
    await sendUnreadReminders(new Date(Date.now() + REMIND_EVERY_MS * 3));
    expect((await remindersTo(diver.email)).map((mail) => mail.subject)).toEqual(['Inbox Test Divers te ha enviado un mensaje']);
  });
});

describe('live events between app servers', () => {
  let other: ChangeFeed;
  beforeAll(async () => {
    other = await startChangeFeed({ connectionString: getRuntime().pool.options.connectionString!, log: pino({ level: 'silent' }) });
  });
  afterAll(async () => {
    await other?.close();
  });

  it('a message committed on one server is heard by another, naming its conversation, centre and member; a rollback is never heard', async () => {
    const { diver, center } = await people();
    const runtime = getRuntime();
    // This process plays the other server: its runtime listens on the other feed.
    installRuntime({ ...runtime, changes: other });
    const heard: Array<InboxEvent | null> = [];
    const stop = onInboxEvent((event) => heard.push(event));
    try {
      await db()
        .transaction(async (tx) => {
          await tx.execute(sql`select pg_notify('diveatlas_inbox', '999999:1:rolled-back')`);
          throw new Error('roll back');
        })
        .catch(() => undefined);
      const { conversationId } = (await messageCenter({ centerId: center.id, memberId: diver.id, body: 'Live?' })) as { conversationId: number };
      await expect.poll(() => heard.length).toBeGreaterThan(0);
      expect(heard).toEqual([{ conversationId, centerId: center.id, memberId: diver.id }]);
    } finally {
      stop();
      installRuntime(runtime);
    }
  });
});

describe('an account’s data', () => {
  it('is exported with reservations, planned trips, conversations, wishlist, centres, claims and photos; deleting it frees its seats first', async () => {
    const { diver, center } = await people();
    const trip = await createTrip({ center, capacity: 4 });
    await requestSeats({ tripId: trip.id, memberId: diver.id, input: seatRequest({ seats: 3, message: 'Three of us' }), waitlist: false });
    const site = (await db().insert(schema.diveSites).values({ name: 'Export Reef', countryCode: 'EG', lat: 27, lng: 34 }).returning())[0]!;
    await db().insert(schema.siteWishlist).values({ userId: diver.id, siteId: site.id });
    await db().insert(schema.diveCenterClaims).values({ centerId: center.id, claimantId: diver.id, evidence: 'I am the owner of this centre, see its site.' });
    const owned = await createCenter({ owner: diver, name: 'Diver’s Own Shop' });
    const exported = (await exportMemberData(diver.id))!;
    expect(exported.reservations).toHaveLength(1);
    expect(exported.reservations[0]).toMatchObject({ seats: 3, status: 'requested' });
    expect(exported.conversations).toHaveLength(1);
    expect(JSON.stringify(exported.conversations)).toContain('Three of us');
    expect(exported.wishlist).toEqual([expect.objectContaining({ site: 'Export Reef' })]);
    expect(exported.diveCenters).toEqual([expect.objectContaining({ id: owned.id, role: 'owner' })]);
    expect(exported.claims).toHaveLength(1);
    expect(exported).toHaveProperty('contributions.photos');
    expect(exported).toHaveProperty('plannedTrips');

    expect(await cancelReservationsOfLeavingMember(diver.id)).toBe(1);
    const [after] = await db().select({ seatsTaken: schema.trips.seatsTaken }).from(schema.trips).where(eq(schema.trips.id, trip.id));
    expect(after?.seatsTaken).toBe(0);
  });
});
