// Reservations against a real PostgreSQL: seats are never oversold, even by 200 requests at once;
// each change keeps its history, its system message and its emails; holds run out; the waiting list
// moves up; nobody acts on another centre's or member's reservations.
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { db, schema } from '../../lib/db.server.ts';
import { generateMemberId } from '../../lib/member-id.ts';
import { getRuntime, installRuntime } from '../../lib/runtime.server.ts';
import { createCenter } from '../../../tests/factories/centers.ts';
import { createMember } from '../../../tests/factories/members.ts';
import { createTrip, meetingFor, seatRequest } from '../../../tests/factories/trips.ts';
import { cancelReservationAsCenter, cancelReservationAsMember, confirmReservation, declineReservation, expireHolds, HOLD_HOURS, markAttended, requestSeats } from './reservations.service.server.ts';
import { cancelTrip } from './trips.service.server.ts';

type Mail = { to: string; subject: string; text: string };

async function outbox(): Promise<Mail[]> {
  const folder = path.join(getRuntime().dataDir, 'outbox');
  const files = (await readdir(folder).catch(() => [] as string[])).sort();
  return Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(folder, file), 'utf8')) as Mail));
}

async function seatsTaken(tripId: number): Promise<number> {
  const [trip] = await db().select({ seatsTaken: schema.trips.seatsTaken }).from(schema.trips).where(eq(schema.trips.id, tripId));
  return trip!.seatsTaken;
}

async function statusOf(reservationId: number): Promise<string> {
  const [row] = await db().select({ status: schema.reservations.status }).from(schema.reservations).where(eq(schema.reservations.id, reservationId));
  return row!.status;
}

/** Members written in one statement (no password): enough to ask for seats. */
async function manyMembers(count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomBytes(16).toString('hex'));
  await db().insert(schema.authUsers).values(
    ids.map((id, index) => ({ id, email: `crowd.${index}.${id.slice(0, 8)}@test.diveatlas.example`, name: 'Crowd Diver', firstName: 'Crowd', lastName: `Diver ${index}`, memberId: generateMemberId(), emailVerified: true })),
  );
  return ids;
}

describe('seats under concurrent requests', () => {
  it('200 requests at once for 10 seats hold exactly 10; every other one is told the trip is full, and may join the waiting list', async () => {
    const center = await createCenter({ owner: await createMember() });
    const trip = await createTrip({ center, capacity: 10 });
    const members = await manyMembers(200);
    // Real concurrency: a pool as large as a busy server's, so many transactions wait on the trip's row at once.
    const runtime = getRuntime();
    const wide = new pg.Pool({ connectionString: runtime.pool.options.connectionString, max: 25 });
    installRuntime({ ...runtime, pool: wide });
    let results;
    try {
      results = await Promise.all(members.map((memberId) => requestSeats({ tripId: trip.id, memberId, input: seatRequest(), waitlist: false })));
    } finally {
      installRuntime(runtime);
      await wide.end();
    }
    const held = results.filter((result) => result.ok);
    const full = results.filter((result) => !result.ok);
    expect(held).toHaveLength(10);
    expect(full).toHaveLength(190);
    for (const refusal of full) expect(refusal).toMatchObject({ ok: false, error: 'trips.error.full', full: true, seatsLeft: 0 });
    expect(await seatsTaken(trip.id)).toBe(10);
    const { rows } = await db().execute<{ requested: number; seats: number }>(
      sql`select count(*)::int as requested, coalesce(sum(seats), 0)::int as seats from reservation where trip_id = ${trip.id} and status = 'requested'`,
    );
    expect(rows[0]).toEqual({ requested: 10, seats: 10 });
    // A request turned away leaves nothing behind: no reservation, no conversation, no message.
    const { rows: left } = await db().execute<{ reservations: number; conversations: number }>(
      sql`select (select count(*)::int from reservation where trip_id = ${trip.id}) as reservations, (select count(*)::int from conversation where trip_id = ${trip.id}) as conversations`,
    );
    expect(left[0]).toEqual({ reservations: 10, conversations: 10 });
    // One of those turned away joins the waiting list instead; it holds no seat.
    const waiting = await requestSeats({ tripId: trip.id, memberId: members.find((id, index) => !results[index]!.ok)!, input: seatRequest(), waitlist: true });
    expect(waiting).toMatchObject({ ok: true, status: 'waitlisted', holdUntil: null });
    expect(await seatsTaken(trip.id)).toBe(10);
  }, 120_000);

  it('one member sending the same request twice at once gets one reservation', async () => {
    const center = await createCenter({ owner: await createMember() });
    const trip = await createTrip({ center, capacity: 10 });
    const member = await createMember();
    const results = await Promise.all([1, 2, 3].map(() => requestSeats({ tripId: trip.id, memberId: member.id, input: seatRequest({ seats: 2 }), waitlist: false })));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok).map((result) => (result as { error: string }).error)).toEqual(['trips.error.alreadyRequested', 'trips.error.alreadyRequested']);
    expect(await seatsTaken(trip.id)).toBe(2);
  });
});

