// The planner's form: the dive, its gases and cylinders, consumption and reserve, limits, and an optional
// second dive. It posts to the server, which plans and renders the result below it; the table settings
// (gradient factors, water, altitude, units) travel along as hidden fields.
import { Form, useLocation, useNavigation } from 'react-router';
import type { Translator } from '~/lib/i18n.ts';
import {
  gasField,
  GAS_SLOTS,
  LAST_STOPS,
  plannerLimits,
  RESERVE_RULES,
  type GasSlot,
  type PlannerField,
  type PlannerForm as PlannerValues,
} from '../planner-form.ts';
import type { FieldErrors, SettingsForm } from '../table-settings.ts';
import { formatNumber, type Units } from '~/lib/units.ts';
import { lengthUnitKey, pressureUnitKey, sacUnitKey } from '../unit-keys.ts';
import { Field, inputClass, NumberInput } from './form-field.tsx';
import { SettingsHiddenFields } from './hidden-fields.tsx';

type Props = {
  form: PlannerValues;
  settingsForm: SettingsForm;
  errors: FieldErrors<PlannerField>;
  t: Translator;
};

const fieldsetClass = 'rounded-lg border border-slate-300 bg-white p-4';
const legendClass = 'px-1 font-semibold text-slate-900';

export function PlannerForm({ form, settingsForm, errors, t }: Props) {
  const location = useLocation();
  const navigation = useNavigation();
  const planning = navigation.state === 'submitting' && navigation.formMethod?.toUpperCase() === 'POST';
  const units = settingsForm.units;
  const limits = plannerLimits(units);
  const lengthUnit = t(lengthUnitKey(units));
  const error = (field: PlannerField) => {
    const e = errors[field];
    return e ? t(e.key, { ...plannerLimitParams(field, units, t), ...e.params }) : undefined;
  };
  const number = (field: PlannerField, range: { min: number; max: number; step: number }, required = true) =>
    function Input(describedBy: string | undefined, invalid: boolean) {
      return <NumberInput id={field} name={field} defaultValue={form[field]} range={range} describedBy={describedBy} invalid={invalid} required={required} />;
    };
  return (
    <Form method="post" action={`/dive-tables${location.search}#plan-results`} className="space-y-5" aria-labelledby="planner-heading">
      <h2 id="planner-heading" className="text-xl font-bold text-slate-900">
        {t('dive-tables.planner.title')}
      </h2>
      <p className="max-w-3xl text-slate-700">{t('dive-tables.planner.intro')}</p>
      <SettingsHiddenFields form={settingsForm} />

      <div className="grid gap-5 lg:grid-cols-2">
        <fieldset className={`grid gap-4 sm:grid-cols-2 ${fieldsetClass}`}>
          <legend className={legendClass}>{t('dive-tables.planner.firstDive')}</legend>
          <Field id="depth" label={t('dive-tables.planner.depth', { unit: lengthUnit })} error={error('depth')}>
            {number('depth', limits.depth)}
          </Field>
          <Field id="time" label={t('dive-tables.planner.time')} hint={t('dive-tables.planner.timeHint')} error={error('time')}>
            {number('time', limits.time)}
          </Field>
        </fieldset>

        <fieldset className={`grid gap-4 sm:grid-cols-2 ${fieldsetClass}`}>
          <legend className={legendClass}>{t('dive-tables.planner.limits')}</legend>
          <Field id="ppO2" label={t('dive-tables.planner.ppO2')} hint={t('dive-tables.planner.ppO2Hint')} error={error('ppO2')}>
            {number('ppO2', limits.ppO2)}
          </Field>
          <Field id="decoPpO2" label={t('dive-tables.planner.decoPpO2')} hint={t('dive-tables.planner.decoPpO2Hint')} error={error('decoPpO2')}>
            {number('decoPpO2', limits.ppO2)}
          </Field>
          <Field id="lastStop" label={t('dive-tables.planner.lastStop', { unit: lengthUnit })} error={error('lastStop')}>
            {(describedBy, invalid) => (
              <select id="lastStop" name="lastStop" defaultValue={form.lastStop} aria-describedby={describedBy} aria-invalid={invalid || undefined} className={inputClass}>
                {LAST_STOPS[units].map((depth) => (
                  <option key={depth} value={depth}>
                    {`${depth} ${lengthUnit}`}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </fieldset>
      </div>

      <fieldset className={`space-y-4 ${fieldsetClass}`} aria-describedby="gases-hint">
        <legend className={legendClass}>{t('dive-tables.planner.gases')}</legend>
        <p id="gases-hint" className="text-sm text-slate-700">
          {t('dive-tables.planner.gasesHint')}
        </p>
        {GAS_SLOTS.map((slot) => (
          <GasRow key={slot} slot={slot} form={form} units={units} error={error} t={t} />
        ))}
      </fieldset>

      <fieldset className={`grid gap-4 sm:grid-cols-3 ${fieldsetClass}`}>
        <legend className={legendClass}>{t('dive-tables.planner.consumption')}</legend>
        <Field id="sac" label={t('dive-tables.planner.sac', { unit: t(sacUnitKey(units)) })} hint={t('dive-tables.planner.sacHint')} error={error('sac')}>
          {number('sac', limits.sac)}
        </Field>
        <Field id="decoSac" label={t('dive-tables.planner.decoSac', { unit: t(sacUnitKey(units)) })} hint={t('dive-tables.planner.decoSacHint')} error={error('decoSac')}>
          {number('decoSac', limits.sac)}
        </Field>
        <fieldset className="space-y-1" aria-describedby={errors.reserve ? 'reserve-error' : undefined}>
          <legend className="text-sm font-semibold text-slate-800">{t('dive-tables.planner.reserve')}</legend>
          {RESERVE_RULES.map((rule) => (
            <div key={rule} className="flex items-start gap-2">
              <input id={`reserve-${rule}`} type="radio" name="reserve" value={rule} defaultChecked={form.reserve === rule} className="mt-1 size-4 accent-sky-800" />
              <label htmlFor={`reserve-${rule}`} className="text-sm text-slate-800">
                {t(`dive-tables.reserve.${rule}`)}
              </label>
            </div>
          ))}
          {errors.reserve ? (
            <p id="reserve-error" className="text-sm font-medium text-red-700">
              {error('reserve')}
            </p>
          ) : null}
        </fieldset>
      </fieldset>

      <fieldset className={`grid gap-4 sm:grid-cols-3 ${fieldsetClass}`}>
        <legend className={legendClass}>{t('dive-tables.planner.secondDive')}</legend>
        <div className="flex items-start gap-2 sm:col-span-3">
          <input id="repeat" name="repeat" type="checkbox" defaultChecked={form.repeat} className="mt-1 size-4 accent-sky-800" />
          <label htmlFor="repeat" className="text-slate-800">
            {t('dive-tables.planner.repeat')}
          </label>
        </div>
        <Field id="interval" label={t('dive-tables.planner.interval')} error={error('interval')}>
          {number('interval', limits.interval)}
        </Field>
        <Field id="depth2" label={t('dive-tables.planner.depth', { unit: lengthUnit })} error={error('depth2')}>
          {number('depth2', limits.depth)}
        </Field>
        <Field id="time2" label={t('dive-tables.planner.time')} error={error('time2')}>
          {number('time2', limits.time)}
        </Field>
      </fieldset>

      <button type="submit" aria-disabled={planning || undefined} className="rounded-md bg-sky-800 px-4 py-2 font-semibold text-white hover:bg-sky-900">
        {planning ? t('dive-tables.planner.submitting') : t('dive-tables.planner.submit')}
      </button>
    </Form>
  );
}

function GasRow({ slot, form, units, error, t }: { slot: GasSlot; form: PlannerValues; units: Units; error: (field: PlannerField) => string | undefined; t: Translator }) {
  const limits = plannerLimits(units);
  const metric = units === 'metric';
  const optional = slot !== 0;
  const id = (part: 'O2' | 'He' | 'Size' | 'Rated' | 'Fill') => gasField(slot, part);
  const input = (part: 'O2' | 'He' | 'Size' | 'Rated' | 'Fill', range: { min: number; max: number; step: number }, required: boolean) =>
    function Input(describedBy: string | undefined, invalid: boolean) {
      return <NumberInput id={id(part)} name={id(part)} defaultValue={form[id(part)]} range={range} describedBy={describedBy} invalid={invalid} required={required} />;
    };
  return (
    <fieldset className="rounded-md border border-slate-200 p-3" data-testid={`gas-row-${slot}`}>
      <legend className="px-1 text-sm font-semibold text-slate-900">
        {slot === 0 ? t('dive-tables.planner.bottomGas') : t('dive-tables.planner.otherGas', { n: slot + 1 })}
      </legend>
      <div className={`grid grid-cols-2 gap-3 ${metric ? 'sm:grid-cols-4' : 'sm:grid-cols-5'}`}>
        <Field id={id('O2')} label={t('dive-tables.planner.o2')} error={error(id('O2'))}>
          {input('O2', limits.o2, !optional)}
        </Field>
        <Field id={id('He')} label={t('dive-tables.planner.he')} error={error(id('He'))}>
          {input('He', limits.he, false)}
        </Field>
        <Field
          id={id('Size')}
          label={metric ? t('dive-tables.planner.sizeL') : t('dive-tables.planner.sizeCuft')}
          error={error(id('Size'))}
        >
          {input('Size', limits.size, !optional)}
        </Field>
        {metric ? null : (
          <Field id={id('Rated')} label={t('dive-tables.planner.rated')} error={error(id('Rated'))}>
            {input('Rated', limits.rated, !optional)}
          </Field>
        )}
        <Field id={id('Fill')} label={t('dive-tables.planner.fill', { unit: t(pressureUnitKey(units)) })} error={error(id('Fill'))}>
          {input('Fill', limits.fill, !optional)}
        </Field>
      </div>
    </fieldset>
  );
}

/** The figures a planner error quotes: the field's limits, in the reader's units and number format. */
function plannerLimitParams(field: PlannerField, units: Units, t: Translator): Record<string, string | number> {
  const limits = plannerLimits(units);
  const range = (r: { min: number; max: number }) => ({ min: formatNumber(r.min, t.locale, 2), max: formatNumber(r.max, t.locale, 2) });
  const unit = t(lengthUnitKey(units));
  if (field === 'depth' || field === 'depth2') return { ...range(limits.depth), unit };
  if (field === 'time' || field === 'time2') return range(limits.time);
  if (field === 'interval') return range(limits.interval);
  if (field === 'sac' || field === 'decoSac') return { ...range(limits.sac), unit: t(sacUnitKey(units)) };
  if (field === 'ppO2' || field === 'decoPpO2') return range(limits.ppO2);
  if (field === 'lastStop' || field === 'reserve') return {};
  // Oxygen errors may quote a depth (where a hypoxic mix becomes breathable).
  if (field.endsWith('O2')) return { ...range(limits.o2), unit };
  if (field.endsWith('He')) return range(limits.he);
  if (field.endsWith('Size')) return { ...range(limits.size), unit: t(units === 'metric' ? 'dive-tables.unit.l' : 'dive-tables.unit.cuft') };
  if (field.endsWith('Rated')) return { ...range(limits.rated), unit: t(pressureUnitKey(units)) };
  return { ...range(limits.fill), unit: t(pressureUnitKey(units)) };
}
