// The small-screen quick bar: five destinations, always in reach of the thumb.
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useT } from '~/lib/use-translation.ts';
import { BookIcon, CompassIcon, HeartIcon, HomeIcon, MapIcon, SettingsIcon } from '~/ui/icons.tsx';
import { BOTTOM_BAR_ID } from '../navigation.ts';

const ITEMS = [
  { to: '/', label: 'frame.bottom.home', short: 'frame.bottom.homeShort', Icon: HomeIcon },
  { to: '/explore', label: 'frame.bottom.explore', short: 'frame.bottom.exploreShort', Icon: CompassIcon },
  { to: '/account/settings', label: 'frame.bottom.account', short: 'frame.bottom.accountShort', Icon: SettingsIcon },
  { to: '/account/wishlist', label: 'frame.bottom.wishlist', short: 'frame.bottom.wishlistShort', Icon: HeartIcon },
  { to: '/map-explore', label: 'frame.bottom.map', short: 'frame.bottom.mapShort', Icon: MapIcon },
] as const;

/** A signed-in member's own logbook, a sixth destination after the five everyone has. */
const LOGBOOK = { to: '/logbook', label: 'frame.bottom.logbook', short: 'frame.bottom.logbookShort', Icon: BookIcon } as const;

/**
 * `accountBadge`: the member's unread messages, a small link to the inbox over the account icon.
 * `signedIn`: the logbook joins the bar.
 */
export function BottomBar({ accountBadge, signedIn = false }: { accountBadge?: ReactNode; signedIn?: boolean }) {
  const t = useT();
  const items = signedIn ? [...ITEMS, LOGBOOK] : ITEMS;
  return (
    <nav
      id={BOTTOM_BAR_ID}
      aria-label={t('frame.bottom.label')}
      data-testid="bottom-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className={`mx-auto grid h-16 max-w-md ${signedIn ? 'grid-cols-6' : 'grid-cols-5'}`}>
        {items.map(({ to, label, short, Icon }) => (
          <li key={to} className="relative">
            <NavLink
              to={to}
              end
              aria-label={t(label)}
              className="flex h-full flex-col items-center justify-center gap-0.5 text-[11px] font-medium text-slate-600 hover:text-abyss-900 aria-[current=page]:text-sky-700"
            >
              <Icon size={22} />
              <span aria-hidden="true">{t(short)}</span>
            </NavLink>
            {to === '/account/settings' && accountBadge ? <span className="absolute top-1 left-1/2 ml-2">{accountBadge}</span> : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
