// Remembering the chosen language in the browser: the lang cookie (read by the server) and
// localStorage (the specification's local copy).
import { writeBrowserCookie } from '~/lib/cookies.ts';
import type { Locale } from '~/lib/i18n.ts';

export const LANGUAGE_STORAGE_KEY = 'lang';

export function rememberLanguage(locale: Locale): void {
  writeBrowserCookie('language', locale);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Storage may be disabled; the cookie alone is enough for the server.
  }
}

/** The current URL's search string with ?lang= set, keeping the other parameters. */
export function searchWithLanguage(search: string, locale: Locale): string {
  const params = new URLSearchParams(search);
  params.set('lang', locale);
  return `?${params.toString()}`;
}
