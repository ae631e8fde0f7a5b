// Reads about reservations: a member's own (with each one's history), a centre's (per trip, with
// the divers' certifications), one for its calendar file, and a member's calendar feed. A member's
// reads take the member's id; a centre's take the centre's id: nothing crosses between them.
import { sql, type SQL } from 'drizzle-orm';
import { db } from '../../lib/db.server.ts';
import type { ReservationActor, ReservationStatus } from '../../../db/schema/trips.ts';
import type { LocalizedText } from '../../../db/schema/sites.ts';

export type ReservationEvent = { status: ReservationStatus; actor: ReservationActor; reason: string | null; feePercent: number | null; at: Date };

type RowBase = {
  id: number;
  seats: number;
  status: ReservationStatus;
  cert_agency: string | null;
  cert_level: string | null;
  cert_other: string | null;
  card: { id: number; agency: string; level: string | null; other: string | null; number: string | null; on: string | null; by: string | null; seen_at: string | null; seen_by: string | null; seen_center: number | null } | null;
  logged_dives: number;
  message: string | null;
  hold_expires_at: Date | string | null;
  own_meeting_point: string | null;
  meets_at: Date | string | null;
  created_at: Date | string;
  trip_id: number;
  trip_status: 'draft' | 'published' | 'cancelled';
  title: LocalizedText;
  kind: string;
  starts_at: Date | string;
  ends_at: Date | string;
  meeting_point: string | null;
  price: string;
  currency: string;
  included: string[];
  cancellation_policy: string;
  free_cancel_days: number;
  late_cancel_fee_percent: number;
  payment_note: string | null;
  center_id: number;
  center_name: string;
  time_zone: string;
  conversation_id: number | null;
  history: Array<{ status: ReservationStatus; actor: ReservationActor; reason: string | null; fee_percent: number | null; at: string }> | null;
};

export type ReservationView = {
  id: number;
  seats: number;
  status: ReservationStatus;
  certAgency: string | null;
  certLevel: string | null;
  certOther: string | null;
  /** The member's card that met the trip's minimum when they asked (from their wallet), with who last saw it. */
  card: { id: number; agency: string; level: string | null; otherName: string | null; cardNumber: string | null; certifiedOn: string | null; certifiedBy: string | null; seen: { centerId: number | null; centerName: string | null; at: Date } | null } | null;
  loggedDives: number;
  message: string | null;
  holdExpiresAt: Date | null;
  /** Where and when this diver meets the centre, as it said when it confirmed (null before, and for reservations confirmed before it was asked). */
  meeting: { point: string; at: Date } | null;
  createdAt: Date;
  conversationId: number | null;
  history: ReservationEvent[];
  trip: {
    id: number;
    status: 'draft' | 'published' | 'cancelled';
    title: LocalizedText;
    kind: string;
    startsAt: Date;
    endsAt: Date;
    meetingPoint: string | null;
    price: string;
    currency: string;
    included: string[];
    cancellationPolicy: string;
    freeCancelDays: number;
    lateCancelFeePercent: number;
    paymentNote: string | null;
    centerId: number;
    centerName: string;
    timeZone: string;
  };
};

const COLUMNS = sql`
  r.id, r.seats, r.status, r.cert_agency, r.cert_level, r.cert_other, r.logged_dives,
  (select json_build_object('id', k.id, 'agency', k.agency, 'level', k.level, 'other', k.other_name, 'number', k.card_number, 'on', k.certified_on, 'by', k.certified_by, 'seen_at', k.seen_at, 'seen_by', sc.name, 'seen_center', k.seen_by_center_id)
     from member_certification k left join dive_center sc on sc.id = k.seen_by_center_id where k.id = r.certification_id) as card, r.message, r.hold_expires_at, r.meeting_point as own_meeting_point, r.meets_at, r.created_at,
  t.id as trip_id, t.status as trip_status, t.title, t.kind, t.starts_at, t.ends_at, t.meeting_point, t.price, t.currency, t.included,
  t.cancellation_policy, t.free_cancel_days, t.late_cancel_fee_percent, t.payment_note, c.id as center_id, c.name as center_name, c.time_zone,
  (select v.id from conversation v where v.member_id = r.member_id and v.center_id = t.center_id and v.trip_id = t.id) as conversation_id,
  (select json_agg(json_build_object('status', e.status, 'actor', e.actor, 'reason', e.reason, 'fee_percent', e.fee_percent, 'at', e.created_at) order by e.id)
     from reservation_event e where e.reservation_id = r.id) as history`;

