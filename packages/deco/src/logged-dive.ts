// Replays a dive as a dive computer logged it (samples of time and depth, and the gases breathed) through
// the tissue model, and reports at every sample the decompression ceiling and the compartment nearest its
// limit, for a logbook's profile chart.
//
// The gradient factor line is the planner's default (Subsurface's and GasPlanner's): GF high at the
// surface, GF low at the anchor, the allowed tissue pressure a straight line between them. A logged dive
// has no planned "start of the ascent", so the anchor follows the deepest GF-low ceiling met so far at the
// samples where the diver is not going up (at the bottom, at stops), never shallower than 1 bar below the
// surface. A deeper anchor allows more everywhere below the surface, and this one is never deeper than:
// - Subsurface's for a logged dive, which follows the GF-low ceiling at every sample
//   (`gf_low_pressure_this_dive` in its core/deco.cpp), as the planner does when it checks a diver's own
//   segments; the GF-low ceiling often peaks a few seconds into an ascent, while the slow compartments
//   still take up gas;
// - the planner's on the same profile, which is the GF-low ceiling where the ascent starts and at each stop
//   level after it. Before the ascent this anchor is shallower than the one the planner settles on, which
//   makes the ceiling deeper there, never shallower.
// Both are tested.
import { GF_LOW_ANCHOR_MIN_BAR } from './ascent.ts';
import { STANDARD_GRAVITY } from './constants.ts';
import { barToDepth, depthToBar, type Environment } from './environment.ts';
import { nitrogenFraction, type Gas } from './gases.ts';
import { ceilingBar, ceilingBarConstantGf, leadingCompartment, loadLinear, saturatedTissues, type GfLine } from './model.ts';
import { resolveOptions, type GfMethod } from './options.ts';
import { oxygenExposure } from './oxygen-toxicity.ts';
import { fromTissues, toTissues, validateState, type TissueState } from './repetitive.ts';
import { DecoInputError, expectNumber, expectRecord, rejectUnknownKeys, validateGas } from './validation.ts';

/** From `fromS` on (seconds, on the samples' clock) the diver breathes `gas`. */
export interface LoggedGas {
  fromS: number;
  gas: Gas;
}

export interface LoggedDiveInput {
  /** Seconds, never decreasing. */
  timesS: ArrayLike<number>;
  /** Metres, one per time. NaN is a gap: the last depth holds. Depths above the surface count as 0. */
  depthsM: ArrayLike<number>;
  /** The gases breathed, in any order; the earliest also applies before its time. */
  gases: readonly LoggedGas[];
  /** Absolute pressure at the surface, bar (1.01325 when not given). */
  surfaceBar?: number;
  /** Density of the water, kg/m³ (1030, sea water, when not given, as the planner assumes). */
  waterDensityKgM3?: number;
  /** The gradient factors (0..1) and their method; the planner's defaults when not given. */
  options?: { gfLow?: number; gfHigh?: number; gfMethod?: GfMethod };
  /** Tissues at the first sample (from afterSurfaceInterval); a rested diver when not given. */
  startState?: TissueState;
}

export interface LoggedDiveDeco {
  /** Per sample: the ceiling in metres on the gradient factor line (0: none). */
  ceilingM: Float64Array;
  /** Per sample: the compartment (1 to 16) nearest its limit at the diver's depth. */
  leadingCompartment: Uint8Array;
  /**
   * Per sample: that compartment's inert gas pressure as a percentage of the pressure the gradient factor
   * line allows it at the diver's depth (its M-value reduced by the line). 100 % means the diver is at the
   * ceiling; above 100 %, shallower than it.
   */
  leadingPercent: Float64Array;
  /** Where GF low applied at the end of the dive (the anchor of the gradient factor line). */
  gfLowAnchorDepthM: number;
  /** Tissues and oxygen exposure after the last sample, for the next dive's startState. */
  endState: TissueState;
}

