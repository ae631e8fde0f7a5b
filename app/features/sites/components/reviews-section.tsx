// Reviews on a listing page, as everybody sees them. A moderator also gets a hide / show control on
// each; its code, and that of the member's own review form, is in listing-member-controls.tsx.
import { Suspense } from 'react';
import { Link } from 'react-router';
import { useT } from '~/lib/use-translation.ts';
import { shownOnDemand } from '~/ui/shown-on-demand.tsx';
import type { SiteReview } from '../reviews.server.ts';
import { formatDepth, formatTemperature, type Units } from '~/lib/units.ts';
import { RatingStars } from './rating-stars.tsx';
import { dateTimeFormat } from '../../../lib/intl-format.ts';

const ReviewModeration = shownOnDemand(() => import('./listing-member-controls.tsx').then((module) => module.ReviewModeration));

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
            <Suspense fallback={null}>
              <ReviewModeration reviewId={review.id} hidden={review.hidden} />
            </Suspense>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
