// Reading and writing our cookies on the server, all through React Router's createCookie (one
// parser for every Cookie header). A cookie a client mangled (`lang=%E0`, 10 KB of noise) reads as
// absent, never as an error. None of these is signed: they hold a visitor's own preferences, which
// the visitor may set to anything anyway, and the browser writes them too; the session cookie,
// which does matter, is better-auth's and is signed with AUTH_SECRET.
import { createCookie, type Cookie } from 'react-router';
import { COOKIE_VALUE, COOKIES, type CookieKey } from './cookies.ts';

/**
 * createCookie keeps values as base64 JSON; ours travel as plain words (the browser's scripts and
 * the specification expect "true", not "InRydWUi"), so the two codecs below translate at the edge.
 */
const toStored = (word: string) => btoa(JSON.stringify(word));
const fromStored = (stored: string) => JSON.parse(atob(stored)) as unknown;

const made = new Map<CookieKey, Cookie>();

function cookieFor(key: CookieKey): Cookie {
  let cookie = made.get(key);
  if (!cookie) {
    const { name, maxAge } = COOKIES[key];
    cookie = createCookie(name, {
      path: '/',
      sameSite: 'lax',
      maxAge,
      // Only this cookie's value is decoded; anything that is not a plain word reads as empty.
      filter: (candidate) => candidate === name,
      decode: (raw) => (COOKIE_VALUE.test(raw) ? toStored(raw) : ''),
      encode: (stored) => {
        const word = fromStored(stored);
        if (typeof word !== 'string' || !COOKIE_VALUE.test(word)) throw new Error(`Cookie ${name} cannot hold ${JSON.stringify(word)}`);
        return word;
      },
    });
    made.set(key, cookie);
  }
  return cookie;
}

/** The cookie's value, or null when it is absent or not a value we could have written. */
export async function readCookie(request: Request, key: CookieKey): Promise<string | null> {
  const header = request.headers.get('cookie');
  if (!header) return null;
  try {
    const value: unknown = await cookieFor(key).parse(header);
    return typeof value === 'string' && COOKIE_VALUE.test(value) ? value : null;
  } catch {
    return null;
  }
}

/** A Set-Cookie value; Secure when the request came over HTTPS. */
export function writeCookie(request: Request, key: CookieKey, value: string): Promise<string> {
  return cookieFor(key).serialize(value, { secure: new URL(request.url).protocol === 'https:' });
}
