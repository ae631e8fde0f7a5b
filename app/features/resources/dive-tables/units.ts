// Display units for depth, altitude and gas volume. Everything is computed in metres and litres; these
// helpers convert only for what the reader sees and types.
import { numberFormat } from '../../../lib/intl-format.ts';

export const UNIT_SYSTEMS = ['metric', 'imperial'] as const;
export type Units = (typeof UNIT_SYSTEMS)[number];

export const FOOT_M = 0.3048;
export const CUBIC_FOOT_L = 28.316846592;
/** One bar in pounds per square inch. */
export const BAR_PSI = 14.503773773;

export function isUnits(value: unknown): value is Units {
  return typeof value === 'string' && (UNIT_SYSTEMS as readonly string[]).includes(value);
}

/** Metres to the number shown in the reader's units. */
export function lengthToDisplay(metres: number, units: Units): number {
  return units === 'metric' ? metres : metres / FOOT_M;
}

/** A number typed in the reader's units back to metres. */
export function lengthFromDisplay(value: number, units: Units): number {
  return units === 'metric' ? value : value * FOOT_M;
}

export function volumeToDisplay(litres: number, units: Units): number {
  return units === 'metric' ? litres : litres / CUBIC_FOOT_L;
}

export function volumeFromDisplay(value: number, units: Units): number {
  return units === 'metric' ? value : value * CUBIC_FOOT_L;
}

/** Message keys of the unit abbreviations in the dive-tables catalogue. */
/** Bar to the number shown in the reader's units (bar or psi). */
export function pressureToDisplay(bar: number, units: Units): number {
  return units === 'metric' ? bar : bar * BAR_PSI;
}

export function pressureFromDisplay(value: number, units: Units): number {
  return units === 'metric' ? value : value / BAR_PSI;
}

/**
 * A cylinder's water volume in litres. Metric divers name a cylinder by it (12 L); imperial divers by the gas
 * it holds at its rated pressure (an aluminium 80 holds 77.4 cu ft at 3000 psi).
 */
export function cylinderWaterLitres(size: number, ratedPressureBar: number | null, units: Units): number {
  if (units === 'metric' || ratedPressureBar === null) return size;
  return (size * CUBIC_FOOT_L) / ratedPressureBar;
}

export function lengthUnitKey(units: Units): string {
  return units === 'metric' ? 'dive-tables.unit.m' : 'dive-tables.unit.ft';
}

export function volumeUnitKey(units: Units): string {
  return units === 'metric' ? 'dive-tables.unit.l' : 'dive-tables.unit.cuft';
}

export function pressureUnitKey(units: Units): string {
  return units === 'metric' ? 'dive-tables.unit.bar' : 'dive-tables.unit.psi';
}

export function sacUnitKey(units: Units): string {
  return units === 'metric' ? 'dive-tables.unit.lPerMin' : 'dive-tables.unit.cuftPerMin';
}

export function formatNumber(value: number, locale: string, maximumFractionDigits = 0): string {
  return numberFormat(locale, { maximumFractionDigits }).format(value);
}
