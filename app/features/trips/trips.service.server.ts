// The things a centre does with its trips, one named function each: save a draft or a published
// trip, publish it, cancel it (everyone with a reservation is told), delete a draft, and set the
// time zone its trips are typed in. Callers have checked that the member runs the centre; when an
// admin acts as its manager (`acting`), each change is audited in its own transaction (ADR 27).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { recordCenterActivity } from '../../lib/activity.server.ts';
import { auditActing, type ActingManager } from '../../lib/audit-log.server.ts';
import { db, schema, type Transaction } from '../../lib/db.server.ts';
import { logger } from '../../lib/runtime.server.ts';
import { hitWriteLimit } from '../../lib/write-limits.server.ts';
import { announceReservationChanges, type ReservationNotice } from './trip-emails.server.ts';
import { cancelTripReservations, tellReservationsTripChanged, type Done, type Refusal } from './reservations.service.server.ts';
import { isTimeZone } from '../../lib/time-zones.ts';
import type { TripInput } from './trip.schema.ts';
import { CANCELLATION_POLICIES, type CancellationPolicy } from './trip-vocabulary.ts';

const t = schema.trips;

type Acting = { acting?: ActingManager | null };

function refuse(field: string, error: string): Refusal {
  return { ok: false, field, error };
}

function tripColumns(input: TripInput) {
  const policy = CANCELLATION_POLICIES[input.cancellationPolicy as CancellationPolicy];
  return {
    kind: input.kind,
    title: input.title,
    description: input.description,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    meetingPoint: input.meetingPoint,
    price: input.price,
    currency: input.currency,
    included: input.included,
    capacity: input.capacity,
    minCertTier: input.minCertTier,
    minLoggedDives: input.minLoggedDives,
    cancellationPolicy: input.cancellationPolicy,
    freeCancelDays: policy.freeDays,
    lateCancelFeePercent: policy.feePercent,
    paymentNote: input.paymentNote,
  };
}

/** The published dive sites among these ids, in the order given. */
async function publishedSiteIds(ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const found = await db()
    .select({ id: schema.diveSites.id })
    .from(schema.diveSites)
    .where(and(inArray(schema.diveSites.id, [...ids]), eq(schema.diveSites.status, 'published')));
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => known.has(id));
}

/**
 * Saves a trip of this centre: a new draft (or published at once when `publish`), or changes to an
 * existing one. A published trip keeps at least the seats already taken, and the members holding
 * seats are told when its times or meeting point change.
 */
export async function saveTrip(options: { centerId: number; userId: string; tripId?: number; input: TripInput; publish?: boolean } & Acting): Promise<Done<{ tripId: number }> | Refusal> {
  if (!(await hitWriteLimit('trip', options.userId)).allowed) return refuse('form', 'trips.error.tripsRateLimited');
  const siteIds = await publishedSiteIds(options.input.siteIds);
  const columns = tripColumns(options.input);
  const notices: ReservationNotice[] = [];
  const outcome = await db().transaction(async (tx): Promise<Done<{ tripId: number }> | Refusal> => {
    let tripId = options.tripId;
    if (tripId === undefined) {
      const [row] = await tx
        .insert(t)
        .values({ ...columns, centerId: options.centerId, createdBy: options.userId, status: options.publish ? 'published' : 'draft', publishedAt: options.publish ? new Date() : null })
        .returning({ id: t.id });
      tripId = row!.id;
      if (options.publish) await announceTrip(tx, options.centerId, tripId);
    } else {
      const [before] = await tx
        .select({ status: t.status, startsAt: t.startsAt, endsAt: t.endsAt, meetingPoint: t.meetingPoint, seatsTaken: t.seatsTaken })
        .from(t)
        .where(and(eq(t.id, tripId), eq(t.centerId, options.centerId)))
        .for('no key update');
      if (!before) return refuse('form', 'trips.error.notFound');
      if (before.status === 'cancelled') return refuse('form', 'trips.error.tripCancelled');
      if (columns.capacity < before.seatsTaken) return refuse('capacity', 'trips.error.capacityBelowTaken');
      await tx
        .update(t)
        .set({ ...columns, updatedAt: new Date() })
        .where(eq(t.id, tripId));
      const moved = before.startsAt.getTime() !== columns.startsAt.getTime() || before.endsAt.getTime() !== columns.endsAt.getTime() || before.meetingPoint !== columns.meetingPoint;
      if (moved && before.status === 'published') {
        const move = { startShiftMs: columns.startsAt.getTime() - before.startsAt.getTime(), meetingPointBefore: before.meetingPoint, meetingPointAfter: columns.meetingPoint };
        notices.push(...(await tellReservationsTripChanged(tx, tripId, move)));
      }
    }
    await tx.delete(schema.tripSites).where(eq(schema.tripSites.tripId, tripId));
    if (siteIds.length) await tx.insert(schema.tripSites).values(siteIds.map((siteId, position) => ({ tripId: tripId!, siteId, position })));
    await auditActing(tx, options.acting, 'trip.save', { tripId });
    return { ok: true, tripId };
  });
  if (outcome.ok) logger().info({ tripId: outcome.tripId, centerId: options.centerId }, options.tripId ? 'trip saved' : 'trip created');
  await announceReservationChanges(notices);
  return outcome;
}

