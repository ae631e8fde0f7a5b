// Logical backup and restore of every application table, as one NDJSON file per table plus a manifest.
// Works on the embedded server and on any PostgreSQL reachable by DATABASE_URL. scripts/backup.ts adds
// the uploaded files (app/lib/storage-backup.server.ts) and the session secret to the same folder.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Pool, PoolClient } from 'pg';
import { runMigrations } from './migrate.ts';

const BATCH = 1000;

export type BackupManifest = {
  format: 'diveatlas-backup-1';
  createdAt: string;
  lastMigration: string | null;
  tables: Array<{ name: string; rows: number }>;
  /** The uploaded files copied into uploads/ (absent in backups made before files were included). */
  uploads?: { files: number; bytes: number };
  /**
   * Where the session secret is: in secrets.json beside the manifest, in the environment
   * (AUTH_SECRET, kept by the operator), or nowhere. The fingerprint tells secrets apart without revealing them.
   */
  authSecret?: { stored: 'in-backup' | 'environment' | 'missing'; fingerprint: string | null };
  /**
   * Where the push (VAPID) key pair is, as for the session secret: members' browsers subscribed with its
   * public key, so a new pair leaves every device silent. The public key is no secret.
   */
  pushKeys?: { stored: 'in-backup' | 'environment' | 'missing'; publicKey: string | null };
};

export async function readManifest(folder: string): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(path.join(folder, 'manifest.json'), 'utf8')) as BackupManifest;
  if (manifest.format !== 'diveatlas-backup-1') throw new Error(`${folder} is not a backup made by this application.`);
  return manifest;
}

export async function writeManifest(folder: string, manifest: BackupManifest): Promise<void> {
  await writeFile(path.join(folder, 'manifest.json'), JSON.stringify(manifest, null, 2), { mode: 0o600 });
}

/** Whether the database is new and empty (no migrations applied): the only kind a backup is restored into. */
export async function isEmptyDatabase(pool: Pool): Promise<boolean> {
  const migrated = await pool.query(`select to_regclass('drizzle.__drizzle_migrations') is not null as migrated`);
  return !migrated.rows[0]?.migrated;
}

/** Application tables in an order that satisfies foreign keys (parents first). */
async function tablesInDependencyOrder(client: PoolClient): Promise<string[]> {
  const tables = (
    await client.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public' order by tablename`)
  ).rows.map((row) => row.name);
  const edges = (
    await client.query<{ child: string; parent: string }>(
      `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
         from pg_constraint c where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
    )
  ).rows;
  const ordered: string[] = [];
  const visit = (table: string, trail: Set<string>) => {
    if (ordered.includes(table) || trail.has(table)) return;
    trail.add(table);
    for (const edge of edges) if (edge.child === table && edge.parent !== table) visit(edge.parent.replaceAll('"', ''), trail);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

async function lastMigration(client: PoolClient): Promise<string | null> {
  // Inside the snapshot transaction a failing query would abort it, so look before reading.
  const exists = await client.query(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!exists.rows[0]?.present) return null;
  const result = await client.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations order by created_at desc limit 1');
  return result.rows[0]?.hash ?? null;
}

/** Writes a consistent snapshot (one repeatable-read transaction) into `folder`. */
export async function backupDatabase(pool: Pool, folder: string): Promise<BackupManifest> {
  await mkdir(folder, { recursive: true });
  const client = await pool.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const manifest: BackupManifest = { format: 'diveatlas-backup-1', createdAt: new Date().toISOString(), lastMigration: await lastMigration(client), tables: [] };
    for (const table of await tablesInDependencyOrder(client)) {
      const out = createWriteStream(path.join(folder, `${table}.ndjson`), { mode: 0o600 });
      await client.query(`declare backup_cursor no scroll cursor for select row_to_json(t)::text as row from "${table}" t`);
      let rows = 0;
      for (;;) {
        const batch = await client.query<{ row: string }>(`fetch ${BATCH} from backup_cursor`);
        for (const { row } of batch.rows) out.write(`${row}\n`);
        rows += batch.rowCount ?? 0;
        if ((batch.rowCount ?? 0) < BATCH) break;
      }
      await client.query('close backup_cursor');
      await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
      manifest.tables.push({ name: table, rows });
    }
    await client.query('commit');
    await writeManifest(folder, manifest);
    return manifest;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Restores a backup into a new, empty database: migrations first, then the rows, parents before children,
 * in one transaction, then identity sequences moved past the restored ids.
 */
export async function restoreDatabase(pool: Pool, folder: string): Promise<void> {
  const manifest = await readManifest(folder);
  if (!(await isEmptyDatabase(pool))) throw new Error('The database is not empty: restore into a new, empty database.');
  await runMigrations(pool);
  const client = await pool.connect();
  try {
    await client.query('begin');
    // Triggers (such as the map's change counters) must not fire for restored rows. Only a
    // superuser may switch them off; elsewhere the restore goes on with triggers enabled.
    await client.query('savepoint replica_mode');
    await client.query('set local session_replication_role = replica').catch(() => client.query('rollback to savepoint replica_mode'));
    // Migrations may fill reference tables; the backup's rows replace them.
    const names = manifest.tables.map(({ name }) => `"${name}"`).join(', ');
    if (names) await client.query(`truncate ${names} restart identity cascade`);
    for (const { name } of manifest.tables) {
      if (name.startsWith('__drizzle')) continue;
      // Generated columns (search documents) are recomputed by the database, not restored.
      const columns = (
        await client.query<{ column_name: string }>(
          `select column_name from information_schema.columns
            where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
          [name],
        )
      ).rows.map((row) => `"${row.column_name}"`);
      let batch: string[] = [];
      const flush = async () => {
        if (!batch.length) return;
        await client.query(
          `insert into "${name}" (${columns.join(', ')}) overriding system value
           select ${columns.join(', ')} from json_populate_recordset(null::"${name}", $1::json)`,
          [`[${batch.join(',')}]`],
        );
        batch = [];
      };
      const lines = createInterface({ input: createReadStream(path.join(folder, `${name}.ndjson`)), crlfDelay: Infinity });
      for await (const line of lines) {
        if (!line) continue;
        batch.push(line);
        if (batch.length >= BATCH) await flush();
      }
      await flush();
      if (!columns.includes('"id"')) continue;
      const sequence = await client.query<{ seq: string | null }>(`select pg_get_serial_sequence($1, 'id') as seq`, [`"${name}"`]);
      const seq = sequence.rows[0]?.seq;
      if (seq) await client.query(`select setval($1, greatest((select coalesce(max(id), 0) from "${name}"), 1))`, [seq]);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
