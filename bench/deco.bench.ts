// Decompression planner speed: a 16-depth no-decompression table for air, EAN32 and EAN36, and a set of
// 20 decompression plans. Goals: the table under 5 ms, one plan under 2 ms. Then the client JavaScript of
// /dive-tables in the last build (goal: at most 150 KB gzipped, and none of the planner, which runs on the
// server). Prints figures; asserts nothing. Run with `node bench/deco.bench.ts` (BENCH_RUNS sets the
// number of repetitions); `npm run bench` builds first.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { noDecompressionTable, planDive, type Gas, type PlanInput } from '@diveatlas/deco';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);

const AIR: Gas = { fO2: 0.21, fHe: 0 };
const EAN32: Gas = { fO2: 0.32, fHe: 0 };
const EAN36: Gas = { fO2: 0.36, fHe: 0 };
const EAN50: Gas = { fO2: 0.5, fHe: 0 };
const OXYGEN: Gas = { fO2: 1, fHe: 0 };
const TX2135: Gas = { fO2: 0.21, fHe: 0.35 };
const TX1845: Gas = { fO2: 0.18, fHe: 0.45 };

const TABLE_DEPTHS = [10, 12, 14, 16, 18, 20, 22, 25, 28, 30, 33, 35, 38, 40, 42, 45];

function plans(): PlanInput[] {
  const list: PlanInput[] = [];
  const single = (gases: Gas[], depthM: number, minutes: number, options = {}): PlanInput => ({
    gases,
    segments: [{ toDepthM: depthM, durationS: minutes * 60, gas: 0 }],
    options: { maxPpO2: 1.6, ...options },
  });
  // Recreational and light decompression on air and nitrox.
  for (const [depthM, minutes] of [[18, 50], [24, 35], [30, 25], [35, 20], [40, 15], [40, 30]] as const) {
    list.push(single([AIR], depthM, minutes));
  }
  list.push(single([EAN32], 30, 40), single([EAN32], 33, 30));
  // Decompression with deco gases, rounded and unrounded stops, 6 m last stop.
  list.push(single([AIR, EAN50], 40, 35), single([AIR, EAN50, OXYGEN], 45, 30));
  list.push(single([AIR, EAN50], 45, 25, { roundStopsToMinutes: false }));
  list.push(single([AIR, EAN50, OXYGEN], 42, 40, { lastStopDepthM: 6 }));
  // Trimix.
  list.push(single([TX2135, EAN50], 50, 25), single([TX2135, EAN50, OXYGEN], 55, 20));
  list.push(single([TX1845, EAN50, OXYGEN], 60, 20), single([TX1845, EAN50, OXYGEN], 70, 15));
  // Altitude, fresh water, conservative gradient factors, a multilevel dive.
  list.push(single([AIR], 30, 30, { altitudeM: 2000, water: 'fresh' }));
  list.push(single([AIR, EAN50], 40, 30, { gfLow: 0.2, gfHigh: 0.7 }));
  list.push(single([AIR], 45, 20, { gfLow: 1, gfHigh: 1 }));
  list.push({
    gases: [EAN32, EAN50],
    segments: [
      { toDepthM: 33, durationS: 20 * 60, gas: 0 },
      { toDepthM: 24, durationS: 20 * 60, gas: 0 },
      { toDepthM: 15, durationS: 20 * 60, gas: 0 },
    ],
  });
  return list;
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

function measure(runs: number, work: () => void): { first: number; median: number; p95: number } {
  const first = performance.now();
  work();
  const firstMs = performance.now() - first;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { first: firstMs, median: percentile(times, 50), p95: percentile(times, 95) };
}

const tableInput = { depthsM: TABLE_DEPTHS, gases: [AIR, EAN32, EAN36] };
const planInputs = plans();

const table = measure(RUNS, () => noDecompressionTable(tableInput));
const allPlans = measure(RUNS, () => {
  for (const input of planInputs) planDive(input);
});
// One plan at a time, over every plan of every run.
const perPlan: number[] = [];
for (let run = 0; run < RUNS; run++) {
  for (const input of planInputs) {
    const start = performance.now();
    planDive(input);
    perPlan.push(performance.now() - start);
  }
}
perPlan.sort((a, b) => a - b);

const ms = (value: number) => (Number.isNaN(value) ? '—' : `${value.toFixed(3)} ms`).padStart(10);
const row = (name: string, first: number, median: number, p95: number, goal: string) =>
  `  ${name.padEnd(40)} ${ms(first)} ${ms(median)} ${ms(p95)}   ${goal}`;

console.log(`deco bench: ${RUNS} runs, Node ${process.version}`);
console.log(`  ${'case'.padEnd(40)} ${'first'.padStart(10)} ${'median'.padStart(10)} ${'p95'.padStart(10)}   goal`);
console.log(row(`NDL table, ${TABLE_DEPTHS.length} depths x 3 gases`, table.first, table.median, table.p95, 'median < 5 ms'));
console.log(row(`${planInputs.length} decompression plans, together`, allPlans.first, allPlans.median, allPlans.p95, ''));
console.log(
  row('one decompression plan', Number.NaN, percentile(perPlan, 50), percentile(perPlan, 95), 'median < 2 ms'),
);
const slowest = perPlan[perPlan.length - 1] ?? Number.NaN;
console.log(`  slowest single plan: ${slowest.toFixed(3)} ms`);

/**
 * The JavaScript a browser loads for a route: the entry, the root route and the route itself with their
 * imports, as the build's manifest lists them. Gzipped at the level the server's compression uses.
 */
function clientJavaScript(routeId: string): { files: number; rawBytes: number; gzipBytes: number; hasPlanner: boolean } | null {
  const assets = path.resolve(import.meta.dirname, '..', 'build', 'client', 'assets');
  if (!existsSync(assets)) return null;
  const manifests = readdirSync(assets)
    .filter((file) => /^manifest-.*\.js$/.test(file))
    .map((file) => path.join(assets, file))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  const newest = manifests[0];
  if (!newest) return null;
  const text = readFileSync(newest, 'utf8');
  type Entry = { module: string; imports?: string[] };
  const manifest = JSON.parse(text.slice(text.indexOf('=') + 1).replace(/;\s*$/, '')) as { entry: Entry; routes: Record<string, Entry> };
  const parts = [manifest.entry, manifest.routes.root, manifest.routes[routeId]].filter((entry): entry is Entry => entry !== undefined);
  const files = [...new Set(parts.flatMap((entry) => [entry.module, ...(entry.imports ?? [])]))];
  let rawBytes = 0;
  let gzipBytes = 0;
  let hasPlanner = false;
  for (const file of files) {
    const content = readFileSync(path.join(assets, '..', file));
    rawBytes += content.length;
    gzipBytes += gzipSync(content, { level: 6 }).length;
    // ZHL-16C's first nitrogen a-value: present wherever the planner library is.
    if (content.includes('1.1696')) hasPlanner = true;
  }
  return { files: files.length, rawBytes, gzipBytes, hasPlanner };
}

const js = clientJavaScript('routes/dive-tables');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
if (js === null) console.log('client JavaScript of /dive-tables: no build (run `npm run build` first)');
else {
  console.log(
    `client JavaScript of /dive-tables: ${js.files} files, ${kb(js.rawBytes)} raw, ${kb(js.gzipBytes)} gzipped (goal ≤ 150 KB); planner library in it: ${js.hasPlanner ? 'yes' : 'no'}`,
  );
}
