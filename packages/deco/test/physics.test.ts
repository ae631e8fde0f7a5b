import { describe, expect, it } from 'vitest';
import {
  afterSurfaceInterval,
  noDecompressionLimit,
  noDecompressionTable,
  planDive,
  restedState,
  sampleCeiling,
  type DivePlan,
  type Gas,
  type PlanInput,
} from '../src/index.ts';
import { createEnvironment, depthToBar, surfacePressureAt } from '../src/environment.ts';
import { ceilingBar, isTolerated, isToleratedOnLine, gfAt, loadConstant, loadLinear, saturatedTissues } from '../src/model.ts';
import { toTissues } from '../src/repetitive.ts';

const AIR: Gas = { fO2: 0.21, fHe: 0 };
const EAN32: Gas = { fO2: 0.32, fHe: 0 };
const EAN50: Gas = { fO2: 0.5, fHe: 0 };
const OXYGEN: Gas = { fO2: 1, fHe: 0 };
const TX2135: Gas = { fO2: 0.21, fHe: 0.35 };
const TX1845: Gas = { fO2: 0.18, fHe: 0.45 };

const ndl = (depthM: number, gas: Gas = AIR, options = {}) =>
  noDecompressionLimit({ depthM, gas, options: { maxPpO2: 1.6, ...options } });

describe('units and conventions', () => {
  it('converts depth to absolute pressure with the water density and surface pressure', () => {
    const salt = createEnvironment('salt', 0);
    expect(salt.surfaceBar).toBeCloseTo(1.01325, 6);
    // 1030 kg/m3 * 9.80665 m/s2 = 0.101008 bar per metre.
    expect(depthToBar(salt, 10)).toBeCloseTo(1.01325 + 1.010085, 5);
    expect(createEnvironment('fresh', 0).barPerM).toBeCloseTo(0.0980665, 7);
    expect(createEnvironment('en13319', 0).barPerM).toBeCloseTo(0.1000278, 6);
  });

  it('lowers the surface pressure with altitude (barometric formula)', () => {
    expect(surfacePressureAt(0)).toBeCloseTo(1.01325, 6);
    expect(surfacePressureAt(1000)).toBeCloseTo(0.8988, 3);
    expect(surfacePressureAt(2000)).toBeCloseTo(0.7950, 3);
  });

  it('saturates a rested diver with air minus water vapour (0.0627 bar)', () => {
    const t = saturatedTissues(1.01325);
    expect(t[0]).toBeCloseTo((1.01325 - 0.0627) * 0.79, 10);
    expect(t[16]).toBe(0);
  });
});

describe('Schreiner equation', () => {
  it('matches many short constant-depth steps along a descent', () => {
    const exact = saturatedTissues(1.01325);
    loadLinear(exact, 1.01325, 5.05, 0.79, 0, 133);
    const stepped = saturatedTissues(1.01325);
    const steps = 13300;
    for (let k = 0; k < steps; k++) {
      const mid = 1.01325 + ((k + 0.5) / steps) * (5.05 - 1.01325);
      loadConstant(stepped, mid, 0.79, 0, 133 / steps);
    }
    for (let i = 0; i < 32; i++) expect(Math.abs(exact[i]! - stepped[i]!)).toBeLessThan(1e-6);
  });

  it('gives the same result in one piece or in two (depth changes compose exactly)', () => {
    const once = saturatedTissues(1.01325);
    loadLinear(once, 1.5, 6.0, 0.44, 0.35, 300);
    const twice = saturatedTissues(1.01325);
    loadLinear(twice, 1.5, 3.75, 0.44, 0.35, 150);
    loadLinear(twice, 3.75, 6.0, 0.44, 0.35, 150);
    for (let i = 0; i < 32; i++) expect(twice[i]).toBeCloseTo(once[i]!, 12);
  });

  it('reduces to the constant-depth form when the depth does not change', () => {
    const a = saturatedTissues(1.01325);
    const b = saturatedTissues(1.01325);
    loadLinear(a, 3, 3, 0.79, 0, 600);
    loadConstant(b, 3, 0.79, 0, 600);
    for (let i = 0; i < 32; i++) expect(a[i]).toBeCloseTo(b[i]!, 12);
  });
});

