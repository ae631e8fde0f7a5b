// The search state of /find-a-dive-center and /find-a-dive-resort, read from and written back to the
// URL, so a search is a plain GET link that can be shared. Values that do not fit are dropped, never
// a failed page. (`lang` is the site's language switch, so the spoken-language filter is `speaks`.)
import { parseLatLng, type LatLng } from '../sites/geo.ts';
import { AGENCY_CODES, COURSE_TYPES, isOneOf, LANGUAGE_CODES, SERVICES, type CenterKind } from './center-vocabulary.ts';

export const CENTER_PAGE_SIZE = 12;
const MAX_PLACE_LENGTH = 100;

export type CenterFilters = {
  /** A place name, resolved with the same place search as the map and /explore. */
  near: string;
  /** The visitor's own position ("near me"), which wins over `near`. */
  at: LatLng | null;
  agencies: string[];
  services: string[];
  languages: string[];
  courses: string[];
  minRating: number | null;
  /** On the centre finder: narrow to centres or liveaboards; the resort finder shows resorts only. */
  kind: CenterKind | null;
  page: number;
};

function listParam<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[]): T[] {
  return [...new Set(params.getAll(name).filter((value): value is T => isOneOf(allowed, value)))];
}

export function parseCenterFilters(params: URLSearchParams, kinds: readonly CenterKind[]): CenterFilters {
  const rating = Number(params.get('rating'));
  const page = Number(params.get('page'));
  const kind = params.get('kind');
  return {
    near: (params.get('near') ?? '').trim().slice(0, MAX_PLACE_LENGTH),
    at: parseLatLng(params.get('at') ?? '') ?? null,
    agencies: listParam(params, 'agency', AGENCY_CODES),
    services: listParam(params, 'service', SERVICES),
    languages: listParam(params, 'speaks', LANGUAGE_CODES),
    courses: listParam(params, 'course', COURSE_TYPES),
    minRating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null,
    kind: kinds.length > 1 && isOneOf(kinds, kind) ? kind : null,
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/** The query string for these filters (without "?"); `page` 1 is left out. */
export function centerFiltersToSearch(filters: CenterFilters, overrides: Partial<CenterFilters> = {}): string {
  const merged = { ...filters, ...overrides };
  const params = new URLSearchParams();
  if (merged.at) params.set('at', `${round(merged.at.lat)},${round(merged.at.lng)}`);
  else if (merged.near) params.set('near', merged.near);
  if (merged.kind) params.set('kind', merged.kind);
  for (const value of merged.agencies) params.append('agency', value);
  for (const value of merged.services) params.append('service', value);
  for (const value of merged.languages) params.append('speaks', value);
  for (const value of merged.courses) params.append('course', value);
  if (merged.minRating) params.set('rating', String(merged.minRating));
  if (merged.page > 1) params.set('page', String(merged.page));
  return params.toString();
}

/** Four decimals (about 11 m): enough for "near me", and it keeps the visitor's exact spot out of links. */
function round(value: number): number {
  return Math.round(value * 1e4) / 1e4;
}

export function hasRefinements(filters: CenterFilters): boolean {
  return filters.agencies.length + filters.services.length + filters.languages.length + filters.courses.length > 0 || filters.minRating !== null || filters.kind !== null;
}
