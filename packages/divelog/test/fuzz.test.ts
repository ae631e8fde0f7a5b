// No input crashes or hangs a reader: random bytes and mangled files either give dives or a DiveLogError,
// quickly. (The real samples are mangled the same way by `npm run test:samples`.)
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DiveLogError, FORMAT_IDS, parseDiveLog, READERS, WRITERS, type FormatId } from '../src/index.ts';
import { mangleArb } from './mangle.ts';

const FIXTURES = new URL('./fixtures/', import.meta.url);
const fixtures = readdirSync(FIXTURES).map((name) => ({ name, bytes: readFileSync(new URL(name, FIXTURES)) }));
const ours = READERS.map((reader) => reader.id);

/** Parses and returns what happened; anything but dives or a DiveLogError fails the test. */
async function outcome(bytes: Uint8Array, format?: FormatId): Promise<string> {
  const started = performance.now();
  try {
    const { dives } = await parseDiveLog(bytes, { format, limits: { maxFileBytes: 4 * 1024 * 1024 } });
    for (const dive of dives) expect(dive.startLocal).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    return 'read';
  } catch (error) {
    if (!(error instanceof DiveLogError)) throw error;
    return error.issue.code;
  } finally {
    // Small inputs: anything slow is a sign of a loop that grows with the input's size, not with its content.
    expect(performance.now() - started).toBeLessThan(2000);
  }
}

describe('fuzzing every reader', () => {
  it('random bytes, detected or forced into each format, never crash', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 2000 }), fc.constantFrom(undefined, ...ours), async (bytes, format) => {
        await outcome(bytes, format);
        runs++;
      }),
      { numRuns: 400 },
    );
    expect(runs).toBeGreaterThanOrEqual(400);
  }, 60_000);

  it('random XML-like text never crashes', async () => {
    const token = fc.constantFrom('<dive>', '</dive>', '<divelog>', '</divelog>', '<uddf>', '</uddf>', '<sample time="1:00 min" depth="3 m"/>', 'date="2020-01-01"', '&amp;', '&x;', '<![CDATA[x]]>', '<!-- c -->', '<?pi?>', ' ', '>', '<', '"', "'", '=');
    await fc.assert(
      fc.asyncProperty(fc.array(token, { maxLength: 200 }), fc.constantFrom(undefined, ...ours), async (tokens, format) => {
        await outcome(Buffer.from(tokens.join('')), format);
      }),
      { numRuns: 300 },
    );
    // Hundreds of generated cases: seconds on a busy machine.
  }, 60_000);

  it('mangled fixtures of every format never crash, and each mangling is met', async () => {
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...fixtures), mangleArb, async (fixture, mangle) => {
        seen.add(await outcome(mangle(fixture.bytes)));
      }),
      { numRuns: 600 },
    );
    // The mangling reaches both the readers' success path and their errors.
    expect(seen.has('read')).toBe(true);
    expect([...seen].some((code) => code !== 'read')).toBe(true);
  }, 60_000);

  it('mangled exports of the writers never crash', async () => {
    const { dives } = await parseDiveLog(fixtures.find((f) => f.name.endsWith('.ssrf'))!.bytes);
    const exports = [WRITERS.uddf.write(dives), WRITERS['subsurface-xml'].write(dives)].map((text) => Buffer.from(text));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...exports), mangleArb, async (bytes, mangle) => {
        await outcome(mangle(bytes));
      }),
      { numRuns: 200 },
    );
    // Hundreds of generated cases: seconds on a busy machine.
  }, 60_000);

  it('covers every format id the package knows', () => {
    expect(FORMAT_IDS).toEqual(expect.arrayContaining(ours));
  });
});