describe('gradient factor line', () => {
  const baker = { surfaceBar: 1, anchorBar: 2, gfLow: 0.3, gfHigh: 0.8, method: 'baker-less-conservative' as const };
  const subsurface = { ...baker, method: 'subsurface' as const };

  it('Baker: the gradient factor runs from GF high at the surface to GF low at the anchor, linearly', () => {
    expect(gfAt(baker, 1)).toBeCloseTo(0.8, 12);
    expect(gfAt(baker, 1.5)).toBeCloseTo(0.55, 12);
    expect(gfAt(baker, 2)).toBeCloseTo(0.3, 12);
    expect(gfAt(baker, 4)).toBeCloseTo(0.3, 12);
    expect(gfAt({ ...baker, anchorBar: Number.NaN }, 3)).toBe(0.8);
  });

  it('Subsurface: the allowed tissue pressure is the chord between GF high at the surface and GF low at the anchor', () => {
    // One compartment (the first: a 1.1696, b 0.5578, nitrogen only) at a tissue pressure of 2.7 bar.
    const t = saturatedTissues(1);
    t[0] = 2.7;
    const a = 1.1696;
    const b = 0.5578;
    const mAt = (p: number, gf: number) => p + gf * (a + p / b - p);
    const atSurface = mAt(1, 0.8);
    const atAnchor = mAt(2, 0.3);
    // Where the chord reaches 2.7 bar.
    const expected = 1 + ((2.7 - atSurface) * (2 - 1)) / (atAnchor - atSurface);
    expect(ceilingBar(t, subsurface)).toBeCloseTo(expected, 10);
    // The chord lies below Baker's curve: its ceiling is deeper.
    expect(ceilingBar(t, subsurface)).toBeGreaterThan(ceilingBar(t, baker));
    expect(isToleratedOnLine(t, expected + 1e-9, subsurface)).toBe(true);
    expect(isToleratedOnLine(t, expected - 1e-6, subsurface)).toBe(false);
  });
});

describe('ceiling', () => {
  it('is the shallowest pressure tolerated on the gradient factor line, for both methods', () => {
    // Deterministic pseudo-random dives: descend, stay, come up part of the way.
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let k = 0; k < 400; k++) {
      const t = saturatedTissues(1.01325);
      const bottom = 2 + random() * 6;
      const fHe = random() < 0.5 ? 0 : random() * 0.5;
      const fN2 = Math.max(0, 0.85 - fHe - random() * 0.2);
      loadLinear(t, 1.01325, bottom, fN2, fHe, 60 + random() * 120);
      loadConstant(t, bottom, fN2, fHe, random() * 3600);
      loadLinear(t, bottom, 1.01325 + random() * (bottom - 1.01325), fN2, fHe, 60);
      const gfLow = random() * 0.8 + 0.1;
      const line = {
        surfaceBar: 1.01325,
        anchorBar: random() < 0.2 ? Number.NaN : 1.3 + random() * 4,
        gfLow,
        gfHigh: gfLow + random() * (1 - gfLow),
        method: k % 2 === 0 ? ('subsurface' as const) : ('baker-less-conservative' as const),
      };
      const ceiling = ceilingBar(t, line);
      const above = ceiling + 1e-7;
      expect(isToleratedOnLine(t, above, line)).toBe(true);
      if (line.method === 'baker-less-conservative') expect(isTolerated(t, above, gfAt(line, above))).toBe(true);
      if (ceiling > line.surfaceBar + 1e-6) {
        const below = ceiling - 1e-6;
        expect(isToleratedOnLine(t, below, line)).toBe(false);
      }
      // The default line is never more permissive than Baker's with the same anchor (above the surface,
      // where a ceiling means something).
      const bakerCeiling = ceilingBar(t, { ...line, method: 'baker-less-conservative' });
      expect(Math.max(ceiling, line.surfaceBar)).toBeGreaterThanOrEqual(Math.max(bakerCeiling, line.surfaceBar) - 1e-9);
    }
  });
});

