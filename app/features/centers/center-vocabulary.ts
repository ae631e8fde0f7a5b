// The closed lists a dive centre's facts are chosen from. Labels live in the "centers" catalogues
// under "kind.<value>", "service.<value>", "course.<value>" and "social.<value>"; agency names are
// trademarks and stay untranslated; language and currency names come from the runtime's CLDR data.
import { dateTimeFormat } from '../../lib/intl-format.ts';

export const CENTER_KINDS = ['center', 'resort', 'liveaboard'] as const;
export type CenterKind = (typeof CENTER_KINDS)[number];

/** Training agencies, by the short name divers know them by. */
export const AGENCIES = [
  { code: 'padi', name: 'PADI' },
  { code: 'ssi', name: 'SSI' },
  { code: 'naui', name: 'NAUI' },
  { code: 'cmas', name: 'CMAS' },
  { code: 'bsac', name: 'BSAC' },
  { code: 'sdi-tdi', name: 'SDI/TDI' },
  { code: 'raid', name: 'RAID' },
  { code: 'gue', name: 'GUE' },
  { code: 'iantd', name: 'IANTD' },
  { code: 'psai', name: 'PSAI' },
  { code: 'utd', name: 'UTD' },
  { code: 'acuc', name: 'ACUC' },
] as const;
export type AgencyCode = (typeof AGENCIES)[number]['code'];
export const AGENCY_CODES = AGENCIES.map((agency) => agency.code) as unknown as readonly [AgencyCode, ...AgencyCode[]];

export function agencyName(code: string): string {
  return AGENCIES.find((agency) => agency.code === code)?.name ?? code;
}

export const SERVICES = [
  'nitrox',
  'equipment-rental',
  'equipment-sales',
  'equipment-service',
  'boat-dives',
  'shore-dives',
  'guided-dives',
  'night-dives',
  'accommodation',
  'pool',
  'technical-diving',
  'rebreather',
  'snorkelling',
  'kids-programmes',
  'adaptive-diving',
  'transfers',
] as const;
export type Service = (typeof SERVICES)[number];

/** Agency-neutral course families; a centre's course row can add the agency's own course name. */
export const COURSE_TYPES = [
  'try-dive',
  'open-water',
  'advanced',
  'rescue',
  'divemaster',
  'instructor',
  'nitrox',
  'deep',
  'wreck',
  'night',
  'navigation',
  'buoyancy',
  'drysuit',
  'sidemount',
  'first-aid',
  'technical',
  'cave',
  'refresher',
  'freediving',
  'kids',
] as const;
export type CourseType = (typeof COURSE_TYPES)[number];

/** Languages a centre can say its staff speak (ISO 639-1); names come from Intl.DisplayNames. */
export const LANGUAGE_CODES = [
  'en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'sv', 'da', 'no', 'fi', 'pl', 'cs', 'hr', 'el', 'tr', 'ru', 'uk',
  'he', 'ar', 'fa', 'hi', 'th', 'vi', 'id', 'ms', 'tl', 'zh', 'ja', 'ko',
] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'youtube', 'tiktok', 'x', 'linkedin'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Monday first, as ISO 8601 numbers the week. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

const languageNames = new Map<string, Intl.DisplayNames>();

/** "Spanish" / "español", in the viewer's language. */
export function languageName(code: string, locale: string): string {
  let names = languageNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' });
    languageNames.set(locale, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Weekday name for index 0 (Monday) to 6 (Sunday). */
export function weekdayName(day: number, locale: string, width: 'long' | 'short' = 'long'): string {
  // 1 January 2001 was a Monday.
  return dateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2001, 0, 1 + day)));
}

let currencies: Set<string> | undefined;

/** Whether the runtime knows the ISO 4217 code (so it can also format amounts in it). */
export function isCurrencyCode(code: string): boolean {
  currencies ??= new Set(Intl.supportedValuesOf('currency'));
  return currencies.has(code);
}

/** The currencies offered first in the course form; any other ISO 4217 code can be typed. */
export const COMMON_CURRENCIES = ['EUR', 'USD', 'GBP', 'AUD', 'CAD', 'MXN', 'EGP', 'THB', 'IDR', 'PHP', 'MYR', 'JPY', 'ZAR', 'BRL', 'CHF', 'NZD'] as const;

