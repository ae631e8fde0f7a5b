// The logbook's pages with 1,000,000 dives in the database, over HTTP through the production build:
// a dive's page (random public dives, some with a profile), a member's log page with its totals and
// filters (a member with 5,000 dives), and a site's page with its figures from dives and "dives logged
// here" (a site with 100,000 dives). The synthetic dives are written in bulk by SQL: 20,000 members,
// the seed sites, one profile shared in content by 3,000 dives; the sites' figure buckets are filled
// from the dives and their figures computed as the app keeps them. Goals: p95 at most 50 ms each.
// Every request is a signed-in member's (signed-out pages may come from the 2 s page cache), after 50 not
// counted (WARM_UP), timed one at a time from a process of their own (timeRequests).
// BENCH_DIVES sets the number of dives, BENCH_REQUESTS the requests per figure. Prints; asserts nothing.
import { hashPassword } from 'better-auth/crypto';
import { packProfile } from '@diveatlas/divelog';
import { refreshSiteFigures } from '../app/features/logbook/dive-figures.server.ts';
import { db } from '../app/lib/db.server.ts';
import { seedDemoDataOnce } from '../db/seed/index.ts';
import { startAppServer } from '../tests/setup/app-server.ts';
import { signInOverHttp } from '../tests/setup/http-member.ts';
import { benchMemberId as memberIdOf, startBenchRuntime } from './bench-runtime.ts';
import { percentile, QUICK, record, timeRequests } from './figures.ts';
import { seededRandom } from './synthetic-sites.ts';

const DIVES = Number(process.env.BENCH_DIVES ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? (QUICK ? 40 : 150));
const MEMBERS = 20_000;
const HEAVY_DIVES = 5_000;
const HOT_SITE_DIVES = 100_000;
const PROFILE_EVERY = Math.max(1, Math.round(DIVES / 3_000));
const GOAL_MS = 50;
/**
 * Requests before each figure's, not counted: a running server has long compiled the page's code, and
 * the first few dozen requests after a start are up to twice as slow while V8 does (with 5 of them, the
 * log page's p95 was 58 to 66 ms where its warm p95 is under 50).
 */
const WARM_UP = 50;
const PASSWORD = 'bench-diver-password-long-enough';

/** A 50-minute square-ish profile every 10 s, with temperature and one tank. */
function sampleProfile(): Uint8Array {
  const count = 300;
  const timeS: number[] = [];
  const depthM: number[] = [];
  const temperatureC: number[] = [];
  const pressure: number[] = [];
  for (let i = 0; i < count; i += 1) {
    timeS.push(i * 10);
    depthM.push(Math.min(i, count - 1 - i, 20) * 1.1);
    temperatureC.push(26 - depthM[i]! / 10);
    pressure.push(210 - i * 0.5);
  }
  return packProfile({ timeS, depthM, temperatureC, pressureBar: [pressure], ppO2Bar: null, ndlS: null, cnsPercent: null, heartRateBpm: null } as unknown as Parameters<typeof packProfile>[0]);
}

async function measure(label: string, url: () => string, cookie: string): Promise<void> {
  const urls = Array.from({ length: WARM_UP + REQUESTS }, url);
  const { times, statuses } = await timeRequests(urls, { headers: { cookie }, warmUp: WARM_UP });
  const bad = statuses.filter((status) => status !== 200).length;
  const p95 = percentile(times, 0.95);
  console.log(`    ${label.padEnd(48)} p50 ${percentile(times, 0.5).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms${bad ? `  ${bad} not 200` : ''}`);
  record({ figure: `${label}, p95`, value: `${p95.toFixed(1)} ms`, goal: `≤ ${GOAL_MS} ms`, met: p95 <= GOAL_MS && bad === 0 });
}

