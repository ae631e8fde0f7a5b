// The cookies the site sets itself (better-auth keeps the session cookie): their names, lifetimes
// and values, shared by the server (cookies.server.ts reads and writes them with React Router's
// createCookie) and the browser (which writes the same cookies when a choice is made on the page).
// Edit this file to add a cookie; list it in the privacy page's cookie catalogue too.

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Values are single words on the wire ("es", "true"), as the specification names them. */
export const COOKIE_VALUE = /^[A-Za-z0-9_-]{1,32}$/;

export type CookieDefinition = { name: string; maxAge: number };

export const COOKIES = {
  /** The chosen language (en or es). */
  language: { name: 'lang', maxAge: ONE_YEAR_SECONDS },
  /** The cookie banner's choices: 'true' / 'false', one year, path /, as the specification names them. */
  consentDone: { name: 'cookieChoiceDone', maxAge: ONE_YEAR_SECONDS },
  acceptStatistic: { name: 'acceptStatistic', maxAge: ONE_YEAR_SECONDS },
  acceptMarketing: { name: 'acceptMarketing', maxAge: ONE_YEAR_SECONDS },
  acceptExternalMedia: { name: 'acceptExternalMedia', maxAge: ONE_YEAR_SECONDS },
} as const satisfies Record<string, CookieDefinition>;

export type CookieKey = keyof typeof COOKIES;

/** The document.cookie text of one of our cookies, attribute for attribute as the server writes it. */
export function cookieText(key: CookieKey, value: string, options: { secure: boolean }): string {
  const { name, maxAge } = COOKIES[key];
  if (!COOKIE_VALUE.test(value)) throw new Error(`Cookie ${name} cannot hold ${JSON.stringify(value)}`);
  return `${name}=${value}; Max-Age=${maxAge}; Path=/${options.secure ? '; Secure' : ''}; SameSite=Lax`;
}

/** Browser only: stores a choice made on the page, exactly as the server would. */
export function writeBrowserCookie(key: CookieKey, value: string): void {
  document.cookie = cookieText(key, value, { secure: location.protocol === 'https:' });
}
