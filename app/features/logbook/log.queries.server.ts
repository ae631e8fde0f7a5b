// Reads of a member's log: a page of dives, the totals and dives per month of the dives a filter
// picks, the choices of the filters, and the places of the map. Each takes the log's owner and the
// viewer explicitly: the owner sees every dive; anyone else only those canViewDive allows, written here
// as SQL (visibleTo) so a list never holds a dive its page would refuse. Everything is one member's
// rows, read through the (member_id, start_local) index.
import { sql, type SQL } from 'drizzle-orm';
import { db } from '../../lib/db.server.ts';
import type { DivePrivacy } from '../../../db/schema/logbook.ts';
import { RecencyCache } from '../../lib/recency-cache.ts';
import { isFiltered, LOG_PAGE_SIZE, type LogFilters } from './log-filters.ts';
import type { DiveViewer } from './logbook.policy.ts';

/** The dives of `ownerId` the viewer may see: canViewDive as a condition on `d` (the dive table's alias). */
export function visibleTo(ownerId: string, viewer: DiveViewer): SQL {
  if (viewer?.id === ownerId) return sql`d.member_id = ${ownerId}`;
  if (!viewer) return sql`d.member_id = ${ownerId} and d.privacy = 'public'`;
  return sql`d.member_id = ${ownerId} and (d.privacy = 'public' or (d.privacy = 'buddies' and exists (select 1 from dive_buddy vb where vb.dive_id = d.id and vb.buddy_id = ${viewer.id})))`;
}

/** What the filters ask of a dive `d`, without who may see it (true when nothing is asked). */
function asked(filters: LogFilters): SQL {
  const parts: SQL[] = [];
  if (filters.year) parts.push(sql`d.start_local >= make_timestamp(${filters.year}, 1, 1, 0, 0, 0) and d.start_local < make_timestamp(${filters.year + 1}, 1, 1, 0, 0, 0)`);
  if (filters.siteId) parts.push(sql`d.site_id = ${filters.siteId}`);
  if (filters.country) parts.push(sql`d.country_code = ${filters.country}`);
  if (filters.minDepthM !== undefined) parts.push(sql`d.max_depth_m >= ${filters.minDepthM}`);
  if (filters.maxDepthM !== undefined) parts.push(sql`d.max_depth_m <= ${filters.maxDepthM}`);
  if (filters.tag) parts.push(sql`${filters.tag} = any(d.tags)`);
  if (filters.buddy) {
    parts.push(
      'memberId' in filters.buddy
        ? sql`exists (select 1 from dive_buddy fb join auth_user fu on fu.id = fb.buddy_id where fb.dive_id = d.id and fu.member_id = ${filters.buddy.memberId})`
        : sql`exists (select 1 from dive_buddy fb where fb.dive_id = d.id and lower(fb.name) = lower(${filters.buddy.name}))`,
    );
  }
  return parts.length > 0 ? sql.join(parts, sql` and `) : sql`true`;
}

function filtered(ownerId: string, viewer: DiveViewer, filters: LogFilters): SQL {
  return sql`${visibleTo(ownerId, viewer)} and ${asked(filters)}`;
}

export type LogEntry = {
  id: number;
  number: number;
  startLocal: string;
  utcOffsetMinutes: number | null;
  durationS: number | null;
  maxDepthM: number | null;
  waterTempC: number | null;
  privacy: DivePrivacy;
  place: string | null;
  siteId: number | null;
  countryCode: string | null;
  tags: string[];
  photoCount: number;
  hasProfile: boolean;
};

