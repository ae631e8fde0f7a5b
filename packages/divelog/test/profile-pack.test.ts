import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PACK_PRECISION, packProfile, unpackProfile, type Samples } from '../src/index.ts';

/** A profile as dive computers record them: steps under a minute, moderate changes between samples. */
const profileArb = fc.integer({ min: 1, max: 1000 }).chain((n) => {
  const column = <T,>(arb: fc.Arbitrary<T>) => fc.array(arb, { minLength: n, maxLength: n });
  return fc
    .record({
      steps: column(fc.integer({ min: 1, max: 60 })),
      depthSteps: column(fc.double({ min: -20, max: 20, noNaN: true })),
      tempSteps: fc.option(column(fc.double({ min: -3, max: 3, noNaN: true })), { nil: null }),
      tanks: fc.array(column(fc.double({ min: -5, max: 0, noNaN: true })), { maxLength: 2 }),
      gaps: column(fc.boolean()),
    })
    .map(({ steps, depthSteps, tempSteps, tanks, gaps }): Samples => {
      let t = 0;
      let d = 0;
      let c = 20;
      const temperatureC = tempSteps ? Float64Array.from(tempSteps, (s, i) => ((c += s), gaps[i] ? NaN : c)) : null;
      return {
        timeS: Float64Array.from(steps, (s) => (t += s)),
        depthM: Float64Array.from(depthSteps, (s) => (d = Math.min(300, Math.max(0, d + s)))),
        temperatureC,
        pressureBar: tanks.map((column) => {
          let p = 230;
          return Float64Array.from(column, (s, i) => ((p = Math.max(0, p + s)), gaps[(i + 1) % n] ? NaN : p));
        }),
        ppO2Bar: null,
        ndlS: null,
        cnsPercent: null,
        heartRateBpm: null,
      };
    });
});

const within = (a: Float64Array, b: Float64Array, step: number) =>
  a.length === b.length && a.every((v, i) => (Number.isNaN(v) ? Number.isNaN(b[i]!) : Math.abs(v - b[i]!) <= step / 2 + 1e-9));

describe('profile packing', () => {
  it('unpacks what it packed within the stated precision, in at most 6 bytes a sample', () => {
    fc.assert(
      fc.property(profileArb, (samples) => {
        const packed = packProfile(samples);
        const back = unpackProfile(packed);
        expect(within(samples.timeS, back.timeS, PACK_PRECISION.timeS)).toBe(true);
        expect(within(samples.depthM, back.depthM, PACK_PRECISION.depthM)).toBe(true);
        if (samples.temperatureC) expect(within(samples.temperatureC, back.temperatureC!, PACK_PRECISION.temperatureC)).toBe(true);
        else expect(back.temperatureC).toBeNull();
        expect(back.pressureBar).toHaveLength(samples.pressureBar.length);
        samples.pressureBar.forEach((column, k) => expect(within(column!, back.pressureBar[k]!, PACK_PRECISION.pressureBar)).toBe(true));
        // A few bytes of header, then at most 6 bytes a sample.
        expect(packed.length).toBeLessThanOrEqual(8 + 6 * samples.timeS.length);
      }),
      { numRuns: 150 },
    );
    // Hundreds of generated cases: seconds on a busy machine.
  }, 60_000);

  it('packs a typical hour at 10 s steps in under 5 bytes a sample', () => {
    const n = 360;
    const samples: Samples = {
      timeS: Float64Array.from({ length: n }, (_, i) => i * 10),
      depthM: Float64Array.from({ length: n }, (_, i) => 18 + 6 * Math.sin(i / 20)),
      temperatureC: Float64Array.from({ length: n }, (_, i) => 24 - i / 100),
      pressureBar: [Float64Array.from({ length: n }, (_, i) => 200 - i * 0.4)],
      ppO2Bar: null,
      ndlS: null,
      cnsPercent: null,
      heartRateBpm: null,
    };
    expect(packProfile(samples).length / n).toBeLessThan(5);
  });

  it('refuses bytes that are not a packed profile', () => {
    expect(() => unpackProfile(new Uint8Array([]))).toThrow(RangeError);
    expect(() => unpackProfile(new Uint8Array([2, 0, 0]))).toThrow(RangeError);
    expect(() => unpackProfile(new Uint8Array([1, 0xff, 0xff, 0xff, 0x7f, 0]))).toThrow(RangeError);
    const valid = packProfile({ timeS: Float64Array.of(0, 10), depthM: Float64Array.of(0, 5), temperatureC: null, pressureBar: [], ppO2Bar: null, ndlS: null, cnsPercent: null, heartRateBpm: null });
    expect(() => unpackProfile(valid.subarray(0, valid.length - 1))).toThrow(RangeError);
    expect(() => unpackProfile(Uint8Array.of(...valid, 0))).toThrow(RangeError);
  });
});
