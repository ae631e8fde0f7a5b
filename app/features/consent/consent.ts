// The visitor's cookie choices, kept in four cookies ('true' / 'false', one year, path /) as the
// specification names them (app/lib/cookies.ts defines them). Shared by the server and the browser.
import { COOKIES, writeBrowserCookie } from '~/lib/cookies.ts';

export const CONSENT_COOKIE = {
  done: COOKIES.consentDone.name,
  statistic: COOKIES.acceptStatistic.name,
  marketing: COOKIES.acceptMarketing.name,
  externalMedia: COOKIES.acceptExternalMedia.name,
} as const;

export const CONSENT_MAX_AGE_SECONDS = COOKIES.consentDone.maxAge;

export type ConsentState = {
  /** A choice was made (the banner stays hidden). */
  done: boolean;
  statistic: boolean;
  marketing: boolean;
  externalMedia: boolean;
};

export type ConsentChoice = 'all' | 'selection' | 'necessary';

export const NO_CONSENT: ConsentState = { done: false, statistic: false, marketing: false, externalMedia: false };

export function isConsentChoice(value: unknown): value is ConsentChoice {
  return value === 'all' || value === 'selection' || value === 'necessary';
}

/**
 * What a banner button decides. Only the categories the banner shows can be accepted: marketing and
 * external media are never shown (the site has neither), so they are always 'false'.
 */
export function decideConsent(choice: ConsentChoice, options: { statisticShown: boolean; statisticChecked: boolean }): ConsentState {
  const statistic = options.statisticShown && (choice === 'all' || (choice === 'selection' && options.statisticChecked));
  return { done: true, statistic, marketing: false, externalMedia: false };
}

/** The four cookies and their values for a state, in the order they are written. */
export function consentCookieValues(state: ConsentState) {
  return [
    ['consentDone', 'true'],
    ['acceptStatistic', String(state.statistic)],
    ['acceptMarketing', String(state.marketing)],
    ['acceptExternalMedia', String(state.externalMedia)],
  ] as const;
}

/** Browser only: stores the choice in the four cookies, as the server's /consent action would. */
export function writeConsentCookies(state: ConsentState): void {
  for (const [key, value] of consentCookieValues(state)) writeBrowserCookie(key, value);
}
