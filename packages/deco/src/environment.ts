import { ISA, SEA_LEVEL_PRESSURE_BAR, STANDARD_GRAVITY, WATER_DENSITY, type Water } from './constants.ts';

/** Where the dive happens: everything needed to turn depth into absolute pressure. */
export interface Environment {
  /** Absolute pressure at the water surface, bar. */
  surfaceBar: number;
  /** Hydrostatic pressure added by one metre of water, bar. */
  barPerM: number;
}

/**
 * Surface pressure at an altitude, from the barometric formula of the International Standard Atmosphere.
 * The diver is assumed to be acclimatised to it (tissues saturated at this pressure before the first dive).
 */
export function surfacePressureAt(altitudeM: number): number {
  const exponent = (STANDARD_GRAVITY * ISA.molarMassKgPerMol) / (ISA.gasConstant * ISA.lapseRateKPerM);
  const ratio = 1 - (ISA.lapseRateKPerM * altitudeM) / ISA.temperatureK;
  return SEA_LEVEL_PRESSURE_BAR * Math.pow(ratio, exponent);
}

export function createEnvironment(water: Water, altitudeM: number): Environment {
  return {
    surfaceBar: surfacePressureAt(altitudeM),
    // rho * g gives pascals per metre; 1 bar = 100 000 Pa.
    barPerM: (WATER_DENSITY[water] * STANDARD_GRAVITY) / 100000,
  };
}

export function depthToBar(env: Environment, depthM: number): number {
  return env.surfaceBar + depthM * env.barPerM;
}

/** Depth for an absolute pressure; pressures below the surface give 0. */
export function barToDepth(env: Environment, bar: number): number {
  const depth = (bar - env.surfaceBar) / env.barPerM;
  return depth > 0 ? depth : 0;
}
