// Hands an Express request to React Router and writes its answer back. Written here rather than
// taken from @react-router/express so that the body a route reads is counted as it streams: a body
// without a declared length (chunked) cannot grow past the server-wide limit, and a body a route
// leaves unread is dropped as it arrives. Edit when React Router's request handling changes.
import type { AsyncLocalStorage } from 'node:async_hooks';
import { Transform, type TransformCallback } from 'node:stream';
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from '@react-router/node';
import type { NextFunction, Request, Response } from 'express';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { RequestScope } from '../app/lib/runtime.server.ts';
import { sendServerPage } from './error-page.ts';
import type { PageCache } from './page-cache.ts';
import { bodyLimitFor } from './request-guards.ts';
import { dropUnreadBody } from './unread-body.ts';

type Options = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'development' | 'production';
  /** Wraps the work of each request, so shutdown can wait for it (graceful-shutdown.ts). */
  track: <T>(work: Promise<T>) => Promise<T>;
  /** Signed-out visitors' pages, rendered once for many (page-cache.ts); with the request scope it renders in. */
  pageCache?: { cache: PageCache; requests: AsyncLocalStorage<RequestScope> };
};

/** Passes the body through while counting it, and fails once it passes the limit. */
class BodyCounter extends Transform {
  received = 0;
  exceeded = false;
  readonly limit: number;

  constructor(limit: number) {
    super();
    this.limit = limit;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.received += chunk.byteLength;
    if (this.received > this.limit) {
      this.exceeded = true;
      return callback(new Error(`The request body passed ${this.limit} bytes`));
    }
    callback(null, chunk);
  }
}

const HOST_PATTERN = /^[\w.-]+(:\d{1,5})?$|^\[[\da-fA-F:.]+\](:\d{1,5})?$/;

export function reactRouterHandler(options: Options) {
  const handle = createRequestHandler(options.build, options.mode);

  return async (req: Request, res: Response, next: NextFunction) => {
    const requestId = String(res.locals.requestId ?? 'unknown');
    const host = req.host || 'localhost';
    if (!HOST_PATTERN.test(host)) return sendServerPage(req, res, 'badAddress', { requestId });

    const headers = new Headers();
    for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);

    const controller = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers, signal: controller.signal };
    let counter: BodyCounter | undefined;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      counter = new BodyCounter(bodyLimitFor(req));
      // Past the limit the request is aborted: the route stops, and React Router does not log it as an error.
      counter.once('error', () => controller.abort());
      req.pipe(counter);
      init.body = createReadableStreamFromReadable(counter);
      init.duplex = 'half';
    }

    const refuseTooLarge = () => {
      if (!res.headersSent) sendServerPage(req, res, 'tooLarge', { requestId });
    };

    const request = new Request(`${req.protocol}://${host}${req.originalUrl}`, init);
    const cached = options.pageCache;
    const key = cached?.cache.keyFor(req);
    if (cached && key) {
      try {
        return await options.track(servePage(cached, key, () => handle(request), res));
      } catch (error) {
        if (res.destroyed || res.writableEnded) return;
        return next(error);
      }
    }

    try {
      await options.track(
        (async () => {
          const response = await handle(request);
          if (counter?.exceeded) {
            await response.body?.cancel();
            return refuseTooLarge();
          }
          // A body the route did not read (a page without an action) is dropped, never kept.
          await streamResponse(response, res, () => counter && dropUnreadBody(req, res));
        })(),
      );
    } catch (error) {
      if (counter?.exceeded) return refuseTooLarge();
      if (res.destroyed || res.writableEnded) return;
      next(error);
    }
  };
}

/**
 * A signed-out visitor's page: the kept one while the data has not changed, or a new render with
 * placeholders for the nonce and request id, offered to the cache when every visitor would get it.
 */
async function servePage(pageCache: NonNullable<Options['pageCache']>, key: string, render: () => Promise<globalThis.Response>, res: Response): Promise<void> {
  const { cache, requests } = pageCache;
  const scope = requests.getStore();
  if (!scope) throw new Error('a page was asked for outside a request scope');
  const values = { nonce: scope.nonce, requestId: scope.requestId };
  const send = (status: number, statusText: string, headers: Iterable<[string, string]>, html: string) => {
    if (startAnswer(res, status, statusText, headers)) res.end(cache.fill(html, values));
  };

  let version: string;
  try {
    version = await cache.dataVersion();
  } catch {
    // Without the database the page cannot be told fresh; render it as any other (and fail as it would).
    return streamResponse(await render(), res);
  }
  const page = await cache.find(key, version);
  if (page) return send(page.status, '', [...page.headers, ['X-Page-Cache', 'hit']], page.html);

  const ticket = cache.begin(key);
  try {
    const response = await requests.run({ ...scope, ...cache.placeholder }, render);
    const html = (response.headers.get('content-type') ?? '').startsWith('text/html');
    if (!html) {
      ticket.keep(null);
      return await streamResponse(response, res);
    }
    const text = await response.text();
    ticket.keep(cache.keepable(response) ? { status: response.status, headers: [...response.headers], html: text, version } : null);
    send(response.status, response.statusText, response.headers, text);
  } finally {
    ticket.keep(null);
  }
}

/** Sets an answer's status and headers; false when there is no one to answer. */
function startAnswer(res: Response, status: number, statusText: string, headers: Iterable<[string, string]>): boolean {
  // Shutdown may have answered already (a 503), or the client left.
  if (res.headersSent || res.destroyed) return false;
  // Without a text of its own, Node writes the status code's usual one.
  if (statusText) res.statusMessage = statusText;
  res.status(status);
  for (const [name, value] of headers) res.append(name, value);
  return true;
}

/** Writes React Router's answer; `beforeBody` runs once the head is set. */
async function streamResponse(response: globalThis.Response, res: Response, beforeBody?: () => void): Promise<void> {
  if (!startAnswer(res, response.status, response.statusText, response.headers)) return void (await response.body?.cancel());
  beforeBody?.();
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}
