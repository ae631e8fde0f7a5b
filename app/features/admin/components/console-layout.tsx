// The frame of every console page: its heading and the console's navigation, showing only the parts
// the viewer's role opens (the server checks again on every page and action).
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import type { SessionUser } from '~/features/members/session-user.ts';
import { useT } from '~/lib/use-translation.ts';
import { canSeeArea, type ConsoleArea } from '../console-area.ts';
import { dateTimeFormat } from '../../../lib/intl-format.ts';

const SECTIONS: ReadonlyArray<{ to: string; label: string; area: ConsoleArea; end?: boolean }> = [
  { to: '/admin', label: 'admin.nav.dashboard', area: 'console', end: true },
  { to: '/admin/members', label: 'admin.nav.members', area: 'members' },
  { to: '/admin/audit', label: 'admin.nav.audit', area: 'members' },
  { to: '/admin/news', label: 'admin.nav.news', area: 'news' },
  { to: '/admin/offers', label: 'admin.nav.offers', area: 'moderation' },
  { to: '/admin/reports', label: 'admin.nav.reports', area: 'moderation' },
  { to: '/admin/edits', label: 'admin.nav.edits', area: 'moderation' },
  { to: '/admin/claims', label: 'admin.nav.claims', area: 'moderation' },
];

export function ConsoleLayout({ viewer, title, intro, children }: { viewer: Pick<SessionUser, 'role'>; title: string; intro?: ReactNode; children: ReactNode }) {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pt-8 pb-20 sm:px-6">
      <nav aria-label={t('admin.nav.label')} className="mb-6 overflow-x-auto">
        <ul className="flex flex-wrap gap-2">
          {SECTIONS.filter((section) => canSeeArea(viewer, section.area)).map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                end={section.end}
                className={({ isActive }) =>
                  `inline-block rounded-full px-3 py-1.5 text-sm font-semibold ${isActive ? 'bg-slate-900 text-white' : 'border border-slate-400 text-slate-900 hover:bg-slate-50'}`
                }
              >
                {t(section.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      {intro ? <div className="mt-2 text-slate-700">{intro}</div> : null}
      {children}
    </div>
  );
}

/** A date (and time) in the viewer's language, in UTC as every console date is. */
export function useConsoleDate() {
  const t = useT();
  return (value: Date | string, withTime = false) =>
    dateTimeFormat(t.locale, withTime ? { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' } : { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(value));
}
