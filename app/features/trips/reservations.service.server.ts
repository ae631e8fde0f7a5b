// Reservations, one named function per change: a member asks for seats (or joins the waiting list),
// the centre confirms, declines, cancels or marks the diver as attended, the member cancels, a hold
// runs out. Callers (route actions) have already checked who is asking; these functions check what
// only the database can answer.
//
// Every change is one transaction, with its history row and its system message in the conversation.
// Changes to existing reservations lock the trip's row, then the reservation's, then its
// conversation's; a new request writes its own rows first and takes the trip's row last (see
// requestSeats). Seats are counted on the trip row (`seats_taken`: confirmed reservations plus
// requests holding theirs) and only ever taken with a conditional update of that row, so a trip is
// never overbooked however many requests arrive at once (ADR 19). Emails go out after the commit.
import { and, eq, sql } from 'drizzle-orm';
import { auditActing, type ActingManager, type ActingStep } from '../../lib/audit-log.server.ts';
import { db, schema, type Transaction } from '../../lib/db.server.ts';
import { logger } from '../../lib/runtime.server.ts';
import { hitWriteLimit } from '../../lib/write-limits.server.ts';
import type { ReservationActor, ReservationStatus } from '../../../db/schema/trips.ts';
import { appendMessage, ensureConversation } from '../../lib/conversation-writes.server.ts';
import { agencyOfLevel } from './reservation-cert.ts';
import { announceReservationChanges, type ReservationEmailKind, type ReservationNotice } from './trip-emails.server.ts';
import { cancellationTerms } from './trip-format.ts';
import { levelInfo, type ReservationRequestInput } from './trip.schema.ts';
import { meetsTier } from '../members/certifications.ts';
import { qualifyingCard } from '../members/wallet.server.ts';

/** A refusal the form shows next to a field (a message key). */
export type Refusal = { ok: false; field: string; error: string };
export type Done<T = object> = { ok: true } & T;

function refuse(field: string, error: string): Refusal {
  return { ok: false, field, error };
}

/** How long a request holds its seats while the centre answers; never past the trip's start. */
export const HOLD_HOURS = 48;

/** Statuses whose seats count in `seats_taken`. */
const HOLDS_SEATS: readonly ReservationStatus[] = ['requested', 'confirmed', 'attended'];

type TripRow = { id: number; centerId: number; status: string; startsAt: Date; endsAt: Date; capacity: number; seatsTaken: number; minCertTier: string | null; minLoggedDives: number; freeCancelDays: number; lateCancelFeePercent: number };

/** Locks the trip's row for the rest of the transaction and reads it. */
async function lockTrip(tx: Transaction, tripId: number): Promise<TripRow | null> {
  const t = schema.trips;
  const [trip] = await tx
    .select({
      id: t.id,
      centerId: t.centerId,
      status: t.status,
      startsAt: t.startsAt,
      endsAt: t.endsAt,
      capacity: t.capacity,
      seatsTaken: t.seatsTaken,
      minCertTier: t.minCertTier,
      minLoggedDives: t.minLoggedDives,
      freeCancelDays: t.freeCancelDays,
      lateCancelFeePercent: t.lateCancelFeePercent,
    })
    .from(t)
    .where(eq(t.id, tripId))
    .for('no key update');
  return trip ?? null;
}

/** Takes `seats` on the trip if they fit; false when they do not. The caller holds the trip's lock. */
async function takeSeats(tx: Transaction, tripId: number, seats: number): Promise<boolean> {
  const { rows } = await tx.execute(sql`update trip set seats_taken = seats_taken + ${seats} where id = ${tripId} and seats_taken + ${seats} <= capacity returning id`);
  return rows.length > 0;
}

async function releaseSeats(tx: Transaction, tripId: number, seats: number): Promise<void> {
  await tx.execute(sql`update trip set seats_taken = greatest(0, seats_taken - ${seats}) where id = ${tripId}`);
}

