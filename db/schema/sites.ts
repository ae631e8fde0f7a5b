import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';
import { photoFileColumns } from './photo-columns.ts';

/** Water temperature for one month in °C; either bound may be unknown. */
export type MonthlyTemperature = { minC: number | null; maxC: number | null } | null;

/** Text kept per language; a missing language falls back to the other one at display. */
export type LocalizedText = { en?: string; es?: string };

/**
 * Where a fact comes from: a member's own dive (with its date), a named guide book, a web page, a
 * dive centre, or nothing given ("none", shown as such).
 */
export type FactSource = {
  kind: 'dive' | 'book' | 'web' | 'centre' | 'none';
  /** The book's, page's or centre's name; for a dive, null. */
  title: string | null;
  url: string | null;
  /** For a member's own dive: the day of the dive (YYYY-MM-DD). */
  divedOn?: string | null;
  /** For a member's own dive: the member's public id and first name when they gave it. */
  memberId?: string | null;
  memberName?: string | null;
};

/** The sources of each fact of a site, by fact group (see app/features/sites/site-facts.ts). */
export type FactSources = Partial<Record<string, FactSource[]>>;

/**
 * What divers' conditions reports (reviews with a dive date, visibility, temperature or current)
 * say about a site, recomputed in the same transaction as every review change.
 */
export type ReportedConditions = {
  visibilityMinM: number | null;
  visibilityMaxM: number | null;
  /** Twelve entries, January first: the coldest and warmest reported water of the month. */
  tempByMonth: MonthlyTemperature[];
  /** The current most reports name, with how many named it. */
  current: string | null;
  currentReports: number;
  /** Reports that give a visibility, a temperature, a current or a depth. */
  visibilityReports: number;
  temperatureReports: number;
};

const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/**
 * A dive site ("listing"). Quantities are stored in SI units exactly as entered (metres, °C) and
 * converted only for display. Facts that are not known stay null rather than guessed.
 *
 * search_text, search_vector, name_key and region_key are filled by a database trigger (see the
 * migrations "sites_search_trigger" and "sites_search_words"), so every writer (app, seed, bulk
 * loads) gets a searchable row: the search text holds the name, aliases, region and the country's
 * English and Spanish names, lower case and without accents.
 */
