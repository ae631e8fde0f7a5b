// /explore at scale: 100,000 synthetic dive sites (plus the real seed list) in a throwaway embedded
// PostgreSQL, then the same query functions the page calls, for typical searches (text, typo,
// Spanish country name, filters, distance sort). Prints p50/p95 server time per search and the
// plan lines that name indexes. Goal: p95 at most 50 ms. Prints figures; asserts nothing.
// Run with `node bench/explore.bench.ts` (BENCH_SITES, BENCH_ROUNDS). BENCH_KEEP=<folder> keeps (and
// reuses) the database there; BENCH_ANALYZE=1 prints full EXPLAIN ANALYZE plans instead of index lines.
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { db } from '../app/lib/db.server.ts';
import { parseSiteFilters } from '../app/features/sites/site-filters.schema.ts';
import { resolvePlace, searchSites, searchStatements } from '../app/features/sites/sites.queries.server.ts';
import { seedDemoDataOnce } from '../db/seed/index.ts';
import { startBenchRuntime } from './bench-runtime.ts';
import { seedSynthetic } from './synthetic-sites.ts';

const SITES = Number(process.env.BENCH_SITES ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const KEEP = process.env.BENCH_KEEP;
const ANALYZE = process.env.BENCH_ANALYZE === '1';

/** Typical searches, as /explore URLs' query strings. */
const SEARCHES: Array<[label: string, query: string]> = [
  ['text: blue hole', 'q=blue+hole'],
  ['typo: thistlegrom', 'q=thistlegrom'],
  ['text, synthetic words', 'q=coral+garden'],
  ['text, exact synthetic name', 'q=synthetic+reef+12345'],
  ['country in Spanish: egipto', 'q=egipto'],
  ['filters: wreck + advanced', 'type=wreck&level=advanced'],
  ['filters: country, depth, by name', 'country=EG&depthMax=30&sort=name'],
  ['filters: month, shore, rating', 'month=8&entry=shore&rating=4'],
  ['filters: photos, page 5', 'photos=1&page=5'],
  ['region text', 'region=bay'],
  ['distance from coordinates', 'near=28.5,34.5'],
  ['distance + type filter', 'near=-8.3,115.5&type=reef'],
  ['distance from a place name', 'near=dahab&type=wall'],
  ['browse all (rating)', ''],
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function indexLines(statement: ReturnType<typeof sql>): Promise<string[]> {
  if (ANALYZE) {
    const { rows } = await db().execute<{ 'QUERY PLAN': string }>(sql`explain (analyze, buffers) ${statement}`);
    return rows.map((row) => row['QUERY PLAN']);
  }
  const { rows } = await db().execute<{ 'QUERY PLAN': string }>(sql`explain (costs off) ${statement}`);
  return rows.map((row) => row['QUERY PLAN'].trim()).filter((line) => /Index|Bitmap/.test(line));
}

async function main() {
  const bench = await startBenchRuntime({ name: 'explore', keepIn: KEEP, poolSize: 10 });
  const { pool, log } = bench;
  try {
    let started = performance.now();
    if (await seedDemoDataOnce(pool, log)) {
      await seedSynthetic(pool, SITES);
      await pool.query('vacuum analyze dive_site');
      await pool.query('vacuum analyze dive_site_word');
    }
    const { rows } = await pool.query<{ total: number }>('select count(*)::int as total from dive_site');
    console.log(`Seeded ${rows[0]!.total.toLocaleString('en')} sites (${SITES.toLocaleString('en')} synthetic) in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);

    const times = new Map<string, number[]>(SEARCHES.map(([label]) => [label, []]));
    const totals = new Map<string, number>();
    for (const [label, query] of SEARCHES) totals.set(label, (await searchSites(parseSiteFilters(new URLSearchParams(query)).filters)).total); // warm-up
    for (let round = 0; round < ROUNDS; round++) {
      for (const [label, query] of SEARCHES) {
        started = performance.now();
        // What the /explore loader does per request: parse the URL, then search.
        await searchSites(parseSiteFilters(new URLSearchParams(query)).filters);
        times.get(label)!.push(performance.now() - started);
      }
    }

    const all: number[] = [];
    // Other work on the machine shows in every figure: say how busy it was.
    console.log(`Machine: ${cpus().length} cores, load average ${loadavg().map((load) => load.toFixed(1)).join(' / ')} (1 / 5 / 15 min)\n`);
    console.log(`${'search'.padEnd(36)} ${'matches'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`);
    for (const [label] of SEARCHES) {
      const sorted = times.get(label)!.sort((a, b) => a - b);
      all.push(...sorted);
      console.log(`${label.padEnd(36)} ${String(totals.get(label)).padStart(8)} ${percentile(sorted, 50).toFixed(1).padStart(8)} ${percentile(sorted, 95).toFixed(1).padStart(8)}`);
    }
    all.sort((a, b) => a - b);
    const p95 = percentile(all, 95);
    console.log(`${'all searches'.padEnd(36)} ${''.padStart(8)} ${percentile(all, 50).toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)}  (${all.length} requests; goal p95 <= 50 ms: ${p95 <= 50 ? 'met' : 'NOT met'})\n`);

    console.log('Indexes used (EXPLAIN of the same statements):');
    for (const [label, query] of SEARCHES) {
      const filters = parseSiteFilters(new URLSearchParams(query)).filters;
      const origin = filters.near ? await resolvePlace(filters.near) : null;
      const statements = searchStatements(filters, origin);
      const lines = ANALYZE ? [...(await indexLines(statements.count)), ...(await indexLines(statements.page))] : [...new Set([...(await indexLines(statements.count)), ...(await indexLines(statements.page))])];
      console.log(`- ${label}`);
      for (const line of lines) console.log(`    ${line}`);
    }
  } finally {
    await bench.stop();
  }
}

await main();
