import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS } from '../sites/site-filters.ts';
import { explorerReducer, initialExplorerState, listIsStale, listTargetOf, type ExplorerState } from './explorer-state.ts';
import type { Place } from './map-api.ts';

const first = { bounds: [30, 20, 40, 30] as [number, number, number, number], view: { lat: 25, lng: 35, zoom: 5 }, filters: EMPTY_FILTERS, page: 2 };
const start = (): ExplorerState => initialExplorerState({ layers: ['sites', 'centres'], filters: EMPTY_FILTERS, q: '', place: null, firstTarget: first });
const site: Place = { kind: 'site', key: 'site:7', label: 'SS Thistlegorm', countryCode: 'EG', countryName: 'Egypt', region: null, siteCount: null, box: [33.9, 27.8, 33.95, 27.85], point: [33.92, 27.82], href: '/listing/7', layer: 'sites', id: 7 };

describe('the map page state', () => {
  it('lists what the server listed until the map moves, then follows the map', () => {
    let state = start();
    expect(listTargetOf(state)).toBe(first);
    state = explorerReducer(state, { type: 'mapMoved', view: { lat: 1, lng: 2, zoom: 6 }, bounds: [0, 0, 4, 2] });
    expect(listTargetOf(state)).toEqual({ bounds: [0, 0, 4, 2], view: { lat: 1, lng: 2, zoom: 6 }, filters: EMPTY_FILTERS, page: 1 });
    // Not following: the map moves on, the list stays, and offers to search the new area.
    state = explorerReducer(state, { type: 'followChanged', follow: false });
    state = explorerReducer(state, { type: 'mapMoved', view: { lat: 5, lng: 5, zoom: 6 }, bounds: [3, 4, 7, 6] });
    expect(listTargetOf(state).bounds).toEqual([0, 0, 4, 2]);
    expect(listIsStale(state)).toBe(true);
    state = explorerReducer(state, { type: 'searchThisArea' });
    expect(listTargetOf(state).bounds).toEqual([3, 4, 7, 6]);
    expect(listIsStale(state)).toBe(false);
  });

  it('keeps the area when only the page or the filters change', () => {
    let state = explorerReducer(start(), { type: 'pageChosen', page: 3 });
    expect(listTargetOf(state)).toEqual({ ...first, page: 3 });
    const wrecks = { ...EMPTY_FILTERS, types: ['wreck'] };
    state = explorerReducer(state, { type: 'filtersApplied', filters: wrecks });
    expect(listTargetOf(state)).toEqual({ ...first, filters: wrecks, page: 1 });
    expect(state.filters).toBe(wrecks);
  });

  it('a chosen dive site is selected; without a map the list goes to it', () => {
    const opened = explorerReducer({ ...start(), sheetOpen: true }, { type: 'placeChosen', place: site, view: null });
    expect(opened).toMatchObject({ q: 'SS Thistlegorm', place: site, selected: { layer: 'sites', id: 7 }, sheetOpen: false, listTarget: null });
    const withoutMap = explorerReducer(start(), { type: 'placeChosen', place: site, view: { lat: 27.82, lng: 33.92, zoom: 12 } });
    expect(listTargetOf(withoutMap)).toEqual({ bounds: site.box, view: { lat: 27.82, lng: 33.92, zoom: 12 }, filters: EMPTY_FILTERS, page: 1 });
    expect(explorerReducer(withoutMap, { type: 'placeCleared' })).toMatchObject({ q: '', place: null });
  });

  it('opens on the place the URL searched for, with its marker selected', () => {
    const state = initialExplorerState({ layers: ['sites'], filters: EMPTY_FILTERS, q: 'Thistlegorm', place: site, firstTarget: first });
    expect(state.selected).toEqual({ layer: 'sites', id: 7 });
    expect(explorerReducer(state, { type: 'selected', selected: null }).selected).toBeNull();
  });
});
