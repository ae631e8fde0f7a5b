// The server's figures, side by side in one run on the demo data: throughput of server-rendered pages
// (as signed-out visitors get them, and rendered for every request) and of a static file as a share
// of /healthz (autocannon, 32 connections, 20 s, median of 3 rounds), page HTML and the JavaScript
// each page loads, Lighthouse mobile scores (median of 3 runs), and the server's memory before,
// during and after the load. Prints figures beside their goals; asserts nothing.
// BENCH_QUICK=1 runs one 5 s round and one Lighthouse run per page.
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startAppServer } from '../tests/setup/app-server.ts';
import { CHROMIUM_FLAGS, findChromium } from '../tests/setup/chromium.ts';
import { kb, load, median, mib, QUICK, record, residentMemory, type Load } from './figures.ts';
import { HOME_MARGIN_KB, isFrameworkFile, PAGE_LIMIT_KB } from './javascript-budget.ts';

const ROUNDS = QUICK ? 1 : 3;
const SECONDS = Number(process.env.BENCH_DURATION_S ?? (QUICK ? 5 : 20));
const CONNECTIONS = 32;
const LIGHTHOUSE_RUNS = QUICK ? 1 : 3;
const SETTLE_S = QUICK ? 5 : 15;

/** Every script a page loads at start: module preloads, module scripts and the inline entry's imports. */
function scriptsOf(html: string): string[] {
  const sources = new Set([...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!));
  for (const m of html.matchAll(/import\s*(?:[^'"]*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) sources.add(m[1]!);
  return [...sources];
}

async function text(url: string): Promise<string> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/** The page's JavaScript at start, and the framework's part of it, each file gzipped. */
async function javascriptGzip(base: string, html: string): Promise<{ total: number; framework: number }> {
  let total = 0;
  let framework = 0;
  for (const source of scriptsOf(html)) {
    const body = Buffer.from(await (await fetch(`${base}${source}`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
    const size = gzipSync(body).length;
    total += size;
    if (isFrameworkFile(source)) framework += size;
  }
  return { total, framework };
}

/**
 * autocannon stops sending at the end of its time, but the server still has the last requests of
 * each connection to finish (seconds of work for a heavy page): wait for them, so they are not
 * counted against the next URL.
 */
async function untilIdle(base: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if ((await healthTime(base)) < 3 * idleHealthMs) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function healthTime(base: string): Promise<number> {
  const started = performance.now();
  await fetch(`${base}/healthz`).then((response) => response.arrayBuffer());
  return performance.now() - started;
}
let idleHealthMs = 5;

/**
 * One Lighthouse run of a page on a fresh Chromium. Now and then Chromium's trace of the load comes back
 * broken (NO_NAVSTART: no measurement at all, which would score 0): such a run is said and made again,
 * up to three times, so a broken trace is not read as a slow page.
 */
async function lighthouseMobile(url: string): Promise<{ performance: number; lcpMs: number }> {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: CHROMIUM_FLAGS });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', formFactor: 'mobile', onlyCategories: ['performance'] });
      const failure = result?.lhr.runtimeError;
      if (failure) {
        console.log(`    Lighthouse could not measure ${url} (attempt ${attempt} of 3): ${failure.code} ${failure.message}`);
        if (attempt < 3) continue;
      }
      return {
        performance: Math.round((result?.lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: result?.lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      };
    } finally {
      chrome.kill();
    }
  }
}

const server = await startAppServer({ LOG_LEVEL: 'error' });
const pid = server.child.pid!;
try {
  const base = server.url;
  const home = await text(`${base}/`);
  const listing = /href="(\/listing\/\d+)"/.exec(await text(`${base}/explore`))?.[1];
  if (!listing) throw new Error('no listing link on /explore');
  // The frame's stylesheet (app/app.css, built), on every page.
  const stylesheet = /<link[^>]*rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/.exec(home)?.[1];
  if (!stylesheet) throw new Error('no stylesheet on /');
  const pages = ['/', '/explore', listing, '/dive-tables', '/find-a-dive-center', '/find-a-dive-resort'];

  // Warm every page once, then take the idle memory.
  for (const page of pages) await text(`${base}${page}`);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const idleMemory = residentMemory(pid);
  const healthTimes = [];
  for (let i = 0; i < 11; i += 1) healthTimes.push(await healthTime(base));
  idleHealthMs = Math.max(5, median(healthTimes));

  console.log(`\nthroughput: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per URL, ${ROUNDS} round(s), median`);
  // Signed-out visitors share a page rendered once while the data stands (server/page-cache.ts); a
  // cookie the cache does not know makes every request render, as for a signed-in member.
  const RENDER_EVERY_TIME = { cookie: 'bench=render' };
  const targets = { health: '/healthz', stylesheet, home: '/', centres: '/find-a-dive-center', homeRendered: '/', centresRendered: '/find-a-dive-center' };
  const headersOf: Partial<Record<keyof typeof targets, Record<string, string>>> = { homeRendered: RENDER_EVERY_TIME, centresRendered: RENDER_EVERY_TIME };
  const results: Record<keyof typeof targets, Load[]> = { health: [], home: [], centres: [], stylesheet: [], homeRendered: [], centresRendered: [] };
  let peakMemory = idleMemory;
  const sampler = setInterval(() => (peakMemory = Math.max(peakMemory, residentMemory(pid))), 500);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, path] of Object.entries(targets) as Array<[keyof typeof targets, string]>) {
      const result = await load(`${base}${path}`, { connections: CONNECTIONS, seconds: SECONDS, headers: headersOf[name] });
      results[name].push(result);
      await untilIdle(base);
      console.log(`    round ${round + 1} ${`${path}${headersOf[name] ? ' (rendered)' : ''}`.padEnd(36)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${result.p50Ms} ms  p99 ${result.p99Ms} ms${result.failures ? `  FAILURES ${result.failures}` : ''}`);
    }
  }
  clearInterval(sampler);
  const rate = (name: keyof typeof targets) => median(results[name].map((r) => r.requestsPerSecond));
  const p50 = (name: keyof typeof targets) => median(results[name].map((r) => r.p50Ms));
  const health = rate('health');
  const share = (name: keyof typeof targets) => rate(name) / health;
  record({ figure: '/healthz throughput', value: `${health.toFixed(0)} req/s`, goal: '' });
  record({ figure: '/ SSR throughput, share of /healthz', value: `${rate('home').toFixed(0)} req/s = ${(share('home') * 100).toFixed(2)} %`, goal: '≥ 3 %', met: share('home') >= 0.03 });
  record({
    figure: '/find-a-dive-center throughput, share of /healthz',
    value: `${rate('centres').toFixed(0)} req/s = ${(share('centres') * 100).toFixed(2)} %, p50 ${p50('centres')} ms`,
    goal: '≥ 3 %',
    met: share('centres') >= 0.03,
  });
  record({
    figure: '/ and finder, every request rendered (a cookie the page cache does not share), share of /healthz',
    value: `${(share('homeRendered') * 100).toFixed(2)} % and ${(share('centresRendered') * 100).toFixed(2)} % (${rate('homeRendered').toFixed(0)} and ${rate('centresRendered').toFixed(0)} req/s)`,
    goal: '',
  });
  record({
    figure: `static asset (${stylesheet.replace(/^\/assets\//, '')}), share of /healthz`,
    value: `${rate('stylesheet').toFixed(0)} req/s = ${(share('stylesheet') * 100).toFixed(0)} %`,
    goal: '≥ 50 %',
    met: share('stylesheet') >= 0.5,
  });
  const cssResponse = await fetch(`${base}${stylesheet}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  const cssHeaders = `${cssResponse.headers.get('content-encoding') ?? 'identity'}, ${cssResponse.headers.get('cache-control') ?? 'no cache-control'}`;
  record({
    figure: 'static asset headers',
    value: cssHeaders.length > 24 ? cssHeaders.replace('public, max-age=31536000, ', '') : cssHeaders,
    goal: 'br, immutable',
    met: cssResponse.headers.get('content-encoding') === 'br' && /immutable/.test(cssResponse.headers.get('cache-control') ?? ''),
  });

  console.log(`\nmemory: waiting ${SETTLE_S} s after the load`);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_S * 1000));
  const afterMemory = residentMemory(pid);
  record({ figure: 'server memory idle (after one request per page)', value: mib(idleMemory), goal: '' });
  record({ figure: 'server memory, peak under load', value: mib(peakMemory), goal: '' });
  record({ figure: `server memory ${SETTLE_S} s after the load`, value: `${mib(afterMemory)} = ${(afterMemory / idleMemory).toFixed(2)}x`, goal: '≤ 2x idle', met: afterMemory <= 2 * idleMemory });

  console.log('\npage HTML (gzip at level 6) and JavaScript loaded at start (each file gzipped)');
  // The budget of docs/decisions/0025-javascript-budget.md; bench/javascript.bench.ts checks every page from the build.
  for (const page of pages) {
    const html = await text(`${base}${page}`);
    const raw = Buffer.byteLength(html);
    const gzip = gzipSync(html).length;
    record({ figure: `HTML ${page}`, value: `${kb(raw)} raw, ${kb(gzip)} gz`, goal: '≤ 100 KB gz', met: gzip <= 100 * 1024 });
    const js = await javascriptGzip(base, html);
    if (page === '/') {
      const goal = js.framework + HOME_MARGIN_KB * 1024;
      record({ figure: 'JS as loaded /', value: `${kb(js.total)} gz`, goal: `≤ framework ${kb(js.framework)} + ${HOME_MARGIN_KB} KB`, met: js.framework > 0 && js.total <= goal });
    } else {
      record({ figure: `JS as loaded ${page}`, value: `${kb(js.total)} gz`, goal: `≤ ${PAGE_LIMIT_KB} KB gz`, met: js.total <= PAGE_LIMIT_KB * 1024 });
    }
  }

  console.log(`\nLighthouse mobile (Debian's Chromium), ${LIGHTHOUSE_RUNS} run(s) per page, median`);
  for (const page of pages.slice(0, 5)) {
    const runs = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) runs.push(await lighthouseMobile(`${base}${page}`));
    const score = median(runs.map((r) => r.performance));
    const lcp = median(runs.map((r) => r.lcpMs));
    record({ figure: `Lighthouse mobile performance ${page}`, value: `${score} (${runs.map((r) => r.performance).join(', ')})`, goal: '≥ 95', met: score >= 95 });
    record({ figure: `Lighthouse mobile LCP ${page}`, value: `${(lcp / 1000).toFixed(2)} s`, goal: '≤ 2.5 s', met: lcp <= 2500 });
  }
} finally {
  await server.stop();
}
