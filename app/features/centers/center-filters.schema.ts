// Reads the finder's search state (./center-filters.ts) from the URL: each field on its own, a value
// that does not fit left out, never a failed page; the place field says when its text was. Apart,
// so the finder's page does not load the parser in the browser.
import { z } from 'zod';
import { parsedBy, queryNumber, queryPage, readQuery, searchText, type ParamIssues } from '../../lib/parameters.schema.ts';
import { parseLatLng } from '../../lib/geo.ts';
import { MAX_PLACE_LENGTH, type CenterFilters } from './center-filters.ts';
import { AGENCY_CODES, COURSE_TYPES, isOneOf, LANGUAGE_CODES, SERVICES, type CenterKind } from './center-vocabulary.ts';

/** A checkbox group: the values in the list; others (an old or edited link) are dropped. */
const listOf = <T extends string>(allowed: readonly T[]) => z.array(z.string()).transform((values) => [...new Set(values.filter((value): value is T => isOneOf(allowed, value)))]);

/** Each search field's schema; a value that does not fit is left out (and the place field says so). */
const CenterQuerySchema = {
  near: searchText(MAX_PLACE_LENGTH, 'centers.finder.invalidPlace'),
  at: parsedBy(parseLatLng),
  agency: listOf(AGENCY_CODES),
  service: listOf(SERVICES),
  speaks: listOf(LANGUAGE_CODES),
  course: listOf(COURSE_TYPES),
  rating: queryNumber(1, 5),
  kind: z.string(),
  page: queryPage(1000),
};

export function parseCenterFilters(params: URLSearchParams, kinds: readonly CenterKind[]): { filters: CenterFilters; issues: ParamIssues } {
  const { values, issues } = readQuery(params, CenterQuerySchema, ['agency', 'service', 'speaks', 'course']);
  return {
    filters: {
      near: values.near ?? '',
      at: values.at ?? null,
      agencies: values.agency ?? [],
      services: values.service ?? [],
      languages: values.speaks ?? [],
      courses: values.course ?? [],
      minRating: values.rating ?? null,
      kind: kinds.length > 1 && isOneOf(kinds, values.kind) ? values.kind : null,
      page: values.page ?? 1,
    },
    issues,
  };
}
