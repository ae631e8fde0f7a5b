// The planner's inputs: one dive, and optionally a second after a surface interval. A GET form like the
// settings; the gradient factors, water and altitude come from the settings above.
import type { Translator } from '~/lib/i18n.ts';
import { createEnvironment, maxOperatingDepth } from '@diveatlas/deco';
import { CONTINGENCY_PPO2, limitsFor, MAX_PPO2, type DiveForm, type FieldErrors, type FieldName, type TableSettings } from '../dive-tables.schema.ts';
import { formatLengthLimit } from '../format.ts';
import { formatNumber, lengthUnitKey, sacUnitKey } from '../units.ts';
import { Field, NumberInput } from './form-field.tsx';
import { HiddenFields } from './hidden-fields.tsx';
import { limitParams } from './settings-form.tsx';

type Props = {
  form: DiveForm;
  errors: FieldErrors;
  settings: TableSettings;
  t: Translator;
  onField: (field: FieldName, value: string) => void;
  onRepeat: (repeat: boolean) => void;
};

export function PlannerForm({ form, errors, settings, t, onField, onRepeat }: Props) {
  const limits = limitsFor(form.units);
  const unit = t(lengthUnitKey(form.units));
  const error = (field: FieldName) => {
    const e = errors[field];
    return e ? t(e.key, { ...limitParams(field, form, t), ...e.params }) : undefined;
  };
  const number = (field: FieldName, range: { min: number; max: number; step: number }) =>
    function Input(describedBy: string | undefined, invalid: boolean) {
      return <NumberInput id={field} name={field} value={form[field]} range={range} describedBy={describedBy} invalid={invalid} onValue={(v) => onField(field, v)} />;
    };
  return (
    <form method="get" action="/dive-tables" className="space-y-5">
      <h2 id="planner-heading" className="text-xl font-bold text-slate-900">
        {t('dive-tables.planner.title')}
      </h2>
      <p className="text-slate-700">{t('dive-tables.planner.intro')}</p>
      <HiddenFields form={form} fields={['gfLow', 'gfHigh', 'water', 'altitude']} />
      <input type="hidden" name="units" value={form.units} />

      <fieldset className="grid gap-4 rounded-lg border border-slate-300 bg-white p-4 sm:grid-cols-2 lg:grid-cols-1">
        <legend className="px-1 font-semibold text-slate-900">{t('dive-tables.planner.firstDive')}</legend>
        <Field id="depth" label={t('dive-tables.planner.depth', { unit })} error={error('depth')}>
          {number('depth', limits.depth)}
        </Field>
        <Field id="time" label={t('dive-tables.planner.time')} hint={t('dive-tables.planner.timeHint')} error={error('time')}>
          {number('time', limits.time)}
        </Field>
        <Field id="o2" label={t('dive-tables.planner.o2')} hint={modHint(form, settings, t)} error={error('o2')}>
          {number('o2', limits.o2)}
        </Field>
        <Field id="sac" label={t('dive-tables.planner.sac', { unit: t(sacUnitKey(form.units)) })} hint={t('dive-tables.planner.sacHint')} error={error('sac')}>
          {number('sac', limits.sac)}
        </Field>
      </fieldset>

      <fieldset className="grid gap-4 rounded-lg border border-slate-300 bg-white p-4 sm:grid-cols-3 lg:grid-cols-1">
        <legend className="px-1 font-semibold text-slate-900">{t('dive-tables.planner.secondDive')}</legend>
        <div className="flex items-start gap-2 sm:col-span-3 lg:col-span-1">
          <input
            id="repeat"
            name="repeat"
            type="checkbox"
            checked={form.repeat}
            onChange={(event) => onRepeat(event.currentTarget.checked)}
            className="mt-1 size-4 accent-sky-800"
          />
          <label htmlFor="repeat" className="text-slate-800">
            {t('dive-tables.planner.repeat')}
          </label>
        </div>
        <Field id="interval" label={t('dive-tables.planner.interval')} error={error('interval')}>
          {number('interval', limits.interval)}
        </Field>
        <Field id="depth2" label={t('dive-tables.planner.depth', { unit })} error={error('depth2')}>
          {number('depth2', limits.depth)}
        </Field>
        <Field id="time2" label={t('dive-tables.planner.time')} error={error('time2')}>
          {number('time2', limits.time)}
        </Field>
      </fieldset>

      <button type="submit" className="rounded-md bg-sky-800 px-4 py-2 font-semibold text-white hover:bg-sky-900">
        {t('dive-tables.planner.submit')}
      </button>
    </form>
  );
}

/** The maximum operating depth of the typed mix, at the working and the contingency limit. */
function modHint(form: DiveForm, settings: TableSettings, t: Translator): string {
  const o2 = Number(form.o2.replace(',', '.'));
  if (!Number.isFinite(o2) || o2 < 21 || o2 > 100) return t('dive-tables.planner.o2Hint');
  const env = createEnvironment(settings.water, settings.altitudeM);
  const gas = { fO2: o2 / 100, fHe: 0 };
  return t('dive-tables.planner.modHint', {
    ppo2: formatNumber(MAX_PPO2, t.locale, 1),
    mod: formatLengthLimit(maxOperatingDepth(env, gas, MAX_PPO2), form.units, t),
    contingency: formatNumber(CONTINGENCY_PPO2, t.locale, 1),
    modContingency: formatLengthLimit(maxOperatingDepth(env, gas, CONTINGENCY_PPO2), form.units, t),
  });
}
