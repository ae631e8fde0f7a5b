// Dive centres as cards: the finder's search (filters, place, distance) and the lists on dive-site
// pages. Cards never carry the centre's email address.
import { sql, type SQL } from 'drizzle-orm';
import { db } from '../../lib/db.server.ts';
import { distanceKm, type LatLng } from '../../lib/geo.ts';
import { distanceKmSql } from '../../lib/geo-sql.server.ts';
import { bestPlace } from '../map/place-search.server.ts';
import { wrapLng } from '../../lib/geo-box.ts';
import { CENTER_PAGE_SIZE, type CenterFilters } from './center-filters.ts';
import type { CenterKind } from './center-vocabulary.ts';

export type CenterCard = {
  id: number;
  kind: CenterKind;
  name: string;
  countryCode: string;
  region: string | null;
  lat: number;
  lng: number;
  agencies: string[];
  primaryAgency: string | null;
  services: string[];
  languages: string[];
  courseTypes: string[];
  ratingAverage: number | null;
  ratingCount: number;
  coverPhoto: string | null;
  logo: string | null;
  verification: 'unverified' | 'verified';
  isSeed: boolean;
  distanceKm: number | null;
};

type CardRow = {
  id: number;
  kind: CenterKind;
  name: string;
  country_code: string;
  region: string | null;
  lat: number;
  lng: number;
  agencies: string[];
  primary_agency: string | null;
  services: string[];
  languages: string[];
  course_types: string[];
  rating_average: string | null;
  rating_count: number;
  cover_photo: string | null;
  logo: string | null;
  verification: 'unverified' | 'verified';
  is_seed: boolean;
};

const CARD_COLUMNS = sql.raw(
  `c.id, c.kind, c.name, c.country_code, c.region, c.lat, c.lng, c.agencies, c.primary_agency, c.services, c.languages,
   c.course_types, c.rating_average, c.rating_count, c.cover_photo, c.logo, c.verification, c.is_seed`,
);

function toCard(row: CardRow, origin: LatLng | null): CenterCard {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    countryCode: row.country_code,
    region: row.region,
    lat: row.lat,
    lng: row.lng,
    agencies: row.agencies,
    primaryAgency: row.primary_agency,
    services: row.services,
    languages: row.languages,
    courseTypes: row.course_types,
    ratingAverage: row.rating_average === null ? null : Number(row.rating_average),
    ratingCount: row.rating_count,
    coverPhoto: row.cover_photo,
    logo: row.logo,
    verification: row.verification,
    isSeed: row.is_seed,
    distanceKm: origin ? distanceKm(origin, row) : null,
  };
}

function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/** Every condition has a GIN (arrays) or btree index. Within a group any value matches; groups combine. */
function filterConditions(filters: CenterFilters, kinds: readonly CenterKind[], countryCode: string | null): SQL {
  const shown = filters.kind ? [filters.kind] : kinds;
  const conditions: SQL[] = [sql`c.status = 'published'`, sql`c.kind in (${sql.join(shown.map((kind) => sql`${kind}`), sql`, `)})`];
  if (countryCode) conditions.push(sql`c.country_code = ${countryCode}`);
  if (filters.agencies.length) conditions.push(sql`c.agencies && ${textArray(filters.agencies)}`);
  // Services, languages and courses are what a diver needs, so each one asked for must be there.
  if (filters.services.length) conditions.push(sql`c.services @> ${textArray(filters.services)}`);
  if (filters.languages.length) conditions.push(sql`c.languages && ${textArray(filters.languages)}`);
  if (filters.courses.length) conditions.push(sql`c.course_types @> ${textArray(filters.courses)}`);
  if (filters.minRating) conditions.push(sql`c.rating_average >= ${filters.minRating}`);
  return sql.join(conditions, sql` and `);
}

/** Where distances are measured from: the visitor's position, or the place the search found. */
export type Origin = LatLng & {
  label: string;
  /** Set when the place is a country: the results are then that country's centres. */
  countryCode: string | null;
};

/**
 * The map's place search (countries, regions, dive sites, centres, in both languages) turns the
 * typed place into a point: the place's own position, or the middle of its area.
 */
