// Sample dives in the demo member's logbook, so a newcomer who signs in as them sees a log, its totals
// and a dive's page at once. Every one is invented and says so: origin 'demo', is_demo set, and a note
// that it is an example. They are private, so no page for others shows them, and a demo dive never
// counts in a site's figures (countsInSiteFigures): a temperature from an invented dive would be an
// invented fact about a real place. A site missing from the seed is simply left out.
import type { PoolClient } from 'pg';

export const DEMO_DIVER_EMAIL = 'demo.member@diveatlas.example';

const NOTE = 'Demo dive: an invented example for the demo account, not a record of a real dive.';

type DemoDive = {
  key: string;
  siteKey: string;
  /** Days before loading, and the local start time. */
  daysAgo: number;
  time: string;
  durationMin: number;
  maxDepthM: number;
  meanDepthM: number;
  waterTempC: number;
  visibilityM: number;
  current: 'none' | 'light' | 'moderate' | 'strong';
  entry: 'shore' | 'boat';
  tags: string[];
  cylinder: { sizeL: number; startBar: number; endBar: number; o2Percent: number };
};

export const DEMO_DIVES: DemoDive[] = [
  { key: 'demo-dive-1', siteKey: 'eg-lighthouse-reef', daysAgo: 40, time: '09:10', durationMin: 48, maxDepthM: 12.4, meanDepthM: 7.9, waterTempC: 25, visibilityM: 15, current: 'none', entry: 'shore', tags: ['shore', 'reef', 'training'], cylinder: { sizeL: 12, startBar: 200, endBar: 70, o2Percent: 21 } },
  { key: 'demo-dive-2', siteKey: 'eg-the-canyon', daysAgo: 39, time: '08:40', durationMin: 45, maxDepthM: 17.8, meanDepthM: 11.2, waterTempC: 25, visibilityM: 20, current: 'light', entry: 'shore', tags: ['shore', 'reef'], cylinder: { sizeL: 12, startBar: 210, endBar: 60, o2Percent: 21 } },
  { key: 'demo-dive-3', siteKey: 'eg-the-bells', daysAgo: 38, time: '10:05', durationMin: 52, maxDepthM: 16.5, meanDepthM: 10.4, waterTempC: 24, visibilityM: 25, current: 'light', entry: 'shore', tags: ['wall', 'shore'], cylinder: { sizeL: 12, startBar: 200, endBar: 80, o2Percent: 32 } },
  { key: 'demo-dive-4', siteKey: 'eg-lighthouse-reef', daysAgo: 38, time: '19:20', durationMin: 41, maxDepthM: 9.6, meanDepthM: 6.1, waterTempC: 24, visibilityM: 10, current: 'none', entry: 'shore', tags: ['night', 'shore'], cylinder: { sizeL: 12, startBar: 200, endBar: 90, o2Percent: 21 } },
  { key: 'demo-dive-5', siteKey: 'eg-elphinstone-reef', daysAgo: 36, time: '07:50', durationMin: 44, maxDepthM: 18, meanDepthM: 12.7, waterTempC: 26, visibilityM: 30, current: 'moderate', entry: 'boat', tags: ['boat', 'wall', 'drift'], cylinder: { sizeL: 15, startBar: 210, endBar: 70, o2Percent: 32 } },
];

/** Adds the demo member's sample dives not there yet (by their seed key); returns how many. */
export async function seedDemoDives(client: PoolClient): Promise<number> {
  let added = 0;
  for (const dive of DEMO_DIVES) {
    const inserted = await client.query<{ id: number }>(
      `insert into dive (seed_key, is_demo, origin, member_id, number, start_local, utc_offset_minutes, offset_source, duration_s, max_depth_m, mean_depth_m,
         water_temp_c, visibility_m, current, entry, site_id, country_code, tags, privacy, notes)
       select $1, true, 'demo', u.id, coalesce((select max(number) from dive where member_id = u.id), 0) + 1,
         (current_date - $2::int) + $3::time, 120, 'manual', $4, $5, $6, $7, $8, $9, $10, s.id, s.country_code, $11, 'private', $12
       from auth_user u, dive_site s where u.email = $13 and s.seed_key = $14
       on conflict (seed_key) do nothing
       returning id`,
      [dive.key, dive.daysAgo, dive.time, dive.durationMin * 60, dive.maxDepthM, dive.meanDepthM, dive.waterTempC, dive.visibilityM, dive.current, dive.entry, dive.tags, NOTE, DEMO_DIVER_EMAIL, dive.siteKey],
    );
    const id = inserted.rows[0]?.id;
    if (!id) continue;
    added += 1;
    const { sizeL, startBar, endBar, o2Percent } = dive.cylinder;
    await client.query(`insert into dive_cylinder (dive_id, position, size_l, work_pressure_bar, start_pressure_bar, end_pressure_bar, o2_percent) values ($1, 0, $2, 232, $3, $4, $5)`, [
      id,
      sizeL,
      startBar,
      endBar,
      o2Percent,
    ]);
  }
  if (added) await client.query(`insert into logbook_settings (member_id) select id from auth_user where email = $1 on conflict (member_id) do nothing`, [DEMO_DIVER_EMAIL]);
  return added;
}
