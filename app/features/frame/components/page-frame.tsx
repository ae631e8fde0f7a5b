// The frame around every page: skip link, header, main content, footer, the small-screen bottom bar,
// and slots for what other features add (the account menu, the cookie banner).
import { useEffect, type ReactNode } from 'react';
import { useT } from '~/lib/use-translation.ts';
import { LANGUAGE_STORAGE_KEY } from '../language.ts';
import { BottomBar } from './bottom-bar.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

type PageFrameProps = {
  orgName: string;
  account: ReactNode | null;
  mobileAccount: ReactNode | null;
  cookieSettings: ReactNode;
  /**
   * What asks the visitor for a choice before anything else (the cookie banner): rendered right after the
   * skip link, so its choices are the first Tab stops after it, wherever it is drawn on the screen. (The skip
   * link stays the first: assistive tools look for it there.)
   */
  choice?: ReactNode;
  /** Rendered after the footer: the chat ribbon, background scripts. */
  overlays?: ReactNode;
  /** Over the bottom bar's account icon: the member's unread messages. */
  bottomBadge?: ReactNode;
  /** At the top of the page, under the header: a notice the member must not miss (an admin acting for a centre). */
  notice?: ReactNode;
  /** A member is signed in: the bottom bar adds their logbook. */
  signedIn?: boolean;
  children: ReactNode;
};

export function PageFrame({ orgName, account, mobileAccount, cookieSettings, choice, overlays, bottomBadge, notice, signedIn = false, children }: PageFrameProps) {
  const t = useT();
  useEffect(() => {
    // The specification keeps a local copy of the language; the lang cookie stays the source of truth.
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, t.locale);
    } catch {
      // Storage may be disabled.
    }
  }, [t.locale]);

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-white px-4 py-2 font-semibold text-abyss-900 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('frame.skipToContent')}
      </a>
      {choice}
      <SiteHeader orgName={orgName} account={account} mobileAccount={mobileAccount} />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
        {notice}
        {children}
      </main>
      <SiteFooter orgName={orgName} cookieSettings={cookieSettings} />
      <BottomBar accountBadge={bottomBadge} signedIn={signedIn} />
      {overlays}
    </>
  );
}
