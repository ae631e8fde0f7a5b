// The point layers of the map and where their points come from. Clustering, the JSON endpoint and
// the cards are written against PointLayer, so a new kind of place (dive centres and resorts) is
// one more entry here, plus the map_points_changed trigger on its table (see the migration
// "map_point_versions") and the notify trigger (migration "shared_change_notifications"), so that
// every server's index refreshes when rows change.
import { sql } from 'drizzle-orm';
import type { WatchedTable } from '../../lib/change-feed.server.ts';
import { db } from '../../lib/db.server.ts';
import { PHOTO_WIDTHS, centerImageUrl, coverPhotoUrl } from '../../lib/photo-urls.ts';
import type { SiteFilters } from '../sites/site-filters.ts';
import { getPublishedSites, siteFilterConditions } from '../sites/sites.queries.server.ts';
import { isDiveable } from '../sites/site-vocabulary.ts';
import type { MapCard } from './map-api.ts';
import type { MapLayerId } from '../../lib/map/map-view.ts';
import { siteDrawingUrl } from '../../lib/site-drawings.ts';

/** `offByDefault`: a dive site closed to scuba, left out of the map until the filters ask for it. */
export type MapPoint = { id: number; lng: number; lat: number; name: string; countryCode: string; offByDefault?: boolean };

export type PointLayer = {
  id: MapLayerId;
  /** The table whose writes bump this layer's version and notify every server. */
  table: WatchedTable;
  /** Every point the layer shows; kept in memory by the cluster index. */
  loadPoints(): Promise<MapPoint[]>;
  /** Ids of the points that pass the dive-site filters; absent when the layer ignores them. */
  matchingIds?(filters: SiteFilters): Promise<Set<number>>;
  card(id: number): Promise<MapCard | undefined>;
};

const diveSites: PointLayer = {
  id: 'sites',
  table: 'dive_site',
  async loadPoints() {
    const { rows } = await db().execute<{ id: number; lng: number; lat: number; name: string; country_code: string; dive_status: string | null }>(
      sql`select id, lng, lat, name, country_code, dive_status from dive_site where status = 'published'`,
    );
    return rows.map((row) => ({ id: row.id, lng: row.lng, lat: row.lat, name: row.name, countryCode: row.country_code, offByDefault: !isDiveable(row.dive_status) }));
  },
  async matchingIds(filters) {
    // The /explore conditions themselves, so the map and the list never disagree about a filter.
    const where = sql.join(siteFilterConditions(filters), sql` and `);
    const { rows } = await db().execute<{ id: number }>(sql`select s.id from dive_site s where ${where}`);
    return new Set(rows.map((row) => row.id));
  },
  async card(id) {
    const [site] = await getPublishedSites([id]);
    if (!site) return undefined;
    return {
      layer: 'sites',
      id: site.id,
      name: site.name,
      href: `/listing/${site.id}`,
      region: site.region,
      countryCode: site.countryCode,
      photoUrl: site.coverPhoto ? coverPhotoUrl(site.id, site.coverPhoto) : null,
      drawingUrl: site.coverPhoto ? null : siteDrawingUrl(site.siteTypes),
      depthMinM: site.depthMinM,
      depthMaxM: site.depthMaxM,
      level: site.level,
      kind: null,
      ratingAverage: site.ratingAverage === null ? null : Number(site.ratingAverage),
      ratingCount: site.ratingCount,
      isSeed: site.isSeed,
      diveStatus: site.diveStatus,
      diveStatusSince: site.diveStatus ? site.diveStatusSince : null,
    };
  },
};

/** Dive centres, resorts and liveaboards (the dive_center table of the centres feature). */
const diveCentres: PointLayer = {
  id: 'centres',
  table: 'dive_center',
  async loadPoints() {
    const { rows } = await db().execute<{ id: number; lng: number; lat: number; name: string; country_code: string }>(
      sql`select id, lng, lat, name, country_code from dive_center where status = 'published'`,
    );
    return rows.map((row) => ({ id: row.id, lng: row.lng, lat: row.lat, name: row.name, countryCode: row.country_code }));
  },
  async card(id) {
    const { rows } = await db().execute<{
      id: number;
      name: string;
      kind: string;
      region: string | null;
      country_code: string;
      rating_average: string | null;
      rating_count: number;
      is_seed: boolean;
      cover_photo: string | null;
    }>(sql`select id, name, kind, region, country_code, rating_average, rating_count, is_seed, cover_photo
           from dive_center where id = ${id} and status = 'published'`);
    const centre = rows[0];
    if (!centre) return undefined;
    return {
      layer: 'centres',
      id: centre.id,
      name: centre.name,
      href: `/dive-center/${centre.id}`,
      region: centre.region,
      countryCode: centre.country_code,
      photoUrl: centre.cover_photo ? centerImageUrl(centre.cover_photo, PHOTO_WIDTHS[0]) : null,
      drawingUrl: null,
      depthMinM: null,
      depthMaxM: null,
      level: null,
      kind: centre.kind,
      ratingAverage: centre.rating_average === null ? null : Number(centre.rating_average),
      ratingCount: centre.rating_count,
      isSeed: centre.is_seed,
      diveStatus: null,
      diveStatusSince: null,
    };
  },
};

/** The layers that have a data source today, in drawing order (later ones on top). */
export const POINT_LAYERS: readonly PointLayer[] = [diveSites, diveCentres];

export function availableLayers(): MapLayerId[] {
  return POINT_LAYERS.map((layer) => layer.id);
}

export function pointLayer(id: string): PointLayer | undefined {
  return POINT_LAYERS.find((layer) => layer.id === id);
}
