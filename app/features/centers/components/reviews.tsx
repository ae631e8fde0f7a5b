// Reviews of a centre, the member's review form, and (on the manager page) the reply form.
import type { FormReply, FormValues } from '~/lib/form-submission.ts';
import { useT } from '~/lib/use-translation.ts';
import { ChoiceGroup, FormKit, SubmitButton, TextField } from '~/ui/form-kit.tsx';
import { ReviewModerationForm } from '~/ui/review-moderation.tsx';
import { REVIEW_MAX } from '../center.fields.ts';
import type { CenterReview } from '../center-page.queries.server.ts';
import { StarRow } from './rating.tsx';
import { dateTimeFormat } from '../../../lib/intl-format.ts';

function formatDate(date: Date | string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(date));
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
  const texts = { hiddenNote: t('centers.reviews.hiddenByModerator'), hide: t('centers.reviews.hide'), unhide: t('centers.reviews.unhide') };
  return <ReviewModerationForm reviewId={reviewId} hidden={hidden} texts={texts} />;
}

/** The member's review of the centre; `defaults` holds their earlier review when they have one. */
export function ReviewForm({ defaults, reply, editing }: { defaults: FormValues; reply: Partial<FormReply> | undefined; editing: boolean }) {
  const t = useT();
  return (
    <FormKit idPrefix="review" intent="review" reply={reply} defaults={defaults} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4">
      <ChoiceGroup name="rating" type="radio" legend={t('centers.reviews.yourRating')} options={[1, 2, 3, 4, 5].map((stars) => ({ value: String(stars), label: t.plural('centers.reviews.stars', stars) }))} />
      <TextField name="body" label={t('centers.reviews.yourReview')} maxLength={REVIEW_MAX} rows={4} />
      <div>
        <SubmitButton name="intent" value="review">
          {editing ? t('centers.reviews.update') : t('centers.reviews.submit')}
        </SubmitButton>
      </div>
    </FormKit>
  );
}

/** The centre's answer to one review (manager page); its intent carries the review's id. */
export function ReplyForm({ reviewId, centerId, reply }: { reviewId: number; centerId: number; reply: Partial<FormReply> | undefined }) {
  const t = useT();
  return (
    <FormKit idPrefix={`reply-${reviewId}`} intent={`reply-${reviewId}`} reply={reply} className="mt-3 flex flex-col gap-2">
      <input type="hidden" name="centerId" value={centerId} />
      <input type="hidden" name="reviewId" value={reviewId} />
      <TextField name="reply" label={t('centers.reviews.replyLabel')} hint={t('centers.reviews.replyHint')} rows={3} maxLength={2000} />
      <div>
        <SubmitButton name="intent" value="reply">
          {t('centers.reviews.replySubmit')}
        </SubmitButton>
      </div>
    </FormKit>
  );
}
