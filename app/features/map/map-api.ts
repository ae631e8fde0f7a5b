// The shapes of the map's JSON endpoints, shared by the server code that builds them and the
// browser code that reads them.
import type { Box, LngLat } from '../../lib/geo-box.ts';
import type { MapLayerId } from '../../lib/map/map-view.ts';
import type { SiteCard } from '../sites/sites.queries.server.ts';

/** [lng, lat, number of points, cluster id, zoom at which it splits]. */
export type ClusterRow = [number, number, number, number, number];
/** [lng, lat, id, name]. */
export type PointRow = [number, number, number, string];
export type LayerClusters = { clusters: ClusterRow[]; points: PointRow[] };
/** GET /api/map/clusters */
export type ClustersBody = { zoom: number; layers: Partial<Record<MapLayerId, LayerClusters>> };

/** GET /api/map/card/:layer/:id: what a marker's card shows; a fact that is not known is null. */
export type MapCard = {
  layer: MapLayerId;
  id: number;
  name: string;
  href: string;
  region: string | null;
  countryCode: string;
  photoUrl: string | null;
  /** For a dive site without a photo: the drawing of what the site is (app/lib/site-drawings.ts). */
  drawingUrl: string | null;
  depthMinM: number | null;
  depthMaxM: number | null;
  level: string | null;
  /** For dive centres: center, resort or liveaboard. */
  kind: string | null;
  ratingAverage: number | null;
  ratingCount: number;
  isSeed: boolean;
  /** For dive sites: whether scuba is open there (closed, snorkelling or cage only...), and since when. */
  diveStatus: string | null;
  diveStatusSince: string | null;
};

export type PlaceKind = 'country' | 'sea' | 'region' | 'site' | 'centre';

/** One hit of GET /api/map/places. */
export type Place = {
  kind: PlaceKind;
  /** Unique among results: "country:EG", "region:EG:Dahab", "site:12". */
  key: string;
  /** The place's name in the visitor's language where it has one. */
  label: string;
  countryCode: string | null;
  /** The country's name in the visitor's language, as the server names it. */
  countryName: string | null;
  region: string | null;
  /** Dive sites in a country, sea or region. */
  siteCount: number | null;
  box: Box;
  /** A single place's position (sites, centres). */
  point: LngLat | null;
  href: string | null;
  /** The layer a point place belongs to, so the map can open its card. */
  layer: MapLayerId | null;
  id: number | null;
};

/** A site of the list beside the map: the card every list of sites uses, measured from the map's centre. */
export type ListedSite = SiteCard & { distanceKm: number };

/** GET /api/map/list */
export type SitesInView = {
  sites: ListedSite[];
  /** Matching sites in the box, at most COUNT_CAP. */
  total: number;
  capped: boolean;
  page: number;
  pageCount: number;
};
