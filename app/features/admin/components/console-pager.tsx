// "Previous" and "Next" under a paged console list; nothing when there is only one page.
import { Link } from 'react-router';
import { useT } from '~/lib/use-translation.ts';
import { buttonClass } from '~/ui/form-kit.tsx';

export function ConsolePager({ page, hasNext, pageLink }: { page: number; hasNext: boolean; pageLink: (page: number) => string }) {
  const t = useT();
  if (page <= 1 && !hasNext) return null;
  return (
    <nav aria-label={t('admin.pages')} className="mt-6 flex gap-3">
      {page > 1 ? (
        <Link to={pageLink(page - 1)} className={buttonClass('secondary', 'small')}>
          {t('admin.previous')}
        </Link>
      ) : null}
      {hasNext ? (
        <Link to={pageLink(page + 1)} className={buttonClass('secondary', 'small')}>
          {t('admin.next')}
        </Link>
      ) : null}
    </nav>
  );
}