export const diveSites = pgTable(
  'dive_site',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
    countryCode: text('country_code').notNull(),
    region: text('region'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    siteTypes: text('site_types').array().notNull().default(sql`'{}'::text[]`),
    depthMinM: doublePrecision('depth_min_m'),
    depthMaxM: doublePrecision('depth_max_m'),
    level: text('level'),
    entry: text('entry').array().notNull().default(sql`'{}'::text[]`),
    current: text('current'),
    visibilityMinM: doublePrecision('visibility_min_m'),
    visibilityMaxM: doublePrecision('visibility_max_m'),
    /** Twelve entries, January first. */
    waterTempByMonth: jsonb('water_temp_by_month').$type<MonthlyTemperature[]>(),
    /** Month numbers 1..12. */
    bestMonths: smallint('best_months').array().notNull().default(sql`'{}'::smallint[]`),
    marineLife: text('marine_life').array().notNull().default(sql`'{}'::text[]`),
    hazards: text('hazards').array().notNull().default(sql`'{}'::text[]`),
    accessNotes: text('access_notes'),
    description: jsonb('description').$type<LocalizedText>().notNull().default({}),
    /** Something a diver must know before going (scuba not allowed, cage dive only, a permit). */
    notice: jsonb('notice').$type<LocalizedText>(),
    /**
     * Whether scuba diving is open at the site: open, closed, snorkel-only, cage-only or
     * permit-required (app/features/sites/site-vocabulary.ts: DIVE_STATUSES). Null: nothing recorded.
     * Closed, snorkel-only and cage-only sites are left out of dive searches unless asked for.
     */
    diveStatus: text('dive_status'),
    /** Since when the status holds, as precise as its source: "2004", "2004-01" or "2004-01-15". */
    diveStatusSince: text('dive_status_since'),
    /** How far the position may be from the site, in metres; pages show no finer coordinates. Null: as typed. */
    positionPrecisionM: integer('position_precision_m'),
    /** The source(s) of each fact, by fact group. */
    factSources: jsonb('fact_sources').$type<FactSources>().notNull().default({}),
    /** The number of the site's latest revision (dive_site_revision.version). */
    version: integer('version').notNull().default(1),
    /** Conditions reports from reviews: how many, the months they cover, the deepest dive reported. */
    reportedCount: integer('reported_count').notNull().default(0),
    reportedMonths: smallint('reported_months').array().notNull().default(sql`'{}'::smallint[]`),
    reportedDepthMaxM: doublePrecision('reported_depth_max_m'),
    reportedConditions: jsonb('reported_conditions').$type<ReportedConditions>(),
    status: text('status').notNull().default('published'),
    isSeed: boolean('is_seed').notNull().default(false),
    seedKey: text('seed_key').unique(),
    source: text('source'),
    createdBy: text('created_by'),
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2 }),
    ratingCount: integer('rating_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the owner deletes the listing: it is hidden, and its reviews are kept. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Who hid the site (a moderator, or the owner by deleting it) and why. */
    hiddenBy: text('hidden_by'),
    hiddenReason: text('hidden_reason'),
    photoCount: integer('photo_count').notNull().default(0),
    /** The storage key of the first photo, for cards and social previews. */
    coverPhoto: text('cover_photo'),
    searchText: text('search_text').notNull().default(''),
    /** Weighted: name (A), aliases (B), region and country names (C); filled by the same trigger. */
    searchVector: tsvector('search_vector'),
    nameKey: text('name_key').notNull().default(''),
    regionKey: text('region_key').notNull().default(''),
  },
  (table) => [
    index('dive_site_status_idx').on(table.status),
    index('dive_site_country_idx').on(table.countryCode),
    index('dive_site_search_vector_idx').using('gin', table.searchVector),
    index('dive_site_search_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    index('dive_site_region_trgm_idx').using('gin', table.regionKey.op('gin_trgm_ops')),
    index('dive_site_types_idx').using('gin', table.siteTypes),
    index('dive_site_entry_idx').using('gin', table.entry),
    index('dive_site_best_months_idx').using('gin', table.bestMonths),
    index('dive_site_level_idx').on(table.level),
    index('dive_site_depth_max_idx').on(table.depthMaxM),
    index('dive_site_reported_months_idx').using('gin', table.reportedMonths),
    index('dive_site_reported_depth_idx').on(table.reportedDepthMaxM),
    index('dive_site_name_key_idx').on(table.nameKey, table.id),
    index('dive_site_rating_idx').on(sql`${table.ratingAverage} desc nulls last`, sql`${table.ratingCount} desc`, table.id),
    index('dive_site_created_by_idx').on(table.createdBy),
    // Nearest-first ordering ("<->") and box searches use this GiST index on (lng, lat) points.
    index('dive_site_point_idx').using('gist', sql`point(${table.lng}, ${table.lat})`),
    check('dive_site_lat_range', sql`${table.lat} between -90 and 90`),
    check('dive_site_lng_range', sql`${table.lng} between -180 and 180`),
    check('dive_site_depth_order', sql`${table.depthMinM} is null or ${table.depthMaxM} is null or ${table.depthMinM} <= ${table.depthMaxM}`),
    check('dive_site_status_value', sql`${table.status} in ('published', 'hidden')`),
    check('dive_site_dive_status_value', sql`${table.diveStatus} is null or ${table.diveStatus} in ('open', 'closed', 'snorkel-only', 'cage-only', 'permit-required')`),
    check('dive_site_dive_status_since_format', sql`${table.diveStatusSince} is null or ${table.diveStatusSince} ~ '^[0-9]{4}(-[0-9]{2}(-[0-9]{2})?)?$'`),
  ],
);

/**
 * Photos of a site. The original upload is not kept: each photo is re-encoded to WebP in a few
 * widths without metadata, stored under DATA_DIR/uploads/sites/<siteId>/<storageKey>-<width>.webp.
 */
export const diveSitePhotos = pgTable(
  'dive_site_photo',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => diveSites.id, { onDelete: 'cascade' }),
    ...photoFileColumns(),
    uploadedBy: text('uploaded_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('dive_site_photo_site_idx').on(table.siteId, table.position), uniqueIndex('dive_site_photo_key_idx').on(table.storageKey)],
);

/**
 * Every version of a site's facts: a full snapshot after each change (creation, a direct edit, an
 * accepted or trusted suggestion, a revert), with who made it, which fact groups changed and the
 * source given. The site's `version` is the latest row's.
 */