/** A page of the dives the filters pick, newest first. */
export async function logEntries(options: { ownerId: string; viewer: DiveViewer; filters: LogFilters }): Promise<LogEntry[]> {
  const { filters } = options;
  const { rows } = await db().execute<{
    id: number;
    number: number;
    start_local: string;
    utc_offset_minutes: number | null;
    duration_s: number | null;
    max_depth_m: number | null;
    water_temp_c: number | null;
    privacy: DivePrivacy;
    place: string | null;
    site_id: number | null;
    country_code: string | null;
    tags: string[];
    photo_count: number;
    has_profile: boolean;
  }>(sql`
    select d.id, d.number, to_char(d.start_local, 'YYYY-MM-DD"T"HH24:MI:SS') as start_local, d.utc_offset_minutes, d.duration_s, d.max_depth_m,
      d.water_temp_c, d.privacy, coalesce(s.name, d.place_name) as place, d.site_id, d.country_code, d.tags,
      (select count(*)::int from dive_photo p where p.dive_id = d.id) as photo_count,
      exists (select 1 from dive_profile pr where pr.dive_id = d.id) as has_profile
    from dive d left join dive_site s on s.id = d.site_id
    where ${filtered(options.ownerId, options.viewer, filters)}
    order by d.start_local desc, d.id desc
    limit ${LOG_PAGE_SIZE} offset ${(filters.page - 1) * LOG_PAGE_SIZE}`);
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    startLocal: row.start_local,
    utcOffsetMinutes: row.utc_offset_minutes,
    durationS: row.duration_s,
    maxDepthM: row.max_depth_m,
    waterTempC: row.water_temp_c,
    privacy: row.privacy,
    place: row.place,
    siteId: row.site_id,
    countryCode: row.country_code,
    tags: row.tags,
    photoCount: row.photo_count,
    hasProfile: row.has_profile,
  }));
}

/** One record of the log: the dive that holds it and its value. */
export type LogRecord = { diveId: number; number: number; value: number } | null;

export type LogTotals = {
  dives: number;
  bottomTimeS: number;
  deepest: LogRecord;
  longest: LogRecord;
  coldest: LogRecord;
  countries: number;
  sites: number;
};

type TotalsRow = {
  dives: number;
  bottom_s: string | number | null;
  countries: number;
  sites: number;
  deepest: [number, number, number] | null;
  longest: [number, number, number] | null;
  coldest: [number, number, number] | null;
};

/**
 * The totals of the dives in `picked` (a relation of dive rows) as one aggregate, in one pass: the
 * records are the greatest (value, -id) pair, so a tie goes to the older row, with the dive's number
 * carried along.
 */
function totalsOf(picked: SQL): SQL {
  return sql`select count(*)::int as dives, sum(duration_s) as bottom_s, count(distinct country_code)::int as countries,
      count(distinct coalesce(site_id::text, 'place:' || lower(place_name)))::int as sites,
      max(array[max_depth_m, -id, number]) filter (where max_depth_m is not null) as deepest,
      max(array[duration_s, -id, number]) filter (where duration_s is not null) as longest,
      min(array[water_temp_c, id, number]) filter (where water_temp_c is not null) as coldest
    from ${picked}`;
}

function totalsFrom(row: TotalsRow): LogTotals {
  const record = (value: [number, number, number] | null): LogRecord => (value ? { diveId: Math.abs(value[1]), number: value[2], value: value[0] } : null);
  return {
    dives: row.dives,
    bottomTimeS: Number(row.bottom_s ?? 0),
    deepest: record(row.deepest),
    longest: record(row.longest),
    coldest: record(row.coldest),
    countries: row.countries,
    sites: row.sites,
  };
}

/** Totals of the dives the filters pick: count, bottom time, the deepest, longest and coldest dive, countries and places. */
export async function logTotals(options: { ownerId: string; viewer: DiveViewer; filters: LogFilters }): Promise<LogTotals> {
  const { rows } = await db().execute<TotalsRow>(totalsOf(sql`dive d where ${filtered(options.ownerId, options.viewer, options.filters)}`));
  return totalsFrom(rows[0]!);
}

export type LogFilterChoices = {
  years: number[];
  sites: Array<{ id: number; name: string; countryCode: string | null }>;
  countries: string[];
  buddies: Array<{ value: string; label: string }>;
  tags: string[];
};

export type LogSummary = {
  totals: LogTotals;
  /** Dives per month ("2024-05") of the dives the filters pick, oldest first; months without dives are left out. */
  months: Array<{ month: string; dives: number }>;
  /** What the filters offer: only values the visible log holds, whatever the filters pick. */
  choices: LogFilterChoices;
};

