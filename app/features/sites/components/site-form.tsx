// The add/edit listing form. Plain multipart POST: it works without JavaScript, and on an error
// the server sends back every typed value and the photos already uploaded (kept as staged keys).
import { createContext, useContext, useId, type ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { useT } from '../../../lib/use-translation.ts';
import { MAX_PHOTOS, MAX_PHOTO_BYTES, type SiteFormValues } from '../site.schema.ts';
import { CURRENTS, ENTRIES, LEVELS, MONTHS, SITE_TYPES, monthName } from '../site-vocabulary.ts';
import type { PossibleDuplicate } from '../sites.service.server.ts';
import { depthUnit, formatDistance, temperatureUnit, type Units } from '../units.ts';
import { useCountryName } from './country-names-context.tsx';
import type { MapStyleChoice } from '../../map/map-engine.client.ts';
import { LocateButton } from './locate-button.tsx';
import { PinPicker } from './pin-picker.tsx';

const inputClass = 'mt-1 w-full min-w-0 rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-700';
const sectionClass = 'grid min-w-0 gap-4 rounded-xl border border-slate-200 p-4 sm:p-6';
const legendClass = 'px-1 text-lg font-semibold text-slate-900';

export type PhotoPreview = { key: string; url: string; label: string };

type FormProps = {
  mode: 'add' | 'edit';
  values: SiteFormValues;
  fieldErrors: Record<string, string>;
  countries: Array<{ code: string; name: string }>;
  units: Units;
  staged: PhotoPreview[];
  existingPhotos?: Array<PhotoPreview & { id: number }>;
  removePhotoIds?: number[];
  duplicates: PossibleDuplicate[];
  cancelHref: string;
  /** The basemap for the pin picker; without it the form has the typed fields only. */
  mapStyle?: MapStyleChoice;
};

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  const t = useT();
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-800">
      {t(`sites.${error}`)}
    </p>
  );
}

type FieldContext = { id: string; values: SiteFormValues; fieldErrors: Record<string, string> };
const FormFields = createContext<FieldContext>({ id: '', values: {}, fieldErrors: {} });

function useField(field: string) {
  const { id, values, fieldErrors } = useContext(FormFields);
  const value = values[field];
  const error = fieldErrors[field];
  const fieldId = `${id}-${field}`;
  return {
    fieldId,
    text: typeof value === 'string' ? value : '',
    list: Array.isArray(value) ? value : [],
    error,
    errorId: `${fieldId}-error`,
    invalidProps: error ? { 'aria-invalid': true as const, 'aria-describedby': `${fieldId}-error` } : {},
  };
}

