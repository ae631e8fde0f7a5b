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

/** One of our cookies: its name, lifetime, whether page scripts may read it, and the values we write to it. */
export type ServerCookieDefinition = { name: string; maxAge: number; httpOnly: boolean; value: RegExp };

const made = new Map<string, Cookie>();

function cookieFor({ name, maxAge, httpOnly, value }: ServerCookieDefinition): Cookie {
  let cookie = made.get(name);
  if (!cookie) {
    cookie = createCookie(name, {
      path: '/',
      sameSite: 'lax',
      maxAge,
      httpOnly,
      // Only this cookie's value is decoded; anything that is not a value we write reads as empty.
      filter: (candidate) => candidate === name,
      decode: (raw) => (value.test(raw) ? toStored(raw) : ''),
      encode: (stored) => {
        const word = fromStored(stored);
        if (typeof word !== 'string' || !value.test(word)) throw new Error(`Cookie ${name} cannot hold ${JSON.stringify(word)}`);
        return word;
      },
    });
    made.set(name, cookie);
  }
  return cookie;
}

const definitionOf = (key: CookieKey): ServerCookieDefinition => ({ ...COOKIES[key], httpOnly: false, value: COOKIE_VALUE });

/** The cookie's value, or null when it is absent or not a value we could have written. */
export async function readCookie(request: Request, key: CookieKey | ServerCookieDefinition): Promise<string | null> {
  const header = request.headers.get('cookie');
  if (!header) return null;
  const definition = typeof key === 'string' ? definitionOf(key) : key;
  try {
    const value: unknown = await cookieFor(definition).parse(header);
    return typeof value === 'string' && definition.value.test(value) ? value : null;
  } catch {
    return null;
  }
}

/** A Set-Cookie value; Secure when the request came over HTTPS (or when `secure` says so). */
export function writeCookie(request: Request, key: CookieKey | ServerCookieDefinition, value: string, options: { secure?: boolean } = {}): Promise<string> {
  const definition = typeof key === 'string' ? definitionOf(key) : key;
  return cookieFor(definition).serialize(value, { secure: options.secure ?? new URL(request.url).protocol === 'https:' });
}
