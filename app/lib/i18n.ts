// Message lookup shared by server and browser. Catalogues live in app/locales/<locale>/<namespace>.json
// as flat objects; a full key is "<namespace>.<key>", e.g. "common.HomeHeadline".
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export type Messages = Record<string, string>;
export type MessageParams = Record<string, string | number>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Replaces {name} placeholders; a missing key shows the key itself so gaps are visible, not blank. */
export function formatMessage(messages: Messages, key: string, params?: MessageParams): string {
  const template = messages[key];
  if (template === undefined) return key;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * Plural forms are separate keys with the CLDR category as suffix ("trips.card.seatsLeft.one",
 * "trips.card.seatsLeft.other"); {count} is filled in.
 */
export function formatPlural(messages: Messages, locale: Locale, key: string, count: number, params?: MessageParams): string {
  const { plurals, numbers } = formattersFor(locale);
  const category = plurals.select(count);
  const chosen = `${key}.${category}` in messages ? `${key}.${category}` : `${key}.other`;
  return formatMessage(messages, chosen, { count: numbers.format(count), ...params });
}

// Creating an Intl formatter costs far more than using one (it loads locale data); they hold no
// state, so one per locale serves every render.
const formatters = new Map<Locale, { plurals: Intl.PluralRules; numbers: Intl.NumberFormat }>();
function formattersFor(locale: Locale) {
  let found = formatters.get(locale);
  if (!found) {
    found = { plurals: new Intl.PluralRules(locale), numbers: new Intl.NumberFormat(locale) };
    formatters.set(locale, found);
  }
  return found;
}

export type Translator = ((key: string, params?: MessageParams) => string) & {
  locale: Locale;
  plural: (key: string, count: number, params?: MessageParams) => string;
};

export function createTranslator(locale: Locale, messages: Messages): Translator {
  const t = ((key: string, params?: MessageParams) => formatMessage(messages, key, params)) as Translator;
  t.locale = locale;
  t.plural = (key, count, params) => formatPlural(messages, locale, key, count, params);
  return t;
}
