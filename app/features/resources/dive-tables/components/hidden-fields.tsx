// The other form's values, carried along so that submitting one form without JavaScript keeps the other.
import type { DiveForm, FieldName } from '../dive-tables.schema.ts';

export function HiddenFields({ form, fields, includeRepeat = false }: { form: DiveForm; fields: readonly FieldName[]; includeRepeat?: boolean }) {
  return (
    <>
      {fields.map((field) => (
        <input key={field} type="hidden" name={field} value={form[field]} />
      ))}
      {includeRepeat && form.repeat ? <input type="hidden" name="repeat" value="on" /> : null}
    </>
  );
}
