// The search state of /find-a-dive-center and /find-a-dive-resort, written back to the URL, so a
// search is a plain GET link that can be shared; it is read in ./center-filters.schema.ts. (`lang` is
// the site's language switch, so the spoken-language filter is `speaks`.)
import type { LatLng } from '../../lib/geo.ts';
import type { CenterKind } from './center-vocabulary.ts';

export const CENTER_PAGE_SIZE = 12;
/** Longer than any place's name. */
export const MAX_PLACE_LENGTH = 100;

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
