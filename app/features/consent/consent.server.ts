// What the server knows about consent and analytics for the current request.
import type { Config } from '~/lib/env.server.ts';
import { readCookie, writeCookie } from '~/lib/cookies.server.ts';
import type { AnalyticsSettings } from './analytics.ts';
import { consentCookieValues, type ConsentState } from './consent.ts';

/** The choices in the request's cookies; a missing or mangled cookie means no consent. */
export async function consentFromRequest(request: Request): Promise<ConsentState> {
  const [done, statistic, marketing, externalMedia] = (['consentDone', 'acceptStatistic', 'acceptMarketing', 'acceptExternalMedia'] as const).map((key) => readCookie(request, key));
  return { done: done !== null, statistic: statistic === 'true', marketing: marketing === 'true', externalMedia: externalMedia === 'true' };
}

/** The Set-Cookie values that store a choice. */
export async function consentSetCookies(request: Request, state: ConsentState): Promise<string[]> {
  return consentCookieValues(state).map(([key, value]) => writeCookie(request, key, value));
}

/** The analytics the browser may run: none when the provider is off or the id is a placeholder. */
export function analyticsSettings(config: Config): AnalyticsSettings | null {
  if (!config.analyticsEnabled || config.ANALYTICS_PROVIDER === 'none') return null;
  return { provider: config.ANALYTICS_PROVIDER, id: config.ANALYTICS_ID };
}

/** The banner offers the statistics choice only for a provider that sets cookies. */
export function statisticChoiceShown(config: Config): boolean {
  return analyticsSettings(config)?.provider === 'google';
}
