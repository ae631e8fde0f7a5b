import { describe, expect, it } from 'vitest';
import { parseMapState } from './map-state.schema.ts';
import { mapStateToSearchParams } from './map-state.ts';

const layers = ['sites', 'centres'] as const;

describe('the map page URL', () => {
  it('round-trips the view, layers, filters, place search and page', () => {
    const params = new URLSearchParams('lat=27.91234567&lng=34.3299&z=9.456&layers=sites&level=advanced&type=wreck&country=eg&q=Dahab&page=3');
    const state = parseMapState(params, layers);
    expect(state.view).toEqual({ lat: 27.91234567, lng: 34.3299, zoom: 9.456 });
    expect(state.layers).toEqual(['sites']);
    expect(state.filters.levels).toEqual(['advanced']);
    expect(state.filters.types).toEqual(['wreck']);
    expect(state.filters.country).toBe('EG');
    expect(state.q).toBe('Dahab');
    // On the map, q is a place to go to, not a text filter on the sites.
    expect(state.filters.q).toBe('');
    expect(state.page).toBe(3);
    const written = mapStateToSearchParams({ ...state }, layers);
    expect(written.toString()).toBe('q=Dahab&lat=27.9123&lng=34.3299&z=9.46&layers=sites&type=wreck&level=advanced&country=EG&page=3');
    expect(parseMapState(written, layers).filters).toEqual(state.filters);
  });

  it('leaves defaults out, and says so when every layer is off', () => {
    const state = parseMapState(new URLSearchParams(), layers);
    expect(state.view).toBeUndefined();
    expect(state.layers).toEqual(['sites', 'centres']);
    expect(mapStateToSearchParams(state, layers).toString()).toBe('');
    expect(mapStateToSearchParams({ ...state, layers: [] }, layers).toString()).toBe('layers=none');
    expect(parseMapState(new URLSearchParams('layers=none'), layers).layers).toEqual([]);
  });

  it('ignores a view that does not fit and the /explore fields that mean nothing here', () => {
    const state = parseMapState(new URLSearchParams('lat=95&lng=10&z=3&near=Dahab&sort=name&layers=sites,volcanoes'), layers);
    expect(state.view).toBeUndefined();
    expect(state.filters.near).toBe('');
    expect(state.layers).toEqual(['sites']);
    expect(parseMapState(new URLSearchParams('lat=10&lng=370&z=3'), layers).view).toEqual({ lat: 10, lng: 10, zoom: 3 });
  });
});
