// The atlas at 100,000 dive sites, over HTTP through the real pages and endpoints: /explore searches
// (text, typo, Spanish country name, filters, distance from a place), and the map's clusters and list
// for random viewports at zoom 2, 6 and 10. The production build runs against a throwaway embedded
// PostgreSQL holding the demo data and the synthetic sites. Goals: p95 at most 50 ms per request,
// map answers under 100 KB. Prints figures; asserts nothing.
// BENCH_SITES sets the number of synthetic sites, BENCH_REQUESTS the requests per figure.
import { boxAroundView, formatBox, padBox } from '../app/lib/geo-box.ts';
import { readSeedSites, seedDemoDataOnce } from '../db/seed/index.ts';
import { startAppServer } from '../tests/setup/app-server.ts';
import { startBenchRuntime } from './bench-runtime.ts';
import { kb, percentile, QUICK, record, roundTrips } from './figures.ts';
import { seededRandom, seedSynthetic } from './synthetic-sites.ts';

const SITES = Number(process.env.BENCH_SITES ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? (QUICK ? 40 : 150));
const GOAL_MS = 50;
const VIEWPORT = { width: 1280, height: 800 };

/** Typical searches, as /explore URLs' query strings. */
const SEARCHES: Array<[label: string, query: string]> = [
  ['text', 'q=blue+hole'],
  ['typo', 'q=thistlegrom'],
  ['country in Spanish', 'q=egipto'],
  ['text + filter', 'q=reef&type=wall'],
  ['filters: wreck + advanced', 'type=wreck&level=advanced'],
  ['filters: month, shore, rating', 'month=8&entry=shore&rating=4'],
  ['level, unrecorded', 'level=beginner'],
  ['near a place', 'near=Dahab&sort=distance'],
  ['near coordinates + type', 'near=-8.3,115.5&type=reef'],
  ['browse all, page 5', 'page=5'],
];

const bench = await startBenchRuntime({ name: 'scale' });
const { pool, log } = bench;
let app: Awaited<ReturnType<typeof startAppServer>> | undefined;
try {
  const started = performance.now();
  await seedDemoDataOnce(pool, log);
  await seedSynthetic(pool, SITES);
  await pool.query('vacuum analyze');
  const { rows } = await pool.query<{ total: number }>('select count(*)::int as total from dive_site');
  console.log(`\n${rows[0]!.total.toLocaleString('en')} sites (${SITES.toLocaleString('en')} synthetic) loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  await bench.release();

  app = await startAppServer({ DATABASE_URL: bench.database.url, LOG_LEVEL: 'error', SEED_DEMO_DATA: 'false' });
  const base = app.url;

  console.log(`\n/explore over HTTP, ${REQUESTS} requests each, one at a time (page HTML, gzip)`);
  const everyExplore: number[] = [];
  for (const [label, query] of SEARCHES) {
    const r = await roundTrips(`${base}/explore?${query}`, Math.ceil(REQUESTS / 3));
    everyExplore.push(r.p95);
    console.log(`    ${label.padEnd(32)} p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms${r.status === 200 ? '' : `  HTTP ${r.status}`}`);
    if (label === 'near a place') record({ figure: 'explore near a place (100k sites), p95', value: `${r.p95.toFixed(1)} ms`, goal: `≤ ${GOAL_MS} ms`, met: r.p95 <= GOAL_MS && r.status === 200 });
  }
  const worstExplore = Math.max(...everyExplore);
  record({ figure: 'explore, slowest search (100k sites), p95', value: `${worstExplore.toFixed(1)} ms`, goal: `≤ ${GOAL_MS} ms`, met: worstExplore <= GOAL_MS });

  const seeds = readSeedSites();
  const next = seededRandom(7);
  console.log(`\n/api/map/clusters over HTTP, ${REQUESTS} random ${VIEWPORT.width}×${VIEWPORT.height} views per zoom near real dive areas`);
  await fetch(`${base}/api/map/clusters?bbox=-180,-85,180,85&z=1&layers=sites,centres`).then((r) => r.arrayBuffer()); // builds the index
  for (const zoom of [2, 6, 10]) {
    const times: number[] = [];
    const sizes: number[] = [];
    for (let i = 0; i < REQUESTS; i += 1) {
      const seed = seeds[Math.floor(next() * seeds.length)]!;
      const box = padBox(boxAroundView({ lat: seed.lat + (next() - 0.5) * 0.4, lng: seed.lng + (next() - 0.5) * 0.4 }, zoom, VIEWPORT), 0.3, 0);
      const begin = performance.now();
      // Different boxes every time: the answers' short cache is never what is timed.
      const response = await fetch(`${base}/api/map/clusters?bbox=${formatBox(box, 4)}&z=${zoom}&layers=sites,centres`, { headers: { 'accept-encoding': 'gzip' } });
      const body = await response.arrayBuffer();
      times.push(performance.now() - begin);
      sizes.push(Number(response.headers.get('content-length') ?? body.byteLength));
    }
    const p95 = percentile(times, 0.95);
    console.log(`    zoom ${String(zoom).padStart(2)}  p50 ${percentile(times, 0.5).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  size p95 ${kb(percentile(sizes, 0.95))} (as sent)`);
    record({ figure: `map clusters at zoom ${zoom} (100k sites), p95`, value: `${p95.toFixed(1)} ms, ${kb(percentile(sizes, 0.95))}`, goal: `≤ ${GOAL_MS} ms, < 100 KB`, met: p95 <= GOAL_MS && percentile(sizes, 0.95) < 100 * 1024 });
  }
  const filtered = await roundTrips(`${base}/api/map/clusters?bbox=32,22,36,30&z=8&layers=sites,centres&level=advanced`, Math.ceil(REQUESTS / 3));
  record({ figure: 'map clusters, filtered (level=advanced), p95', value: `${filtered.p95.toFixed(1)} ms`, goal: `≤ ${GOAL_MS} ms`, met: filtered.p95 <= GOAL_MS && filtered.status === 200 });

  const listTimes: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const seed = seeds[Math.floor(next() * seeds.length)]!;
    const box = boxAroundView(seed, 8, VIEWPORT);
    const begin = performance.now();
    const response = await fetch(`${base}/api/map/list?bbox=${formatBox(box, 4)}&lat=${seed.lat}&lng=${seed.lng}&z=8`, { headers: { 'accept-encoding': 'gzip' } });
    await response.arrayBuffer();
    listTimes.push(performance.now() - begin);
  }
  const listP95 = percentile(listTimes, 0.95);
  record({ figure: 'map list in view, zoom 8 (100k sites), p95', value: `${listP95.toFixed(1)} ms`, goal: `≤ ${GOAL_MS} ms`, met: listP95 <= GOAL_MS });

  const mapPage = await roundTrips(`${base}/map-explore`, Math.ceil(REQUESTS / 3));
  record({ figure: 'map page /map-explore (100k sites), p95', value: `${mapPage.p95.toFixed(1)} ms`, goal: `≤ ${GOAL_MS} ms`, met: mapPage.p95 <= GOAL_MS && mapPage.status === 200 });
} finally {
  await app?.stop();
  await bench.stop();
}
