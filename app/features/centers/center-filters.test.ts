import { describe, expect, it } from 'vitest';
import { centerFiltersToSearch, hasRefinements } from './center-filters.ts';
import { parseCenterFilters } from './center-filters.schema.ts';

describe('the finder state in the URL', () => {
  it('reads known values, drops the rest, and writes the same search back', () => {
    const params = new URLSearchParams('near=Dahab&agency=padi&agency=bogus&service=nitrox&speaks=es&speaks=xx&course=cave&rating=4&kind=liveaboard&page=2');
    const { filters } = parseCenterFilters(params, ['center', 'liveaboard']);
    expect(filters).toEqual({ near: 'Dahab', at: null, agencies: ['padi'], services: ['nitrox'], languages: ['es'], courses: ['cave'], minRating: 4, kind: 'liveaboard', page: 2 });
    expect(centerFiltersToSearch(filters)).toBe('near=Dahab&kind=liveaboard&agency=padi&service=nitrox&speaks=es&course=cave&rating=4&page=2');
    expect(hasRefinements(filters)).toBe(true);
  });

  it('lets the visitor position win over a typed place and rounds it in links', () => {
    const { filters } = parseCenterFilters(new URLSearchParams('near=Bali&at=-8.123456,115.654321'), ['resort']);
    expect(filters.at).toEqual({ lat: -8.123456, lng: 115.654321 });
    expect(centerFiltersToSearch(filters)).toBe('at=-8.1235%2C115.6543');
  });

  it('ignores a kind the page does not show, and odd ratings and pages', () => {
    const { filters } = parseCenterFilters(new URLSearchParams('kind=resort&rating=9&page=-1'), ['center', 'liveaboard']);
    expect(filters).toMatchObject({ kind: null, minRating: null, page: 1 });
    expect(hasRefinements(filters)).toBe(false);
  });
});
