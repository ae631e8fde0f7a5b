// A held CSV file's mapping step: for each column of its header, what it holds and in which unit
// (the reader's guess, or the member's mapping for files like it, filled in), how dates are written
// and whether decimals take a comma. What is confirmed is remembered for the next file like it.
import type { CsvField, CsvUnit } from '@diveatlas/divelog';
import type { FormReply } from '~/lib/form-submission.ts';
import { useT } from '~/lib/use-translation.ts';
import { Checkbox, FormKit, SelectField, SubmitButton } from '~/ui/form-kit.tsx';
import type { HeldCsv } from '../import-preview.queries.server.ts';

const CYLINDER_FIELDS: readonly string[] = ['cylinderSize', 'workPressure', 'startPressure', 'endPressure', 'o2', 'he'];

export function ImportCsvMapping({ importId, held, fields, units, reply }: { importId: number; held: HeldCsv; fields: readonly CsvField[]; units: readonly CsvUnit[]; reply: Partial<FormReply> | undefined }) {
  const t = useT();
  const count = Math.max(held.headers.length, ...held.mapping.columns.map((column) => column.index + 1));
  const defaults: Record<string, string> = { dateOrder: held.mapping.dateOrder, decimalComma: held.mapping.decimalComma ? 'on' : '' };
  for (const column of held.mapping.columns) {
    defaults[`field-${column.index}`] = column.field;
    defaults[`unit-${column.index}`] = column.unit ?? '';
    defaults[`cylinder-${column.index}`] = column.cylinder === null ? '1' : String(column.cylinder + 1);
  }
  const headingId = `import-csv-${held.fileIndex}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-2xl border border-amber-300 bg-amber-50 p-5" data-testid="import-csv-mapping">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('logbook.import.csv.title', { name: held.name })}
      </h2>
      <p className="text-slate-700">{t('logbook.import.csv.intro')}</p>
      <FormKit intent="map" reply={reply} idPrefix={`csv-${held.fileIndex}`} defaults={defaults} className="space-y-4">
        <input type="hidden" name="importId" value={importId} />
        <input type="hidden" name="fileIndex" value={held.fileIndex} />
        <div className="grid gap-3 sm:grid-cols-2">
          {Array.from({ length: Math.min(count, 60) }, (_, index) => {
            const header = held.headers[index];
            return (
              <fieldset key={index} className="space-y-2 rounded-xl border border-slate-200 bg-white p-3">
                <legend className="px-1 text-sm font-semibold text-slate-900">{header ? t('logbook.import.csv.column', { header }) : t('logbook.import.csv.columnNumber', { number: index + 1 })}</legend>
                <SelectField name={`field-${index}`} label={t('logbook.import.csv.field')} emptyLabel={t('logbook.import.csv.ignore')} options={fields.map((field) => ({ value: field, label: t(`logbook.import.csvField.${field}`) }))} />
                <SelectField name={`unit-${index}`} label={t('logbook.import.csv.unit')} emptyLabel={t('logbook.import.csv.unitDefault')} options={units.map((unit) => ({ value: unit, label: t(`logbook.import.csvUnit.${unit}`) }))} />
                {CYLINDER_FIELDS.includes(defaults[`field-${index}`] ?? '') ? (
                  <SelectField name={`cylinder-${index}`} label={t('logbook.import.csv.cylinder')} options={[1, 2, 3, 4, 5, 6].map((number) => ({ value: String(number), label: String(number) }))} />
                ) : null}
              </fieldset>
            );
          })}
        </div>
        <SelectField name="dateOrder" label={t('logbook.import.csv.dateOrder')} options={(['YMD', 'DMY', 'MDY'] as const).map((order) => ({ value: order, label: t(`logbook.import.csv.dateOrder.${order}`) }))} />
        <Checkbox name="decimalComma" label={t('logbook.import.csv.decimalComma')} />
        <SubmitButton name="intent" value="map">
          {t('logbook.import.csv.read')}
        </SubmitButton>
      </FormKit>
    </section>
  );
}
