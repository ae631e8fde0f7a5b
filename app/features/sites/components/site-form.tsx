// The listing form, for adding a site, editing it directly and suggesting an edit: a form of the kit
// (multipart POST, so it works without JavaScript); on an error the server sends back every typed
// value and the photos already uploaded (kept as staged keys).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../lib/use-translation.ts';
import { Checkbox, ChoiceGroup, ErrorSummary, FileField, FormKit, SelectField, SubmitButton, TextField } from '../../../ui/form-kit.tsx';
import { MAX_SITE_PHOTO_BYTES, MAX_SITE_PHOTOS } from '../../../lib/upload-limits.ts';
import type { SiteFormValues } from '../site.schema.ts';
import { SOURCE_KINDS } from '../site.fields.ts';
import { CURRENTS, DIVE_STATUSES, ENTRIES, LEVELS, MONTHS, SITE_TYPES, monthName } from '../site-vocabulary.ts';
import type { PossibleDuplicate } from '../sites.service.server.ts';
import { depthUnit, formatDistance, temperatureUnit, type Units } from '~/lib/units.ts';
import { useCountryName } from './country-names-context.tsx';
import type { MapStyleChoice } from '../../../lib/map/basemap.client.ts';
import { LocateButton } from './locate-button.tsx';
import { PinPicker } from './pin-picker.tsx';

const sectionClass = 'grid min-w-0 gap-4 rounded-xl border border-slate-200 p-4 sm:p-6';
const legendClass = 'px-1 text-lg font-semibold text-slate-900';

export type PhotoPreview = { key: string; url: string; label: string };

/**
 * add: a new site; edit: the creator's or a moderator's direct edit; suggest: a member's suggestion
 * for moderators; trusted: a trusted editor's edit, published at once; moderate: a moderator's edit
 * of a member's suggestion, accepted when saved.
 */
export type SiteFormMode = 'add' | 'edit' | 'suggest' | 'trusted' | 'moderate';

type FormProps = {
  mode: SiteFormMode;
  /** The action's reply after a refusal ({ values, fieldErrors } with full message keys). */
  reply?: { values?: SiteFormValues; fieldErrors?: Record<string, string> } | null;
  values: SiteFormValues;
  countries: Array<{ code: string; name: string }>;
  units: Units;
  staged: PhotoPreview[];
  existingPhotos?: Array<PhotoPreview & { id: number }>;
  removePhotoIds?: number[];
  duplicates: PossibleDuplicate[];
  cancelHref: string;
  /** The basemap for the pin picker; without it the form has the typed fields only. */
  mapStyle?: MapStyleChoice;
  /** Posted to a route other than the page's own (rarely). */
  action?: string;
};

const ID_PREFIX = 'site';
const SUBMIT: Record<SiteFormMode, string> = {
  add: 'sites.form.submitAdd',
  edit: 'sites.form.submitEdit',
  suggest: 'sites.form.submitSuggest',
  trusted: 'sites.form.submitTrusted',
  moderate: 'sites.form.submitModerate',
};

