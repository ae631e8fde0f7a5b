// A replay of the Subsurface planner's published Bühlmann conventions (subsurface/subsurface, core/deco.cpp
// and core/planner.cpp at f0dfae794b5b7bf4b6ddd9943f5884659dbfdc6e), written here from their description so
// that our planner can be compared with Subsurface on any dive, not only on the cases its tests publish.
// It shares nothing with our planner but the ZHL-16C coefficients:
//  - surface pressure 1013 mbar, sea water 10300 g/10 l (0.101043 bar per metre), water vapour 0.0627 bar,
//    tissues start saturated with 78.1 % nitrogen;
//  - the user's profile is loaded second by second, at the depth where each second starts;
//  - the ascent moves in 2-second steps and loads each step at the depth where it starts; the ascent rate
//    comes from four bands (deeper than 75 % of the average depth, than 50 %, than 6 m, the last 6 m);
//  - before leaving a stop level the planner tries the ascent to the next level: it fails when, after any
//    step, the ceiling is deeper than where the next step will be;
//  - a stop ends on a whole minute of runtime, found by Subsurface's search (wait_until);
//  - GF low is anchored at the deepest GF-low ceiling computed, never shallower than 1 bar below the surface;
//    a trial ascent moves the anchor while it runs and puts it back afterwards;
//  - the allowed tissue pressure runs in a straight line from the GF-high M-value at the surface to the GF-low
//    M-value at the anchor; a compartment whose line does not rise is not counted;
//  - a deco gas is switched to at its MOD at 1.6 bar rounded to the 3 m grid (rounding up from .9 of a
//    step), with a one-minute stop unless the gas is oxygen; stops every 3 m, the last at 3 m or 6 m.
import {
  HE_A,
  HE_B,
  HE_HALF_TIME_MIN,
  N2_A,
  N2_B,
  N2_HALF_TIME_MIN,
} from '../../src/constants.ts';

export type ReplayGas = { o2: number; he: number };

export type ReplayInput = {
  /** The bottom gas first; the others are decompression gases. */
  gases: ReplayGas[];
  depthM: number;
  /** Bottom time, descent included, seconds. */
  bottomS: number;
  descentMPerMin: number;
  gfLow: number;
  gfHigh: number;
  /** Ascent rates in mm/s as Subsurface stores them: 75 %, 50 %, above 6 m, last 6 m. */
  ascentMmPerS: [number, number, number, number];
  /** Stops every 3 m with the last at 3 or 6 m; or, in feet, every 10 ft with the last at 10 or 20 ft. */
  lastStop: 'first' | 'second';
  imperial: boolean;
};

const SURFACE_BAR = 1.013;
const BAR_PER_MM = (10300 * 0.981) / 100000 / 1000;
const WATER_VAPOUR = 0.0627;
const N = 16;

type State = { n2: number[]; he: number[]; anchor: number };

const barAt = (depthMm: number) => Math.round((SURFACE_BAR * 1000 + depthMm * BAR_PER_MM * 1000)) / 1000;

function load(state: State, bar: number, gas: ReplayGas, seconds: number): void {
  const alveolar = bar - WATER_VAPOUR;
  const inN2 = alveolar * (1 - gas.o2 - gas.he);
  const inHe = alveolar * gas.he;
  for (let i = 0; i < N; i++) {
    // The fraction of the gradient taken up in `seconds`: 1 - 2^(-t / half-time).
    const takenN2 = 1 - Math.exp((-seconds * Math.LN2) / (60 * N2_HALF_TIME_MIN[i]!));
    const takenHe = 1 - Math.exp((-seconds * Math.LN2) / (60 * HE_HALF_TIME_MIN[i]!));
    state.n2[i] = state.n2[i]! + (inN2 - state.n2[i]!) * takenN2;
    state.he[i] = state.he[i]! + (inHe - state.he[i]!) * takenHe;
  }
}

/** The tolerated ambient pressure (the ceiling, in bar); moves the anchor to the GF-low ceiling if deeper. */
function tolerance(state: State, gfLow: number, gfHigh: number): number {
  const coefficients: { a: number; b: number; p: number }[] = [];
  for (let i = 0; i < N; i++) {
    const p = state.n2[i]! + state.he[i]!;
    const a = (N2_A[i]! * state.n2[i]! + HE_A[i]! * state.he[i]!) / p;
    const b = (N2_B[i]! * state.n2[i]! + HE_B[i]! * state.he[i]!) / p;
    coefficients.push({ a, b, p });
    // GF-low ceiling: p = P + gfLow (a + P/b - P), solved for P.
    const lowCeiling = (p - gfLow * a) / (1 - gfLow + gfLow / b);
    if (lowCeiling > state.anchor) state.anchor = lowCeiling;
  }
  let ceiling = 0;
  const s = SURFACE_BAR;
  const anchor = state.anchor;
  for (const { a, b, p } of coefficients) {
    const atSurface = s + gfHigh * (a + s / b - s);
    const atAnchor = anchor + gfLow * (a + anchor / b - anchor);
    if (!(atSurface < atAnchor)) continue;
    const tolerated = s + ((p - atSurface) * (anchor - s)) / (atAnchor - atSurface);
    if (tolerated > ceiling) ceiling = tolerated;
  }
  return ceiling;
}

