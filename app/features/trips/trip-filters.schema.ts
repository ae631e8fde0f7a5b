// Reads the trip search (./trip-filters.ts) from the URL: each field on its own, a value that does not
// fit left out, never a failed page, and the form says which. Apart, so the search page does not load
// the parser in the browser.
import { z } from 'zod';
import { dayField, queryNumber, queryPage, readQuery, searchText } from '../../lib/parameters.schema.ts';
import { isCurrencyCode } from '../centers/center-vocabulary.ts';
import { MAX_PLACE_LENGTH, type TripFilterIssues, type TripFilters } from './trip-filters.ts';
import { MAX_SEATS_PER_REQUEST, TRIP_KINDS } from './trip-vocabulary.ts';

/** Each search field's schema; a value that does not fit is left out and its message shown beside the field. */
const TripQuerySchema = {
  near: searchText(MAX_PLACE_LENGTH, 'trips.search.invalid.near'),
  from: dayField('trips.search.invalid.day'),
  to: dayField('trips.search.invalid.day'),
  kind: z.enum(TRIP_KINDS, { error: 'trips.search.invalid.kind' }),
  // A price as typed, with a comma or a point; past a thousand million it is no trip's price.
  maxPrice: z
    .string()
    .transform((value) => value.trim().replace(',', '.'))
    .refine((value) => /^\d{1,10}(\.\d{1,2})?$/.test(value), { error: 'trips.search.invalid.maxPrice' })
    .transform(Number),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => /^[A-Z]{3}$/.test(value) && isCurrencyCode(value), { error: 'trips.search.invalid.currency' }),
  seats: queryNumber(1, MAX_SEATS_PER_REQUEST, 'trips.search.invalid.seats'),
  page: queryPage(1000),
};

export function parseTripFilters(params: URLSearchParams): { filters: TripFilters; issues: TripFilterIssues } {
  const { values, issues } = readQuery(params, TripQuerySchema);
  const from = values.from ?? null;
  let to = values.to ?? null;
  if (from && to && to < from) {
    to = null;
    issues.to = 'trips.search.invalid.toBeforeFrom';
  }
  return {
    filters: {
      near: values.near ?? '',
      from,
      to,
      kind: values.kind ?? null,
      maxPrice: values.maxPrice ?? null,
      currency: values.currency ?? null,
      seats: values.seats ?? null,
      page: values.page ?? 1,
    },
    issues,
  };
}
