// Follows at scale, in a throwaway embedded PostgreSQL, through the app's own functions:
// - fan-out: one new public dive at a site followed by 100,000 members (10,000 of them also by a map
//   area around it), told to each of them by the
//   fan-out job's function (app/lib/activity.server.ts): goal at most 5 s of background work;
// - the feed: a member following 1,000 things (sites, divers, centres, countries) and ten map areas
//   among 10 million activity rows, a page read by the feed's function (app/features/follows/feed.queries.server.ts),
//   first pages and older pages: goal p95 at most 50 ms.
// Synthetic rows labelled as bench data. Prints figures beside goals; asserts nothing. Run with
// `node bench/follows.bench.ts` or `BENCH_ONLY=follows npm run bench` (FOLLOWS_BENCH_FOLLOWERS and
// FOLLOWS_BENCH_ROWS set the sizes).
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { benchMemberId as memberIdOf, startBenchRuntime } from './bench-runtime.ts';
import { record } from './figures.ts';
import type * as Activity from '../app/lib/activity.server.ts';
import type * as Feed from '../app/features/follows/feed.queries.server.ts';
import type * as Follows from '../app/features/follows/follows.server.ts';
import { boundingBox } from '../app/lib/geo.ts';
import type * as I18n from '../app/lib/i18n.ts';
import type * as I18nServer from '../app/lib/i18n.server.ts';

const FOLLOWERS = Number(process.env.FOLLOWS_BENCH_FOLLOWERS ?? 100_000);
const ROWS = Number(process.env.FOLLOWS_BENCH_ROWS ?? 10_000_000);
const FAN_OUT_GOAL_S = 5;
const FEED_GOAL_MS = 50;
const SITES = 20_000;
const CENTERS = 5_000;
const ACTORS = 50_000;
const FEED_READS = 300;


