// The search and filter state of /explore (and of the map page, which reuses it as is): parsed from
// and written back to URL search params, so a search is a plain GET link that can be shared.
// Parsing is lenient: a value that does not fit is dropped and reported, never a failed page.
import { z } from 'zod';
import { isCountryCode } from '../../lib/country-names.ts';
import { ENTRIES, LEVELS, SITE_TYPES } from './site-vocabulary.ts';
import { fahrenheitToCelsius, feetToMetres, type Units } from './units.ts';

export const SORTS = ['relevance', 'rating', 'name', 'distance'] as const;
export type Sort = (typeof SORTS)[number];

export const PAGE_SIZE = 20;
/** The deepest recreational and technical dives stay well inside this; it only rejects typos. */
export const MAX_DEPTH_M = 350;
export const MAX_QUERY_LENGTH = 100;

const many = <T extends readonly [string, ...string[]]>(values: T) => z.array(z.string()).transform((list) => [...new Set(list.filter((v): v is T[number] => (values as readonly string[]).includes(v)))]);

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
  q: z.string().trim().max(MAX_QUERY_LENGTH).optional(),
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
  region: z.string().trim().max(80).optional(),
  month: z.coerce.number().int().min(1).max(12).optional(),
  minTemp: optionalNumber(-5, 110),
  photos: z.enum(['1', 'on', 'true']).optional(),
  unknown: z.enum(['1', 'on', 'true']).optional(),
  rating: z.coerce.number().min(1).max(5).optional(),
  sort: z.enum(SORTS).optional(),
  near: z.string().trim().max(MAX_QUERY_LENGTH).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});

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
  sort: Sort;
  /** The place distances are measured from: "lat,lng" or a place name. */
  near: string;
  page: number;
};

export type ParsedFilters = {
  filters: SiteFilters;
  /** Params that were dropped because they did not fit (message keys of the sites catalogue). */
  issues: Array<{ field: string; message: string }>;
};

const FIELD_NAMES = Object.keys(SiteFiltersSchema.shape) as Array<keyof typeof SiteFiltersSchema.shape>;
const MULTI_FIELDS = new Set(['type', 'level', 'entry']);

/** A place asked for means "nearest first"; a text means "best match first"; else best rated. */
export function defaultSort(q: string, near: string): Sort {
  return near ? 'distance' : q ? 'relevance' : 'rating';
}

export function parseSiteFilters(params: URLSearchParams): ParsedFilters {
  const issues: ParsedFilters['issues'] = [];
  const raw: Record<string, unknown> = {};
  for (const field of FIELD_NAMES) {
    const value = MULTI_FIELDS.has(field) ? params.getAll(field).flatMap((v) => v.split(',')) : (params.get(field) ?? undefined);
    const result = SiteFiltersSchema.shape[field].safeParse(value === '' && !MULTI_FIELDS.has(field) ? undefined : value);
    if (result.success) raw[field] = result.data;
    else issues.push({ field, message: `filters.invalid.${field}` });
  }
  const parsed = raw as Partial<z.infer<typeof SiteFiltersSchema>>;
  const units: Units = parsed.units ?? 'metric';
  const toMetres = (value: number | undefined) => (value === undefined ? undefined : units === 'imperial' ? feetToMetres(value) : value);
  let depthMinM = toMetres(parsed.depthMin);
  let depthMaxM = toMetres(parsed.depthMax);
  if (depthMinM !== undefined && depthMinM > MAX_DEPTH_M) {
    depthMinM = undefined;
    issues.push({ field: 'depthMin', message: 'filters.invalid.depthMin' });
  }
  if (depthMaxM !== undefined && depthMaxM > MAX_DEPTH_M) {
    depthMaxM = undefined;
    issues.push({ field: 'depthMax', message: 'filters.invalid.depthMax' });
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
    issues.push({ field: 'near', message: 'filters.invalid.nearMissing' });
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
      sort,
      near,
      page: parsed.page ?? 1,
    },
    issues,
  };
}

/** True when a filter on a fact that many sites do not record yet (level, depth, best months) is on. */
export function filtersOnUnrecordedFacts(filters: SiteFilters): boolean {
  return filters.levels.length > 0 || filters.depthMinM !== undefined || filters.depthMaxM !== undefined || filters.month !== undefined;
}

export const EMPTY_FILTERS: SiteFilters = parseSiteFilters(new URLSearchParams()).filters;

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
  if (f.depthMinM !== undefined) params.set('depthMin', shown(f.depthMinM, f.units, (m) => m / 0.3048));
  if (f.depthMaxM !== undefined) params.set('depthMax', shown(f.depthMaxM, f.units, (m) => m / 0.3048));
  if (f.country) params.set('country', f.country);
  if (f.region) params.set('region', f.region);
  if (f.month) params.set('month', String(f.month));
  if (f.minTempC !== undefined) params.set('minTemp', shown(f.minTempC, f.units, (c) => (c * 9) / 5 + 32));
  if (f.hasPhotos) params.set('photos', '1');
  if (f.minRating) params.set('rating', String(f.minRating));
  if (f.includeUnknown && filtersOnUnrecordedFacts(f)) params.set('unknown', '1');
  if (f.near) params.set('near', f.near);
  if (f.sort !== defaultSort(f.q, f.near)) params.set('sort', f.sort);
  if (f.page > 1) params.set('page', String(f.page));
  return params;
}
