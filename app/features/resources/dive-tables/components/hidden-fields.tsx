// The table settings, carried along by the planner's form so that the plan uses the table's gradient
// factors, water, altitude and units, with or without JavaScript.
import { SETTINGS_FIELDS, type SettingsForm } from '../table-settings.ts';

export function SettingsHiddenFields({ form }: { form: SettingsForm }) {
  return (
    <>
      <input type="hidden" name="units" value={form.units} />
      {SETTINGS_FIELDS.map((field) => (
        <input key={field} type="hidden" name={field} value={form[field]} />
      ))}
    </>
  );
}
