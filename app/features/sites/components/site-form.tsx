// The add/edit listing form. Plain multipart POST: it works without JavaScript, and on an error
// the server sends back every typed value and the photos already uploaded (kept as staged keys).
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MAX_PHOTO_BYTES, MAX_PHOTOS } from '~/lib/upload-limits.ts';
import { useT } from '~/lib/use-translation.ts';
import { ChoiceGroup, ErrorSummary, FileField, FormKit, SelectField, SubmitButton, TextField } from '~/ui/form-kit.tsx';
import type { SiteFormValues } from '../site.schema.ts';
import { CURRENTS, ENTRIES, LEVELS, MONTHS, SITE_TYPES, monthName } from '../site-vocabulary.ts';
import type { PossibleDuplicate } from '../sites.service.server.ts';
import { depthUnit, formatDistance, temperatureUnit, type Units } from '../units.ts';
import { useCountryName } from './country-names-context.tsx';
import type { MapStyleChoice } from '../../map/map-engine.client.ts';
import { LocateButton } from './locate-button.tsx';
import { PinPicker } from './pin-picker.tsx';

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

const sectionClass = 'grid min-w-0 gap-4 rounded-xl border border-slate-200 p-4 sm:p-6';
const legendClass = 'px-1 text-lg font-semibold text-slate-900';

/** The form's fields have ids "site-<name>": the error summary, the map picker and the locate button find them by it. */
const ID_PREFIX = 'site';
const fid = (field: string) => `${ID_PREFIX}-${field}`;

