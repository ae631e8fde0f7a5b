// Comparison with the Subsurface planner (github.com/subsurface/subsurface, GPL-2.0). Its numbers only:
//  - tests/testplan.cpp @ f0dfae794b5b7bf4b6ddd9943f5884659dbfdc6e: testMetric (109 min) and testImperial
//    (111 min less 2 s), its two open-circuit Bühlmann cases. Its tolerance (compareDecoTime): the runtime
//    within 1 % plus 60 s.
//  - for any other dive, a replay of its planner's published conventions (reference/subsurface-replay.ts),
//    which reproduces both published runtimes to the second.
import { describe, expect, it } from 'vitest';
import { planDive, type DecoOptionsInput, type Gas, type PlanInput } from '../src/index.ts';
import { replaySubsurface } from './reference/subsurface-replay.ts';

const tolerance = (runtimeS: number) => Math.round(0.01 * runtimeS + 60);
const FT = 0.3048;

const TX1545: Gas = { fO2: 0.15, fHe: 0.45 };
const EAN36: Gas = { fO2: 0.36, fHe: 0 };
const OXYGEN: Gas = { fO2: 1, fHe: 0 };

/**
 * setupPrefs and setupPlan: GF 100/100, sea water, 1013 mbar, 30 min of bottom time on 15/45 after a
 * descent at 23 m/min (75 ft/min); EAN36 and oxygen as deco gases at ppO2 1.6; every ascent band at
 * 30 ft/min (152 mm/s, 9.12 m/min) except the last 6 m at 10 ft/min (50 mm/s, 3 m/min); last stop 6 m
 * (20 ft); stops in whole minutes; no safety stop in Subsurface's Bühlmann mode.
 * Differences in the input, none of them in the model: 15/45 is hypoxic at the surface (ppO2 0.15 bar) and
 * our planner refuses it there, so the first metre is breathed from the EAN36 cylinder (3 s); our descent
 * rate, 23.1 m/min, gives the same whole-second descent time; our surface pressure is 1013.25 mbar.
 */
function testplanInput(depthM: number, dropS: number, lastStopDepthM: number, stopIncrementM: number): PlanInput {
  const options: DecoOptionsInput = {
    gfLow: 1,
    gfHigh: 1,
    water: 'salt',
    descentMPerMin: 23.1,
    ascentMPerMin: 9.12,
    ascentLast6mMPerMin: 3,
    lastStopDepthM,
    stopIncrementM,
    safetyStop: 'never',
    maxPpO2: 1.6,
    maxDecoPpO2: 1.6,
    gasSwitchMin: 1,
  };
  return {
    gases: [TX1545, EAN36, OXYGEN],
    segments: [
      { toDepthM: 1, durationS: 3, gas: 1 },
      { toDepthM: depthM, durationS: dropS - 3, gas: 0 },
      { toDepthM: depthM, durationS: 30 * 60 - dropS, gas: 0 },
    ],
    options,
  };
}

describe('Subsurface: published Bühlmann plans (tests/testplan.cpp)', () => {
  it('testMetric: 79 m for 30 minutes on 15/45, EAN36 and oxygen: 109 min', () => {
    const expected = 109 * 60;
    const plan = planDive(testplanInput(79, 206, 6, 3));
    console.log(`Subsurface testMetric: ours ${plan.runtimeS} s, Subsurface ${expected} s (difference ${plan.runtimeS - expected} s)`);
    expect(Math.abs(plan.runtimeS - expected)).toBeLessThanOrEqual(tolerance(expected));
    // Subsurface's checks: EAN36 at 33 m, oxygen at 6 m.
    expect(plan.stops.filter((s) => s.gasSwitchS > 0).map((s) => [s.depthM, s.gas])).toEqual([
      [33, 1],
      [6, 2],
    ]);
  });

  it('testImperial: 260 ft for 30 minutes, stops every 10 ft: 111 min less 2 s', () => {
    const expected = 111 * 60 - 2;
    const plan = planDive(testplanInput(260 * FT, 208, 6.096, 3.048));
    console.log(`Subsurface testImperial: ours ${plan.runtimeS} s, Subsurface ${expected} s (difference ${plan.runtimeS - expected} s)`);
    expect(Math.abs(plan.runtimeS - expected)).toBeLessThanOrEqual(tolerance(expected));
    // Subsurface's checks: EAN36 at 110 ft (33.528 m), oxygen at 20 ft (6.096 m).
    expect(plan.stops.filter((s) => s.gasSwitchS > 0).map((s) => [s.depthM, s.gas])).toEqual([
      [33.528, 1],
      [6.096, 2],
    ]);
    // Every stop is on the 10 ft grid, one stop per depth.
    const depthsFt = plan.stops.map((s) => Math.round((s.depthM / FT) * 1000) / 1000);
    for (const depth of depthsFt) expect(depth % 10).toBe(0);
    expect(new Set(plan.stops.map((s) => s.depthM)).size).toBe(plan.stops.length);
  });

  it('the replay of Subsurface\'s conventions reproduces both published runtimes to the second', () => {
    const gases = [
      { o2: 0.15, he: 0.45 },
      { o2: 0.36, he: 0 },
      { o2: 1, he: 0 },
    ];
    const common = { gases, bottomS: 1800, gfLow: 1, gfHigh: 1, ascentMmPerS: [152, 152, 152, 50] as [number, number, number, number], lastStop: 'second' as const };
    expect(replaySubsurface({ ...common, depthM: 79, descentMPerMin: 23, imperial: false }).runtimeS).toBe(109 * 60);
    expect(replaySubsurface({ ...common, depthM: 260 * FT, descentMPerMin: 75 * FT, imperial: true }).runtimeS).toBe(111 * 60 - 2);
  });
});

