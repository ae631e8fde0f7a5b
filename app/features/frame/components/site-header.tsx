// The fixed header: transparent over a page's dark hero, deep blue elsewhere, and white with a
// shadow once the page is scrolled more than 80 px.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '~/lib/use-translation.ts';
import { useHeroPage } from '../frame-data.ts';
import { useScrolledPast } from '../use-scrolled.ts';
import { Brand } from './brand.tsx';
import { DesktopNav } from './desktop-nav.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { MobileMenu, MobileSignUp } from './mobile-menu.tsx';

export const SCROLL_THRESHOLD_PX = 80;
// The full navigation needs about 1200 px in Spanish; narrower screens use the menu button.

type SiteHeaderProps = {
  orgName: string;
  /** The signed-in member's menu; null shows the Sign Up button. */
  account: ReactNode | null;
  mobileAccount: ReactNode | null;
};

export function SiteHeader({ orgName, account, mobileAccount }: SiteHeaderProps) {
  const t = useT();
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const hero = useHeroPage();
  const style = scrolled ? 'scrolled' : hero ? 'transparent' : 'solid';
  const surface = {
    scrolled: 'bg-white text-slate-900 shadow-[0_4px_20px_-8px_rgba(2,11,22,0.35)]',
    // A faint shade keeps the white text legible over the lightest part of any hero illustration.
    transparent: 'bg-transparent bg-gradient-to-b from-abyss-950/60 to-abyss-950/0 text-white',
    solid: 'bg-abyss-900 text-white',
  }[style];
  const hover = scrolled ? 'hover:bg-slate-100 aria-expanded:bg-slate-100' : 'hover:bg-white/10 aria-expanded:bg-white/10';
  const item = `inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors ${hover} aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8`;

  return (
    <header data-testid="site-header" data-style={style} className={`fixed inset-x-0 top-0 z-40 h-16 transition-[background-color,box-shadow,color] duration-300 ${surface}`}>
      <div className="mx-auto flex h-full max-w-7xl items-center gap-3 px-4 lg:px-6">
        <Brand orgName={orgName} />
        <div className="ml-auto flex items-center gap-1 xl:ml-6 xl:flex-1 xl:justify-between">
          <DesktopNav itemClassName={item} />
          <div className="flex items-center gap-1.5">
            <LanguageMenu buttonClassName={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-2 transition-colors ${hover}`} />
            {account ?? (
              <Link
                to="/sign-up"
                className="hidden rounded-full bg-coral-500 px-4 py-2 text-sm font-semibold whitespace-nowrap text-abyss-950 shadow-sm transition hover:brightness-105 sm:inline-block"
              >
                {t('frame.signUp')}
              </Link>
            )}
            <MobileMenu orgName={orgName} account={mobileAccount ?? <MobileSignUp />} buttonClassName={`rounded-full p-2 xl:hidden ${hover}`} />
          </div>
        </div>
      </div>
    </header>
  );
}
