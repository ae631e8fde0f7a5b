// A site's average rating as five stars plus the figure and the number of reviews, readable as text.
import { useT } from '../../../lib/use-translation.ts';
import { StarIcon } from './site-icons.tsx';
import { numberFormat } from '../../../lib/intl-format.ts';

const STARS = [0, 1, 2, 3, 4];

export function RatingStars({ average, count, size = 16, compact = false }: { average: number | null; count: number; size?: number; compact?: boolean }) {
  const t = useT();
  if (!compact && (average === null || count === 0)) return <span className="text-sm text-slate-600">{t('sites.rating.none')}</span>;
  if (average === null) return null;
  const shown = numberFormat(t.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
  return (
    <span className="inline-flex items-center gap-1 text-sm text-slate-700">
      {compact ? null : <span className="sr-only">{t('sites.rating.value', { rating: shown })}</span>}
      <span className="relative inline-flex text-amber-600" aria-hidden="true">
        {STARS.map((index) => (
          <StarIcon key={index} size={size} />
        ))}
        {/* The filled row is clipped to the average, so 4.3 shows four stars and a third. */}
        <span className="absolute inset-y-0 left-0 inline-flex overflow-hidden" style={{ width: `${(average / 5) * 100}%` }}>
          {STARS.map((index) => (
            <StarIcon key={index} size={size} filled className="shrink-0" />
          ))}
        </span>
      </span>
      <span aria-hidden="true" className="font-semibold">
        {shown}
      </span>
      {compact ? null : <span>({t.plural('sites.rating.reviews', count)})</span>}
    </span>
  );
}
