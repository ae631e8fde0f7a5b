// Reading and writing our cookies on the server. Every Cookie header is read here, by cookiesIn
// (cookie-es, the parser React Router's own cookies use): the pages' loaders, the language of the
// server's own error pages, the page cache's key. A cookie a client mangled (`lang=%E0`, 10 KB of
// noise) reads as absent, never as an error. None of these is signed: they hold a visitor's own
// preferences, which the visitor may set to anything anyway, and the browser writes them too; the
// session cookie, which does matter, is better-auth's and is signed with AUTH_SECRET.
import { parse, serialize } from 'cookie-es';
import { COOKIE_VALUE, COOKIES, type CookieKey } from './cookies.ts';

/** One of our cookies: its name, lifetime, whether page scripts may read it, and the values we write to it. */
export type ServerCookieDefinition = { name: string; maxAge: number; httpOnly: boolean; value: RegExp };

const definitionOf = (key: CookieKey | ServerCookieDefinition): ServerCookieDefinition =>
  typeof key === 'string' ? { ...COOKIES[key], httpOnly: false, value: COOKIE_VALUE } : key;

/**
 * Every cookie of a Cookie header, name to value as sent (not percent-decoded: our values are plain
 * words); of a name sent twice, the first.
 */
export function cookiesIn(header: string | null | undefined): Record<string, string | undefined> {
  return header ? parse(header, { decode: (raw) => raw }) : {};
}

/** The cookie's value in a Cookie header, or null when it is absent or not a value we could have written. */
export function cookieValue(header: string | null | undefined, key: CookieKey | ServerCookieDefinition): string | null {
  const definition = definitionOf(key);
  const value = cookiesIn(header)[definition.name];
  return value !== undefined && definition.value.test(value) ? value : null;
}

/** The cookie's value in the request, or null when it is absent or not a value we could have written. */
export function readCookie(request: Request, key: CookieKey | ServerCookieDefinition): string | null {
  return cookieValue(request.headers.get('cookie'), key);
}

/** A Set-Cookie value; Secure when the request came over HTTPS (or when `secure` says so). */
export function writeCookie(request: Request, key: CookieKey | ServerCookieDefinition, value: string, options: { secure?: boolean } = {}): string {
  const { name, maxAge, httpOnly, value: pattern } = definitionOf(key);
  if (!pattern.test(value)) throw new Error(`Cookie ${name} cannot hold ${JSON.stringify(value)}`);
  return serialize(name, value, { path: '/', sameSite: 'lax', maxAge, httpOnly, secure: options.secure ?? new URL(request.url).protocol === 'https:' });
}
