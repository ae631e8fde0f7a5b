// The Drizzle database handle for route code, on the pool the server entry opened.
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import * as schema from '../../db/schema/index.ts';
import { getRuntime } from './runtime.server.ts';

export type Database = NodePgDatabase<typeof schema>;

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

export { schema };
