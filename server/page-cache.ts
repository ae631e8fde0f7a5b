// A short-lived cache of the pages signed-out visitors see, so that a crowd on the home page or a
// finder costs one render per page every few seconds instead of one per visit. Edit when the server
// starts reading a new cookie or request header while rendering a page: the key must name it.
//
// Why it never serves what another visitor may not see, and never serves stale data:
// - Only a GET of a page (not a route's data request) without any cookie but the language and
//   consent choices is a candidate. A session cookie, or any cookie we do not know, renders anew.
// - The page is rendered with placeholders for the CSP nonce and the request id, and every answer
//   (the first included) gets its own nonce and id written in: no two answers share a nonce.
// - Only a 200 HTML page without Set-Cookie and without `no-store` is kept.
// - Each entry remembers PostgreSQL's snapshot when its render began: the next transaction id and
//   those still writing. Any transaction that writes, on this server, another one, a script or a
//   test, changes it when it starts and when it ends, and the page is rendered again. (The
//   write-ahead log's position would not do: reading rows written moments ago moves it too.) The
//   seconds only bound what depends on the clock ("starts in 2 hours").
import { randomBytes } from 'node:crypto';
import type { Request } from 'express';
import { isbot } from 'isbot';
import { COOKIES } from '../app/lib/cookies.ts';
import { cookiesIn } from '../app/lib/cookies.server.ts';

/** A rendered page, kept with its placeholders. */
export type CachedPage = { status: number; headers: Array<[string, string]>; html: string; version: string; expiresAt: number };

export type PageCacheOptions = {
  /** How long a page may be served again, at most; 0 turns the cache off. */
  seconds: number;
  /** Where the database's data stands now: any committed write changes it. */
  dataVersion: () => Promise<string>;
  /** Characters kept across all pages, at most; the oldest go first. */
  maxChars?: number;
  now?: () => number;
};

/** Our own preference cookies: a page may depend on them, so they are part of the key. */
const PREFERENCE_COOKIES = new Set<string>(Object.values(COOKIES).map((cookie) => cookie.name));
const LARGEST_PAGE_CHARS = 1_000_000;

export type PageCache = ReturnType<typeof createPageCache>;

export function createPageCache(options: PageCacheOptions) {
  const { seconds, maxChars = 16_000_000, now = Date.now } = options;
  // Random for each process and never sent, so no content can name it.
  const placeholder = { nonce: `nonce${randomBytes(12).toString('hex')}`, requestId: `request${randomBytes(12).toString('hex')}` };
  const pages = new Map<string, CachedPage>();
  const rendering = new Map<string, Promise<CachedPage | null>>();
  let keptChars = 0;

  // Requests that arrive in the same turn of the event loop share one question to the database.
  // A request never joins a question asked before it arrived, so a write it follows is always seen.
  let nextVersion: Promise<string> | null = null;
  function dataVersion(): Promise<string> {
    nextVersion ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      nextVersion = null;
      return options.dataVersion();
    });
    return nextVersion;
  }

  function forget(key: string): void {
    const page = pages.get(key);
    if (!page) return;
    keptChars -= page.html.length;
    pages.delete(key);
  }

  return {
    placeholder,

    /** The key of a request whose page is the same for every visitor who sends it, or null. */
    keyFor(req: Request): string | null {
      if (seconds <= 0 || req.method !== 'GET') return null;
      if (req.path.endsWith('.data') || 'authorization' in req.headers) return null;
      const preferences: string[] = [];
      for (const [name, value] of Object.entries(cookiesIn(req.headers.cookie))) {
        if (!PREFERENCE_COOKIES.has(name)) return null;
        preferences.push(`${name}=${value}`);
      }
      const bot = isbot(req.headers['user-agent'] ?? '') ? 'bot' : '';
      return [req.protocol, req.host, req.originalUrl, preferences.sort().join(';'), req.headers['accept-language'] ?? '', bot].join('\n');
    },

    /**
     * The kept page for the key if it is still true at `version`, or the one a render started by
     * another request gives, or null: then the caller renders and offers its page with `keep`.
     */
    async find(key: string, version: string): Promise<CachedPage | null> {
      const page = pages.get(key);
      if (page && page.version === version && page.expiresAt > now()) return page;
      if (page) forget(key);
      const pending = rendering.get(key);
      if (!pending) return null;
      const rendered = await pending;
      return rendered?.version === version ? rendered : null;
    },

    /** Tells later requests for the key to wait for this render rather than start their own. */
    begin(key: string): { keep: (page: Omit<CachedPage, 'expiresAt'> | null) => void } {
      let settle: ((page: CachedPage | null) => void) | null = null;
      const promise = new Promise<CachedPage | null>((resolve) => {
        settle = resolve;
      });
      rendering.set(key, promise);
      return {
        /** Offers the rendered page (null: nothing to keep); only the first call counts. */
        keep(rendered) {
          if (!settle) return;
          if (rendering.get(key) === promise) rendering.delete(key);
          const page = rendered && rendered.html.length <= LARGEST_PAGE_CHARS ? { ...rendered, expiresAt: now() + seconds * 1000 } : null;
          if (page) {
            forget(key);
            pages.set(key, page);
            keptChars += page.html.length;
            for (const oldest of pages.keys()) {
              if (keptChars <= maxChars) break;
              forget(oldest);
            }
          }
          settle(page);
          settle = null;
        },
      };
    },

    dataVersion,

    /** The page's HTML with this answer's nonce and request id in place of the placeholders. */
    fill(html: string, values: { nonce: string; requestId: string }): string {
      return html.replaceAll(placeholder.nonce, values.nonce).replaceAll(placeholder.requestId, values.requestId);
    },

    /** Whether a rendered answer may be served to other visitors. */
    keepable(response: Response): boolean {
      return (
        response.status === 200 &&
        (response.headers.get('content-type') ?? '').startsWith('text/html') &&
        !response.headers.has('set-cookie') &&
        !/no-store|private/.test(response.headers.get('cache-control') ?? '')
      );
    },

    /** How many pages are kept now (the tests read it). */
    get size(): number {
      return pages.size;
    },
  };
}