/**
 * Subsurface's planner defaults (core/pref.cpp): descent 18 m/min, every ascent band 9 m/min (150 mm/s),
 * last stop 3 m, stops in whole minutes, no safety stop in Bühlmann mode. Air is 21 % oxygen here.
 */
function subsurfaceDefaults(depthM: number, minutes: number, gfLow: number, gfHigh: number): { ours: number; subsurface: number } {
  const ours = planDive({
    gases: [{ fO2: 0.21, fHe: 0 }],
    segments: [{ toDepthM: depthM, durationS: minutes * 60, gas: 0 }],
    options: { gfLow, gfHigh, safetyStop: 'never', maxPpO2: 1.6 },
  }).runtimeS;
  const subsurface = replaySubsurface({
    gases: [{ o2: 0.21, he: 0 }],
    depthM,
    bottomS: minutes * 60,
    descentMPerMin: 18,
    gfLow,
    gfHigh,
    ascentMmPerS: [150, 150, 150, 150],
    lastStop: 'first',
    imperial: false,
  }).runtimeS;
  return { ours, subsurface };
}

describe('Subsurface: 88 air dives from 18 to 50 m for 10 to 60 minutes, Subsurface\'s defaults', () => {
  const DEPTHS = [18, 21, 25, 30, 35, 40, 45, 50];
  const MINUTES = [10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60];

  for (const [gfLow, gfHigh] of [
    [0.3, 0.75],
    [0.3, 0.7],
    [0.4, 0.85],
  ] as const) {
    it(`GF ${gfLow * 100}/${gfHigh * 100}: never shorter than Subsurface beyond its tolerance`, () => {
      const differences: number[] = [];
      for (const depthM of DEPTHS) {
        for (const minutes of MINUTES) {
          const { ours, subsurface } = subsurfaceDefaults(depthM, minutes, gfLow, gfHigh);
          expect(ours, `${depthM} m for ${minutes} min`).toBeGreaterThanOrEqual(subsurface - tolerance(subsurface));
          differences.push(ours - subsurface);
        }
      }
      const shorter = differences.filter((d) => d < 0);
      console.log(
        `Subsurface replay, GF ${gfLow * 100}/${gfHigh * 100}: ours shorter on ${shorter.length} of ${differences.length} dives ` +
          `(at most ${-Math.min(0, ...differences)} s), longer on ${differences.filter((d) => d > 0).length} (at most ${Math.max(...differences)} s)`,
      );
      // What is left is rounding: Subsurface ends each stop on a whole minute of runtime, we make each stop
      // a whole number of minutes (as GasPlanner does). It never reaches two minutes.
      expect(Math.min(...differences)).toBeGreaterThan(-120);
    });
  }
});

describe('Subsurface: the comparison the dive-tables page prints', () => {
  // Air at Subsurface's defaults (no safety stop in Bühlmann mode): the replay's runtimes, which the page
  // shows beside ours (app/features/resources/dive-tables/reference-comparison.ts).
  it.each([
    [30, 25, 0.4, 0.85, 2180],
    [40, 20, 0.3, 0.7, 3260],
    [40, 20, 0.4, 0.85, 2420],
    [50, 25, 0.3, 0.7, 7100],
    [50, 25, 0.4, 0.85, 5300],
  ])('%i m for %i min at GF %f/%f: Subsurface %i s', (depthM, minutes, gfLow, gfHigh, runtimeS) => {
    const { ours, subsurface } = subsurfaceDefaults(depthM, minutes, gfLow, gfHigh);
    expect(subsurface).toBe(runtimeS);
    expect(ours).toBeGreaterThanOrEqual(subsurface - tolerance(subsurface));
  });
});