function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main() {
  const bench = await startBenchRuntime({ name: 'follows', poolSize: 10, mailer: { send: async () => undefined } });
  const { pool } = bench;
  const { createServer } = await import('vite');
  const root = path.resolve(import.meta.dirname, '..');
  const vite = await createServer({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'silent', appType: 'custom', server: { middlewareMode: true, hmr: false, ws: false } });
  try {
    const activity = (await vite.ssrLoadModule('/app/lib/activity.server.ts')) as typeof Activity;
    const feed = (await vite.ssrLoadModule('/app/features/follows/feed.queries.server.ts')) as typeof Feed;
    const i18n = (await vite.ssrLoadModule('/app/lib/i18n.ts')) as typeof I18n;
    const i18nServer = (await vite.ssrLoadModule('/app/lib/i18n.server.ts')) as typeof I18nServer;
    const follows = (await vite.ssrLoadModule('/app/features/follows/follows.server.ts')) as typeof Follows;

    // Members (the followers, the actors, the reader), sites and centres, labelled as bench data.
    const members = Math.max(FOLLOWERS, ACTORS) + 1;
    const ids = Array.from({ length: members }, (_, i) => `bench-${i}`);
    await pool.query(
      `insert into auth_user (id, name, email, email_verified, first_name, last_name, member_id)
       select id, 'Bench Diver', id || '@bench.diveatlas.example', true, 'Bench', 'Diver ' || id, mid from unnest($1::text[], $2::text[]) as m(id, mid)`,
      [ids, ids.map((_, i) => memberIdOf(i + 1_000_000))],
    );
    await pool.query(
      `insert into dive_site (name, country_code, lat, lng, site_types, source)
       select 'Bench Reef ' || n || ' (synthetic benchmark data)', (array['EG','MT','ID','PH','MX','TH','AU','US','ES','HR'])[1 + n % 10], 20 + (n % 1000) / 100.0, 30 + (n / 1000) / 10.0, array['reef'], 'synthetic benchmark data'
       from generate_series(1, ${SITES}) as n`,
    );
    await pool.query(`insert into dive_center (name, lat, lng, country_code) select 'Bench Centre ' || n, 28 + n / 10000.0, 34, 'EG' from generate_series(1, ${CENTERS}) as n`);
    const { rows: bounds } = await pool.query<{ site0: number; center0: number }>('select (select min(id) from dive_site) as site0, (select min(id) from dive_center) as center0');
    const { site0, center0 } = bounds[0]!;

    // ---- Fan-out: one public dive at a site followed by FOLLOWERS members.
    const followedSite = site0;
    await pool.query(`insert into follow (follower_id, kind, site_id) select 'bench-' || n, 'site', $1 from generate_series(1, ${FOLLOWERS}) as n`, [followedSite]);
    // Some of them follow a 25 km area around it too: the fan-out finds them by the areas' index and tells them once.
    const { rows: spot } = await pool.query<{ lat: number; lng: number }>('select lat, lng from dive_site where id = $1', [followedSite]);
    const box = boundingBox(spot[0]!, 25);
    await pool.query(
      `insert into follow (follower_id, kind, lat, lng, radius_km, label, area_box)
       select 'bench-' || n, 'area', $1, $2, 25, 'Bench Reef (synthetic benchmark data)', box(point($3, $4), point($5, $6)) from generate_series(1, ${Math.min(10_000, FOLLOWERS)}) as n`,
      [spot[0]!.lat, spot[0]!.lng, box.minLng, box.minLat, box.maxLng, box.maxLat],
    );
    await pool.query('vacuum analyze');
    const fanOuts: number[] = [];
    let told = 0;
    for (let round = 0; round < 3; round += 1) {
      const { rows: dive } = await pool.query<{ id: number }>(
        `insert into dive (member_id, number, start_local, site_id, privacy, origin) values ('bench-0', $1, now(), $2, 'public', 'manual') returning id`,
        [round + 1, followedSite],
      );
      const { rows: made } = await pool.query<{ id: number }>(
        `insert into activity (kind, actor_id, site_id, dive_id, params, link) values ('dive', 'bench-0', $1, $2::int, '{"diver":"Bench Diver","place":"Bench Reef"}', '/dive/' || $2::int) returning id`,
        [followedSite, dive[0]!.id],
      );
      const started = performance.now();
      told = await activity.fanOutActivity(Number(made[0]!.id));
      fanOuts.push((performance.now() - started) / 1000);
    }
    const again = await activity.fanOutActivity(Number((await pool.query<{ id: number }>('select max(id) as id from activity')).rows[0]!.id));
    const worst = Math.max(...fanOuts);
    record({ figure: `fan-out of one public dive, ${FOLLOWERS.toLocaleString('en')} followers`, value: `${worst.toFixed(2)} s (worst of 3)`, goal: `≤ ${FAN_OUT_GOAL_S} s`, met: worst <= FAN_OUT_GOAL_S });
    record({ figure: 'members told, and told again by a second run', value: `${told.toLocaleString('en')}, ${again}`, goal: `${(FOLLOWERS - 0).toLocaleString('en')}, 0`, met: again === 0 });

    // ---- The feed: ROWS activity rows, a reader following 1,000 things.
    await pool.query('truncate notification cascade');
    await pool.query(`delete from follow`);
    const batch = 1_000_000;
    const load = await pool.connect();
    try {
      // The rows refer to real sites, centres and members; their foreign keys are not checked one by one here.
      await load.query(`set session_replication_role = replica`);
      for (let start = 0; start < ROWS; start += batch) {
        const end = Math.min(ROWS, start + batch);
        // A mix like the site's: most rows are dives (actor and site), then site edits, trips, offers and new sites.
        await load.query(
          // Positions as the trigger sets them (it does not run while foreign keys are off): the site's, else the centre's.
          `insert into activity (kind, actor_id, site_id, center_id, country_code, lat, lng, params, link, created_at)
           select case when n % 10 < 7 then 'dive' when n % 10 < 9 then 'site-edit' else 'trip' end,
             case when n % 10 < 9 then 'bench-' || (1 + (n * 7919) % ${ACTORS}) end,
             case when n % 10 < 9 then ${site0} + (n * 104729) % ${SITES} end,
             case when n % 10 = 9 then ${center0} + (n * 1299709) % ${CENTERS} end,
             case when n % 10 = 9 then (array['EG','MT','ID','PH','MX','TH','AU','US','ES','HR'])[1 + (n / 10) % 10] end,
             case when n % 10 < 9 then 20 + ((1 + (n * 104729) % ${SITES}) % 1000) / 100.0 else 28 + (1 + (n * 1299709) % ${CENTERS}) / 10000.0 end,
             case when n % 10 < 9 then 30 + ((1 + (n * 104729) % ${SITES}) / 1000) / 10.0 else 34 end,
             '{"diver":"Bench Diver","place":"Bench Reef","member":"Bench Diver","site":"Bench Reef","center":"Bench Centre","title":{"en":"Bench trip"}}',
             '/listing/1', now() - make_interval(secs => ${ROWS} - n)
           from generate_series(${start + 1}::bigint, ${end}::bigint) as n`,
        );
      }
    } finally {
      await load.query(`set session_replication_role = origin`);
      load.release();
    }
    // The reader follows 400 sites, 400 divers, 195 centres and 5 countries.
    const reader = `bench-${members - 1}`;
    await pool.query(`insert into follow (follower_id, kind, site_id) select $1, 'site', ${site0} + n * 37 from generate_series(0, 399) as n`, [reader]);
    await pool.query(`insert into follow (follower_id, kind, member_id) select $1, 'member', 'bench-' || (1 + n * 113) from generate_series(0, 399) as n`, [reader]);
    await pool.query(`insert into follow (follower_id, kind, center_id) select $1, 'center', ${center0} + n * 23 from generate_series(0, 194) as n`, [reader]);
    await pool.query(`insert into follow (follower_id, kind, country_code) select $1, 'country', c from unnest(array['EG','MT','ID','PH','MX']) as c`, [reader]);
    // And ten map areas, through the app's own follow: eight among the synthetic sites (dense: a 50 km
    // area there holds some 2 % of all rows) and two where nothing happens.
    const areas = [
      ...[10, 25, 50, 100, 10, 25, 50, 100].map((radiusKm, i) => ({ radiusKm, lat: 21 + i, lng: 30.5 + (i % 2) })),
      { radiusKm: 50, lat: -40, lng: -120 },
      { radiusKm: 100, lat: 60, lng: 10 },
    ];
    for (const area of areas) await follows.follow(reader, { kind: 'area', radiusKm: area.radiusKm, around: { lat: area.lat, lng: area.lng } });
    await pool.query('vacuum analyze');
    const { rows: counted } = await pool.query<{ rows: string; follows: string }>(`select (select count(*) from activity) as rows, (select count(*) from follow where follower_id = $1) as follows`, [reader]);

    const t = i18n.createTranslator('en', i18nServer.pickMessages('en', ['notifications.kind.following.']));
    // Warm up, then first pages and older pages (a cursor from the first page onwards).
    for (let i = 0; i < 20; i += 1) await feed.feedOf(reader, t);
    const times: number[] = [];
    let before: number | undefined;
    let shown = 0;
    for (let i = 0; i < FEED_READS; i += 1) {
      const started = performance.now();
      const page = await feed.feedOf(reader, t, { before });
      times.push(performance.now() - started);
      shown = page.items.length;
      // Every third read starts again at the first page; the others go one page older.
      before = i % 3 === 2 ? undefined : (page.next ?? undefined);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    record({ figure: `feed page, ${Number(counted[0]!.follows).toLocaleString('en')} follows, ${Number(counted[0]!.rows).toLocaleString('en')} rows`, value: `p95 ${p95.toFixed(1)} ms`, goal: `≤ ${FEED_GOAL_MS} ms`, met: p95 <= FEED_GOAL_MS });
    record({ figure: 'feed page median, and items on the last page read', value: `${percentile(times, 50).toFixed(1)} ms, ${shown}`, goal: '' });
  } finally {
    await vite.close();
    await bench.stop();
  }
}

await main();
