// The manager's trip form, for a new trip and for changes: both languages, kind, local dates and
// times (in the centre's time zone, named beside them), sites, meeting point, price, what is
// included, seats, who may come, the cancellation terms (chosen from templates, each explained) and
// how the centre takes payment.
import type { FormReply, FormValues } from '~/lib/form-submission.ts';
import { useT } from '~/lib/use-translation.ts';
import { ChoiceGroup, ErrorSummary, FormKit, SelectField, SubmitButton, TextField } from '~/ui/form-kit.tsx';
import { COMMON_CURRENCIES } from '../../centers/center-vocabulary.ts';
import { CANCELLATION_POLICIES, CANCELLATION_POLICY_KEYS, CERT_TIERS, INCLUDED_ITEMS, TRIP_KINDS } from '../trip-vocabulary.ts';

export type SiteOption = { id: number; label: string };

const FIELD_LABELS: Record<string, string> = {
  kind: 'trips.form.kind',
  titleEn: 'trips.form.titleEn',
  titleEs: 'trips.form.titleEs',
  descriptionEn: 'trips.form.descriptionEn',
  descriptionEs: 'trips.form.descriptionEs',
  startDate: 'trips.form.startDate',
  startTime: 'trips.form.startTime',
  endDate: 'trips.form.endDate',
  endTime: 'trips.form.endTime',
  meetingPoint: 'trips.form.meetingPoint',
  price: 'trips.form.price',
  currency: 'trips.form.currency',
  capacity: 'trips.form.capacity',
  minCertTier: 'trips.form.minCertTier',
  minLoggedDives: 'trips.form.minLoggedDives',
  cancellationPolicy: 'trips.form.policy',
  paymentNote: 'trips.form.paymentNote',
  form: 'trips.form.whole',
};

export function TripForm({
  centerId,
  tripId,
  zone,
  sites,
  defaults,
  reply,
  idPrefix,
  submit,
}: {
  centerId: number;
  tripId?: number;
  zone: string;
  sites: SiteOption[];
  defaults: FormValues;
  reply: Partial<FormReply> | undefined;
  idPrefix: string;
  /** The buttons: each posts its own intent. */
  submit: Array<{ intent: string; label: string; tone?: 'primary' | 'secondary' }>;
}) {
  const t = useT();
  const currencies = [...new Set([...COMMON_CURRENCIES, ...(typeof defaults.currency === 'string' && defaults.currency ? [defaults.currency] : [])])];
  return (
    <FormKit idPrefix={idPrefix} intent="trip" reply={reply} defaults={defaults} className="flex flex-col gap-5">
      <input type="hidden" name="centerId" value={centerId} />
      {tripId ? <input type="hidden" name="tripId" value={tripId} /> : null}
      <ErrorSummary fieldLabel={(name) => t(FIELD_LABELS[name] ?? 'trips.form.whole')} />
      <SelectField name="kind" label={t('trips.form.kind')} required emptyLabel={t('trips.form.chooseKind')} options={TRIP_KINDS.map((kind) => ({ value: kind, label: t(`trips.kind.${kind}`) }))} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="titleEn" label={t('trips.form.titleEn')} lang="en" maxLength={120} hint={t('trips.form.titleHint')} />
        <TextField name="titleEs" label={t('trips.form.titleEs')} lang="es" maxLength={120} />
        <TextField name="descriptionEn" label={t('trips.form.descriptionEn')} lang="en" rows={5} maxLength={5000} />
        <TextField name="descriptionEs" label={t('trips.form.descriptionEs')} lang="es" rows={5} maxLength={5000} />
      </div>
      <fieldset className="rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">{t('trips.form.when')}</legend>
        <p className="mb-3 text-sm text-slate-700">{t('trips.form.whenHint', { zone })}</p>
        <div className="grid gap-4 sm:grid-cols-4">
          <TextField name="startDate" type="date" label={t('trips.form.startDate')} required />
          <TextField name="startTime" type="time" label={t('trips.form.startTime')} required />
          <TextField name="endDate" type="date" label={t('trips.form.endDate')} required />
          <TextField name="endTime" type="time" label={t('trips.form.endTime')} required />
        </div>
      </fieldset>
      {sites.length ? (
        <ChoiceGroup name="siteIds" legend={t('trips.form.sites')} hint={t('trips.form.sitesHint')} options={sites.map((site) => ({ value: String(site.id), label: site.label }))} columns={2} />
      ) : (
        <p className="text-sm text-slate-700">{t('trips.form.noSites')}</p>
      )}
      <TextField name="meetingPoint" label={t('trips.form.meetingPoint')} maxLength={300} hint={t('trips.form.meetingPointHint')} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField name="price" label={t('trips.form.price')} inputMode="decimal" required />
        <SelectField name="currency" label={t('trips.form.currency')} required emptyLabel="—" options={currencies.map((code) => ({ value: code, label: code }))} />
        <TextField name="capacity" label={t('trips.form.capacity')} inputMode="numeric" required hint={t('trips.form.capacityHint')} />
      </div>
      <ChoiceGroup name="included" legend={t('trips.form.included')} options={INCLUDED_ITEMS.map((item) => ({ value: item, label: t(`trips.included.${item}`) }))} columns={3} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="minCertTier" label={t('trips.form.minCertTier')} emptyLabel={t('trips.form.noMinimum')} hint={t('trips.form.minCertTierHint')} options={CERT_TIERS.map((tier) => ({ value: tier, label: t(`trips.tier.${tier}`) }))} />
        <TextField name="minLoggedDives" label={t('trips.form.minLoggedDives')} inputMode="numeric" />
      </div>
      <ChoiceGroup
        name="cancellationPolicy"
        type="radio"
        legend={t('trips.form.policy')}
        required
        columns={2}
        options={CANCELLATION_POLICY_KEYS.map((key) => ({
          value: key,
          label: t(`trips.policy.${key}`),
          hint: CANCELLATION_POLICIES[key].freeDays === 0 ? t('trips.policy.noFreeHint', { fee: CANCELLATION_POLICIES[key].feePercent }) : t.plural('trips.policy.hint', CANCELLATION_POLICIES[key].freeDays, { fee: CANCELLATION_POLICIES[key].feePercent }),
        }))}
      />
      <TextField name="paymentNote" label={t('trips.form.paymentNote')} rows={3} maxLength={1000} hint={t('trips.form.paymentNoteHint')} />
      <div className="flex flex-wrap gap-3">
        {submit.map((button) => (
          <SubmitButton key={button.intent} name="intent" value={button.intent} tone={button.tone ?? 'primary'}>
            {button.label}
          </SubmitButton>
        ))}
      </div>
    </FormKit>
  );
}

