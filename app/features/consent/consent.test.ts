import { describe, expect, it } from 'vitest';
import { cookieText } from '~/lib/cookies.ts';
import { CONSENT_MAX_AGE_SECONDS, consentCookieValues, decideConsent } from './consent.ts';
import { consentFromRequest, consentSetCookies } from './consent.server.ts';

const request = (cookie?: string, url = 'http://localhost/') => new Request(url, { headers: cookie ? { cookie } : {} });

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

  it('writes four cookies with true/false values, a one-year lifetime and path /, the same from server and browser', async () => {
    const state = { done: true, statistic: true, marketing: false, externalMedia: false };
    const cookies = await consentSetCookies(request(), state);
    expect(cookies).toEqual([
      `cookieChoiceDone=true; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`,
      `acceptStatistic=true; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`,
      `acceptMarketing=false; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`,
      `acceptExternalMedia=false; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`,
    ]);
    expect(CONSENT_MAX_AGE_SECONDS).toBe(365 * 24 * 3600);
    expect(consentCookieValues(state).map(([key, value]) => cookieText(key, value, { secure: false }))).toEqual(cookies);
    const secure = await consentSetCookies(request(undefined, 'https://diveatlas.example/'), state);
    expect(secure[0]).toContain('; Secure');
    expect(consentCookieValues(state).map(([key, value]) => cookieText(key, value, { secure: true }))).toEqual(secure);
  });

  it('reads the choice back from a Cookie header; a missing or mangled choice means no consent', async () => {
    expect(await consentFromRequest(request())).toEqual({ done: false, statistic: false, marketing: false, externalMedia: false });
    expect(await consentFromRequest(request('lang=es; cookieChoiceDone=true; acceptStatistic=true; acceptMarketing=false'))).toEqual({
      done: true,
      statistic: true,
      marketing: false,
      externalMedia: false,
    });
    expect((await consentFromRequest(request('acceptStatistic=yes'))).statistic).toBe(false);
    expect(await consentFromRequest(request(`cookieChoiceDone=%E0; acceptStatistic=${'t'.repeat(10_000)}`))).toEqual({ done: false, statistic: false, marketing: false, externalMedia: false });
  });
});
