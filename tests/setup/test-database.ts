// The PostgreSQL server that integration tests use: DATABASE_URL (or TEST_DATABASE_URL) when given,
// so CI can run the suite against a system server; otherwise a throwaway embedded cluster.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { startEmbeddedPostgres } from '../../db/embedded-postgres.ts';
import { runMigrations } from '../../db/migrate.ts';

export type TestServer = { adminUrl: string; stop(): Promise<void> };

export async function startTestServer(): Promise<TestServer> {
  const external = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (external) return { adminUrl: external, stop: async () => {} };
  // In the temporary folder, which the server's own account can enter even when the checkout is private.
  const folder = await mkdtemp(path.join(tmpdir(), 'diveatlas-test-postgres-'));
  const embedded = await startEmbeddedPostgres({
    clusterDir: path.join(folder, 'cluster'),
    password: 'test-only-password',
    database: 'postgres',
    log: pino({ level: 'silent' }),
    durable: false,
  });
  return {
    adminUrl: embedded.adminUrl,
    async stop() {
      await embedded.stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates (or re-creates) a migrated template database that test databases are cloned from. */
export async function createTemplate(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, async (client) => {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  });
  const pool = new pg.Pool({ connectionString: databaseUrl(adminUrl, name), max: 1 });
  try {
    await runMigrations(pool);
  } finally {
    await pool.end();
  }
}

/** A fresh copy of the template: a file starts from a clean, migrated database in a fraction of a second. */
export async function cloneDatabase(adminUrl: string, template: string, name: string): Promise<string> {
  await withAdmin(adminUrl, async (client) => {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}" template "${template}"`);
  });
  return databaseUrl(adminUrl, name);
}

/**
 * Drops a test database once its sessions are gone. `pool.end()` resolves before the server has seen every
 * connection close, and a forced drop would terminate those closing connections: each then raises an
 * uncaught "terminating connection due to administrator command" in the test worker. So wait for them
 * first, and force only what is still there after a few seconds.
 */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, async (client) => {
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline) {
      const { rows } = await client.query<{ sessions: number }>(
        'select count(*)::int as sessions from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      if (rows[0]?.sessions === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await client.query(`drop database if exists "${name}" with (force)`);
  });
}