/** A published trip is news for those who follow its centre or its country. */
async function announceTrip(tx: Transaction, centerId: number, tripId: number): Promise<void> {
  const [trip] = await tx.select({ title: t.title }).from(t).where(eq(t.id, tripId));
  if (trip) await recordCenterActivity(tx, { kind: 'trip', centerId, tripId, title: trip.title, link: `/trip/${tripId}` });
}

/** A draft goes public (it must still be in the future). */
export async function publishTrip(options: { centerId: number; tripId: number } & Acting): Promise<Done | Refusal> {
  const published = await db().transaction(async (tx) => {
    const changed = await tx
      .update(t)
      .set({ status: 'published', publishedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(t.id, options.tripId), eq(t.centerId, options.centerId), eq(t.status, 'draft'), sql`${t.startsAt} > now()`))
      .returning({ id: t.id });
    if (!changed.length) return false;
    await auditActing(tx, options.acting, 'trip.publish', { tripId: options.tripId });
    await announceTrip(tx, options.centerId, options.tripId);
    return true;
  });
  if (!published) return refuse('form', 'trips.error.cannotPublish');
  logger().info({ tripId: options.tripId }, 'trip published');
  return { ok: true };
}

/** The centre calls a trip off: its open reservations are cancelled with the reason, in the same transaction. */
export async function cancelTrip(options: { centerId: number; tripId: number; userId: string; reason: string; now?: Date } & Acting): Promise<Done<{ reservations: number }> | Refusal> {
  const now = options.now ?? new Date();
  const result = await db().transaction(async (tx) => {
    const [trip] = await tx
      .select({ status: t.status })
      .from(t)
      .where(and(eq(t.id, options.tripId), eq(t.centerId, options.centerId)))
      .for('no key update');
    if (!trip || trip.status !== 'published') return null;
    const notices = await cancelTripReservations(tx, options.tripId, { actorId: options.userId, reason: options.reason, now });
    await tx.update(t).set({ status: 'cancelled', cancelledAt: now, cancelReason: options.reason, updatedAt: now }).where(eq(t.id, options.tripId));
    await auditActing(tx, options.acting, 'trip.cancel', { tripId: options.tripId, reservations: notices.length });
    return notices;
  });
  if (!result) return refuse('form', 'trips.error.cannotCancel');
  logger().info({ tripId: options.tripId, reservations: result.length }, 'trip cancelled');
  await announceReservationChanges(result);
  return { ok: true, reservations: result.length };
}

/** A draft nobody could see goes away; anything published is cancelled instead, never deleted. */
export async function deleteDraftTrip(options: { centerId: number; tripId: number } & Acting): Promise<boolean> {
  return db().transaction(async (tx) => {
    const removed = await tx
      .delete(t)
      .where(and(eq(t.id, options.tripId), eq(t.centerId, options.centerId), eq(t.status, 'draft'), sql`not exists (select 1 from reservation r where r.trip_id = ${t.id})`))
      .returning({ id: t.id });
    if (removed.length) await auditActing(tx, options.acting, 'trip.delete', { tripId: options.tripId });
    return removed.length > 0;
  });
}

/** The time zone the centre's trips are typed and shown in. Trips keep their instants. */
export async function setCenterTimeZone(options: { centerId: number; timeZone: string } & Acting): Promise<Done | Refusal> {
  if (!isTimeZone(options.timeZone)) return refuse('timeZone', 'trips.error.timeZoneInvalid');
  await db().transaction(async (tx) => {
    await tx.update(schema.diveCenters).set({ timeZone: options.timeZone, updatedAt: new Date() }).where(eq(schema.diveCenters.id, options.centerId));
    await auditActing(tx, options.acting, 'center.time-zone', { timeZone: options.timeZone });
  });
  return { ok: true };
}
