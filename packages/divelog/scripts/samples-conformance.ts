// `npm run test:samples`: reads the real dive-log files in ../shared/logbook-samples (beside the clone; set
// LOGBOOK_SAMPLES_DIR to read another folder) and compares what the readers find with what the files hold
// (test/samples/expected.ts). Prints a table (ours, and the file's where they differ) and fails on any
// difference, on a missing folder and on an expected file that is missing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { DiveLogError, parseDiveLog, type Dive } from '../src/index.ts';
import { mangleArb } from '../test/mangle.ts';
import { withFitCrcFixed } from '../test/mangle.test-helper.ts';
import { EXPECTED, type ExpectedDive } from '../test/samples/expected.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const folder = path.resolve(process.env.LOGBOOK_SAMPLES_DIR ?? path.join(ROOT, '..', 'shared', 'logbook-samples'));

if (!existsSync(folder)) {
  console.error(`The sample folder ${folder} is missing (set LOGBOOK_SAMPLES_DIR to its place).`);
  console.log('samples: 0 passed, 1 failed');
  process.exit(1);
}

let passed = 0;
let failed = 0;
const rows: string[][] = [['file', 'dive', 'field', 'ours', "file's", '']];

function record(file: string, dive: string, field: string, ours: string, theirs: string, ok: boolean): void {
  if (ok) passed++;
  else failed++;
  rows.push([file, dive, field, ours, ok ? '' : theirs, ok ? 'ok' : 'DIFFERS']);
}

const near = (a: number | null, b: number | null, tolerance: number) => (a === null || b === null ? a === b : Math.abs(a - b) <= tolerance);
const show = (v: unknown) => (v === null || v === undefined ? '-' : typeof v === 'number' ? String(Math.round(v * 1000) / 1000) : String(v));
const gasList = (gases: [number, number][]) => gases.map(([o2, he]) => `${o2}/${he}`).sort().join(' ');
const siteText = (site: ExpectedDive['site']) => (site ? `${site.name ?? '(no name)'} ${show(site.lat)} ${show(site.lng)}` : '-');

function compare(file: string, index: number, ours: Dive, theirs: ExpectedDive): void {
  const label = String(index + 1);
  const first = ours.computers[0]!;
  record(file, label, 'start', ours.startLocal, theirs.startLocal, ours.startLocal === theirs.startLocal);
  record(file, label, 'offset min', show(ours.utcOffsetMinutes), show(theirs.utcOffsetMinutes), ours.utcOffsetMinutes === theirs.utcOffsetMinutes);
  record(file, label, 'duration s', show(ours.durationS), show(theirs.durationS), near(ours.durationS, theirs.durationS, 1));
  record(file, label, 'max depth m', show(ours.maxDepthM), show(theirs.maxDepthM), near(ours.maxDepthM, theirs.maxDepthM, 0.005));
  record(file, label, 'min water °C', show(ours.minWaterTempC), show(theirs.minWaterTempC), near(ours.minWaterTempC, theirs.minWaterTempC, 0.01));
  const oursGases = gasList(ours.gases.map((g) => [Math.round(g.o2Percent * 10) / 10, Math.round(g.hePercent * 10) / 10]));
  record(file, label, 'gases', oursGases || '-', gasList(theirs.gases) || '-', oursGases === gasList(theirs.gases));
  record(file, label, 'samples', String(first.samples.timeS.length), String(theirs.sampleCount), first.samples.timeS.length === theirs.sampleCount);
  const oursSite = siteText(ours.site);
  const siteOk =
    (ours.site === null && theirs.site === null) ||
    (ours.site !== null && theirs.site !== null && ours.site.name === theirs.site.name && near(ours.site.lat, theirs.site.lat, 1e-6) && near(ours.site.lng, theirs.site.lng, 1e-6));
  record(file, label, 'site', oursSite, siteText(theirs.site), siteOk);
}

const present = new Set(readdirSync(folder));
for (const [file, expected] of Object.entries(EXPECTED)) {
  if (!present.has(file)) {
    record(file, '', 'file', 'missing', 'present', false);
    continue;
  }
  try {
    const result = await parseDiveLog(readFileSync(path.join(folder, file)), { fileName: file });
    record(file, '', 'format', result.format, expected.format, result.format === expected.format);
    record(file, '', 'dives', String(result.dives.length), String(expected.dives.length), result.dives.length === expected.dives.length);
    expected.dives.forEach((dive, i) => {
      const ours = result.dives[i];
      if (ours) compare(file, i, ours, dive);
      else record(file, String(i + 1), 'dive', 'missing', dive.startLocal, false);
    });
  } catch (error) {
    record(file, '', 'read', (error as Error).message.slice(0, 80), 'dives', false);
  }
}
// Fuzz: every sample, mangled in many ways, gives dives or a DiveLogError, never a crash or a hang.
const FUZZ_RUNS = Number(process.env.LOGBOOK_FUZZ_RUNS ?? 150);
let fuzzRuns = 0;
let fuzzRead = 0;
let slowest = 0;
const crashes: string[] = [];
for (const file of [...present].filter((name) => name !== 'SOURCES.md').sort()) {
  const bytes = readFileSync(path.join(folder, file));
  for (const mangle of fc.sample(mangleArb, { numRuns: FUZZ_RUNS, seed: 20260101 })) {
    const started = performance.now();
    try {
      // Half the damaged FIT copies get a right CRC again, so the damage reaches the decoder and the reader.
      await parseDiveLog(file.endsWith('.fit') && fuzzRuns % 2 === 1 ? withFitCrcFixed(mangle(bytes)) : mangle(bytes));
      fuzzRead++;
    } catch (error) {
      if (!(error instanceof DiveLogError)) crashes.push(`${file}: ${(error as Error).stack?.split('\n').slice(0, 3).join(' ')}`);
    }
    slowest = Math.max(slowest, performance.now() - started);
    fuzzRuns++;
  }
}
record('(all)', '', 'fuzz crashes', String(crashes.length), '0', crashes.length === 0);
record('(all)', '', 'fuzz slowest ms', String(Math.round(slowest)), '< 5000', slowest < 5000);
for (const crash of crashes.slice(0, 10)) console.error(crash);

const unexpected = [...present].filter((file) => file !== 'SOURCES.md' && !(file in EXPECTED));

const widths = rows[0]!.map((_, column) => Math.min(48, Math.max(...rows.map((row) => row[column]!.length))));
for (const row of rows) console.log(row.map((cell, column) => cell.slice(0, 48).padEnd(widths[column]!)).join('  ').trimEnd());
if (unexpected.length) console.log(`\nNo expectations yet for: ${unexpected.join(', ')}`);
console.log(`Fuzz: ${fuzzRuns} mangled samples, ${fuzzRead} still read, ${fuzzRuns - fuzzRead - crashes.length} refused with an error code, ${crashes.length} crashes.`);
console.log(`\nsamples: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
