// Every cookie the site sets, or that the configured analytics sets, grouped by category. The
// banner's Details and the privacy policy both list them from here, so the two cannot drift apart.
// Texts are message keys in the consent catalogue; durations follow the specification.
import { CONSENT_COOKIE } from './consent.ts';
import type { AnalyticsProvider } from './analytics.ts';

export type CookieDuration = { amount: number; unit: 'year' | 'day' | 'hour' | 'session' };

export type CookieEntry = {
  name: string;
  duration: CookieDuration;
  /** Message key of who sets it. */
  origin: 'consent.origin.site' | 'consent.origin.google';
  /** Message key of what it is for. */
  purpose: string;
};

export type CookieCategory = {
  id: 'necessary' | 'statistics';
  /** Message keys. */
  title: string;
  description: string;
  cookies: CookieEntry[];
};

const ONE_YEAR: CookieDuration = { amount: 1, unit: 'year' };

// The sign-in session cookie as app/lib/auth.server.ts configures it (COOKIE_PREFIX and
// SESSION_EXPIRES_IN_S); cookie-catalogue.test.ts fails when the two drift apart.
export const SESSION_COOKIE_NAME = 'diveatlas.session_token';
export const SESSION_COOKIE_DAYS = 30;
// The browsers an account has signed in on, as app/features/members/known-browsers.server.ts sets it.
export const KNOWN_BROWSER_COOKIE_NAME = 'diveatlas.known';

export function cookieCategories(provider: AnalyticsProvider | null): CookieCategory[] {
  const necessary: CookieCategory = {
    id: 'necessary',
    title: 'consent.category.necessary',
    description: 'consent.category.necessaryText',
    cookies: [
      { name: CONSENT_COOKIE.done, duration: ONE_YEAR, origin: 'consent.origin.site', purpose: 'consent.purpose.choiceDone' },
      { name: CONSENT_COOKIE.statistic, duration: ONE_YEAR, origin: 'consent.origin.site', purpose: 'consent.purpose.statistic' },
      { name: CONSENT_COOKIE.marketing, duration: ONE_YEAR, origin: 'consent.origin.site', purpose: 'consent.purpose.marketing' },
      { name: CONSENT_COOKIE.externalMedia, duration: ONE_YEAR, origin: 'consent.origin.site', purpose: 'consent.purpose.externalMedia' },
      { name: 'lang', duration: ONE_YEAR, origin: 'consent.origin.site', purpose: 'consent.purpose.lang' },
      { name: SESSION_COOKIE_NAME, duration: { amount: SESSION_COOKIE_DAYS, unit: 'day' }, origin: 'consent.origin.site', purpose: 'consent.purpose.session' },
      { name: KNOWN_BROWSER_COOKIE_NAME, duration: ONE_YEAR, origin: 'consent.origin.site', purpose: 'consent.purpose.knownBrowser' },
    ],
  };
  if (provider !== 'google') return [necessary];
  const statistics: CookieCategory = {
    id: 'statistics',
    title: 'consent.category.statistics',
    description: 'consent.category.statisticsText',
    cookies: [
      { name: '_ga', duration: { amount: 2, unit: 'year' }, origin: 'consent.origin.google', purpose: 'consent.purpose.ga' },
      { name: '_ga_<id>', duration: { amount: 2, unit: 'year' }, origin: 'consent.origin.google', purpose: 'consent.purpose.gaSession' },
      { name: '_gid', duration: { amount: 24, unit: 'hour' }, origin: 'consent.origin.google', purpose: 'consent.purpose.gid' },
      { name: '_gac_<id>', duration: { amount: 90, unit: 'day' }, origin: 'consent.origin.google', purpose: 'consent.purpose.gac' },
    ],
  };
  return [necessary, statistics];
}
