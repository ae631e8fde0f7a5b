// The full-screen menu of small screens. It is only open for the location it was opened on, so any
// navigation closes it; its contents are loaded on first use, keeping them out of every page's
// initial JavaScript. Until the page's JavaScript runs, the button is a link to the footer's list of
// every page, so a tap leads somewhere even then.
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { useT } from '~/lib/use-translation.ts';
import { MenuIcon } from '~/ui/icons.tsx';
import { FOOTER_LINKS_ID } from '../navigation.ts';

const MobileMenuDialog = lazy(() => import('./mobile-menu-dialog.tsx').then((module) => ({ default: module.MobileMenuDialog })));

type MobileMenuProps = {
  orgName: string;
  buttonClassName: string;
  /** Sign-up or account links, shown under the navigation. */
  account: ReactNode;
};

export const MOBILE_MENU_ID = 'mobile-menu';

export function MobileMenu({ orgName, buttonClassName, account }: MobileMenuProps) {
  const t = useT();
  const location = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.key;
  const close = useCallback(() => setOpenedAt(null), []);
  const hydrated = useHydrated();

  if (!hydrated) {
    return (
      <a href={`#${FOOTER_LINKS_ID}`} className={`inline-block ${buttonClassName}`} aria-label={t('frame.menu.open')}>
        <MenuIcon />
      </a>
    );
  }

  return (
    <>
      <button
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={open ? MOBILE_MENU_ID : undefined}
        aria-label={t('frame.menu.open')}
        onClick={() => setOpenedAt(location.key)}
      >
        <MenuIcon />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MobileMenuDialog id={MOBILE_MENU_ID} orgName={orgName} account={account} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The account area of the mobile menu for a visitor who is not signed in. */
export function MobileSignUp() {
  const t = useT();
  return (
    <Link to="/sign-up" className="block rounded-full bg-coral-500 px-5 py-3 text-center font-semibold text-abyss-950 hover:brightness-105">
      {t('frame.signUp')}
    </Link>
  );
}
