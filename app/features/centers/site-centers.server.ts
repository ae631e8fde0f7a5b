// What a dive-site page shows about centres: those that say they visit the site, then other
// published centres nearby. Called from the listing page's loader.
import { centersNear, centersVisitingSite, type CenterCard } from './center-cards.queries.server.ts';

/** Centres this far from the site (or closer) count as nearby. */
export const SITE_CENTERS_NEARBY_KM = 50;

export type SiteCenters = { visiting: CenterCard[]; nearby: CenterCard[]; withinKm: number };

export async function centersForSitePage(site: { id: number; lat: number; lng: number }): Promise<SiteCenters> {
  const visiting = await centersVisitingSite(site.id);
  const nearby = await centersNear(site.lat, site.lng, { limit: 5, withinKm: SITE_CENTERS_NEARBY_KM, excludeIds: visiting.map((center) => center.id) });
  return { visiting, nearby, withinKm: SITE_CENTERS_NEARBY_KM };
}
