// Unit conversions into the model's SI units. Factors are exact by definition (foot, pound, inch) or the
// conventional ones (standard atmosphere).

export const FOOT_M = 0.3048;
export const PSI_BAR = 0.0689475729;
export const CUBIC_FOOT_L = 28.316846592;
export const ATM_BAR = 1.01325;
export const POUND_KG = 0.45359237;

export const feetToMetres = (ft: number): number => ft * FOOT_M;
export const metresToFeet = (m: number): number => m / FOOT_M;
export const fahrenheitToCelsius = (f: number): number => ((f - 32) * 5) / 9;
export const celsiusToFahrenheit = (c: number): number => (c * 9) / 5 + 32;
export const kelvinToCelsius = (k: number): number => k - 273.15;
export const celsiusToKelvin = (c: number): number => c + 273.15;
export const psiToBar = (psi: number): number => psi * PSI_BAR;
export const barToPsi = (bar: number): number => bar / PSI_BAR;
export const pascalToBar = (pa: number): number => pa / 100_000;
export const barToPascal = (bar: number): number => bar * 100_000;
export const poundsToKg = (lb: number): number => lb * POUND_KG;

/**
 * Water capacity in litres of a cylinder sold by its gas volume in cubic feet at its working pressure
 * (the American way: an AL80 holds 77.4 ft³ of gas at 3000 psi): gas volume ÷ (working pressure in atm).
 */
export function cubicFeetToWaterLitres(cuft: number, workPressureBar: number): number | null {
  if (!(workPressureBar > 0)) return null;
  return (cuft * CUBIC_FOOT_L) / (workPressureBar / ATM_BAR);
}

/** A number from a file's text, or null for empty or unreadable text. Accepts a decimal comma. */
export function parseNumber(text: string | undefined | null): number | null {
  if (text === undefined || text === null) return null;
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed.includes(',') && !trimmed.includes('.') ? trimmed.replace(',', '.') : trimmed);
  return Number.isFinite(value) ? value : null;
}

/** Rounds to a number of decimals, for writers (no `1.2000000000000002` in a file). */
export function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
