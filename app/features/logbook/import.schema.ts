// What the import page's forms send: which import, the dives ticked and their privacy, and for a held
// CSV file what each column holds. Columns arrive as `field-N`, `unit-N` and `cylinder-N` (N the column's
// position), read here into the package's mapping shape; the package checks the mapping once more.
import { z } from 'zod';
import type { CsvColumn, CsvField, CsvMapping, CsvUnit } from '@diveatlas/divelog';
import { DIVE_PRIVACY } from './dive-vocabulary.ts';

/** Columns a mapping form offers: more than any dive list has. */
export const MAX_CSV_COLUMNS = 60;

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const ImportRefSchema = z.object({ importId: id });

export const ImportSaveSchema = z.object({
  importId: id,
  dive: z.array(z.coerce.number().int().min(0).max(1_000_000)).max(50_000).default([]),
  privacy: z.enum(DIVE_PRIVACY, { error: 'logbook.form.error.privacy' }),
});

export const ImportMappingSchema = z.object({
  importId: id,
  fileIndex: z.coerce.number().int().min(0).max(100),
  dateOrder: z.enum(['YMD', 'DMY', 'MDY']),
  decimalComma: z.string().max(10).optional(),
});

/**
 * The mapping the member confirmed: the file's layout (delimiter, header, encoding) from the held file's
 * guess, and the columns from the form. Null when no column holds the date.
 */
export function mappingFromForm(form: FormData, base: CsvMapping, headers: readonly string[], fields: readonly CsvField[], units: readonly CsvUnit[], choice: z.infer<typeof ImportMappingSchema>): CsvMapping | null {
  const columns: CsvColumn[] = [];
  const count = Math.min(MAX_CSV_COLUMNS, Math.max(headers.length, ...base.columns.map((column) => column.index + 1)));
  for (let index = 0; index < count; index++) {
    const field = String(form.get(`field-${index}`) ?? '');
    if (!fields.includes(field as CsvField)) continue;
    const unit = String(form.get(`unit-${index}`) ?? '');
    const cylinder = Number(form.get(`cylinder-${index}`) ?? '');
    const isCylinderField = ['cylinderSize', 'workPressure', 'startPressure', 'endPressure', 'o2', 'he'].includes(field);
    columns.push({
      header: base.hasHeader ? (headers[index] ?? null) : null,
      index,
      field: field as CsvField,
      unit: units.includes(unit as CsvUnit) ? (unit as CsvUnit) : null,
      cylinder: isCylinderField ? (Number.isInteger(cylinder) && cylinder >= 1 && cylinder <= 32 ? cylinder - 1 : 0) : null,
    });
  }
  if (!columns.some((column) => column.field === 'date' || column.field === 'dateTime')) return null;
  return { ...base, dateOrder: choice.dateOrder, decimalComma: choice.decimalComma === 'on', columns };
}