const bench = await startBenchRuntime({ name: 'logbook' });
const { pool, log } = bench;
let app: Awaited<ReturnType<typeof startAppServer>> | undefined;
try {
  const started = performance.now();
  await seedDemoDataOnce(pool, log);

  // Members: bench-0 keeps 5,000 dives and signs in; the others share the rest.
  const ids = Array.from({ length: MEMBERS }, (_, i) => `bench-${i}`);
  await pool.query(
    `insert into auth_user (id, name, email, email_verified, first_name, last_name, member_id, role)
     select id, 'Bench Diver', id || '@bench.diveatlas.example', true, 'Bench', 'Diver ' || ord, mid, 'member'
     from unnest($1::text[], $2::text[]) with ordinality as m(id, mid, ord)`,
    [ids, ids.map((_, i) => memberIdOf(i + 1_000_000))],
  );
  await pool.query(`insert into auth_account (id, account_id, provider_id, user_id, password) values ('bench-0-credential', 'bench-0', 'credential', 'bench-0', $1)`, [await hashPassword(PASSWORD)]);
  await pool.query(`insert into logbook_settings (member_id) select id from auth_user where id like 'bench-%'`);

  const { rows: siteRows } = await pool.query<{ id: number; country_code: string }>(`select id, country_code from dive_site where status = 'published' order by id`);
  const hotSite = siteRows[0]!;
  const others = siteRows.slice(1);
  // Dive g: the heavy member's first, then the hot site's, then the rest; each member's numbers run 1, 2, 3...
  await pool.query(
    `insert into dive (member_id, number, start_local, utc_offset_minutes, offset_source, duration_s, max_depth_m, mean_depth_m, water_temp_c, visibility_m,
       current, site_id, country_code, privacy, in_site_figures, tags)
     select case when g <= $1 then 'bench-0' else 'bench-' || (1 + g % ($3 - 1)) end,
       case when g <= $1 then g else (g - $1 - 1) / ($3 - 1) + 1 end,
       timestamp '2012-01-01 07:00' + ((g::bigint * 7919) % 4700) * interval '1 day' + (g % 600) * interval '1 minute',
       60 * ((g % 25) - 12), 'manual', 1800 + g % 2400, 5 + (g % 350) / 10.0, 4 + (g % 200) / 10.0, 14 + (g % 160) / 10.0, 3 + g % 35,
       (array['none', 'light', 'moderate', 'strong'])[1 + g % 4],
       s.id, s.country_code, (array['public', 'public', 'public', 'buddies', 'private'])[1 + g % 5], true,
       case when g % 7 = 0 then array['night'] else array['reef'] end
     from generate_series(1, $2) g
     join lateral (select case when g > $1 and g <= $1 + $4 then $5::int else ($6::int[])[1 + g % $7] end as id) pick on true
     join dive_site s on s.id = pick.id`,
    [HEAVY_DIVES, DIVES, MEMBERS, HOT_SITE_DIVES, hotSite.id, others.map((site) => site.id), others.length],
  );
  await pool.query(`insert into dive_buddy (dive_id, position, name, status) select id, 0, 'Buddy ' || (id % 40), 'named' from dive where member_id = 'bench-0' and id % 3 = 0`);
  await pool.query(`insert into dive_profile (dive_id, samples, sample_count) select id, $1, 300 from dive where id % $2 = 0`, [Buffer.from(sampleProfile()), PROFILE_EVERY]);
  await pool.query(`insert into dive_cylinder (dive_id, position, size_l, work_pressure_bar, start_pressure_bar, end_pressure_bar) select id, 0, 12, 232, 210, 60 from dive where id % $1 = 0`, [PROFILE_EVERY]);
  // The figures' buckets from the dives, then each site's figures as the app computes them.
  await pool.query(`
    insert into site_dive_figure_count (site_id, measure, month, value, dives)
    select site_id, measure, month, value, count(*)::int from (
      select site_id, 'water-temp' as measure, extract(month from start_local)::int as month, round(water_temp_c * 10)::int as value from dive
      union all select site_id, 'visibility', extract(month from start_local)::int, round(visibility_m * 10)::int from dive
      union all select site_id, 'current', extract(month from start_local)::int, array_position(array['none', 'light', 'moderate', 'strong'], current) - 1 from dive
    ) v group by 1, 2, 3, 4`);
  for (const site of siteRows) await db().transaction((tx) => refreshSiteFigures(tx, site.id));
  await pool.query('vacuum analyze');
  const { rows: counts } = await pool.query<{ dives: number; hot: number; heavy: number; profiles: number }>(
    `select (select count(*)::int from dive) as dives, (select count(*)::int from dive where site_id = $1) as hot,
       (select count(*)::int from dive where member_id = 'bench-0') as heavy, (select count(*)::int from dive_profile) as profiles`,
    [hotSite.id],
  );
  const c = counts[0]!;
  console.log(`\n${c.dives.toLocaleString('en')} dives (${c.heavy.toLocaleString('en')} of one member, ${c.hot.toLocaleString('en')} at one site, ${c.profiles.toLocaleString('en')} with a profile) loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const { rows: publicRows } = await pool.query<{ id: number }>(`select id from dive where privacy = 'public' and id % 97 = 0 order by id limit 5000`);
  const { rows: profiled } = await pool.query<{ id: number }>(`select dive_id as id from dive_profile p join dive d on d.id = p.dive_id where d.privacy = 'public' limit 500`);
  await bench.release();

  app = await startAppServer({ DATABASE_URL: bench.database.url, LOG_LEVEL: 'error', SEED_DEMO_DATA: 'false' });
  const base = app.url;
  const cookie = await signInOverHttp(base, { email: 'bench-0@bench.diveatlas.example', password: PASSWORD });
  const next = seededRandom(11);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;

  console.log(`\nOver HTTP, ${REQUESTS} requests each, one at a time, signed in (page HTML, gzip)`);
  await measure('dive page (1M dives)', () => `${base}/dive/${pick(publicRows).id}`, cookie);
  await measure('dive page with a profile (1M dives)', () => `${base}/dive/${pick(profiled).id}`, cookie);
  await measure('log page with totals (5,000 dives)', () => `${base}/logbook`, cookie);
  await measure('log page filtered by year (5,000 dives)', () => `${base}/logbook?year=${2012 + Math.floor(next() * 12)}`, cookie);
  await measure("site page with its figures (100,000 dives)", () => `${base}/listing/${hotSite.id}`, cookie);
  await measure('site page data request (100,000 dives)', () => `${base}/listing/${hotSite.id}.data`, cookie);
  await measure('public profile with totals (5,000 dives)', () => `${base}/user/${memberIdOf(1_000_000)}`, cookie);
} finally {
  await app?.stop();
  await bench.stop();
}
