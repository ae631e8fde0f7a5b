// The table settings: units, gradient factors, water and altitude. A plain GET form the server answers with
// the table; with JavaScript, a change is sent on its own after a short pause, so the table follows.
import { useEffect, useRef } from 'react';
import { Form, Link, useLocation, useSubmit } from 'react-router';
import type { Translator } from '~/lib/i18n.ts';
import { convertSettings, settingsLimits, settingsSearch, WATERS, type FieldErrors, type SettingsField, type SettingsForm as SettingsValues } from '../table-settings.ts';
import { formatNumber, UNIT_SYSTEMS } from '~/lib/units.ts';
import { lengthUnitKey } from '../unit-keys.ts';
import { Field, inputClass, NumberInput } from './form-field.tsx';

/** Gradient factor pairs worth comparing: the planner's default (Subsurface's), GasPlanner's, and plain Bühlmann. */
const GF_PRESETS: readonly [number, number][] = [
  [30, 75],
  [40, 85],
  [100, 100],
];

/** Long enough to finish typing a number, short enough to feel immediate. */
const SUBMIT_DELAY_MS = 450;

type Props = { form: SettingsValues; errors: FieldErrors<SettingsField>; t: Translator };

export function SettingsForm({ form, errors, t }: Props) {
  const location = useLocation();
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const limits = settingsLimits(form.units);
  const error = (field: SettingsField) => {
    const e = errors[field];
    return e ? t(e.key, { ...settingsLimitParams(field, form, t), ...e.params }) : undefined;
  };
  const base = new URLSearchParams(location.search);
  // Links (units, presets) give the inputs new values: a new key renders them afresh. Sending the form
  // itself keeps the key, so the field being typed in keeps its focus.
  const resetKey = (location.state as { settingsLink?: string } | null)?.settingsLink ?? 'typed';
  return (
    <Form
      method="get"
      action="/dive-tables"
      preventScrollReset
      replace
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      aria-labelledby="settings-heading"
      onChange={(event) => {
        const target = event.currentTarget;
        clearTimeout(timer.current);
        // The same state as now: the inputs keep their key, and the one being typed in its focus.
        const state = location.state as unknown;
        timer.current = setTimeout(() => submit(target, { method: 'get', action: '/dive-tables', replace: true, preventScrollReset: true, state }), SUBMIT_DELAY_MS);
      }}
    >
      <h2 id="settings-heading" className="text-xl font-bold text-slate-900">
        {t('dive-tables.settings.title')}
      </h2>
      <input type="hidden" name="units" value={form.units} />
      {base.get('lang') ? <input type="hidden" name="lang" value={base.get('lang') ?? ''} /> : null}

      <div className="flex flex-wrap gap-x-10 gap-y-4">
        <div>
          <p id="units-label" className="text-sm font-semibold text-slate-800">
            {t('dive-tables.settings.units')}
          </p>
          <ul aria-labelledby="units-label" className="mt-1 inline-flex max-w-full overflow-hidden rounded-md border border-sky-800">
            {UNIT_SYSTEMS.map((units) => {
              const current = units === form.units;
              return (
                <li key={units}>
                  <Link
                    to={`/dive-tables?${settingsSearch(convertSettings(form, units), base)}`}
                    state={{ settingsLink: `units-${units}` }}
                    preventScrollReset
                    aria-current={current ? 'true' : undefined}
                    className={`block h-full px-3 py-1.5 text-center text-sm font-semibold text-balance ${current ? 'bg-sky-800 text-white' : 'bg-white text-sky-900 underline hover:bg-sky-50'}`}
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
                  to={`/dive-tables?${settingsSearch({ ...form, gfLow: String(low), gfHigh: String(high) }, base)}`}
                  state={{ settingsLink: `gf-${low}-${high}` }}
                  preventScrollReset
                  replace
                  className="inline-block rounded-full border border-sky-800 px-3 py-1 text-sm font-semibold text-sky-900 hover:bg-sky-50"
                >
                  {low === 100 && high === 100 ? t('dive-tables.settings.presetPlain') : t('dive-tables.settings.preset', { low, high })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div key={`${form.units}-${resetKey}`} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field id="gfLow" label={t('dive-tables.settings.gfLow')} hint={t('dive-tables.settings.gfLowHint')} error={error('gfLow')}>
          {(describedBy, invalid) => <NumberInput id="gfLow" name="gfLow" defaultValue={form.gfLow} range={limits.gf} describedBy={describedBy} invalid={invalid} />}
        </Field>
        <Field id="gfHigh" label={t('dive-tables.settings.gfHigh')} hint={t('dive-tables.settings.gfHighHint')} error={error('gfHigh')}>
          {(describedBy, invalid) => <NumberInput id="gfHigh" name="gfHigh" defaultValue={form.gfHigh} range={limits.gf} describedBy={describedBy} invalid={invalid} />}
        </Field>
        <Field id="water" label={t('dive-tables.settings.water')} error={error('water')}>
          {(describedBy, invalid) => (
            <select id="water" name="water" defaultValue={form.water} aria-describedby={describedBy} aria-invalid={invalid || undefined} className={inputClass}>
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
          {(describedBy, invalid) => <NumberInput id="altitude" name="altitude" defaultValue={form.altitude} range={limits.altitude} describedBy={describedBy} invalid={invalid} />}
        </Field>
      </div>

      <button type="submit" className="rounded-md bg-sky-800 px-4 py-2 font-semibold text-white hover:bg-sky-900">
        {t('dive-tables.settings.submit')}
      </button>
    </Form>
  );
}

/** The figures a settings error quotes: the field's limits, in the reader's units and number format. */
function settingsLimitParams(field: SettingsField, form: SettingsValues, t: Translator): Record<string, string | number> {
  const limits = settingsLimits(form.units);
  const range = (r: { min: number; max: number }) => ({ min: formatNumber(r.min, t.locale, 2), max: formatNumber(r.max, t.locale, 2) });
  switch (field) {
    case 'gfLow':
    case 'gfHigh':
      return range(limits.gf);
    case 'altitude':
      return { ...range(limits.altitude), unit: t(lengthUnitKey(form.units)) };
    case 'water':
      return {};
  }
}
