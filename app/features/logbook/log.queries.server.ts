// Reads of a member's log: a page of dives, the totals and dives per month of the dives a filter
// picks, the choices of the filters, and the places of the map. Each takes the log's owner and the
// viewer explicitly: the owner sees every dive; anyone else only those canViewDive allows, written here
// as SQL (visibleTo) so a list never holds a dive its page would refuse. Everything is one member's
// rows, read through the (member_id, start_local) index.
import { sql, type SQL } from 'drizzle-orm';
import { db } from '../../lib/db.server.ts';
import type { DivePrivacy } from '../../../db/schema/logbook.ts';
import { LOG_PAGE_SIZE, type LogFilters } from './log-filters.ts';
import type { DiveViewer } from './logbook.policy.ts';

/** The dives of `ownerId` the viewer may see: canViewDive as a condition on `d` (the dive table's alias). */
export function visibleTo(ownerId: string, viewer: DiveViewer): SQL {
  if (viewer?.id === ownerId) return sql`d.member_id = ${ownerId}`;
  if (!viewer) return sql`d.member_id = ${ownerId} and d.privacy = 'public'`;
  return sql`d.member_id = ${ownerId} and (d.privacy = 'public' or (d.privacy = 'buddies' and exists (select 1 from dive_buddy vb where vb.dive_id = d.id and vb.buddy_id = ${viewer.id})))`;
}

function filtered(ownerId: string, viewer: DiveViewer, filters: LogFilters): SQL {
  const parts: SQL[] = [visibleTo(ownerId, viewer)];
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
  return sql.join(parts, sql` and `);
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

/** Totals of the dives the filters pick: count, bottom time, the deepest, longest and coldest dive, countries and places. */
export async function logTotals(options: { ownerId: string; viewer: DiveViewer; filters: LogFilters }): Promise<LogTotals> {
  const { rows } = await db().execute<{
    dives: number;
    bottom_s: string | number | null;
    countries: number;
    sites: number;
    deepest: [number, number, number] | null;
    longest: [number, number, number] | null;
    coldest: [number, number, number] | null;
  }>(sql`
    with f as (select d.id, d.number, d.duration_s, d.max_depth_m, d.water_temp_c, d.country_code, d.site_id, d.place_name from dive d where ${filtered(options.ownerId, options.viewer, options.filters)})
    select (select count(*)::int from f) as dives,
      (select sum(duration_s) from f) as bottom_s,
      (select count(distinct country_code)::int from f) as countries,
      (select count(distinct coalesce(site_id::text, 'place:' || lower(place_name)))::int from f) as sites,
      (select json_build_array(id, number, max_depth_m) from f where max_depth_m is not null order by max_depth_m desc, id limit 1) as deepest,
      (select json_build_array(id, number, duration_s) from f where duration_s is not null order by duration_s desc, id limit 1) as longest,
      (select json_build_array(id, number, water_temp_c) from f where water_temp_c is not null order by water_temp_c, id limit 1) as coldest`);
  const row = rows[0]!;
  const record = (value: [number, number, number] | null): LogRecord => (value ? { diveId: value[0], number: value[1], value: value[2] } : null);
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

/** Dives per month ("2024-05") of the dives the filters pick, oldest first; months without dives are left out. */
export async function divesPerMonth(options: { ownerId: string; viewer: DiveViewer; filters: LogFilters }): Promise<Array<{ month: string; dives: number }>> {
  const { rows } = await db().execute<{ month: string; dives: number }>(sql`
    select to_char(d.start_local, 'YYYY-MM') as month, count(*)::int as dives from dive d
    where ${filtered(options.ownerId, options.viewer, options.filters)}
    group by 1 order by 1`);
  return rows;
}

export type LogFilterChoices = {
  years: number[];
  sites: Array<{ id: number; name: string }>;
  countries: string[];
  buddies: Array<{ value: string; label: string }>;
  tags: string[];
};

/** What the filters offer: only values the visible log holds. */
export async function logFilterChoices(options: { ownerId: string; viewer: DiveViewer }): Promise<LogFilterChoices> {
  const where = visibleTo(options.ownerId, options.viewer);
  const [years, sites, countries, buddies, tags] = await Promise.all([
    db().execute<{ year: number }>(sql`select distinct extract(year from d.start_local)::int as year from dive d where ${where} order by 1 desc`),
    db().execute<{ id: number; name: string }>(sql`select distinct s.id, s.name from dive d join dive_site s on s.id = d.site_id where ${where} order by s.name limit 500`),
    db().execute<{ country_code: string }>(sql`select distinct d.country_code from dive d where ${where} and d.country_code is not null order by 1`),
    db().execute<{ value: string; label: string }>(sql`
      select distinct case when b.buddy_id is null then 'n:' || b.name else 'm:' || u.member_id end as value,
        coalesce(b.name, u.first_name || ' ' || u.last_name) as label
      from dive d join dive_buddy b on b.dive_id = d.id left join auth_user u on u.id = b.buddy_id
      where ${where} order by 2 limit 500`),
    db().execute<{ tag: string }>(sql`select distinct unnest(d.tags) as tag from dive d where ${where} order by 1 limit 200`),
  ]);
  return {
    years: years.rows.map((row) => row.year),
    sites: sites.rows,
    countries: countries.rows.map((row) => row.country_code),
    buddies: buddies.rows,
    tags: tags.rows.map((row) => row.tag),
  };
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
