// One server process per core (WEB_CONCURRENCY > 1), with node:cluster. Edit when changing how the
// processes are started, replaced or stopped.
//
// The primary process owns what must exist once: the DATA_DIR lock, the embedded PostgreSQL,
// migrations and the demo data. It then starts the workers, each a full server (server/main.ts)
// connected to that database through DATABASE_URL; they share the listening port, and the primary
// hands each new connection to the next worker. On SIGTERM or SIGINT each worker drains its requests
// and closes, then the primary stops the database. A worker that dies is replaced.
import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../app/lib/env.server.ts';
import { createLogger } from '../app/lib/log.server.ts';
import { endPool } from '../app/lib/pool.server.ts';
import { loadOrCreateSecrets } from '../app/lib/secrets.server.ts';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { runMigrations } from '../db/migrate.ts';
import { seedDemoDataOnce } from '../db/seed/index.ts';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const SHUTDOWN_DEADLINE_MS = 30_000;
/** Workers that die more often than this within a minute point at a fault a restart will not fix. */
const MAX_RESTARTS_PER_MINUTE = 5;

export async function runPrimary(config: Config): Promise<void> {
  const log = createLogger({ level: config.LOG_LEVEL });
  const count = config.WEB_CONCURRENCY;
  const cleanups: Array<() => Promise<void>> = [];
  let stopping = false;
  let exitCode = 0;
  const stopRequested = new AbortController();

  const stopAll = async () => {
    for (const step of cleanups.reverse()) await step().catch((error: unknown) => log.error({ err: error }, 'shutdown step failed'));
    process.exit(exitCode);
  };
  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    stopRequested.abort();
    console.log(`${reason}: shutting down ${count} server processes`);
    setTimeout(() => {
      console.error('Shutdown did not finish within 30 s: exiting.');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker));
    if (workers.length === 0) return void stopAll();
    let left = workers.length;
    for (const worker of workers) {
      worker.once('exit', () => {
        left -= 1;
        if (left === 0) void stopAll();
      });
      // A worker drains on SIGTERM like a single server does (see main() in server/main.ts).
      worker.process.kill('SIGTERM');
    }
  };
  process.on('SIGTERM', () => stop('SIGTERM received'));
  process.on('SIGINT', () => stop('SIGINT received'));

  let databaseUrl = config.DATABASE_URL;
  try {
    const dataDir = path.resolve(ROOT, config.DATA_DIR);
    // Created here, once, so that the workers read the same generated secrets.
    const secrets = await loadOrCreateSecrets(dataDir);
    if (!databaseUrl) {
      const lock = await lockDataDir(dataDir);
      cleanups.push(() => lock.release());
      const embedded = await startEmbeddedPostgres({
        clusterDir: path.join(dataDir, 'postgres'),
        password: secrets.postgresPassword,
        database: 'diveatlas',
        port: config.EMBEDDED_PG_PORT,
        log,
        // The server processes keep their connection string: the database comes back on the same port.
        keepRunning: {
          appStopping: stopRequested.signal,
          onGiveUp: (error) => {
            exitCode = 1;
            stop(error.message);
          },
        },
      });
      cleanups.push(() => embedded.stop());
      databaseUrl = embedded.url;
    }
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    try {
      await runMigrations(pool);
      if (config.SEED_DEMO_DATA) await seedDemoDataOnce(pool, log);
    } finally {
      await endPool(pool);
    }
  } catch (error) {
    console.error(error instanceof DataDirInUseError ? error.message : error);
    exitCode = 1;
    return void stopAll();
  }
  if (stopping) return;

  const restarts: number[] = [];
  let listening = 0;
  const start = () => cluster.fork({ DATABASE_URL: databaseUrl });
  cluster.on('listening', (_worker, address) => {
    listening += 1;
    if (listening !== count) return;
    const host = config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
    console.log(`\n  ${config.ORG_NAME} is running at http://${host}:${address.port} (${count} server processes)\n`);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    log.error({ workerPid: worker.process.pid, code, signal }, 'a server process ended unexpectedly: starting another');
    const now = Date.now();
    restarts.push(now);
    while (restarts.length && restarts[0]! < now - 60_000) restarts.shift();
    if (restarts.length > MAX_RESTARTS_PER_MINUTE) {
      log.fatal('server processes keep ending: stopping');
      exitCode = 1;
      stop('repeated failures');
      return;
    }
    setTimeout(() => !stopping && start(), 1000).unref();
  });
  for (let index = 0; index < count; index += 1) start();
}