type SummaryRow = {
  version: number | string | null;
  totals: TotalsRow;
  months: Array<[string, number]>;
  years: number[];
  countries: string[];
  sites: Array<{ id: number; name: string; countryCode: string | null }>;
  tags: string[];
  buddies: Array<{ value: string; label: string }>;
};

/** The columns of a dive `d` that totalsOf and monthsOf count. */
const SUMMED_COLUMNS = sql.raw('d.id, d.number, d.start_local, d.duration_s, d.max_depth_m, d.water_temp_c, d.country_code, d.site_id, d.place_name');

const monthsFrom = (months: Array<[string, number]>) => months.map(([month, dives]) => ({ month, dives }));

/** Dives per month of the dives in `picked` (a relation of dive rows), as [month, dives] pairs in JSON. */
function monthsOf(picked: SQL): SQL {
  return sql`select coalesce(json_agg(json_build_array(to_char(month, 'YYYY-MM'), dives) order by month), '[]')
    from (select date_trunc('month', start_local) as month, count(*)::int as dives from ${picked} group by 1) m`;
}

/**
 * Everything the log shows beside its list, in one statement: the visible dives are read once (through
 * the member's index) and kept, each marked with whether the filters pick it; the totals and the dives
 * per month count the picked ones, the filters' choices all of them. The owner's version is read in the
 * same snapshot, so a summary is never kept under a version newer than what it counted.
 */
async function buildSummary(options: { ownerId: string; viewer: DiveViewer; filters: LogFilters }): Promise<{ version: number; summary: LogSummary }> {
  const { rows } = await db().execute<SummaryRow>(sql`
    with v as materialized (
      select ${SUMMED_COLUMNS}, d.tags, (${asked(options.filters)}) as picked
      from dive d where ${visibleTo(options.ownerId, options.viewer)}
    )
    select (select version from logbook_version where member_id = ${options.ownerId}) as version,
      (select row_to_json(t) from (${totalsOf(sql`v where picked`)}) t) as totals,
      (${monthsOf(sql`v where picked`)}) as months,
      (select coalesce(json_agg(year order by year desc), '[]') from (select distinct extract(year from start_local)::int as year from v) y) as years,
      (select coalesce(json_agg(country_code order by country_code), '[]') from (select distinct country_code from v where country_code is not null) c) as countries,
      (select coalesce(json_agg(json_build_object('id', id, 'name', name, 'countryCode', country_code) order by name, id), '[]')
        from (select s.id, s.name, s.country_code from dive_site s where s.id in (select site_id from v) order by s.name, s.id limit 500) s) as sites,
      (select coalesce(json_agg(tag order by tag), '[]') from (select distinct unnest(tags) as tag from v order by 1 limit 200) t) as tags,
      (select coalesce(json_agg(json_build_object('value', value, 'label', label) order by label, value), '[]') from (
        select distinct case when x.buddy_id is null then 'n:' || x.name else 'm:' || u.member_id end as value,
          coalesce(x.name, u.first_name || ' ' || u.last_name) as label
        from (select distinct b.buddy_id, case when b.buddy_id is null then b.name end as name from v join dive_buddy b on b.dive_id = v.id) x
          -- Looked up one by one (offset 0 keeps the planner from hashing every member instead).
          left join lateral (select member_id, first_name, last_name from auth_user where id = x.buddy_id offset 0) u on true
        order by 2, 1 limit 500) b) as buddies`);
  const row = rows[0]!;
  return {
    version: Number(row.version ?? 0),
    summary: {
      totals: totalsFrom(row.totals),
      months: monthsFrom(row.months),
      choices: { years: row.years, sites: row.sites, countries: row.countries, buddies: row.buddies, tags: row.tags },
    },
  };
}

/** The owner's version of their log (0 when nothing has moved it yet). */
async function logVersion(ownerId: string): Promise<number> {
  const { rows } = await db().execute<{ version: number | string }>(sql`select version from logbook_version where member_id = ${ownerId}`);
  return Number(rows[0]?.version ?? 0);
}