describe('a reservation from request to cancellation', () => {
  it('keeps every change with its time, actor and reason, posts it into the trip conversation, and emails both sides in their own language', async () => {
    const owner = await createMember({ firstName: 'Olga' });
    await db().update(schema.memberProfiles).set({ language: 'es' }).where(eq(schema.memberProfiles.userId, owner.id));
    const center = await createCenter({ owner, email: null, name: 'Lifecycle Divers' });
    const trip = await createTrip({ center, capacity: 6, inDays: 30, title: { en: 'Wreck morning', es: 'Mañana de pecio' } });
    const diver = await createMember({ firstName: 'Dana' });
    const requested = await requestSeats({ tripId: trip.id, memberId: diver.id, input: seatRequest({ seats: 2, message: 'We are two, both with nitrox.' }), waitlist: false });
    expect(requested).toMatchObject({ ok: true, status: 'requested' });
    const reservationId = (requested as { reservationId: number }).reservationId;
    const hold = (requested as { holdUntil: Date }).holdUntil.getTime();
    expect(Math.abs(hold - (Date.now() + HOLD_HOURS * 3_600_000))).toBeLessThan(60_000);
    expect(await seatsTaken(trip.id)).toBe(2);

    expect(await confirmReservation({ centerId: center.id, reservationId, actorId: owner.id, meeting: meetingFor(trip) })).toMatchObject({ ok: true });
    expect(await seatsTaken(trip.id)).toBe(2);
    const cancelled = await cancelReservationAsMember({ memberId: diver.id, reservationId, actorId: diver.id, reason: 'Flight moved' });
    // Thirty days ahead is within the moderate terms (free until 7 days before).
    expect(cancelled).toMatchObject({ ok: true, feePercent: 0 });
    expect(await seatsTaken(trip.id)).toBe(0);

    const events = await db().select().from(schema.reservationEvents).where(eq(schema.reservationEvents.reservationId, reservationId)).orderBy(schema.reservationEvents.id);
    expect(events.map((event) => [event.status, event.actor, event.reason])).toEqual([
      ['requested', 'member', null],
      ['confirmed', 'center', null],
      ['cancelled', 'member', 'Flight moved'],
    ]);
    const [conversation] = await db().select().from(schema.conversations).where(eq(schema.conversations.tripId, trip.id));
    expect(conversation).toMatchObject({ memberId: diver.id, centerId: center.id, reservationId });
    const thread = await db().select().from(schema.messages).where(eq(schema.messages.conversationId, conversation!.id)).orderBy(schema.messages.id);
    expect(thread.map((message) => message.event?.kind ?? message.body)).toEqual([
      'reservation.requested.member',
      'We are two, both with nitrox.',
      'reservation.confirmed.center',
      'reservation.cancelled.member',
    ]);
    // Confirming is reading: the centre has only the cancellation unread; the member wrote last.
    expect(conversation!.centerUnread).toBe(1);
    expect(conversation!.memberUnread).toBe(0);

    const mails = await outbox();
    const toOwner = mails.filter((mail) => mail.to === owner.email);
    const toDiver = mails.filter((mail) => mail.to === diver.email);
    expect(toOwner.map((mail) => mail.subject)).toEqual([
      expect.stringContaining('Nueva solicitud'),
      expect.stringContaining('Confirmaste'),
      expect.stringContaining('cancelado'),
    ]);
    expect(toOwner[0]!.text).toContain('Mañana de pecio');
    expect(toDiver.map((mail) => mail.subject)).toEqual([expect.stringMatching(/request/i), expect.stringMatching(/confirmed/i), expect.stringMatching(/cancelled/i)]);
    expect(toDiver[0]!.text).toContain('Wreck morning');
  });

  it('a late cancellation records the fee the terms name; a request still waiting is withdrawn for free', async () => {
    const center = await createCenter({ owner: await createMember() });
    const trip = await createTrip({ center, inDays: 3 });
    const [early, late] = [await createMember(), await createMember()];
    const first = (await requestSeats({ tripId: trip.id, memberId: late.id, input: seatRequest(), waitlist: false })) as { reservationId: number };
    await confirmReservation({ centerId: center.id, reservationId: first.reservationId, actorId: center.submittedUser!, meeting: meetingFor(trip) });
    expect(await cancelReservationAsMember({ memberId: late.id, reservationId: first.reservationId, actorId: late.id })).toMatchObject({ ok: true, feePercent: 50 });
    const second = (await requestSeats({ tripId: trip.id, memberId: early.id, input: seatRequest(), waitlist: false })) as { reservationId: number };
    expect(await cancelReservationAsMember({ memberId: early.id, reservationId: second.reservationId, actorId: early.id })).toMatchObject({ ok: true, feePercent: 0 });
  });

  it('refuses what the trip does not accept: a lower certification, too few dives, a trip already started or cancelled', async () => {
    const center = await createCenter({ owner: await createMember() });
    const advanced = await createTrip({ center, minCertTier: 'advanced', minLoggedDives: 30 });
    const member = await createMember();
    expect(await requestSeats({ tripId: advanced.id, memberId: member.id, input: seatRequest({ certLevel: 'padi-open-water', loggedDives: 50 }), waitlist: false })).toMatchObject({ ok: false, field: 'certLevel', error: 'trips.error.certBelowMinimum' });
    expect(await requestSeats({ tripId: advanced.id, memberId: member.id, input: seatRequest({ certLevel: 'none', loggedDives: 50 }), waitlist: false })).toMatchObject({ ok: false, field: 'certLevel' });
    expect(await requestSeats({ tripId: advanced.id, memberId: member.id, input: seatRequest({ certLevel: 'ssi-advanced-open-water', loggedDives: 12 }), waitlist: false })).toMatchObject({ ok: false, field: 'loggedDives', error: 'trips.error.notEnoughDives' });
    // A certification in the member's own words is left to the centre.
    expect(await requestSeats({ tripId: advanced.id, memberId: member.id, input: seatRequest({ certLevel: 'other', certOther: 'FFESSM Niveau 2', loggedDives: 40 }), waitlist: false })).toMatchObject({ ok: true });
    const started = await createTrip({ center, startsAt: new Date(Date.now() - 3_600_000), endsAt: new Date(Date.now() + 3_600_000) });
    expect(await requestSeats({ tripId: started.id, memberId: member.id, input: seatRequest(), waitlist: false })).toMatchObject({ ok: false, error: 'trips.error.closed' });
    const draft = await createTrip({ center, status: 'draft' });
    expect(await requestSeats({ tripId: draft.id, memberId: member.id, input: seatRequest(), waitlist: false })).toMatchObject({ ok: false, error: 'trips.error.closed' });
  });
});

