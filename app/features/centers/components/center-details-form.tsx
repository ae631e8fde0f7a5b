// The form for everything about a centre: used to submit a new one and to edit it. It works without
// JavaScript; after a failed submission it shows the values as typed with an error by each field.
import type { FormReply, FormValues } from '~/lib/form-submission.ts';
import { useT } from '~/lib/use-translation.ts';
import { buttonClass, ChoiceGroup, FieldError, FormKit, Notice, SelectField, TextField } from '~/ui/form-kit.tsx';
import { AGENCIES, CENTER_KINDS, LANGUAGE_CODES, languageName, SERVICES, SOCIAL_NETWORKS, WEEKDAYS, weekdayName } from '../center-vocabulary.ts';
import { DESCRIPTION_MAX } from '../center.fields.ts';
import { collator } from '~/lib/intl-format.ts';

export function CenterDetailsForm({
  defaults,
  reply,
  intent,
  submitLabel,
  hiddenFields = {},
  idPrefix = 'details',
  countries: countryList,
}: {
  /** The stored centre when editing; a new centre starts as a dive centre. */
  defaults: FormValues;
  reply: Partial<FormReply> | undefined;
  intent: string;
  submitLabel: string;
  hiddenFields?: Record<string, string>;
  idPrefix?: string;
  /** The country picker's options, named by the server (countryOptions): the browser's own names may differ. */
  countries: Array<{ code: string; name: string }>;
}) {
  const t = useT();
  const compareNames = collator(t.locale).compare;
  const ours = reply?.intent === intent ? reply : undefined;
  const errorOf = (name: string) => ours?.fieldErrors?.[name];
  const hasErrors = Object.keys(ours?.fieldErrors ?? {}).length > 0;
  const countries = countryList.map((country) => ({ value: country.code, label: country.name }));
  return (
    <FormKit idPrefix={idPrefix} intent={intent} reply={reply} defaults={defaults} className="flex flex-col gap-8" aria-describedby={hasErrors ? `${idPrefix}-summary` : undefined}>
      {Object.entries(hiddenFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {hasErrors ? (
        <Notice tone="error" id={`${idPrefix}-summary`}>
          {t('centers.form.fixErrors')}
        </Notice>
      ) : null}

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-xl font-semibold text-slate-900">{t('centers.form.sectionBusiness')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            name="kind"
            label={t('centers.form.kind')}
            required
            options={CENTER_KINDS.map((kind) => ({ value: kind, label: t(`centers.kind.${kind}`) }))}
          />
          <TextField name="name" label={t('centers.form.name')} required maxLength={120} autoComplete="organization" />
        </div>
        <TextField rows={5} name="descriptionEn" lang="en" label={t('centers.form.descriptionEn')} maxLength={DESCRIPTION_MAX} />
        <TextField rows={5} name="descriptionEs" lang="es" label={t('centers.form.descriptionEs')} maxLength={DESCRIPTION_MAX} />
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-xl font-semibold text-slate-900">{t('centers.form.sectionLocation')}</legend>
        <p className="text-sm text-slate-700">{t('centers.form.coordinatesHint')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="lat" label={t('centers.form.lat')} required inputMode="decimal" />
          <TextField name="lng" label={t('centers.form.lng')} required inputMode="decimal" />
        </div>
        <TextField name="address" label={t('centers.form.address')} autoComplete="street-address" maxLength={200} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            name="countryCode"
            label={t('centers.form.country')}
            required
            emptyLabel={t('centers.form.chooseCountry')}
            options={countries}
          />
          <TextField name="region" label={t('centers.form.region')} maxLength={100} />
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-xl font-semibold text-slate-900">{t('centers.form.sectionContact')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="phone" type="tel" label={t('centers.form.phone')} autoComplete="tel" />
          <TextField name="email" type="email" label={t('centers.form.email')} hint={t('centers.form.emailHint')} autoComplete="email" />
        </div>
        <TextField name="website" type="url" label={t('centers.form.website')} autoComplete="url" />
        <div className="grid gap-4 sm:grid-cols-2">
          {SOCIAL_NETWORKS.map((network) => (
            <TextField
              key={network}
              name={`social_${network}`}
              type="url"
              label={t('centers.form.socialLink', { network: t(`centers.social.${network}`) })}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-5">
        <legend className="mb-2 text-xl font-semibold text-slate-900">{t('centers.form.sectionOffer')}</legend>
        <ChoiceGroup
          name="agencies"
          legend={t('centers.form.agencies')}
          columns={3}
          options={AGENCIES.map((agency) => ({ value: agency.code, label: agency.name }))}
        />
        <div className="sm:max-w-xs">
          <SelectField
            name="primaryAgency"
            label={t('centers.form.primaryAgency')}
            hint={t('centers.form.primaryAgencyHint')}
            emptyLabel={t('centers.form.primaryAgencyFirst')}
            options={AGENCIES.map((agency) => ({ value: agency.code, label: agency.name }))}
          />
        </div>
        <ChoiceGroup
          name="services"
          legend={t('centers.form.services')}
          options={SERVICES.map((service) => ({ value: service, label: t(`centers.service.${service}`) }))}
        />
        <ChoiceGroup
          name="languages"
          legend={t('centers.form.languages')}
          columns={3}
          options={LANGUAGE_CODES.map((code) => ({ value: code, label: languageName(code, t.locale) })).sort((a, b) => compareNames(a.label, b.label))}
        />
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-xl font-semibold text-slate-900">{t('centers.form.sectionHours')}</legend>
        <p className="text-sm text-slate-700">{t('centers.form.hoursHint')}</p>
        <div className="flex flex-col gap-2">
          <div className="grid grid-cols-[6rem_minmax(0,1fr)_minmax(0,1fr)] gap-3 text-sm font-semibold text-slate-700" aria-hidden="true">
            <span />
            <span>{t('centers.form.opens')}</span>
            <span>{t('centers.form.closes')}</span>
          </div>
          {WEEKDAYS.map((day) => {
            const dayName = weekdayName(day, t.locale);
            const error = errorOf(`open_${day}`) ?? errorOf(`close_${day}`);
            const errorId = `${idPrefix}-hours-${day}-error`;
            return (
              <div key={day} className="grid grid-cols-[6rem_minmax(0,1fr)_minmax(0,1fr)] items-center gap-3">
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
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    className="w-full rounded-lg border border-slate-400 px-2 py-1.5 text-slate-900"
                  />
                </div>
                {error ? (
                  <div className="col-span-3">
                    <FieldError name={errorOf(`open_${day}`) ? `open_${day}` : `close_${day}`} id={`${idPrefix}-hours-${day}`} />
                  </div>
                ) : null}
              </div>
            );
          })}
        </div>
        <TextField name="hoursNote" label={t('centers.form.hoursNote')} maxLength={200} />
      </fieldset>

      <div>
        <button type="submit" name="intent" value={intent} className={buttonClass()}>
          {submitLabel}
        </button>
      </div>
    </FormKit>
  );
}
