// The form for everything about a centre: used to submit a new one and to edit it. It works without
// JavaScript; after a failed submission it shows the values as typed with an error by each field.
import { Form } from 'react-router';
import { useT } from '../../../lib/use-translation.ts';
import { AGENCIES, CENTER_KINDS, LANGUAGE_CODES, languageName, SERVICES, SOCIAL_NETWORKS, WEEKDAYS, weekdayName } from '../center-vocabulary.ts';
import { DESCRIPTION_MAX } from '../center.schema.ts';
import { listValue, textValue, type FieldErrors, type FormValues } from '../form-values.ts';
import { buttonClass, CheckboxGroup, FieldError, FormNotice, SelectField, TextArea, TextField } from './form-fields.tsx';

export function CenterDetailsForm({
  values,
  errors,
  intent,
  submitLabel,
  hiddenFields = {},
  idPrefix = 'details',
  countries: countryList,
}: {
  values: FormValues | undefined;
  errors: FieldErrors | undefined;
  intent: string;
  submitLabel: string;
  hiddenFields?: Record<string, string>;
  idPrefix?: string;
  /** The country picker's options, named by the server (countryOptions): the browser's own names may differ. */
  countries: Array<{ code: string; name: string }>;
}) {
  const t = useT();
  const v = (name: string) => textValue(values, name);
  const e = (name: string) => errors?.[name];
  const hasErrors = !!errors && Object.keys(errors).length > 0;
  const countries = countryList.map((country) => ({ value: country.code, label: country.name }));
  const ticked = listValue(values, 'agencies');
  return (
    <Form method="post" className="flex flex-col gap-8" noValidate aria-describedby={hasErrors ? `${idPrefix}-summary` : undefined}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hiddenFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {hasErrors ? (
        <FormNotice tone="error" id={`${idPrefix}-summary`}>
          {t('centers.form.fixErrors')}
        </FormNotice>
      ) : null}

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-xl font-semibold text-slate-900">{t('centers.form.sectionBusiness')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            idPrefix={idPrefix}
            name="kind"
            label={t('centers.form.kind')}
            required
            defaultValue={v('kind') || 'center'}
            error={e('kind')}
            options={CENTER_KINDS.map((kind) => ({ value: kind, label: t(`centers.kind.${kind}`) }))}
          />
          <TextField idPrefix={idPrefix} name="name" label={t('centers.form.name')} required defaultValue={v('name')} error={e('name')} maxLength={120} autoComplete="organization" />
        </div>
        <TextArea idPrefix={idPrefix} name="descriptionEn" lang="en" label={t('centers.form.descriptionEn')} defaultValue={v('descriptionEn')} error={e('descriptionEn')} maxLength={DESCRIPTION_MAX} />
        <TextArea idPrefix={idPrefix} name="descriptionEs" lang="es" label={t('centers.form.descriptionEs')} defaultValue={v('descriptionEs')} error={e('descriptionEs')} maxLength={DESCRIPTION_MAX} />
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-xl font-semibold text-slate-900">{t('centers.form.sectionLocation')}</legend>
        <p className="text-sm text-slate-700">{t('centers.form.coordinatesHint')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField idPrefix={idPrefix} name="lat" label={t('centers.form.lat')} required inputMode="decimal" defaultValue={v('lat')} error={e('lat')} />
          <TextField idPrefix={idPrefix} name="lng" label={t('centers.form.lng')} required inputMode="decimal" defaultValue={v('lng')} error={e('lng')} />
        </div>
        <TextField idPrefix={idPrefix} name="address" label={t('centers.form.address')} defaultValue={v('address')} error={e('address')} autoComplete="street-address" maxLength={200} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            idPrefix={idPrefix}
            name="countryCode"
            label={t('centers.form.country')}
            required
            defaultValue={v('countryCode')}
            error={e('countryCode')}
            emptyLabel={t('centers.form.chooseCountry')}
            options={countries}
          />
          <TextField idPrefix={idPrefix} name="region" label={t('centers.form.region')} defaultValue={v('region')} error={e('region')} maxLength={100} />
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-xl font-semibold text-slate-900">{t('centers.form.sectionContact')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField idPrefix={idPrefix} name="phone" type="tel" label={t('centers.form.phone')} defaultValue={v('phone')} error={e('phone')} autoComplete="tel" />
          <TextField idPrefix={idPrefix} name="email" type="email" label={t('centers.form.email')} hint={t('centers.form.emailHint')} defaultValue={v('email')} error={e('email')} autoComplete="email" />
        </div>
        <TextField idPrefix={idPrefix} name="website" type="url" label={t('centers.form.website')} defaultValue={v('website')} error={e('website')} autoComplete="url" />
        <div className="grid gap-4 sm:grid-cols-2">
          {SOCIAL_NETWORKS.map((network) => (
            <TextField
              key={network}
              idPrefix={idPrefix}
              name={`social_${network}`}
              type="url"
              label={t('centers.form.socialLink', { network: t(`centers.social.${network}`) })}
              defaultValue={v(`social_${network}`)}
              error={e(`social_${network}`)}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-5">
        <legend className="mb-2 text-xl font-semibold text-slate-900">{t('centers.form.sectionOffer')}</legend>
        <CheckboxGroup
          idPrefix={idPrefix}
          name="agencies"
          legend={t('centers.form.agencies')}
          columns={3}
          checked={ticked}
          error={e('agencies')}
          options={AGENCIES.map((agency) => ({ value: agency.code, label: agency.name }))}
        />
        <div className="sm:max-w-xs">
          <SelectField
            idPrefix={idPrefix}
            name="primaryAgency"
            label={t('centers.form.primaryAgency')}
            hint={t('centers.form.primaryAgencyHint')}
            defaultValue={v('primaryAgency')}
            error={e('primaryAgency')}
            emptyLabel={t('centers.form.primaryAgencyFirst')}
            options={AGENCIES.map((agency) => ({ value: agency.code, label: agency.name }))}
          />
        </div>
        <CheckboxGroup
          idPrefix={idPrefix}
          name="services"
          legend={t('centers.form.services')}
          checked={listValue(values, 'services')}
          error={e('services')}
          options={SERVICES.map((service) => ({ value: service, label: t(`centers.service.${service}`) }))}
        />
        <CheckboxGroup
          idPrefix={idPrefix}
          name="languages"
          legend={t('centers.form.languages')}
          columns={3}
          checked={listValue(values, 'languages')}
          error={e('languages')}
          options={LANGUAGE_CODES.map((code) => ({ value: code, label: languageName(code, t.locale) })).sort((a, b) => a.label.localeCompare(b.label, t.locale))}
        />
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-xl font-semibold text-slate-900">{t('centers.form.sectionHours')}</legend>
        <p className="text-sm text-slate-700">{t('centers.form.hoursHint')}</p>
        <div className="flex flex-col gap-2">
          <div className="grid grid-cols-[7rem_1fr_1fr] gap-3 text-sm font-semibold text-slate-700" aria-hidden="true">
            <span />
            <span>{t('centers.form.opens')}</span>
            <span>{t('centers.form.closes')}</span>
          </div>
          {WEEKDAYS.map((day) => {
            const dayName = weekdayName(day, t.locale);
            const error = e(`open_${day}`) ?? e(`close_${day}`);
            const errorId = `${idPrefix}-hours-${day}-error`;
            return (
              <div key={day} className="grid grid-cols-[7rem_1fr_1fr] items-center gap-3">
                <span className="text-sm font-semibold text-slate-900" id={`${idPrefix}-day-${day}`}>
                  {dayName}
                </span>
                <div>
                  <label htmlFor={`${idPrefix}-open_${day}`} className="sr-only">
                    {t('centers.form.opensOn', { day: dayName })}
                  </label>
                  <input
                    id={`${idPrefix}-open_${day}`}
                    name={`open_${day}`}
                    type="time"
                    defaultValue={v(`open_${day}`)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    className="w-full rounded-lg border border-slate-400 px-2 py-1.5 text-slate-900"
                  />
                </div>
                <div>
                  <label htmlFor={`${idPrefix}-close_${day}`} className="sr-only">
                    {t('centers.form.closesOn', { day: dayName })}
                  </label>
                  <input
                    id={`${idPrefix}-close_${day}`}
                    name={`close_${day}`}
                    type="time"
                    defaultValue={v(`close_${day}`)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    className="w-full rounded-lg border border-slate-400 px-2 py-1.5 text-slate-900"
                  />
                </div>
                {error ? (
                  <div className="col-span-3">
                    <FieldError id={errorId} error={error} />
                  </div>
                ) : null}
              </div>
            );
          })}
        </div>
        <TextField idPrefix={idPrefix} name="hoursNote" label={t('centers.form.hoursNote')} defaultValue={v('hoursNote')} error={e('hoursNote')} maxLength={200} />
      </fieldset>

      <div>
        <button type="submit" className={buttonClass}>
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}
