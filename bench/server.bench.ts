// Server throughput: the server-rendered home page against the same bytes served as a static file by
// the same server (the ceiling for this machine), the client JavaScript that `/` loads, and a
// Lighthouse mobile run of `/`. Prints figures; asserts nothing.
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startAppServer } from '../tests/setup/app-server.ts';
import { CHROMIUM_FLAGS, findChromium } from '../tests/setup/chromium.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = 10;

type Load = { requestsPerSecond: number; p99Ms: number; errors: number; non2xx: number };

async function load(url: string): Promise<Load> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: { 'accept-encoding': 'gzip' } });
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

/** Every script the page loads at start: module preloads and module scripts, gzipped one by one. */
async function clientJavaScript(base: string): Promise<{ files: number; rawBytes: number; gzipBytes: number }> {
  const html = await (await fetch(`${base}/`)).text();
  const sources = new Set([...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!));
  for (const m of html.matchAll(/import\s*(?:[^'"]*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) sources.add(m[1]!);
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(`${base}${source}`)).arrayBuffer());
    rawBytes += body.length;
    gzipBytes += gzipSync(body).length;
  }
  return { files: sources.size, rawBytes, gzipBytes };
}

async function lighthouseMobile(url: string) {
  const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', formFactor: 'mobile' });
    const categories = result?.lhr.categories ?? {};
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      failing: Object.values(result?.lhr.audits ?? {})
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual')
        .map((audit) => audit.id),
    };
  } finally {
    chrome.kill();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Pages and endpoints timed one request at a time over HTTP: routing, data, rendering and compression. */
const ROUND_TRIPS: Array<{ name: string; path: string; goalMs: number }> = [
  { name: 'explore: text + filter', path: '/explore?q=reef&type=wall', goalMs: 50 },
  { name: 'explore: level, unrecorded', path: '/explore?level=beginner', goalMs: 50 },
  { name: 'explore: near a place', path: '/explore?near=Dahab&sort=distance', goalMs: 50 },
  { name: 'map clusters, world', path: '/api/map/clusters?bbox=-180,-85,180,85&z=2&layers=sites,centres', goalMs: 50 },
  { name: 'map clusters, Red Sea', path: '/api/map/clusters?bbox=32,22,36,30&z=8&layers=sites,centres&level=advanced', goalMs: 50 },
  { name: 'map list in view', path: '/api/map/list?bbox=32,22,36,30&lat=26&lng=34&z=8', goalMs: 50 },
  { name: 'listing page', path: '/listing/1', goalMs: 50 },
];

async function roundTrips(base: string, path: string, count = 200): Promise<{ p50: number; p95: number; status: number }> {
  const times: number[] = [];
  let status = 0;
  for (let i = 0; i < count + 10; i += 1) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'gzip' } });
    await response.arrayBuffer();
    status = response.status;
    if (i >= 10) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!;
  return { p50: at(0.5), p95: at(0.95), status };
}

const server = await startAppServer({ LOG_LEVEL: 'error' });
const staticName = `bench-home-${process.pid}.html`;
const staticFile = path.join(ROOT, 'build', 'client', staticName);
try {
  const html = await (await fetch(`${server.url}/`)).text();
  await writeFile(staticFile, html);
  console.log(`server bench: ${CONNECTIONS} connections, ${DURATION_S} s each, gzip accepted`);
  await load(`${server.url}/`); // warm-up is the first run's job only for caches; discard it
  const rendered = await load(`${server.url}/`);
  const ceiling = await load(`${server.url}/${staticName}`);
  const row = (name: string, r: Load) =>
    `  ${name.padEnd(24)} ${r.requestsPerSecond.toFixed(0).padStart(8)} req/s   p99 ${String(r.p99Ms).padStart(5)} ms   errors ${r.errors + r.non2xx}`;
  console.log(row('SSR /', rendered));
  console.log(row('same HTML, static file', ceiling));
  console.log(`  SSR / static ratio      ${(rendered.requestsPerSecond / ceiling.requestsPerSecond).toFixed(2)}`);

  console.log('round trips over HTTP, one at a time (200 each after 10 warm-up):');
  for (const trip of ROUND_TRIPS) {
    const r = await roundTrips(server.url, trip.path);
    const verdict = r.status !== 200 ? `HTTP ${r.status}` : r.p95 <= trip.goalMs ? 'met' : 'NOT met';
    console.log(`  ${trip.name.padEnd(28)} p50 ${r.p50.toFixed(1).padStart(6)} ms   p95 ${r.p95.toFixed(1).padStart(6)} ms   (goal p95 ≤ ${trip.goalMs} ms: ${verdict})`);
  }

  const js = await clientJavaScript(server.url);
  console.log(`client JavaScript of /: ${js.files} files, ${kb(js.rawBytes)} raw, ${kb(js.gzipBytes)} gzipped (goal ≤ 120 KB)`);

  const scores = await lighthouseMobile(`${server.url}/`);
  console.log(
    `Lighthouse mobile /: performance ${scores.performance}, accessibility ${scores.accessibility}, best practices ${scores.bestPractices}, SEO ${scores.seo} (goal ≥ 95 each)`,
  );
  if (scores.failing.length) console.log(`  audits below 90: ${scores.failing.join(', ')}`);
} finally {
  await rm(staticFile, { force: true });
  await server.stop();
}