describe('holds and the waiting list', () => {
  it('a hold that ran out frees its seats and the oldest waiting entries that fit take them', async () => {
    const center = await createCenter({ owner: await createMember() });
    const trip = await createTrip({ center, capacity: 3, inDays: 10 });
    const [holder, bigGroup, pair] = [await createMember(), await createMember(), await createMember()];
    const held = (await requestSeats({ tripId: trip.id, memberId: holder.id, input: seatRequest({ seats: 3 }), waitlist: false })) as { reservationId: number };
    const full = await requestSeats({ tripId: trip.id, memberId: bigGroup.id, input: seatRequest({ seats: 4 }), waitlist: false });
    // Four seats can never fit in three: refused up front rather than left waiting for ever.
    expect(full).toMatchObject({ ok: false, field: 'seats', error: 'trips.error.seatsOverCapacity' });
    const waiting = (await requestSeats({ tripId: trip.id, memberId: pair.id, input: seatRequest({ seats: 2 }), waitlist: true })) as { reservationId: number };
    expect(await expireHolds(new Date(Date.now() + (HOLD_HOURS - 1) * 3_600_000))).toBe(0);
    // Other tests' holds on this database run out too: this one is among them.
    expect(await expireHolds(new Date(Date.now() + (HOLD_HOURS + 1) * 3_600_000))).toBeGreaterThanOrEqual(1);
    expect(await statusOf(held.reservationId)).toBe('expired');
    expect(await statusOf(waiting.reservationId)).toBe('requested');
    expect(await seatsTaken(trip.id)).toBe(2);
    const mails = await outbox();
    expect(mails.some((mail) => mail.to === holder.email && /expired|ran out/i.test(mail.subject))).toBe(true);
    expect(mails.some((mail) => mail.to === pair.email && /seat/i.test(mail.subject))).toBe(true);
  });

  it('a decline or a cancellation by the centre frees seats for the waiting list; a confirmed diver is marked attended after the start', async () => {
    const center = await createCenter({ owner: await createMember() });
    const trip = await createTrip({ center, capacity: 2 });
    const [a, b, c] = [await createMember(), await createMember(), await createMember()];
    const ra = (await requestSeats({ tripId: trip.id, memberId: a.id, input: seatRequest({ seats: 2 }), waitlist: false })) as { reservationId: number };
    const rb = (await requestSeats({ tripId: trip.id, memberId: b.id, input: seatRequest({ seats: 1 }), waitlist: true })) as { reservationId: number };
    const rc = (await requestSeats({ tripId: trip.id, memberId: c.id, input: seatRequest({ seats: 1 }), waitlist: true })) as { reservationId: number };
    expect(await confirmReservation({ centerId: center.id, reservationId: rb.reservationId, actorId: center.submittedUser!, meeting: meetingFor(trip) })).toMatchObject({ ok: false, error: 'trips.error.full' });
    await declineReservation({ centerId: center.id, reservationId: ra.reservationId, actorId: center.submittedUser!, reason: 'Boat under repair' });
    expect([await statusOf(rb.reservationId), await statusOf(rc.reservationId)]).toEqual(['requested', 'requested']);
    await confirmReservation({ centerId: center.id, reservationId: rb.reservationId, actorId: center.submittedUser!, meeting: meetingFor(trip) });
    expect(await cancelReservationAsCenter({ centerId: center.id, reservationId: rb.reservationId, actorId: center.submittedUser!, reason: 'Skipper ill' })).toMatchObject({ ok: true, feePercent: 0 });
    expect(await seatsTaken(trip.id)).toBe(1);
    await confirmReservation({ centerId: center.id, reservationId: rc.reservationId, actorId: center.submittedUser!, meeting: meetingFor(trip) });
    expect(await markAttended({ centerId: center.id, reservationId: rc.reservationId, actorId: center.submittedUser! })).toMatchObject({ ok: false, error: 'trips.error.notStarted' });
    await db().update(schema.trips).set({ startsAt: new Date(Date.now() - 7_200_000), endsAt: new Date(Date.now() - 3_600_000) }).where(eq(schema.trips.id, trip.id));
    expect(await markAttended({ centerId: center.id, reservationId: rc.reservationId, actorId: center.submittedUser! })).toMatchObject({ ok: true });
    expect(await statusOf(rc.reservationId)).toBe('attended');
  });

  it('cancelling a trip cancels every open reservation with the reason and frees every seat', async () => {
    const owner = await createMember();
    const center = await createCenter({ owner });
    const trip = await createTrip({ center, capacity: 5 });
    const members = [await createMember(), await createMember(), await createMember()];
    const ids = [];
    for (const [index, member] of members.entries()) ids.push(((await requestSeats({ tripId: trip.id, memberId: member.id, input: seatRequest(), waitlist: index === 2 })) as { reservationId: number }).reservationId);
    await confirmReservation({ centerId: center.id, reservationId: ids[0]!, actorId: owner.id, meeting: meetingFor(trip) });
    expect(await cancelTrip({ centerId: center.id, tripId: trip.id, userId: owner.id, reason: 'Storm warning for the whole week' })).toMatchObject({ ok: true, reservations: 3 });
    expect(await Promise.all(ids.map(statusOf))).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect(await seatsTaken(trip.id)).toBe(0);
    const mails = await outbox();
    expect(mails.filter((mail) => members.some((member) => member.email === mail.to) && mail.text.includes('Storm warning for the whole week'))).toHaveLength(3);
  });
});

