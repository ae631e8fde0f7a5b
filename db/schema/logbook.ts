// A member's dive logbook: dives (logged by hand, imported from a file, or copied from a buddy's), their
// cylinders, gas switches, packed profile, buddies and photos; the member's logbook settings; the
// staging area an import fills before anything is saved; and the figures each dive site gets from the
// dives logged there. Quantities are SI (metres, seconds, °C, bar, litres, kilograms), stored as given
// and converted only for display. The closed lists the text columns draw from are in
// app/features/logbook/dive-vocabulary.ts; the checks below keep the values that decide behaviour
// (privacy above all) and refuse values no dive can have.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';
import type { DivePrivacy } from './dive-privacy.ts';
import { diveCenters } from './centers.ts';
import { diveSiteEdits, diveSites } from './sites.ts';
import { trips } from './trips.ts';
import { photoFileColumns } from './photo-columns.ts';

/** Binary data (a packed profile), read back as a Node Buffer, which is a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Buffer }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => value,
});

export { DIVE_PRIVACY, type DivePrivacy } from './dive-privacy.ts';

/** How a dive came into the log. */
export const DIVE_ORIGINS = ['manual', 'import', 'copy', 'demo'] as const;
export type DiveOrigin = (typeof DIVE_ORIGINS)[number];

/**
 * One dive of one member. `startLocal` is the wall clock the diver (or the computer) saw at the start,
 * never shifted to UTC or another zone; `utcOffsetMinutes` is its offset to UTC when known (minutes
 * east), else null. A dive is at an atlas site (`siteId`), or at a new place the member named
 * (`placeName` and position), which went to the edits queue as a new-site suggestion (`placeEditId`)
 * and is linked to the site once a moderator accepts it.
 */