function holdUntil(trip: { startsAt: Date }, now: Date): Date {
  return new Date(Math.min(now.getTime() + HOLD_HOURS * 3_600_000, trip.startsAt.getTime()));
}

type Reservation = { id: number; tripId: number; memberId: string; seats: number; status: ReservationStatus };

/** Where and when a confirmed diver meets the centre. */
export type Meeting = { point: string; at: Date };

/** How long before a trip's start a meeting may be (a liveaboard's check-in the day before, a briefing). */
export const MEETING_DAYS_BEFORE = 7;

/** Whether a meeting time suits the trip: still to come, not after the trip ends, not long before it starts. */
function meetingRefusal(meeting: Meeting, trip: Pick<TripRow, 'startsAt' | 'endsAt'>, now: Date): Refusal | null {
  if (meeting.at <= now) return refuse('meetingTime', 'trips.error.meetingPast');
  if (meeting.at > trip.endsAt) return refuse('meetingDate', 'trips.error.meetingAfterEnd');
  if (meeting.at.getTime() < trip.startsAt.getTime() - MEETING_DAYS_BEFORE * 86_400_000) return refuse('meetingDate', 'trips.error.meetingTooEarly');
  return null;
}

/**
 * Moves one reservation to a new status, with its seats, history row and system message. The
 * caller holds the trip's lock. Returns 'full' when the new status needs seats that are not free.
 */
async function moveTo(
  tx: Transaction,
  trip: TripRow,
  reservation: Reservation,
  change: { to: ReservationStatus; actor: ReservationActor; actorId: string | null; reason?: string | null; feePercent?: number | null; meeting?: Meeting | null; now: Date },
): Promise<'done' | 'full'> {
  const held = HOLDS_SEATS.includes(reservation.status);
  const holds = HOLDS_SEATS.includes(change.to);
  if (!held && holds && !(await takeSeats(tx, trip.id, reservation.seats))) return 'full';
  if (held && !holds) await releaseSeats(tx, trip.id, reservation.seats);
  await tx
    .update(schema.reservations)
    .set({
      status: change.to,
      statusChangedAt: change.now,
      holdExpiresAt: change.to === 'requested' ? holdUntil(trip, change.now) : null,
      ...(change.meeting ? { meetingPoint: change.meeting.point, meetsAt: change.meeting.at } : {}),
    })
    .where(eq(schema.reservations.id, reservation.id));
  await tx.insert(schema.reservationEvents).values({
    reservationId: reservation.id,
    status: change.to,
    actor: change.actor,
    actorId: change.actorId,
    reason: change.reason ?? null,
    feePercent: change.feePercent ?? null,
    createdAt: change.now,
  });
  await postStatusMessage(tx, trip, reservation, change);
  return 'done';
}

/** The reservation's change, as a system message in the conversation about its trip. */
async function postStatusMessage(tx: Transaction, trip: Pick<TripRow, 'id' | 'centerId'>, reservation: Reservation, change: { to: ReservationStatus; actor: ReservationActor; reason?: string | null; feePercent?: number | null }) {
  const conversationId = await ensureConversation(tx, { centerId: trip.centerId, memberId: reservation.memberId, tripId: trip.id, reservationId: reservation.id });
  const params: Record<string, string | number> = { seats: reservation.seats };
  if (change.reason) params.reason = change.reason;
  if (change.feePercent) params.fee = change.feePercent;
  await appendMessage(tx, {
    conversationId,
    sender: 'system',
    senderId: null,
    event: { kind: `reservation.${change.to}.${change.actor}`, params },
    readBy: change.actor === 'system' ? null : change.actor,
  });
}

/**
 * Requests that ran out of time give their seats back, and the waiting list moves up. The caller
 * holds the trip's lock.
 */