/** The ceiling as a depth in whole millimetres, as Subsurface converts it. */
function ceilingMm(toleratedBar: number): number {
  const delta = Math.max(0, toleratedBar - SURFACE_BAR);
  return Math.round(Math.round(delta * 1000) / (BAR_PER_MM * 1000));
}

function copy(state: State): State {
  return { n2: [...state.n2], he: [...state.he], anchor: state.anchor };
}

/** Subsurface's gas_mod: the depth of ppO2 1.6 bar, in multiples of a stop step, rounded up from .9 of a step. */
function switchDepthMm(gas: ReplayGas, stepMm: number): number {
  const mbar = Math.trunc((1600 * 1000) / Math.round(gas.o2 * 1000));
  const depthMm = Math.round((mbar - SURFACE_BAR * 1000) / (BAR_PER_MM * 1000));
  return Math.trunc(depthMm / stepMm + 0.1) * stepMm;
}

export type ReplayResult = { runtimeS: number; stops: { depthM: number; seconds: number }[] };

export function replaySubsurface(input: ReplayInput): ReplayResult {
  const { gases, gfLow, gfHigh, ascentMmPerS } = input;
  const state: State = {
    n2: Array.from({ length: N }, () => (SURFACE_BAR - WATER_VAPOUR) * 0.781),
    he: Array.from({ length: N }, () => 0),
    anchor: SURFACE_BAR + 1,
  };
  const bottomMm = Math.round(input.depthM * 1000);
  const dropS = Math.trunc((bottomMm * 60) / Math.round((input.descentMPerMin * 1000)));
  let current = 0;
  for (let t = 0; t < input.bottomS; t++) {
    const depthMm = t < dropS ? Math.round((bottomMm * t) / dropS) : bottomMm;
    load(state, barAt(depthMm), gases[current]!, 1);
  }
  // The average depth of the entered profile, for the rate bands.
  const averageMm = (bottomMm * (dropS / 2) + bottomMm * (input.bottomS - dropS)) / input.bottomS;
  const rate = (depthMm: number): number => {
    if (depthMm * 4 > averageMm * 3) return ascentMmPerS[0];
    if (depthMm * 2 > averageMm) return ascentMmPerS[1];
    if (depthMm > 6000) return ascentMmPerS[2];
    return ascentMmPerS[3];
  };

  const stepMm = input.imperial ? 3048 : 3000;
  const levels: number[] = [0];
  if (input.lastStop === 'first') levels.push(stepMm);
  for (let k = 2; k <= 30; k++) levels.push(k * stepMm);
  const changes = gases
    .map((gas, index) => ({ index, depthMm: switchDepthMm(gas, stepMm) }))
    .slice(1)
    .filter((c) => c.depthMm <= bottomMm)
    .sort((x, y) => x.depthMm - y.depthMm);
  const stopLevels = [...new Set([...levels, ...changes.map((c) => c.depthMm)])].sort((x, y) => x - y);

  let clock = input.bottomS;
  let depth = bottomMm;
  tolerance(state, gfLow, gfHigh);

  const trial = (waitS: number, fromMm: number, toMm: number): boolean => {
    const probe = copy(state);
    const gas = gases[current]!;
    if (waitS > 0) load(probe, barAt(fromMm), gas, waitS);
    let at = fromMm;
    while (at > toMm) {
      let step = rate(at) * 2;
      if (step > at) step = at;
      load(probe, barAt(at), gas, 2);
      if (ceilingMm(tolerance(probe, gfLow, gfHigh)) > at - step) return false;
      at -= step;
    }
    return true;
  };
  const waitUntil = (min: number, leap: number, fromMm: number, toMm: number): number => {
    if (min >= 48 * 3600) return 50 * 3600;
    const upper = min + leap + 60 - 1 - ((min + leap - 1) % 60);
    if (!trial(upper - clock, fromMm, toMm)) return waitUntil(upper, leap, fromMm, toMm);
    if (upper - min <= 60) return upper;
    return waitUntil(min, Math.trunc(leap / 2), fromMm, toMm);
  };

  let stopIndex = stopLevels.filter((level) => level <= depth).length - 1;
  // Pending gas changes, deepest last.
  let change = changes.length - 1;
  let lastStop = 60;
  const stops: ReplayResult['stops'] = [];
  for (;;) {
    do {
      let step = rate(depth) * 2;
      const target = stopLevels[stopIndex]!;
      if (depth - step < target) step = depth - target;
      load(state, barAt(depth), gases[current]!, 2);
      clock += 2;
      depth -= step;
    } while (depth > 0 && depth > stopLevels[stopIndex]!);
    if (depth <= 0) break;
    const pending = changes[change];
    if (pending !== undefined && stopLevels[stopIndex]! <= pending.depthMm) {
      if (pending.index !== current) {
        current = pending.index;
        if (gases[current]!.o2 < 1) {
          load(state, barAt(depth), gases[current]!, 60);
          clock += 60;
          stops.push({ depthM: depth / 1000, seconds: 60 });
        }
      }
      change--;
    }
    stopIndex--;
    const next = stopLevels[stopIndex]!;
    if (!trial(0, depth, next)) {
      const end = waitUntil(clock, lastStop * 2 + 1, depth, next);
      lastStop = end - clock;
      load(state, barAt(depth), gases[current]!, lastStop);
      clock = end;
      stops.push({ depthM: depth / 1000, seconds: lastStop });
    }
  }
  return { runtimeS: clock, stops };
}