describe('no-decompression limit', () => {
  const depths = [12, 15, 18, 21, 24, 27, 30, 33, 36, 40];

  it('is shorter the deeper the dive', () => {
    const limits = depths.map((d) => ndl(d));
    for (let i = 1; i < limits.length; i++) expect(limits[i]).toBeLessThanOrEqual(limits[i - 1]!);
    expect(limits[0]).toBeGreaterThan(limits.at(-1)! * 5);
  });

  it('is longer on nitrox than on air', () => {
    for (const d of [12, 18, 24, 30]) expect(ndl(d, EAN32)).toBeGreaterThan(ndl(d, AIR));
  });

  it('is longer with a higher GF high, and does not depend on GF low', () => {
    const byGf = [0.6, 0.75, 0.9, 1].map((gfHigh) => ndl(18, AIR, { gfLow: 0.3, gfHigh }));
    for (let i = 1; i < byGf.length; i++) expect(byGf[i]).toBeGreaterThan(byGf[i - 1]!);
    expect(ndl(24, AIR, { gfLow: 0.1, gfHigh: 0.8 })).toBe(ndl(24, AIR, { gfLow: 0.8, gfHigh: 0.8 }));
  });

  it('is shorter in sea water than in fresh water, and shorter at altitude', () => {
    expect(ndl(24, AIR, { water: 'salt' })).toBeLessThan(ndl(24, AIR, { water: 'fresh' }));
    expect(ndl(24, AIR, { altitudeM: 2000 })).toBeLessThan(ndl(24, AIR, { altitudeM: 0 }));
  });

  it('counts the descent: a slower descent leaves less time at depth but more time in total', () => {
    // Descending slowly loads less, so more minutes of dive time pass before the limit.
    expect(ndl(30, AIR, { descentMPerMin: 5 })).toBeGreaterThanOrEqual(ndl(30, AIR, { descentMPerMin: 30 }));
  });

  it('is unlimited in shallow water and at the surface', () => {
    expect(ndl(0)).toBe(Number.POSITIVE_INFINITY);
    expect(ndl(5)).toBe(Number.POSITIVE_INFINITY);
  });

  it('is the time at which the surface stops being tolerated at GF high', () => {
    const env = createEnvironment('salt', 0);
    const limit = ndl(30);
    const atMinutes = (minutes: number) => {
      const t = saturatedTissues(env.surfaceBar);
      const descentS = (30 / 18) * 60;
      loadLinear(t, env.surfaceBar, depthToBar(env, 30), 0.79, 0, descentS);
      loadConstant(t, depthToBar(env, 30), 0.79, 0, minutes * 60 - descentS);
      return isTolerated(t, env.surfaceBar, 0.75);
    };
    expect(atMinutes(limit)).toBe(true);
    expect(atMinutes(limit + 1)).toBe(false);
  });

  it('handles trimix (helium and nitrogen together)', () => {
    const trimix = ndl(40, TX2135);
    expect(trimix).toBeGreaterThan(0);
    expect(Number.isFinite(trimix)).toBe(true);
    // Helium loads fast: a short trimix limit is of the same order as air's.
    expect(Math.abs(trimix - ndl(40, AIR))).toBeLessThanOrEqual(5);
  });
});

function maxCeilingExcess(plan: DivePlan, stepS = 1): number {
  return Math.max(...sampleCeiling(plan, stepS).map((s) => s.ceilingM - s.depthM));
}

const air = (depthM: number, minutes: number, options = {}): PlanInput => ({
  gases: [AIR],
  segments: [{ toDepthM: depthM, durationS: minutes * 60, gas: 0 }],
  options: { maxPpO2: 1.6, ...options },
});

