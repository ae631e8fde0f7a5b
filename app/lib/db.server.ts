// The Drizzle database handle for route code, on the pool the server entry opened.
import { eq } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import * as schema from '../../db/schema/index.ts';
import { getRuntime } from './runtime.server.ts';

export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const handles = new WeakMap<Pool, Database>();

export function db(): Database {
  const { pool } = getRuntime();
  let handle = handles.get(pool);
  if (!handle) {
    handle = drizzle({ client: pool, schema });
    handles.set(pool, handle);
  }
  return handle;
}

/**
 * Locks one row until the transaction ends. Figures that many writers change (a site's rating and
 * photo count) are recomputed after taking their row's lock: concurrent writers then run one after
 * another, and each recount, a statement that starts after the lock is granted, sees what the
 * previous writer committed. The lock lets other transactions read the row and reference it.
 */
export async function lockRow(tx: Transaction, table: PgTable & { id: PgColumn }, id: number): Promise<void> {
  await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for('no key update');
}

export { schema };