function toView(row: RowBase): ReservationView {
  return {
    id: row.id,
    seats: row.seats,
    status: row.status,
    certAgency: row.cert_agency,
    certLevel: row.cert_level,
    certOther: row.cert_other,
    card: row.card
      ? {
          id: row.card.id,
          agency: row.card.agency,
          level: row.card.level,
          otherName: row.card.other,
          cardNumber: row.card.number,
          certifiedOn: row.card.on,
          certifiedBy: row.card.by,
          seen: row.card.seen_at ? { centerId: row.card.seen_center, centerName: row.card.seen_by, at: new Date(row.card.seen_at) } : null,
        }
      : null,
    loggedDives: row.logged_dives,
    message: row.message,
    holdExpiresAt: row.hold_expires_at ? new Date(row.hold_expires_at) : null,
    meeting: row.own_meeting_point && row.meets_at ? { point: row.own_meeting_point, at: new Date(row.meets_at) } : null,
    createdAt: new Date(row.created_at),
    conversationId: row.conversation_id,
    history: (row.history ?? []).map((event) => ({ status: event.status, actor: event.actor, reason: event.reason, feePercent: event.fee_percent, at: new Date(event.at) })),
    trip: {
      id: row.trip_id,
      status: row.trip_status,
      title: row.title,
      kind: row.kind,
      startsAt: new Date(row.starts_at),
      endsAt: new Date(row.ends_at),
      meetingPoint: row.meeting_point,
      price: row.price,
      currency: row.currency,
      included: row.included,
      cancellationPolicy: row.cancellation_policy,
      freeCancelDays: row.free_cancel_days,
      lateCancelFeePercent: row.late_cancel_fee_percent,
      paymentNote: row.payment_note,
      centerId: row.center_id,
      centerName: row.center_name,
      timeZone: row.time_zone,
    },
  };
}

const FROM = sql`from reservation r join trip t on t.id = r.trip_id join dive_center c on c.id = t.center_id`;

/** Every reservation of a member, soonest trip first for those to come, then the past ones. */
export async function memberReservations(memberId: string): Promise<ReservationView[]> {
  const { rows } = await db().execute<RowBase>(sql`
    select ${COLUMNS} ${FROM} where r.member_id = ${memberId}
    order by (t.ends_at < now()), case when t.ends_at < now() then null else t.starts_at end, t.starts_at desc, r.id desc
    limit 500`);
  return rows.map(toView);
}

/** One reservation of a member (for its calendar file), or null when it is not theirs. */
export async function memberReservation(memberId: string, reservationId: number): Promise<ReservationView | null> {
  const { rows } = await db().execute<RowBase>(sql`select ${COLUMNS} ${FROM} where r.id = ${reservationId} and r.member_id = ${memberId}`);
  return rows[0] ? toView(rows[0]) : null;
}

export type CenterReservation = ReservationView & { member: { firstName: string; lastName: string; memberId: string; avatarUrl: string | null } };

export type CenterReservationScope = 'upcoming' | 'past';

/**
 * A centre's reservations for its manager page: those of trips still to come (or running), or of
 * past trips, optionally of one trip; ordered by trip start, then request time.
 */
