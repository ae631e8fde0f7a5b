// Values written with their unit in the text, as Subsurface writes them ('30.5 m', '12.0 C', '200.0 bar',
// '13.399 l', '33.0%', '4.536 kg', '1020 g/l'); read into the model's units whatever unit is written.
import { cubicFeetToWaterLitres, fahrenheitToCelsius, feetToMetres, kelvinToCelsius, pascalToBar, poundsToKg, psiToBar } from '../units.ts';

// Letters, '%', '/', '°' and '³' end a value as its unit.
const isUnitChar = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 37 || c === 47 || c === 176 || c === 179;

/** Splits '30.5 m' into 30.5 and 'm' (by hand: a million samples go through here). */
function split(text: string | undefined): { value: number; unit: string } | null {
  if (text === undefined) return null;
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) <= 32) end--;
  let unitStart = end;
  while (unitStart > 0 && isUnitChar(text.charCodeAt(unitStart - 1))) unitStart--;
  const number = text.slice(0, unitStart).trim();
  if (number === '' || !/^[-+]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:[eE][-+]?\d+)?$/.test(number)) return null;
  const value = Number(number.includes(',') ? number.replace(',', '.') : number);
  return Number.isFinite(value) ? { value, unit: text.slice(unitStart, end).toLowerCase() } : null;
}

export function depthText(text: string | undefined): number | null {
  const v = split(text);
  if (!v) return null;
  if (v.unit === 'ft' || v.unit === 'feet') return feetToMetres(v.value);
  return v.unit === '' || v.unit === 'm' ? v.value : null;
}

export function temperatureText(text: string | undefined): number | null {
  const v = split(text);
  if (!v) return null;
  const unit = v.unit.replace('°', '');
  if (unit === 'f') return fahrenheitToCelsius(v.value);
  if (unit === 'k') return kelvinToCelsius(v.value);
  return unit === '' || unit === 'c' ? v.value : null;
}

export function pressureText(text: string | undefined): number | null {
  const v = split(text);
  if (!v) return null;
  switch (v.unit) {
    case '':
    case 'bar':
      return v.value;
    case 'mbar':
      return v.value / 1000;
    case 'psi':
      return psiToBar(v.value);
    case 'pa':
      return pascalToBar(v.value);
    default:
      return null;
  }
}

/** Litres of water capacity; a size in cubic feet needs the working pressure. */
export function volumeText(text: string | undefined, workPressureBar: number | null): number | null {
  const v = split(text);
  if (!v) return null;
  if (v.unit === 'cuft' || v.unit === 'ft³') return workPressureBar === null ? null : cubicFeetToWaterLitres(v.value, workPressureBar);
  return v.unit === '' || v.unit === 'l' ? v.value : null;
}

/** A gas fraction as a percentage: '32.0%', or '0.32' (a fraction). */
export function percentText(text: string | undefined): number | null {
  const v = split(text);
  if (!v) return null;
  if (v.unit === '%') return v.value;
  return v.unit === '' ? (v.value <= 1 ? v.value * 100 : v.value) : null;
}

export function weightText(text: string | undefined): number | null {
  const v = split(text);
  if (!v) return null;
  if (v.unit === 'lbs' || v.unit === 'lb') return poundsToKg(v.value);
  return v.unit === '' || v.unit === 'kg' ? v.value : null;
}

/** A plain number with any unit ignored ('1020 g/l' gives 1020). */
export function numberText(text: string | undefined): number | null {
  return split(text)?.value ?? null;
}
