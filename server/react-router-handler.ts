// Hands an Express request to React Router and writes its answer back. Written here rather than
// taken from @react-router/express so that the body a route reads is counted as it streams: a body
// without a declared length (chunked) cannot grow past the server-wide limit, and a body a route
// leaves unread is dropped as it arrives. Edit when React Router's request handling changes.
import { Transform, type TransformCallback } from 'node:stream';
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from '@react-router/node';
import type { NextFunction, Request, Response } from 'express';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { sendServerPage } from './error-page.ts';
import { bodyLimitFor } from './request-guards.ts';
import { dropUnreadBody } from './unread-body.ts';

type Options = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'development' | 'production';
  /** Wraps the work of each request, so shutdown can wait for it (graceful-shutdown.ts). */
  track: <T>(work: Promise<T>) => Promise<T>;
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

    try {
      await options.track(
        (async () => {
          const response = await handle(new Request(`${req.protocol}://${host}${req.originalUrl}`, init));
          if (counter?.exceeded) {
            await response.body?.cancel();
            return refuseTooLarge();
          }
          // Shutdown may have answered already (a 503), or the client left.
          if (res.headersSent || res.destroyed) return void (await response.body?.cancel());
          res.statusMessage = response.statusText;
          res.status(response.status);
          for (const [name, value] of response.headers) res.append(name, value);
          // A body the route did not read (a page without an action) is dropped, never kept.
          if (counter) dropUnreadBody(req, res);
          if (response.body) await writeReadableStreamToWritable(response.body, res);
          else res.end();
        })(),
      );
    } catch (error) {
      if (counter?.exceeded) return refuseTooLarge();
      if (res.destroyed || res.writableEnded) return;
      next(error);
    }
  };
}
