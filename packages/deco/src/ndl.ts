// No-decompression limit: whole minutes of dive time, counted from leaving the surface (the descent at the
// descent rate included), that pass before the ceiling at GF high rises above the surface.
import {
  COMPARTMENTS,
  MIN_BREATHABLE_PPO2,
  N2_A,
  N2_B,
  N2_HALF_TIME_MIN,
  WATER_VAPOUR_BAR,
} from './constants.ts';
import { depthToBar, type Environment } from './environment.ts';
import { gasName, minimumOperatingDepth, nitrogenFraction, ppO2At, type Gas } from './gases.ts';
import { isTolerated, loadConstant, loadLinear, saturatedTissues, type Tissues } from './model.ts';
import { environmentFor, resolveOptions, type DecoOptions } from './options.ts';
import { toTissues, validateState, type TissueState } from './repetitive.ts';
import { DecoInputError, expectDepth, expectRecord, rejectUnknownKeys, validateGas } from './validation.ts';

export interface NdlInput {
  depthM: number;
  gas: Gas;
  options?: Partial<DecoOptions>;
  /** Tissue state at the start of the dive (after a surface interval); a rested diver when absent. */
  startState?: TissueState;
}

/** Minutes of no-decompression time; Infinity when the limit is never reached at that depth. */
export function noDecompressionLimit(input: NdlInput): number {
  const record = expectRecord(input, '');
  rejectUnknownKeys(record, ['depthM', 'gas', 'options', 'startState'], '', 'field');
  const depthM = expectDepth(record.depthM, 'depthM');
  const gas = validateGas(record.gas, 'gas');
  const options = resolveOptions(record.options);
  const env = environmentFor(options);
  // The descent is breathed on the same gas, so it must be breathable from the surface down.
  checkGasAtDepth(env, gas, depthM, options.maxPpO2, 'gas');
  checkGasAtDepth(env, gas, 0, options.maxPpO2, 'gas');
  const tissues =
    record.startState === undefined
      ? saturatedTissues(env.surfaceBar)
      : toTissues(validateState(record.startState, 'startState'));
  return ndlFromTissues(tissues, env, options, depthM, gas);
}

/** Throws when the gas is not breathable at the depth (too much or too little oxygen). */
export function checkGasAtDepth(env: Environment, gas: Gas, depthM: number, maxPpO2: number, path: string): void {
  const ppO2 = ppO2At(env, gas, depthM);
  if (ppO2 > maxPpO2 + 1e-9) {
    throw new DecoInputError(
      path,
      `${gasName(gas)} has a ppO2 of ${ppO2.toFixed(2)} bar at ${depthM} m, above maxPpO2 ${maxPpO2} bar`,
    );
  }
  if (ppO2 < MIN_BREATHABLE_PPO2) {
    const minDepthM = minimumOperatingDepth(env, gas);
    throw new DecoInputError(
      path,
      `${gasName(gas)} has a ppO2 of ${ppO2.toFixed(2)} bar at ${depthM} m, too little oxygen to breathe; ` +
        `it is breathable from ${(Math.ceil(minDepthM * 10) / 10).toFixed(1)} m down, so breathe another gas ` +
        '(a travel gas) above that depth and switch to it deeper',
    );
  }
}

const N = COMPARTMENTS;
/**
 * Longest exposure the trimix search examines (nitrox is solved exactly). Reaching it without a limit and
 * with a tolerated saturation means unlimited; with an untolerated saturation the cap itself is returned,
 * which can only understate the limit.
 */
const MAX_SEARCH_MIN = 30 * 24 * 60;

/**
 * The limit for already validated inputs; `tissues` is not modified. Exported for the table and the
 * repetitive-dive helpers, which validate once and call this many times.
 */
