// Trips that dive centres publish, members' reservations on them (with every change kept), and the
// member's own trip planner. The closed lists the text columns draw from are in
// app/features/trips/trip-vocabulary.ts; the checks below keep the values that decide behaviour.
// Seats: `seats_taken` counts the seats of confirmed reservations and of requests still holding
// theirs; it only moves in the transaction that changes a reservation's status, with a conditional
// update, and the check keeps it within the capacity even against a bug (ADR 19).
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';
import { memberCertifications } from './certifications.ts';
import { diveCenters } from './centers.ts';
import { diveSites, type LocalizedText } from './sites.ts';

export type TripStatus = 'draft' | 'published' | 'cancelled';
export type ReservationStatus = 'requested' | 'confirmed' | 'declined' | 'cancelled' | 'expired' | 'waitlisted' | 'attended';
/** Who made a change: the member, someone who runs the centre, or the site itself (an expired hold). */
export type ReservationActor = 'member' | 'center' | 'system';

/** A trip a centre runs: dives, a course, a liveaboard week. Times are instants; pages show them in the centre's time zone. */
export const trips = pgTable(
  'trip',
  {
    id: serial('id').primaryKey(),
    centerId: integer('center_id')
      .notNull()
      .references(() => diveCenters.id, { onDelete: 'cascade' }),
    status: text('status').$type<TripStatus>().notNull().default('draft'),
    kind: text('kind').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull().default({}),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    meetingPoint: text('meeting_point'),
    /** Per person, in `currency` (ISO 4217), as the centre gives it. */
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    /** Codes of what the price includes (boat, guide, tanks...). */
    included: text('included').array().notNull().default(sql`'{}'::text[]`),
    capacity: integer('capacity').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    /** The lowest certification tier accepted (app/features/members/certifications.ts), null when none is needed. */
    minCertTier: text('min_cert_tier'),
    minLoggedDives: integer('min_logged_dives').notNull().default(0),
    /** The template chosen, and its terms copied onto the trip so a later change of templates changes no trip. */
    cancellationPolicy: text('cancellation_policy').notNull(),
    freeCancelDays: smallint('free_cancel_days').notNull(),
    lateCancelFeePercent: smallint('late_cancel_fee_percent').notNull(),
    /** How the centre takes payment (the site takes none): its own words. */
    paymentNote: text('payment_note'),
    isSeed: boolean('is_seed').notNull().default(false),
    seedKey: text('seed_key').unique(),
    createdBy: text('created_by').references(() => authUsers.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('trip_status_starts_idx').on(table.status, table.startsAt),
    index('trip_center_starts_idx').on(table.centerId, table.startsAt),
    check('trip_status_value', sql`${table.status} in ('draft', 'published', 'cancelled')`),
    check('trip_capacity_range', sql`${table.capacity} between 1 and 500`),
    check('trip_seats_within_capacity', sql`${table.seatsTaken} >= 0 and ${table.seatsTaken} <= ${table.capacity}`),
    check('trip_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
    check('trip_price_positive', sql`${table.price} >= 0`),
    check('trip_fee_percent_range', sql`${table.lateCancelFeePercent} between 0 and 100`),
    check('trip_free_days_range', sql`${table.freeCancelDays} between 0 and 365`),
    check('trip_min_dives_range', sql`${table.minLoggedDives} between 0 and 10000`),
  ],
);

/** The dive sites a trip visits, in the order the centre listed them. */
export const tripSites = pgTable(
  'trip_site',
  {
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => diveSites.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.tripId, table.siteId] }), index('trip_site_site_idx').on(table.siteId)],
);

/**
 * A member's request for seats on a trip. A request holds its seats until `holdExpiresAt` (or until
 * the centre answers); a waiting-list entry holds none. At most one open reservation (requested,
 * confirmed or waitlisted) per member and trip.
 */
