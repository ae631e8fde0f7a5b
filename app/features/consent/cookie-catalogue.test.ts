import { describe, expect, it } from 'vitest';
import { COOKIE_PREFIX, SESSION_EXPIRES_IN_S } from '~/lib/auth.server.ts';
import { COOKIES } from '~/lib/cookies.ts';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS } from './consent.ts';
import { KNOWN_BROWSER_COOKIE, KNOWN_BROWSER_COOKIE_DAYS } from '~/features/members/known-browsers.server.ts';
import { cookieCategories, KNOWN_BROWSER_COOKIE_NAME, SESSION_COOKIE_DAYS, SESSION_COOKIE_NAME } from './cookie-catalogue.ts';

describe('the list of cookies shown to visitors', () => {
  it('names the cookies the site really sets, with their real lifetimes', () => {
    expect(SESSION_COOKIE_NAME).toBe(`${COOKIE_PREFIX}.session_token`);
    expect(SESSION_COOKIE_DAYS * 24 * 3600).toBe(SESSION_EXPIRES_IN_S);
    const [necessary] = cookieCategories(null);
    const byName = Object.fromEntries(necessary!.cookies.map((cookie) => [cookie.name, cookie.duration]));
    for (const name of Object.values(CONSENT_COOKIE)) expect(byName[name]).toEqual({ amount: CONSENT_MAX_AGE_SECONDS / (365 * 24 * 3600), unit: 'year' });
    expect(byName[COOKIES.language.name]).toEqual({ amount: 1, unit: 'year' });
    expect(KNOWN_BROWSER_COOKIE_NAME).toBe(KNOWN_BROWSER_COOKIE);
    expect(byName[KNOWN_BROWSER_COOKIE_NAME]).toEqual({ amount: KNOWN_BROWSER_COOKIE_DAYS / 365, unit: 'year' });
  });

  it('lists Google Analytics cookies only when Google Analytics is the provider', () => {
    expect(cookieCategories(null).map((category) => category.id)).toEqual(['necessary']);
    expect(cookieCategories('plausible').map((category) => category.id)).toEqual(['necessary']);
    const statistics = cookieCategories('google')[1]!;
    expect(statistics.cookies.map((cookie) => [cookie.name, cookie.duration])).toEqual([
      ['_ga', { amount: 2, unit: 'year' }],
      ['_ga_<id>', { amount: 2, unit: 'year' }],
      ['_gid', { amount: 24, unit: 'hour' }],
      ['_gac_<id>', { amount: 90, unit: 'day' }],
    ]);
  });
});
