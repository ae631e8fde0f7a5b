// An average rating as five stars with the figure and the number of reviews, readable as text.
import { useT } from '../../../lib/use-translation.ts';
import { numberFormat } from '../../../lib/intl-format.ts';

const STARS = [1, 2, 3, 4, 5];

function Star({ filled, size }: { filled: boolean; size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" className="shrink-0">
      <path
        d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function StarRow({ value, size = 16 }: { value: number; size?: number }) {
  return (
    <span className="inline-flex text-amber-600" aria-hidden="true">
      {STARS.map((star) => (
        <Star key={star} filled={star <= Math.round(value)} size={size} />
      ))}
    </span>
  );
}

export function CenterRating({ average, count, size = 16 }: { average: number | null; count: number; size?: number }) {
  const t = useT();
  if (average === null || count === 0) return <span className="text-sm text-slate-700">{t('centers.rating.none')}</span>;
  const shown = numberFormat(t.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
  return (
    <span className="inline-flex items-center gap-1 text-sm text-slate-800">
      <span className="sr-only">{t('centers.rating.value', { rating: shown })}</span>
      <StarRow value={average} size={size} />
      <span aria-hidden="true" className="font-semibold">
        {shown}
      </span>
      <span>({t.plural('centers.rating.reviews', count)})</span>
    </span>
  );
}
