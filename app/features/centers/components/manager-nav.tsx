// The manager area's small navigation: the centre's page and its other sub-pages, each keeping the
// ?center= choice, and the switch between centres for members who run several. A sub-page adds
// itself to MANAGER_PAGES (and its label to the "manager" catalogues).
import { Link } from 'react-router';
import { useT } from '~/lib/use-translation.ts';
import { VerificationBadge } from './center-badges.tsx';

export const MANAGER_PAGES = [
  { path: '/admin-divecenter/divecenter', label: 'manager.nav.page' },
  { path: '/admin-divecenter/divecenter/trips', label: 'manager.nav.trips' },
  { path: '/admin-divecenter/divecenter/reservations', label: 'manager.nav.reservations' },
  { path: '/admin-divecenter/divecenter/inbox', label: 'manager.nav.inbox' },
  { path: '/admin-divecenter/divecenter/offers', label: 'manager.nav.offers' },
  { path: '/admin-divecenter/divecenter/signatures', label: 'manager.nav.signatures' },
] as const;

export type ManagerPath = (typeof MANAGER_PAGES)[number]['path'];

/** What waits for the centre: reservation requests to answer and unread messages (the manager pages' loaders read them). */
export type ManagerBadges = { requests: number; unread: number };

const BADGE_OF: Partial<Record<ManagerPath, keyof ManagerBadges>> = {
  '/admin-divecenter/divecenter/reservations': 'requests',
  '/admin-divecenter/divecenter/inbox': 'unread',
};

export function ManagerNav({ centerId, current, badges }: { centerId: number; current: ManagerPath; badges?: ManagerBadges }) {
  const t = useT();
  return (
    <nav aria-label={t('manager.nav.label')} className="relative overflow-x-auto border-b border-slate-200">
      <ul className="flex gap-1 text-sm">
        {MANAGER_PAGES.map((page) => {
          const badge = BADGE_OF[page.path];
          const count = badge && badges ? badges[badge] : 0;
          const active = page.path === current;
          return (
            <li key={page.path}>
              <Link
                to={`${page.path}?center=${centerId}`}
                aria-current={active ? 'page' : undefined}
                className={`inline-flex items-center gap-1.5 border-b-2 px-3 py-2 font-semibold whitespace-nowrap ${active ? 'border-sky-800 text-sky-900' : 'border-transparent text-slate-700 hover:text-sky-900'}`}
              >
                {t(page.label)}
                {count > 0 ? (
                  <span className="rounded-full bg-red-700 px-1.5 text-xs text-white">
                    {count}
                    <span className="sr-only"> {t('manager.nav.pending')}</span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A manager page opened by a member who runs no centre yet. */
export function NoCenterYet({ title }: { title: string }) {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-8 pb-20 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-4 text-slate-800">{t('manager.noCenter')}</p>
      <p className="mt-3">
        <Link to="/add-dive-center" className="font-semibold text-sky-800 underline">
          {t('manager.addOrClaim')}
        </Link>
      </p>
    </div>
  );
}

/** The heading of a manager sub-page: the area, the page's title, the centre, and the switch between centres. */
export function ManagerHeader({
  title,
  center,
  managed,
  current,
  badges,
}: {
  title: string;
  center: { id: number; name: string };
  managed: Array<{ id: number; name: string }>;
  current: ManagerPath;
  badges?: ManagerBadges;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-semibold tracking-wide text-slate-700 uppercase">{t('manager.area')}</p>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="text-slate-800">
        <Link to={`/dive-center/${center.id}`} className="font-semibold text-sky-800 underline">
          {center.name}
        </Link>
      </p>
      {managed.length > 1 ? (
        <nav aria-label={t('manager.switcher')} className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold text-slate-900">{t('manager.switcher')}:</span>
          {managed.map((other) => (
            <Link
              key={other.id}
              to={`${current}?center=${other.id}`}
              aria-current={other.id === center.id ? 'page' : undefined}
              className={other.id === center.id ? 'rounded-full bg-sky-800 px-3 py-1 font-semibold text-white' : 'rounded-full bg-slate-100 px-3 py-1 text-slate-900 hover:bg-slate-200'}
            >
              {other.name}
            </Link>
          ))}
        </nav>
      ) : null}
      <ManagerNav centerId={center.id} current={current} badges={badges} />
    </div>
  );
}

/** The top of the centre's own manager pages: the centre's name, its verification, how the member relates to it, and its public page. */
export function ManagedCenterTitle({ center, relation }: { center: { id: number; name: string; verification: 'unverified' | 'verified' }; relation?: string }) {
  const t = useT();
  return (
    <>
      <p className="text-sm font-semibold tracking-wide text-slate-700 uppercase">{t('centers.manage.title')}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{center.name}</h1>
      <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
        <VerificationBadge verification={center.verification} />
        {relation ? <span className="text-slate-700">{relation}</span> : null}
        <Link to={`/dive-center/${center.id}`} className="font-semibold text-sky-800 underline">
          {t('centers.manage.viewPage')}
        </Link>
      </div>
    </>
  );
}
