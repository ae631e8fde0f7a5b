// The log's filters as the address carries them (?year=2024&site=12&country=EG&minDepth=20&maxDepth=40
// &buddy=m:ABCD2345&tag=night&page=2), read the same way by the page and its loader. Depths are typed in
// the reader's units and held in metres.
import { isCountryCode } from '../../lib/country-codes.ts';
import { decimalNumber, recordId, wholeNumber } from '../../lib/parameters.ts';
import type { ParamIssues } from '../../lib/parameters.schema.ts';
import { lengthFromDisplay, type Units } from '../../lib/units.ts';
import { TAG_MAX } from './dive-limits.ts';

export const LOG_PAGE_SIZE = 50;

/**
 * Above this many sites, the site filter lists only the chosen country's: a list of hundreds helps no
 * one, and with 500 sites it was most of the log page's time.
 */
export const SITE_CHOICES_MAX = 60;

/** The sites the site filter offers, and whether it waits for a country (the chosen site always stays). */
export function siteChoicesFor<T extends { id: number; countryCode: string | null }>(sites: readonly T[], filters: Pick<LogFilters, 'country' | 'siteId'>): { sites: T[]; byCountry: boolean } {
  if (sites.length <= SITE_CHOICES_MAX) return { sites: [...sites], byCountry: false };
  return { sites: sites.filter((site) => (filters.country !== undefined && site.countryCode === filters.country) || site.id === filters.siteId), byCountry: true };
}

export type LogFilters = {
  year?: number;
  siteId?: number;
  country?: string;
  minDepthM?: number;
  maxDepthM?: number;
  /** A buddy: a member by member ID ("m:ABCD2345") or a name as typed ("n:Carlos"). */
  buddy?: { memberId: string } | { name: string };
  tag?: string;
  page: number;
};

const int = (value: string | null, min: number, max: number): number | undefined => wholeNumber(value, min, max) ?? undefined;

const depth = (value: string | null, units: Units): number | undefined => {
  const number = decimalNumber((value ?? '').replace(',', '.'), 0, 3000);
  return number === null ? undefined : lengthFromDisplay(number, units);
};

/** A tag or a buddy's name from the address: one line of text; one with control characters (NUL) is no name. */
const words = (value: string | null, max: number): string | undefined => {
  const text = (value ?? '').trim();
  return text && text.length <= max && !/[\p{Cc}]/u.test(text) ? text : undefined;
};

export function parseLogFilters(params: URLSearchParams, units: Units): LogFilters {
  const filters: LogFilters = { page: int(params.get('page'), 1, 10_000) ?? 1 };
  const year = int(params.get('year'), 1940, 2200);
  if (year) filters.year = year;
  const siteId = recordId(params.get('site'));
  if (siteId) filters.siteId = siteId;
  const country = (params.get('country') ?? '').toUpperCase();
  if (isCountryCode(country)) filters.country = country;
  const minDepthM = depth(params.get('minDepth'), units);
  if (minDepthM !== undefined) filters.minDepthM = minDepthM;
  const maxDepthM = depth(params.get('maxDepth'), units);
  if (maxDepthM !== undefined) filters.maxDepthM = maxDepthM;
  const buddy = params.get('buddy') ?? '';
  if (/^m:[23456789A-HJKMNP-Z]{8}$/.test(buddy)) filters.buddy = { memberId: buddy.slice(2) };
  else if (buddy.startsWith('n:') && words(buddy.slice(2), 120)) filters.buddy = { name: words(buddy.slice(2), 120)! };
  const tag = words(params.get('tag'), TAG_MAX);
  if (tag) filters.tag = tag;
  return filters;
}

/** Whether any filter narrows the log (the page number aside). */
export function isFiltered(filters: LogFilters): boolean {
  return Object.keys(filters).some((key) => key !== 'page');
}

/** The buddy filter as the address writes it. */
export function buddyParam(buddy: LogFilters['buddy']): string {
  if (!buddy) return '';
  return 'memberId' in buddy ? `m:${buddy.memberId}` : `n:${buddy.name}`;
}

/** Which filter each address parameter sets. */
const FILTER_OF_PARAM = { year: 'year', site: 'siteId', country: 'country', minDepth: 'minDepthM', maxDepth: 'maxDepthM', buddy: 'buddy', tag: 'tag' } as const satisfies Record<string, keyof LogFilters>;

/**
 * The parameters the address gave that the log left out (an edited or old link): each with the message
 * its control shows, so a filter is never dropped without a word.
 */
export function refusedLogFilters(params: URLSearchParams, filters: LogFilters): ParamIssues {
  const issues: ParamIssues = {};
  for (const [param, filter] of Object.entries(FILTER_OF_PARAM)) {
    if ((params.get(param) ?? '').trim() !== '' && filters[filter] === undefined) issues[param] = 'common.params.invalid';
  }
  return issues;
}