export function SiteForm(props: FormProps) {
  const t = useT();
  const countryName = useCountryName();
  const { units } = props;
  const fid = (field: string) => `${ID_PREFIX}-${field}`;
  const depth = depthUnit(units);
  const temperature = temperatureUnit(units);
  const photoCount = props.staged.length + (props.existingPhotos?.length ?? 0) - (props.removePhotoIds?.length ?? 0);
  const fieldLabel = (field: string) => t(`sites.form.field.${field.replace(/\d+$/, '')}`);
  const canRemovePhotos = props.mode === 'edit' || props.mode === 'moderate';

  return (
    <FormKit reply={props.reply} defaults={props.values} idPrefix={ID_PREFIX} encType="multipart/form-data" action={props.action} className="flex flex-col gap-6">
      <input type="hidden" name="units" value={units} />
      {props.values.baseVersion ? <input type="hidden" name="baseVersion" value={String(props.values.baseVersion)} /> : null}
      {props.values.editId ? <input type="hidden" name="editId" value={String(props.values.editId)} /> : null}
      <ErrorSummary fieldLabel={fieldLabel} />

      {props.duplicates.length ? (
        <section aria-labelledby={`${ID_PREFIX}-dup`} className="rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950" data-testid="duplicates">
          <h2 id={`${ID_PREFIX}-dup`} className="text-lg font-semibold">
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
          <SelectField name="countryCode" label={t('sites.form.field.countryCode')} options={props.countries.map((country) => ({ value: country.code, label: country.name }))} emptyLabel={t('sites.form.chooseCountry')} required />
          <TextField name="region" label={t('sites.form.field.region')} hint={t('sites.form.hint.region')} maxLength={120} />
        </div>
        <div>
          <p className="text-sm text-slate-700">{t('sites.form.hint.coordinates')}</p>
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
        <ChoiceGroup name="siteTypes" legend={t('sites.form.field.siteTypes')} required options={SITE_TYPES.map((value) => ({ value, label: t(`sites.type.${value}`) }))} compact />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField name="level" label={t('sites.form.field.level')} options={LEVELS.map((value) => ({ value, label: t(`sites.level.${value}`) }))} emptyLabel={t('sites.form.notSure')} />
          <SelectField name="current" label={t('sites.form.field.current')} options={CURRENTS.map((value) => ({ value, label: t(`sites.current.${value}`) }))} emptyLabel={t('sites.form.notSure')} />
        </div>
        <ChoiceGroup name="entry" legend={t('sites.form.field.entry')} options={ENTRIES.map((value) => ({ value, label: t(`sites.entry.${value}`) }))} compact />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="depthMin" label={t('sites.form.field.depthMinUnit', { unit: depth })} type="number" inputMode="decimal" />
          <TextField name="depthMax" label={t('sites.form.field.depthMaxUnit', { unit: depth })} type="number" inputMode="decimal" />
          <TextField name="visibilityMin" label={t('sites.form.field.visibilityMinUnit', { unit: depth })} type="number" inputMode="decimal" />
          <TextField name="visibilityMax" label={t('sites.form.field.visibilityMaxUnit', { unit: depth })} type="number" inputMode="decimal" />
        </div>
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>{t('sites.form.section.seasons')}</legend>
        <ChoiceGroup name="bestMonths" legend={t('sites.form.field.bestMonths')} options={MONTHS.map((month) => ({ value: String(month), label: monthName(month, t.locale) }))} compact />
        <div>
          <p className="text-sm font-semibold text-slate-900">{t('sites.form.field.waterTemp', { unit: temperature })}</p>
          <p className="text-xs text-slate-700">{t('sites.form.hint.waterTemp')}</p>
          <div className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-2">
            {MONTHS.map((month) => (
              <div key={month} className="grid grid-cols-[6rem_minmax(0,1fr)_minmax(0,1fr)] items-start gap-2">
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
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>{t('sites.form.section.notice')}</legend>
        <p className="text-sm text-slate-700">{t('sites.form.hint.notice')}</p>
        <TextField name="noticeEn" label={t('sites.form.field.noticeEn')} rows={2} maxLength={1000} lang="en" />
        <TextField name="noticeEs" label={t('sites.form.field.noticeEs')} rows={2} maxLength={1000} lang="es" />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField name="diveStatus" label={t('sites.form.field.diveStatus')} hint={t('sites.form.hint.diveStatus')} options={DIVE_STATUSES.map((value) => ({ value, label: t(`sites.diveStatus.${value}`) }))} emptyLabel={t('sites.form.notRecorded')} />
          <TextField name="diveStatusSince" label={t('sites.form.field.diveStatusSince')} hint={t('sites.form.hint.diveStatusSince')} maxLength={10} inputMode="numeric" />
        </div>
      </fieldset>

      <SourceFields required={props.mode === 'add'} />
      {/* Accepting a member's suggestion: a safety fact without a source goes out only when ticked. */}
      {props.mode === 'moderate' ? <Checkbox name="confirmUnsourced" tone="danger" label={t('sites.form.confirmUnsourced')} /> : null}

      <fieldset className={sectionClass}>
        <legend className={legendClass}>{t('sites.form.section.photos')}</legend>
        <p className="text-sm text-slate-700">{t('sites.form.hint.photos', { count: MAX_SITE_PHOTOS, size: Math.round(MAX_SITE_PHOTO_BYTES / 1024 / 1024) })}</p>
        {props.existingPhotos?.length ? (
          <PhotoList title={t('sites.form.existingPhotos')}>
            {props.existingPhotos.map((photo) => (
              <li key={photo.id} className="flex flex-col gap-1">
                <img src={photo.url} alt={photo.label} className="aspect-[4/3] w-full rounded object-cover" />
                {canRemovePhotos ? (
                  <label className="inline-flex items-center gap-2 text-sm">
                    <input type="checkbox" name="removePhoto" value={photo.id} defaultChecked={props.removePhotoIds?.includes(photo.id)} className="h-4 w-4 accent-red-700" />
                    {t('sites.form.removePhoto')}
                  </label>
                ) : null}
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
        {photoCount < MAX_SITE_PHOTOS ? (
          // A new key after each answer from the server empties the picker: the files sent are
          // staged already (listed above), so sending them again would add them twice.
          <FileField name="photos" label={t('sites.form.field.photos')} accept="image/jpeg,image/png,image/webp" multiple resetKey={props.staged.map((photo) => photo.key).join(',')} />
        ) : null}
      </fieldset>

      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton name="intent" value="save">
          {t(SUBMIT[props.mode])}
        </SubmitButton>
        <Link to={props.cancelHref} className="font-semibold text-slate-800 underline">
          {t('sites.form.cancel')}
        </Link>
      </div>
    </FormKit>
  );
}

/** Where the facts come from: the member's own dive, a guide book, a web page, a dive centre, or nothing given. */
export function SourceFields({ required }: { required: boolean }) {
  const t = useT();
  const kinds = required ? SOURCE_KINDS.filter((kind) => kind !== 'none') : SOURCE_KINDS;
  return (
    <fieldset className={sectionClass}>
      <legend className={legendClass}>{t('sites.form.section.source')}</legend>
      <p className="text-sm text-slate-700">{t(required ? 'sites.form.hint.sourceRequired' : 'sites.form.hint.sourceOptional')}</p>
      <ChoiceGroup name="sourceKind" type="radio" legend={t('sites.form.field.sourceKind')} required={required} options={kinds.map((kind) => ({ value: kind, label: t(`sites.source.kind.${kind}`) }))} compact />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="sourceTitle" label={t('sites.form.field.sourceTitle')} hint={t('sites.form.hint.sourceTitle')} maxLength={300} />
        <TextField name="sourceUrl" type="url" label={t('sites.form.field.sourceUrl')} hint={t('sites.form.hint.sourceUrl')} maxLength={500} />
        <TextField name="sourceDivedOn" type="date" label={t('sites.form.field.sourceDivedOn')} hint={t('sites.form.hint.sourceDivedOn')} />
      </div>
    </fieldset>
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
