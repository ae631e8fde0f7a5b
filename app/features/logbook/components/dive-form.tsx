// The hand form of a dive, for a new dive and for editing one. Values are typed in the member's units
// (the labels say which); the page's action converts them (dive-form.ts) and the service checks them.
// Everything works without JavaScript: "Add a cylinder" and "Add a gas switch" post the form and come
// back with one more row; with JavaScript they add the row at once.
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { FormReply, FormValues } from '~/lib/form-submission.ts';
import { depthUnit, temperatureUnit, type Units } from '~/lib/units.ts';
import { useT } from '~/lib/use-translation.ts';
import { buttonClass, ChoiceGroup, ErrorSummary, FormKit, SelectField, SubmitButton, TextField } from '~/ui/form-kit.tsx';
import { cylinderField, cylinderRows, cylinderUseField, OFFSET_CHOICES, switchField, switchRows } from '../dive-form-fields.ts';
import { offsetLabel } from '../dive-format.ts';
import { DIVE_CURRENTS, DIVE_ENTRIES, DIVE_MODES, DIVE_PRIVACY, SUITS, TAGS } from '../dive-vocabulary.ts';
import { NOTES_MAX } from '../dive-limits.ts';
import { SitePicker } from './site-picker.tsx';

type SiteOption = { id: number; name: string; where: string };

export type DiveFormProps = {
  mode: 'new' | 'edit';
  reply: (Partial<FormReply> & { candidates?: { reason: 'typed' | 'near'; sites: SiteOption[] } | null }) | undefined;
  defaults: FormValues;
  units: Units;
  nextNumber: number | null;
  chosenSite: SiteOption | null;
  trips: Array<{ value: string; label: string }>;
  centers: Array<{ value: string; label: string }>;
  countries: Array<{ code: string; name: string }>;
  cancelHref: string;
};

function Section({ id, title, children, hint }: { id: string; title: string; children: ReactNode; hint?: string }) {
  return (
    <fieldset aria-labelledby={`${id}-legend`} className="min-w-0 space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <legend id={`${id}-legend`} className="float-left w-full text-lg font-semibold text-slate-900">
        {title}
      </legend>
      {hint ? <p className="clear-left text-sm text-slate-600">{hint}</p> : <div className="clear-left" />}
      {children}
    </fieldset>
  );
}

