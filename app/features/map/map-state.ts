// What the map page keeps in its URL: the view (centre and zoom), the layers shown, the dive-site
// filters (the very same fields and parser as /explore) and the place search. A shared link
// reopens the same map. Used by the loader, the JSON endpoints and the browser; reading it from
// the URL is in ./map-state.schema.ts.
import { MAX_ZOOM, MIN_ZOOM, type MapLayerId, type MapView } from '../../lib/map/map-view.ts';
import { decimalNumber } from '../../lib/parameters.ts';
import { EMPTY_FILTERS, siteFiltersToSearchParams, type SiteFilters } from '../sites/site-filters.ts';

/** The whole world, slightly north of the equator where most dive sites are. */
export const DEFAULT_VIEW: MapView = { lat: 15, lng: 20, zoom: 1.5 };

/** Fields of the /explore filters that mean something else here, or nothing. */
export const NOT_MAP_FILTERS: Partial<SiteFilters> = { q: '', near: '', sort: EMPTY_FILTERS.sort, page: 1 };

export type MapState = {
  /** Undefined when the URL names no view: the page then fits the place searched for, or the world. */
  view: MapView | undefined;
  layers: MapLayerId[];
  /** The dive-site filters, as /explore parses them, without its text search, place and sort. */
  filters: SiteFilters;
  /** Message keys of filter values that were dropped. */
  filterIssues: Array<{ field: string; message: string }>;
  /** The place search ("q"), as on /explore and the home page. */
  q: string;
  /** The list panel's page (1-based). */
  page: number;
};

export function parseMapView(params: URLSearchParams): MapView | undefined {
  const lat = decimalNumber(params.get('lat'), -85, 85);
  const lng = decimalNumber(params.get('lng'), -1080, 1080);
  const zoom = decimalNumber(params.get('z'), MIN_ZOOM, MAX_ZOOM);
  if (lat === null || lng === null || zoom === null) return undefined;
  // A view panned across the antimeridian may report longitudes beyond ±180.
  return { lat, lng: lng >= -180 && lng <= 180 ? lng : ((((lng + 180) % 360) + 360) % 360) - 180, zoom };
}

/** "layers=sites,centres"; absent means every available layer, "none" means none. */
export function parseLayers(params: URLSearchParams, available: readonly MapLayerId[]): MapLayerId[] {
  const raw = params.get('layers');
  if (raw === null) return [...available];
  const asked = new Set(raw.split(',').map((part) => part.trim()));
  return available.filter((layer) => asked.has(layer));
}

const round = (value: number, digits: number) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

/** The filters alone, as search params (the key of a filtered cluster index, too). */
export function mapFilterParams(filters: SiteFilters): URLSearchParams {
  return siteFiltersToSearchParams(filters, NOT_MAP_FILTERS);
}

/** The canonical URL search params of a map state; defaults are left out. */
export function mapStateToSearchParams(
  state: { view?: MapView; layers: readonly MapLayerId[]; filters: SiteFilters; q?: string; page?: number },
  available: readonly MapLayerId[],
): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.view) {
    params.set('lat', String(round(state.view.lat, 4)));
    params.set('lng', String(round(state.view.lng, 4)));
    params.set('z', String(round(state.view.zoom, 2)));
  }
  const allShown = available.every((layer) => state.layers.includes(layer));
  if (!allShown) params.set('layers', state.layers.length ? available.filter((layer) => state.layers.includes(layer)).join(',') : 'none');
  for (const [key, value] of mapFilterParams(state.filters)) params.append(key, value);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  return params;
}

/** True when the filters narrow the dive sites at all. */
export function filtersAreActive(filters: SiteFilters): boolean {
  return mapFilterParams(filters).size > 0;
}