/**
 * Each owner's whole-log summary, as built at their version: reading a 5,000-dive log's took most of
 * its page's time, and it changes only when the log does. Each app server keeps its own and checks the
 * version on every read, so a change made through any server shows at once. Budget in characters of
 * JSON, about the bytes kept.
 */
const ownSummaries = new RecencyCache<string, { version: number; summary: LogSummary }>(16_000_000, (entry) => JSON.stringify(entry.summary).length);

async function wholeOwnLog(ownerId: string, knownVersion: Promise<number> | null): Promise<LogSummary> {
  const kept = ownSummaries.get(ownerId);
  if (kept && knownVersion && kept.version === (await knownVersion)) return kept.summary;
  const built = await buildSummary({ ownerId, viewer: { id: ownerId }, filters: { page: 1 } });
  ownSummaries.set(ownerId, built);
  return built.summary;
}

/**
 * The totals, dives per month and filter choices of a log. The owner's whole log comes from the kept
 * summary; filtered, its totals and months are counted over the picked dives only, beside it. Anyone
 * else's view of a log is counted afresh (only what its privacy lets them see).
 */
export async function logSummary(options: { ownerId: string; viewer: DiveViewer; filters: LogFilters }): Promise<LogSummary> {
  const { ownerId, viewer, filters } = options;
  if (viewer?.id !== ownerId) return (await buildSummary(options)).summary;
  const version = ownSummaries.has(ownerId) ? logVersion(ownerId) : null;
  if (!isFiltered(filters)) return wholeOwnLog(ownerId, version);
  const [whole, picked] = await Promise.all([
    wholeOwnLog(ownerId, version),
    db().execute<{ totals: TotalsRow; months: Array<[string, number]> }>(sql`
      with v as materialized (select ${SUMMED_COLUMNS} from dive d where ${filtered(ownerId, viewer, filters)})
      select (select row_to_json(t) from (${totalsOf(sql`v`)}) t) as totals, (${monthsOf(sql`v`)}) as months`),
  ]);
  const row = picked.rows[0]!;
  return { totals: totalsFrom(row.totals), months: monthsFrom(row.months), choices: whole.choices };
}

export type DivePlacePoint = { key: string; name: string; lat: number; lng: number; siteId: number | null; dives: number; lastDiveId: number; lastStart: string };

/** The places of the member's dives with a position (an atlas site or a new place), with how many dives each. */
export async function divePlaces(options: { ownerId: string; viewer: DiveViewer }): Promise<DivePlacePoint[]> {
  const { rows } = await db().execute<{ key: string; name: string; lat: number; lng: number; site_id: number | null; dives: number; last_dive_id: number; last_start: string }>(sql`
    select coalesce('site:' || d.site_id, 'place:' || d.place_lat || ',' || d.place_lng) as key,
      coalesce(min(s.name), min(d.place_name)) as name, coalesce(min(s.lat), min(d.place_lat)) as lat, coalesce(min(s.lng), min(d.place_lng)) as lng,
      min(d.site_id) as site_id, count(*)::int as dives,
      (array_agg(d.id order by d.start_local desc, d.id desc))[1] as last_dive_id,
      to_char(max(d.start_local), 'YYYY-MM-DD"T"HH24:MI:SS') as last_start
    from dive d left join dive_site s on s.id = d.site_id
    where ${visibleTo(options.ownerId, options.viewer)} and (d.site_id is not null or d.place_lat is not null)
    group by 1 order by count(*) desc, 2 limit 2000`);
  return rows.map((row) => ({ key: row.key, name: row.name, lat: row.lat, lng: row.lng, siteId: row.site_id, dives: row.dives, lastDiveId: row.last_dive_id, lastStart: row.last_start }));
}

/** The number the member's next dive takes (for the form's hint; the service takes it for real). */
export async function nextDiveNumber(memberId: string): Promise<number> {
  const { rows } = await db().execute<{ next: number }>(sql`select coalesce(max(number), 0)::int + 1 as next from dive where member_id = ${memberId}`);
  return rows[0]!.next;
}
