import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { getRuntime } from '../../app/lib/runtime.server.ts';
import { feedOf } from '../../app/features/follows/feed.queries.server.ts';
import { createTranslator } from '../../app/lib/i18n.ts';
import { loadMessages } from '../../app/lib/i18n.server.ts';
import { DEMO_CENTER_OWNER, DEMO_CENTER_TIME_ZONES, DEMO_TRIPS } from './demo-trips.ts';
import { seedDemoDataOnce } from './index.ts';

describe('sample trips in the demo data', () => {
  it('are loaded as labelled samples of the sample centres, in the days after loading, at their local times, with their sites', async () => {
    const { pool } = getRuntime();
    expect(await seedDemoDataOnce(pool, pino({ level: 'silent' }))).toBe(true);
    const { rows } = await pool.query<{ seed_key: string; title: { en: string; es: string }; description: { en: string; es: string }; is_seed: boolean; status: string; center_seed: string; local_start: string; days_ahead: number; sites: number; price: string }>(`
      select t.seed_key, t.title, t.description, t.is_seed, t.status, c.seed_key as center_seed,
        to_char(t.starts_at at time zone c.time_zone, 'HH24:MI') as local_start,
        ((t.starts_at at time zone c.time_zone)::date - current_date) as days_ahead,
        (select count(*)::int from trip_site s where s.trip_id = t.id) as sites, t.price
      from trip t join dive_center c on c.id = t.center_id order by t.id`);
    expect(rows).toHaveLength(DEMO_TRIPS.length);
    for (const row of rows) {
      const demo = DEMO_TRIPS.find((trip) => trip.key === row.seed_key)!;
      expect(row.title.en).toMatch(/^Sample .+ \(demo\)$/);
      expect(row.title.es).toMatch(/\(demo\)$/);
      expect(row.description.en).toContain('invented');
      expect(row.description.es).toContain('inventada');
      expect(row).toMatchObject({ is_seed: true, status: 'published', center_seed: demo.centerKey, local_start: demo.startTime, days_ahead: demo.inDays });
      expect(row.sites).toBeGreaterThan(0);
    }
    const { rows: owner } = await pool.query<{ email: string }>(`select u.email from dive_center c join auth_user u on u.id = c.submitted_user where c.seed_key = $1`, [DEMO_CENTER_OWNER.centerKey]);
    expect(owner[0]?.email).toBe(DEMO_CENTER_OWNER.email);

    // The demo member follows the sample centre and Egypt: their feed shows those sample trips, labelled.
    const { rows: member } = await pool.query<{ id: string }>(`select id from auth_user where email = 'demo.member@diveatlas.example'`);
    const { items } = await feedOf(member[0]!.id, createTranslator('en', loadMessages('en', ['notifications'])));
    const egyptian = DEMO_TRIPS.filter((trip) => DEMO_CENTER_TIME_ZONES[trip.centerKey] === 'Africa/Cairo');
    expect(items).toHaveLength(egyptian.length);
    for (const item of items) expect(item.text).toMatch(/^Sample .+ \(demo\) published a trip: Sample .+ \(demo\)$/);
  });
});
