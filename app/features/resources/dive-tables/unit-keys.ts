// The dive tables' unit abbreviations are messages of their catalogue ("dive-tables.unit.m"), so each
// language writes them its own way; the conversions are in app/lib/units.ts.
import type { Units } from '~/lib/units.ts';

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