export async function centerReservations(centerId: number, options: { scope: CenterReservationScope; tripId?: number | null }): Promise<CenterReservation[]> {
  const when: SQL = options.scope === 'upcoming' ? sql`t.ends_at >= now()` : sql`t.ends_at < now()`;
  const trip: SQL = options.tripId ? sql`and t.id = ${options.tripId}` : sql``;
  const order = options.scope === 'upcoming' ? sql`t.starts_at, t.id, r.created_at, r.id` : sql`t.starts_at desc, t.id, r.created_at, r.id`;
  const { rows } = await db().execute<RowBase & { first_name: string; last_name: string; public_id: string; image: string | null }>(sql`
    select ${COLUMNS}, u.first_name, u.last_name, u.member_id as public_id, u.image
    ${FROM} join auth_user u on u.id = r.member_id
    where t.center_id = ${centerId} and ${when} ${trip}
    order by ${order} limit 1000`);
  return rows.map((row) => ({ ...toView(row), member: { firstName: row.first_name, lastName: row.last_name, memberId: row.public_id, avatarUrl: row.image } }));
}

/** A member's confirmed trips still to come (and those cancelled lately, so subscribed calendars drop them), for the feed. */
export async function memberFeedReservations(memberId: string): Promise<ReservationView[]> {
  const { rows } = await db().execute<RowBase>(sql`
    select ${COLUMNS} ${FROM}
    where r.member_id = ${memberId} and t.ends_at > now() - interval '30 days'
      and (r.status in ('confirmed', 'attended') or (r.status = 'cancelled' and r.status_changed_at > now() - interval '30 days'
        and exists (select 1 from reservation_event e where e.reservation_id = r.id and e.status = 'confirmed')))
    order by t.starts_at limit 200`);
  return rows.map(toView);
}

/** Counts for the account overview. */
export async function memberReservationCount(memberId: string): Promise<number> {
  const { rows } = await db().execute<{ n: number }>(sql`
    select count(*)::int as n from reservation r join trip t on t.id = r.trip_id
    where r.member_id = ${memberId} and r.status in ('requested', 'confirmed', 'waitlisted') and t.ends_at >= now()`);
  return rows[0]?.n ?? 0;
}

/** The member's open reservation on a trip, if any, for the trip page. */
export async function openReservationOnTrip(
  memberId: string,
  tripId: number,
): Promise<{ id: number; status: ReservationStatus; seats: number; holdExpiresAt: Date | null; meeting: { point: string; at: Date } | null } | null> {
  const { rows } = await db().execute<{ id: number; status: ReservationStatus; seats: number; hold_expires_at: Date | string | null; meeting_point: string | null; meets_at: Date | string | null }>(sql`
    select id, status, seats, hold_expires_at, meeting_point, meets_at from reservation
    where member_id = ${memberId} and trip_id = ${tripId} and status in ('requested', 'confirmed', 'waitlisted', 'attended')
    order by id desc limit 1`);
  const row = rows[0];
  if (!row) return null;
  const meeting = row.meeting_point && row.meets_at ? { point: row.meeting_point, at: new Date(row.meets_at) } : null;
  return { id: row.id, status: row.status, seats: row.seats, holdExpiresAt: row.hold_expires_at ? new Date(row.hold_expires_at) : null, meeting };
}

/** One reservation of a centre (for its conversation), or null when it is not one of the centre's. */
export async function centerReservationById(centerId: number, reservationId: number): Promise<CenterReservation | null> {
  const { rows } = await db().execute<RowBase & { first_name: string; last_name: string; public_id: string; image: string | null }>(sql`
    select ${COLUMNS}, u.first_name, u.last_name, u.member_id as public_id, u.image
    ${FROM} join auth_user u on u.id = r.member_id
    where r.id = ${reservationId} and t.center_id = ${centerId}`);
  const row = rows[0];
  return row ? { ...toView(row), member: { firstName: row.first_name, lastName: row.last_name, memberId: row.public_id, avatarUrl: row.image } } : null;
}
