// Units, in one place: the atlas stores and computes in SI (metres, °C, bar, litres, kilometres) and
// converts only what a reader sees or types. The factors, the conversions and the display formats are
// here; stored values are never rounded, only the text shown is. (packages/deco keeps its own constants:
// it is a separate package with no web in it.)
import { numberFormat } from './intl-format.ts';

export const UNIT_SYSTEMS = ['metric', 'imperial'] as const;
export type Units = (typeof UNIT_SYSTEMS)[number];

export function isUnits(value: unknown): value is Units {
  return typeof value === 'string' && (UNIT_SYSTEMS as readonly string[]).includes(value);
}

/** The international foot (1959), exact; a foot of sea water as a depth is the same length. */
export const METRES_PER_FOOT = 0.3048;
/** The international mile, exact. */
export const KM_PER_MILE = 1.609344;
export const LITRES_PER_CUBIC_FOOT = 28.316846592;
/** One bar in pounds per square inch. */
export const PSI_PER_BAR = 14.503773773;
/** The international avoirdupois pound, exact. */
export const KG_PER_POUND = 0.45359237;

export const metresToFeet = (metres: number) => metres / METRES_PER_FOOT;
export const feetToMetres = (feet: number) => feet * METRES_PER_FOOT;
export const celsiusToFahrenheit = (celsius: number) => (celsius * 9) / 5 + 32;
export const fahrenheitToCelsius = (fahrenheit: number) => ((fahrenheit - 32) * 5) / 9;

/** Metres to the number shown in the reader's units. */
export function lengthToDisplay(metres: number, units: Units): number {
  return units === 'metric' ? metres : metresToFeet(metres);
}

/** A number typed in the reader's units back to metres. */
export function lengthFromDisplay(value: number, units: Units): number {
  return units === 'metric' ? value : feetToMetres(value);
}

export function temperatureValue(celsius: number, units: Units): number {
  return units === 'imperial' ? celsiusToFahrenheit(celsius) : celsius;
}

export function volumeToDisplay(litres: number, units: Units): number {
  return units === 'metric' ? litres : litres / LITRES_PER_CUBIC_FOOT;
}

export function volumeFromDisplay(value: number, units: Units): number {
  return units === 'metric' ? value : value * LITRES_PER_CUBIC_FOOT;
}

/** Bar to the number shown in the reader's units (bar or psi). */
export function pressureToDisplay(bar: number, units: Units): number {
  return units === 'metric' ? bar : bar * PSI_PER_BAR;
}

export function pressureFromDisplay(value: number, units: Units): number {
  return units === 'metric' ? value : value / PSI_PER_BAR;
}

/** Kilograms (ballast) to the number shown in the reader's units (kg or lb). */
export function massToDisplay(kg: number, units: Units): number {
  return units === 'metric' ? kg : kg / KG_PER_POUND;
}

export function massFromDisplay(value: number, units: Units): number {
  return units === 'metric' ? value : value * KG_PER_POUND;
}

/**
 * A cylinder's water volume in litres. Metric divers name a cylinder by it (12 L); imperial divers by the gas
 * it holds at its rated pressure (an aluminium 80 holds 77.4 cu ft at 3000 psi).
 */
export function cylinderWaterLitres(size: number, ratedPressureBar: number | null, units: Units): number {
  if (units === 'metric' || ratedPressureBar === null) return size;
  return (size * LITRES_PER_CUBIC_FOOT) / ratedPressureBar;
}

/** The size a diver names a cylinder by, from its water volume: litres, or cubic feet of gas at its rated pressure (null without one). */
export function cylinderSizeToDisplay(waterL: number, ratedPressureBar: number | null, units: Units): number | null {
  if (units === 'metric') return waterL;
  return ratedPressureBar === null ? null : (waterL * ratedPressureBar) / LITRES_PER_CUBIC_FOOT;
}

export function formatNumber(value: number, locale: string, maximumFractionDigits = 0): string {
  return numberFormat(locale, { maximumFractionDigits }).format(value);
}

/** "18 m" or "59 ft". */
export function formatDepth(metres: number, units: Units, locale: string): string {
  return units === 'imperial' ? `${formatNumber(metresToFeet(metres), locale, 0)} ft` : `${formatNumber(metres, locale, 1)} m`;
}

/** "5–30 m"; either end may be unknown. */
export function formatDepthRange(min: number | null, max: number | null, units: Units, locale: string): string | null {
  if (min === null && max === null) return null;
  if (min !== null && max !== null) {
    if (min === max) return formatDepth(max, units, locale);
    const convert = (m: number) => (units === 'imperial' ? formatNumber(metresToFeet(m), locale, 0) : formatNumber(m, locale, 1));
    return `${convert(min)}–${convert(max)} ${depthUnit(units)}`;
  }
  return min !== null ? `≥ ${formatDepth(min, units, locale)}` : `≤ ${formatDepth(max!, units, locale)}`;
}

/** "26 °C" or "79 °F". */
export function formatTemperature(celsius: number, units: Units, locale: string): string {
  return units === 'imperial' ? `${formatNumber(celsiusToFahrenheit(celsius), locale, 0)} °F` : `${formatNumber(celsius, locale, 1)} °C`;
}

/** "850 m", "12 km", "7.5 mi". */
export function formatDistance(km: number, units: Units, locale: string): string {
  if (units === 'imperial') {
    const miles = km / KM_PER_MILE;
    return miles < 0.2 ? `${formatNumber(metresToFeet(km * 1000), locale, 0)} ft` : `${formatNumber(miles, locale, miles < 10 ? 1 : 0)} mi`;
  }
  return km < 1 ? `${formatNumber(km * 1000, locale, 0)} m` : `${formatNumber(km, locale, km < 10 ? 1 : 0)} km`;
}

export function depthUnit(units: Units): 'm' | 'ft' {
  return units === 'imperial' ? 'ft' : 'm';
}

export function temperatureUnit(units: Units): '°C' | '°F' {
  return units === 'imperial' ? '°F' : '°C';
}

/** A stored SI value as a form field shows it: in the reader's units, to one decimal; empty when unset. */
export function filterInputValue(value: number | null | undefined, units: Units, toImperial: (v: number) => number): string {
  if (value === undefined || value === null) return '';
  return String(Math.round((units === 'imperial' ? toImperial(value) : value) * 10) / 10);
}
