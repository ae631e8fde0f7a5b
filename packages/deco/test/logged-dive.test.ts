import { describe, expect, it } from 'vitest';
import {
  DecoInputError,
  planDive,
  replayLoggedDive,
  sampleCeiling,
  surfacePressureAt,
  type DivePlan,
  type Gas,
  type LoggedDiveInput,
  type LoggedGas,
  type PlanInput,
} from '../src/index.ts';
import { N2_A, N2_B } from '../src/constants.ts';
import { barToDepth, depthToBar } from '../src/environment.ts';
import { ceilingBar, ceilingBarConstantGf, loadLinear, saturatedTissues, type GfLine } from '../src/model.ts';
import { environmentFor } from '../src/options.ts';

const AIR: Gas = { fO2: 0.21, fHe: 0 };
const EAN50: Gas = { fO2: 0.5, fHe: 0 };
const OXYGEN: Gas = { fO2: 1, fHe: 0 };
const TX2135: Gas = { fO2: 0.21, fHe: 0.35 };

/**
 * A plan turned into what a dive computer logs: one sample at each point the planner's own ceiling
 * sampler reports (every `stepS` along each piece and at every piece's end), and the gas breathed from
 * each piece's start on.
 */
function planAsLog(plan: DivePlan, stepS: number): { log: LoggedDiveInput; planner: ReturnType<typeof sampleCeiling> } {
  const planner = sampleCeiling(plan, stepS);
  const gases: LoggedGas[] = [];
  for (const piece of plan.profile) {
    const gas = plan.gases[piece.gas]!;
    const last = gases[gases.length - 1];
    if (!last || last.gas !== gas) gases.push({ fromS: piece.startTimeS, gas });
  }
  return {
    log: {
      timesS: planner.map((s) => s.timeS),
      depthsM: planner.map((s) => s.depthM),
      gases,
      options: { gfLow: plan.options.gfLow, gfHigh: plan.options.gfHigh },
    },
    planner,
  };
}

/** From a minute into the ascent on, the replay and the planner agree within 2 cm. */
function expectSameAfterAscentStarts(plan: DivePlan, planner: ReturnType<typeof sampleCeiling>, ceilingM: Float64Array) {
  let compared = 0;
  for (let i = 0; i < planner.length; i++) {
    if (planner[i]!.timeS < plan.ascentStartS + 60) continue;
    expect(Math.abs(ceilingM[i]! - planner[i]!.ceilingM)).toBeLessThan(0.02);
    compared++;
  }
  expect(compared).toBeGreaterThan(10);
}

/**
 * Subsurface's rule for a logged dive, written from its description: the anchor follows the GF-low
 * ceiling at every sample, on the way up too. Gases change at samples here (as planAsLog gives them).
 */
function followingEverySample(plan: DivePlan, log: LoggedDiveInput): number[] {
  const env = environmentFor(plan.options);
  const tissues = saturatedTissues(env.surfaceBar);
  const line: GfLine = { surfaceBar: env.surfaceBar, anchorBar: env.surfaceBar + 1, gfLow: plan.options.gfLow, gfHigh: plan.options.gfHigh, method: plan.options.gfMethod };
  const times = Array.from(log.timesS);
  const depths = Array.from(log.depthsM);
  const gasAt = (timeS: number) => [...log.gases].reverse().find((g) => g.fromS <= timeS)!.gas;
  return times.map((timeS, i) => {
    if (i > 0) {
      const gas = gasAt(times[i - 1]!);
      loadLinear(tissues, depthToBar(env, depths[i - 1]!), depthToBar(env, depths[i]!), 1 - gas.fO2 - gas.fHe, gas.fHe, timeS - times[i - 1]!);
    }
    line.anchorBar = Math.max(line.anchorBar, ceilingBarConstantGf(tissues, line.gfLow));
    return barToDepth(env, ceilingBar(tissues, line));
  });
}

const deepestBy = (values: ArrayLike<number>) => Math.max(...Array.from(values));

