// Reviews of a centre, the member's review form, and (on the manager page) the reply form.
import { Form } from 'react-router';
import { useT } from '../../../lib/use-translation.ts';
import { REVIEW_MAX } from '../center.schema.ts';
import type { CenterReview } from '../centers.queries.server.ts';
import { textValue, type FieldErrors, type FormValues } from '../form-values.ts';
import { buttonClass, FieldError, TextArea } from './form-fields.tsx';
import { StarRow } from './rating.tsx';

function formatDate(date: Date | string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(date));
}

export function ReviewItem({
  review,
  centerName,
  replyForm,
  moderation,
}: {
  review: Omit<CenterReview, 'authorId'>;
  centerName: string;
  replyForm?: React.ReactNode;
  /** The moderators' hide / show control, on the public page only. */
  moderation?: React.ReactNode;
}) {
  const t = useT();
  return (
    <article className={`rounded-xl border p-4 ${review.hidden ? 'border-red-300 bg-red-50' : 'border-slate-200 bg-white'}`} data-testid="center-review">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="sr-only">{t('centers.rating.value', { rating: review.rating })}</span>
        <StarRow value={review.rating} />
        {review.author ? <span className="font-semibold text-slate-900">{review.author.firstName}</span> : <span className="font-semibold text-slate-700">{t('common.member.deleted')}</span>}
        <span className="text-sm text-slate-600">{formatDate(review.createdAt, t.locale)}</span>
      </header>
      <p className="mt-2 whitespace-pre-line text-slate-800">{review.body}</p>
      {review.reply ? (
        <div className="mt-3 rounded-lg border-l-4 border-sky-700 bg-sky-50 p-3">
          <p className="text-sm font-semibold text-sky-950">{t('centers.reviews.replyFrom', { name: centerName })}</p>
          <p className="mt-1 whitespace-pre-line text-sm text-slate-800">{review.reply}</p>
        </div>
      ) : (
        replyForm
      )}
      {moderation}
    </article>
  );
}

/** Lets a moderator take a review off the page (and out of the rating), or put it back. */
export function ReviewModeration({ reviewId, hidden }: { reviewId: number; hidden: boolean }) {
  const t = useT();
  return (
    <Form method="post" className="mt-2 flex flex-wrap items-center gap-3 text-sm">
      {hidden ? <span className="font-semibold text-red-900">{t('centers.reviews.hiddenByModerator')}</span> : null}
      <input type="hidden" name="reviewId" value={reviewId} />
      <button type="submit" name="intent" value={hidden ? 'review-unhide' : 'review-hide'} className="font-semibold text-red-800 underline">
        {t(hidden ? 'centers.reviews.unhide' : 'centers.reviews.hide')}
      </button>
    </Form>
  );
}

export function ReviewForm({ values, errors, editing }: { values: FormValues | undefined; errors: FieldErrors | undefined; editing: boolean }) {
  const t = useT();
  const rating = textValue(values, 'rating');
  const ratingError = errors?.rating;
  return (
    <Form method="post" className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4" noValidate>
      <input type="hidden" name="intent" value="review" />
      <fieldset aria-describedby={ratingError ? 'review-rating-error' : undefined}>
        <legend className="text-sm font-semibold text-slate-900">{t('centers.reviews.yourRating')}</legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {[1, 2, 3, 4, 5].map((stars) => (
            <div key={stars} className="flex items-center gap-1.5">
              <input id={`review-rating-${stars}`} type="radio" name="rating" value={stars} defaultChecked={rating === String(stars)} className="h-4 w-4 accent-sky-700" />
              <label htmlFor={`review-rating-${stars}`} className="text-sm text-slate-800">
                {t.plural('centers.reviews.stars', stars)}
              </label>
            </div>
          ))}
        </div>
        <FieldError id="review-rating-error" error={ratingError} />
      </fieldset>
      <TextArea idPrefix="review" name="body" label={t('centers.reviews.yourReview')} defaultValue={textValue(values, 'body')} error={errors?.body} maxLength={REVIEW_MAX} rows={4} />
      <div>
        <button type="submit" className={buttonClass}>
          {editing ? t('centers.reviews.update') : t('centers.reviews.submit')}
        </button>
      </div>
    </Form>
  );
}

export function ReplyForm({ reviewId, centerId, values, errors }: { reviewId: number; centerId: number; values: FormValues | undefined; errors: FieldErrors | undefined }) {
  const t = useT();
  const mine = values && textValue(values, 'reviewId') === String(reviewId);
  return (
    <Form method="post" className="mt-3 flex flex-col gap-2" noValidate>
      <input type="hidden" name="intent" value="reply" />
      <input type="hidden" name="centerId" value={centerId} />
      <input type="hidden" name="reviewId" value={reviewId} />
      <TextArea idPrefix={`reply-${reviewId}`} name="reply" label={t('centers.reviews.replyLabel')} hint={t('centers.reviews.replyHint')} defaultValue={mine ? textValue(values, 'reply') : ''} error={mine ? errors?.reply : undefined} rows={3} maxLength={2000} />
      <div>
        <button type="submit" className={buttonClass}>
          {t('centers.reviews.replySubmit')}
        </button>
      </div>
    </Form>
  );
}
