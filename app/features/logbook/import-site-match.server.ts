// Which atlas site a dive from a file was at: the nearest published site within about 500 m of the
// file's position, else a site whose name is the file's (near the position when there is one, and the
// only one of that name when there is not). A dive without a match is a "new place". Positions in
// logbooks are often where the boat or the phone was, so the radius is wider than the 200 m the atlas
// uses to tell two sites apart.
import { sql } from 'drizzle-orm';
import type { Site } from '@diveatlas/divelog';
import { db } from '../../lib/db.server.ts';
import { boundingBox, distanceKm } from '../../lib/geo.ts';
import { similarityText } from '../../lib/search-text.ts';

export const SITE_MATCH_RADIUS_M = 500;
/** A name search around a position reaches this far (a site's name repeats across the world). */
const NAME_RADIUS_KM = 50;
/** How alike the folded names must be (trigram similarity) to count as the same name. */
const SAME_NAME = 0.8;

export type SiteMatch = { siteId: number; by: 'position' | 'name' } | null;

const hasPosition = (site: Site): site is Site & { lat: number; lng: number } => site.lat !== null && site.lng !== null;

async function byPosition(at: { lat: number; lng: number }): Promise<number | null> {
  const box = boundingBox(at, SITE_MATCH_RADIUS_M / 1000);
  const { rows } = await db().execute<{ id: number; lat: number; lng: number }>(sql`
    select id, lat, lng from dive_site
    where status = 'published' and deleted_at is null
      and point(lng, lat) <@ box(point(${box.minLng}, ${box.minLat}), point(${box.maxLng}, ${box.maxLat}))
    limit 50`);
  let best: { id: number; distanceM: number } | null = null;
  for (const row of rows) {
    const distanceM = distanceKm(at, row) * 1000;
    if (distanceM <= SITE_MATCH_RADIUS_M && (!best || distanceM < best.distanceM)) best = { id: row.id, distanceM };
  }
  return best?.id ?? null;
}

async function byName(name: string, near: { lat: number; lng: number } | null): Promise<number | null> {
  const folded = similarityText(name);
  if (folded.length < 2) return null;
  const box = near ? boundingBox(near, NAME_RADIUS_KM) : null;
  const { rows } = await db().execute<{ id: number }>(sql`
    select id from dive_site
    where status = 'published' and deleted_at is null and similarity(${folded}, name_key) >= ${SAME_NAME}
      ${box ? sql`and point(lng, lat) <@ box(point(${box.minLng}, ${box.minLat}), point(${box.maxLng}, ${box.maxLat}))` : sql``}
    order by similarity(${folded}, name_key) desc, id
    limit 2`);
  // Without a position a name is only trusted when one site has it.
  if (!near && rows.length > 1) return null;
  return rows[0]?.id ?? null;
}

/** Matches sites, asking once per distinct site of the file (a logbook repeats its sites). */
export function siteMatcher(): (site: Site | null) => Promise<SiteMatch> {
  const known = new Map<string, Promise<SiteMatch>>();
  return (site) => {
    if (!site) return Promise.resolve(null);
    const key = JSON.stringify([site.name, site.lat, site.lng]);
    let found = known.get(key);
    if (!found) {
      found = (async (): Promise<SiteMatch> => {
        const at = hasPosition(site) ? { lat: site.lat, lng: site.lng } : null;
        const near = at ? await byPosition(at) : null;
        if (near !== null) return { siteId: near, by: 'position' };
        const named = site.name ? await byName(site.name, at) : null;
        return named !== null ? { siteId: named, by: 'name' } : null;
      })();
      known.set(key, found);
    }
    return found;
  };
}