export const dives = pgTable(
  'dive',
  {
    id: serial('id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    /** The member's own dive number, unique within their log (taken in the transaction that saves the dive). */
    number: integer('number').notNull(),
    /** `YYYY-MM-DD HH:MM:SS` as the diver's clock showed it (PostgreSQL timestamp without time zone). */
    startLocal: timestamp('start_local', { mode: 'string' }).notNull(),
    utcOffsetMinutes: smallint('utc_offset_minutes'),
    /** How the offset was found: typed by the member ('manual'), or @diveatlas/divelog's OffsetSource. */
    offsetSource: text('offset_source').notNull().default('none'),
    durationS: integer('duration_s'),
    maxDepthM: doublePrecision('max_depth_m'),
    meanDepthM: doublePrecision('mean_depth_m'),
    /** The coldest water of the dive. */
    waterTempC: doublePrecision('water_temp_c'),
    airTempC: doublePrecision('air_temp_c'),
    visibilityM: doublePrecision('visibility_m'),
    /** Visibility as 1 to 5 stars, when a file gave a rating instead of a distance. */
    visibilityRating: smallint('visibility_rating'),
    current: text('current'),
    entry: text('entry'),
    mode: text('mode').notNull().default('open-circuit'),
    suit: text('suit'),
    /** Ballast worn, in all. */
    weightKg: doublePrecision('weight_kg'),
    siteId: integer('site_id').references(() => diveSites.id, { onDelete: 'set null' }),
    placeName: text('place_name'),
    placeLat: doublePrecision('place_lat'),
    placeLng: doublePrecision('place_lng'),
    /** The new-site suggestion made for the place (dive_site_edit of kind 'new-site'). */
    placeEditId: integer('place_edit_id').references(() => diveSiteEdits.id, { onDelete: 'set null' }),
    /** The site's country (or the new place's), kept on the dive for the log's filters and totals. */
    countryCode: text('country_code'),
    centerId: integer('center_id').references(() => diveCenters.id, { onDelete: 'set null' }),
    tripId: integer('trip_id').references(() => trips.id, { onDelete: 'set null' }),
    /** The trip a file grouped the dive in ("Red Sea 2024"), when it is not one of the atlas's trips. */
    tripLabel: text('trip_label'),
    guide: text('guide'),
    notes: text('notes'),
    /** 0 to 5 stars; files may give half stars. */
    rating: doublePrecision('rating'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    privacy: text('privacy').$type<DivePrivacy>().notNull(),
    origin: text('origin').$type<DiveOrigin>().notNull().default('manual'),
    /** The import's file format (@diveatlas/divelog FormatId) and file name; the file itself is never kept. */
    sourceFormat: text('source_format'),
    sourceFile: text('source_file'),
    /** The dive computer that recorded the dive, and its own number for it (for spotting a dive imported twice). */
    computerModel: text('computer_model'),
    computerSerial: text('computer_serial'),
    computerFirmware: text('computer_firmware'),
    computerDiveNumber: text('computer_dive_number'),
    /** The buddy's dive this one was copied from. */
    copiedFromDiveId: integer('copied_from_dive_id').references((): AnyPgColumn => dives.id, { onDelete: 'set null' }),
    /** Demo data: shown in a demo member's log, never counted in a real site's figures. */
    isDemo: boolean('is_demo').notNull().default(false),
    seedKey: text('seed_key').unique(),
    /** Whether the dive's values are counted in its site's figures now (kept by the code that counts them). */
    inSiteFigures: boolean('in_site_figures').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('dive_member_number_key').on(table.memberId, table.number),
    index('dive_member_start_idx').on(table.memberId, table.startLocal, table.id),
    index('dive_site_privacy_start_idx').on(table.siteId, table.privacy, table.startLocal),
    index('dive_member_computer_idx').on(table.memberId, table.computerSerial, table.computerDiveNumber).where(sql`${table.computerDiveNumber} is not null`),
    index('dive_place_edit_idx').on(table.placeEditId).where(sql`${table.placeEditId} is not null`),
    index('dive_center_idx').on(table.centerId).where(sql`${table.centerId} is not null`),
    index('dive_trip_idx').on(table.tripId).where(sql`${table.tripId} is not null`),
    index('dive_copied_from_idx').on(table.copiedFromDiveId).where(sql`${table.copiedFromDiveId} is not null`),
    check('dive_number_range', sql`${table.number} between 1 and 1000000`),
    check('dive_privacy_value', sql`${table.privacy} in ('public', 'buddies', 'private')`),
    check('dive_origin_value', sql`${table.origin} in ('manual', 'import', 'copy', 'demo')`),
    check('dive_mode_value', sql`${table.mode} in ('open-circuit', 'ccr', 'scr', 'freedive', 'gauge')`),
    check('dive_start_range', sql`${table.startLocal} >= '1940-01-01' and ${table.startLocal} < '2200-01-01'`),
    check('dive_offset_range', sql`${table.utcOffsetMinutes} between -840 and 840`),
    check('dive_duration_range', sql`${table.durationS} between 0 and 172800`),
    check('dive_max_depth_range', sql`${table.maxDepthM} between 0 and 700`),
    check('dive_mean_depth_range', sql`${table.meanDepthM} between 0 and 700`),
    check('dive_water_temp_range', sql`${table.waterTempC} between -5 and 50`),
    check('dive_air_temp_range', sql`${table.airTempC} between -60 and 60`),
    check('dive_visibility_range', sql`${table.visibilityM} between 0 and 200`),
    check('dive_visibility_rating_range', sql`${table.visibilityRating} between 1 and 5`),
    check('dive_weight_range', sql`${table.weightKg} between 0 and 100`),
    check('dive_rating_range', sql`${table.rating} between 0 and 5`),
    check('dive_place_lat_range', sql`${table.placeLat} between -90 and 90`),
    check('dive_place_lng_range', sql`${table.placeLng} between -180 and 180`),
    check('dive_place_position_pair', sql`(${table.placeLat} is null) = (${table.placeLng} is null)`),
  ],
);

/** A cylinder breathed from on a dive, in the order the member (or the file) listed them. */
export const diveCylinders = pgTable(
  'dive_cylinder',
  {
    diveId: integer('dive_id')
      .notNull()
      .references(() => dives.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    description: text('description'),
    /** Water capacity in litres. */
    sizeL: doublePrecision('size_l'),
    workPressureBar: doublePrecision('work_pressure_bar'),
    startPressureBar: doublePrecision('start_pressure_bar'),
    endPressureBar: doublePrecision('end_pressure_bar'),
    o2Percent: doublePrecision('o2_percent').notNull().default(21),
    hePercent: doublePrecision('he_percent').notNull().default(0),
    /** 'open-circuit', or a rebreather's 'diluent' or 'oxygen'. */
    use: text('use').notNull().default('open-circuit'),
  },
  (table) => [
    primaryKey({ columns: [table.diveId, table.position] }),
    check('dive_cylinder_position_range', sql`${table.position} between 0 and 31`),
    check('dive_cylinder_size_range', sql`${table.sizeL} > 0 and ${table.sizeL} <= 100`),
    check('dive_cylinder_work_pressure_range', sql`${table.workPressureBar} > 0 and ${table.workPressureBar} <= 500`),
    check('dive_cylinder_start_pressure_range', sql`${table.startPressureBar} between 0 and 500`),
    check('dive_cylinder_end_pressure_range', sql`${table.endPressureBar} between 0 and 500`),
    check('dive_cylinder_gas_range', sql`${table.o2Percent} between 1 and 100 and ${table.hePercent} between 0 and 99 and ${table.o2Percent} + ${table.hePercent} <= 100`),
    check('dive_cylinder_use_value', sql`${table.use} in ('open-circuit', 'diluent', 'oxygen')`),
  ],
);

/** From `timeS` into the dive on, the diver breathes from a cylinder (by position) or a named mix. */
export const diveGasSwitches = pgTable(
  'dive_gas_switch',
  {
    diveId: integer('dive_id')
      .notNull()
      .references(() => dives.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    timeS: integer('time_s').notNull(),
    cylinderPosition: smallint('cylinder_position'),
    o2Percent: doublePrecision('o2_percent').notNull(),
    hePercent: doublePrecision('he_percent').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.diveId, table.position] }),
    check('dive_gas_switch_time_range', sql`${table.timeS} between 0 and 172800`),
    check('dive_gas_switch_gas_range', sql`${table.o2Percent} between 1 and 100 and ${table.hePercent} between 0 and 99 and ${table.o2Percent} + ${table.hePercent} <= 100`),
  ],
);

/** What happened during a dive at a time (an alarm, a bookmark), as the profile part shows it. */
export type StoredDiveEvent = { timeS: number; kind: string; name: string; value: number | null };

/**
 * A dive's profile, one row per dive: time, depth, temperature and tank pressures packed by
 * @diveatlas/divelog's packProfile (a few bytes a sample), with the dive computer's events and what the
 * profile part needs to compute decompression (surface pressure, water density).
 */
export const diveProfiles = pgTable(
  'dive_profile',
  {
    diveId: integer('dive_id')
      .primaryKey()
      .references(() => dives.id, { onDelete: 'cascade' }),
    samples: bytea('samples').notNull(),
    sampleCount: integer('sample_count').notNull(),
    events: jsonb('events').$type<StoredDiveEvent[]>().notNull().default([]),
    surfacePressureBar: doublePrecision('surface_pressure_bar'),
    /** kg/m³: 1000 fresh water, 1030 sea water. */
    waterDensity: doublePrecision('water_density'),
  },
  (table) => [check('dive_profile_sample_count_range', sql`${table.sampleCount} between 0 and 200000`)],
);

/**
 * Status of a buddy on a dive: a name only ('named'); a member asked to confirm ('pending'), who
 * confirmed ('confirmed'). A member who declines is removed from the dive (the row goes).
 */
export const BUDDY_STATUSES = ['named', 'pending', 'confirmed'] as const;
export type BuddyStatus = (typeof BUDDY_STATUSES)[number];

/** Someone the member dived with: a name as typed, or a member found by their member ID. */
export const diveBuddies = pgTable(
  'dive_buddy',
  {
    id: serial('id').primaryKey(),
    diveId: integer('dive_id')
      .notNull()
      .references(() => dives.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** The name as typed (free text), null for a member. */
    name: text('name'),
    /** A member named as buddy; the row goes with their account. */
    buddyId: text('buddy_id').references(() => authUsers.id, { onDelete: 'cascade' }),
    status: text('status').$type<BuddyStatus>().notNull(),
    /** When the member was asked (in the app and by email), and when they answered. */
    askedAt: timestamp('asked_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The copy of this dive the buddy made in their own log. */
    copiedDiveId: integer('copied_dive_id').references(() => dives.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('dive_buddy_dive_idx').on(table.diveId, table.position),
    uniqueIndex('dive_buddy_member_key').on(table.diveId, table.buddyId).where(sql`${table.buddyId} is not null`),
    index('dive_buddy_member_idx').on(table.buddyId, table.status).where(sql`${table.buddyId} is not null`),
    check('dive_buddy_status_value', sql`${table.status} in ('named', 'pending', 'confirmed')`),
    check('dive_buddy_who', sql`(${table.buddyId} is null and ${table.name} is not null and ${table.status} = 'named') or (${table.buddyId} is not null and ${table.status} in ('pending', 'confirmed'))`),
  ],
);

export const SIGNATURE_STATES = ['requested', 'signed'] as const;
export type SignatureState = (typeof SIGNATURE_STATES)[number];

/**
 * A dive centre's signature on a member's logged dive (the dive's centre): asked for by the member,
 * given by the centre's owner or a manager. One per dive; withdrawing it deletes the row. Every step
 * is in the audit log.
 */
export const diveSignatures = pgTable(
  'dive_signature',
  {
    id: serial('id').primaryKey(),
    diveId: integer('dive_id')
      .notNull()
      .references(() => dives.id, { onDelete: 'cascade' }),
    centerId: integer('center_id')
      .notNull()
      .references(() => diveCenters.id, { onDelete: 'cascade' }),
    state: text('state').$type<SignatureState>().notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** How often the member asked (asking again is allowed once a day). */
    asked: smallint('asked').notNull().default(1),
    signedBy: text('signed_by').references(() => authUsers.id, { onDelete: 'set null' }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('dive_signature_dive_key').on(table.diveId),
    index('dive_signature_center_idx').on(table.centerId, table.state),
    check('dive_signature_state_value', sql`${table.state} in ('requested', 'signed')`),
    check('dive_signature_signed', sql`(${table.state} = 'signed') = (${table.signedAt} is not null)`),
  ],
);

/**
 * Photos of a dive, re-encoded to WebP in a few widths without metadata by the one upload pipeline,
 * under uploads/dives/<diveId>/<storageKey>-<width>.webp. They are seen by whoever sees the dive.
 */
export const divePhotos = pgTable(
  'dive_photo',
  {
    id: serial('id').primaryKey(),
    diveId: integer('dive_id')
      .notNull()
      .references(() => dives.id, { onDelete: 'cascade' }),
    ...photoFileColumns(),
    caption: text('caption'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('dive_photo_dive_idx').on(table.diveId, table.position), uniqueIndex('dive_photo_key_idx').on(table.storageKey)],
);

/** A member's logbook choices, one row per member who has logged a dive or changed them. */
export const logbookSettings = pgTable(
  'logbook_settings',
  {
    memberId: text('member_id')
      .primaryKey()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    /** The privacy a new dive starts with. */
    defaultPrivacy: text('default_privacy').$type<DivePrivacy>().notNull().default('private'),
    /** Whether the member's private (and buddies-only) dives count, without their name, in the sites' figures. */
    countPrivateInFigures: boolean('count_private_in_figures').notNull().default(true),
    /** The gradient factors the profile's ceiling is computed at, in percent. */
    gfLowPercent: smallint('gf_low_percent').notNull().default(30),
    gfHighPercent: smallint('gf_high_percent').notNull().default(75),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('logbook_settings_privacy_value', sql`${table.defaultPrivacy} in ('public', 'buddies', 'private')`),
    check('logbook_settings_gf_range', sql`${table.gfLowPercent} between 5 and 100 and ${table.gfHighPercent} between 5 and 100 and ${table.gfLowPercent} <= ${table.gfHighPercent}`),
  ],
);

/**
 * A number that moves on whenever anything a member's log shows beside its list may have changed: their
 * dives, the buddies on them, the names of the sites dived and of the buddies. Triggers keep it
 * (migration "logbook_version"); an app server keeps the log's summary (totals, dives per month, the
 * filters' choices) for the version it was built at. No row reads as version 0.
 */
export const logbookVersions = pgTable('logbook_version', {
  memberId: text('member_id')
    .primaryKey()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});

/** A CSV column mapping a member confirmed, remembered for the next file with the same header. */
export const logbookCsvMappings = pgTable(
  'logbook_csv_mapping',
  {
    memberId: text('member_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    /** What identifies the file's layout: its header row, normalised (or the column count when it has none). */
    headerKey: text('header_key').notNull(),
    /** @diveatlas/divelog's CsvMapping as JSON (read back with readCsvMapping). */
    mapping: jsonb('mapping').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.headerKey] })],
);

export const IMPORT_STATUSES = ['reading', 'ready', 'saving', 'saved', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** One file of an import as read: its name, size and format, how many dives, and its problems (issue codes). */
export type StagedImportFile = {
  name: string;
  sizeBytes: number;
  format: string | null;
  dives: number;
  issues: Array<{ code: string; severity: 'error' | 'warning'; params?: Record<string, unknown>; at?: Record<string, unknown> }>;
};

/**
 * An import in progress: the files a member sent, read into staged dives for the preview. Nothing is in
 * the log until the member saves; the files themselves are never kept, and a staged import is removed
 * once saved or after it expires.
 */
export const logbookImports = pgTable(
  'logbook_import',
  {
    id: serial('id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    status: text('status').$type<ImportStatus>().notNull().default('reading'),
    files: jsonb('files').$type<StagedImportFile[]>().notNull().default([]),
    bytesTotal: integer('bytes_total').notNull().default(0),
    bytesRead: integer('bytes_read').notNull().default(0),
    divesFound: integer('dives_found').notNull().default(0),
    divesSaved: integer('dives_saved').notNull().default(0),
    /** A failure of the whole import, as an issue code. */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('logbook_import_member_idx').on(table.memberId, table.createdAt),
    index('logbook_import_expiry_idx').on(table.expiresAt),
    check('logbook_import_status_value', sql`${table.status} in ('reading', 'ready', 'saving', 'saved', 'failed')`),
  ],
);

export const IMPORT_CHOICES = ['save', 'skip'] as const;
export type ImportChoice = (typeof IMPORT_CHOICES)[number];

/**
 * One dive found in an import, waiting for the member's choice: the dive (the @diveatlas/divelog model
 * without its samples, as JSON), its profile packed, the atlas site it matched (by position, then by
 * name), the dive of the log it seems to repeat, and what the member chose.
 */
export const logbookImportDives = pgTable(
  'logbook_import_dive',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => logbookImports.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Index of its file in the import's `files`. */
    fileIndex: smallint('file_index').notNull(),
    startLocal: timestamp('start_local', { mode: 'string' }).notNull(),
    dive: jsonb('dive').notNull(),
    samples: bytea('samples'),
    sampleCount: integer('sample_count').notNull().default(0),
    matchedSiteId: integer('matched_site_id').references(() => diveSites.id, { onDelete: 'set null' }),
    /** 'position' (within about 500 m), 'name', or null: a new place. */
    siteMatch: text('site_match'),
    duplicateOfDiveId: integer('duplicate_of_dive_id').references(() => dives.id, { onDelete: 'set null' }),
    /** 'start' (within 2 minutes) or 'computer-number'. */
    duplicateReason: text('duplicate_reason'),
    choice: text('choice').$type<ImportChoice>().notNull().default('save'),
    savedDiveId: integer('saved_dive_id').references(() => dives.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.importId, table.position] }),
    check('logbook_import_dive_choice_value', sql`${table.choice} in ('save', 'skip')`),
    check('logbook_import_dive_site_match_value', sql`${table.siteMatch} in ('position', 'name')`),
    check('logbook_import_dive_duplicate_value', sql`${table.duplicateReason} in ('start', 'computer-number')`),
  ],
);

/** The measures a site gets from the dives logged there. */
export const SITE_DIVE_MEASURES = ['water-temp', 'visibility', 'current'] as const;
export type SiteDiveMeasure = (typeof SITE_DIVE_MEASURES)[number];

/**
 * How many counted dives at a site gave each value of a measure, per month of the dive (1..12): water
 * temperature in tenths of a degree, visibility in decimetres, current as its level (0 none, 1 light, 2
 * moderate, 3 strong). A dive adds one to its values and takes them back when it changes or goes, so
 * the minimum, median and maximum come from these counts without reading the dives.
 */
export const siteDiveFigureCounts = pgTable(
  'site_dive_figure_count',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => diveSites.id, { onDelete: 'cascade' }),
    measure: text('measure').$type<SiteDiveMeasure>().notNull(),
    month: smallint('month').notNull(),
    value: integer('value').notNull(),
    dives: integer('dives').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.measure, table.month, table.value] }),
    check('site_dive_figure_count_measure_value', sql`${table.measure} in ('water-temp', 'visibility', 'current')`),
    check('site_dive_figure_count_month_range', sql`${table.month} between 1 and 12`),
    check('site_dive_figure_count_dives_positive', sql`${table.dives} >= 0`),
  ],
);

