// Reads a map state from the URL (see ./map-state.ts): the view, the layers, and the dive-site
// filters through /explore's parser. Apart, so the map page loads the parser only when the visitor
// applies filters in the browser.
import { wholeNumber } from '../../lib/parameters.ts';
import { parseSiteFilters } from '../sites/site-filters.schema.ts';
import type { MapLayerId } from '../../lib/map/map-view.ts';
import { NOT_MAP_FILTERS, parseLayers, parseMapView, type MapState } from './map-state.ts';

export function parseMapState(params: URLSearchParams, available: readonly MapLayerId[]): MapState {
  const { filters, issues } = parseSiteFilters(params);
  const page = wholeNumber(params.get('page'), 1, 10_000);
  return {
    view: parseMapView(params),
    layers: parseLayers(params, available),
    filters: { ...filters, ...NOT_MAP_FILTERS },
    filterIssues: issues.filter((issue) => !(issue.field in NOT_MAP_FILTERS)),
    q: filters.q,
    page: page ?? 1,
  };
}