async function releaseExpiredHolds(tx: Transaction, trip: TripRow, now: Date, notices: ReservationNotice[]): Promise<void> {
  const r = schema.reservations;
  const expired = await tx
    .select({ id: r.id, tripId: r.tripId, memberId: r.memberId, seats: r.seats, status: r.status })
    .from(r)
    .where(and(eq(r.tripId, trip.id), eq(r.status, 'requested'), sql`${r.holdExpiresAt} <= ${now}`))
    .for('update');
  for (const reservation of expired) {
    await moveTo(tx, trip, reservation, { to: 'expired', actor: 'system', actorId: null, now });
    notices.push({ reservationId: reservation.id, kind: 'expired' });
  }
  if (expired.length) await promoteWaitlist(tx, trip, now, notices);
}

/** Waiting-list entries, oldest first, take the seats that are free now, as requests holding them. */
async function promoteWaitlist(tx: Transaction, trip: TripRow, now: Date, notices: ReservationNotice[]): Promise<void> {
  if (trip.startsAt <= now || trip.status !== 'published') return;
  const r = schema.reservations;
  const waiting = await tx
    .select({ id: r.id, tripId: r.tripId, memberId: r.memberId, seats: r.seats, status: r.status })
    .from(r)
    .where(and(eq(r.tripId, trip.id), eq(r.status, 'waitlisted')))
    .orderBy(r.createdAt, r.id)
    .for('update');
  for (const reservation of waiting) {
    if ((await moveTo(tx, trip, reservation, { to: 'requested', actor: 'system', actorId: null, reason: null, now })) === 'done') {
      notices.push({ reservationId: reservation.id, kind: 'promoted' });
    }
  }
}

export type SeatRequest = {
  tripId: number;
  memberId: string;
  input: ReservationRequestInput;
  /** Join the waiting list instead (the trip is full, and the member asked for it). */
  waitlist: boolean;
  now?: Date;
};

export type SeatRequestResult = Done<{ reservationId: number; status: 'requested' | 'waitlisted'; holdUntil: Date | null }> | (Refusal & { full?: boolean; seatsLeft?: number });

/** Ends a request's transaction without a trace (everything it wrote is rolled back), with the refusal to give. */
class RequestRefused extends Error {
  readonly refusal: Refusal & { full?: boolean; seatsLeft?: number };
  constructor(refusal: Refusal & { full?: boolean; seatsLeft?: number }) {
    super(refusal.error);
    this.refusal = refusal;
  }
}

/** Holds that ran out on this trip are released first, in a transaction of their own, when there are any. */
async function releaseTripHoldsIfDue(tripId: number, now: Date): Promise<void> {
  const { rows } = await db().execute(sql`select 1 from reservation where trip_id = ${tripId} and status = 'requested' and hold_expires_at <= ${now} limit 1`);
  if (!rows.length) return;
  const notices: ReservationNotice[] = [];
  await db().transaction(async (tx) => {
    const trip = await lockTrip(tx, tripId);
    if (trip) await releaseExpiredHolds(tx, trip, now, notices);
  });
  await announceReservationChanges(notices);
}

/**
 * A member asks for seats. The request holds them for HOLD_HOURS (or until the start) while the
 * centre answers; when they are not free, the member is told the trip is full and may join the
 * waiting list, which takes seats as they free up, oldest entry first.
 *
 * Everything but the seats is written first; the seats are taken last, with the conditional update
 * on the trip's row, so that row is locked only from that update to the commit and requests for one
 * trip queue for as short a time as possible. When the seats are not free, the transaction is rolled
 * back: nothing of the request is left.
 */
