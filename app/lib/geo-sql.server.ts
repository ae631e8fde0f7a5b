// The great-circle distance of ./geo.ts as SQL, for queries that sort or filter by it: the same
// formula and the same Earth radius, so a distance the database sorts by is the one a page shows.
import { sql, type SQL } from 'drizzle-orm';
import { EARTH_RADIUS_KM, type LatLng } from './geo.ts';

/**
 * Kilometres from a position to a row's `<alias>.lat` and `<alias>.lng` (haversine). The position is
 * numbers, or another row's columns (a followed area's centre) as SQL.
 */
export function distanceKmSql(origin: LatLng | { lat: SQL; lng: SQL }, alias: string): SQL {
  const lat = sql.raw(`${alias}.lat`);
  const lng = sql.raw(`${alias}.lng`);
  return sql`(${2 * EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(power(sin(radians(${lat} - ${origin.lat}) / 2), 2) + cos(radians(${origin.lat}::float8)) * cos(radians(${lat})) * power(sin(radians(${lng} - ${origin.lng}) / 2), 2)))))`;
}
