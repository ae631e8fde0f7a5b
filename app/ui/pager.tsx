// The links under a list shown a page at a time: back, an optional "page N of M", and on. Nothing when
// the list fits one page. Callers pass their own words, so a news page can say "newer" and "older".
import { Link } from 'react-router';
import { buttonClass } from './form-kit.tsx';

export type PagerLabels = { nav: string; previous: string; next: string; position?: string };

export function Pager({ page, hasNext, pageLink, labels }: { page: number; hasNext: boolean; pageLink: (page: number) => string; labels: PagerLabels }) {
  if (page <= 1 && !hasNext) return null;
  return (
    <nav aria-label={labels.nav} className="mt-8 flex items-center gap-3">
      {page > 1 ? (
        <Link to={pageLink(page - 1)} className={buttonClass('secondary', 'small')}>
          {labels.previous}
        </Link>
      ) : null}
      {labels.position ? <span className="text-sm text-slate-700">{labels.position}</span> : null}
      {hasNext ? (
        <Link to={pageLink(page + 1)} className={buttonClass('secondary', 'small')}>
          {labels.next}
        </Link>
      ) : null}
    </nav>
  );
}
