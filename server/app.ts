// The HTTP application: request scope and logging, security headers, the request guards (shutdown,
// malformed addresses, cross-site state changes, oversized bodies), precompressed static files,
// compression, other static files, the health check, then React Router for every page. Edit when
// adding a non-page endpoint.
import { randomBytes, randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { ServerBuild } from 'react-router';
import { originFromConfig } from '../app/lib/public-origin.server.ts';
import type { Runtime } from '../app/lib/runtime.server.ts';
import { sendServerPage } from './error-page.ts';
import { createLifecycle, type Lifecycle } from './graceful-shutdown.ts';
import { createPageCache } from './page-cache.ts';
import { reactRouterHandler } from './react-router-handler.ts';
import { refuseMalformedPaths, refuseOversizedBodies, requireSameOrigin } from './request-guards.ts';
import { securityHeaders } from './security-headers.ts';
import { plainStatic, precompressedStatic } from './static-files.ts';

type AppOptions = {
  runtime: Runtime;
  /** The built server bundle, or a loader for it (development reloads it on each request). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  clientDir: string;
  dev?: boolean;
  /** Development only: Vite's middleware, which serves modules and hot updates. */
  viteMiddleware?: express.RequestHandler;
  /** Counts requests in flight and refuses new ones while stopping; server/main.ts drains it on SIGTERM. */
  lifecycle?: Lifecycle;
};

const REQUEST_ID_PATTERN = /^[\w.-]{8,80}$/;
const HEALTH_TIMEOUT_MS = 2000;

export function createApp(options: AppOptions): express.Express {
  const { runtime, build, clientDir, dev = false, lifecycle = createLifecycle() } = options;
  const { config, log, requests } = runtime;
  const requestIdOf = (res: Response) => String(res.locals.requestId ?? 'unknown');
  // Forms are accepted from the configured public origin; without PUBLIC_URL (a server on loopback)
  // also from the address the browser used, so http://localhost and http://127.0.0.1 both work.
  const publicOrigin = originFromConfig(config);
  const acceptedOrigins = (req: Request) => (config.PUBLIC_URL ? [publicOrigin] : [publicOrigin, `${req.protocol}://${req.host}`]);
  const app = express();
  app.disable('x-powered-by');
  if (config.TRUST_PROXY) app.set('trust proxy', true);

  app.use((req: Request, res: Response, next: NextFunction) => {
    const incoming = req.get('x-request-id');
    const requestId = incoming && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    const nonce = randomBytes(16).toString('base64');
    const requestLog = log.child({ requestId });
    const started = process.hrtime.bigint();
    res.locals.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    for (const [name, value] of Object.entries(securityHeaders({ nonce, config, dev, https: req.secure }))) res.setHeader(name, value);
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const refused = res.locals.refusedBecause as string | undefined;
      requestLog.info({ method: req.method, url: req.originalUrl, status: res.statusCode, ms: Math.round(ms * 10) / 10, ...(refused ? { refused } : {}) }, 'request');
    });
    requests.run({ requestId, nonce, log: requestLog, ip: req.ip }, next);
  });

  app.use(lifecycle.middleware);
  app.use(refuseMalformedPaths(requestIdOf));
  app.use(requireSameOrigin({ acceptedOrigins, requestId: requestIdOf }));
  app.use(refuseOversizedBodies(requestIdOf));
  // Before compression(): these files are sent already compressed, and its wrapper would only cost time.
  if (!options.viteMiddleware) app.use(precompressedStatic(clientDir));
  // Pages in brotli at quality 3 (half the time of the default 4 or of gzip level 6, as small as
  // gzip) with a 256 KiB window: the default 4 MiB window made every response's encoder so large
  // that the garbage collector ran a full collection every few requests to release them, and the
  // server's memory stayed high after a load.
  app.use(compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 3, [zlibConstants.BROTLI_PARAM_LGWIN]: 18 } } }));

  app.get('/healthz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    try {
      await withTimeout(runtime.pool.query('select 1'), HEALTH_TIMEOUT_MS);
      res.status(200).json({ status: 'ok', database: 'up' });
    } catch (error) {
      (runtime.requests.getStore()?.log ?? runtime.log).warn({ err: error }, 'health check: database unreachable');
      res.status(503).json({ status: 'unavailable', database: 'down' });
    }
  });

  if (options.viteMiddleware) {
    app.use(options.viteMiddleware);
  } else {
    app.use(plainStatic(clientDir));
  }

  // Development reloads the build on each request, so nothing rendered there is kept.
  const pageCache =
    !dev && config.PAGE_CACHE_SECONDS > 0
      ? {
          cache: createPageCache({
            seconds: config.PAGE_CACHE_SECONDS,
            // The transactions that have written, or are writing: any write changes it, a read never does.
            dataVersion: async () => (await runtime.pool.query<{ snapshot: string }>('select pg_current_snapshot()::text as snapshot')).rows[0]!.snapshot,
          }),
          requests,
        }
      : undefined;
  app.all('/{*path}', reactRouterHandler({ build, mode: dev ? 'development' : 'production', track: (work) => lifecycle.track(work), pageCache }));

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const scope = requests.getStore();
    (scope?.log ?? log).error({ err: error, method: req.method, url: req.originalUrl }, 'unhandled error');
    if (res.headersSent) return void res.end();
    sendServerPage(req, res, 'server', { requestId: requestIdOf(res) });
  });

  return app;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}
