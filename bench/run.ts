// `npm run bench`: builds, runs the benchmarks one after the other, then prints every figure beside
// its goal in one table. BENCH_ONLY=server,scale picks some (names are the file names without
// .bench.ts; explore and map, the in-process query timings, run only when named). BENCH_QUICK=1
// makes the loads short (see bench/figures.ts).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { Figure } from './figures.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DEFAULT = ['javascript', 'server', 'scale', 'deco', 'trips'];
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const benches = only ?? DEFAULT;
// The build's tools start with `#!/usr/bin/env node`: this Node first.
const env = { ...process.env, PATH: [path.dirname(process.execPath), process.env.PATH].join(path.delimiter) };

const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env, encoding: 'utf8' });
if (build.status !== 0) {
  console.error(`npm run build failed:\n${build.stdout}\n${build.stderr}`);
  process.exit(build.status ?? 1);
}

const folder = mkdtempSync(path.join(tmpdir(), 'bench-results-'));
const results = path.join(folder, 'figures.jsonl');
const load = () => loadavg().map((value) => value.toFixed(1)).join(' / ');
console.log(`${cpus().length} cores, load average ${load()} (1 / 5 / 15 min)${process.env.BENCH_QUICK === '1' ? ', quick mode' : ''}`);

let failed = false;
for (const name of benches) {
  console.log(`\n=== ${name}`);
  const run = spawnSync(process.execPath, [path.join('bench', `${name}.bench.ts`)], { cwd: ROOT, stdio: 'inherit', env: { ...env, BENCH_RESULTS: results } });
  if (run.status !== 0) {
    console.error(`bench ${name} failed (exit code ${run.status})`);
    failed = true;
  }
}

let figures: Figure[] = [];
try {
  figures = readFileSync(results, 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as Figure);
} catch {
  // no figure recorded
}
rmSync(folder, { recursive: true, force: true });
if (figures.length) {
  const width = Math.max(...figures.map((f) => f.figure.length));
  const valueWidth = Math.max(...figures.map((f) => f.value.length));
  console.log(`\n=== all figures (load average now ${load()})`);
  console.log(`${'figure'.padEnd(width)}  ${'measured'.padEnd(valueWidth)}  ${'goal'.padEnd(22)}  verdict`);
  for (const f of figures) {
    const verdict = f.met === undefined ? '' : f.met ? 'met' : 'MISSED';
    console.log(`${f.figure.padEnd(width)}  ${f.value.padEnd(valueWidth)}  ${f.goal.padEnd(22)}  ${verdict}`);
  }
  const goals = figures.filter((f) => f.met !== undefined);
  console.log(`\n${goals.filter((f) => f.met).length} of ${goals.length} goals met`);
}
process.exit(failed ? 1 : 0);
