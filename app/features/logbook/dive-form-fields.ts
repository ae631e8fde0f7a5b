// The hand form of a dive as the browser draws it: its field names, the rows it shows and the offsets it
// offers. Apart from dive-form.ts, which reads the posted form with the dive's schema, so that the form's
// page does not load the schema library into the browser.
import type { FormValues } from '../../lib/form-submission.ts';
import { MAX_CYLINDERS, MAX_GAS_SWITCHES } from './dive-limits.ts';

/** The checkbox groups of the form. */
export const DIVE_LIST_FIELDS = ['tags'] as const;

/** How a place is given: an atlas site, a new place, or none. */
export const PLACE_KINDS = ['site', 'new', 'none'] as const;

/** Rows the form shows for cylinders and gas switches when the dive has none. */
export const EMPTY_ROWS = { cylinders: 1, switches: 0 } as const;

export const CYLINDER_FIELDS = ['Description', 'Size', 'WorkPressure', 'Start', 'End', 'O2', 'He'] as const;
export const cylinderField = (index: number, part: (typeof CYLINDER_FIELDS)[number]) => `cyl${index}${part}`;
/** Hidden parts of a row that carry what the form does not show (a rebreather cylinder's use, a switch to a mix with no cylinder). */
export const cylinderUseField = (index: number) => `cyl${index}Use`;
export const switchField = (index: number, part: 'Time' | 'Cylinder' | 'O2' | 'He') => `sw${index}${part}`;

/** The offsets a zone in use has had (quarter hours from −12:00 to +14:00). */
export const OFFSET_CHOICES: readonly number[] = Array.from({ length: (14 + 12) * 4 + 1 }, (_, index) => -12 * 60 + index * 15);

function rowCount(values: FormValues, counter: string, present: (index: number) => boolean, max: number, least: number): number {
  const posted = Number(values[counter]);
  let rows = Number.isInteger(posted) && posted > 0 ? Math.min(posted, max) : least;
  while (rows < max && present(rows)) rows += 1;
  return rows;
}

export function cylinderRows(values: FormValues): number {
  return rowCount(values, 'cylinderRows', (index) => CYLINDER_FIELDS.some((part) => typeof values[cylinderField(index, part)] === 'string'), MAX_CYLINDERS, EMPTY_ROWS.cylinders);
}

export function switchRows(values: FormValues): number {
  return rowCount(values, 'switchRows', (index) => typeof values[switchField(index, 'Time')] === 'string', MAX_GAS_SWITCHES, EMPTY_ROWS.switches);
}