export function ndlFromTissues(
  start: Tissues,
  env: Environment,
  options: DecoOptions,
  depthM: number,
  gas: Gas,
): number {
  const surface = env.surfaceBar;
  const gfHigh = options.gfHigh;
  const t = new Float64Array(start);
  if (!isTolerated(t, surface, gfHigh)) return 0;
  if (depthM <= 0) return Number.POSITIVE_INFINITY;

  const fN2 = nitrogenFraction(gas);
  const fHe = gas.fHe;
  const bottomBar = depthToBar(env, depthM);
  const descentS = (depthM / options.descentMPerMin) * 60;

  // During the descent, check each whole minute and the arrival at depth.
  let elapsed = 0;
  let depthBar = surface;
  while (elapsed + 60 < descentS) {
    const nextBar = surface + ((elapsed + 60) / descentS) * (bottomBar - surface);
    loadLinear(t, depthBar, nextBar, fN2, fHe, 60);
    elapsed += 60;
    depthBar = nextBar;
    if (!isTolerated(t, surface, gfHigh)) return elapsed / 60 - 1;
  }
  loadLinear(t, depthBar, bottomBar, fN2, fHe, descentS - elapsed);
  if (!isTolerated(t, surface, gfHigh)) return Math.floor(descentS / 60);

  const heliumInvolved = fHe > 0 || hasHelium(t);
  const atDepthS = heliumInvolved
    ? secondsUntilLimitByStepping(t, surface, gfHigh, bottomBar, fN2, fHe)
    : secondsUntilLimitNitrogen(t, surface, gfHigh, bottomBar, fN2);
  if (!Number.isFinite(atDepthS)) return Number.POSITIVE_INFINITY;
  return Math.floor((descentS + atDepthS) / 60);
}

function hasHelium(t: Tissues): boolean {
  for (let i = N; i < 2 * N; i++) if (t[i]! > 0) return true;
  return false;
}

/**
 * With nitrogen alone each compartment moves monotonically towards the inspired pressure, so the time at
 * which it reaches its surface limit has a closed form: t = ln((Pi - P0) / (Pi - Plimit)) / k.
 */
function secondsUntilLimitNitrogen(t: Tissues, surface: number, gfHigh: number, ambient: number, fN2: number): number {
  const inspired = (ambient - WATER_VAPOUR_BAR) * fN2;
  let earliest = Number.POSITIVE_INFINITY;
  for (let i = 0; i < N; i++) {
    const limit = surface + gfHigh * (N2_A[i]! + surface / N2_B[i]! - surface);
    const p0 = t[i]!;
    if (inspired <= limit || p0 >= inspired) continue;
    const k = Math.LN2 / (N2_HALF_TIME_MIN[i]! * 60);
    const seconds = Math.log((inspired - p0) / (inspired - limit)) / k;
    if (seconds < earliest) earliest = seconds;
  }
  return earliest;
}

/**
 * Helium and nitrogen move at different speeds and a compartment's total can overshoot on its way to
 * equilibrium, so the limit is searched minute by minute, then refined to the second.
 */
function secondsUntilLimitByStepping(
  t: Tissues,
  surface: number,
  gfHigh: number,
  ambient: number,
  fN2: number,
  fHe: number,
): number {
  const before = new Float64Array(t.length);
  const saturated = saturatedAt(ambient, fN2, fHe);
  const saturationTolerated = isTolerated(saturated, surface, gfHigh);
  for (let minute = 0; minute < MAX_SEARCH_MIN; minute++) {
    before.set(t);
    loadConstant(t, ambient, fN2, fHe, 60);
    if (!isTolerated(t, surface, gfHigh)) return refine(before, surface, gfHigh, ambient, fN2, fHe, minute * 60, 60);
    if (saturationTolerated && nearlyEqual(t, saturated)) return Number.POSITIVE_INFINITY;
  }
  return saturationTolerated ? Number.POSITIVE_INFINITY : MAX_SEARCH_MIN * 60;
}

function refine(
  before: Tissues,
  surface: number,
  gfHigh: number,
  ambient: number,
  fN2: number,
  fHe: number,
  startS: number,
  windowS: number,
): number {
  // Smallest whole second within the window at which the limit is exceeded.
  let lo = 0;
  let hi = windowS;
  const t = new Float64Array(before.length);
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    t.set(before);
    loadConstant(t, ambient, fN2, fHe, mid);
    if (isTolerated(t, surface, gfHigh)) lo = mid;
    else hi = mid;
  }
  return startS + hi;
}

function saturatedAt(ambient: number, fN2: number, fHe: number): Tissues {
  const s = new Float64Array(2 * N);
  for (let i = 0; i < N; i++) {
    s[i] = (ambient - WATER_VAPOUR_BAR) * fN2;
    s[N + i] = (ambient - WATER_VAPOUR_BAR) * fHe;
  }
  return s;
}

function nearlyEqual(a: Tissues, b: Tissues): boolean {
  for (let i = 0; i < a.length; i++) if (Math.abs(a[i]! - b[i]!) > 1e-4) return false;
  return true;
}
