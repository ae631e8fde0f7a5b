// The generated ascent: from the end of the user's segments to the surface, stop by stop, with gas switches
// and the safety stop. By default the gradient factor line follows Subsurface and GasPlanner: GF low is
// anchored at the deepest GF-low ceiling met from the start of the ascent on (never shallower than 1 bar
// below the surface), and the allowed tissue pressure runs in a straight line from there to GF high at the
// surface. The 'baker-less-conservative' method anchors GF low at the first stop instead.
import { MIN_BREATHABLE_PPO2 } from './constants.ts';
import { gasAt, type Dive } from './dive.ts';
import { barToDepth, depthToBar } from './environment.ts';
import { gasName } from './gases.ts';
import { ceilingBarConstantGf, isTolerated, isToleratedOnLine, loadConstant, loadLinear, type GfLine } from './model.ts';
import type { DecoOptions } from './options.ts';

export const SAFETY_STOP_S = 180;
/** 'auto' adds the safety stop after dives deeper than this. */
export const SAFETY_STOP_AUTO_DEPTH_M = 10;
/**
 * A deco gas may be switched to at a stop where its ppO2 exceeds maxDecoPpO2 by at most 2 %. Without it,
 * oxygen at 1.6 bar could never be used at 6 m in sea water (1.62 bar there), where every agency uses it;
 * Subsurface rounds switch depths with a similar allowance.
 */
export const SWITCH_PPO2_TOLERANCE = 0.02;
/** The GF-low anchor is never shallower than this below the surface, bar (Subsurface's gf_low_position_min). */
export const GF_LOW_ANCHOR_MIN_BAR = 1;
/** Where the last band of the ascent rates starts, metres. */
export const LAST_BAND_DEPTH_M = 6;
/**
 * A stop level closer than this to the last stop is left out: 10 ft stops with a 6 m last stop would
 * otherwise give two stops 10 cm apart.
 */
const MIN_STOP_SPACING_M = 1;
/** Longer than this at one stop means the plan is beyond what the planner should offer. */
const MAX_STOP_S = 24 * 3600;

export class DecoPlanError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DecoPlanError';
  }
}

export interface AscentResult {
  /** Depth at which GF low applies; null when no anchor was needed (Baker's method within the limit). */
  anchorDepthM: number | null;
  line: GfLine;
  warnings: string[];
}

const EPS = 1e-9;

/** Stop depths shallower than `fromDepthM`, deepest first, ending at the surface. */
function stopLevels(fromDepthM: number, options: DecoOptions, safetyStopDepthM: number | null): number[] {
  const { stopIncrementM: increment, lastStopDepthM: last } = options;
  const levels = new Set<number>([0, last]);
  for (let k = 1; k * increment < fromDepthM - EPS; k++) {
    const depth = Math.round(k * increment * 1e6) / 1e6;
    if (depth >= last + MIN_STOP_SPACING_M - EPS) levels.add(depth);
  }
  if (safetyStopDepthM !== null) levels.add(safetyStopDepthM);
  return [...levels].filter((d) => d < fromDepthM - EPS).sort((a, b) => b - a);
}

/** The ascent rate of the band a depth lies in, Subsurface's four bands (m/min). */
export function ascentRateAt(options: DecoOptions, depthM: number, averageDepthM: number): number {
  if (depthM * 4 > averageDepthM * 3) return options.ascent75MPerMin;
  if (depthM * 2 > averageDepthM) return options.ascent50MPerMin;
  if (depthM > LAST_BAND_DEPTH_M) return options.ascentStopsMPerMin;
  return options.ascentLast6mMPerMin;
}

export interface TravelPiece {
  toDepthM: number;
  seconds: number;
  rateMPerMin: number;
}

/**
 * The ascent from one depth to a shallower one, split where the rate changes. Each piece's time is rounded
 * up to whole seconds, so the actual speed never exceeds its band's rate.
 */
