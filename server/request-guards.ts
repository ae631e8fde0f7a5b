// Checks every request passes before anything reads its body or routes it: an address that decodes,
// a state change sent from this site, and a declared body within the server-wide limit. Each check
// answers on its own with a page from ./error-page.ts. Edit when a new kind of request needs a
// different rule (a webhook from another origin would be one).
import type { NextFunction, Request, Response } from 'express';
import { LARGEST_BODY_BYTES, LARGEST_TEXT_BODY_BYTES } from '../app/lib/body-limits.ts';
import { sendServerPage } from './error-page.ts';

type Middleware = (req: Request, res: Response, next: NextFunction) => void;
type RequestIdOf = (res: Response) => string;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A path with malformed percent-encoding ("/uploads/%E0") is a 400. The router decodes each
 * segment to match routes and params, and decodeURIComponent throws on such input (a 500 otherwise).
 * Queries are not refused: URLSearchParams reads a malformed escape as U+FFFD.
 */
export function refuseMalformedPaths(requestId: RequestIdOf): Middleware {
  return (req, res, next) => {
    const pathname = req.originalUrl.split('?')[0]!;
    try {
      decodeURIComponent(pathname);
    } catch {
      return sendServerPage(req, res, 'badAddress', { requestId: requestId(res) });
    }
    next();
  };
}

/** Whether the request carries a session cookie, i.e. would act as a signed-in member. */
function hasSessionCookie(req: Request): boolean {
  return /(?:^|;\s*)(?:__Secure-)?[\w-]+\.session_token=/.test(req.headers.cookie ?? '');
}

/**
 * A state change (any method but GET, HEAD, OPTIONS) must come from a page of this site:
 * - a browser's `Sec-Fetch-Site` saying "cross-site" or "same-site" refuses it;
 * - an `Origin` must be one of the accepted origins (the configured public origin);
 * - with neither header (not a current browser), a request carrying a session cookie is refused,
 *   so a signed-in member's cookie never acts without proof of where the request came from.
 */
export function requireSameOrigin(options: { acceptedOrigins: (req: Request) => readonly string[]; requestId: RequestIdOf }): Middleware {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const refuse = (reason: string) => {
      res.locals.refusedBecause = reason;
      sendServerPage(req, res, 'crossSite', { requestId: options.requestId(res) });
    };
    const site = req.get('sec-fetch-site');
    if (site === 'cross-site' || site === 'same-site') return refuse(`Sec-Fetch-Site: ${site}`);
    const origin = req.get('origin');
    if (origin && origin !== 'null') {
      return options.acceptedOrigins(req).includes(origin) ? next() : refuse(`Origin: ${origin}`);
    }
    if (site === 'same-origin') return next();
    if (hasSessionCookie(req)) return refuse(origin === 'null' ? 'Origin: null' : 'no Origin');
    next();
  };
}

/**
 * The server-wide body limit for a request, the largest of the per-route limits (app/lib/body-limits.ts):
 * a form with files may be as large as the largest form, any other body as large as the largest text.
 * Each route's reader then holds its own form to its own, lower limit.
 */
export function bodyLimitFor(req: Pick<Request, 'headers'>): number {
  return /^multipart\/form-data/i.test(req.headers['content-type'] ?? '') ? LARGEST_BODY_BYTES : LARGEST_TEXT_BODY_BYTES;
}

/**
 * A body declared larger than the server-wide limit is refused with 413 before a byte of it is
 * read; the connection is closed after the answer, so the rest is never read. A body without a
 * declared length (chunked) is counted as it streams (./react-router-handler.ts).
 */
export function refuseOversizedBodies(requestId: RequestIdOf): Middleware {
  return (req, res, next) => {
    const declared = req.headers['content-length'];
    if (declared === undefined) return next();
    const length = Number(declared);
    const limit = bodyLimitFor(req);
    if (!Number.isSafeInteger(length) || length > limit) {
      return sendServerPage(req, res, 'tooLarge', { requestId: requestId(res) });
    }
    next();
  };
}