export async function requestSeats(request: SeatRequest): Promise<SeatRequestResult> {
  const { input, memberId } = request;
  const now = request.now ?? new Date();
  const level = input.certLevel && input.certLevel !== 'other' && input.certLevel !== 'none' ? levelInfo(input.certLevel) : undefined;
  if (!(await hitWriteLimit('reservation', memberId)).allowed) return refuse('form', 'trips.error.reservationsRateLimited');
  await releaseTripHoldsIfDue(request.tripId, now);
  const t = schema.trips;
  const [trip] = await db()
    .select({ id: t.id, centerId: t.centerId, status: t.status, startsAt: t.startsAt, capacity: t.capacity, minCertTier: t.minCertTier, minLoggedDives: t.minLoggedDives })
    .from(t)
    .where(eq(t.id, request.tripId));
  if (!trip || trip.status !== 'published' || trip.startsAt <= now) return refuse('form', 'trips.error.closed');
  // What the centre asks for: a card in the member's wallet that meets it is enough, and the centre
  // sees that card; otherwise the level stated here must, and one in the member's own words is the
  // centre's to judge.
  const card = await qualifyingCard(memberId, trip.minCertTier);
  const statedMeets = level ? meetsTier(level.tier, trip.minCertTier) : input.certLevel === 'other' || !trip.minCertTier;
  if (!card && !statedMeets) return refuse('certLevel', 'trips.error.certBelowMinimum');
  const given = card && !statedMeets ? { certAgency: card.agency, certLevel: card.level, certOther: null } : { certAgency: level ? agencyOfLevel(input.certLevel!) : null, certLevel: input.certLevel === 'other' ? null : input.certLevel, certOther: input.certLevel === 'other' ? input.certOther : null };
  if (input.loggedDives < trip.minLoggedDives) return refuse('loggedDives', 'trips.error.notEnoughDives');
  if (input.seats > trip.capacity) return refuse('seats', 'trips.error.seatsOverCapacity');
  const status: 'waitlisted' | 'requested' = request.waitlist ? 'waitlisted' : 'requested';
  const hold = status === 'requested' ? holdUntil(trip, now) : null;
  const r = schema.reservations;
  let reservationId: number;
  try {
    reservationId = await db().transaction(async (tx) => {
      const [open] = await tx
        .select({ id: r.id })
        .from(r)
        .where(and(eq(r.tripId, trip.id), eq(r.memberId, memberId), sql`${r.status} in ('requested', 'confirmed', 'waitlisted')`));
      if (open) throw new RequestRefused(refuse('form', 'trips.error.alreadyRequested'));
      const [row] = await tx
        .insert(r)
        .values({
          tripId: trip.id,
          memberId,
          seats: input.seats,
          status,
          ...given,
          certificationId: card?.id ?? null,
          loggedDives: input.loggedDives,
          message: input.message,
          holdExpiresAt: hold,
          statusChangedAt: now,
          createdAt: now,
        })
        .returning({ id: r.id });
      const reservation = { id: row!.id, tripId: trip.id, memberId, seats: input.seats, status };
      await tx.insert(schema.reservationEvents).values({ reservationId: reservation.id, status, actor: 'member', actorId: memberId, createdAt: now });
      await postStatusMessage(tx, trip, reservation, { to: status, actor: 'member' });
      if (input.message) {
        const conversationId = await ensureConversation(tx, { centerId: trip.centerId, memberId, tripId: trip.id });
        await appendMessage(tx, { conversationId, sender: 'member', senderId: memberId, body: input.message, readBy: 'member' });
      }
      if (status === 'requested') {
        // The one statement that takes seats: it waits for the trip's row, then checks the seats
        // left and the trip's state on the row as it is after the writers before it committed.
        const { rows } = await tx.execute(sql`
          update trip set seats_taken = seats_taken + ${input.seats}
          where id = ${trip.id} and status = 'published' and starts_at > ${now} and seats_taken + ${input.seats} <= capacity
          returning id`);
        if (!rows.length) {
          const [fresh] = await tx.select({ status: t.status, capacity: t.capacity, seatsTaken: t.seatsTaken }).from(t).where(eq(t.id, trip.id));
          if (!fresh || fresh.status !== 'published') throw new RequestRefused(refuse('form', 'trips.error.closed'));
          throw new RequestRefused({ ...refuse('seats', 'trips.error.full'), full: true, seatsLeft: fresh.capacity - fresh.seatsTaken });
        }
      } else {
        // A waiting-list entry takes no seat, but a trip being cancelled right now must see it (or refuse it).
        const [current] = await tx.select({ status: t.status }).from(t).where(eq(t.id, trip.id)).for('share');
        if (current?.status !== 'published') throw new RequestRefused(refuse('form', 'trips.error.closed'));
      }
      return reservation.id;
    });
  } catch (error) {
    if (error instanceof RequestRefused) return error.refusal;
    // Two requests of one member at once: the unique index lets one through.
    if ((error as { code?: string; cause?: { code?: string } }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505') return refuse('form', 'trips.error.alreadyRequested');
    throw error;
  }
  logger().info({ tripId: request.tripId, reservationId, status }, 'seats requested');
  await announceReservationChanges([{ reservationId, kind: status }]);
  return { ok: true, reservationId, status, holdUntil: hold };
}

/** `acting`: an admin acting as the centre's manager, whose answer is audited in its transaction (ADR 27). */
type Decision = { reservationId: number; actorId: string; reason?: string | null; now?: Date; acting?: ActingManager | null };
type Confirmation = Decision & { meeting: Meeting };
type Scope = { centerId: number } | { memberId: string };

/**
 * The common path of every change after the request: find the reservation within the caller's
 * scope (a centre's trips, or a member's own), lock the trip then the reservation, check the
 * status it may move from, move it, and let the waiting list move up when seats were freed.
 */
async function decide(
  scope: Scope,
  decision: Decision & { meeting?: Meeting },
  rule: { from: readonly ReservationStatus[]; to: ReservationStatus; actor: ReservationActor; email: ReservationEmailKind; step?: ActingStep; beforeStart?: boolean; afterStart?: boolean; fee?: boolean },
): Promise<Done<{ feePercent: number }> | Refusal> {
  const now = decision.now ?? new Date();
  const notices: ReservationNotice[] = [];
  const r = schema.reservations;
  const outcome = await db().transaction(async (tx): Promise<Done<{ feePercent: number }> | Refusal> => {
    const [found] = await tx
      .select({ tripId: r.tripId, centerId: schema.trips.centerId, memberId: r.memberId })
      .from(r)
      .innerJoin(schema.trips, eq(schema.trips.id, r.tripId))
      .where(eq(r.id, decision.reservationId));
    if (!found || ('centerId' in scope ? found.centerId !== scope.centerId : found.memberId !== scope.memberId)) return refuse('form', 'trips.error.notFound');
    const trip = await lockTrip(tx, found.tripId);
    if (!trip) return refuse('form', 'trips.error.notFound');
    await releaseExpiredHolds(tx, trip, now, notices);
    const [reservation] = await tx.select({ id: r.id, tripId: r.tripId, memberId: r.memberId, seats: r.seats, status: r.status }).from(r).where(eq(r.id, decision.reservationId)).for('update');
    if (!reservation || !rule.from.includes(reservation.status)) return refuse('form', 'trips.error.statusChanged');
    if (rule.beforeStart && trip.startsAt <= now) return refuse('form', 'trips.error.started');
    if (rule.afterStart && trip.startsAt > now) return refuse('form', 'trips.error.notStarted');
    const meeting = decision.meeting ?? null;
    const unsuitable = meeting ? meetingRefusal(meeting, trip, now) : null;
    if (unsuitable) return unsuitable;
    // Only a confirmed place has terms to keep: a request or a waiting-list entry is withdrawn for free.
    const feePercent = rule.fee && reservation.status === 'confirmed' ? cancellationTerms(trip, now).feePercentNow : 0;
    const moved = await moveTo(tx, trip, reservation, { to: rule.to, actor: rule.actor, actorId: decision.actorId, reason: decision.reason, feePercent, meeting, now });
    if (moved === 'full') return refuse('form', 'trips.error.full');
    if (rule.step) await auditActing(tx, decision.acting, rule.step, { reservationId: reservation.id, tripId: trip.id });
    notices.push({ reservationId: reservation.id, kind: rule.email, reason: decision.reason ?? null, feePercent });
    if (HOLDS_SEATS.includes(reservation.status) && !HOLDS_SEATS.includes(rule.to)) await promoteWaitlist(tx, trip, now, notices);
    return { ok: true, feePercent };
  });
  if (outcome.ok) logger().info({ reservationId: decision.reservationId, status: rule.to, actor: rule.actor }, 'reservation changed');
  await announceReservationChanges(notices);
  return outcome;
}

/**
 * The centre confirms a request (its seats are held already) or a waiting-list entry (if seats are
 * free), saying where and when the diver meets it; a meeting time that does not suit the trip is
 * refused before anything is written.
 */
export function confirmReservation(options: Confirmation & { centerId: number }) {
  return decide({ centerId: options.centerId }, options, { from: ['requested', 'waitlisted'], to: 'confirmed', actor: 'center', email: 'confirmed', step: 'reservation.confirm', beforeStart: true });
}

/** The centre declines a request or a waiting-list entry; held seats are freed. */
export function declineReservation(options: Decision & { centerId: number }) {
  return decide({ centerId: options.centerId }, options, { from: ['requested', 'waitlisted'], to: 'declined', actor: 'center', email: 'declined', step: 'reservation.decline' });
}

/** The centre cancels a confirmed reservation (with a reason the member reads); no fee is due. */
export function cancelReservationAsCenter(options: Decision & { centerId: number }) {
  return decide({ centerId: options.centerId }, options, { from: ['confirmed', 'requested', 'waitlisted'], to: 'cancelled', actor: 'center', email: 'cancelledByCenter', step: 'reservation.cancel' });
}

/**
 * The centre's team marks the card a reservation names as seen (the member sees who and when); only
 * a reservation on one of this centre's trips, and only its card.
 */
export async function markCardSeen(options: Decision & { centerId: number }): Promise<{ ok: true } | Refusal> {
  return db().transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: number; trip_id: number }>(sql`
      update member_certification k set seen_by_center_id = ${options.centerId}, seen_by_user_id = ${options.actorId}, seen_at = now()
      from reservation r join trip t on t.id = r.trip_id
      where r.id = ${options.reservationId} and t.center_id = ${options.centerId} and k.id = r.certification_id
      returning k.id, t.id as trip_id`);
    if (!rows[0]) return refuse('form', 'trips.error.notFound');
    await auditActing(tx, options.acting, 'reservation.card-seen', { reservationId: options.reservationId, tripId: rows[0].trip_id });
    return { ok: true as const };
  });
}

