import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '~/lib/use-translation.ts';
import { FOOTER_LINKS_ID } from '../navigation.ts';
import { Brand } from './brand.tsx';

const COLUMNS = [
  {
    title: 'frame.footer.discover',
    links: [
      { to: '/', label: 'frame.footer.home' },
      { to: '/explore', label: 'frame.nav.explore' },
      { to: '/map-explore', label: 'frame.footer.map' },
      { to: '/find-a-dive-center', label: 'frame.nav.findCenter' },
      { to: '/find-a-dive-resort', label: 'frame.nav.findResort' },
      { to: '/find-a-trip', label: 'frame.nav.findTrip' },
    ],
  },
  {
    title: 'frame.nav.resources',
    links: [
      { to: '/dive-tables', label: 'frame.nav.diveTables' },
      { to: '/certification-equivalency', label: 'frame.nav.certification' },
      { to: '/universal-dive-signals', label: 'frame.nav.signals' },
      { to: '/news', label: 'frame.nav.news' },
      { to: '/member-offers', label: 'frame.nav.offers' },
    ],
  },
  {
    title: 'frame.footer.organisation',
    links: [
      { to: '/about', label: 'frame.nav.about' },
      { to: '/who-we-are', label: 'frame.nav.whoWeAre' },
      { to: '/pricing', label: 'frame.footer.pricing' },
      { to: '/add-dive-center', label: 'frame.nav.ownCenter' },
    ],
  },
  {
    title: 'frame.footer.support',
    links: [
      { to: '/help', label: 'frame.footer.help' },
      { to: '/contact', label: 'frame.footer.contact' },
      { to: '/privacy', label: 'frame.footer.privacy' },
    ],
  },
] as const;

/** `cookieSettings` is the control that reopens the cookie banner. */
export function SiteFooter({ orgName, cookieSettings }: { orgName: string; cookieSettings: ReactNode }) {
  const t = useT();
  const year = new Date().getFullYear();
  const link = 'text-slate-300 transition-colors hover:text-white';
  return (
    <footer className="bg-abyss-950 text-sm text-slate-300" data-testid="site-footer">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 lg:grid-cols-[1.3fr_3fr] lg:px-6">
        <div className="space-y-4 text-white">
          <Brand orgName={orgName} />
          <p className="max-w-xs text-slate-300">{t('frame.footer.tagline')}</p>
        </div>
        <div id={FOOTER_LINKS_ID} className="grid scroll-mt-20 grid-cols-2 gap-8 sm:grid-cols-4">
          {COLUMNS.map((column) => (
            <div key={column.title}>
              <h2 className="mb-3 text-xs font-semibold tracking-wider text-white uppercase">{t(column.title)}</h2>
              <ul className="space-y-2">
                {column.links.map((entry) => (
                  <li key={entry.to}>
                    <Link to={entry.to} className={link}>
                      {t(entry.label)}
                    </Link>
                  </li>
                ))}
                {column.title === 'frame.footer.support' ? <li>{cookieSettings}</li> : null}
              </ul>
            </div>
          ))}
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-slate-400 sm:flex-row sm:items-center sm:justify-between lg:px-6">
          <p data-testid="copyright">{t('frame.footer.copyright', { year, orgName })}</p>
          <p>{t('frame.footer.credits')}</p>
        </div>
      </div>
    </footer>
  );
}
