// Reads of dive sites: the /explore search (shared with the map page), a listing, its neighbours,
// the compare set and the sitemap. Relative imports with extensions: the benchmark runs this file
// under plain Node.
import { and, asc, count, desc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { keptUntilChanged } from '../../lib/change-feed.server.ts';
import { db, schema } from '../../lib/db.server.ts';
import { COUNT_CAP_FOR_DISPLAY } from './explore-limits.ts';
import { distanceKm, parseLatLng, type LatLng } from '../../lib/geo.ts';
import { distanceKmSql } from '../../lib/geo-sql.server.ts';
import { filtersOnUnrecordedFacts, PAGE_SIZE, type SiteFilters } from './site-filters.ts';
import { queryWords, similarityText } from '../../lib/search-text.ts';
import { seaInQuery, seaPhrases, type Sea } from './seas.ts';
import { NOT_DIVEABLE_STATUSES } from './site-vocabulary.ts';
import { escapeLike } from '../../lib/sql-like.ts';

/** Counting stops here: "more than 1,000 sites" is as useful as the exact figure and much cheaper. */
export const COUNT_CAP = COUNT_CAP_FOR_DISPLAY;

export type SiteCard = {
  id: number;
  name: string;
  countryCode: string;
  region: string | null;
  lat: number;
  lng: number;
  siteTypes: string[];
  level: string | null;
  depthMinM: number | null;
  depthMaxM: number | null;
  ratingAverage: number | null;
  ratingCount: number;
  photoCount: number;
  coverPhoto: string | null;
  isSeed: boolean;
  /** Whether scuba is open at the site (site-vocabulary.ts: DIVE_STATUSES); null when not recorded. */
  diveStatus: string | null;
  diveStatusSince: string | null;
  /** Water temperature of the filtered month, when a month is chosen and it is known (curated first, else reported). */
  monthTemp: { minC: number | null; maxC: number | null } | null;
  /** Whether the filtered month's temperature is curated or from divers' reports. */
  monthTempBasis: 'curated' | 'reported' | null;
  /** Why the site matches the month filter: it names the month as a best month, or divers reported dives in it. */
  monthBasis: 'curated' | 'reported' | null;
  /** The deepest dive divers reported, shown when no curated depth is known. */
  reportedDepthMaxM: number | null;
  positionPrecisionM: number | null;
  /** Great-circle distance from the search's place, when there is one. */
  distanceKm: number | null;
};

export type Origin = LatLng & { label: string };

export type SearchResult = {
  sites: SiteCard[];
  /** Number of matching sites, at most COUNT_CAP. */
  total: number;
  capped: boolean;
  page: number;
  pageCount: number;
  origin: Origin | null;
  /**
   * With a level, depth or month filter: how many more sites match everything else but do not record
   * the filtered fact (capped like total); null when no such filter is on or they are already included.
   */
  unrecorded: number | null;
  /** How many sites closed to scuba also match, left out by default; null when they are included. */
  closedMatches: number | null;
};

/** A dive_site row as the card queries select it (snake_case, as PostgreSQL returns it). */
export type CardRow = {
  id: number;
  name: string;
  country_code: string;
  region: string | null;
  lat: number;
  lng: number;
  site_types: string[];
  level: string | null;
  depth_min_m: number | null;
  depth_max_m: number | null;
  rating_average: string | null;
  rating_count: number;
  photo_count: number;
  cover_photo: string | null;
  is_seed: boolean;
  dive_status?: string | null;
  dive_status_since?: string | null;
  month_temp: { minC: number | null; maxC: number | null } | null;
  month_temp_basis?: 'curated' | 'reported' | null;
  month_basis?: 'curated' | 'reported' | null;
  reported_depth_max_m?: number | null;
  position_precision_m?: number | null;
};

/** The columns every site card is read from (the /explore list, the wishlist, the map's list). */
export const CARD_COLUMNS = sql.raw(
  `s.id, s.name, s.country_code, s.region, s.lat, s.lng, s.site_types, s.level, s.depth_min_m, s.depth_max_m,
   s.rating_average, s.rating_count, s.photo_count, s.cover_photo, s.is_seed, s.reported_depth_max_m, s.position_precision_m,
   s.dive_status, s.dive_status_since`,
);

/** A card from its row: the one mapping of every list of sites; distances from the stored position. */
export function toCard(row: CardRow, origin: LatLng | null): SiteCard {
  return {
    id: row.id,
    name: row.name,
    countryCode: row.country_code,
    region: row.region,
    lat: row.lat,
    lng: row.lng,
    siteTypes: row.site_types,
    level: row.level,
    depthMinM: row.depth_min_m,
    depthMaxM: row.depth_max_m,
    ratingAverage: row.rating_average === null ? null : Number(row.rating_average),
    ratingCount: row.rating_count,
    photoCount: row.photo_count,
    coverPhoto: row.cover_photo,
    isSeed: row.is_seed,
    diveStatus: row.dive_status ?? null,
    diveStatusSince: row.dive_status_since ?? null,
    monthTemp: row.month_temp ?? null,
    monthTempBasis: row.month_temp_basis ?? null,
    monthBasis: row.month_basis ?? null,
    reportedDepthMaxM: row.reported_depth_max_m ?? null,
    positionPrecisionM: row.position_precision_m ?? null,
    distanceKm: origin ? distanceKm(origin, row) : null,
  };
}

/**
 * The full-text query for what was typed. Each word matches as a prefix ("thistle" finds
 * "Thistlegorm"); a word that starts no known word is also tried as its three nearest known words
 * (trigram similarity over dive_site_word, a small table), which forgives typos: "thistlegrom"
 * becomes "thistlegrom:* | thistlegorm". The sites themselves are then found by the GIN index.
 */
function expandedTsQuery(words: readonly string[]): SQL {
  return sql`(select to_tsquery('simple', string_agg(alternatives, ' & ' order by n)) from (
      select q.n, '(' || q.word || ':*' || coalesce((
          select string_agg(' | ' || near.word, '') from (
            select w.word from dive_site_word w
            where length(q.word) >= 4 and w.word % q.word
              and not exists (select 1 from dive_site_word known where known.word like q.word || '%')
            order by similarity(w.word, q.word) desc, w.word
            limit 3) as near), '') || ')' as alternatives
      from regexp_split_to_table(regexp_replace(unaccent(lower(${words.join(' ')})), '[^[:alnum:]]+', ' ', 'g'), ' ') with ordinality as q(word, n)
      where q.word <> '') as groups)`;
}

/**
 * A site in a sea: its name, region or country names the sea (a phrase, GIN index), or it lies in
 * the sea's box in one of the countries on its shores (GiST index on the position).
 */
function inSea(sea: Sea): { where: SQL; named: SQL } {
  const named = sql.join(
    seaPhrases(sea).map((phrase) => sql`s.search_vector @@ to_tsquery('simple', ${phrase})`),
    sql` or `,
  );
  if (!sea.extent) return { where: sql`(${named})`, named: sql`(${named})` };
  const [west, south, east, north] = sea.extent.box;
  const countries = sql.join(sea.extent.countries.map((code) => sql`${code}`), sql`, `);
  return {
    where: sql`((${named}) or (s.country_code in (${countries}) and point(s.lng, s.lat) <@ box(point(${west}, ${south}), point(${east}, ${north}))))`,
    named: sql`(${named})`,
  };
}

/** How many published sites a sea has, and the box around them (for the map's place search). */
export async function seaSites(sea: Sea): Promise<{ count: number; box: [number, number, number, number] | null }> {
  const { rows } = await db().execute<{ count: number; west: number | null; south: number | null; east: number | null; north: number | null }>(sql`
    select count(*)::int as count, min(s.lng) as west, min(s.lat) as south, max(s.lng) as east, max(s.lat) as north
    from dive_site s where s.status = 'published' and ${inSea(sea).where}`);
  const row = rows[0];
  if (!row?.count || row.west === null || row.south === null || row.east === null || row.north === null) return { count: row?.count ?? 0, box: null };
  return { count: row.count, box: [row.west, row.south, row.east, row.north] };
}

/**
 * SQL for the text part of a search: a match condition and a relevance score. A text with no word
 * in it ("%", "_", punctuation) matches nothing: it names no site. A text that names a sea ("Red
 * Sea", "Mar Rojo") finds the sites of that sea, and any other words narrow them.
 */
function textMatch(q: string): { where: SQL; rank: SQL } {
  const words = queryWords(q);
  if (!words.length) return { where: sql`false`, rank: sql`0::real` };
  const sea = seaInQuery(words);
  if (sea) {
    const { where, named } = inSea(sea.sea);
    const rest = sea.rest.length ? expandedTsQuery(sea.rest) : null;
    return {
      where: rest ? sql`${where} and s.search_vector @@ ${rest}` : where,
      // Sites whose own text names the sea (or matches the other words) first.
      rank: rest ? sql`(ts_rank(s.search_vector, ${rest}) + ${named}::int)` : sql`${named}::int`,
    };
  }
  const query = expandedTsQuery(words);
  return {
    where: sql`s.search_vector @@ ${query}`,
    // Weighted rank (name, then aliases, then place), and an exact name first of all.
    rank: sql`(ts_rank(s.search_vector, ${query}) + (s.name_key = ${words.join(' ')})::int)`,
  };
}

/** The coldest curated water temperature of a month (1–12), or null. */
function curatedMonthTemperature(month: number): SQL {
  const entry = sql`s.water_temp_by_month -> ${month - 1}::int`;
  return sql`coalesce((${entry} ->> 'minC')::float8, (${entry} ->> 'maxC')::float8)`;
}

/** The coldest water divers reported in a month, or null. */
function reportedMonthTemperature(month: number): SQL {
  const entry = sql`s.reported_conditions -> 'tempByMonth' -> ${month - 1}::int`;
  return sql`coalesce((${entry} ->> 'minC')::float8, (${entry} ->> 'maxC')::float8)`;
}

/** A month's water temperature: the curated figure first, what divers reported second. */
function monthTemperature(month: number): SQL {
  return sql`coalesce(${curatedMonthTemperature(month)}, ${reportedMonthTemperature(month)})`;
}

/**
 * Facts are matched on what is curated first and on what divers reported second: a site with no
 * curated best months matches a month divers reported dives in; one with no curated depth matches
 * on the deepest dive reported. Cards say which.
 */
function monthMatches(month: number): SQL {
  const wanted = sql`array[${month}]::smallint[]`;
  return sql`(s.best_months @> ${wanted} or (cardinality(s.best_months) = 0 and s.reported_months @> ${wanted}))`;
}

function depthAtMost(metres: number): SQL {
  return sql`(s.depth_max_m <= ${metres} or (s.depth_max_m is null and s.reported_depth_max_m <= ${metres}))`;
}

function depthAtLeast(metres: number): SQL {
  return sql`(s.depth_max_m >= ${metres} or (s.depth_max_m is null and s.reported_depth_max_m >= ${metres}))`;
}

/** A site whose fact is neither curated nor reported, for each filter that may include such sites. */
const UNKNOWN = {
  level: sql`s.level is null`,
  depth: sql`(s.depth_max_m is null and s.reported_depth_max_m is null)`,
  months: sql`(cardinality(s.best_months) = 0 and cardinality(s.reported_months) = 0)`,
};

/** A site a scuba diver can dive: no status recorded, or one that allows it. */
export const DIVEABLE = sql.raw(`(s.dive_status is null or s.dive_status not in (${NOT_DIVEABLE_STATUSES.map((status) => `'${status}'`).join(', ')}))`);

/**
 * The WHERE conditions for filters, shared by the list, the export and the map page. Every
 * condition has an index: GIN for text and arrays, btree for level, depth and rating. Sites closed
 * to scuba are left out unless the filters ask for them.
 */
export function siteFilterConditions(filters: SiteFilters): SQL[] {
  const conditions: SQL[] = [sql`s.status = 'published'`];
  if (!filters.includeClosed) conditions.push(DIVEABLE);
  // A fact that is not recorded passes its filter only when the visitor asked to include such sites.
  const orUnknown = (condition: SQL, unknown: SQL) => (filters.includeUnknown ? sql`(${condition} or ${unknown})` : condition);
  if (filters.q) conditions.push(textMatch(filters.q).where);
  if (filters.types.length) conditions.push(sql`s.site_types && ${toTextArray(filters.types)}`);
  if (filters.entries.length) conditions.push(sql`s.entry && ${toTextArray(filters.entries)}`);
  if (filters.levels.length) conditions.push(orUnknown(sql`s.level in (${sql.join(filters.levels.map((level) => sql`${level}`), sql`, `)})`, UNKNOWN.level));
  if (filters.depthMinM !== undefined) conditions.push(orUnknown(depthAtLeast(filters.depthMinM), UNKNOWN.depth));
  if (filters.depthMaxM !== undefined) conditions.push(orUnknown(depthAtMost(filters.depthMaxM), UNKNOWN.depth));
  if (filters.country) conditions.push(sql`s.country_code = ${filters.country}`);
  if (filters.region) {
    const folded = similarityText(filters.region);
    if (folded) conditions.push(sql`s.region_key like ${`%${escapeLike(folded)}%`}`);
  }
  if (filters.month) {
    conditions.push(orUnknown(monthMatches(filters.month), UNKNOWN.months));
    if (filters.minTempC !== undefined) {
      const temperature = monthTemperature(filters.month);
      conditions.push(orUnknown(sql`${temperature} >= ${filters.minTempC}`, sql`${temperature} is null`));
    }
  }
  if (filters.hasPhotos) conditions.push(sql`s.photo_count > 0`);
  if (filters.minRating) conditions.push(sql`s.rating_average >= ${filters.minRating}`);
  return conditions;
}

function toTextArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::text[]`;
}

/**
 * The place distances are measured from: typed coordinates ("-8.27, 115.59"), or the best match of
 * a place name among published sites (their names, regions and countries are the gazetteer).
 */
export async function resolvePlace(near: string): Promise<Origin | null> {
  if (!near) return null;
  const position = parseLatLng(near);
  if (position) return { ...position, label: `${position.lat}, ${position.lng}` };
  if (!queryWords(near).length) return null;
  const text = textMatch(near);
  const { rows } = await db().execute<{ lat: number; lng: number; name: string; region: string | null }>(sql`
    select s.lat, s.lng, s.name, s.region from dive_site s
    where s.status = 'published' and ${text.where}
    order by (s.region_key like ${`${escapeLike(similarityText(near))}%`})::int desc, ${text.rank} desc, s.id
    limit 1`);
  const row = rows[0];
  if (!row) return null;
  return { lat: row.lat, lng: row.lng, label: row.region ? `${row.name}, ${row.region}` : row.name };
}

/** The filtered month's temperature (curated first, else reported) and why the site matches the month. */
function monthTempColumn(filters: SiteFilters): SQL {
  if (!filters.month) return sql`null::jsonb as month_temp, null::text as month_temp_basis, null::text as month_basis`;
  const index = filters.month - 1;
  const wanted = sql`array[${filters.month}]::smallint[]`;
  return sql`case when jsonb_typeof(s.water_temp_by_month -> ${index}::int) = 'object' then s.water_temp_by_month -> ${index}::int
      when jsonb_typeof(s.reported_conditions -> 'tempByMonth' -> ${index}::int) = 'object' then s.reported_conditions -> 'tempByMonth' -> ${index}::int end as month_temp,
    case when jsonb_typeof(s.water_temp_by_month -> ${index}::int) = 'object' then 'curated'
      when jsonb_typeof(s.reported_conditions -> 'tempByMonth' -> ${index}::int) = 'object' then 'reported' end as month_temp_basis,
    case when s.best_months @> ${wanted} then 'curated' when s.reported_months @> ${wanted} then 'reported' end as month_basis`;
}

/** The two statements behind one /explore page: the capped count and the page of rows. */
export function searchStatements(filters: SiteFilters, origin: Origin | null, pageSize: number = PAGE_SIZE): { count: SQL; page: SQL } {
  const where = sql.join(siteFilterConditions(filters), sql` and `);
  return {
    count: sql`select count(*)::int as total from (select 1 from dive_site s where ${where} limit ${COUNT_CAP + 1}) as matched`,
    page: pageQuery(filters, where, origin, (filters.page - 1) * pageSize, pageSize),
  };
}

/** One page of /explore results, plus the capped total. */
export async function searchSites(filters: SiteFilters, options: { pageSize?: number } = {}): Promise<SearchResult> {
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const origin = filters.near ? await resolvePlace(filters.near) : null;
  const statements = searchStatements(filters, origin, pageSize);
  const [countResult, rowsResult, unrecorded, closedMatches] = await Promise.all([
    db().execute<{ total: number }>(statements.count),
    db().execute<CardRow>(statements.page),
    countUnrecorded(filters),
    countClosedMatches(filters),
  ]);
  const counted = countResult.rows[0]?.total ?? 0;
  const total = Math.min(counted, COUNT_CAP);
  return {
    sites: rowsResult.rows.map((row) => toCard(row, origin)),
    total,
    capped: counted > COUNT_CAP,
    page: filters.page,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    origin,
    unrecorded,
    closedMatches,
  };
}

/** Sites closed to scuba that match everything else: the page says so, with a link that includes them. */
async function countClosedMatches(filters: SiteFilters): Promise<number | null> {
  if (filters.includeClosed) return null;
  const where = sql.join([...siteFilterConditions({ ...filters, includeClosed: true }), sql`not ${DIVEABLE}`], sql` and `);
  const { rows } = await db().execute<{ total: number }>(sql`select count(*)::int as total from (select 1 from dive_site s where ${where} limit ${COUNT_CAP}) as matched`);
  return rows[0]?.total ?? 0;
}

/** Sites left out only because a filtered fact is not recorded (see SearchResult.unrecorded). */
async function countUnrecorded(filters: SiteFilters): Promise<number | null> {
  if (filters.includeUnknown || !filtersOnUnrecordedFacts(filters)) return null;
  const missing: SQL[] = [];
  if (filters.levels.length) missing.push(UNKNOWN.level);
  if (filters.depthMinM !== undefined || filters.depthMaxM !== undefined) missing.push(UNKNOWN.depth);
  if (filters.month) missing.push(UNKNOWN.months);
  if (filters.month && filters.minTempC !== undefined) missing.push(sql`${monthTemperature(filters.month)} is null`);
  const where = sql.join([...siteFilterConditions({ ...filters, includeUnknown: true }), sql`(${sql.join(missing, sql` or `)})`], sql` and `);
  const { rows } = await db().execute<{ total: number }>(sql`select count(*)::int as total from (select 1 from dive_site s where ${where} limit ${COUNT_CAP}) as matched`);
  return rows[0]?.total ?? 0;
}

function pageQuery(filters: SiteFilters, where: SQL, origin: Origin | null, offset: number, limit: number): SQL {
  const monthTemp = monthTempColumn(filters);
  if (filters.sort === 'distance' && origin) {
    // The GiST index returns sites nearest-first in plain degrees; a window of those candidates is
    // then put in great-circle order, which differs from the planar order only away from the equator.
    const window = (offset + limit) * 3 + 40;
    return sql`
      select * from (
        select ${CARD_COLUMNS}, ${monthTemp} from dive_site s
        where ${where}
        order by point(s.lng, s.lat) <-> point(${origin.lng}, ${origin.lat})
        limit ${window}
      ) as nearest
      order by ${distanceKmSql(origin, 'nearest')}, nearest.id
      offset ${offset} limit ${limit}`;
  }
  let order: SQL;
  if (filters.sort === 'relevance' && filters.q) {
    order = sql`${textMatch(filters.q).rank} desc, s.rating_average desc nulls last, s.id`;
  } else if (filters.sort === 'name') {
    order = sql`s.name_key, s.id`;
  } else {
    order = sql`s.rating_average desc nulls last, s.rating_count desc, s.id`;
  }
  return sql`select ${CARD_COLUMNS}, ${monthTemp} from dive_site s where ${where} order by ${order} offset ${offset} limit ${limit}`;
}

/** Every matching site (up to `max`), for GPX/KML export, in the same order as the list. */
export async function searchSitesForExport(filters: SiteFilters, max: number): Promise<SiteCard[]> {
  const origin = filters.near ? await resolvePlace(filters.near) : null;
  const where = sql.join(siteFilterConditions(filters), sql` and `);
  const { rows } = await db().execute<CardRow>(pageQuery(filters, where, origin, 0, max));
  return rows.map((row) => toCard(row, origin));
}

/**
 * Countries that have at least one published site, for the country filter. Scanning every site for
 * this on each search would cost more than the search itself, so the list is kept until dive sites
 * change.
 */
export const countriesWithSites = keptUntilChanged('dive_site', async () => {
  const { rows } = await db().execute<{ country_code: string }>(
    sql`select distinct country_code from dive_site where status = 'published' order by country_code`,
  );
  return rows.map((row) => row.country_code);
});

export type NearbySite = { id: number; name: string; countryCode: string; region: string | null; lat: number; lng: number; distanceKm: number; diveStatus: string | null; diveStatusSince: string | null };

/** The published sites nearest to a position (KNN on the GiST index), with great-circle distances. */
export async function nearbySites(position: LatLng, options: { excludeId?: number; limit?: number; withinKm?: number } = {}): Promise<NearbySite[]> {
  const limit = options.limit ?? 6;
  const { rows } = await db().execute<{ id: number; name: string; country_code: string; region: string | null; lat: number; lng: number; dive_status: string | null; dive_status_since: string | null }>(sql`
    select s.id, s.name, s.country_code, s.region, s.lat, s.lng, s.dive_status, s.dive_status_since from dive_site s
    where s.status = 'published' and s.id <> ${options.excludeId ?? 0}
    order by point(s.lng, s.lat) <-> point(${position.lng}, ${position.lat})
    limit ${limit * 3}`);
  return rows
    .map((row) => ({
      id: row.id,
      name: row.name,
      countryCode: row.country_code,
      region: row.region,
      lat: row.lat,
      lng: row.lng,
      distanceKm: distanceKm(position, row),
      diveStatus: row.dive_status,
      diveStatusSince: row.dive_status_since,
    }))
    .filter((site) => options.withinKm === undefined || site.distanceKm <= options.withinKm)
    .sort((a, b) => a.distanceKm - b.distanceKm)
    .slice(0, limit);
}

export type SiteRow = typeof schema.diveSites.$inferSelect;
export type SitePhoto = Pick<typeof schema.diveSitePhotos.$inferSelect, 'id' | 'storageKey' | 'width' | 'height' | 'sizes' | 'position'>;
export type SiteDetail = Omit<SiteRow, 'searchText' | 'searchVector' | 'nameKey' | 'regionKey'> & { photos: SitePhoto[] };

const photoColumns = {
  id: schema.diveSitePhotos.id,
  storageKey: schema.diveSitePhotos.storageKey,
  width: schema.diveSitePhotos.width,
  height: schema.diveSitePhotos.height,
  sizes: schema.diveSitePhotos.sizes,
  position: schema.diveSitePhotos.position,
};

/** A site with its photos, whatever its status: callers decide who may see a hidden one. */
export async function getSite(id: number): Promise<SiteDetail | null> {
  const { searchText: _t, searchVector: _v, nameKey: _n, regionKey: _r, ...columns } = getTableColumns(schema.diveSites);
  const [site] = await db().select(columns).from(schema.diveSites).where(eq(schema.diveSites.id, id)).limit(1);
  if (!site) return null;
  const photos = await db()
    .select(photoColumns)
    .from(schema.diveSitePhotos)
    .where(eq(schema.diveSitePhotos.siteId, id))
    .orderBy(asc(schema.diveSitePhotos.position), asc(schema.diveSitePhotos.id));
  return { ...site, photos };
}

/** Published sites by id, in the order asked (for /compare). Unknown or hidden ids are left out. */
export async function getPublishedSites(ids: readonly number[]): Promise<SiteDetail[]> {
  if (!ids.length) return [];
  const { searchText: _t, searchVector: _v, nameKey: _n, regionKey: _r, ...columns } = getTableColumns(schema.diveSites);
  const sites = await db()
    .select(columns)
    .from(schema.diveSites)
    .where(and(inArray(schema.diveSites.id, [...ids]), eq(schema.diveSites.status, 'published')));
  const photos = await db()
    .select({ ...photoColumns, siteId: schema.diveSitePhotos.siteId })
    .from(schema.diveSitePhotos)
    .where(inArray(schema.diveSitePhotos.siteId, [...ids]))
    .orderBy(asc(schema.diveSitePhotos.position), asc(schema.diveSitePhotos.id));
  const byId = new Map<number, SiteDetail>(
    sites.map((site) => [site.id, { ...site, photos: photos.filter((photo) => photo.siteId === site.id).map(({ siteId: _siteId, ...photo }) => photo) }]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Id and last change of every published site, for the sitemap. */
export async function publishedSitesForSitemap(options: { offset: number; limit: number }): Promise<Array<{ id: number; updatedAt: Date }>> {
  return db()
    .select({ id: schema.diveSites.id, updatedAt: schema.diveSites.updatedAt })
    .from(schema.diveSites)
    .where(eq(schema.diveSites.status, 'published'))
    .orderBy(asc(schema.diveSites.id))
    .offset(options.offset)
    .limit(options.limit);
}

export async function countPublishedSites(): Promise<number> {
  const [row] = await db().select({ total: count() }).from(schema.diveSites).where(eq(schema.diveSites.status, 'published'));
  return row?.total ?? 0;
}

/** Published sites as cards, in the order of `ids` (a wishlist). */
export async function siteCardsByIds(ids: readonly number[]): Promise<SiteCard[]> {
  if (!ids.length) return [];
  const { rows } = await db().execute<CardRow>(
    sql`select ${CARD_COLUMNS}, null::jsonb as month_temp from dive_site s where s.status = 'published' and s.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
  );
  const byId = new Map(rows.map((row) => [row.id, toCard(row, null)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export type MemberListing = { id: number; name: string; countryCode: string; region: string | null; status: string; hiddenByModerator: boolean; updatedAt: Date; ratingAverage: number | null; ratingCount: number; photoCount: number };

/** The sites a member added and has not deleted, newest change first. */
export async function memberListings(userId: string): Promise<MemberListing[]> {
  const rows = await db()
    .select({
      id: schema.diveSites.id,
      name: schema.diveSites.name,
      countryCode: schema.diveSites.countryCode,
      region: schema.diveSites.region,
      status: schema.diveSites.status,
      hiddenBy: schema.diveSites.hiddenBy,
      updatedAt: schema.diveSites.updatedAt,
      ratingAverage: schema.diveSites.ratingAverage,
      ratingCount: schema.diveSites.ratingCount,
      photoCount: schema.diveSites.photoCount,
    })
    .from(schema.diveSites)
    .where(and(eq(schema.diveSites.createdBy, userId), isNull(schema.diveSites.deletedAt)))
    .orderBy(desc(schema.diveSites.updatedAt));
  return rows.map(({ hiddenBy, ratingAverage, ...row }) => ({ ...row, hiddenByModerator: row.status !== 'published' && hiddenBy !== userId, ratingAverage: ratingAverage === null ? null : Number(ratingAverage) }));
}