/** After the trip starts, the centre records that the diver came. */
export function markAttended(options: Decision & { centerId: number }) {
  return decide({ centerId: options.centerId }, options, { from: ['confirmed'], to: 'attended', actor: 'center', email: 'attended', step: 'reservation.attended', afterStart: true });
}

/**
 * The member cancels their own reservation before the trip starts. The fee their trip's terms name
 * at this moment is recorded (and was shown to them before they confirmed).
 */
export function cancelReservationAsMember(options: Decision & { memberId: string }) {
  return decide({ memberId: options.memberId }, options, { from: ['requested', 'confirmed', 'waitlisted'], to: 'cancelled', actor: 'member', email: 'cancelledByMember', beforeStart: true, fee: true });
}

/**
 * Releases the seats of every request whose hold ran out, trip by trip, and moves their waiting
 * lists up. Run every minute by the inbox's background work and safe to run on every server at once.
 */
export async function expireHolds(now: Date = new Date()): Promise<number> {
  const { rows } = await db().execute<{ trip_id: number }>(sql`
    select distinct trip_id from reservation where status = 'requested' and hold_expires_at <= ${now} limit 100`);
  let expired = 0;
  for (const { trip_id: tripId } of rows) {
    const notices: ReservationNotice[] = [];
    await db().transaction(async (tx) => {
      const trip = await lockTrip(tx, tripId);
      if (trip) await releaseExpiredHolds(tx, trip, now, notices);
    });
    expired += notices.filter((notice) => notice.kind === 'expired').length;
    await announceReservationChanges(notices);
  }
  return expired;
}

