// Distances on the Earth's surface. Positions are WGS 84 degrees; the sphere's mean radius is
// accurate to about 0.5 %, which is plenty for "how far apart are these dive sites".

export const EARTH_RADIUS_KM = 6371.0088;

export type LatLng = { lat: number; lng: number };

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine formula). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A box (in degrees) that contains every point within radiusKm of the centre. */
export function boundingBox(centre: LatLng, radiusKm: number): { minLat: number; maxLat: number; minLng: number; maxLng: number } {
  const dLat = (radiusKm / EARTH_RADIUS_KM) * (180 / Math.PI);
  const minLat = Math.max(-90, centre.lat - dLat);
  const maxLat = Math.min(90, centre.lat + dLat);
  const widest = Math.max(Math.abs(minLat), Math.abs(maxLat));
  // Near the poles a small radius spans every longitude.
  const dLng = widest >= 89.9 ? 180 : Math.min(180, dLat / Math.cos(toRadians(widest)));
  return { minLat, maxLat, minLng: centre.lng - dLng, maxLng: centre.lng + dLng };
}

/** Parses "lat,lng" (decimal degrees); undefined when it is not a valid position. */
export function parseLatLng(text: string): LatLng | undefined {
  const match = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*[,;\s]\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text);
  if (!match) return undefined;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  if (!(lat >= -90 && lat <= 90 && lng >= -180 && lng <= 180)) return undefined;
  return { lat, lng };
}
