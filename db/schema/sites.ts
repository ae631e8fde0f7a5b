import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, numeric, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Water temperature for one month in °C; either bound may be unknown. */
export type MonthlyTemperature = { minC: number | null; maxC: number | null } | null;

/** Text kept per language; a missing language falls back to the other one at display. */
export type LocalizedText = { en?: string; es?: string };

/**
 * A dive site ("listing"). Quantities are stored in SI units exactly as entered (metres, °C) and
 * converted only for display. Facts that are not known stay null rather than guessed.
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
  },
  (table) => [
    index('dive_site_status_idx').on(table.status),
    index('dive_site_country_idx').on(table.countryCode),
    check('dive_site_lat_range', sql`${table.lat} between -90 and 90`),
    check('dive_site_lng_range', sql`${table.lng} between -180 and 180`),
    check('dive_site_depth_order', sql`${table.depthMinM} is null or ${table.depthMaxM} is null or ${table.depthMinM} <= ${table.depthMaxM}`),
    check('dive_site_status_value', sql`${table.status} in ('published', 'hidden')`),
  ],
);