/** The trip's reservations still open: requested, confirmed or on the waiting list. */
function openReservationsOf(tx: Transaction, tripId: number) {
  const r = schema.reservations;
  return tx
    .select({ id: r.id, tripId: r.tripId, memberId: r.memberId, seats: r.seats, status: r.status })
    .from(r)
    .where(and(eq(r.tripId, tripId), sql`${r.status} in ('requested', 'confirmed', 'waitlisted')`))
    .$dynamic();
}

/**
 * A trip is cancelled by its centre: every open reservation is cancelled with the centre's reason,
 * in the same transaction, and each member is told.
 */
export async function cancelTripReservations(tx: Transaction, tripId: number, options: { actorId: string; reason: string; now: Date }): Promise<ReservationNotice[]> {
  const trip = await lockTrip(tx, tripId);
  if (!trip) return [];
  const open = await openReservationsOf(tx, tripId).for('update');
  const notices: ReservationNotice[] = [];
  for (const reservation of open) {
    await moveTo(tx, trip, reservation, { to: 'cancelled', actor: 'center', actorId: options.actorId, reason: options.reason, now: options.now });
    notices.push({ reservationId: reservation.id, kind: 'tripCancelled', reason: options.reason });
  }
  return notices;
}

export type TripMove = { startShiftMs: number; meetingPointBefore: string | null; meetingPointAfter: string | null };

