// Which seeded dive sites lie on the detailed land (the OpenStreetMap land polygons the basemap
// serves): a site at sea should not, and one inland (a cenote, a lake, a quarry, a spring) must say
// why. Reading the land file takes seconds, so `npm run seed:land-check` writes the result to
// db/seed/data/sites-on-land.json with a fingerprint of the positions it checked, and a fast data test
// (db/seed/data/sites-on-land.data.test.ts) holds the list to its reasons.
import { createHash } from 'node:crypto';
import type { LandStore } from './land-store.server.ts';

export type SeedPosition = { key: string; lat: number; lng: number };

export type OnLandRecord = {
  /** The land data's version the check used (land-store.server.ts: LAND_VERSION). */
  landVersion: string;
  /** A fingerprint of every site's key and position checked, so a moved site asks for a new check. */
  positions: string;
  /** The seeded sites whose position lies on land, by key (sorted), with about how far the sea is. */
  onLand: Record<string, { seaWithinM: number | null }>;
};

/** Rings searched for the nearest sea, in metres; beyond the last, the sea is "further" (null). */
const SEA_RINGS_M = [25, 50, 100, 150, 200, 300, 500, 750, 1000, 1500, 2000, 3000, 5000];
const EARTH_M_PER_DEGREE = 111_320;

export function positionsFingerprint(sites: readonly SeedPosition[]): string {
  const lines = sites.map((site) => `${site.key} ${site.lat} ${site.lng}`).sort();
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}

/**
 * About how far the nearest sea is from a point on land: the first of SEA_RINGS_M on which one of 36
 * points around it is at sea (a lake inside the land counts as land, as in the land polygons).
 */
export async function seaWithin(store: LandStore, lat: number, lng: number): Promise<number | null> {
  for (const radius of SEA_RINGS_M) {
    for (let degrees = 0; degrees < 360; degrees += 10) {
      const angle = (degrees * Math.PI) / 180;
      const dLat = (radius * Math.cos(angle)) / EARTH_M_PER_DEGREE;
      const dLng = (radius * Math.sin(angle)) / (EARTH_M_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
      if (!(await store.isLand(lat + dLat, lng + dLng))) return radius;
    }
  }
  return null;
}

export async function sitesOnLand(store: LandStore, sites: readonly SeedPosition[]): Promise<OnLandRecord['onLand']> {
  const onLand: OnLandRecord['onLand'] = {};
  for (const site of [...sites].sort((a, b) => a.key.localeCompare(b.key))) {
    if (await store.isLand(site.lat, site.lng)) onLand[site.key] = { seaWithinM: await seaWithin(store, site.lat, site.lng) };
  }
  return onLand;
}
