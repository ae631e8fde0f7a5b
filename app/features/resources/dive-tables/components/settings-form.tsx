// The table settings: units, gradient factors, water and altitude. A plain GET form, so the table can be
// changed without JavaScript; with it, every change recomputes the table at once.
import { Link } from 'react-router';
import type { Translator } from '~/lib/i18n.ts';
import { convertForm, diveFormSearch, limitsFor, WATERS, type DiveForm, type FieldErrors, type FieldName } from '../dive-tables.schema.ts';
import { formatNumber, lengthUnitKey, sacUnitKey, UNIT_SYSTEMS } from '../units.ts';
import { Field, inputClass, NumberInput } from './form-field.tsx';
import { HiddenFields } from './hidden-fields.tsx';

/** Gradient factor pairs worth comparing: the planner's default, a common middle setting, and plain Bühlmann. */
const GF_PRESETS: readonly [number, number][] = [
  [30, 75],
  [40, 85],
  [100, 100],
];

type Props = {
  form: DiveForm;
  errors: FieldErrors;
  t: Translator;
  onField: (field: FieldName, value: string) => void;
  onPreset: (gfLow: number, gfHigh: number) => void;
};

export function SettingsForm({ form, errors, t, onField, onPreset }: Props) {
  const limits = limitsFor(form.units);
  const error = (field: FieldName) => {
    const e = errors[field];
    return e ? t(e.key, { ...limitParams(field, form, t), ...e.params }) : undefined;
  };
  return (
    <form method="get" action="/dive-tables" className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="settings-heading">
      <h2 id="settings-heading" className="text-xl font-bold text-slate-900">
        {t('dive-tables.settings.title')}
      </h2>
      <HiddenFields form={form} fields={['depth', 'time', 'o2', 'sac', 'interval', 'depth2', 'time2']} includeRepeat />
      <input type="hidden" name="units" value={form.units} />

      <div className="flex flex-wrap gap-x-10 gap-y-4">
        <div>
          <p id="units-label" className="text-sm font-semibold text-slate-800">
            {t('dive-tables.settings.units')}
          </p>
          <ul aria-labelledby="units-label" className="mt-1 inline-flex overflow-hidden rounded-md border border-sky-800">
            {UNIT_SYSTEMS.map((units) => {
              const current = units === form.units;
              return (
                <li key={units}>
                  <Link
                    to={`?${diveFormSearch(convertForm(form, units))}`}
                    preventScrollReset
                    aria-current={current ? 'true' : undefined}
                    className={`block px-3 py-1.5 text-sm font-semibold whitespace-nowrap ${current ? 'bg-sky-800 text-white' : 'bg-white text-sky-900 underline hover:bg-sky-50'}`}
                  >
                    {t(`dive-tables.units.${units}`)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
        <div>
          <p id="presets-label" className="text-sm font-semibold text-slate-800">
            {t('dive-tables.settings.presets')}
          </p>
          <ul aria-labelledby="presets-label" className="mt-1 flex flex-wrap gap-2">
            {GF_PRESETS.map(([low, high]) => (
              <li key={`${low}-${high}`}>
                <Link
                  to={`?${diveFormSearch({ ...form, gfLow: String(low), gfHigh: String(high) })}`}
                  preventScrollReset
                  onClick={(event) => {
                    event.preventDefault();
                    onPreset(low, high);
                  }}
                  className="inline-block rounded-full border border-sky-800 px-3 py-1 text-sm font-semibold text-sky-900 hover:bg-sky-50"
                >
                  {low === 100 && high === 100 ? t('dive-tables.settings.presetPlain') : t('dive-tables.settings.preset', { low, high })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field id="gfLow" label={t('dive-tables.settings.gfLow')} hint={t('dive-tables.settings.gfLowHint')} error={error('gfLow')}>
          {(describedBy, invalid) => (
            <NumberInput id="gfLow" name="gfLow" value={form.gfLow} range={limits.gf} describedBy={describedBy} invalid={invalid} onValue={(v) => onField('gfLow', v)} />
          )}
        </Field>
        <Field id="gfHigh" label={t('dive-tables.settings.gfHigh')} hint={t('dive-tables.settings.gfHighHint')} error={error('gfHigh')}>
          {(describedBy, invalid) => (
            <NumberInput id="gfHigh" name="gfHigh" value={form.gfHigh} range={limits.gf} describedBy={describedBy} invalid={invalid} onValue={(v) => onField('gfHigh', v)} />
          )}
        </Field>
        <Field id="water" label={t('dive-tables.settings.water')} error={error('water')}>
          {(describedBy, invalid) => (
            <select
              id="water"
              name="water"
              value={form.water}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              onChange={(event) => onField('water', event.currentTarget.value)}
              className={inputClass}
            >
              {WATERS.map((water) => (
                <option key={water} value={water}>
                  {t(`dive-tables.water.${water}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id="altitude"
          label={t('dive-tables.settings.altitude', { unit: t(lengthUnitKey(form.units)) })}
          hint={t('dive-tables.settings.altitudeHint')}
          error={error('altitude')}
        >
          {(describedBy, invalid) => (
            <NumberInput id="altitude" name="altitude" value={form.altitude} range={limits.altitude} describedBy={describedBy} invalid={invalid} onValue={(v) => onField('altitude', v)} />
          )}
        </Field>
      </div>

      <button type="submit" className="rounded-md bg-sky-800 px-4 py-2 font-semibold text-white hover:bg-sky-900">
        {t('dive-tables.settings.submit')}
      </button>
    </form>
  );
}

/** The figures an error message quotes: the field's limits, in the reader's units and number format. */
export function limitParams(field: FieldName, form: DiveForm, t: Translator): Record<string, string | number> {
  const limits = limitsFor(form.units);
  const range = (r: { min: number; max: number }) => ({ min: formatNumber(r.min, t.locale, 2), max: formatNumber(r.max, t.locale, 2) });
  const unit = t(lengthUnitKey(form.units));
  switch (field) {
    case 'gfLow':
    case 'gfHigh':
      return range(limits.gf);
    case 'altitude':
      return { ...range(limits.altitude), unit };
    case 'depth':
    case 'depth2':
      return { ...range(limits.depth), unit };
    case 'time':
    case 'time2':
      return range(limits.time);
    case 'o2':
      return range(limits.o2);
    case 'sac':
      return { ...range(limits.sac), unit: t(sacUnitKey(form.units)) };
    case 'interval':
      return range(limits.interval);
    case 'water':
      return {};
  }
}