describe('replaying a logged dive', () => {
  it('gives a rested diver at the surface no ceiling, led by the slowest compartment at 61.8 % of its limit', () => {
    // Saturated with air at 1.01325 bar: every compartment holds (1.01325 - 0.0627) × 0.79 = 0.750942 bar
    // of nitrogen. At the surface the gradient factor line allows P + GF high × (a + P/b - P): for
    // compartment 16 (a 0.2327, b 0.9653) 1.01325 + 0.75 × (0.2327 + 1.049674 - 1.01325) = 1.215093 bar,
    // so 0.750942 / 1.215093 = 61.80 %; compartment 1 (a 1.1696, b 0.5578) allows 2.492905 bar: 30.12 %.
    const deco = replayLoggedDive({ timesS: [0, 300, 600], depthsM: [0, 0, 0], gases: [{ fromS: 0, gas: AIR }] });
    expect(Array.from(deco.ceilingM)).toEqual([0, 0, 0]);
    expect(Array.from(deco.leadingCompartment)).toEqual([16, 16, 16]);
    for (const percent of deco.leadingPercent) expect(percent).toBeCloseTo(61.80, 2);
    const allowed16 = 1.01325 + 0.75 * (N2_A[15]! + 1.01325 / N2_B[15]! - 1.01325);
    expect(deco.leadingPercent[0]).toBeCloseTo((100 * (1.01325 - 0.0627) * 0.79) / allowed16, 9);
  });

  it('matches the planner\'s own ceiling on a square air dive logged every 10 s, and is never more liberal', () => {
    const plan = planDive({ gases: [AIR], segments: [{ toDepthM: 40, durationS: 25 * 60, gas: 0 }], options: { maxPpO2: 1.6 } });
    expect(plan.decoRequired).toBe(true);
    const { log, planner } = planAsLog(plan, 10);
    const deco = replayLoggedDive(log);
    expect(deco.ceilingM).toHaveLength(planner.length);
    for (let i = 0; i < planner.length; i++) {
      // Never shallower than the planner's ceiling (a centimetre's thousandth of rounding allowed).
      expect(deco.ceilingM[i]!).toBeGreaterThanOrEqual(planner[i]!.ceilingM - 1e-5);
    }
    // Before the ascent the replay's anchor is shallower than the planner's and its ceiling deeper. The
    // planner's anchor is the GF-low ceiling where the ascent starts or at the first stop level passed
    // (39 m here), the replay's where the ascent starts: from then on the ceilings differ by millimetres.
    expectSameAfterAscentStarts(plan, planner, deco.ceilingM);
    expect(deco.gfLowAnchorDepthM).toBeLessThanOrEqual(plan.gfLowAnchorDepthM!);
    expect(deco.gfLowAnchorDepthM).toBeGreaterThan(plan.gfLowAnchorDepthM! - 0.05);
    expect(deepestBy(deco.ceilingM)).toBeGreaterThan(6);
    // The planned ascent keeps every compartment within the line: no sample is above the ceiling.
    for (let i = 0; i < planner.length; i++) {
      expect(deco.leadingPercent[i]!).toBeLessThanOrEqual(100 + 1e-6);
      expect(deco.ceilingM[i]!).toBeLessThanOrEqual(planner[i]!.depthM + 1e-6);
    }
  });

  it('follows gas switches: trimix with EAN50 and oxygen matches the planner and is never more liberal', () => {
    const input: PlanInput = {
      gases: [TX2135, EAN50, OXYGEN],
      segments: [{ toDepthM: 50, durationS: 25 * 60, gas: 0 }],
      options: { gfLow: 0.3, gfHigh: 0.7 },
    };
    const plan = planDive(input);
    const { log, planner } = planAsLog(plan, 5);
    expect(log.gases.map((g) => g.gas)).toEqual([TX2135, EAN50, OXYGEN]);
    const deco = replayLoggedDive(log);
    for (let i = 0; i < planner.length; i++) {
      expect(deco.ceilingM[i]!).toBeGreaterThanOrEqual(planner[i]!.ceilingM - 1e-5);
    }
    expectSameAfterAscentStarts(plan, planner, deco.ceilingM);
    // Breathing the bottom gas all the way up instead leaves a deeper ceiling once the switches would have happened.
    const noSwitch = replayLoggedDive({ ...log, gases: [{ fromS: 0, gas: TX2135 }] });
    const last = planner.length - 1;
    const afterSwitch = planner.findIndex((s) => s.timeS > log.gases[1]!.fromS + 120);
    expect(noSwitch.ceilingM[afterSwitch]!).toBeGreaterThan(deco.ceilingM[afterSwitch]!);
    expect(noSwitch.leadingPercent[last]!).toBeGreaterThan(deco.leadingPercent[last]!);
  });

  it('is never more liberal than the planner nor than Subsurface\'s rule, whatever the gradient factors, method, water or profile', () => {
    const square = (options: PlanInput['options']): PlanInput => ({ gases: [AIR], segments: [{ toDepthM: 45, durationS: 25 * 60, gas: 0 }], options: { maxPpO2: 1.6, ...options } });
    const multilevel: PlanInput = {
      gases: [AIR, EAN50],
      segments: [{ toDepthM: 36, durationS: 15 * 60, gas: 0 }, { toDepthM: 24, durationS: 15 * 60, gas: 0 }, { toDepthM: 30, durationS: 10 * 60, gas: 0 }],
      options: { water: 'en13319' },
    };
    const cases: [PlanInput, boolean][] = [
      [{ gases: [AIR], segments: [{ toDepthM: 18, durationS: 40 * 60, gas: 0 }] }, true],
      [square({ gfLow: 0.1, gfHigh: 0.9 }), true],
      [square({ gfLow: 1, gfHigh: 1 }), true],
      [square({ gfMethod: 'baker-less-conservative' }), true],
      // The planner's chart draws a multilevel dive's own segments on the line of its final ascent; its check
      // of those segments follows the anchor as Subsurface does, and the replay is held to that.
      [multilevel, false],
    ];
    for (const [input, squareProfile] of cases) {
      const plan = planDive(input);
      const { log, planner } = planAsLog(plan, 2);
      const deco = replayLoggedDive({
        ...log,
        options: { ...log.options, gfMethod: plan.options.gfMethod },
        waterDensityKgM3: { salt: 1030, fresh: 1000, en13319: 1020 }[plan.options.water],
      });
      const subsurface = followingEverySample(plan, log);
      // The most the replay's ceiling is shallower than each reference's, over the whole dive.
      const shallowerThanSubsurface = Math.max(...subsurface.map((ceiling, i) => ceiling - deco.ceilingM[i]!));
      const shallowerThanPlanner = Math.max(...planner.map((sample, i) => sample.ceilingM - deco.ceilingM[i]!));
      expect(shallowerThanSubsurface).toBeLessThanOrEqual(1e-9);
      if (squareProfile) expect(shallowerThanPlanner).toBeLessThanOrEqual(1e-5);
    }
  });

  it('splits a sample interval at a gas switch that falls inside it', () => {
    const times = [0, 120, 1800, 2000, 2600, 2700];
    const depths = [0, 30, 30, 10, 10, 0];
    const atSample = replayLoggedDive({ timesS: times, depthsM: depths, gases: [{ fromS: 0, gas: AIR }, { fromS: 2000, gas: EAN50 }] });
    const inside = replayLoggedDive({ timesS: times, depthsM: depths, gases: [{ fromS: 0, gas: AIR }, { fromS: 1900, gas: EAN50 }] });
    // Switching 100 s earlier (halfway up) off-gasses more by the end.
    expect(inside.leadingPercent[5]!).toBeLessThan(atSample.leadingPercent[5]!);
    expect(inside.leadingPercent[2]).toBe(atSample.leadingPercent[2]);
  });

  it('uses the dive\'s surface pressure and water density, as the planner does at altitude in fresh water', () => {
    const plan = planDive({ gases: [AIR], segments: [{ toDepthM: 30, durationS: 30 * 60, gas: 0 }], options: { water: 'fresh', altitudeM: 1500 } });
    const { log, planner } = planAsLog(plan, 10);
    const deco = replayLoggedDive({ ...log, surfaceBar: surfacePressureAt(1500), waterDensityKgM3: 1000 });
    for (let i = 0; i < planner.length; i++) {
      expect(deco.ceilingM[i]!).toBeGreaterThanOrEqual(planner[i]!.ceilingM - 1e-5);
    }
    expectSameAfterAscentStarts(plan, planner, deco.ceilingM);
    // The same samples read as a sea-level dive in the sea give a different (shallower) ceiling.
    const atSea = replayLoggedDive(log);
    expect(deepestBy(atSea.ceilingM)).toBeLessThan(deepestBy(deco.ceilingM));
  });

  it('holds the last depth over a gap and treats depths just above the surface as the surface', () => {
    const withGap = replayLoggedDive({ timesS: [0, 60, 600, 1200, 1260], depthsM: [0, 20, Number.NaN, 20, -0.2], gases: [{ fromS: 0, gas: AIR }] });
    const plain = replayLoggedDive({ timesS: [0, 60, 600, 1200, 1260], depthsM: [0, 20, 20, 20, 0], gases: [{ fromS: 0, gas: AIR }] });
    expect(Array.from(withGap.leadingPercent)).toEqual(Array.from(plain.leadingPercent));
  });

  it('refuses what is not a profile, naming the field', () => {
    const gases = [{ fromS: 0, gas: AIR }];
    const refused = (input: unknown) => {
      try {
        replayLoggedDive(input as LoggedDiveInput);
      } catch (error) {
        expect(error).toBeInstanceOf(DecoInputError);
        return (error as DecoInputError).path;
      }
      return null;
    };
    expect(refused({ timesS: [0, 10], depthsM: [0], gases })).toBe('depthsM');
    expect(refused({ timesS: [0, 10, 5], depthsM: [0, 5, 5], gases })).toBe('timesS[2]');
    expect(refused({ timesS: [0, 10], depthsM: [0, 5000], gases })).toBe('depthsM[1]');
    expect(refused({ timesS: [0, 10], depthsM: [0, 5], gases: [] })).toBe('gases');
    expect(refused({ timesS: [0, 10], depthsM: [0, 5], gases: [{ fromS: 0, gas: { fO2: 1.2, fHe: 0 } }] })).toBe('gases[0].gas.fO2');
    expect(refused({ timesS: [0, 10], depthsM: [0, 5], gases, options: { gfLow: 0.9, gfHigh: 0.5 } })).toBe('options');
    expect(refused({ timesS: [0, 10], depthsM: [0, 5], gases, waterDensityKgM3: 3 })).toBe('waterDensityKgM3');
    expect(refused({ timesS: [], depthsM: [], gases })).toBe(null);
  });
});