describe('plans', () => {
  const plans: [string, PlanInput][] = [
    ['no-decompression dive with safety stop', air(18, 30)],
    ['air decompression dive', air(40, 30)],
    ['air decompression, stops not rounded', air(40, 30, { roundStopsToMinutes: false })],
    ['last stop at 6 m', air(36, 35, { lastStopDepthM: 6 })],
    ['GF 100/100', air(45, 25, { gfLow: 1, gfHigh: 1 })],
    ['GF 10/90', air(45, 25, { gfLow: 0.1, gfHigh: 0.9 })],
    ['fresh water at altitude', air(30, 40, { water: 'fresh', altitudeM: 1500 })],
    ['5 m stop increment', air(42, 30, { stopIncrementM: 5 })],
    ['Baker\'s less conservative method', air(45, 25, { gfMethod: 'baker-less-conservative' })],
    ['stops every 10 ft, last stop 20 ft, safety stop at 15 ft', air(36, 35, { stopIncrementM: 3.048, lastStopDepthM: 6.096, safetyStopDepthM: 4.572 })],
    ['ascent rates by depth band', air(45, 25, { ascent75MPerMin: 9, ascent50MPerMin: 6, ascentStopsMPerMin: 6, ascentLast6mMPerMin: 3 })],
    [
      'hypoxic trimix with a travel gas from the surface',
      {
        gases: [{ fO2: 0.1, fHe: 0.7 }, { fO2: 0.21, fHe: 0.35 }, EAN50, OXYGEN],
        segments: [
          { toDepthM: 20, durationS: 120, gas: 1 },
          { toDepthM: 90, durationS: 300, gas: 0 },
          { toDepthM: 90, durationS: 600, gas: 0 },
        ],
      },
    ],
    [
      'air with EAN50 and oxygen',
      { gases: [AIR, EAN50, OXYGEN], segments: [{ toDepthM: 45, durationS: 30 * 60, gas: 0 }] },
    ],
    [
      'trimix with deco gases',
      {
        gases: [TX1845, EAN50, OXYGEN],
        segments: [{ toDepthM: 60, durationS: 20 * 60, gas: 0 }],
      },
    ],
    [
      'multilevel',
      {
        gases: [EAN32],
        segments: [
          { toDepthM: 30, durationS: 15 * 60, gas: 0 },
          { toDepthM: 21, durationS: 15 * 60, gas: 0 },
          { toDepthM: 12, durationS: 20 * 60, gas: 0 },
        ],
      },
    ],
  ];

  for (const [name, input] of plans) {
    it(`never breaks the ceiling, sampled every second: ${name}`, () => {
      const plan = planDive(input);
      expect(plan.warnings).toEqual([]);
      expect(maxCeilingExcess(plan)).toBeLessThanOrEqual(1e-6);
      expect(plan.segments.at(-1)?.endDepthM).toBe(0);
      const total = plan.segments.reduce((sum, s) => sum + s.durationS, 0);
      expect(total).toBeCloseTo(plan.runtimeS, 6);
    });
  }

  it('keeps the diver within the gradient factor of every depth at every second', () => {
    const plan = planDive(air(40, 35, { roundStopsToMinutes: false }));
    const env = createEnvironment('salt', 0);
    const t = toTissues(plan.startState);
    for (const piece of plan.profile) {
      const speed = (piece.endDepthM - piece.startDepthM) / piece.durationS;
      for (let s = 0; s < piece.durationS; s++) {
        const from = depthToBar(env, piece.startDepthM + speed * s);
        const to = depthToBar(env, piece.startDepthM + speed * Math.min(piece.durationS, s + 1));
        loadLinear(t, from, to, 0.79, 0, Math.min(1, piece.durationS - s));
        // From the ascent on, every second is within the gradient factor line of the plan.
        if (piece.generated) expect(isToleratedOnLine(t, to, plan.gfLine)).toBe(true);
      }
    }
  });

  it('adds no stop within the limit, and stops soon after the limit is passed', () => {
    for (const depthM of [18, 24, 30, 36, 40]) {
      const limit = ndl(depthM);
      for (const minutes of [limit - 1, limit]) {
        expect(planDive(air(depthM, minutes, { safetyStop: 'never' })).decoRequired).toBe(false);
      }
      // The limit ignores the ascent, during which the fast compartments off-gas: the first stop
      // appears a few minutes past it (measured: 2 to 4 minutes with the defaults at these depths).
      const past = planDive(air(depthM, limit + 6, { safetyStop: 'never' }));
      expect(past.decoRequired).toBe(true);
      expect(past.firstStopDepthM).not.toBeNull();
    }
  });

  it('lengthens decompression with bottom time, and shortens it with a richer deco gas', () => {
    const short = planDive(air(40, 20));
    const long = planDive(air(40, 40));
    expect(long.runtimeS - 40 * 60).toBeGreaterThan(short.runtimeS - 20 * 60);
    const withEan50 = planDive({ gases: [AIR, EAN50], segments: [{ toDepthM: 40, durationS: 2400, gas: 0 }] });
    expect(withEan50.runtimeS).toBeLessThan(long.runtimeS);
  });

  it('switches deco gases at their maximum operating depth rounded to a stop', () => {
    const plan = planDive({ gases: [AIR, EAN50, OXYGEN], segments: [{ toDepthM: 45, durationS: 1800, gas: 0 }] });
    const switches = plan.stops.filter((s) => s.gasSwitchS > 0).map((s) => [s.depthM, s.gas]);
    // EAN50 reaches 1.6 bar at 21.6 m in sea water: 21 m. Oxygen: 5.8 m, within the 2 % allowance at 6 m.
    expect(switches).toEqual([
      [21, 1],
      [6, 2],
    ]);
    for (const stop of plan.stops.filter((s) => s.gasSwitchS > 0)) expect(stop.gasSwitchS).toBe(60);
  });

  it('rounds stops to whole minutes when asked, and not otherwise', () => {
    const rounded = planDive(air(40, 30));
    for (const stop of rounded.stops) expect(stop.decoS % 60).toBe(0);
    const exact = planDive(air(40, 30, { roundStopsToMinutes: false }));
    expect(exact.stops.some((s) => s.decoS % 60 !== 0)).toBe(true);
    expect(exact.runtimeS).toBeLessThanOrEqual(rounded.runtimeS);
  });

  it('puts the last stop at 6 m when asked', () => {
    const plan = planDive(air(40, 30, { lastStopDepthM: 6 }));
    const depths = plan.stops.filter((s) => s.decoS > 0).map((s) => s.depthM);
    expect(Math.min(...depths)).toBe(6);
  });

  it('adds the safety stop as asked: at 5 m without decompression, on top of the last stop after it', () => {
    const stopsAt5 = (input: PlanInput) => planDive(input).stops.filter((s) => s.depthM === 5 && s.safetyS === 180);
    expect(stopsAt5(air(18, 30))).toHaveLength(1);
    expect(stopsAt5(air(9, 30))).toHaveLength(0);
    expect(stopsAt5(air(9, 30, { safetyStop: 'always' }))).toHaveLength(1);
    expect(stopsAt5(air(18, 30, { safetyStop: 'never' }))).toHaveLength(0);
    // After decompression the 3 minutes are added to the last stop, as GasPlanner does: the same plan
    // without the safety stop is exactly 180 s shorter, and its last stop 180 s shorter.
    const deco = planDive(air(40, 20));
    const without = planDive(air(40, 20, { safetyStop: 'never' }));
    expect(deco.runtimeS - without.runtimeS).toBe(180);
    expect(deco.stops.at(-1)).toMatchObject({ depthM: 3, safetyS: 180, decoS: without.stops.at(-1)?.decoS });
    // Imperial: 15 ft.
    expect(planDive(air(18, 30, { safetyStopDepthM: 4.572 })).stops.map((s) => s.depthM)).toEqual([4.572]);
  });

  it('stops every 10 ft with one stop per depth, whichever last stop is chosen', () => {
    for (const lastStopDepthM of [3.048, 6.096, 6, 3]) {
      const plan = planDive(air(40, 30, { stopIncrementM: 3.048, lastStopDepthM, safetyStop: 'never' }));
      const depths = plan.stops.map((s) => s.depthM);
      expect(new Set(depths).size).toBe(depths.length);
      // No two stops closer than a metre (10 ft stops with a 6 m last stop once gave 6.096 m and 6 m).
      for (let i = 1; i < depths.length; i++) expect(depths[i - 1]! - depths[i]!).toBeGreaterThan(1);
      expect(depths.at(-1)).toBe(lastStopDepthM);
    }
    const imperial = planDive(air(40, 30, { stopIncrementM: 3.048, lastStopDepthM: 3.048 }));
    for (const stop of imperial.stops) expect(Math.round((stop.depthM / 0.3048) * 1e6) / 1e6 % 10).toBe(0);
  });

  it('ascends at the rate of each depth band, and a slower band lengthens the plan', () => {
    const options = { ascent75MPerMin: 9, ascent50MPerMin: 6, ascentStopsMPerMin: 6, ascentLast6mMPerMin: 3, safetyStop: 'never' as const };
    const plan = planDive(air(40, 10, options));
    expect(plan.averageDepthM).toBeCloseTo((40 * (134 / 2) + 40 * (600 - 134)) / 600, 6);
    // The last 6 m at 3 m/min: the ascent from 3 m to the surface takes 60 s.
    const last = plan.segments.at(-1);
    expect(last).toMatchObject({ startDepthM: 3, endDepthM: 0, durationS: 60 });
    // Deeper than 75 % of the average depth (29 m here) at 9 m/min, then 6 m/min.
    const ascent = plan.profile.filter((p) => p.generated && p.endDepthM < p.startDepthM);
    for (const piece of ascent) {
      const speed = ((piece.startDepthM - piece.endDepthM) / piece.durationS) * 60;
      const mid = (piece.startDepthM + piece.endDepthM) / 2;
      const band = mid * 4 > plan.averageDepthM * 3 ? 9 : mid > 6 ? 6 : 3;
      expect(speed).toBeLessThanOrEqual(band + 1e-9);
      // Times are whole seconds, so only a longer piece shows its rate closely.
      if (piece.startDepthM - piece.endDepthM >= 2) expect(speed).toBeGreaterThan(band * 0.9);
    }
    expect(plan.runtimeS).toBeGreaterThan(planDive(air(40, 10, { safetyStop: 'never' })).runtimeS);
  });

  it('with Baker\'s method (less conservative) is never longer than the default, and shorter on deep dives', () => {
    let shorter = 0;
    for (const depthM of [21, 30, 40, 50]) {
      for (const minutes of [15, 30, 45]) {
        const standard = planDive(air(depthM, minutes)).runtimeS;
        const baker = planDive(air(depthM, minutes, { gfMethod: 'baker-less-conservative' })).runtimeS;
        expect(baker).toBeLessThanOrEqual(standard);
        if (baker < standard) shorter++;
      }
    }
    expect(shorter).toBeGreaterThan(4);
  });

  it('anchors GF low at the deepest GF-low ceiling, at least 1 bar below the surface', () => {
    // Within the limit the anchor is 1 bar below the surface (about 9.9 m in sea water).
    const shallow = planDive(air(18, 20));
    expect(shallow.gfLowAnchorDepthM).toBeCloseTo(1 / 0.1010085, 3);
    // Past it, at the GF-low ceiling at the start of the ascent, unrounded.
    const deep = planDive(air(45, 25));
    expect(deep.gfLowAnchorDepthM).toBeGreaterThan(deep.firstStopDepthM! - 3);
    expect(deep.gfLowAnchorDepthM! % 3).not.toBe(0);
    // Baker's method anchors at the first stop, on the stop grid.
    const baker = planDive(air(45, 25, { gfMethod: 'baker-less-conservative' }));
    expect(baker.gfLowAnchorDepthM! % 3).toBeCloseTo(0, 9);
  });

  it('accounts for oxygen exposure and gas use', () => {
    const plan = planDive({
      gases: [EAN32],
      segments: [{ toDepthM: 30, durationS: 20 * 60, gas: 0 }],
      options: { safetyStop: 'never', sacLPerMin: 20, decoSacLPerMin: 20 },
    });
    // About 18 minutes at ppO2 1.29 bar (NOAA limit about 183 min) plus descent and ascent.
    expect(plan.cnsPercent).toBeGreaterThan(9);
    expect(plan.cnsPercent).toBeLessThan(13);
    // 18.3 min at 1.29 bar is 27 OTU ((0.79 / 0.5)^(5/6) per minute), plus the descent and ascent.
    expect(plan.otu).toBeGreaterThan(28);
    expect(plan.otu).toBeLessThan(32);
    // 20 L/min at about 4 bar for 20 minutes is about 1600 L, plus the ascent.
    expect(plan.gasUsedL[0]).toBeGreaterThan(1500);
    expect(plan.gasUsedL[0]).toBeLessThan(1800);
  });
});