export const diveSiteRevisions = pgTable(
  'dive_site_revision',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => diveSites.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    authorId: text('author_id').references(() => authUsers.id, { onDelete: 'set null' }),
    kind: text('kind').$type<RevisionKind>().notNull(),
    changedFields: text('changed_fields').array().notNull().default(sql`'{}'::text[]`),
    /** The site's facts after this change (app/features/sites/site-facts.ts: SiteFacts). */
    facts: jsonb('facts').notNull(),
    source: jsonb('source').$type<FactSource>(),
    /** The suggestion this revision applied, when it came from one. */
    editId: integer('edit_id'),
    /** For a revert: the version it went back to. */
    revertedTo: integer('reverted_to'),
    /** Photos added by this change. */
    photosAdded: integer('photos_added').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('dive_site_revision_version_idx').on(table.siteId, table.version),
    check('dive_site_revision_kind_value', sql`${table.kind} in ('seed', 'create', 'edit', 'suggestion', 'trusted', 'revert')`),
  ],
);

export const REVISION_KINDS = ['seed', 'create', 'edit', 'suggestion', 'trusted', 'revert'] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

export const EDIT_STATUSES = ['pending', 'published', 'accepted', 'rejected'] as const;
export type EditStatus = (typeof EDIT_STATUSES)[number];

/** A suggested change of a site's facts ('edit'), or a place a member dived that is not in the atlas yet ('new-site'). */
export const EDIT_KINDS = ['edit', 'new-site'] as const;
export type EditKind = (typeof EDIT_KINDS)[number];

/**
 * A member's suggested edit of a site: the proposed facts (changed groups only), the source and the
 * photos, waiting for a moderator ("pending"), or published at once by a trusted editor and still
 * waiting for review ("published"), then "accepted" or "rejected" with a reason.
 */
export const diveSiteEdits = pgTable(
  'dive_site_edit',
  {
    id: serial('id').primaryKey(),
    /** The site edited; for a new site, null until a moderator accepts it and the site is created. */
    siteId: integer('site_id').references(() => diveSites.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<EditKind>().notNull().default('edit'),
    authorId: text('author_id').references(() => authUsers.id, { onDelete: 'set null' }),
    status: text('status').$type<EditStatus>().notNull().default('pending'),
    /** The site's version the member saw when suggesting. */
    baseVersion: integer('base_version').notNull(),
    changedFields: text('changed_fields').array().notNull().default(sql`'{}'::text[]`),
    /** The proposed facts of the changed groups (a partial SiteFacts). */
    proposed: jsonb('proposed').notNull(),
    source: jsonb('source').$type<FactSource>().notNull(),
    /** Photos the member added, stored with the site's files and shown once the edit is applied. */
    photos: jsonb('photos').$type<Array<{ storageKey: string; width: number; height: number; sizes: number[] }>>().notNull().default([]),
    decidedBy: text('decided_by').references(() => authUsers.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
    /** The revision that applied it (accepted, or published by a trusted editor). */
    revisionId: integer('revision_id').references(() => diveSiteRevisions.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('dive_site_edit_status_idx').on(table.status, table.createdAt),
    index('dive_site_edit_site_idx').on(table.siteId, table.createdAt),
    index('dive_site_edit_author_idx').on(table.authorId, table.decidedAt),
    check('dive_site_edit_status_value', sql`${table.status} in ('pending', 'published', 'accepted', 'rejected')`),
    check('dive_site_edit_kind_value', sql`${table.kind} in ('edit', 'new-site')`),
    check('dive_site_edit_site_given', sql`${table.kind} = 'new-site' or ${table.siteId} is not null`),
  ],
);

/** Country names in English and Spanish (from Intl.DisplayNames), read by the search trigger. */
export const countryNames = pgTable('country_name', {
  code: text('code').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameEs: text('name_es').notNull(),
});

/**
 * Every word of every site's search text (three letters or more, not only digits), kept by the
 * search trigger. Typo tolerance looks up the words nearest to a mistyped one here (trigram
 * similarity on a small table) and then searches sites with the full-text index.
 */
export const diveSiteWords = pgTable('dive_site_word', { word: text('word').primaryKey() }, (table) => [
  index('dive_site_word_trgm_idx').using('gin', table.word.op('gin_trgm_ops')),
]);
