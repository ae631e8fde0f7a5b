import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { getRuntime } from '../../app/lib/runtime.server.ts';
import { readSeedSites, seedDemoDataOnce } from './index.ts';

describe('seed sites as the app keeps them', () => {
  it('carry each fact\u2019s sources, the notice and the position\u2019s precision, and a first version', async () => {
    const { pool } = getRuntime();
    await seedDemoDataOnce(pool, pino({ level: 'silent' }));
    const seed = readSeedSites();
    const { rows } = await pool.query<{ seed_key: string; fact_sources: Record<string, Array<{ title: string; url: string | null }>>; notice: { en: string; es: string } | null; position_precision_m: number; description: object; versions: number }>(
      `select s.seed_key, s.fact_sources, s.notice, s.position_precision_m, s.description,
         (select count(*)::int from dive_site_revision r where r.site_id = s.id and r.kind = 'seed' and r.version = 1) as versions
       from dive_site s where s.is_seed`,
    );
    const byKey = new Map(rows.map((row) => [row.seed_key, row]));
    expect(rows).toHaveLength(seed.length);
    for (const site of seed) {
      const row = byKey.get(site.key)!;
      expect(row.versions).toBe(1);
      expect(row.position_precision_m).toBe(site.positionPrecisionM);
      expect(row.notice).toEqual(site.notice);
      expect(row.description).toEqual({});
      const depthTitles = site.sources.filter((source) => source.fields.includes('depth')).map((source) => source.title);
      expect((row.fact_sources.depth ?? []).map((source) => source.title)).toEqual(depthTitles);
    }
  });
});
