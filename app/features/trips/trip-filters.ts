// The search state of /find-a-trip, written back to the URL, so a search is a plain GET link that
// works without JavaScript and can be shared; it is read in ./trip-filters.schema.ts.
import type { ParamIssues } from '../../lib/parameters.schema.ts';
import type { TripKind } from './trip-vocabulary.ts';

export const TRIP_PAGE_SIZE = 12;
/** Trips whose centre is this far from a searched place (or closer) match it. */
export const TRIP_PLACE_RADIUS_KM = 300;
/** Longer than any place's name. */
export const MAX_PLACE_LENGTH = 100;

export type TripFilters = {
  /** A place name (a country, region, dive site or centre), resolved by the map's place search. */
  near: string;
  /** The first and last day a trip may start on ("YYYY-MM-DD"), local to the trip. */
  from: string | null;
  to: string | null;
  kind: TripKind | null;
  /** Highest price per person, in `currency`; only trips priced in that currency match. */
  maxPrice: number | null;
  currency: string | null;
  /** Seats still free, at least. */
  seats: number | null;
  page: number;
};

/** Search fields left out, each with its message key, by name. */
export type TripFilterIssues = ParamIssues;

/** The query string for these filters (without "?"); page 1 is left out. */
export function tripFiltersToSearch(filters: TripFilters, overrides: Partial<TripFilters> = {}): string {
  const merged = { ...filters, ...overrides };
  const params = new URLSearchParams();
  if (merged.near) params.set('near', merged.near);
  if (merged.from) params.set('from', merged.from);
  if (merged.to) params.set('to', merged.to);
  if (merged.kind) params.set('kind', merged.kind);
  if (merged.maxPrice !== null) params.set('maxPrice', String(merged.maxPrice));
  if (merged.currency) params.set('currency', merged.currency);
  if (merged.seats) params.set('seats', String(merged.seats));
  if (merged.page > 1) params.set('page', String(merged.page));
  return params.toString();
}
