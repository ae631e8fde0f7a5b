import { describe, expect, it } from 'vitest';
import { CONSENT_MAX_AGE_SECONDS, consentCookies, decideConsent, readConsent } from './consent.ts';

describe('cookie consent choices', () => {
  it('accept all turns on only the categories the banner shows', () => {
    expect(decideConsent('all', { statisticShown: true, statisticChecked: false })).toEqual({ done: true, statistic: true, marketing: false, externalMedia: false });
    // With a cookieless provider there is no statistics choice to accept.
    expect(decideConsent('all', { statisticShown: false, statisticChecked: true })).toEqual({ done: true, statistic: false, marketing: false, externalMedia: false });
  });

  it('accept only necessary turns everything off, accept selection follows the checkbox', () => {
    expect(decideConsent('necessary', { statisticShown: true, statisticChecked: true }).statistic).toBe(false);
    expect(decideConsent('selection', { statisticShown: true, statisticChecked: true }).statistic).toBe(true);
    expect(decideConsent('selection', { statisticShown: true, statisticChecked: false }).statistic).toBe(false);
  });

  it('writes four cookies with true/false values, a one-year lifetime and path /', () => {
    const cookies = consentCookies({ done: true, statistic: true, marketing: false, externalMedia: false }, { secure: false });
    expect(cookies).toEqual([
      `cookieChoiceDone=true; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax`,
      `acceptStatistic=true; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax`,
      `acceptMarketing=false; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax`,
      `acceptExternalMedia=false; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax`,
    ]);
    expect(CONSENT_MAX_AGE_SECONDS).toBe(365 * 24 * 3600);
    expect(consentCookies({ done: true, statistic: false, marketing: false, externalMedia: false }, { secure: true })[0]).toMatch(/; Secure$/);
  });

  it('reads the choice back from a Cookie header; a missing choice means no consent', () => {
    expect(readConsent(null)).toEqual({ done: false, statistic: false, marketing: false, externalMedia: false });
    expect(readConsent('lang=es; cookieChoiceDone=true; acceptStatistic=true; acceptMarketing=false')).toEqual({
      done: true,
      statistic: true,
      marketing: false,
      externalMedia: false,
    });
    expect(readConsent('acceptStatistic=yes').statistic).toBe(false);
  });
});