/** Deeper than any dive on record by a wide margin: a larger figure is a broken sample, not a dive. */
const MAX_LOGGED_DEPTH_M = 700;
const MAX_SAMPLES = 1_000_000;
const MAX_GASES = 1000;
const DEFAULT_SURFACE_BAR = 1.01325;
const DEFAULT_WATER_DENSITY = 1030;

/**
 * Where a logged dive happened, from what its computer recorded: the surface pressure (bar) and the
 * water's density (kg/m³), sea level and sea water when not known.
 */
export function loggedDiveEnvironment(surfaceBar: number | null = null, waterDensityKgM3: number | null = null): Environment {
  // rho * g gives pascals per metre; 1 bar = 100 000 Pa.
  return { surfaceBar: surfaceBar ?? DEFAULT_SURFACE_BAR, barPerM: ((waterDensityKgM3 ?? DEFAULT_WATER_DENSITY) * STANDARD_GRAVITY) / 100000 };
}

interface Checked {
  times: Float64Array;
  depths: Float64Array;
  gases: LoggedGas[];
  env: Environment;
  gfLow: number;
  gfHigh: number;
  gfMethod: GfMethod;
  start: TissueState | null;
}

function check(input: LoggedDiveInput): Checked {
  const record = expectRecord(input, '');
  rejectUnknownKeys(record, ['timesS', 'depthsM', 'gases', 'surfaceBar', 'waterDensityKgM3', 'options', 'startState'], '', 'field');
  const timesS = record.timesS as ArrayLike<unknown> | undefined;
  const depthsM = record.depthsM as ArrayLike<unknown> | undefined;
  if (typeof timesS !== 'object' || timesS === null || typeof timesS.length !== 'number') throw new DecoInputError('timesS', 'must be a list of seconds');
  if (typeof depthsM !== 'object' || depthsM === null || depthsM.length !== timesS.length) {
    throw new DecoInputError('depthsM', 'must be a list of depths, one for each time');
  }
  const count = timesS.length;
  if (count > MAX_SAMPLES) throw new DecoInputError('timesS', `at most ${MAX_SAMPLES} samples`);
  const times = new Float64Array(count);
  const depths = new Float64Array(count);
  let depth = 0;
  for (let i = 0; i < count; i++) {
    times[i] = expectNumber(timesS[i], `timesS[${i}]`, -1e7, 1e7, 's');
    if (i > 0 && times[i]! < times[i - 1]!) throw new DecoInputError(`timesS[${i}]`, `must not be earlier than the sample before (${times[i - 1]} s)`);
    const raw = depthsM[i];
    if (!(typeof raw === 'number' && Number.isNaN(raw))) {
      depth = Math.max(0, expectNumber(raw, `depthsM[${i}]`, -Infinity, MAX_LOGGED_DEPTH_M, 'm'));
    }
    depths[i] = depth;
  }

  if (!Array.isArray(record.gases) || record.gases.length === 0) throw new DecoInputError('gases', 'must name at least one gas breathed');
  if (record.gases.length > MAX_GASES) throw new DecoInputError('gases', `at most ${MAX_GASES} gases`);
  const gases = (record.gases as unknown[])
    .map((raw, i) => {
      const entry = expectRecord(raw, `gases[${i}]`);
      rejectUnknownKeys(entry, ['fromS', 'gas'], `gases[${i}]`, 'field');
      return { fromS: expectNumber(entry.fromS, `gases[${i}].fromS`, -1e7, 1e7, 's'), gas: validateGas(entry.gas, `gases[${i}].gas`) };
    })
    .sort((a, b) => a.fromS - b.fromS);

  const surfaceBar = record.surfaceBar === undefined ? DEFAULT_SURFACE_BAR : expectNumber(record.surfaceBar, 'surfaceBar', 0.4, 1.2, 'bar');
  const density = record.waterDensityKgM3 === undefined ? DEFAULT_WATER_DENSITY : expectNumber(record.waterDensityKgM3, 'waterDensityKgM3', 900, 1100, 'kg/m³');
  let options = {};
  if (record.options !== undefined) {
    const given = expectRecord(record.options, 'options');
    rejectUnknownKeys(given, ['gfLow', 'gfHigh', 'gfMethod'], 'options', 'option');
    options = given;
  }
  const { gfLow, gfHigh, gfMethod } = resolveOptions(options);
  return {
    times,
    depths,
    gases,
    env: loggedDiveEnvironment(surfaceBar, density),
    gfLow,
    gfHigh,
    gfMethod,
    start: record.startState === undefined ? null : validateState(record.startState, 'startState'),
  };
}

