// The manager's pages of one centre, as a short list of links under its name: the centre's page,
// its member offers, and whatever a later feature adds (trips, reservations, inbox: one entry each).
import { Link } from 'react-router';
import { useT } from '~/lib/use-translation.ts';

export type ManagerPageKey = 'centre' | 'offers';

const PAGES: ReadonlyArray<{ key: ManagerPageKey; path: string }> = [
  { key: 'centre', path: '/admin-divecenter/divecenter' },
  { key: 'offers', path: '/admin-divecenter/divecenter/offers' },
];

export function ManagerPages({ centerId, current }: { centerId: number; current: ManagerPageKey }) {
  const t = useT();
  return (
    <nav aria-label={t('centers.manage.pages')} className="mt-6 border-b border-slate-200">
      <ul className="flex flex-wrap gap-x-1">
        {PAGES.map((page) => (
          <li key={page.key}>
            <Link
              to={`${page.path}?center=${centerId}`}
              aria-current={page.key === current ? 'page' : undefined}
              className={`-mb-px inline-block border-b-2 px-3 py-2 text-sm font-semibold ${page.key === current ? 'border-sky-800 text-sky-900' : 'border-transparent text-slate-700 hover:text-slate-900'}`}
            >
              {t(`centers.manage.page.${page.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
