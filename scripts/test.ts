// `npm test`: every check, in the order a failure is cheapest to find. Stops at the first failure.
// Set TEST_ONLY=unit,integration (any of typecheck, lint, unit, integration, build, e2e) to run a part.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { requireFreshBuild } from '../tests/setup/production-build.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);
const report = (name: string) => path.join(ROOT, '.cache', `vitest-${name}.json`);

type Step = { name: string; command: string; args: string[]; vitest?: boolean; skipWhen?: () => string | null };

// Side by side: the type checker and the linter are one-threaded, and the unit tests leave about a third
// of two cores idle (each file waits on its own imports), so together they take about the time of the
// longest instead of the sum.
const firstChecks: Step[][] = [
  [
    { name: 'typecheck', command: bin('react-router'), args: ['typegen'] },
    { name: 'typecheck', command: bin('tsc'), args: ['--noEmit'] },
  ],
  [{ name: 'lint', command: bin('eslint'), args: ['--max-warnings', '0', '.'] }],
  [{ name: 'unit', command: bin('vitest'), args: ['run', '--project', 'unit'], vitest: true }],
];

/**
 * Why the production build can be kept: it is newer than every source it is made from (production-build.ts),
 * as it is right after `npm start` or `npm run build`. Null when it has to be made again. The precompression
 * step after it still runs: it takes a second when its copies are already cached.
 */
function freshBuild(): string | null {
  try {
    requireFreshBuild();
    return 'the production build is newer than every source it is made from: kept';
  } catch {
    return null;
  }
}

// Then one at a time: each of these keeps both cores busy on its own.
// The build comes first: the integration tests that send HTTP requests to every route serve it too.
const steps: Step[] = [
  { name: 'build', command: bin('react-router'), args: ['build'], skipWhen: freshBuild },
  { name: 'build', command: process.execPath, args: [path.join(ROOT, 'scripts', 'precompress.ts')] },
  { name: 'integration', command: bin('vitest'), args: ['run', '--project', 'integration'], vitest: true },
  { name: 'e2e', command: bin('vitest'), args: ['run', '--project', 'e2e'], vitest: true },
];

// The tools start with `#!/usr/bin/env node`: put this Node first, so they run on it, not on an older one.
const env = { ...process.env, PATH: [path.dirname(process.execPath), process.env.PATH].join(path.delimiter) };
const only = process.env.TEST_ONLY?.split(',').map((s) => s.trim());
const totals = { passed: 0, failed: 0 };
const started = Date.now();
/** Seconds spent in each step, printed at the end so a slow step shows before it slows CI down. */
const timings = new Map<string, number>();

function printTimings() {
  console.log('\nTime per step:');
  for (const [name, seconds] of timings) console.log(`  ${name.padEnd(12)} ${seconds.toFixed(1).padStart(7)} s`);
}

/** A vitest step also writes its JSON report, from which its tests are counted. */
function argsOf(step: Step): string[] {
  if (!step.vitest) return step.args;
  rmSync(report(step.name), { force: true });
  return [...step.args, '--reporter=default', '--reporter=json', `--outputFile.json=${report(step.name)}`];
}

/** Counts a vitest step's tests from its report; returns how many failed (a run with no test fails). */
function countTests(step: Step): number {
  if (!step.vitest) return 0;
  let failedHere: number;
  try {
    const json = JSON.parse(readFileSync(report(step.name), 'utf8')) as { numPassedTests: number; numFailedTests: number; numTotalTests: number };
    totals.passed += json.numPassedTests;
    // A run that found no test at all is a failure too: a pattern or setup is broken.
    failedHere = json.numTotalTests === 0 ? 1 : json.numFailedTests;
  } catch {
    failedHere = 1;
  }
  totals.failed += failedHere;
  return failedHere;
}

function fail(name: string, code: number | string | null): never {
  printTimings();
  console.error(`\n✖ ${name} failed (exit code ${code}).`);
  console.log(`\nTests: ${totals.passed} passed, ${Math.max(totals.failed, 1)} failed`);
  process.exit(1);
}

type ChainResult = { name: string; status: number | null; failedTests: number; output: string; seconds: number };

/** Runs a chain of steps with its output held back, so chains side by side do not interleave their lines. */
function runChain(chain: Step[]): Promise<ChainResult> {
  const started = Date.now();
  return chain.reduce<Promise<ChainResult>>(
    (previous, step) =>
      previous.then((done) => {
        if (done.status !== 0 || done.failedTests > 0) return done;
        return new Promise((resolve) => {
          let output = done.output + `\n▶ ${step.name}: ${path.basename(step.command)} ${step.args.join(' ')}\n`;
          const child = spawn(step.command, argsOf(step), { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
          child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.on('close', (status) => resolve({ name: step.name, status, failedTests: countTests(step), output, seconds: (Date.now() - started) / 1000 }));
        });
      }),
    Promise.resolve({ name: chain[0]!.name, status: 0, failedTests: 0, output: '', seconds: 0 }),
  );
}

const checks = firstChecks.filter((chain) => !only || only.includes(chain[0]!.name));
if (checks.length > 0) {
  const results = await Promise.all(checks.map(runChain));
  for (const result of results) {
    process.stdout.write(result.output);
    timings.set(result.name, result.seconds);
  }
  // The exit code alone is not trusted: a library's exit hook once turned a failing run into exit 0.
  const failed = results.find((result) => result.status !== 0 || result.failedTests > 0);
  if (failed) fail(failed.name, failed.status);
}

for (const step of steps) {
  if (only && !only.includes(step.name)) continue;
  const skipped = step.skipWhen?.();
  if (skipped) {
    console.log(`\n▶ ${step.name}: ${skipped}`);
    continue;
  }
  console.log(`\n▶ ${step.name}: ${path.basename(step.command)} ${step.args.join(' ')}`);
  const stepStarted = Date.now();
  const result = spawnSync(step.command, argsOf(step), { cwd: ROOT, stdio: 'inherit', env });
  timings.set(step.name, (timings.get(step.name) ?? 0) + (Date.now() - stepStarted) / 1000);
  const failedHere = countTests(step);
  if (result.status !== 0 || failedHere > 0) fail(step.name, result.status ?? result.signal);
}

printTimings();
console.log(`\n✔ All checks passed in ${Math.round((Date.now() - started) / 1000)} s.`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed`);
