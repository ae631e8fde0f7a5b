// What every benchmark on a database starts from: a throwaway folder, an embedded PostgreSQL in it with
// the app's migrations, the change feed, and the app's runtime installed on them, quiet, with a mailer
// that writes to the folder unless the benchmark brings its own. Edit it when the runtime takes a new part.
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino, type Logger } from 'pino';
import { startChangeFeed, type ChangeFeed } from '../app/lib/change-feed.server.ts';
import { createMailer, type Mailer } from '../app/lib/email.server.ts';
import { loadConfig } from '../app/lib/env.server.ts';
import { MEMBER_ID_ALPHABET, MEMBER_ID_LENGTH } from '../app/lib/member-id.ts';
import { installRuntime, type RequestScope } from '../app/lib/runtime.server.ts';
import { createLocalStore } from '../app/lib/storage-local.server.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded-postgres.ts';
import { runMigrations } from '../db/migrate.ts';

export type BenchRuntime = {
  folder: string;
  log: Logger;
  database: EmbeddedDatabase;
  pool: pg.Pool;
  changes: ChangeFeed;
  /** Closes this process's connections (the change feed and the pool), for a bench that hands the database to an app server. */
  release(): Promise<void>;
  /** Releases, stops PostgreSQL and removes the folder (unless it was kept). */
  stop(): Promise<void>;
};

type Options = {
  /** Names the folder and the database: "logbook" makes bench-logbook-… and logbook_bench. */
  name: string;
  /** Where the folder is made (the system's temporary folder unless given). */
  parent?: string;
  /** A folder to use and keep, as a bench that keeps its data between runs asks. */
  keepIn?: string;
  poolSize?: number;
  mailer?: Mailer;
};

export async function startBenchRuntime(options: Options): Promise<BenchRuntime> {
  if (options.parent) await mkdir(options.parent, { recursive: true });
  const folder = options.keepIn ? path.resolve(options.keepIn) : await mkdtemp(path.join(options.parent ?? tmpdir(), `bench-${options.name}-`));
  const log = pino({ level: 'silent' });
  const database = await startEmbeddedPostgres({ clusterDir: path.join(folder, 'postgres'), password: 'bench-only-password', database: `${options.name.replace(/\W/g, '_')}_bench`, log });
  const pool = new pg.Pool({ connectionString: database.url, max: options.poolSize ?? 4 });
  // Connections closed by the database stopping at the end are not a failure of the bench.
  pool.on('error', () => undefined);
  let changes: ChangeFeed | null = null;
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    await changes?.close();
    await pool.end();
  };
  const stop = async () => {
    await release();
    await database.stop();
    if (!options.keepIn) await rm(folder, { recursive: true, force: true });
  };
  try {
    await runMigrations(pool);
    changes = await startChangeFeed({ connectionString: database.url, log });
    installRuntime({
      config: loadConfig({ NODE_ENV: 'production', DATA_DIR: folder, LOG_LEVEL: 'silent' }),
      dataDir: folder,
      authSecret: 'benchmark-secret-of-at-least-32-characters',
      pool,
      log,
      storage: createLocalStore(path.join(folder, 'uploads')),
      changes,
      mailer: options.mailer ?? createMailer({ from: 'DiveAtlas <no-reply@diveatlas.example>', outboxDir: path.join(folder, 'outbox'), log }),
      requests: new AsyncLocalStorage<RequestScope>(),
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { folder, log, database, pool, changes, release, stop };
}

/** A well-formed public member ID for the n-th synthetic member, the same in every run. */
export function benchMemberId(n: number): string {
  let text = '';
  for (let i = 0; i < MEMBER_ID_LENGTH; i += 1) {
    text = MEMBER_ID_ALPHABET[n % MEMBER_ID_ALPHABET.length]! + text;
    n = Math.floor(n / MEMBER_ID_ALPHABET.length);
  }
  return text;
}
