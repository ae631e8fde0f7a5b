// The generated ascent: from the end of the user's segments to the surface, stop by stop, with gas switches
// and the safety stop. The gradient factor line is anchored at the first stop (GF low) and the surface
// (GF high), as Erik Baker described gradient factors.
import { MIN_BREATHABLE_PPO2 } from './constants.ts';
import { gasAt, type Dive } from './dive.ts';
import { depthToBar, barToDepth } from './environment.ts';
import { gasName } from './gases.ts';
import {
  ceilingBarConstantGf,
  gfAt,
  isTolerated,
  loadConstant,
  loadLinear,
  type GfLine,
} from './model.ts';

export const SAFETY_STOP_DEPTH_M = 5;
export const SAFETY_STOP_S = 180;
/** 'auto' adds the safety stop after dives deeper than this. */
export const SAFETY_STOP_AUTO_DEPTH_M = 10;
/**
 * A deco gas may be switched to at a stop where its ppO2 exceeds maxDecoPpO2 by at most 2 %. Without it,
 * oxygen at 1.6 bar could never be used at 6 m in sea water (1.62 bar there), where every agency uses it.
 */
export const SWITCH_PPO2_TOLERANCE = 0.02;
/** Longer than this at one stop means the plan is beyond what the planner should offer. */
const MAX_STOP_S = 24 * 3600;

export class DecoPlanError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DecoPlanError';
  }
}

export interface AscentResult {
  /** Depth of the first stop, where GF low applies; null when the ascent needed no GF low anchor. */
  firstStopDepthM: number | null;
  line: GfLine;
  warnings: string[];
}

const EPS = 1e-9;

/** Stop depths shallower than `fromDepthM`, deepest first, ending at the surface. */
function stopLevels(fromDepthM: number, incrementM: number, lastStopM: number, safetyStop: boolean): number[] {
  const levels = new Set<number>([0, lastStopM]);
  for (let k = 1; k * incrementM < fromDepthM - EPS; k++) {
    const depth = Math.round(k * incrementM * 1000) / 1000;
    if (depth > lastStopM + EPS) levels.add(depth);
  }
  if (safetyStop) levels.add(SAFETY_STOP_DEPTH_M);
  return [...levels].filter((d) => d < fromDepthM - EPS).sort((a, b) => b - a);
}

export function safetyStopApplies(dive: Dive, maxDepthM: number): boolean {
  const mode = dive.options.safetyStop;
  if (dive.depthM < SAFETY_STOP_DEPTH_M - EPS) return false;
  if (mode === 'always') return true;
  return mode === 'auto' && maxDepthM > SAFETY_STOP_AUTO_DEPTH_M;
}

/**
 * The safety stop: 3 minutes at 5 m on a no-decompression ascent. When the ascent has decompression stops,
 * a separate 5 m stop would only split the last stops, so the last stop is made at least 3 minutes long
 * instead.
 */
export function ascend(dive: Dive, maxDepthM: number): AscentResult {
  if (!safetyStopApplies(dive, maxDepthM)) return runAscent(dive, 'none');
  const trial = dive.clone();
  const trialStart = trial.pieces.length;
  runAscent(trial, 'none');
  const needsDeco = trial.pieces.slice(trialStart).some((p) => p.stop !== undefined && p.stop.decoS > 0);
  return runAscent(dive, needsDeco ? 'extend-last-stop' : 'stop-at-5m');
}

type SafetyMode = 'none' | 'stop-at-5m' | 'extend-last-stop';

