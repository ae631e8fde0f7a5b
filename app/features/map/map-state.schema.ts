// Reads a map state from the URL (see ./map-state.ts): the view, the layers, and the dive-site
// filters through /explore's parser. Apart, so the map page loads the parser only when the visitor
// applies filters in the browser.
import { parseSiteFilters } from '../sites/site-filters.schema.ts';
import { finiteIn, NOT_MAP_FILTERS, parseLayers, parseMapView, type MapLayerId, type MapState } from './map-state.ts';

export function parseMapState(params: URLSearchParams, available: readonly MapLayerId[]): MapState {
  const { filters, issues } = parseSiteFilters(params);
  const page = finiteIn(params.get('page'), 1, 10_000);
  return {
    view: parseMapView(params),
    layers: parseLayers(params, available),
    filters: { ...filters, ...NOT_MAP_FILTERS },
    filterIssues: issues.filter((issue) => !(issue.field in NOT_MAP_FILTERS)),
    q: filters.q,
    page: page === undefined ? 1 : Math.floor(page),
  };
}
