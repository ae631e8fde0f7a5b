// The listing's forms for members and moderators: a member's own review, a moderator's hide / show
// controls for a review and for the site. Only members and moderators see them, so the page loads
// this module for them alone (see shownOnDemand).
import type { FormReply } from '~/lib/form-submission.ts';
import { useT } from '~/lib/use-translation.ts';
import { ChoiceGroup, FormKit, SelectField, SubmitButton, TextField } from '~/ui/form-kit.tsx';
import { ReviewModerationForm } from '~/ui/review-moderation.tsx';
import { REVIEW_MAX } from '../reviews.fields.ts';
import { HIDE_REASON_MAX } from '../site-edits.fields.ts';
import { CURRENTS } from '../site-vocabulary.ts';
import { celsiusToFahrenheit, depthUnit, metresToFeet, temperatureUnit, type Units } from '~/lib/units.ts';
import type { ShownReview } from './reviews-section.tsx';

export function ReviewForm({ own, reply, units }: { own: ShownReview | null; reply: Partial<FormReply> | undefined; units: Units }) {
  const t = useT();
  const shown = (value: number | null, convert: (v: number) => number) => (value === null ? '' : String(Math.round((units === 'imperial' ? convert(value) : value) * 10) / 10));
  const defaults = {
    rating: own ? String(own.rating) : '',
    body: own?.body ?? '',
    divedOn: own?.divedOn ?? '',
    visibility: own ? shown(own.visibilityM, metresToFeet) : '',
    waterTemp: own ? shown(own.waterTempC, celsiusToFahrenheit) : '',
    maxDepth: own ? shown(own.maxDepthM, metresToFeet) : '',
    current: own?.current ?? '',
  };
  return (
    <FormKit idPrefix="review" intent="review-save" reply={reply} defaults={defaults} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-6" data-testid="review-form" preventScrollReset>
      <h3 className="text-lg font-semibold text-slate-900">{t(own ? 'sites.review.editTitle' : 'sites.review.addTitle')}</h3>
      <input type="hidden" name="units" value={units} />
      <ChoiceGroup name="rating" type="radio" legend={t('sites.review.rating')} required options={[1, 2, 3, 4, 5].map((rating) => ({ value: String(rating), label: t('sites.review.stars', { count: rating }) }))} />
      <TextField name="body" label={t('sites.review.body')} rows={4} maxLength={REVIEW_MAX} required />
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="text-sm font-semibold text-slate-900">{t('sites.review.conditionsOptional')}</legend>
        <p className="text-xs text-slate-700 sm:col-span-2">{t('sites.review.conditionsHint')}</p>
        <TextField name="divedOn" type="date" label={t('sites.review.divedOn')} />
        <TextField name="visibility" type="number" inputMode="decimal" label={t('sites.review.visibilityUnit', { unit: depthUnit(units) })} />
        <TextField name="waterTemp" type="number" inputMode="decimal" label={t('sites.review.waterTempUnit', { unit: temperatureUnit(units) })} />
        <TextField name="maxDepth" type="number" inputMode="decimal" label={t('sites.review.maxDepthUnit', { unit: depthUnit(units) })} />
        <SelectField name="current" label={t('sites.listing.current')} emptyLabel={t('sites.form.notSure')} options={CURRENTS.map((current) => ({ value: current, label: t(`sites.current.${current}`) }))} />
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <SubmitButton name="intent" value="review-save">
          {t(own ? 'sites.review.update' : 'sites.review.submit')}
        </SubmitButton>
        {own ? (
          <SubmitButton name="intent" value="review-delete" tone="dangerOutline" formNoValidate>
            {t('sites.review.delete')}
          </SubmitButton>
        ) : null}
      </div>
    </FormKit>
  );
}

export function ReviewModeration({ reviewId, hidden }: { reviewId: number; hidden: boolean }) {
  const t = useT();
  const texts = { hiddenNote: t('sites.review.hiddenByModerator'), hide: t('sites.review.hide'), unhide: t('sites.review.unhide') };
  return <ReviewModerationForm reviewId={reviewId} hidden={hidden} texts={texts} />;
}

export function ListingModeration({ status, reply }: { status: string; reply?: Partial<FormReply> }) {
  const t = useT();
  const hidden = status !== 'published';
  return (
    <FormKit idPrefix="moderation" intent="hide" reply={reply} className="flex flex-wrap items-end gap-2 rounded-xl border border-slate-300 bg-slate-50 p-3" data-testid="moderation">
      <p className="w-full text-sm font-semibold text-slate-900">{t('sites.moderation.title')}</p>
      {hidden ? null : <TextField name="reason" label={t('sites.moderation.reason')} maxLength={HIDE_REASON_MAX} className="flex-1" />}
      <SubmitButton name="intent" value={hidden ? 'unhide' : 'hide'} size="small">
        {t(hidden ? 'sites.moderation.unhide' : 'sites.moderation.hide')}
      </SubmitButton>
    </FormKit>
  );
}
