// `npm run bench`: builds, then runs every benchmark in bench/ one after the other and prints figures.
// BENCH_ONLY=server,deco runs a subset (names are the file names without .bench.ts).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const benches = readdirSync(path.join(ROOT, 'bench'))
  .filter((file) => file.endsWith('.bench.ts'))
  .map((file) => file.replace(/\.bench\.ts$/, ''))
  .filter((name) => !only || only.includes(name))
  .sort((a, b) => (a === 'server' ? -1 : b === 'server' ? 1 : a.localeCompare(b)));

const build = spawnSync(path.join(ROOT, 'node_modules/.bin/react-router'), ['build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
if (build.status !== 0) process.exit(build.status ?? 1);

let failed = false;
for (const name of benches) {
  console.log(`\n=== ${name}`);
  const run = spawnSync(process.execPath, [path.join('bench', `${name}.bench.ts`)], { cwd: ROOT, stdio: 'inherit' });
  if (run.status !== 0) {
    console.error(`bench ${name} failed (exit code ${run.status})`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
