// The Bühlmann ZHL-16C tissue model: inert gas loading (Schreiner equation) and tolerated pressures with
// gradient factors. All pressures are absolute, in bar; all times in seconds.
import {
  AIR_INERT_FRACTION,
  COMPARTMENTS,
  HE_A,
  HE_B,
  HE_HALF_TIME_MIN,
  N2_A,
  N2_B,
  N2_HALF_TIME_MIN,
  WATER_VAPOUR_BAR,
} from './constants.ts';
import type { GfMethod } from './options.ts';

/**
 * Inert gas pressure in each compartment: indices 0-15 hold nitrogen, 16-31 helium.
 * A flat typed array keeps the hot loops free of allocation.
 */
export type Tissues = Float64Array;

const N = COMPARTMENTS;

/** Rate constants k = ln 2 / half-time, per second, nitrogen then helium. */
const K = new Float64Array(2 * N);
const INV_K = new Float64Array(2 * N);
for (let i = 0; i < N; i++) {
  K[i] = Math.LN2 / (N2_HALF_TIME_MIN[i]! * 60);
  K[N + i] = Math.LN2 / (HE_HALF_TIME_MIN[i]! * 60);
  INV_K[i] = 1 / K[i]!;
  INV_K[N + i] = 1 / K[N + i]!;
}

// exp(-k t) depends only on the duration, and plans reuse a handful of durations (one-minute steps,
// 3 m hops), so the factors are cached per duration.
const decayCache = new Map<number, Float64Array>();
const DECAY_CACHE_LIMIT = 512;

function decayFactors(seconds: number): Float64Array {
  const cached = decayCache.get(seconds);
  if (cached !== undefined) return cached;
  const factors = new Float64Array(2 * N);
  for (let i = 0; i < 2 * N; i++) factors[i] = Math.exp(-K[i]! * seconds);
  if (decayCache.size >= DECAY_CACHE_LIMIT) decayCache.clear();
  decayCache.set(seconds, factors);
  return factors;
}

/** Tissues in equilibrium with air breathed at the given surface pressure. */
export function saturatedTissues(surfaceBar: number, inertFraction: number = AIR_INERT_FRACTION): Tissues {
  const tissues = new Float64Array(2 * N);
  const pN2 = (surfaceBar - WATER_VAPOUR_BAR) * inertFraction;
  for (let i = 0; i < N; i++) tissues[i] = pN2;
  return tissues;
}

/** Breathing a gas at constant ambient pressure (the Haldane form of the Schreiner equation). */
export function loadConstant(t: Tissues, ambientBar: number, fN2: number, fHe: number, seconds: number): void {
  if (seconds <= 0) return;
  const f = decayFactors(seconds);
  const alveolar = ambientBar - WATER_VAPOUR_BAR;
  const inN2 = alveolar * fN2;
  const inHe = alveolar * fHe;
  for (let i = 0; i < N; i++) {
    t[i] = inN2 + (t[i]! - inN2) * f[i]!;
    const j = N + i;
    t[j] = inHe + (t[j]! - inHe) * f[j]!;
  }
}

/**
 * Breathing a gas while the ambient pressure changes linearly from startBar to endBar (Schreiner equation):
 * P = Pi0 + R (t - 1/k) - (Pi0 - P0 - R/k) e^(-k t), with Pi0 the inspired pressure at the start and R its
 * rate of change.
 */
export function loadLinear(
  t: Tissues,
  startBar: number,
  endBar: number,
  fN2: number,
  fHe: number,
  seconds: number,
): void {
  if (seconds <= 0) return;
  if (startBar === endBar) {
    loadConstant(t, startBar, fN2, fHe, seconds);
    return;
  }
  const f = decayFactors(seconds);
  const alveolar = startBar - WATER_VAPOUR_BAR;
  const rate = (endBar - startBar) / seconds;
  const inN2 = alveolar * fN2;
  const inHe = alveolar * fHe;
  const rN2 = rate * fN2;
  const rHe = rate * fHe;
  for (let i = 0; i < N; i++) {
    const ik = INV_K[i]!;
    t[i] = inN2 + rN2 * (seconds - ik) - (inN2 - t[i]! - rN2 * ik) * f[i]!;
    const j = N + i;
    const ikHe = INV_K[j]!;
    t[j] = inHe + rHe * (seconds - ikHe) - (inHe - t[j]! - rHe * ikHe) * f[j]!;
  }
}

/**
 * The gradient factor line: GF high at the surface, GF low at the anchor.
 * - 'subsurface': the allowed tissue pressure runs in a straight line (a chord) from the GF-high M-value at
 *   the surface to the GF-low M-value at the anchor, and on along the same line deeper than the anchor.
 * - 'baker-less-conservative': the gradient factor itself is linear in pressure between the surface and the
 *   anchor, and GF low deeper than the anchor. Its curve lies above the chord, so it allows more.
 * Without an anchor (anchorBar = NaN, or not below the surface) GF high applies everywhere.
 */