export function travelPieces(fromM: number, toM: number, options: DecoOptions, averageDepthM: number): TravelPiece[] {
  const cuts = [0.75 * averageDepthM, 0.5 * averageDepthM, LAST_BAND_DEPTH_M]
    .filter((d) => d < fromM - EPS && d > toM + EPS)
    .sort((a, b) => b - a);
  const spans: { fromM: number; toM: number; rate: number }[] = [];
  let from = fromM;
  for (const to of [...cuts, toM]) {
    const rate = ascentRateAt(options, (from + to) / 2, averageDepthM);
    const last = spans[spans.length - 1];
    if (last !== undefined && last.rate === rate) last.toM = to;
    else spans.push({ fromM: from, toM: to, rate });
    from = to;
  }
  return spans.map((span) => ({
    toDepthM: span.toM,
    seconds: Math.ceil(((span.fromM - span.toM) / span.rate) * 60 - EPS),
    rateMPerMin: span.rate,
  }));
}

export function safetyStopApplies(dive: Dive, maxDepthM: number): boolean {
  const mode = dive.options.safetyStop;
  if (dive.depthM < dive.options.safetyStopDepthM - EPS) return false;
  if (mode === 'always') return true;
  return mode === 'auto' && maxDepthM > SAFETY_STOP_AUTO_DEPTH_M;
}

type SafetyMode = 'none' | 'at-safety-depth' | 'after-last-stop';

/**
 * The safety stop: 3 minutes at 5 m (15 ft) on a no-decompression ascent. After decompression stops it is
 * added to the last stop, on top of the decompression time there, as GasPlanner does.
 */
export function ascend(dive: Dive, maxDepthM: number, averageDepthM: number): AscentResult {
  if (!safetyStopApplies(dive, maxDepthM)) return runAscent(dive, averageDepthM, 'none');
  const trial = dive.clone();
  const trialStart = trial.pieces.length;
  runAscent(trial, averageDepthM, 'none');
  const needsDeco = trial.pieces.slice(trialStart).some((p) => p.stop !== undefined && p.stop.decoS > 0);
  return runAscent(dive, averageDepthM, needsDeco ? 'after-last-stop' : 'at-safety-depth');
}

function initialLine(dive: Dive): GfLine {
  const { env, options } = dive;
  const line: GfLine = {
    surfaceBar: env.surfaceBar,
    anchorBar: Number.NaN,
    gfLow: options.gfLow,
    gfHigh: options.gfHigh,
    method: options.gfMethod,
  };
  if (options.gfMethod === 'subsurface') {
    line.anchorBar = Math.max(env.surfaceBar + GF_LOW_ANCHOR_MIN_BAR, ceilingBarConstantGf(dive.tissues, options.gfLow));
    return line;
  }
  // Baker: within the no-decompression limit (the surface tolerated at GF high) there is no first stop and GF
  // high applies throughout. Past it, the first stop is the GF-low ceiling rounded deeper to a stop level.
  if (!isTolerated(dive.tissues, env.surfaceBar, options.gfHigh)) {
    const gfLowCeilingM = barToDepth(env, ceilingBarConstantGf(dive.tissues, options.gfLow));
    const candidates = stopLevels(dive.depthM, options, null).filter((d) => d > 0 && d >= gfLowCeilingM - EPS);
    // A ceiling deeper than every stop below the diver (possible only when the user's own segments broke
    // it) anchors GF low where the diver is.
    line.anchorBar = depthToBar(env, candidates.length > 0 ? Math.min(...candidates) : dive.depthM);
  }
  return line;
}

function runAscent(dive: Dive, averageDepthM: number, safety: SafetyMode): AscentResult {
  const { env, options } = dive;
  const warnings: string[] = [];
  const levels = stopLevels(dive.depthM, options, safety === 'at-safety-depth' ? options.safetyStopDepthM : null);
  const line = initialLine(dive);

  let hypoxiaWarned = false;
  for (const next of levels) {
    switchGasIfBetter(dive);
    const here = dive.depthM;
    if (safety === 'at-safety-depth' && Math.abs(here - options.safetyStopDepthM) < EPS) {
      dive.advance(here, SAFETY_STOP_S, true, { decoS: 0, safetyS: SAFETY_STOP_S, gasSwitchS: 0 });
    }
    if (line.method === 'subsurface') {
      // The anchor follows the deepest GF-low ceiling met on the way up (it rarely moves after the start).
      line.anchorBar = Math.max(line.anchorBar, ceilingBarConstantGf(dive.tissues, options.gfLow));
    }
    const travel = travelPieces(here, next, options, averageDepthM);
    const waitS = requiredWait(dive, next, travel, line);
    if (waitS > 0) dive.advance(here, waitS, true, { decoS: waitS, safetyS: 0, gasSwitchS: 0 });
    if (safety === 'after-last-stop' && next === 0) {
      dive.advance(here, SAFETY_STOP_S, true, { decoS: 0, safetyS: SAFETY_STOP_S, gasSwitchS: 0 });
    }
    const ppO2Next = depthToBar(env, next) * dive.breathing.fO2;
    if (!hypoxiaWarned && ppO2Next < MIN_BREATHABLE_PPO2) {
      warnings.push(
        `${gasName(dive.breathing)} is hypoxic (ppO2 ${ppO2Next.toFixed(2)} bar) at ${round(next)} m during the ascent`,
      );
      hypoxiaWarned = true;
    }
    for (const piece of travel) dive.advance(piece.toDepthM, piece.seconds, true, undefined, piece.rateMPerMin);
  }
  const anchorDepthM = line.anchorBar > env.surfaceBar ? barToDepth(env, line.anchorBar) : null;
  return { anchorDepthM, line, warnings };
}