export async function resolveCenterPlace(near: string, locale: string): Promise<Origin | null> {
  const place = await bestPlace(near, locale);
  if (!place) return null;
  const [west, south, east, north] = place.box;
  const [lng, lat] = place.point ?? [wrapLng((west + east) / 2), (south + north) / 2];
  return { lat, lng, label: place.label, countryCode: place.kind === 'country' ? place.countryCode : null };
}

export type CenterSearch = {
  centers: CenterCard[];
  total: number;
  page: number;
  pageCount: number;
  origin: Origin | null;
  /** A place was typed but the place search found nothing by that name. */
  placeNotFound: boolean;
};

/**
 * One page of the finder: nearest first when there is a place (typed, or the visitor's own
 * position), otherwise best rated first.
 */
export async function searchCenters(filters: CenterFilters, kinds: readonly CenterKind[], locale: string): Promise<CenterSearch> {
  let origin: Origin | null = null;
  let placeNotFound = false;
  if (filters.at) origin = { ...filters.at, label: '', countryCode: null };
  else if (filters.near) {
    origin = await resolveCenterPlace(filters.near, locale);
    placeNotFound = origin === null;
  }
  const where = filterConditions(filters, kinds, origin?.countryCode ?? null);
  const offset = (filters.page - 1) * CENTER_PAGE_SIZE;
  let rowsQuery: SQL;
  if (origin) {
    // The GiST index hands out candidates nearest-first in plain degrees; that window is then put
    // in great-circle order, which differs from the planar one only far from the equator.
    const window = (offset + CENTER_PAGE_SIZE) * 4 + 100;
    rowsQuery = sql`
      select * from (
        select ${CARD_COLUMNS} from dive_center c where ${where}
        order by point(c.lng, c.lat) <-> point(${origin.lng}, ${origin.lat})
        limit ${window}
      ) as nearest
      order by ${distanceKmSql(origin, 'nearest')}, nearest.id
      offset ${offset} limit ${CENTER_PAGE_SIZE}`;
  } else {
    rowsQuery = sql`select ${CARD_COLUMNS} from dive_center c where ${where}
      order by c.rating_average desc nulls last, c.rating_count desc, lower(c.name), c.id
      offset ${offset} limit ${CENTER_PAGE_SIZE}`;
  }
  const [countResult, rowsResult] = await Promise.all([
    db().execute<{ total: number }>(sql`select count(*)::int as total from dive_center c where ${where}`),
    db().execute<CardRow>(rowsQuery),
  ]);
  const total = countResult.rows[0]?.total ?? 0;
  return {
    centers: rowsResult.rows.map((row) => toCard(row, origin)),
    total,
    page: filters.page,
    pageCount: Math.max(1, Math.ceil(total / CENTER_PAGE_SIZE)),
    origin,
    placeNotFound,
  };
}

/** Published centres nearest to a position, within a distance, for a dive-site page. */
export async function centersNear(lat: number, lng: number, options: { limit?: number; withinKm?: number; excludeIds?: number[] } = {}): Promise<CenterCard[]> {
  const limit = options.limit ?? 6;
  const withinKm = options.withinKm ?? 50;
  const origin = { lat, lng };
  const exclude = options.excludeIds?.length ? sql`and c.id not in (${sql.join(options.excludeIds.map((id) => sql`${id}`), sql`, `)})` : sql``;
  const { rows } = await db().execute<CardRow>(sql`
    select ${CARD_COLUMNS} from dive_center c
    where c.status = 'published' ${exclude}
    order by point(c.lng, c.lat) <-> point(${lng}, ${lat})
    limit ${limit * 3}`);
  return rows
    .map((row) => toCard(row, origin))
    .filter((center) => (center.distanceKm ?? Infinity) <= withinKm)
    .sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0))
    .slice(0, limit);
}

/** Published centres that say they take divers to this site, nearest first. */
export async function centersVisitingSite(siteId: number): Promise<CenterCard[]> {
  const { rows } = await db().execute<CardRow & { site_lat: number; site_lng: number }>(sql`
    select ${CARD_COLUMNS}, s.lat as site_lat, s.lng as site_lng
    from dive_center_site cs
    join dive_center c on c.id = cs.center_id
    join dive_site s on s.id = cs.site_id
    where cs.site_id = ${siteId} and c.status = 'published'
    order by c.rating_average desc nulls last, c.id
    limit 50`);
  return rows.map((row) => toCard(row, { lat: row.site_lat, lng: row.site_lng })).sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0));
}
