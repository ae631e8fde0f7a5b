// Dive centres, resorts and liveaboards, with their courses, photos, visited sites, managers,
// reviews and ownership claims. The closed lists the text columns draw from are in
// app/features/centers/center-vocabulary.ts; the checks below keep the few that decide behaviour.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';
import { diveSites, type LocalizedText } from './sites.ts';
import { photoFileColumns } from './photo-columns.ts';

/** One day's opening time as "HH:MM" (24 h, local time at the centre); null means closed that day. */
export type DayHours = { open: string; close: string } | null;

/** Links to the centre's own pages on social networks, keyed by network. */
export type SocialLinks = Partial<Record<'facebook' | 'instagram' | 'youtube' | 'tiktok' | 'x' | 'linkedin', string>>;

/**
 * A dive business. `submittedUser` is the owner (the spec's name for it): the member who submitted
 * the centre, or whose claim of it a moderator approved. It is null for seeded sample centres.
 */
export const diveCenters = pgTable(
  'dive_center',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'center' | 'resort' | 'liveaboard'>().notNull().default('center'),
    name: text('name').notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull().default({}),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    address: text('address'),
    /** ISO 3166-1 alpha-2. */
    countryCode: text('country_code').notNull(),
    region: text('region'),
    phone: text('phone'),
    /** Never sent to a browser outside the manager pages: members reach it through the contact form. */
    email: text('email'),
    website: text('website'),
    socialLinks: jsonb('social_links').$type<SocialLinks>().notNull().default({}),
    /** Agency codes; the primary one is also in the list. */
    agencies: text('agencies').array().notNull().default(sql`'{}'::text[]`),
    primaryAgency: text('primary_agency'),
    services: text('services').array().notNull().default(sql`'{}'::text[]`),
    /** ISO 639-1 codes of the languages the staff speak. */
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    /** Seven entries, Monday first; null when the centre has not said. */
    openingHours: jsonb('opening_hours').$type<DayHours[]>(),
    hoursNote: text('hours_note'),
    /** IANA time zone of the centre (opening hours and trip times are local to it); the owner sets it, UTC until then. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** Course type codes of the centre's courses, kept in step with dive_center_course for the filter. */
    courseTypes: text('course_types').array().notNull().default(sql`'{}'::text[]`),
    logo: text('logo'),
    coverPhoto: text('cover_photo'),
    photoCount: integer('photo_count').notNull().default(0),
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2 }),
    ratingCount: integer('rating_count').notNull().default(0),
    submittedUser: text('submitted_user').references(() => authUsers.id, { onDelete: 'set null' }),
    /** "verified" once a moderator approved an ownership claim; new submissions start "unverified". */
    verification: text('verification').$type<'unverified' | 'verified'>().notNull().default('unverified'),
    status: text('status').$type<'published' | 'hidden'>().notNull().default('published'),
    isSeed: boolean('is_seed').notNull().default(false),
    seedKey: text('seed_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('dive_center_submitted_user_idx').on(table.submittedUser),
    index('dive_center_kind_status_idx').on(table.kind, table.status),
    // Nearest-first ordering ("<->") uses this GiST index on (lng, lat) points, as for dive sites.
    index('dive_center_point_idx').using('gist', sql`point(${table.lng}, ${table.lat})`),
    index('dive_center_agencies_idx').using('gin', table.agencies),
    index('dive_center_services_idx').using('gin', table.services),
    index('dive_center_languages_idx').using('gin', table.languages),
    index('dive_center_course_types_idx').using('gin', table.courseTypes),
    check('dive_center_kind_value', sql`${table.kind} in ('center', 'resort', 'liveaboard')`),
    check('dive_center_status_value', sql`${table.status} in ('published', 'hidden')`),
    check('dive_center_verification_value', sql`${table.verification} in ('unverified', 'verified')`),
    check('dive_center_lat_range', sql`${table.lat} between -90 and 90`),
    check('dive_center_lng_range', sql`${table.lng} between -180 and 180`),
  ],
);

