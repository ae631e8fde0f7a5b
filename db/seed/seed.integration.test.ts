import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { getRuntime } from '../../app/lib/runtime.server.ts';
import { readSeedSites, seedDemoDataOnce } from './index.ts';

describe('demo data', () => {
  it('is loaded on an empty database, once, and every seeded site says it is seed data', async () => {
    const { pool } = getRuntime();
    const log = pino({ level: 'silent' });
    expect(await seedDemoDataOnce(pool, log)).toBe(true);
    expect(await seedDemoDataOnce(pool, log)).toBe(false);
    const { rows } = await pool.query<{ total: number; seeded: number }>(
      'select count(*)::int as total, count(*) filter (where is_seed and source is not null)::int as seeded from dive_site',
    );
    expect(rows[0]).toEqual({ total: readSeedSites().length, seeded: readSeedSites().length });
  });
});