export function DiveForm({ mode, reply, defaults, units, nextNumber, chosenSite, trips, centers, countries, cancelHref }: DiveFormProps) {
  const t = useT();
  const values = reply?.values ? { ...defaults, ...reply.values } : defaults;
  const [cylinders, setCylinders] = useState(cylinderRows(values));
  const [switches, setSwitches] = useState(switchRows(values));
  const depth = depthUnit(units);
  const temperature = temperatureUnit(units);
  const pressure = units === 'imperial' ? 'psi' : 'bar';
  const mass = units === 'imperial' ? 'lb' : 'kg';
  const suit = typeof values.suit === 'string' ? values.suit : '';
  const suitOptions = [...SUITS.map((value) => ({ value, label: t(`logbook.suit.${value}`) })), ...(suit && !(SUITS as readonly string[]).includes(suit) ? [{ value: suit, label: suit }] : [])];
  const fieldLabel = (name: string) => {
    const key = `logbook.form.label.${name.replace(/^cyl\d+/, 'cyl').replace(/^sw\d+/, 'sw')}`;
    const label = t(key);
    return label === key ? t('logbook.form.label.form') : label;
  };

  return (
    <FormKit reply={reply} defaults={defaults} className="space-y-6" data-testid="dive-form">
      <ErrorSummary fieldLabel={fieldLabel} />
      <input type="hidden" name="units" value={units} />
      <input type="hidden" name="cylinderRows" value={cylinders} />
      <input type="hidden" name="switchRows" value={switches} />

      <Section id="when" title={t('logbook.form.when')} hint={t('logbook.form.whenHint')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField name="date" type="date" label={t('logbook.form.date')} required />
          <TextField name="time" type="time" label={t('logbook.form.time')} required />
          <SelectField
            name="utcOffset"
            label={t('logbook.form.utcOffset')}
            hint={t('logbook.form.utcOffsetHint')}
            emptyLabel={t('logbook.form.utcOffsetUnknown')}
            options={OFFSET_CHOICES.map((minutes) => ({ value: String(minutes), label: offsetLabel(minutes) }))}
          />
        </div>
        <TextField
          name="number"
          type="number"
          inputMode="numeric"
          label={t('logbook.form.number')}
          hint={mode === 'new' && nextNumber ? t('logbook.form.numberHintNew', { number: nextNumber }) : t('logbook.form.numberHint')}
          className="sm:max-w-xs"
        />
      </Section>

      <Section id="where" title={t('logbook.form.where')}>
        <SitePicker chosen={chosenSite} candidates={reply?.candidates ?? null} countries={countries} />
        {trips.length || centers.length ? (
          <SelectField name="centerTrip" label={t('logbook.form.centerTrip')} hint={t('logbook.form.centerTripHint')} emptyLabel={t('logbook.form.centerTripNone')}>
            {trips.length ? (
              <optgroup label={t('logbook.form.trips')}>
                {trips.map((trip) => (
                  <option key={trip.value} value={trip.value}>
                    {trip.label}
                  </option>
                ))}
              </optgroup>
            ) : null}
            <optgroup label={t('logbook.form.centers')}>
              {centers.map((center) => (
                <option key={center.value} value={center.value}>
                  {center.label}
                </option>
              ))}
            </optgroup>
          </SelectField>
        ) : (
          <p className="text-sm text-slate-600">{t('logbook.form.noReservations')}</p>
        )}
      </Section>

      <Section id="dive" title={t('logbook.form.theDive')} hint={t(units === 'imperial' ? 'logbook.form.unitsImperial' : 'logbook.form.unitsMetric')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField name="duration" inputMode="decimal" label={t('logbook.form.duration')} />
          <TextField name="maxDepth" inputMode="decimal" label={t('logbook.form.maxDepth', { unit: depth })} />
          <TextField name="meanDepth" inputMode="decimal" label={t('logbook.form.meanDepth', { unit: depth })} />
          <TextField name="waterTemp" inputMode="decimal" label={t('logbook.form.waterTemp', { unit: temperature })} />
          <TextField name="airTemp" inputMode="decimal" label={t('logbook.form.airTemp', { unit: temperature })} />
          <TextField name="visibility" inputMode="decimal" label={t('logbook.form.visibility', { unit: depth })} />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField name="current" label={t('logbook.form.current')} emptyLabel={t('logbook.form.notSaid')} options={DIVE_CURRENTS.map((value) => ({ value, label: t(`logbook.current.${value}`) }))} />
          <SelectField name="entry" label={t('logbook.form.entry')} emptyLabel={t('logbook.form.notSaid')} options={DIVE_ENTRIES.map((value) => ({ value, label: t(`logbook.entry.${value}`) }))} />
          <SelectField name="mode" label={t('logbook.form.mode')} options={DIVE_MODES.map((value) => ({ value, label: t(`logbook.mode.${value}`) }))} />
          <SelectField name="suit" label={t('logbook.form.suit')} emptyLabel={t('logbook.form.notSaid')} options={suitOptions} />
          <TextField name="weight" inputMode="decimal" label={t('logbook.form.weight', { unit: mass })} />
        </div>
      </Section>

      <Section id="gas" title={t('logbook.form.gas')} hint={t('logbook.form.gasHint')}>
        <ol className="space-y-4">
          {Array.from({ length: cylinders }, (_, index) => (
            <li key={index} className="rounded-xl border border-slate-200 p-4">
              <p className="text-sm font-semibold text-slate-900" id={`cylinder-${index}-title`}>
                {t('logbook.form.cylinder', { number: index + 1 })}
              </p>
              <input type="hidden" name={cylinderUseField(index)} value={typeof values[cylinderUseField(index)] === 'string' ? (values[cylinderUseField(index)] as string) : 'open-circuit'} />
              <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
                <TextField name={cylinderField(index, 'Size')} inputMode="decimal" label={t(units === 'imperial' ? 'logbook.form.cylinderSizeImperial' : 'logbook.form.cylinderSize')} />
                <TextField name={cylinderField(index, 'WorkPressure')} inputMode="decimal" label={t('logbook.form.workPressure', { unit: pressure })} />
                <TextField name={cylinderField(index, 'Start')} inputMode="decimal" label={t('logbook.form.startPressure', { unit: pressure })} />
                <TextField name={cylinderField(index, 'End')} inputMode="decimal" label={t('logbook.form.endPressure', { unit: pressure })} />
                <TextField name={cylinderField(index, 'O2')} inputMode="decimal" label={t('logbook.form.o2')} placeholder="21" />
                <TextField name={cylinderField(index, 'He')} inputMode="decimal" label={t('logbook.form.he')} placeholder="0" />
                <TextField name={cylinderField(index, 'Description')} label={t('logbook.form.cylinderName')} maxLength={120} className="col-span-2" />
              </div>
            </li>
          ))}
        </ol>
        <button
          type="submit"
          name="intent"
          value="addCylinder"
          formNoValidate
          className={buttonClass('secondary', 'small')}
          onClick={(event) => {
            event.preventDefault();
            setCylinders((rows) => rows + 1);
          }}
        >
          {t('logbook.form.addCylinder')}
        </button>
        {switches > 0 ? (
          <ol className="space-y-3">
            {Array.from({ length: switches }, (_, index) => (
              <li key={index} className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 p-4">
                <TextField name={switchField(index, 'Time')} inputMode="decimal" label={t('logbook.form.switchTime', { number: index + 1 })} />
                <SelectField
                  name={switchField(index, 'Cylinder')}
                  label={t('logbook.form.switchCylinder')}
                  emptyLabel={t('logbook.form.switchChoose')}
                  options={Array.from({ length: cylinders }, (_, row) => ({ value: String(row), label: t('logbook.form.cylinder', { number: row + 1 }) }))}
                />
                <input type="hidden" name={switchField(index, 'O2')} value={typeof values[switchField(index, 'O2')] === 'string' ? (values[switchField(index, 'O2')] as string) : ''} />
                <input type="hidden" name={switchField(index, 'He')} value={typeof values[switchField(index, 'He')] === 'string' ? (values[switchField(index, 'He')] as string) : ''} />
              </li>
            ))}
          </ol>
        ) : null}
        <button
          type="submit"
          name="intent"
          value="addSwitch"
          formNoValidate
          className={buttonClass('secondary', 'small')}
          onClick={(event) => {
            event.preventDefault();
            setSwitches((rows) => rows + 1);
          }}
        >
          {t('logbook.form.addSwitch')}
        </button>
      </Section>

      <Section id="people" title={t('logbook.form.people')}>
        <TextField name="buddyNames" rows={3} label={t('logbook.form.buddyNames')} hint={t('logbook.form.buddyNamesHint')} maxLength={2400} />
        <TextField name="buddyMemberIds" label={t('logbook.form.buddyMemberIds')} hint={t('logbook.form.buddyMemberIdsHint')} maxLength={400} />
        <TextField name="guide" label={t('logbook.form.guide')} maxLength={120} />
      </Section>

      <Section id="notes" title={t('logbook.form.notesSection')}>
        <TextField name="notes" rows={5} label={t('logbook.form.notes')} maxLength={NOTES_MAX} />
        <SelectField name="rating" label={t('logbook.form.rating')} emptyLabel={t('logbook.form.notSaid')} options={[1, 2, 3, 4, 5].map((stars) => ({ value: String(stars), label: t.plural('logbook.stars', stars) }))} />
        <ChoiceGroup name="tags" legend={t('logbook.form.tags')} options={TAGS.map((value) => ({ value, label: t(`logbook.tag.${value}`) }))} columns={3} />
        <TextField name="otherTags" label={t('logbook.form.otherTags')} hint={t('logbook.form.otherTagsHint')} maxLength={400} />
        <TextField name="tripLabel" label={t('logbook.form.tripLabel')} hint={t('logbook.form.tripLabelHint')} maxLength={120} />
      </Section>

      <Section id="privacy" title={t('logbook.form.privacy')}>
        <ChoiceGroup
          name="privacy"
          type="radio"
          legend={t('logbook.form.privacyLegend')}
          columns={1}
          options={DIVE_PRIVACY.map((value) => ({ value, label: t(`logbook.privacy.${value}`), hint: t(`logbook.privacy.${value}.hint`) }))}
        />
      </Section>

      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton name="intent" value="save">
          {mode === 'new' ? t('logbook.form.saveNew') : t('logbook.form.saveEdit')}
        </SubmitButton>
        <Link to={cancelHref} className="font-semibold text-sky-800 underline underline-offset-2">
          {t('logbook.form.cancel')}
        </Link>
      </div>
    </FormKit>
  );
}
