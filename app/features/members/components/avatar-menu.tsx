// The signed-in member's menu in the header (and its list form in the mobile menu).
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { useT } from '~/lib/use-translation.ts';
import { Avatar } from '~/ui/avatar.tsx';
import { Dropdown } from '~/ui/dropdown.tsx';
import { ChevronDownIcon } from '~/ui/icons.tsx';
import { canModerate, canUseConsole } from '../member.policy.ts';
import type { SessionUser } from '../session-user.ts';

/** Unread counts the root shows beside the menu and its entries (they live in the inbox feature). */
export type AccountBadges = { total?: ReactNode; notifications?: ReactNode; inbox?: ReactNode; manager?: ReactNode };

function menuLinks(user: SessionUser): Array<{ to: string; label: string; badge?: keyof AccountBadges }> {
  return [
    { to: '/logbook', label: 'frame.account.logbook' },
    { to: '/account/notifications', label: 'frame.account.notifications', badge: 'notifications' },
    { to: '/account/feed', label: 'frame.account.feed' },
    { to: '/account/inbox', label: 'frame.account.inbox', badge: 'inbox' },
    { to: '/account/reservations', label: 'frame.account.reservations' },
    { to: '/trips', label: 'frame.account.trips' },
    { to: '/account/wishlist', label: 'frame.account.wishlist' },
    { to: '/add-listing', label: 'frame.account.contribute' },
    { to: '/account/settings', label: 'frame.account.profile' },
    ...(user.isDiveCenterManager ? [{ to: '/admin-divecenter/divecenter', label: 'frame.account.manager', badge: 'manager' as const }] : []),
    ...(canUseConsole(user) ? [{ to: '/admin', label: 'frame.account.console' }] : []),
    ...(canModerate(user)
      ? [
          { to: '/admin/reports', label: 'frame.account.reports' },
          { to: '/admin/edits', label: 'frame.account.edits' },
          { to: '/admin/claims', label: 'frame.account.claims' },
          { to: '/admin/message-reports', label: 'frame.account.messageReports' },
        ]
      : []),
  ];
}

const ITEM = 'block w-full rounded-lg px-3 py-2 text-left text-sm font-medium hover:bg-slate-100 focus-visible:bg-slate-100';

export function AvatarMenu({ user, buttonClassName = '', badges = {} }: { user: SessionUser; buttonClassName?: string; badges?: AccountBadges }) {
  const t = useT();
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return (
    <Dropdown
      buttonClassName={`relative inline-flex items-center gap-1 rounded-full p-1 pr-2 ${buttonClassName}`}
      panelClassName="absolute right-0 top-full z-50 mt-2 w-64 rounded-xl bg-white p-1.5 text-slate-800 shadow-xl ring-1 ring-slate-900/10"
      label={
        <>
          {/* The button is named by hidden text rather than aria-label: the initials are a picture
              of the member, and an aria-label that does not contain them fails WCAG 2.5.3 checks. */}
          <span className="sr-only">{t('frame.account.menu', { name: fullName })}</span>
          <span aria-hidden="true" className="inline-flex items-center gap-1">
            <Avatar name={fullName} src={user.avatarUrl} size={32} />
            <ChevronDownIcon size={16} />
          </span>
          {badges.total ? <span className="absolute -top-1 -right-1">{badges.total}</span> : null}
        </>
      }
    >
      <div className="px-3 pt-2 pb-3">
        <p className="font-semibold text-slate-900" data-testid="account-greeting">
          {t('frame.account.welcome', { firstName: user.firstName })}
        </p>
        <Link to={`/user/${user.memberId}`} className="text-sm text-sky-800 hover:underline">
          {t('frame.account.memberId', { memberId: user.memberId })}
        </Link>
      </div>
      <ul className="border-t border-slate-200 pt-1.5">
        {menuLinks(user).map((entry) => (
          <li key={entry.to}>
            <Link to={entry.to} className={`${ITEM} flex items-center justify-between gap-2`}>
              {t(entry.label)}
              {entry.badge ? badges[entry.badge] : null}
            </Link>
          </li>
        ))}
        <li>
          <Form method="post" action="/sign-out">
            <button type="submit" className={ITEM}>
              {t('frame.account.logout')}
            </button>
          </Form>
        </li>
      </ul>
    </Dropdown>
  );
}

export function MobileAccountLinks({ user, badges = {} }: { user: SessionUser; badges?: AccountBadges }) {
  const t = useT();
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const row = 'block rounded-lg px-3 py-2 text-base text-slate-100 hover:bg-white/10';
  return (
    <div>
      <div className="flex items-center gap-3 px-3 pb-3">
        <Avatar name={fullName} src={user.avatarUrl} size={40} />
        <div>
          <p className="font-semibold">{t('frame.account.welcome', { firstName: user.firstName })}</p>
          <Link to={`/user/${user.memberId}`} className="text-sm text-lagoon-300 hover:underline">
            {t('frame.account.memberId', { memberId: user.memberId })}
          </Link>
        </div>
      </div>
      <ul>
        {menuLinks(user).map((entry) => (
          <li key={entry.to}>
            <Link to={entry.to} className={`${row} flex items-center justify-between gap-2`}>
              {t(entry.label)}
              {entry.badge ? badges[entry.badge] : null}
            </Link>
          </li>
        ))}
        <li>
          <Form method="post" action="/sign-out">
            <button type="submit" className={`${row} w-full text-left`}>
              {t('frame.account.logout')}
            </button>
          </Form>
        </li>
      </ul>
    </div>
  );
}