describe('repetitive dives', () => {
  it('carries the tissue state across a surface interval and shortens the next limit', () => {
    const first = planDive(air(24, 25));
    const rested = restedState();
    const afterHour = afterSurfaceInterval(first.endState, 30);
    for (const depthM of [12, 15, 18, 24]) {
      const fresh = noDecompressionLimit({ depthM, gas: AIR, options: { maxPpO2: 1.6 }, startState: rested });
      const repeat = noDecompressionLimit({ depthM, gas: AIR, options: { maxPpO2: 1.6 }, startState: afterHour });
      expect(repeat).toBeLessThan(fresh);
      expect(fresh).toBe(ndl(depthM));
    }
  });

  it('gives back a longer limit as the surface interval grows, and the first-dive limit after two days', () => {
    const first = planDive(air(30, 20));
    const limits = [10, 30, 60, 120, 2880].map((minutes) =>
      noDecompressionLimit({ depthM: 12, gas: AIR, startState: afterSurfaceInterval(first.endState, minutes) }),
    );
    for (let i = 1; i < limits.length; i++) expect(limits[i]).toBeGreaterThan(limits[i - 1]!);
    expect(limits[4]).toBe(noDecompressionLimit({ depthM: 12, gas: AIR }));
  });

  it('plans the second dive from the carried state, with more decompression', () => {
    const first = planDive(air(40, 25));
    const state = afterSurfaceInterval(first.endState, 45);
    const second = planDive({ ...air(40, 25), startState: state });
    expect(second.runtimeS).toBeGreaterThan(first.runtimeS);
    expect(maxCeilingExcess(second)).toBeLessThanOrEqual(1e-6);
    expect(second.cnsPercent).toBeGreaterThan(first.cnsPercent * 1.2);
  });

  it('decays the CNS clock with a 90 minute half-time and off-gasses helium', () => {
    const dive = planDive({ gases: [TX2135], segments: [{ toDepthM: 40, durationS: 1200, gas: 0 }] });
    const later = afterSurfaceInterval(dive.endState, 90);
    expect(later.cnsPercent).toBeCloseTo(dive.endState.cnsPercent / 2, 10);
    for (let i = 0; i < 16; i++) expect(later.he[i]).toBeLessThan(dive.endState.he[i]!);
  });

  it('applies the same state to a whole table', () => {
    const first = planDive(air(30, 20));
    const state = afterSurfaceInterval(first.endState, 30);
    const table = noDecompressionTable({ depthsM: [12, 18, 24], gases: [AIR], startState: state });
    const fresh = noDecompressionTable({ depthsM: [12, 18, 24], gases: [AIR] });
    table.rows.forEach((row, i) => expect(row.ndlMin[0]).toBeLessThan(fresh.rows[i]?.ndlMin[0] ?? 0));
  });
});

describe('no-decompression table', () => {
  it('gives one limit per gas and depth, and null where the gas exceeds maxPpO2', () => {
    const table = noDecompressionTable({ depthsM: [12, 18, 30, 40], gases: [AIR, EAN32, { fO2: 0.36, fHe: 0 }] });
    expect(table.rows.map((r) => r.depthM)).toEqual([12, 18, 30, 40]);
    const at30 = table.rows[2]?.ndlMin ?? [];
    expect(at30[1]).toBeGreaterThan(at30[0] ?? Number.POSITIVE_INFINITY);
    // EAN36 at 30 m: ppO2 1.45 bar > 1.4 bar. EAN32 and EAN36 at 40 m are out too.
    expect(at30[2]).toBeNull();
    expect(table.rows[3]?.ndlMin.slice(1)).toEqual([null, null]);
    expect(table.rows[0]?.ndlMin[0]).toBe(ndl(12));
  });
});
