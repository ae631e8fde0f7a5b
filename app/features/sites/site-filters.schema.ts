// Parses /explore's (and the map's) search params into SiteFilters: each field is checked on its own,
// and a value that does not fit is dropped and reported, never a failed page.
import { z } from 'zod';
import { isCountryCode } from '../../lib/country-codes.ts';
import { queryNumber, queryPage, readQuery, searchText } from '../../lib/parameters.schema.ts';
import { defaultSort, MAX_DEPTH_M, MAX_QUERY_LENGTH, SORTS, type SiteFilters, type Sort } from './site-filters.ts';
import { ENTRIES, LEVELS, SITE_TYPES } from './site-vocabulary.ts';
import { fahrenheitToCelsius, feetToMetres, type Units } from '../../lib/units.ts';

/** A checkbox group: every value of the name, each may hold several joined by commas ("type=reef,wreck"). */
const many = <T extends readonly [string, ...string[]]>(values: T) =>
  z.array(z.string()).transform((list) => [...new Set(list.flatMap((value) => value.split(',')).filter((v): v is T[number] => (values as readonly string[]).includes(v)))]);

const optionalNumber = (min: number, max: number) =>
  z
    .string()
    .trim()
    .transform((text, ctx) => {
      if (text === '') return undefined;
      const value = Number(text.replace(',', '.'));
      if (!Number.isFinite(value) || value < min || value > max) {
        ctx.addIssue({ code: 'custom', message: 'outOfRange' });
        return z.NEVER;
      }
      return value;
    })
    .optional();

/** The raw search params, field by field; each field is checked on its own. */
export const SiteFiltersSchema = z.object({
  q: searchText(MAX_QUERY_LENGTH, 'sites.filters.invalid.q').optional(),
  type: many(SITE_TYPES as unknown as readonly [string, ...string[]]),
  level: many(LEVELS as unknown as readonly [string, ...string[]]),
  entry: many(ENTRIES as unknown as readonly [string, ...string[]]),
  units: z.enum(['metric', 'imperial']).optional(),
  depthMin: optionalNumber(0, 1200),
  depthMax: optionalNumber(0, 1200),
  country: z
    .string()
    .trim()
    .transform((code) => code.toUpperCase())
    .refine((code) => code === '' || isCountryCode(code), 'unknownCountry')
    .optional(),
  region: searchText(80, 'sites.filters.invalid.region').optional(),
  month: queryNumber(1, 12).optional(),
  minTemp: optionalNumber(-5, 110),
  photos: z.enum(['1', 'on', 'true']).optional(),
  unknown: z.enum(['1', 'on', 'true']).optional(),
  closed: z.enum(['1', 'on', 'true']).optional(),
  rating: z.coerce.number().min(1).max(5).optional(),
  sort: z.enum(SORTS).optional(),
  near: searchText(MAX_QUERY_LENGTH, 'sites.filters.invalid.near').optional(),
  page: queryPage(10_000).optional(),
});

export type ParsedFilters = {
  filters: SiteFilters;
  /** Params that were dropped because they did not fit, each with a full message key ("sites.filters.invalid.page"). */
  issues: Array<{ field: string; message: string }>;
};

const MULTI_FIELDS = ['type', 'level', 'entry'] as const;

export function parseSiteFilters(params: URLSearchParams): ParsedFilters {
  const { values: parsed, issues: refused } = readQuery(params, SiteFiltersSchema.shape, MULTI_FIELDS);
  const issues: ParsedFilters['issues'] = Object.keys(refused).map((field) => ({ field, message: `sites.filters.invalid.${field}` }));
  const units: Units = parsed.units ?? 'metric';
  const toMetres = (value: number | undefined) => (value === undefined ? undefined : units === 'imperial' ? feetToMetres(value) : value);
  let depthMinM = toMetres(parsed.depthMin);
  let depthMaxM = toMetres(parsed.depthMax);
  if (depthMinM !== undefined && depthMinM > MAX_DEPTH_M) {
    depthMinM = undefined;
    issues.push({ field: 'depthMin', message: 'sites.filters.invalid.depthMin' });
  }
  if (depthMaxM !== undefined && depthMaxM > MAX_DEPTH_M) {
    depthMaxM = undefined;
    issues.push({ field: 'depthMax', message: 'sites.filters.invalid.depthMax' });
  }
  if (depthMinM !== undefined && depthMaxM !== undefined && depthMinM > depthMaxM) [depthMinM, depthMaxM] = [depthMaxM, depthMinM];
  const q = parsed.q ?? '';
  const near = parsed.near ?? '';
  const month = parsed.month;
  const minTemp = parsed.minTemp;
  const minTempC = minTemp === undefined || month === undefined ? undefined : units === 'imperial' ? fahrenheitToCelsius(minTemp) : minTemp;
  let sort: Sort = parsed.sort ?? defaultSort(q, near);
  if (sort === 'relevance' && !q) sort = 'rating';
  if (sort === 'distance' && !near) {
    issues.push({ field: 'near', message: 'sites.filters.invalid.nearMissing' });
    sort = q ? 'relevance' : 'rating';
  }
  return {
    filters: {
      q,
      types: (parsed.type as string[] | undefined) ?? [],
      levels: (parsed.level as string[] | undefined) ?? [],
      entries: (parsed.entry as string[] | undefined) ?? [],
      units,
      depthMinM,
      depthMaxM,
      country: parsed.country || undefined,
      region: parsed.region ?? '',
      month,
      minTempC,
      hasPhotos: parsed.photos !== undefined,
      minRating: parsed.rating,
      includeUnknown: parsed.unknown !== undefined,
      includeClosed: parsed.closed !== undefined,
      sort,
      near,
      page: parsed.page ?? 1,
    },
    issues,
  };
}
