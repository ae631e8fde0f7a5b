// Stopping without losing a response: on SIGTERM the server stops accepting at once, answers a
// request that still arrives on an open keep-alive connection with 503 and "Connection: close",
// lets requests in flight finish, and never cuts a response that has started. Edit to change the
// limits (server/main.ts passes them).
import type { Server } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { sendServerPage } from './error-page.ts';

export type DrainLimits = {
  /** How long requests in flight get to finish; those that have not started answering then get a 503. */
  requestsMs: number;
  /** How long a response that has started may take to finish sending after that; then the connection is closed. */
  responsesMs: number;
};

export type Lifecycle = {
  /** The first middleware after the request id: refuses requests once stopping, keeps count of the others. */
  middleware: (req: Request, res: Response, next: NextFunction) => void;
  /** Work that must end before the database closes (a page being rendered, even for a client that left). */
  track<T>(work: Promise<T>): Promise<T>;
  readonly stopping: boolean;
  /** Stops accepting, lets requests finish within the limits, and resolves once every connection is closed and no work is left. */
  drain(server: Server, limits: DrainLimits, log: Logger): Promise<void>;
};

const POLL_MS = 50;

export function createLifecycle(): Lifecycle {
  let stopping = false;
  const active = new Set<{ req: Request; res: Response }>();
  let work = 0;

  const waitFor = async (done: () => boolean, ms: number): Promise<boolean> => {
    const deadline = Date.now() + ms;
    while (!done()) {
      if (Date.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    return true;
  };

  return {
    get stopping() {
      return stopping;
    },

    middleware(req, res, next) {
      const requestId = String(res.locals.requestId ?? 'unknown');
      if (stopping) return sendServerPage(req, res, 'unavailable', { requestId, close: true });
      const entry = { req, res };
      active.add(entry);
      res.once('close', () => active.delete(entry));
      next();
    },

    async track(promise) {
      work += 1;
      try {
        return await promise;
      } finally {
        work -= 1;
      }
    },

    async drain(server, limits, log) {
      stopping = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Answers still to come say "Connection: close", so their connections end with them.
      for (const { res } of active) if (!res.headersSent) res.setHeader('Connection', 'close');
      // An event stream (the inbox's) never ends by itself: it is closed now, and its browser opens a
      // new one, on another server or on this one once it is back.
      for (const { res } of active) if (String(res.getHeader('content-type') ?? '').startsWith('text/event-stream')) res.destroy();
      // An idle keep-alive connection is closed at once; a busy one as soon as its answer is sent.
      server.closeIdleConnections();
      const sweeper = setInterval(() => server.closeIdleConnections(), POLL_MS);
      try {
        if (!(await waitFor(() => active.size === 0, limits.requestsMs))) {
          let refused = 0;
          for (const { req, res } of active) {
            if (res.headersSent) continue;
            sendServerPage(req, res, 'unavailable', { requestId: String(res.locals.requestId ?? 'unknown'), close: true });
            refused += 1;
          }
          log.warn({ refused, streaming: active.size - refused }, `requests still running after ${limits.requestsMs / 1000} s: unanswered ones get a 503, started answers may finish`);
          if (!(await waitFor(() => active.size === 0, limits.responsesMs))) {
            log.error({ responses: active.size }, 'answers still sending at the shutdown limit: closing their connections');
          }
        }
        // What remains are connections without an answer in progress (a request half sent).
        server.closeAllConnections();
        await closed;
        // A page whose client left may still be querying: let it end before the database closes.
        if (!(await waitFor(() => work === 0, limits.requestsMs))) log.error({ work }, 'work still running at shutdown');
      } finally {
        clearInterval(sweeper);
      }
    },
  };
}
