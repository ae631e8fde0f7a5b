// Part of `npm run test:samples`: every real sample file in ../shared/logbook-samples (LOGBOOK_SAMPLES_DIR
// to read another folder), damaged at random (bytes flipped, cut short, parts lost, repeated, inserted), is
// read or refused with a DiveLogError by whichever reader it is detected as, and as its own format: never a
// crash. FIT files are also damaged with their CRC made right again, so the damage reaches the decoder.
// The npm test suite does the same with the package's own small files (test/fuzz.test.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { detectFormat } from '../src/index.ts';
import { mangle, mutationsArbitrary, readsOrRefuses, withFitCrcFixed } from '../test/mangle.test-helper.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const folder = path.resolve(process.env.LOGBOOK_SAMPLES_DIR ?? path.join(ROOT, '..', 'shared', 'logbook-samples'));
const RUNS = Number(process.env.SAMPLES_FUZZ_RUNS ?? 40);

if (!existsSync(folder)) {
  console.error(`The sample folder ${folder} is missing (set LOGBOOK_SAMPLES_DIR to its place).`);
  console.log('fuzz: 0 passed, 1 failed');
  process.exit(1);
}

let passed = 0;
let failed = 0;
const started = Date.now();
for (const file of readdirSync(folder).filter((name) => name !== 'SOURCES.md').sort()) {
  const original = new Uint8Array(readFileSync(path.join(folder, file)));
  const format = detectFormat(original.subarray(0, 64 * 1024), file) ?? undefined;
  const outcomes = { read: 0, refused: 0 };
  const damage = format === 'garmin-fit' ? (bytes: Uint8Array, fixCrc: boolean) => (fixCrc ? withFitCrcFixed(bytes) : bytes) : (bytes: Uint8Array) => bytes;
  const result = await fc.check(
    fc.asyncProperty(mutationsArbitrary, fc.boolean(), fc.boolean(), async (mutations, forced, fixCrc) => {
      const bytes = damage(mangle(original, mutations), fixCrc);
      outcomes[await readsOrRefuses(bytes, forced ? { fileName: file, format } : { fileName: file })]++;
    }),
    { numRuns: RUNS },
  );
  if (result.failed) {
    failed++;
    console.log(`${file}: FAILED after ${result.numRuns} runs (seed ${result.seed}, path ${result.counterexamplePath}): ${String(result.errorInstance).slice(0, 300)}`);
  } else {
    passed++;
    console.log(`${file}: ${result.numRuns} damaged copies, ${outcomes.read} read, ${outcomes.refused} refused`);
  }
}
console.log(`\n${RUNS} damaged copies of each file in ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`fuzz: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