/** A course the centre teaches; the price is as the centre gave it, in its currency. */
export const diveCenterCourses = pgTable(
  'dive_center_course',
  {
    id: serial('id').primaryKey(),
    centerId: integer('center_id')
      .notNull()
      .references(() => diveCenters.id, { onDelete: 'cascade' }),
    courseType: text('course_type').notNull(),
    /** The agency's own course name, e.g. "Open Water Diver"; optional. */
    title: text('title'),
    agency: text('agency'),
    price: numeric('price', { precision: 12, scale: 2 }),
    /** ISO 4217. */
    currency: text('currency'),
    durationDays: smallint('duration_days'),
    position: smallint('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('dive_center_course_center_idx').on(table.centerId, table.position),
    check('dive_center_course_price_positive', sql`${table.price} is null or ${table.price} >= 0`),
    check('dive_center_course_price_currency', sql`${table.price} is null or ${table.currency} is not null`),
  ],
);

/** Members other than the owner who may edit the centre. */
export const diveCenterManagers = pgTable(
  'dive_center_manager',
  {
    centerId: integer('center_id')
      .notNull()
      .references(() => diveCenters.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    addedBy: text('added_by').references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.centerId, table.userId] }), index('dive_center_manager_user_idx').on(table.userId)],
);

/** The dive sites a centre takes divers to. */
export const diveCenterSites = pgTable(
  'dive_center_site',
  {
    centerId: integer('center_id')
      .notNull()
      .references(() => diveCenters.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => diveSites.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.centerId, table.siteId] }), index('dive_center_site_site_idx').on(table.siteId)],
);

/**
 * Photos of a centre, re-encoded to WebP in a few widths without metadata (as for dive sites).
 * The logo is not a row here: it is the `logo` storage key on the centre.
 */
export const diveCenterPhotos = pgTable(
  'dive_center_photo',
  {
    id: serial('id').primaryKey(),
    centerId: integer('center_id')
      .notNull()
      .references(() => diveCenters.id, { onDelete: 'cascade' }),
    ...photoFileColumns(),
    uploadedBy: text('uploaded_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('dive_center_photo_center_idx').on(table.centerId, table.position), uniqueIndex('dive_center_photo_key_idx').on(table.storageKey)],
);

/** One review per member per centre; the owner or a manager may reply once. */
export const diveCenterReviews = pgTable(
  'dive_center_review',
  {
    id: serial('id').primaryKey(),
    centerId: integer('center_id')
      .notNull()
      .references(() => diveCenters.id, { onDelete: 'cascade' }),
    // Null once the author deleted their account: the review stays, shown as by a deleted member.
    authorId: text('author_id').references(() => authUsers.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    body: text('body').notNull(),
    reply: text('reply'),
    replyBy: text('reply_by').references(() => authUsers.id, { onDelete: 'set null' }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** 'hidden' when a moderator took it off the page; hidden reviews do not count in the rating. */
    status: text('status').$type<'published' | 'hidden'>().notNull().default('published'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('dive_center_review_one_per_member').on(table.centerId, table.authorId),
    index('dive_center_review_center_idx').on(table.centerId, table.createdAt),
    check('dive_center_review_rating_range', sql`${table.rating} between 1 and 5`),
    check('dive_center_review_status_value', sql`${table.status} in ('published', 'hidden')`),
  ],
);

/** A member's request to own a centre, decided by a moderator. */
export const diveCenterClaims = pgTable(
  'dive_center_claim',
  {
    id: serial('id').primaryKey(),
    centerId: integer('center_id')
      .notNull()
      .references(() => diveCenters.id, { onDelete: 'cascade' }),
    claimantId: text('claimant_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    /** What the claimant says proves the centre is theirs (role, business registration, website page...). */
    evidence: text('evidence').notNull(),
    /** A phone number or address the moderator can check the claim with. */
    contact: text('contact'),
    status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    decidedBy: text('decided_by').references(() => authUsers.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The moderator's reason, sent to the claimant. */
    decisionNote: text('decision_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A member has at most one open claim per centre.
    uniqueIndex('dive_center_claim_one_pending').on(table.centerId, table.claimantId).where(sql`${table.status} = 'pending'`),
    index('dive_center_claim_status_idx').on(table.status, table.createdAt),
    index('dive_center_claim_claimant_idx').on(table.claimantId, table.createdAt),
    check('dive_center_claim_status_value', sql`${table.status} in ('pending', 'approved', 'rejected')`),
  ],
);
