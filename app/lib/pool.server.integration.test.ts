import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { endPool } from './pool.server.ts';
import { getRuntime } from './runtime.server.ts';

const APPLICATION = 'diveatlas-end-pool-test';

/** Connections of the test's own pool, as the database server counts them. */
async function openConnections(): Promise<number> {
  const { rows } = await getRuntime().pool.query<{ count: number }>('select count(*)::int as count from pg_stat_activity where application_name = $1', [APPLICATION]);
  return rows[0]!.count;
}

describe('endPool', () => {
  it('resolves only once the database has seen every connection of the pool close', async () => {
    const pool = new pg.Pool({ connectionString: getRuntime().pool.options.connectionString, application_name: APPLICATION, max: 3 });
    const closed: pg.Client[] = [];
    pool.on('connect', (client) => client.once('end', () => closed.push(client)));
    // Three connections at once, so the pool holds three when it is ended.
    await Promise.all([1, 2, 3].map(() => pool.query('select pg_sleep(0.05)')));
    expect(await openConnections()).toBe(3);
    await endPool(pool);
    // Checked as soon as it resolves: pool.end() alone resolves while the connections are still closing.
    expect(closed).toHaveLength(3);
    expect(pool.totalCount).toBe(0);
    expect(await openConnections()).toBe(0);
  });

  it('ends a pool that never opened a connection', async () => {
    const pool = new pg.Pool({ connectionString: getRuntime().pool.options.connectionString, application_name: APPLICATION });
    await endPool(pool);
    expect(pool.ended).toBe(true);
  });
});