function TextField({ field, label, hint, type = 'text', required = false, multiline = false, rows = 4, inputMode, maxLength }: { field: string; label: string; hint?: string; type?: string; required?: boolean; multiline?: boolean; rows?: number; inputMode?: 'decimal'; maxLength?: number }) {
  const { fieldId, text, error, errorId } = useField(field);
  const described = [error ? errorId : null, hint ? `${fieldId}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="min-w-0">
      <label htmlFor={fieldId} className="text-sm font-semibold text-slate-900">
        {label}
        {required ? <span className="text-red-800"> *</span> : null}
      </label>
      {hint ? (
        <p id={`${fieldId}-hint`} className="text-xs text-slate-700">
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea id={fieldId} name={field} defaultValue={text} rows={rows} required={required} aria-invalid={error ? true : undefined} aria-describedby={described} className={inputClass} maxLength={maxLength} />
      ) : (
        <input id={fieldId} name={field} type={type} defaultValue={text} required={required} aria-invalid={error ? true : undefined} aria-describedby={described} className={inputClass} inputMode={inputMode} maxLength={maxLength} step={type === 'number' ? 'any' : undefined} />
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

function Checkboxes({ field, legend, options, label }: { field: string; legend: string; options: readonly (string | number)[]; label: (value: string) => string }) {
  const { list, error, errorId, invalidProps } = useField(field);
  return (
    <fieldset className="min-w-0" {...invalidProps}>
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1.5">
        {options.map((option) => (
          <label key={option} className="inline-flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" name={field} value={String(option)} defaultChecked={list.includes(String(option))} className="h-4 w-4 accent-sky-700" />
            {label(String(option))}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

function Select({ field, label, options, emptyLabel, optionLabel, required = false }: { field: string; label: string; options: readonly string[]; emptyLabel: string; optionLabel: (value: string) => string; required?: boolean }) {
  const { fieldId, text, error, errorId, invalidProps } = useField(field);
  return (
    <div className="min-w-0">
      <label htmlFor={fieldId} className="text-sm font-semibold text-slate-900">
        {label}
        {required ? <span className="text-red-800"> *</span> : null}
      </label>
      <select id={fieldId} name={field} defaultValue={text} required={required} className={inputClass} {...invalidProps}>
        <option value="">{emptyLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

function TemperatureInput({ field, label, placeholder }: { field: string; label: string; placeholder: string }) {
  const { fieldId, text, error, errorId, invalidProps } = useField(field);
  return (
    <div>
      <label htmlFor={fieldId} className="sr-only">
        {label}
      </label>
      <input id={fieldId} name={field} type="number" step="any" inputMode="decimal" placeholder={placeholder} defaultValue={text} className={inputClass} {...invalidProps} />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export function SiteForm(props: FormProps) {
  const t = useT();
  const countryName = useCountryName();
  const id = useId();
  const { values, fieldErrors, units } = props;
  const fid = (field: string) => `${id}-${field}`;

  const errorCount = Object.keys(fieldErrors).length;
  const depth = depthUnit(units);
  const temperature = temperatureUnit(units);
  const photoCount = props.staged.length + (props.existingPhotos?.length ?? 0) - (props.removePhotoIds?.length ?? 0);

  return (
    <FormFields.Provider value={{ id, values, fieldErrors }}>
    <Form method="post" encType="multipart/form-data" className="flex flex-col gap-6" noValidate>
      <input type="hidden" name="units" value={units} />
      {errorCount ? (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900" data-testid="form-errors">
          <p className="font-semibold">{t.plural('sites.form.errorSummary', errorCount)}</p>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {Object.entries(fieldErrors).map(([field, error]) =>
              // "form" is about the whole form (a limit reached), not one field.
              field === 'form' ? (
                <li key={field}>{t(`sites.${error}`)}</li>
              ) : (
                <li key={field}>
                  <a href={`#${fid(field)}`} className="underline">
                    {t(`sites.form.field.${field.replace(/\d+$/, '')}`)}: {t(`sites.${error}`)}
                  </a>
                </li>
              ),
            )}
          </ul>
        </div>
      ) : null}

      {props.duplicates.length ? (
        <section aria-labelledby={`${id}-dup`} className="rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950" data-testid="duplicates">
          <h2 id={`${id}-dup`} className="text-lg font-semibold">
            {t('sites.form.duplicates.title')}
          </h2>
          <p className="mt-1 text-sm">{t('sites.form.duplicates.text')}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {props.duplicates.map((site) => (
              <li key={site.id}>
                <Link to={`/listing/${site.id}`} className="font-semibold underline" target="_blank">
                  {site.name}
                </Link>{' '}
                · {site.region ? `${site.region}, ` : ''}
                {countryName(site.countryCode)} · {t(site.reason === 'near' ? 'sites.form.duplicates.near' : 'sites.form.duplicates.similar', { distance: formatDistance(site.distanceM / 1000, units, t.locale) })}
              </li>
            ))}
          </ul>
          <label className="mt-3 inline-flex items-start gap-2 text-sm font-semibold">
            <input type="checkbox" name="confirmDistinct" value="1" className="mt-0.5 h-4 w-4 accent-sky-700" />
            {t('sites.form.duplicates.confirm')}
          </label>
        </section>
      ) : null}

      <fieldset className={sectionClass}>
        <legend className={legendClass}>{t('sites.form.section.place')}</legend>
        <TextField field="name" label={t('sites.form.field.name')} required maxLength={120} />
        <TextField field="aliases" label={t('sites.form.field.aliases')} hint={t('sites.form.hint.aliases')} multiline rows={2} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Select field="countryCode" label={t('sites.form.field.countryCode')} options={props.countries.map((c) => c.code)} emptyLabel={t('sites.form.chooseCountry')} optionLabel={(code) => props.countries.find((c) => c.code === code)?.name ?? code} required />
          <TextField field="region" label={t('sites.form.field.region')} hint={t('sites.form.hint.region')} maxLength={120} />
        </div>
        <div>
          <p id={`${id}-coords-hint`} className="text-sm text-slate-700">
            {t('sites.form.hint.coordinates')}
          </p>
          <div className="mt-2 grid gap-4 sm:grid-cols-2">
            <TextField field="lat" label={t('sites.form.field.lat')} required inputMode="decimal" />
            <TextField field="lng" label={t('sites.form.field.lng')} required inputMode="decimal" />
          </div>
          <div className="mt-3">
            <LocateButton latId={fid('lat')} lngId={fid('lng')} />
          </div>
          {props.mapStyle ? (
            <div className="mt-4">
              <PinPicker latId={fid('lat')} lngId={fid('lng')} style={props.mapStyle} />
            </div>
          ) : null}
        </div>
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>{t('sites.form.section.dive')}</legend>
        <Checkboxes field="siteTypes" legend={`${t('sites.form.field.siteTypes')} *`} options={SITE_TYPES} label={(v) => t(`sites.type.${v}`)} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Select field="level" label={t('sites.form.field.level')} options={LEVELS} emptyLabel={t('sites.form.notSure')} optionLabel={(v) => t(`sites.level.${v}`)} />
          <Select field="current" label={t('sites.form.field.current')} options={CURRENTS} emptyLabel={t('sites.form.notSure')} optionLabel={(v) => t(`sites.current.${v}`)} />
        </div>
        <Checkboxes field="entry" legend={t('sites.form.field.entry')} options={ENTRIES} label={(v) => t(`sites.entry.${v}`)} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField field="depthMin" label={t('sites.form.field.depthMinUnit', { unit: depth })} type="number" inputMode="decimal" />
          <TextField field="depthMax" label={t('sites.form.field.depthMaxUnit', { unit: depth })} type="number" inputMode="decimal" />
          <TextField field="visibilityMin" label={t('sites.form.field.visibilityMinUnit', { unit: depth })} type="number" inputMode="decimal" />
          <TextField field="visibilityMax" label={t('sites.form.field.visibilityMaxUnit', { unit: depth })} type="number" inputMode="decimal" />
        </div>
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>{t('sites.form.section.seasons')}</legend>
        <Checkboxes field="bestMonths" legend={t('sites.form.field.bestMonths')} options={MONTHS} label={(v) => monthName(Number(v), t.locale)} />
        <div>
          <p className="text-sm font-semibold text-slate-900">{t('sites.form.field.waterTemp', { unit: temperature })}</p>
          <p className="text-xs text-slate-700">{t('sites.form.hint.waterTemp')}</p>
          <div className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-2">
            {MONTHS.map((month) => (
              <div key={month} className="grid grid-cols-[6rem_1fr_1fr] items-start gap-2">
                <span className="pt-3 text-sm text-slate-800">{monthName(month, t.locale)}</span>
                {(['Min', 'Max'] as const).map((bound) => (
                  <TemperatureInput
                    key={bound}
                    field={`temp${bound}${month}`}
                    label={t(bound === 'Min' ? 'sites.form.tempMinLabel' : 'sites.form.tempMaxLabel', { month: monthName(month, t.locale), unit: temperature })}
                    placeholder={bound === 'Min' ? t('sites.listing.minimum') : t('sites.listing.maximum')}
                  />
                ))}
              </div>
            ))}
          </div>
        </div>
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>{t('sites.form.section.life')}</legend>
        <TextField field="marineLife" label={t('sites.form.field.marineLife')} hint={t('sites.form.hint.tags')} multiline rows={2} />
        <TextField field="hazards" label={t('sites.form.field.hazards')} hint={t('sites.form.hint.tags')} multiline rows={2} />
        <TextField field="accessNotes" label={t('sites.form.field.accessNotes')} multiline rows={3} maxLength={2000} />
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>{t('sites.form.section.description')}</legend>
        <p className="text-sm text-slate-700">{t('sites.form.hint.description')}</p>
        <TextField field="descriptionEn" label={t('sites.form.field.descriptionEn')} multiline rows={5} maxLength={5000} />
        <TextField field="descriptionEs" label={t('sites.form.field.descriptionEs')} multiline rows={5} maxLength={5000} />
        <TextField field="source" label={t('sites.form.field.source')} hint={t('sites.form.hint.source')} required maxLength={300} />
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>{t('sites.form.section.photos')}</legend>
        <p id={`${id}-photos-hint`} className="text-sm text-slate-700">
          {t('sites.form.hint.photos', { count: MAX_PHOTOS, size: Math.round(MAX_PHOTO_BYTES / 1024 / 1024) })}
        </p>
        {props.existingPhotos?.length ? (
          <PhotoList title={t('sites.form.existingPhotos')}>
            {props.existingPhotos.map((photo) => (
              <li key={photo.id} className="flex flex-col gap-1">
                <img src={photo.url} alt={photo.label} className="aspect-[4/3] w-full rounded object-cover" />
                <label className="inline-flex items-center gap-2 text-sm">
                  <input type="checkbox" name="removePhoto" value={photo.id} defaultChecked={props.removePhotoIds?.includes(photo.id)} className="h-4 w-4 accent-red-700" />
                  {t('sites.form.removePhoto')}
                </label>
              </li>
            ))}
          </PhotoList>
        ) : null}
        {props.staged.length ? (
          <PhotoList title={t('sites.form.stagedPhotos')}>
            {props.staged.map((photo) => (
              <li key={photo.key} className="flex flex-col gap-1">
                <img src={photo.url} alt={photo.label} className="aspect-[4/3] w-full rounded object-cover" />
                <label className="inline-flex items-center gap-2 text-sm">
                  <input type="checkbox" name="stagedPhoto" value={photo.key} defaultChecked className="h-4 w-4 accent-sky-700" />
                  {t('sites.form.keepPhoto')}
                </label>
              </li>
            ))}
          </PhotoList>
        ) : null}
        {photoCount < MAX_PHOTOS ? (
          <div>
            <label htmlFor={fid('photos')} className="text-sm font-semibold text-slate-900">
              {t('sites.form.field.photos')}
            </label>
            <input
              // A new key after each answer from the server empties the picker: the files sent are
              // staged already (listed above), so sending them again would add them twice.
              key={props.staged.map((photo) => photo.key).join(',')}
              id={fid('photos')}
              name="photos"
              type="file"
              multiple
              accept="image/jpeg,image/png,image/webp"
              className="mt-1 block w-full text-sm"
              aria-describedby={[`${id}-photos-hint`, fieldErrors.photos ? `${fid('photos')}-error` : null].filter(Boolean).join(' ')}
              aria-invalid={fieldErrors.photos ? true : undefined}
            />
            <FieldError id={`${fid('photos')}-error`} error={fieldErrors.photos} />
          </div>
        ) : null}
      </fieldset>

      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" name="intent" value="save" className="rounded-full bg-sky-700 px-6 py-2.5 font-semibold text-white hover:bg-sky-800">
          {t(props.mode === 'add' ? 'sites.form.submitAdd' : 'sites.form.submitEdit')}
        </button>
        <Link to={props.cancelHref} className="font-semibold text-slate-800 underline">
          {t('sites.form.cancel')}
        </Link>
      </div>
    </Form>
    </FormFields.Provider>
  );
}

function PhotoList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <p className="text-sm font-semibold text-slate-900">{title}</p>
      <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">{children}</ul>
    </div>
  );
}
