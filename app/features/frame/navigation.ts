// The site's main navigation, shared by the desktop header and the mobile menu. Labels are message
// keys in the frame catalogue.
export type NavLinkItem = { label: string; to: string };
export type NavItem = NavLinkItem | { label: string; id: string; children: NavLinkItem[] };

export const MAIN_NAVIGATION: NavItem[] = [
  { label: 'frame.nav.explore', to: '/explore' },
  {
    label: 'frame.nav.about',
    id: 'about',
    children: [
      { label: 'frame.nav.aboutOverview', to: '/about' },
      { label: 'frame.nav.whoWeAre', to: '/who-we-are' },
    ],
  },
  {
    label: 'frame.nav.resources',
    id: 'resources',
    children: [
      { label: 'frame.nav.diveTables', to: '/dive-tables' },
      { label: 'frame.nav.certification', to: '/certification-equivalency' },
      { label: 'frame.nav.signals', to: '/universal-dive-signals' },
    ],
  },
  {
    label: 'frame.nav.centers',
    id: 'centers',
    children: [
      { label: 'frame.nav.findCenter', to: '/find-a-dive-center' },
      { label: 'frame.nav.findResort', to: '/find-a-dive-resort' },
      { label: 'frame.nav.findTrip', to: '/find-a-trip' },
      { label: 'frame.nav.ownCenter', to: '/add-dive-center' },
    ],
  },
  { label: 'frame.nav.offers', to: '/member-offers' },
  { label: 'frame.nav.news', to: '/news' },
];

export function isGroup(item: NavItem): item is Extract<NavItem, { children: NavLinkItem[] }> {
  return 'children' in item;
}

/** The footer's links to every page, where the menu button leads before the page is interactive. */
export const FOOTER_LINKS_ID = 'site-links';

/**
 * The bottom bar comes right after the footer in the page. The head asks the browser not to paint
 * before it has read that far (`<link rel="expect" blocking="render">`): on a short page the main
 * part stretches to the screen's height, and a first paint with half of the footer read then moved
 * the footer up by a quarter of the screen as the rest arrived (measured on a phone, CPU four times slower).
 */
export const BOTTOM_BAR_ID = 'bottom-bar';
