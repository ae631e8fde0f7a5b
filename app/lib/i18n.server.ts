// Choosing the visitor's language and loading the catalogues a page needs.
import { isLocale, LOCALES, type Locale, type Messages } from './i18n.ts';

// The rule itself is in locale.server.ts, which the HTTP layer's own pages use too.
export { localeCookie, resolveLocale, type LocaleChoice } from './locale.server.ts';

const catalogueFiles = import.meta.glob<Messages>('../locales/*/*.json', { eager: true, import: 'default' });

/** All catalogues, keyed by locale then namespace. */
export const catalogues: Record<Locale, Record<string, Messages>> = { en: {}, es: {} };
for (const [file, messages] of Object.entries(catalogueFiles)) {
  const match = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file);
  if (match && isLocale(match[1]) && match[2]) catalogues[match[1]][match[2]] = messages;
}

const built = new Map<string, Messages>();

/**
 * Messages of the given namespaces, with full keys ("namespace.key"). The catalogues never change
 * while the server runs, so each combination is built once and shared (frozen: copy it to add keys).
 */
export function loadMessages(locale: Locale, namespaces: readonly string[]): Messages {
  const cacheKey = `${locale}:${namespaces.join(',')}`;
  const cached = built.get(cacheKey);
  if (cached) return cached;
  const result: Messages = {};
  for (const namespace of namespaces) {
    const catalogue = catalogues[locale][namespace];
    if (!catalogue) throw new Error(`No "${namespace}" catalogue for ${locale}`);
    for (const [key, value] of Object.entries(catalogue)) result[`${namespace}.${key}`] = value;
  }
  built.set(cacheKey, Object.freeze(result));
  return result;
}

/**
 * The messages whose full keys start with one of the prefixes ("sites.listing.", "trips.card."), for a
 * page that shows a small part of a large catalogue: with the whole "sites" catalogue, a dive site's page
 * was 22 KB longer (6 KB gzip). Built once per language and list, like loadMessages. Each page that
 * picks is in the table of tests/unit/page-messages.test.ts, which checks that its prefixes cover every
 * key its components name.
 */
export function pickMessages(locale: Locale, prefixes: readonly string[]): Messages {
  const cacheKey = `${locale}|${prefixes.join('|')}`;
  const cached = built.get(cacheKey);
  if (cached) return cached;
  const namespaces = [...new Set(prefixes.map((prefix) => prefix.split('.')[0]!))];
  const picked = Object.entries(loadMessages(locale, namespaces)).filter(([key]) => prefixes.some((prefix) => key.startsWith(prefix)));
  const result = Object.freeze(Object.fromEntries(picked));
  built.set(cacheKey, result);
  return result;
}

/** The catalogues the root loader sends with every page (the frame's own texts). */
export const FRAME_NAMESPACES = ['common', 'frame', 'consent'] as const;

export { LOCALES };
