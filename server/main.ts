// The process entry: reads the configuration, starts (or connects to) PostgreSQL, applies
// migrations, loads demo data on a fresh database, serves HTTP, and shuts down cleanly.
import './production-env.ts';
import { AsyncLocalStorage } from 'node:async_hooks';
import cluster from 'node:cluster';
import type { Server } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Express, RequestHandler } from 'express';
import pg from 'pg';
import type { ServerBuild } from 'react-router';
import { startLandPreparation } from './land-preparation.ts';
import { startChangeFeed } from '../app/lib/change-feed.server.ts';
import { createMailer } from '../app/lib/email.server.ts';
import { ConfigError, loadConfig, type Config } from '../app/lib/env.server.ts';
import { createLogger } from '../app/lib/log.server.ts';
import { installRuntime, stopRuntimeWork, type RequestScope, type Runtime } from '../app/lib/runtime.server.ts';
import { endPool } from '../app/lib/pool.server.ts';
import { pushKeys } from '../app/lib/push-keys.server.ts';
import { loadOrCreateSecrets } from '../app/lib/secrets.server.ts';
import { openObjectStore } from '../app/lib/storage.server.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded-postgres.ts';
import { runMigrations } from '../db/migrate.ts';
import { seedDemoDataOnce } from '../db/seed/index.ts';
import { createApp } from './app.ts';
import { runPrimary } from './cluster.ts';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';
import { releaseMemoryWhenIdle } from './idle-memory.ts';
import { createLifecycle, type DrainLimits } from './graceful-shutdown.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
/** Requests in flight get 10 s to finish; an answer already sending gets 10 s more, never cut before. */
const DRAIN_LIMITS: DrainLimits = { requestsMs: 10_000, responsesMs: 10_000 };
const SHUTDOWN_DEADLINE_MS = 30_000;

export type RunningServer = { url: string; close(): Promise<void> };

/** Thrown by startServer when its signal was aborted (SIGTERM during start-up); everything started is stopped. */
export class StartAbortedError extends Error {
  override name = 'StartAbortedError';
}

