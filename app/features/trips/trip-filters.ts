// The search state of /find-a-trip, read from and written back to the URL, so a search is a plain
// GET link that works without JavaScript and can be shared. Values that do not fit are dropped,
// never a failed page.
import { isCurrencyCode } from '../centers/center-vocabulary.ts';
import { isOneOf, MAX_SEATS_PER_REQUEST, TRIP_KINDS, type TripKind } from './trip-vocabulary.ts';

export const TRIP_PAGE_SIZE = 12;
/** Trips whose centre is this far from a searched place (or closer) match it. */
export const TRIP_PLACE_RADIUS_KM = 300;
const MAX_PLACE_LENGTH = 100;

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

function dateParam(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  return Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? null : value;
}

export function parseTripFilters(params: URLSearchParams): TripFilters {
  const page = Number(params.get('page'));
  const seats = Number(params.get('seats'));
  const maxPrice = Number((params.get('maxPrice') ?? '').replace(',', '.'));
  const currency = (params.get('currency') ?? '').trim().toUpperCase();
  const kind = params.get('kind');
  const from = dateParam(params.get('from'));
  let to = dateParam(params.get('to'));
  if (from && to && to < from) to = null;
  return {
    near: (params.get('near') ?? '').trim().slice(0, MAX_PLACE_LENGTH),
    from,
    to,
    kind: isOneOf(TRIP_KINDS, kind) ? kind : null,
    maxPrice: params.get('maxPrice') && Number.isFinite(maxPrice) && maxPrice >= 0 ? maxPrice : null,
    currency: /^[A-Z]{3}$/.test(currency) && isCurrencyCode(currency) ? currency : null,
    seats: Number.isInteger(seats) && seats >= 1 && seats <= MAX_SEATS_PER_REQUEST ? seats : null,
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

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
