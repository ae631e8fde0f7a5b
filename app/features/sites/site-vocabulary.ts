// The closed lists a dive site's facts are chosen from. Labels live in the "sites" catalogues
// under "type.<value>", "level.<value>", "entry.<value>" and "current.<value>".
import { dateTimeFormat } from '../../lib/intl-format.ts';

export const SITE_TYPES = [
  'reef',
  'wall',
  'wreck',
  'cave',
  'cavern',
  'cenote',
  'drift',
  'muck',
  'pinnacle',
  'seamount',
  'kelp',
  'lake',
  'quarry',
  'river',
  'lagoon',
  'channel',
  'blue-hole',
  'fissure',
  'artificial-reef',
] as const;
export type SiteType = (typeof SITE_TYPES)[number];

export const LEVELS = ['beginner', 'intermediate', 'advanced', 'technical'] as const;
export type Level = (typeof LEVELS)[number];

export const ENTRIES = ['shore', 'boat'] as const;
export type Entry = (typeof ENTRIES)[number];

export const CURRENTS = ['none', 'light', 'moderate', 'strong', 'variable'] as const;
export type Current = (typeof CURRENTS)[number];

/**
 * Whether scuba diving is open at a site (labels under "diveStatus.<value>"). A site with none
 * recorded counts as open to dive searches.
 */
export const DIVE_STATUSES = ['open', 'closed', 'snorkel-only', 'cage-only', 'permit-required'] as const;
export type DiveStatus = (typeof DIVE_STATUSES)[number];
/** Statuses under which a scuba diver cannot dive the site: left out of dive searches unless asked for. */
export const NOT_DIVEABLE_STATUSES = ['closed', 'snorkel-only', 'cage-only'] as const satisfies readonly DiveStatus[];

export function isDiveable(status: string | null | undefined): boolean {
  return !(NOT_DIVEABLE_STATUSES as readonly string[]).includes(status ?? '');
}

export const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

export const SITE_STATUSES = ['published', 'hidden'] as const;
export type SiteStatus = (typeof SITE_STATUSES)[number];

export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

/** Localised month name ("January", "enero"), or its short form. */
const monthNames = new Map<string, string[]>();

export function monthName(month: number, locale: string, width: 'long' | 'short' = 'long'): string {
  const key = `${locale}:${width}`;
  let names = monthNames.get(key);
  if (!names) {
    const format = dateTimeFormat(locale, { month: width, timeZone: 'UTC' });
    names = Array.from({ length: 12 }, (_, index) => format.format(new Date(Date.UTC(2001, index, 15))));
    monthNames.set(key, names);
  }
  return names[month - 1] ?? String(month);
}

/** Why a member reports a site; the same list as the dive_site_report check constraint. */
export const REPORT_REASONS = ['wrong-facts', 'duplicate', 'abuse', 'other'] as const;
