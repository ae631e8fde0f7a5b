// Content pages load only the part of the content catalogue they show (the catalogue holds every
// page's prose), so each page's HTML carries just its own text.
import { catalogues, loadMessages } from '~/lib/i18n.server.ts';
import type { Locale, Messages } from '~/lib/i18n.ts';

export function contentMessages(locale: Locale, prefixes: readonly string[]): Messages {
  const all = loadMessages(locale, ['content']);
  const picked: Messages = {};
  for (const [key, value] of Object.entries(all)) {
    if (prefixes.some((prefix) => key.startsWith(`content.${prefix}.`))) picked[key] = value;
  }
  return picked;
}

/** Keys under a prefix of a namespace that may not exist yet (another feature's catalogue). */
export function optionalMessages(locale: Locale, namespace: string, prefix: string): Messages {
  const catalogue = catalogues[locale][namespace] ?? {};
  const picked: Messages = {};
  for (const [key, value] of Object.entries(catalogue)) if (key.startsWith(prefix)) picked[`${namespace}.${key}`] = value;
  return picked;
}
