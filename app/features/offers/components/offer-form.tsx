// The offer form of the centre manager's offers page: texts in both languages, the discount, the
// dates and the code. Used to post a new offer and to change one.
import type { FormReply, FormValues } from '~/lib/form-submission.ts';
import { useT } from '~/lib/use-translation.ts';
import { ChoiceGroup, FormKit, SubmitButton, TextField } from '~/ui/form-kit.tsx';
import { OFFER_CODE_MAX, OFFER_TEXT_MAX, OFFER_TITLE_MAX } from '../offer.fields.ts';

export function OfferForm({ centerId, offerId, defaults, reply, intent, submitLabel }: { centerId: number; offerId?: number; defaults: FormValues; reply: FormReply | undefined; intent: string; submitLabel: string }) {
  const t = useT();
  return (
    <FormKit reply={reply} intent={intent} idPrefix={intent} defaults={defaults} className="flex flex-col gap-4">
      <input type="hidden" name="centerId" value={centerId} />
      {offerId ? <input type="hidden" name="offerId" value={offerId} /> : null}
      <p className="text-sm text-slate-700">{t('offers.form.languages')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <fieldset className="flex min-w-0 flex-col gap-3" lang="en">
          <legend className="font-semibold text-slate-900">{t('offers.form.english')}</legend>
          <TextField name="titleEn" label={t('offers.form.title')} maxLength={OFFER_TITLE_MAX} />
          <TextField name="descriptionEn" label={t('offers.form.description')} rows={4} maxLength={OFFER_TEXT_MAX} />
          <TextField name="termsEn" label={t('offers.form.terms')} rows={3} maxLength={OFFER_TEXT_MAX} />
        </fieldset>
        <fieldset className="flex min-w-0 flex-col gap-3" lang="es">
          <legend className="font-semibold text-slate-900">{t('offers.form.spanish')}</legend>
          <TextField name="titleEs" label={t('offers.form.title')} maxLength={OFFER_TITLE_MAX} />
          <TextField name="descriptionEs" label={t('offers.form.description')} rows={4} maxLength={OFFER_TEXT_MAX} />
          <TextField name="termsEs" label={t('offers.form.terms')} rows={3} maxLength={OFFER_TEXT_MAX} />
        </fieldset>
      </div>
      <ChoiceGroup
        name="kind"
        type="radio"
        legend={t('offers.form.kind')}
        required
        options={(['percent', 'amount', 'extra'] as const).map((kind) => ({ value: kind, label: t(`offers.kind.${kind}`) }))}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField name="percent" label={t('offers.form.percent')} hint={t('offers.form.percentHint')} inputMode="numeric" maxLength={3} />
        <TextField name="amount" label={t('offers.form.amount')} hint={t('offers.form.amountHint')} inputMode="decimal" maxLength={12} />
        <TextField name="currency" label={t('offers.form.currency')} hint={t('offers.form.currencyHint')} maxLength={3} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="validFrom" type="date" label={t('offers.form.validFrom')} required />
        <TextField name="validUntil" type="date" label={t('offers.form.validUntil')} hint={t('offers.form.validUntilHint')} required />
      </div>
      <TextField name="code" label={t('offers.form.code')} hint={t('offers.form.codeHint')} maxLength={OFFER_CODE_MAX} required />
      <div>
        <SubmitButton name="intent" value={intent.startsWith('offer-update') ? 'offer-update' : intent}>
          {submitLabel}
        </SubmitButton>
      </div>
    </FormKit>
  );
}
