// What the map page remembers while the visitor uses it, and every way it changes, in one reducer:
// the view the map shows, the layers and filters, the place searched for, which area the list
// covers (and whether it follows the map), the selected marker and the phone's bottom sheet.
import type { SiteFilters } from '../sites/site-filters.ts';
import type { Box } from '../../lib/geo-box.ts';
import type { Place } from './map-api.ts';
import type { MapLayerId, MapView } from '../../lib/map/map-view.ts';

/** The area, filters and page the list shows. */
export type ListTarget = { bounds: Box; view: MapView; filters: SiteFilters; page: number };
export type Shown = { view: MapView; bounds: Box };
export type Selected = { layer: MapLayerId; id: number };

export type ExplorerState = {
  /** What the map last reported; null until it has drawn (and for good without WebGL). */
  shown: Shown | null;
  layers: MapLayerId[];
  filters: SiteFilters;
  q: string;
  place: Place | null;
  /** Whether the list follows the map as it moves. */
  follow: boolean;
  /** The list the server rendered with the page. */
  firstTarget: ListTarget;
  /** The list asked for since, if any (the browser then fetches it). */
  listTarget: ListTarget | null;
  selected: Selected | null;
  sheetOpen: boolean;
};

export type ExplorerAction =
  | { type: 'mapMoved'; view: MapView; bounds: Box }
  | { type: 'placeChosen'; place: Place; view: MapView | null }
  | { type: 'placeCleared' }
  | { type: 'filtersApplied'; filters: SiteFilters }
  | { type: 'pageChosen'; page: number }
  | { type: 'searchThisArea' }
  | { type: 'followChanged'; follow: boolean }
  | { type: 'layersChanged'; layers: MapLayerId[] }
  | { type: 'selected'; selected: Selected | null }
  | { type: 'sheetToggled' };

export function initialExplorerState(start: { layers: MapLayerId[]; filters: SiteFilters; q: string; place: Place | null; firstTarget: ListTarget }): ExplorerState {
  return { ...start, shown: null, follow: true, listTarget: null, selected: start.place?.layer && start.place.id !== null ? { layer: start.place.layer, id: start.place.id } : null, sheetOpen: false };
}

/** The list's area, filters and page: the one asked for, else the server's. */
export function listTargetOf(state: ExplorerState): ListTarget {
  return state.listTarget ?? state.firstTarget;
}

export function explorerReducer(state: ExplorerState, action: ExplorerAction): ExplorerState {
  const target = listTargetOf(state);
  switch (action.type) {
    case 'mapMoved': {
      const shown = { view: action.view, bounds: action.bounds };
      if (!state.follow) return { ...state, shown };
      return { ...state, shown, listTarget: { bounds: action.bounds, view: action.view, filters: state.filters, page: 1 } };
    }
    case 'placeChosen': {
      const { place } = action;
      const selected = place.layer && place.id !== null ? { layer: place.layer, id: place.id } : state.selected;
      const next = { ...state, q: place.label, place, selected, sheetOpen: false };
      // Without a map to fly (no WebGL, or not loaded yet) the list goes to the place instead.
      return action.view ? { ...next, listTarget: { bounds: place.box, view: action.view, filters: state.filters, page: 1 } } : next;
    }
    case 'placeCleared':
      return { ...state, q: '', place: null };
    case 'filtersApplied':
      return { ...state, filters: action.filters, listTarget: { bounds: state.shown?.bounds ?? target.bounds, view: state.shown?.view ?? target.view, filters: action.filters, page: 1 } };
    case 'pageChosen':
      return { ...state, listTarget: { ...target, page: action.page } };
    case 'searchThisArea':
      return state.shown ? { ...state, listTarget: { bounds: state.shown.bounds, view: state.shown.view, filters: state.filters, page: 1 } } : state;
    case 'followChanged':
      return { ...state, follow: action.follow };
    case 'layersChanged':
      return { ...state, layers: action.layers };
    case 'selected':
      return { ...state, selected: action.selected, sheetOpen: action.selected ? false : state.sheetOpen };
    case 'sheetToggled':
      return { ...state, sheetOpen: !state.sheetOpen };
  }
}

/** True when the map has moved away from the list's area while the list stays put. */
export function listIsStale(state: ExplorerState): boolean {
  return !state.follow && state.shown !== null && state.listTarget !== null && state.shown.bounds.join() !== state.listTarget.bounds.join();
}