export interface GfLine {
  surfaceBar: number;
  anchorBar: number;
  gfLow: number;
  gfHigh: number;
  method: GfMethod;
}

/** The gradient factor of Baker's line at an ambient pressure (the chart's and the Baker method's view). */
export function gfAt(line: GfLine, ambientBar: number): number {
  const { surfaceBar, anchorBar, gfLow, gfHigh } = line;
  if (!(anchorBar > surfaceBar)) return gfHigh;
  if (ambientBar >= anchorBar) return gfLow;
  if (ambientBar <= surfaceBar) return gfHigh;
  return gfHigh + ((gfLow - gfHigh) * (ambientBar - surfaceBar)) / (anchorBar - surfaceBar);
}

/**
 * True when every compartment is within its gradient-factor-reduced M-value at this ambient pressure:
 * P_tissue <= P_amb + gf * (M(P_amb) - P_amb), with M(P) = a + P / b. One constant gradient factor.
 */
export function isTolerated(t: Tissues, ambientBar: number, gf: number): boolean {
  for (let i = 0; i < N; i++) {
    const pN2 = t[i]!;
    const pHe = t[N + i]!;
    const total = pN2 + pHe;
    if (total <= ambientBar) continue;
    // Mixed-gas coefficients are weighted by the partial pressures (Bühlmann's convention for trimix).
    const a = (N2_A[i]! * pN2 + HE_A[i]! * pHe) / total;
    const b = (N2_B[i]! * pN2 + HE_B[i]! * pHe) / total;
    const allowed = ambientBar + gf * (a + ambientBar / b - ambientBar);
    if (total > allowed) return false;
  }
  return true;
}

/** True when this ambient pressure is at least every compartment's ceiling on the line (deep enough). */
export function isToleratedOnLine(t: Tissues, ambientBar: number, line: GfLine): boolean {
  for (let i = 0; i < N; i++) {
    const pN2 = t[i]!;
    const pHe = t[N + i]!;
    const total = pN2 + pHe;
    const a = (N2_A[i]! * pN2 + HE_A[i]! * pHe) / total;
    const b = (N2_B[i]! * pN2 + HE_B[i]! * pHe) / total;
    if (compartmentCeiling(total, a, b, line) > ambientBar) return false;
  }
  return true;
}

/** Lowest ambient pressure a compartment tolerates with a constant gradient factor. */
function toleratedWithConstantGf(total: number, a: number, b: number, gf: number): number {
  return (total - a * gf) / (gf / b + 1 - gf);
}

/** Lowest ambient pressure one compartment tolerates on the gradient-factor line. */
function compartmentCeiling(total: number, a: number, b: number, line: GfLine): number {
  const { surfaceBar: s, anchorBar, gfLow, gfHigh } = line;
  if (!(anchorBar > s) || gfLow === gfHigh) return toleratedWithConstantGf(total, a, b, gfHigh);
  if (line.method === 'subsurface') {
    // The chord from (s, M_high(s)) to (A, M_low(A)); the tissue meets it at one pressure when it rises.
    const atSurface = s + gfHigh * (a + s / b - s);
    const atAnchor = anchorBar + gfLow * (a + anchorBar / b - anchorBar);
    if (atAnchor > atSurface) return s + ((total - atSurface) * (anchorBar - s)) / (atAnchor - atSurface);
    // A very low GF low with a shallow anchor can leave the chord flat or falling for a fast compartment;
    // Baker's curve, which lies above the chord, then decides for that compartment alone.
  }
  return bakerCeiling(total, a, b, line);
}

/**
 * Baker's line: between the surface and the anchor the allowed tissue pressure P + gf(P)(a + P/b - P) is
 * quadratic in P; below the anchor it is linear (GF low).
 */
function bakerCeiling(total: number, a: number, b: number, line: GfLine): number {
  const { surfaceBar: s, anchorBar, gfLow, gfHigh } = line;
  const belowAnchor = toleratedWithConstantGf(total, a, b, gfLow);
  if (belowAnchor >= anchorBar) return belowAnchor;
  const c = 1 / b - 1;
  if (total <= s + gfHigh * (a + c * s)) return toleratedWithConstantGf(total, a, b, gfHigh);
  // The root lies between the surface and the anchor: solve qa P² + qb P + qc = 0 there.
  const slope = (gfLow - gfHigh) / (anchorBar - s);
  const g0 = gfHigh - slope * s;
  const qa = slope * c;
  const qb = 1 + g0 * c + slope * a;
  const qc = g0 * a - total;
  let root: number;
  if (Math.abs(qa) < 1e-14) {
    root = -qc / qb;
  } else {
    const disc = Math.max(0, qb * qb - 4 * qa * qc);
    const q = -0.5 * (qb + (qb >= 0 ? Math.sqrt(disc) : -Math.sqrt(disc)));
    const r1 = q / qa;
    const r2 = qc / q;
    const inside = (r: number) => r >= s - 1e-9 && r <= anchorBar + 1e-9;
    root = inside(r1) ? r1 : inside(r2) ? r2 : bisectCeiling(total, a, c, line);
  }
  return root;
}

