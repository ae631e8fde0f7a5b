// Physical constants and the ZHL-16C coefficients. These are published facts; the sources are named next
// to each value so that a reader can check them.

/**
 * ZHL-16C coefficients, compartment 1 in its "1b" variant (5 min N2 half-time).
 * Source: A. A. Bühlmann, "Tauchmedizin" (ZHL-16C), as tabulated in Subsurface core/deco.cpp
 * (subsurface/subsurface, GPL-2.0; numbers only) and cross-checked against Abysner and GasPlanner.
 * Half-times in minutes, a in bar, b dimensionless.
 */
export const N2_HALF_TIME_MIN: readonly number[] = [
  5.0, 8.0, 12.5, 18.5, 27.0, 38.3, 54.3, 77.0, 109.0, 146.0, 187.0, 239.0, 305.0, 390.0, 498.0, 635.0,
];
export const N2_A: readonly number[] = [
  1.1696, 1.0, 0.8618, 0.7562, 0.62, 0.5043, 0.441, 0.4, 0.375, 0.35, 0.3295, 0.3065, 0.2835, 0.261, 0.248,
  0.2327,
];
export const N2_B: readonly number[] = [
  0.5578, 0.6514, 0.7222, 0.7825, 0.8126, 0.8434, 0.8693, 0.891, 0.9092, 0.9222, 0.9319, 0.9403, 0.9477,
  0.9544, 0.9602, 0.9653,
];
export const HE_HALF_TIME_MIN: readonly number[] = [
  1.88, 3.02, 4.72, 6.99, 10.21, 14.48, 20.53, 29.11, 41.2, 55.19, 70.69, 90.34, 115.29, 147.42, 188.24,
  240.03,
];
export const HE_A: readonly number[] = [
  1.6189, 1.383, 1.1919, 1.0458, 0.922, 0.8205, 0.7305, 0.6502, 0.595, 0.5545, 0.5333, 0.5189, 0.5181, 0.5176,
  0.5172, 0.5119,
];
export const HE_B: readonly number[] = [
  0.477, 0.5747, 0.6527, 0.7223, 0.7582, 0.7957, 0.8279, 0.8553, 0.8757, 0.8903, 0.8997, 0.9073, 0.9122,
  0.9171, 0.9217, 0.9267,
];

export const COMPARTMENTS = 16;

/** Alveolar water vapour pressure in bar used with Bühlmann's model (respiratory quotient 1.0). */
export const WATER_VAPOUR_BAR = 0.0627;

/**
 * Inert fraction of air breathed at the surface. Argon (0.93 %) is counted with nitrogen, as Bühlmann did,
 * so that a gas given as {fO2: 0.21, fHe: 0} and surface air load the tissues the same way.
 */
export const AIR_INERT_FRACTION = 0.79;
export const AIR_O2_FRACTION = 0.21;

/** International Standard Atmosphere at sea level, bar. */
export const SEA_LEVEL_PRESSURE_BAR = 1.01325;

/** Standard gravity, m/s². */
export const STANDARD_GRAVITY = 9.80665;

/** Water densities in kg/m³: EN 13319 is the density dive computers use by convention. */
export const WATER_DENSITY = {
  fresh: 1000,
  en13319: 1020,
  salt: 1030,
} as const;

export type Water = keyof typeof WATER_DENSITY;

/** Barometric formula constants (International Standard Atmosphere, troposphere). */
export const ISA = {
  temperatureK: 288.15,
  lapseRateKPerM: 0.0065,
  molarMassKgPerMol: 0.0289644,
  gasConstant: 8.3144598,
} as const;

/** The lowest inspired oxygen partial pressure treated as breathable (bar). */
export const MIN_BREATHABLE_PPO2 = 0.16;

export const MAX_DEPTH_M = 200;