/**
 * A site's figures from dives, as pages show them: per measure and month (0 for the whole year), the
 * minimum, median and maximum in SI units (current as its level) and the number of dives behind them.
 * Anonymous: no dive or member is named.
 */
export const siteDiveFigures = pgTable(
  'site_dive_figure',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => diveSites.id, { onDelete: 'cascade' }),
    measure: text('measure').$type<SiteDiveMeasure>().notNull(),
    month: smallint('month').notNull(),
    min: doublePrecision('min').notNull(),
    median: doublePrecision('median').notNull(),
    max: doublePrecision('max').notNull(),
    dives: integer('dives').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.measure, table.month] }),
    check('site_dive_figure_measure_value', sql`${table.measure} in ('water-temp', 'visibility', 'current')`),
    check('site_dive_figure_month_range', sql`${table.month} between 0 and 12`),
  ],
);

/**
 * A CSV file of an import held until the member confirms which column holds what: a CSV dive list from
 * a program we do not know is never read on a guess. The row goes as soon as the file is read with the
 * confirmed mapping, and with its import (at the latest when the import expires).
 */
export const logbookImportHeldFiles = pgTable(
  'logbook_import_held_file',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => logbookImports.id, { onDelete: 'cascade' }),
    /** Index of the file in the import's `files`. */
    fileIndex: smallint('file_index').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.importId, table.fileIndex] })],
);