function bisectCeiling(total: number, a: number, c: number, line: GfLine): number {
  let lo = line.surfaceBar;
  let hi = line.anchorBar;
  for (let k = 0; k < 60; k++) {
    const mid = 0.5 * (lo + hi);
    const allowed = mid + gfAt(line, mid) * (a + c * mid);
    if (allowed >= total) hi = mid;
    else lo = mid;
  }
  return hi;
}

/**
 * The ceiling as an absolute pressure: the shallowest ambient pressure every compartment tolerates on the
 * gradient-factor line. A value at or below the surface pressure means "no ceiling".
 */
export function ceilingBar(t: Tissues, line: GfLine): number {
  let ceiling = 0;
  for (let i = 0; i < N; i++) {
    const pN2 = t[i]!;
    const pHe = t[N + i]!;
    const total = pN2 + pHe;
    const a = (N2_A[i]! * pN2 + HE_A[i]! * pHe) / total;
    const b = (N2_B[i]! * pN2 + HE_B[i]! * pHe) / total;
    const tolerated = compartmentCeiling(total, a, b, line);
    if (tolerated > ceiling) ceiling = tolerated;
  }
  return ceiling;
}

/**
 * The inert gas pressure one compartment may hold at an ambient pressure on the gradient-factor line: the
 * M-value reduced by the line there. `compartmentCeiling` is the ambient pressure at which this equals
 * the tissue's own pressure, so both read the same line (the chord, or Baker's curve where the chord
 * does not rise).
 */
function allowedOnLine(a: number, b: number, line: GfLine, ambientBar: number): number {
  const { surfaceBar: s, anchorBar, gfLow, gfHigh } = line;
  const c = 1 / b - 1;
  if (!(anchorBar > s) || gfLow === gfHigh) return ambientBar + gfHigh * (a + c * ambientBar);
  if (line.method === 'subsurface') {
    const atSurface = s + gfHigh * (a + c * s);
    const atAnchor = anchorBar + gfLow * (a + c * anchorBar);
    if (atAnchor > atSurface) return atSurface + ((ambientBar - s) * (atAnchor - atSurface)) / (anchorBar - s);
  }
  return ambientBar + gfAt(line, ambientBar) * (a + c * ambientBar);
}

/** The compartment nearest its limit at an ambient pressure, and its pressure as a fraction of that limit. */
export interface LeadingCompartment {
  /** 0 to 15. */
  index: number;
  /** Tissue pressure / allowed pressure on the line: 1 means the compartment is at its ceiling here. */
  ratio: number;
}

/**
 * Which compartment is nearest its gradient-factor-reduced M-value at this ambient pressure. A ratio
 * above 1 means the ambient pressure is above (shallower than) that compartment's ceiling.
 */
export function leadingCompartment(t: Tissues, ambientBar: number, line: GfLine): LeadingCompartment {
  let index = 0;
  let ratio = -Infinity;
  for (let i = 0; i < N; i++) {
    const pN2 = t[i]!;
    const pHe = t[N + i]!;
    const total = pN2 + pHe;
    const a = (N2_A[i]! * pN2 + HE_A[i]! * pHe) / total;
    const b = (N2_B[i]! * pN2 + HE_B[i]! * pHe) / total;
    const r = total / allowedOnLine(a, b, line, ambientBar);
    if (r > ratio) {
      ratio = r;
      index = i;
    }
  }
  return { index, ratio };
}

/** Ceiling with one constant gradient factor (the GF-low ceiling that places the anchor). */
export function ceilingBarConstantGf(t: Tissues, gf: number): number {
  let ceiling = 0;
  for (let i = 0; i < N; i++) {
    const pN2 = t[i]!;
    const pHe = t[N + i]!;
    const total = pN2 + pHe;
    const a = (N2_A[i]! * pN2 + HE_A[i]! * pHe) / total;
    const b = (N2_B[i]! * pN2 + HE_B[i]! * pHe) / total;
    const tolerated = toleratedWithConstantGf(total, a, b, gf);
    if (tolerated > ceiling) ceiling = tolerated;
  }
  return ceiling;
}
