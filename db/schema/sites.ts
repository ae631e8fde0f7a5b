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

/** Water temperature for one month in °C; either bound may be unknown. */
export type MonthlyTemperature = { minC: number | null; maxC: number | null } | null;

/** Text kept per language; a missing language falls back to the other one at display. */
export type LocalizedText = { en?: string; es?: string };

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
    index('dive_site_name_key_idx').on(table.nameKey, table.id),
    index('dive_site_rating_idx').on(sql`${table.ratingAverage} desc nulls last`, sql`${table.ratingCount} desc`, table.id),
    index('dive_site_created_by_idx').on(table.createdBy),
    // Nearest-first ordering ("<->") and box searches use this GiST index on (lng, lat) points.
    index('dive_site_point_idx').using('gist', sql`point(${table.lng}, ${table.lat})`),
    check('dive_site_lat_range', sql`${table.lat} between -90 and 90`),
    check('dive_site_lng_range', sql`${table.lng} between -180 and 180`),
    check('dive_site_depth_order', sql`${table.depthMinM} is null or ${table.depthMaxM} is null or ${table.depthMinM} <= ${table.depthMaxM}`),
    check('dive_site_status_value', sql`${table.status} in ('published', 'hidden')`),
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
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Widths available on disk, smallest first. */
    sizes: integer('sizes').array().notNull(),
    position: smallint('position').notNull().default(0),
    uploadedBy: text('uploaded_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('dive_site_photo_site_idx').on(table.siteId, table.position), uniqueIndex('dive_site_photo_key_idx').on(table.storageKey)],
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
