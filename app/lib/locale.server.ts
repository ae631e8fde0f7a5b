// Which language a request is answered in: ?lang=, then the lang cookie, then Accept-Language,
// then English. The one rule for every answer: the pages (through i18n.server.ts, which loads
// their catalogues) and the pages the HTTP layer answers itself (server/error-page.ts, which runs
// outside the page bundle and cannot load i18n.server.ts).
import { cookieValue, writeCookie } from './cookies.server.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from './i18n.ts';

export type LocaleChoice = { locale: Locale; /** true when ?lang= asked for it and the cookie must be updated */ fromQuery: boolean };

function fromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.find((p) => p.trim().startsWith('q='));
      return { language: tag.toLowerCase().split('-')[0], q: quality ? Number(quality.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.language).find(isLocale);
}

/** The language for a request's address (absolute, or a path with its query) and headers; never fails on a malformed one. */
export function chooseLocale(request: { url: string; cookie: string | null | undefined; acceptLanguage: string | null | undefined }): LocaleChoice {
  const queryAt = request.url.indexOf('?');
  const query = new URLSearchParams(queryAt === -1 ? '' : request.url.slice(queryAt + 1)).get('lang');
  if (isLocale(query)) return { locale: query, fromQuery: true };
  const cookie = cookieValue(request.cookie, 'language');
  if (isLocale(cookie)) return { locale: cookie, fromQuery: false };
  return { locale: fromAcceptLanguage(request.acceptLanguage) ?? DEFAULT_LOCALE, fromQuery: false };
}

/** The language of a loader's or action's request (a promise, as its callers await it). */
export async function resolveLocale(request: Request): Promise<LocaleChoice> {
  return chooseLocale({ url: request.url, cookie: request.headers.get('cookie'), acceptLanguage: request.headers.get('accept-language') });
}

/** The Set-Cookie value that keeps the language for the next visits. */
export async function localeCookie(locale: Locale, request: Request): Promise<string> {
  return writeCookie(request, 'language', locale);
}