describe('who may act', () => {
  it("another centre cannot touch a centre's reservations, and another member cannot cancel a member's", async () => {
    const center = await createCenter({ owner: await createMember() });
    const otherOwner = await createMember();
    const other = await createCenter({ owner: otherOwner });
    const trip = await createTrip({ center });
    const [diver, stranger] = [await createMember(), await createMember()];
    const { reservationId } = (await requestSeats({ tripId: trip.id, memberId: diver.id, input: seatRequest(), waitlist: false })) as { reservationId: number };
    for (const attempt of [confirmReservation, declineReservation, cancelReservationAsCenter]) {
      expect(await attempt({ centerId: other.id, reservationId, actorId: otherOwner.id, reason: 'Not mine', meeting: meetingFor(trip) })).toMatchObject({ ok: false, error: 'trips.error.notFound' });
    }
    expect(await cancelReservationAsMember({ memberId: stranger.id, reservationId, actorId: stranger.id })).toMatchObject({ ok: false, error: 'trips.error.notFound' });
    expect(await cancelTrip({ centerId: other.id, tripId: trip.id, userId: otherOwner.id, reason: 'Not my trip at all' })).toMatchObject({ ok: false });
    expect(await statusOf(reservationId)).toBe('requested');
    expect(await seatsTaken(trip.id)).toBe(1);
  });
});