/**
 * The ceiling and the leading compartment at every sample of a logged dive. Between two samples the
 * depth changes in a straight line (the Schreiner equation is exact for it); a gas switch between two
 * samples splits the interval where it happens.
 */
export function replayLoggedDive(input: LoggedDiveInput): LoggedDiveDeco {
  const checked = check(input);
  const { times, depths, env, gfLow, gfHigh, gfMethod } = checked;
  const count = times.length;
  const line: GfLine = { surfaceBar: env.surfaceBar, anchorBar: env.surfaceBar + GF_LOW_ANCHOR_MIN_BAR, gfLow, gfHigh, method: gfMethod };
  const ceilingM = new Float64Array(count);
  const leading = new Uint8Array(count);
  const leadingPercent = new Float64Array(count);
  const endState = walk(checked, (i, tissues) => {
    // Only where the diver is not going up: the GF-low ceiling still rises a little early in an ascent,
    // and following it there would place the anchor deeper than the planner's.
    if (i === 0 || depths[i]! >= depths[i - 1]!) line.anchorBar = Math.max(line.anchorBar, ceilingBarConstantGf(tissues, gfLow));
    ceilingM[i] = barToDepth(env, ceilingBar(tissues, line));
    const lead = leadingCompartment(tissues, depthToBar(env, depths[i]!), line);
    leading[i] = lead.index + 1;
    leadingPercent[i] = lead.ratio * 100;
  });
  return { ceilingM, leadingCompartment: leading, leadingPercent, gfLowAnchorDepthM: barToDepth(env, line.anchorBar), endState };
}

/** Loads the tissues along the samples, calling `visit` at each one; returns the state after the last. */
function walk(checked: Checked, visit: (i: number, tissues: Float64Array) => void): TissueState {
  const { times, depths, gases, env, start } = checked;
  const tissues = start ? toTissues(start) : saturatedTissues(env.surfaceBar);
  let cnsPercent = start?.cnsPercent ?? 0;
  let otu = start?.otu ?? 0;

  // The gas in use: the last one whose time has come, or the earliest before any has.
  let next = 0;
  const advanceGasTo = (timeS: number) => {
    while (next < gases.length && gases[next]!.fromS <= timeS) next++;
  };
  const load = (fromS: number, toS: number, fromM: number, toM: number) => {
    const seconds = toS - fromS;
    if (seconds <= 0) return;
    const gas = gases[Math.max(0, next - 1)]!.gas;
    const fromBar = depthToBar(env, fromM);
    const toBar = depthToBar(env, toM);
    loadLinear(tissues, fromBar, toBar, nitrogenFraction(gas), gas.fHe, seconds);
    const exposure = oxygenExposure(fromBar * gas.fO2, toBar * gas.fO2, seconds);
    cnsPercent += exposure.cnsPercent;
    otu += exposure.otu;
  };

  if (times.length > 0) {
    advanceGasTo(times[0]!);
    visit(0, tissues);
  }
  for (let i = 1; i < times.length; i++) {
    let fromS = times[i - 1]!;
    let fromM = depths[i - 1]!;
    const toS = times[i]!;
    const toM = depths[i]!;
    while (next < gases.length && gases[next]!.fromS < toS) {
      const switchS = gases[next]!.fromS;
      const atM = fromM + ((toM - fromM) * (switchS - fromS)) / (toS - fromS);
      load(fromS, switchS, fromM, atM);
      fromS = switchS;
      fromM = atM;
      advanceGasTo(switchS);
    }
    load(fromS, toS, fromM, toM);
    advanceGasTo(toS);
    visit(i, tissues);
  }
  return fromTissues(tissues, cnsPercent, otu);
}