type ServerOptions = {
  config: Config;
  dev?: boolean;
  /** Aborted when the process begins to stop: during start-up, start-up stops; after it, a database that ends is expected. */
  signal?: AbortSignal;
  /** Called when the server cannot go on (its embedded database cannot be kept running): the process should stop, non-zero. */
  onFatal?: (error: Error) => void;
};

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const { config, dev = false, signal } = options;
  const checkpoint = () => {
    if (signal?.aborted) throw new StartAbortedError('start-up stopped by a signal');
  };
  const log = createLogger({ level: config.LOG_LEVEL });
  const dataDir = path.resolve(ROOT, config.DATA_DIR);
  const secrets = await loadOrCreateSecrets(dataDir);
  const cleanups: Array<() => Promise<void>> = [];
  const cleanUp = async () => {
    for (const step of cleanups.reverse()) await step().catch((error: unknown) => log.error({ err: error }, 'shutdown step failed'));
  };

  try {
    // The built-in basemap's detailed coast is prepared once per data folder, beside the starting
    // and then running site.
    if (!config.MAP_STYLE_URL) {
      const preparation = await startLandPreparation({ dataDir, script: path.join(ROOT, 'scripts', 'prepare-basemap.ts'), log });
      if (preparation) cleanups.push(() => preparation.stop());
    }
    let databaseUrl = config.DATABASE_URL;
    let embedded: EmbeddedDatabase | undefined;
    if (!databaseUrl) {
      const lock = await lockDataDir(dataDir);
      cleanups.push(() => lock.release());
      embedded = await startEmbeddedPostgres({
        clusterDir: path.join(dataDir, 'postgres'),
        password: secrets.postgresPassword,
        database: 'diveatlas',
        port: config.EMBEDDED_PG_PORT,
        log,
        keepRunning: { appStopping: signal, onGiveUp: options.onFatal ?? ((error) => log.fatal({ err: error }, 'the server cannot go on')) },
      });
      cleanups.push(() => embedded!.stop());
      databaseUrl = embedded.url;
      checkpoint();
    }

    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
    pool.on('error', (error) => log.error({ err: error }, 'idle database client error'));
    cleanups.push(() => endPool(pool));
    await runMigrations(pool);
    checkpoint();
    if (config.SEED_DEMO_DATA) await seedDemoDataOnce(pool, log);
    checkpoint();
    const storage = await openObjectStore(config.storage, dataDir);
    await storage.check();
    log.info(`uploads: ${storage.description}`);
    const changes = await startChangeFeed({ connectionString: databaseUrl, log });
    cleanups.push(() => changes.close());
    checkpoint();

    const requests = new AsyncLocalStorage<RequestScope>();
    const runtime: Runtime = {
      config,
      dataDir,
      authSecret: config.AUTH_SECRET ?? secrets.authSecret,
      push: pushKeys(config, secrets),
      pool,
      log,
      mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.SMTP_FROM, outboxDir: path.join(dataDir, 'outbox'), log: () => requests.getStore()?.log ?? log }),
      storage,
      changes,
      requests,
    };
    installRuntime(runtime);
    // Runs after the server has stopped taking requests and before the feed and the pool close.
    cleanups.push(() => stopRuntimeWork(runtime));

    const { build, viteMiddleware, closeVite } = await loadBuild(dev);
    if (closeVite) cleanups.push(closeVite);
    const lifecycle = createLifecycle();
    const app = createApp({ runtime, build, clientDir: path.join(ROOT, 'build', 'client'), dev, viteMiddleware, lifecycle });
    checkpoint();
    const server = await listen(app, config.PORT, config.HOST);
    cleanups.push(() => lifecycle.drain(server, DRAIN_LIMITS, log));
    if (!dev) {
      const stopReleasing = releaseMemoryWhenIdle(server);
      cleanups.push(async () => stopReleasing());
    }
    checkpoint();
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    const url = `http://${config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST}:${port}`;

    return {
      url,
      close: cleanUp,
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

async function loadBuild(dev: boolean) {
  if (!dev) {
    const file = path.join(ROOT, 'build', 'server', 'index.js');
    const build = (await import(pathToFileURL(file).href).catch((error: unknown) => {
      throw new Error(`No production build at ${file}: run "npm run build" first.`, { cause: error });
    })) as ServerBuild;
    return { build, viteMiddleware: undefined, closeVite: undefined };
  }
  const vite = await import('vite');
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  return {
    build: () => devServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    viteMiddleware: devServer.middlewares as unknown as RequestHandler,
    closeVite: () => devServer.close(),
  };
}

function listen(app: Express, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, (error?: Error) => (error ? reject(error) : resolve(server)));
  });
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const dev = process.argv.includes('--dev');
  // WEB_CONCURRENCY > 1: this process starts the database and the server processes (server/cluster.ts).
  if (!dev && config.WEB_CONCURRENCY > 1 && cluster.isPrimary) return runPrimary(config);
  // Signals are handled from the first moment: a stop during start-up (while the database starts or
  // migrates) stops what has started, rather than leaving PostgreSQL running behind.
  const stopRequested = new AbortController();
  let running: RunningServer | undefined;
  let exitCode = 0;
  const stop = async (reason: string, code = 0) => {
    if (stopRequested.signal.aborted) return;
    exitCode = code;
    stopRequested.abort();
    console.log(`${reason}: shutting down`);
    // A last resort if a step hangs: requests get 10 s (answers already sending 10 s more), stopping the database a little more.
    setTimeout(() => {
      console.error('Shutdown did not finish within 30 s: exiting.');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    // During start-up, startServer sees the abort at its next step and stops what it has started.
    if (!running) return;
    try {
      await running.close();
      process.exit(exitCode);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM received'));
  process.on('SIGINT', () => void stop('SIGINT received'));
  // A supervisor (systemd's Restart=on-failure) starts the whole app again, database included.
  const onFatal = (error: Error) => void stop(error.message, 1);

  try {
    running = await startServer({ config: dev ? { ...config, NODE_ENV: 'development' } : config, dev, signal: stopRequested.signal, onFatal });
  } catch (error) {
    if (error instanceof StartAbortedError) process.exit(exitCode);
    console.error(error instanceof DataDirInUseError ? error.message : error);
    process.exit(1);
  }
  // In a cluster the primary says it once, for all its server processes.
  if (!cluster.isWorker) console.log(`\n  ${config.ORG_NAME} is running at ${running.url}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
