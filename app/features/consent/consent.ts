// The visitor's cookie choices, kept in four cookies ('true' / 'false', one year, path /) as the
// specification names them. Shared by the server (reading them) and the browser (writing them).
export const CONSENT_COOKIE = {
  done: 'cookieChoiceDone',
  statistic: 'acceptStatistic',
  marketing: 'acceptMarketing',
  externalMedia: 'acceptExternalMedia',
} as const;

export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

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

export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 1) continue;
    const name = part.slice(0, index).trim();
    if (!cookies.has(name)) cookies.set(name, part.slice(index + 1).trim());
  }
  return cookies;
}

/** The choices stored in a Cookie header (or document.cookie); missing cookies mean no consent. */
export function readConsent(cookieHeader: string | null | undefined): ConsentState {
  const cookies = parseCookieHeader(cookieHeader);
  return {
    done: cookies.has(CONSENT_COOKIE.done),
    statistic: cookies.get(CONSENT_COOKIE.statistic) === 'true',
    marketing: cookies.get(CONSENT_COOKIE.marketing) === 'true',
    externalMedia: cookies.get(CONSENT_COOKIE.externalMedia) === 'true',
  };
}

/** The four cookies as Set-Cookie values (also valid for document.cookie). */
export function consentCookies(state: ConsentState, options: { secure: boolean }): string[] {
  const attributes = `; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${options.secure ? '; Secure' : ''}`;
  return [
    `${CONSENT_COOKIE.done}=true${attributes}`,
    `${CONSENT_COOKIE.statistic}=${String(state.statistic)}${attributes}`,
    `${CONSENT_COOKIE.marketing}=${String(state.marketing)}${attributes}`,
    `${CONSENT_COOKIE.externalMedia}=${String(state.externalMedia)}${attributes}`,
  ];
}

/** Browser only: stores the choice in the four cookies. */
export function writeConsentCookies(state: ConsentState): void {
  for (const cookie of consentCookies(state, { secure: location.protocol === 'https:' })) document.cookie = cookie;
}