/**
 * Posts a note about a changed trip into the conversation of each open reservation. Confirmed
 * divers' meetings follow the trip: their time moves with its start, and a meeting point that was
 * the trip's becomes its new one (one the centre set for that diver alone stays).
 */
export async function tellReservationsTripChanged(tx: Transaction, tripId: number, move: TripMove): Promise<ReservationNotice[]> {
  const trip = await lockTrip(tx, tripId);
  if (!trip) return [];
  await tx.execute(sql`
    update reservation set
      meets_at = meets_at + make_interval(secs => ${move.startShiftMs / 1000}),
      meeting_point = case when meeting_point is not distinct from ${move.meetingPointBefore} and ${move.meetingPointAfter}::text is not null then ${move.meetingPointAfter} else meeting_point end
    where trip_id = ${tripId} and status = 'confirmed' and meets_at is not null`);
  const open = await openReservationsOf(tx, tripId);
  for (const reservation of open) {
    const conversationId = await ensureConversation(tx, { centerId: trip.centerId, memberId: reservation.memberId, tripId, reservationId: reservation.id });
    await appendMessage(tx, { conversationId, sender: 'system', senderId: null, event: { kind: 'trip.changed' }, readBy: 'center' });
  }
  return open.map((reservation) => ({ reservationId: reservation.id, kind: 'tripChanged' as const }));
}


/**
 * Before a member's account is deleted: each open reservation on a trip still to come is cancelled
 * (its seats freed, the waiting list moved up, the centre told), one trip at a time.
 */
export async function cancelReservationsOfLeavingMember(memberId: string, now: Date = new Date()): Promise<number> {
  const r = schema.reservations;
  const open = await db()
    .select({ id: r.id })
    .from(r)
    .innerJoin(schema.trips, eq(schema.trips.id, r.tripId))
    .where(and(eq(r.memberId, memberId), sql`${r.status} in ('requested', 'confirmed', 'waitlisted')`, sql`${schema.trips.startsAt} > ${now}`));
  let cancelled = 0;
  for (const reservation of open) {
    const done = await cancelReservationAsMember({ memberId, reservationId: reservation.id, actorId: memberId, reason: 'account deleted', now });
    if (done.ok) cancelled += 1;
  }
  return cancelled;
}