function round(depthM: number): number {
  return Math.round(depthM * 100) / 100;
}

/** Switches to the richest gas whose ppO2 at the current depth is within maxDecoPpO2 (with the tolerance). */
function switchGasIfBetter(dive: Dive): void {
  const ambient = depthToBar(dive.env, dive.depthM);
  const limit = dive.options.maxDecoPpO2 * (1 + SWITCH_PPO2_TOLERANCE);
  let best = dive.gas;
  for (let i = 0; i < dive.gases.length; i++) {
    const candidate = gasAt(dive.gases, i);
    const ppO2 = ambient * candidate.fO2;
    if (ppO2 > limit + EPS || ppO2 < MIN_BREATHABLE_PPO2) continue;
    const leader = gasAt(dive.gases, best);
    // Decompression is driven by oxygen content; between equal oxygen, less helium off-gasses faster later.
    const better =
      candidate.fO2 > leader.fO2 + EPS ||
      (Math.abs(candidate.fO2 - leader.fO2) <= EPS && candidate.fHe < leader.fHe - EPS);
    if (better) best = i;
  }
  if (!(gasAt(dive.gases, best).fO2 > dive.breathing.fO2 + EPS)) return;
  dive.gas = best;
  const switchS = dive.options.gasSwitchMin * 60;
  if (switchS > 0) dive.advance(dive.depthM, switchS, true, { decoS: 0, safetyS: 0, gasSwitchS: switchS });
}

/**
 * Shortest wait at the current depth after which the ascent to `nextDepthM` (along `travel`) arrives with
 * every compartment within the gradient factor line at that depth. Whole minutes when stops are rounded,
 * otherwise whole seconds.
 */
function requiredWait(dive: Dive, nextDepthM: number, travel: readonly TravelPiece[], line: GfLine): number {
  const env = dive.env;
  const here = depthToBar(env, dive.depthM);
  const there = depthToBar(env, nextDepthM);
  const fN2 = dive.fN2;
  const fHe = dive.fHe;
  const probe = new Float64Array(dive.tissues.length);
  const arrivesTolerated = (from: Float64Array, waitS: number): boolean => {
    probe.set(from);
    loadConstant(probe, here, fN2, fHe, waitS);
    let bar = here;
    for (const piece of travel) {
      const toBar = depthToBar(env, piece.toDepthM);
      loadLinear(probe, bar, toBar, fN2, fHe, piece.seconds);
      bar = toBar;
    }
    return isToleratedOnLine(probe, there, line);
  };
  if (arrivesTolerated(dive.tissues, 0)) return 0;

  const work = new Float64Array(dive.tissues);
  const previous = new Float64Array(work.length);
  let minutes = 0;
  do {
    previous.set(work);
    loadConstant(work, here, fN2, fHe, 60);
    minutes++;
    if (minutes * 60 > MAX_STOP_S) {
      throw new DecoPlanError(
        `the stop at ${round(dive.depthM)} m would last more than ${MAX_STOP_S / 3600} hours; this dive cannot be planned`,
      );
    }
  } while (!arrivesTolerated(work, 0));
  if (dive.options.roundStopsToMinutes) return minutes * 60;

  // Refine within the last minute to the second.
  let lo = 0;
  let hi = 60;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (arrivesTolerated(previous, mid)) hi = mid;
    else lo = mid;
  }
  return (minutes - 1) * 60 + hi;
}