function runAscent(dive: Dive, safety: SafetyMode): AscentResult {
  const { env, options } = dive;
  const warnings: string[] = [];
  const decoLevels = stopLevels(dive.depthM, options.stopIncrementM, options.lastStopDepthM, false);
  const levels = safety === 'stop-at-5m' ? stopLevels(dive.depthM, options.stopIncrementM, options.lastStopDepthM, true) : decoLevels;

  // Within the no-decompression limit (the surface tolerated at GF high) the ascent has no first stop and
  // GF high applies throughout, so a dive inside the limit is never given stops by GF low. Past the limit,
  // the first stop is the GF low ceiling rounded down (deeper) to a stop level, and anchors GF low.
  let firstStopDepthM: number | null = null;
  if (!isTolerated(dive.tissues, env.surfaceBar, options.gfHigh)) {
    const gfLowCeilingM = barToDepth(env, ceilingBarConstantGf(dive.tissues, options.gfLow));
    const candidates = decoLevels.filter((d) => d > 0 && d >= gfLowCeilingM - EPS);
    // A ceiling deeper than every stop below the diver (possible only when the user's own segments broke
    // it) anchors GF low where the diver is.
    firstStopDepthM = candidates.length > 0 ? Math.min(...candidates) : dive.depthM;
  }
  const line: GfLine = {
    surfaceBar: env.surfaceBar,
    anchorBar: firstStopDepthM === null ? Number.NaN : depthToBar(env, firstStopDepthM),
    gfLow: options.gfLow,
    gfHigh: options.gfHigh,
  };

  let hypoxiaWarned = false;
  for (const next of levels) {
    switchGasIfBetter(dive);
    const here = dive.depthM;
    if (safety === 'stop-at-5m' && Math.abs(here - SAFETY_STOP_DEPTH_M) < EPS) {
      dive.advance(here, SAFETY_STOP_S, true, { decoS: 0, safetyS: SAFETY_STOP_S, gasSwitchS: 0 });
    }
    const travelS = Math.ceil(((here - next) / options.ascentMPerMin) * 60 - EPS);
    const waitS = requiredWait(dive, next, travelS, line);
    if (waitS > 0) dive.advance(here, waitS, true, { decoS: waitS, safetyS: 0, gasSwitchS: 0 });
    if (safety === 'extend-last-stop' && next === 0) {
      const topUpS = SAFETY_STOP_S - timeAtCurrentDepth(dive);
      if (topUpS > 0) dive.advance(here, topUpS, true, { decoS: 0, safetyS: topUpS, gasSwitchS: 0 });
    }
    const ppO2Next = depthToBar(env, next) * dive.breathing.fO2;
    if (!hypoxiaWarned && ppO2Next < MIN_BREATHABLE_PPO2) {
      warnings.push(
        `${gasName(dive.breathing)} is hypoxic (ppO2 ${ppO2Next.toFixed(2)} bar) at ${next} m during the ascent`,
      );
      hypoxiaWarned = true;
    }
    dive.advance(next, travelS, true);
  }
  return { firstStopDepthM, line, warnings };
}

/** Seconds already spent at the current depth in generated stops (switch, deco) just before now. */
function timeAtCurrentDepth(dive: Dive): number {
  let total = 0;
  for (let i = dive.pieces.length - 1; i >= 0; i--) {
    const piece = dive.pieces[i];
    if (piece === undefined || !piece.generated || piece.stop === undefined || piece.startDepthM !== dive.depthM) break;
    total += piece.durationS;
  }
  return total;
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
 * Shortest wait at the current depth after which the ascent to `nextDepthM` (taking `travelS`) arrives with
 * every compartment within the gradient factor of that depth. Whole minutes when stops are rounded,
 * otherwise whole seconds.
 */
function requiredWait(dive: Dive, nextDepthM: number, travelS: number, line: GfLine): number {
  const here = depthToBar(dive.env, dive.depthM);
  const there = depthToBar(dive.env, nextDepthM);
  const gfThere = gfAt(line, there);
  const fN2 = dive.fN2;
  const fHe = dive.fHe;
  const probe = new Float64Array(dive.tissues.length);
  const arrivesTolerated = (from: Float64Array, waitS: number): boolean => {
    probe.set(from);
    loadConstant(probe, here, fN2, fHe, waitS);
    loadLinear(probe, here, there, fN2, fHe, travelS);
    return isTolerated(probe, there, gfThere);
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
        `the stop at ${dive.depthM} m would last more than ${MAX_STOP_S / 3600} hours; this dive cannot be planned`,
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
