// The log's filters as the address carries them (?year=2024&site=12&country=EG&minDepth=20&maxDepth=40
// &buddy=m:ABCD2345&tag=night&page=2), read the same way by the page and its loader. Depths are typed in
// the reader's units and held in metres.
import { isCountryCode } from '../../lib/country-codes.ts';
import { lengthFromDisplay, type Units } from '../../lib/units.ts';
import { TAG_MAX } from './dive.schema.ts';

export const LOG_PAGE_SIZE = 50;

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

const int = (value: string | null, min: number, max: number): number | undefined => {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
};

const depth = (value: string | null, units: Units): number | undefined => {
  const number = value ? Number(value.replace(',', '.')) : Number.NaN;
  return Number.isFinite(number) && number >= 0 && number <= 3000 ? lengthFromDisplay(number, units) : undefined;
};

export function parseLogFilters(params: URLSearchParams, units: Units): LogFilters {
  const filters: LogFilters = { page: int(params.get('page'), 1, 10_000) ?? 1 };
  const year = int(params.get('year'), 1940, 2200);
  if (year) filters.year = year;
  const siteId = int(params.get('site'), 1, 2 ** 31 - 1);
  if (siteId) filters.siteId = siteId;
  const country = (params.get('country') ?? '').toUpperCase();
  if (isCountryCode(country)) filters.country = country;
  const minDepthM = depth(params.get('minDepth'), units);
  if (minDepthM !== undefined) filters.minDepthM = minDepthM;
  const maxDepthM = depth(params.get('maxDepth'), units);
  if (maxDepthM !== undefined) filters.maxDepthM = maxDepthM;
  const buddy = params.get('buddy') ?? '';
  if (/^m:[23456789A-HJKMNP-Z]{8}$/.test(buddy)) filters.buddy = { memberId: buddy.slice(2) };
  else if (buddy.startsWith('n:') && buddy.length > 2 && buddy.length <= 122) filters.buddy = { name: buddy.slice(2) };
  const tag = (params.get('tag') ?? '').trim();
  if (tag && tag.length <= TAG_MAX) filters.tag = tag;
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
