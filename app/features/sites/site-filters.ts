// The search and filter state of /explore (and of the map page, which reuses it as is): parsed from
// and written back to URL search params, so a search is a plain GET link that can be shared.
// Parsing (./site-filters.schema.ts) is lenient: a value that does not fit is dropped and reported,
// never a failed page. This module has no parser, so pages that only build links stay light.
import { celsiusToFahrenheit, metresToFeet, type Units } from '../../lib/units.ts';

export const SORTS = ['relevance', 'rating', 'name', 'distance'] as const;
export type Sort = (typeof SORTS)[number];

export const PAGE_SIZE = 20;
/** The deepest recreational and technical dives stay well inside this; it only rejects typos. */
export const MAX_DEPTH_M = 350;
export const MAX_QUERY_LENGTH = 100;

/** Filters in SI units, ready for the query builder. */
export type SiteFilters = {
  q: string;
  types: string[];
  levels: string[];
  entries: string[];
  /** The units the visitor typed depth and temperature in (kept so links reproduce the form). */
  units: Units;
  depthMinM: number | undefined;
  depthMaxM: number | undefined;
  country: string | undefined;
  region: string;
  month: number | undefined;
  minTempC: number | undefined;
  hasPhotos: boolean;
  minRating: number | undefined;
  /**
   * Also keep sites whose level, depth or best months are not recorded (most are not, yet), instead of
   * leaving them out of a level, depth or month filter.
   */
  includeUnknown: boolean;
  /**
   * Also show sites where scuba is closed or impossible (closed, snorkelling only, cage only): a dive
   * search leaves them out unless the visitor asks for them.
   */
  includeClosed: boolean;
  sort: Sort;
  /** The place distances are measured from: "lat,lng" or a place name. */
  near: string;
  page: number;
};

/** A place asked for means "nearest first"; a text means "best match first"; else best rated. */
export function defaultSort(q: string, near: string): Sort {
  return near ? 'distance' : q ? 'relevance' : 'rating';
}

/** True when a filter on a fact that many sites do not record yet (level, depth, best months) is on. */
export function filtersOnUnrecordedFacts(filters: SiteFilters): boolean {
  return filters.levels.length > 0 || filters.depthMinM !== undefined || filters.depthMaxM !== undefined || filters.month !== undefined;
}

/** No text, no filter, no place: what an empty search parses to (a unit test checks they agree). */
export const EMPTY_FILTERS: SiteFilters = {
  q: '',
  types: [],
  levels: [],
  entries: [],
  units: 'metric',
  depthMinM: undefined,
  depthMaxM: undefined,
  country: undefined,
  region: '',
  month: undefined,
  minTempC: undefined,
  hasPhotos: false,
  minRating: undefined,
  includeUnknown: false,
  includeClosed: false,
  sort: 'rating',
  near: '',
  page: 1,
};

/** True when anything narrows the results (a text, a filter or a place). */
export function hasCriteria(filters: SiteFilters): boolean {
  return Boolean(
    filters.q ||
      filters.types.length ||
      filters.levels.length ||
      filters.entries.length ||
      filters.depthMinM !== undefined ||
      filters.depthMaxM !== undefined ||
      filters.country ||
      filters.region ||
      filters.month ||
      filters.hasPhotos ||
      filters.minRating ||
      filters.near,
  );
}

function shown(valueM: number, units: Units, convert: (v: number) => number): string {
  const value = units === 'imperial' ? convert(valueM) : valueM;
  // Enough digits to come back to the same stored value, without float noise in the URL.
  return String(Math.round(value * 1000) / 1000);
}

/** The canonical search params for filters (defaults left out); `overrides` change a few fields. */
export function siteFiltersToSearchParams(filters: SiteFilters, overrides: Partial<SiteFilters> = {}): URLSearchParams {
  const f = { ...filters, ...overrides };
  const params = new URLSearchParams();
  if (f.q) params.set('q', f.q);
  for (const type of f.types) params.append('type', type);
  for (const level of f.levels) params.append('level', level);
  for (const entry of f.entries) params.append('entry', entry);
  const usesUnits = f.depthMinM !== undefined || f.depthMaxM !== undefined || f.minTempC !== undefined;
  if (usesUnits && f.units === 'imperial') params.set('units', 'imperial');
  if (f.depthMinM !== undefined) params.set('depthMin', shown(f.depthMinM, f.units, metresToFeet));
  if (f.depthMaxM !== undefined) params.set('depthMax', shown(f.depthMaxM, f.units, metresToFeet));
  if (f.country) params.set('country', f.country);
  if (f.region) params.set('region', f.region);
  if (f.month) params.set('month', String(f.month));
  if (f.minTempC !== undefined) params.set('minTemp', shown(f.minTempC, f.units, celsiusToFahrenheit));
  if (f.hasPhotos) params.set('photos', '1');
  if (f.minRating) params.set('rating', String(f.minRating));
  if (f.includeUnknown && filtersOnUnrecordedFacts(f)) params.set('unknown', '1');
  if (f.includeClosed) params.set('closed', '1');
  if (f.near) params.set('near', f.near);
  if (f.sort !== defaultSort(f.q, f.near)) params.set('sort', f.sort);
  if (f.page > 1) params.set('page', String(f.page));
  return params;
}