export function SiteForm(props: FormProps) {
  const t = useT();
  const countryName = useCountryName();
  const { values, fieldErrors, units } = props;
  const depth = depthUnit(units);
  const temperature = temperatureUnit(units);
  const photoCount = props.staged.length + (props.existingPhotos?.length ?? 0) - (props.removePhotoIds?.length ?? 0);
  // Values and errors come back from the action after a refusal; before, the form shows the defaults.
  const reply = useMemo(() => (Object.keys(fieldErrors).length ? { values, fieldErrors } : undefined), [values, fieldErrors]);
  const options = (list: readonly (string | number)[], label: (value: string) => string) => list.map((value) => ({ value: String(value), label: label(String(value)) }));

  return (
    <FormKit idPrefix={ID_PREFIX} reply={reply} defaults={values} encType="multipart/form-data" className="flex flex-col gap-6">
      <input type="hidden" name="units" value={units} />
      <ErrorSummary fieldLabel={(field) => t(`sites.form.field.${field.replace(/\d+$/, '')}`)} />

      {props.duplicates.length ? (
        <section aria-labelledby={fid('dup')} className="rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950" data-testid="duplicates">
          <h2 id={fid('dup')} className="text-lg font-semibold">
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
        <TextField name="name" label={t('sites.form.field.name')} required maxLength={120} />
        <TextField name="aliases" label={t('sites.form.field.aliases')} hint={t('sites.form.hint.aliases')} rows={2} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField name="countryCode" label={t('sites.form.field.countryCode')} emptyLabel={t('sites.form.chooseCountry')} options={props.countries.map((country) => ({ value: country.code, label: country.name }))} required />
          <TextField name="region" label={t('sites.form.field.region')} hint={t('sites.form.hint.region')} maxLength={120} />
        </div>
        <div>
          <p id={fid('coords-hint')} className="text-sm text-slate-700">
            {t('sites.form.hint.coordinates')}
          </p>
          <div className="mt-2 grid gap-4 sm:grid-cols-2">
            <TextField name="lat" label={t('sites.form.field.lat')} required inputMode="decimal" />
            <TextField name="lng" label={t('sites.form.field.lng')} required inputMode="decimal" />
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
        <ChoiceGroup name="siteTypes" legend={t('sites.form.field.siteTypes')} required options={options(SITE_TYPES, (v) => t(`sites.type.${v}`))} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField name="level" label={t('sites.form.field.level')} emptyLabel={t('sites.form.notSure')} options={options(LEVELS, (v) => t(`sites.level.${v}`))} />
          <SelectField name="current" label={t('sites.form.field.current')} emptyLabel={t('sites.form.notSure')} options={options(CURRENTS, (v) => t(`sites.current.${v}`))} />
        </div>
        <ChoiceGroup name="entry" legend={t('sites.form.field.entry')} options={options(ENTRIES, (v) => t(`sites.entry.${v}`))} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="depthMin" label={t('sites.form.field.depthMinUnit', { unit: depth })} type="number" inputMode="decimal" />
          <TextField name="depthMax" label={t('sites.form.field.depthMaxUnit', { unit: depth })} type="number" inputMode="decimal" />
          <TextField name="visibilityMin" label={t('sites.form.field.visibilityMinUnit', { unit: depth })} type="number" inputMode="decimal" />
          <TextField name="visibilityMax" label={t('sites.form.field.visibilityMaxUnit', { unit: depth })} type="number" inputMode="decimal" />
        </div>
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>{t('sites.form.section.seasons')}</legend>
        <ChoiceGroup name="bestMonths" legend={t('sites.form.field.bestMonths')} options={options(MONTHS, (v) => monthName(Number(v), t.locale))} />
        <div>
          <p className="text-sm font-semibold text-slate-900">{t('sites.form.field.waterTemp', { unit: temperature })}</p>
          <p className="text-xs text-slate-700">{t('sites.form.hint.waterTemp')}</p>
          <div className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-2">
            {MONTHS.map((month) => (
              <div key={month} className="grid grid-cols-[6rem_1fr_1fr] items-start gap-2">
                <span className="pt-3 text-sm text-slate-800">{monthName(month, t.locale)}</span>
                {(['Min', 'Max'] as const).map((bound) => (
                  <TextField
                    key={bound}
                    name={`temp${bound}${month}`}
                    type="number"
                    inputMode="decimal"
                    labelHidden
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
        <TextField name="marineLife" label={t('sites.form.field.marineLife')} hint={t('sites.form.hint.tags')} rows={2} />
        <TextField name="hazards" label={t('sites.form.field.hazards')} hint={t('sites.form.hint.tags')} rows={2} />
        <TextField name="accessNotes" label={t('sites.form.field.accessNotes')} rows={3} maxLength={2000} />
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>{t('sites.form.section.description')}</legend>
        <p className="text-sm text-slate-700">{t('sites.form.hint.description')}</p>
        <TextField name="descriptionEn" label={t('sites.form.field.descriptionEn')} rows={5} maxLength={5000} lang="en" />
        <TextField name="descriptionEs" label={t('sites.form.field.descriptionEs')} rows={5} maxLength={5000} lang="es" />
        <TextField name="source" label={t('sites.form.field.source')} hint={t('sites.form.hint.source')} required maxLength={300} />
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>{t('sites.form.section.photos')}</legend>
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
          <FileField
            name="photos"
            label={t('sites.form.field.photos')}
            hint={t('sites.form.hint.photos', { count: MAX_PHOTOS, size: Math.round(MAX_PHOTO_BYTES / 1024 / 1024) })}
            accept="image/jpeg,image/png,image/webp"
            multiple
            // A new key after each answer from the server empties the picker: the files sent are
            // staged already (listed above), so sending them again would add them twice.
            resetKey={props.staged.map((photo) => photo.key).join(',')}
          />
        ) : (
          <p className="text-sm text-slate-700">{t('sites.form.hint.photos', { count: MAX_PHOTOS, size: Math.round(MAX_PHOTO_BYTES / 1024 / 1024) })}</p>
        )}
      </fieldset>

      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton name="intent" value="save">
          {t(props.mode === 'add' ? 'sites.form.submitAdd' : 'sites.form.submitEdit')}
        </SubmitButton>
        <Link to={props.cancelHref} className="font-semibold text-slate-800 underline">
          {t('sites.form.cancel')}
        </Link>
      </div>
    </FormKit>
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