export const reservations = pgTable(
  'reservation',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    seats: smallint('seats').notNull(),
    status: text('status').$type<ReservationStatus>().notNull(),
    /** The certification the member gave: a known agency and level, or their own words. */
    certAgency: text('cert_agency'),
    certLevel: text('cert_level'),
    certOther: text('cert_other'),
    /** The member's card that meets the trip's minimum, found in their wallet when they asked; the centre sees it. */
    certificationId: integer('certification_id').references(() => memberCertifications.id, { onDelete: 'set null' }),
    loggedDives: integer('logged_dives').notNull(),
    message: text('message'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /**
     * Where and when this diver meets the centre, given when it confirms (the trip's meeting point
     * and start, unless the centre said otherwise); null for requests not yet confirmed.
     */
    meetingPoint: text('meeting_point'),
    meetsAt: timestamp('meets_at', { withTimezone: true }),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reservation_one_open_per_member').on(table.tripId, table.memberId).where(sql`${table.status} in ('requested', 'confirmed', 'waitlisted')`),
    index('reservation_member_idx').on(table.memberId, table.createdAt),
    index('reservation_trip_status_idx').on(table.tripId, table.status, table.createdAt),
    index('reservation_hold_expiry_idx').on(table.holdExpiresAt).where(sql`${table.status} = 'requested'`),
    check('reservation_status_value', sql`${table.status} in ('requested', 'confirmed', 'declined', 'cancelled', 'expired', 'waitlisted', 'attended')`),
    check('reservation_seats_range', sql`${table.seats} between 1 and 50`),
    check('reservation_logged_dives_range', sql`${table.loggedDives} between 0 and 100000`),
    check('reservation_meeting_whole', sql`(${table.meetingPoint} is null) = (${table.meetsAt} is null)`),
  ],
);

/** Every change of a reservation's status, with when, who and why: its history, never edited. */
export const reservationEvents = pgTable(
  'reservation_event',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    status: text('status').$type<ReservationStatus>().notNull(),
    actor: text('actor').$type<ReservationActor>().notNull(),
    actorId: text('actor_id').references(() => authUsers.id, { onDelete: 'set null' }),
    reason: text('reason'),
    /** For a cancellation: the fee the trip's policy names at that moment, in percent of the price. */
    feePercent: smallint('fee_percent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reservation_event_reservation_idx').on(table.reservationId, table.id),
    check('reservation_event_actor_value', sql`${table.actor} in ('member', 'center', 'system')`),
  ],
);

/** What a member ticks off before a trip. */
export type TripChecklist = Partial<Record<'certCard' | 'logbook' | 'insurance' | 'equipment', boolean>>;

/**
 * A trip in the member's own planner: one they add by hand (a destination, dates, sites, a centre),
 * or the checklist and notes of a confirmed reservation (`reservationId`).
 */
export const plannedTrips = pgTable(
  'planned_trip',
  {
    id: serial('id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'cascade' }),
    destination: text('destination'),
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    centerId: integer('center_id').references(() => diveCenters.id, { onDelete: 'set null' }),
    checklist: jsonb('checklist').$type<TripChecklist>().notNull().default({}),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('planned_trip_member_idx').on(table.memberId, table.startsOn),
    uniqueIndex('planned_trip_reservation_key').on(table.reservationId),
    check('planned_trip_kind', sql`${table.reservationId} is not null or (${table.destination} is not null and ${table.startsOn} is not null and ${table.endsOn} is not null)`),
    check('planned_trip_dates_order', sql`${table.endsOn} is null or ${table.startsOn} is null or ${table.endsOn} >= ${table.startsOn}`),
  ],
);

/** The dive sites of a trip the member planned by hand. */
export const plannedTripSites = pgTable(
  'planned_trip_site',
  {
    plannedTripId: integer('planned_trip_id')
      .notNull()
      .references(() => plannedTrips.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => diveSites.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.plannedTripId, table.siteId] })],
);

/**
 * The secret in a member's private calendar feed address (/calendar/<token>.ics): whoever has the
 * address reads the member's upcoming trips, so it can be replaced, which ends the old one.
 */
export const calendarFeeds = pgTable(
  'calendar_feed',
  {
    memberId: text('member_id')
      .primaryKey()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('calendar_feed_token_key').on(table.token)],
);
