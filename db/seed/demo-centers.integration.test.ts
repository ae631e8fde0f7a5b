import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { getRuntime } from '../../app/lib/runtime.server.ts';
import { DEMO_CENTERS } from './demo-centers.ts';
import { seedDemoDataOnce } from './index.ts';

describe('sample dive centres in the demo data', () => {
  it('are loaded with the sites, each marked as an invented sample with example.com contacts and no phone or street', async () => {
    const { pool } = getRuntime();
    expect(await seedDemoDataOnce(pool, pino({ level: 'silent' }))).toBe(true);
    const { rows } = await pool.query<{ name: string; is_seed: boolean; email: string; website: string; phone: string | null; address: string | null; description: { en: string; es: string }; courses: number; sites: number }>(`
      select c.name, c.is_seed, c.email, c.website, c.phone, c.address, c.description,
        (select count(*)::int from dive_center_course k where k.center_id = c.id) as courses,
        (select count(*)::int from dive_center_site s where s.center_id = c.id) as sites
      from dive_center c order by c.id`);
    expect(rows).toHaveLength(DEMO_CENTERS.length);
    for (const row of rows) {
      expect(row.name).toMatch(/^Sample .+ \(demo\)$/);
      expect(row.is_seed).toBe(true);
      expect(row.email).toMatch(/@example\.com$/);
      expect(new URL(row.website).hostname).toBe('example.com');
      expect(row.phone).toBeNull();
      expect(row.address).toBeNull();
      expect(row.description.en).toContain('invented');
      expect(row.description.es).toContain('inventado');
      expect(row.courses).toBeGreaterThan(0);
      // Each sample sits by seeded dive sites it lists as visited.
      expect(row.sites).toBeGreaterThan(0);
    }
    const { rows: coursesMatch } = await pool.query<{ mismatched: number }>(`
      select count(*)::int as mismatched from dive_center c
      where c.course_types <> coalesce((select array_agg(distinct k.course_type order by k.course_type) from dive_center_course k where k.center_id = c.id), '{}')`);
    expect(coursesMatch[0]?.mismatched).toBe(0);
  });
});
