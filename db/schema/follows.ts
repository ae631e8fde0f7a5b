// Follows and the activity they read (docs/decisions/0029-notifications-follows-and-the-feed.md).
// A member follows another member, a dive centre, a dive site, a country or a map area (a centre and a
// radius). Activity is written once per
// event, in the transaction that makes it, with what a feed filters on; a member's feed reads it through
// their follows (fan-out on read), so nothing is written per follower for the feed. Notifications of it
// are written per follower by a job, after the event commits.
import { sql } from 'drizzle-orm';
import { bigserial, check, customType, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';
import { diveCenters } from './centers.ts';
import { dives } from './logbook.ts';
import type { NotificationParam } from './notifications.ts';
import { memberOffers } from './offers.ts';
import { diveSites } from './sites.ts';
import { trips } from './trips.ts';

import type { FollowKind } from './follow-vocabulary.ts';

export { AREA_RADIUS_KM, FOLLOW_KINDS, FOLLOW_POLICIES, MAX_AREAS, type FollowKind, type FollowPolicy } from './follow-vocabulary.ts';

/** PostgreSQL's box, written as "(x1,y1),(x2,y2)": here longitudes and latitudes. */
const box = customType<{ data: string; driverData: string }>({ dataType: () => 'box' });

export const follows = pgTable(
  'follow',
  {
    id: serial('id').primaryKey(),
    followerId: text('follower_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<FollowKind>().notNull(),
    memberId: text('member_id').references(() => authUsers.id, { onDelete: 'cascade' }),
    centerId: integer('center_id').references(() => diveCenters.id, { onDelete: 'cascade' }),
    siteId: integer('site_id').references(() => diveSites.id, { onDelete: 'cascade' }),
    /** ISO 3166-1 alpha-2. */
    countryCode: text('country_code'),
    // A map area: its centre, its radius, the place it was followed from ("Blue Hole, Dahab"), and the
    // box that holds the circle (app/lib/geo.ts boundingBox), which the fan-out finds by index.
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    radiusKm: integer('radius_km'),
    label: text('label'),
    areaBox: box('area_box'),
    /** pending: a member who approves their followers has not answered yet. */
    status: text('status').$type<'active' | 'pending'>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('follow_member_once').on(table.followerId, table.memberId).where(sql`${table.kind} = 'member'`),
    uniqueIndex('follow_center_once').on(table.followerId, table.centerId).where(sql`${table.kind} = 'center'`),
    uniqueIndex('follow_site_once').on(table.followerId, table.siteId).where(sql`${table.kind} = 'site'`),
    uniqueIndex('follow_country_once').on(table.followerId, table.countryCode).where(sql`${table.kind} = 'country'`),
    uniqueIndex('follow_area_once').on(table.followerId, table.lat, table.lng, table.radiusKm).where(sql`${table.kind} = 'area'`),
    // The followers of one thing, for the notifications' fan-out and the followers' list.
    index('follow_of_member_idx').on(table.memberId, table.followerId).where(sql`${table.kind} = 'member'`),
    index('follow_of_center_idx').on(table.centerId, table.followerId).where(sql`${table.kind} = 'center'`),
    index('follow_of_site_idx').on(table.siteId, table.followerId).where(sql`${table.kind} = 'site'`),
    index('follow_of_country_idx').on(table.countryCode, table.followerId).where(sql`${table.kind} = 'country'`),
    // The areas that hold a point, for the fan-out: boxes by index, then the exact distance.
    index('follow_area_box_idx').using('gist', table.areaBox).where(sql`${table.kind} = 'area'`),
    index('follow_follower_idx').on(table.followerId, table.kind),
    check('follow_kind_value', sql`${table.kind} in ('member', 'center', 'site', 'country', 'area')`),
    check('follow_status_value', sql`${table.status} in ('active', 'pending')`),
    check(
      'follow_one_target',
      sql`(${table.kind} = 'member' and ${table.memberId} is not null and ${table.centerId} is null and ${table.siteId} is null and ${table.countryCode} is null and ${table.lat} is null)
        or (${table.kind} = 'center' and ${table.centerId} is not null and ${table.memberId} is null and ${table.siteId} is null and ${table.countryCode} is null and ${table.lat} is null)
        or (${table.kind} = 'site' and ${table.siteId} is not null and ${table.memberId} is null and ${table.centerId} is null and ${table.countryCode} is null and ${table.lat} is null)
        or (${table.kind} = 'country' and ${table.countryCode} is not null and ${table.memberId} is null and ${table.centerId} is null and ${table.siteId} is null and ${table.lat} is null)
        or (${table.kind} = 'area' and ${table.lat} is not null and ${table.memberId} is null and ${table.centerId} is null and ${table.siteId} is null and ${table.countryCode} is null)`,
    ),
    // An area is whole (centre, radius within bounds, label, box) or absent.
    check(
      'follow_area_value',
      sql`(${table.lat} is null and ${table.lng} is null and ${table.radiusKm} is null and ${table.label} is null and ${table.areaBox} is null)
        or (${table.lat} between -90 and 90 and ${table.lng} between -180 and 180 and ${table.radiusKm} between 1 and 100 and ${table.label} is not null and ${table.areaBox} is not null)`,
    ),
    check('follow_not_self', sql`${table.memberId} is null or ${table.memberId} <> ${table.followerId}`),
    check('follow_pending_member_only', sql`${table.status} = 'active' or ${table.kind} = 'member'`),
  ],
);

export const ACTIVITY_KINDS = ['dive', 'site-edit', 'site-photos', 'site-new', 'trip', 'offer'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const activities = pgTable(
  'activity',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<ActivityKind>().notNull(),
    /** The member who did it (a diver, an editor); null for a centre's own news (trips, offers). */
    actorId: text('actor_id').references(() => authUsers.id, { onDelete: 'cascade' }),
    siteId: integer('site_id').references(() => diveSites.id, { onDelete: 'cascade' }),
    centerId: integer('center_id').references(() => diveCenters.id, { onDelete: 'cascade' }),
    /** Set for what a country's followers hear of: new sites, trips and offers there (not every dive). */
    countryCode: text('country_code'),
    // Where it happened, for the followers of a map area: the site's position, else the centre's. Set by
    // the trigger `activity_position` (migration 0029) whenever the site or centre is set, so every
    // writer of activity, and a dive moved to another site, gets it without knowing of areas.
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    // What it is about, so that it leaves every feed when that goes (a deleted dive, a removed offer)
    // and is shown only while that is still public (read with the feed).
    diveId: integer('dive_id').references(() => dives.id, { onDelete: 'cascade' }),
    tripId: integer('trip_id').references(() => trips.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id').references(() => memberOffers.id, { onDelete: 'cascade' }),
    /** Its line's values (names as they were, a title per language). */
    params: jsonb('params').$type<Record<string, NotificationParam>>().notNull().default({}),
    /** Where it leads: a path on this site. */
    link: text('link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('activity_site_idx').on(table.siteId, table.id.desc()).where(sql`${table.siteId} is not null`),
    index('activity_center_idx').on(table.centerId, table.id.desc()).where(sql`${table.centerId} is not null`),
    index('activity_actor_idx').on(table.actorId, table.id.desc()).where(sql`${table.actorId} is not null`),
    index('activity_country_idx').on(table.countryCode, table.id.desc()).where(sql`${table.countryCode} is not null`),
    // Newest first within a box: the id's distance from the cursor orders a GiST scan (btree_gist), so
    // an area's newest rows come from the index, never from sorting all the rows in it.
    index('activity_point_idx').using('gist', sql`point(${table.lng}, ${table.lat})`, table.id).where(sql`${table.lat} is not null`),
    uniqueIndex('activity_dive_once').on(table.diveId).where(sql`${table.diveId} is not null`),
    uniqueIndex('activity_trip_once').on(table.tripId).where(sql`${table.tripId} is not null`),
    uniqueIndex('activity_offer_once').on(table.offerId).where(sql`${table.offerId} is not null`),
    check('activity_kind_value', sql`${table.kind} in ('dive', 'site-edit', 'site-photos', 'site-new', 'trip', 'offer')`),
    check('activity_link_local', sql`${table.link} like '/%' and ${table.link} not like '//%'`),
  ],
);
