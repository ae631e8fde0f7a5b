// `npm test`: every check, in the order a failure is cheapest to find. Stops at the first failure.
// Set TEST_ONLY=unit,integration (any of typecheck, lint, unit, integration, build, e2e) to run a part.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);
const report = (name: string) => path.join(ROOT, '.cache', `vitest-${name}.json`);

type Step = { name: string; command: string; args: string[]; vitest?: boolean };

// Both are one-threaded: on two cores they take the time of the longer one side by side.
const staticChecks: Step[][] = [
  [
    { name: 'typecheck', command: bin('react-router'), args: ['typegen'] },
    { name: 'typecheck', command: bin('tsc'), args: ['--noEmit'] },
  ],
  [{ name: 'lint', command: bin('eslint'), args: ['--max-warnings', '0', '.'] }],
];

const steps: Step[] = [
  { name: 'unit', command: bin('vitest'), args: ['run', '--project', 'unit'], vitest: true },
  { name: 'integration', command: bin('vitest'), args: ['run', '--project', 'integration'], vitest: true },
  { name: 'build', command: bin('react-router'), args: ['build'] },
  { name: 'build', command: process.execPath, args: [path.join(ROOT, 'scripts', 'precompress.ts')] },
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

/** Runs a chain of steps with its output held back, so chains side by side do not interleave their lines. */
function runChain(chain: Step[]): Promise<{ name: string; status: number | null; output: string; seconds: number }> {
  const started = Date.now();
  return chain.reduce<Promise<{ name: string; status: number | null; output: string; seconds: number }>>(
    (previous, step) =>
      previous.then((done) => {
        if (done.status !== 0) return done;
        return new Promise((resolve) => {
          let output = done.output + `\n▶ ${step.name}: ${path.basename(step.command)} ${step.args.join(' ')}\n`;
          const child = spawn(step.command, step.args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
          child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.on('close', (status) => resolve({ name: step.name, status, output, seconds: (Date.now() - started) / 1000 }));
        });
      }),
    Promise.resolve({ name: chain[0]!.name, status: 0, output: '', seconds: 0 }),
  );
}

const checks = staticChecks.filter((chain) => !only || only.includes(chain[0]!.name));
if (checks.length > 0) {
  const results = await Promise.all(checks.map(runChain));
  for (const result of results) {
    process.stdout.write(result.output);
    timings.set(result.name, result.seconds);
  }
  const failed = results.find((result) => result.status !== 0);
  if (failed) {
    printTimings();
    console.error(`\n✖ ${failed.name} failed (exit code ${failed.status}).`);
    console.log(`\nTests: ${totals.passed} passed, 1 failed`);
    process.exit(1);
  }
}

for (const step of steps) {
  if (only && !only.includes(step.name)) continue;
  console.log(`\n▶ ${step.name}: ${path.basename(step.command)} ${step.args.join(' ')}`);
  const args = step.vitest ? [...step.args, '--reporter=default', '--reporter=json', `--outputFile.json=${report(step.name)}`] : step.args;
  if (step.vitest) rmSync(report(step.name), { force: true });
  const stepStarted = Date.now();
  const result = spawnSync(step.command, args, { cwd: ROOT, stdio: 'inherit', env });
  timings.set(step.name, (timings.get(step.name) ?? 0) + (Date.now() - stepStarted) / 1000);
  let failedHere = 0;
  if (step.vitest) {
    try {
      const json = JSON.parse(readFileSync(report(step.name), 'utf8')) as { numPassedTests: number; numFailedTests: number; numTotalTests: number };
      totals.passed += json.numPassedTests;
      failedHere = json.numFailedTests;
      // A run that found no test at all is a failure too: a pattern or setup is broken.
      if (json.numTotalTests === 0) failedHere = 1;
    } catch {
      failedHere = 1;
    }
    totals.failed += failedHere;
  }
  // The exit code alone is not trusted: a library's exit hook once turned a failing run into exit 0.
  if (result.status !== 0 || failedHere > 0) {
    printTimings();
    console.error(`\n✖ ${step.name} failed (exit code ${result.status ?? result.signal}).`);
    console.log(`\nTests: ${totals.passed} passed, ${Math.max(totals.failed, 1)} failed`);
    process.exit(1);
  }
}

printTimings();
console.log(`\n✔ All checks passed in ${Math.round((Date.now() - started) / 1000)} s.`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed`);
