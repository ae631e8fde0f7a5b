// Breathing gases and the everyday gas arithmetic divers use: MOD, END, best mix.
import { AIR_INERT_FRACTION, AIR_O2_FRACTION, MIN_BREATHABLE_PPO2 } from './constants.ts';
import { depthToBar, type Environment } from './environment.ts';

/** A breathing gas given by its oxygen and helium fractions (0..1); the rest is nitrogen. */
export interface Gas {
  fO2: number;
  fHe: number;
}

export const AIR: Gas = { fO2: AIR_O2_FRACTION, fHe: 0 };

export function nitrogenFraction(gas: Gas): number {
  // Fractions like 0.79 + 0.21 leave rounding dust; never let it go negative.
  const fN2 = 1 - gas.fO2 - gas.fHe;
  return fN2 > 0 ? fN2 : 0;
}

/** Short label: "Air", "EAN32", "Oxygen", "Trimix 18/45". */
export function gasName(gas: Gas): string {
  const o2 = Math.round(gas.fO2 * 100);
  const he = Math.round(gas.fHe * 100);
  if (he > 0) return `Trimix ${o2}/${he}`;
  if (o2 === 100) return 'Oxygen';
  if (o2 === 21) return 'Air';
  return `EAN${o2}`;
}

export function ppO2At(env: Environment, gas: Gas, depthM: number): number {
  return depthToBar(env, depthM) * gas.fO2;
}

/** Maximum operating depth (m) at which the gas reaches the given ppO2; 0 when even the surface is too much. */
export function maxOperatingDepth(env: Environment, gas: Gas, maxPpO2: number): number {
  const depth = (maxPpO2 / gas.fO2 - env.surfaceBar) / env.barPerM;
  return depth > 0 ? depth : 0;
}

/**
 * Shallowest depth (m) at which the gas gives at least `minPpO2` of oxygen (0.16 bar by default); 0 when it
 * is breathable at the surface. A hypoxic trimix is breathed from this depth down, on a travel gas above it.
 */
export function minimumOperatingDepth(env: Environment, gas: Gas, minPpO2: number = MIN_BREATHABLE_PPO2): number {
  const depth = (minPpO2 / gas.fO2 - env.surfaceBar) / env.barPerM;
  return depth > 0 ? depth : 0;
}

/**
 * Equivalent narcotic depth (m): the air depth with the same narcotic effect. With oxygenNarcotic (the
 * default, as most training agencies teach for trimix) oxygen counts as narcotic as nitrogen; otherwise only
 * nitrogen counts and the comparison is with air's nitrogen. Shallower than the surface gives 0.
 */
export function equivalentNarcoticDepth(
  env: Environment,
  gas: Gas,
  depthM: number,
  oxygenNarcotic = true,
): number {
  const ambient = depthToBar(env, depthM);
  const narcotic = oxygenNarcotic
    ? ambient * (nitrogenFraction(gas) + gas.fO2)
    : (ambient * nitrogenFraction(gas)) / AIR_INERT_FRACTION;
  const depth = (narcotic - env.surfaceBar) / env.barPerM;
  return depth > 0 ? depth : 0;
}

function floorToPercent(fraction: number): number {
  // Rounded down to a whole percent so the mix never exceeds the limit it was chosen for; the small offset
  // keeps 0.32 from becoming 0.31 through binary rounding.
  return Math.floor(fraction * 100 + 1e-9) / 100;
}

/** Richest nitrox (whole percent of oxygen, at most 100 %) whose ppO2 at the depth stays within maxPpO2. */
export function bestNitroxMix(env: Environment, depthM: number, maxPpO2: number): Gas {
  const fO2 = Math.min(1, floorToPercent(maxPpO2 / depthToBar(env, depthM)));
  return { fO2, fHe: 0 };
}

/**
 * Best trimix for a depth: the most oxygen the ppO2 limit allows, and just enough helium (rounded up to a
 * whole percent) to keep the equivalent narcotic depth at or above maxEndM.
 */
export function bestTrimixMix(
  env: Environment,
  depthM: number,
  maxPpO2: number,
  maxEndM: number,
  oxygenNarcotic = true,
): Gas {
  const ambient = depthToBar(env, depthM);
  const fO2 = Math.min(1, floorToPercent(maxPpO2 / ambient));
  const endBar = env.surfaceBar + maxEndM * env.barPerM;
  // Largest narcotic fraction allowed at this depth.
  const narcoticMax = oxygenNarcotic ? endBar / ambient : (endBar / ambient) * AIR_INERT_FRACTION;
  const fN2Max = oxygenNarcotic ? narcoticMax - fO2 : narcoticMax;
  const fHeNeeded = Math.ceil((1 - fO2 - Math.max(0, fN2Max)) * 100 - 1e-9) / 100;
  const fHe = Math.min(1 - fO2, Math.max(0, fHeNeeded));
  return { fO2, fHe };
}
