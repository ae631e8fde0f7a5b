// Reviews on a listing page: the list, and the member's own review form (one per member, editable).
import { Link } from 'react-router';
import type { FormReply } from '~/lib/form-submission.ts';
import { useT } from '~/lib/use-translation.ts';
import { ChoiceGroup, FormKit, SelectField, SubmitButton, TextField } from '~/ui/form-kit.tsx';
import { REVIEW_MAX } from '../reviews.fields.ts';
import type { SiteReview } from '../reviews.server.ts';
import { CURRENTS } from '../site-vocabulary.ts';
import { depthUnit, formatDepth, formatTemperature, temperatureUnit, type Units } from '../units.ts';
import { RatingStars } from './rating-stars.tsx';
import { dateTimeFormat } from '../../../lib/intl-format.ts';


function Stars({ rating }: { rating: number }) {
  return <RatingStars average={rating} count={1} size={14} compact />;
}

export type ShownReview = Omit<SiteReview, 'authorId'> & { own: boolean };

export function ReviewList({ reviews, units, canModerate = false }: { reviews: ShownReview[]; units: Units; canModerate?: boolean }) {
  const t = useT();
  if (!reviews.length) return <p className="text-slate-700">{t('sites.review.none')}</p>;
  const date = dateTimeFormat(t.locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <ul className="flex flex-col gap-4" data-testid="reviews">
      {reviews.map((review) => (
        <li key={review.id} className={`rounded-xl border p-4 ${review.hidden ? 'border-red-300 bg-red-50' : 'border-slate-200'}`}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold text-slate-900">
              {review.authorMemberId ? (
                <Link to={`/user/${review.authorMemberId}`} className="hover:underline">
                  {review.authorName}
                </Link>
              ) : (
                <span className="text-slate-700">{t('common.member.deleted')}</span>
              )}
            </p>
            <span className="inline-flex items-center gap-2">
              <span className="sr-only">{t('sites.review.ratingLabel', { rating: review.rating })}</span>
              <span aria-hidden="true">
                <Stars rating={review.rating} />
              </span>
            </span>
          </div>
          <p className="mt-2 whitespace-pre-line text-slate-800">{review.body}</p>
          {review.divedOn || review.visibilityM !== null || review.waterTempC !== null || review.maxDepthM !== null || review.current ? (
            <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-950" aria-label={t('sites.review.conditions')}>
              {review.divedOn ? (
                <div>
                  <dt className="inline font-semibold">{t('sites.review.divedOn')}: </dt>
                  <dd className="inline">{date.format(new Date(`${review.divedOn}T12:00:00Z`))}</dd>
                </div>
              ) : null}
              {review.visibilityM !== null ? (
                <div>
                  <dt className="inline font-semibold">{t('sites.listing.visibility')}: </dt>
                  <dd className="inline">{formatDepth(review.visibilityM, units, t.locale)}</dd>
                </div>
              ) : null}
              {review.waterTempC !== null ? (
                <div>
                  <dt className="inline font-semibold">{t('sites.review.waterTemp')}: </dt>
                  <dd className="inline">{formatTemperature(review.waterTempC, units, t.locale)}</dd>
                </div>
              ) : null}
              {review.maxDepthM !== null ? (
                <div>
                  <dt className="inline font-semibold">{t('sites.review.maxDepth')}: </dt>
                  <dd className="inline">{formatDepth(review.maxDepthM, units, t.locale)}</dd>
                </div>
              ) : null}
              {review.current ? (
                <div>
                  <dt className="inline font-semibold">{t('sites.listing.current')}: </dt>
                  <dd className="inline">{t(`sites.current.${review.current}`)}</dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          <p className="mt-2 text-xs text-slate-600">{date.format(new Date(review.updatedAt))}</p>
          {canModerate ? (
            <FormKit className="mt-2 flex flex-wrap items-center gap-3 text-sm">
              {review.hidden ? <span className="font-semibold text-red-900">{t('sites.review.hiddenByModerator')}</span> : null}
              <input type="hidden" name="reviewId" value={review.id} />
              <button type="submit" name="intent" value={review.hidden ? 'review-unhide' : 'review-hide'} className="font-semibold text-red-800 underline">
                {t(review.hidden ? 'sites.review.unhide' : 'sites.review.hide')}
              </button>
            </FormKit>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function ReviewForm({ own, reply, units }: { own: ShownReview | null; reply: Partial<FormReply> | undefined; units: Units }) {
  const t = useT();
  const shown = (value: number | null, convert: (v: number) => number) => (value === null ? '' : String(Math.round((units === 'imperial' ? convert(value) : value) * 10) / 10));
  const defaults = {
    rating: own ? String(own.rating) : '',
    body: own?.body ?? '',
    divedOn: own?.divedOn ?? '',
    visibility: own ? shown(own.visibilityM, (m) => m / 0.3048) : '',
    waterTemp: own ? shown(own.waterTempC, (c) => (c * 9) / 5 + 32) : '',
    maxDepth: own ? shown(own.maxDepthM, (m) => m / 0.3048) : '',
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
