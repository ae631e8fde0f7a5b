// Display of stored SI quantities in the member's units. Stored values are never rounded; only
// the text shown is.
import { numberFormat } from '../../lib/intl-format.ts';

export type Units = 'metric' | 'imperial';

const FEET_PER_METRE = 1 / 0.3048;
const MILES_PER_KM = 1 / 1.609344;

export const metresToFeet = (metres: number) => metres * FEET_PER_METRE;
export const feetToMetres = (feet: number) => feet * 0.3048;
export const celsiusToFahrenheit = (celsius: number) => (celsius * 9) / 5 + 32;
export const fahrenheitToCelsius = (fahrenheit: number) => ((fahrenheit - 32) * 5) / 9;

function number(locale: string, value: number, digits: number): string {
  return numberFormat(locale, { maximumFractionDigits: digits }).format(value);
}

/** "18 m" or "59 ft". */
export function formatDepth(metres: number, units: Units, locale: string): string {
  return units === 'imperial' ? `${number(locale, metresToFeet(metres), 0)} ft` : `${number(locale, metres, 1)} m`;
}

/** "5–30 m"; either end may be unknown. */
export function formatDepthRange(min: number | null, max: number | null, units: Units, locale: string): string | null {
  if (min === null && max === null) return null;
  if (min !== null && max !== null) {
    if (min === max) return formatDepth(max, units, locale);
    const unit = units === 'imperial' ? 'ft' : 'm';
    const convert = (m: number) => (units === 'imperial' ? number(locale, metresToFeet(m), 0) : number(locale, m, 1));
    return `${convert(min)}–${convert(max)} ${unit}`;
  }
  return min !== null ? `≥ ${formatDepth(min, units, locale)}` : `≤ ${formatDepth(max!, units, locale)}`;
}

/** "26 °C" or "79 °F". */
export function formatTemperature(celsius: number, units: Units, locale: string): string {
  return units === 'imperial' ? `${number(locale, celsiusToFahrenheit(celsius), 0)} °F` : `${number(locale, celsius, 1)} °C`;
}

export function temperatureValue(celsius: number, units: Units): number {
  return units === 'imperial' ? celsiusToFahrenheit(celsius) : celsius;
}

/** "850 m", "12 km", "7.5 mi". */
export function formatDistance(km: number, units: Units, locale: string): string {
  if (units === 'imperial') {
    const miles = km * MILES_PER_KM;
    return miles < 0.2 ? `${number(locale, km * 1000 * FEET_PER_METRE, 0)} ft` : `${number(locale, miles, miles < 10 ? 1 : 0)} mi`;
  }
  return km < 1 ? `${number(locale, km * 1000, 0)} m` : `${number(locale, km, km < 10 ? 1 : 0)} km`;
}

export function depthUnit(units: Units): 'm' | 'ft' {
  return units === 'imperial' ? 'ft' : 'm';
}

export function temperatureUnit(units: Units): '°C' | '°F' {
  return units === 'imperial' ? '°F' : '°C';
}

/** A stored SI value as a filter input shows it: in the viewer's units, to one decimal; empty when unset. */
export function filterInputValue(value: number | undefined, units: Units, toImperial: (v: number) => number): string {
  if (value === undefined) return '';
  return String(Math.round((units === 'imperial' ? toImperial(value) : value) * 10) / 10);
}
