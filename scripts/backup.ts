// `npm run db:backup [-- folder]` and `npm run db:restore -- folder`: see db/backup.ts for the format.
// With DATABASE_URL set they use that server; otherwise the embedded one in DATA_DIR (started for the
// command if the app is not running, or reached on the running app's port).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { loadConfig } from '../app/lib/env.server.ts';
import { loadOrCreateSecrets } from '../app/lib/secrets.server.ts';
import { backupDatabase, restoreDatabase } from '../db/backup.ts';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { lockDataDir } from '../server/data-dir-lock.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const [command, target] = process.argv.slice(2);
if (command !== 'backup' && command !== 'restore') {
  console.error('usage: node scripts/backup.ts backup [folder] | restore <folder>');
  process.exit(2);
}
if (command === 'restore' && !target) {
  console.error('restore needs the backup folder: npm run db:restore -- data/backups/<time>');
  process.exit(2);
}

const config = loadConfig();
const dataDir = path.resolve(ROOT, config.DATA_DIR);
const log = pino({ level: 'warn' });
const cleanups: Array<() => Promise<void>> = [];
let url = config.DATABASE_URL;

if (!url) {
  const secrets = await loadOrCreateSecrets(dataDir);
  const clusterDir = path.join(dataDir, 'postgres');
  // postmaster.pid's fourth line is the port of a running server.
  const running = await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => '');
  const port = Number.parseInt(running.split('\n')[3] ?? '', 10);
  if (running && port > 0) {
    url = `postgres://postgres:${encodeURIComponent(secrets.postgresPassword)}@127.0.0.1:${port}/diveatlas`;
  } else {
    const lock = await lockDataDir(dataDir);
    cleanups.push(() => lock.release());
    const embedded = await startEmbeddedPostgres({ clusterDir, password: secrets.postgresPassword, database: 'diveatlas', log });
    cleanups.push(() => embedded.stop());
    url = embedded.url;
  }
}

const pool = new pg.Pool({ connectionString: url, max: 2 });
try {
  if (command === 'backup') {
    const folder = path.resolve(target ?? path.join(dataDir, 'backups', new Date().toISOString().replace(/[:.]/g, '-')));
    const manifest = await backupDatabase(pool, folder);
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(`Backup written to ${folder}: ${manifest.tables.length} tables, ${rows} rows.`);
  } else {
    await restoreDatabase(pool, path.resolve(target!));
    console.log(`Restored ${target}.`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await pool.end();
  for (const step of cleanups.reverse()) await step();
}
