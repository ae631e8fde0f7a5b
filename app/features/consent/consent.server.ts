// What the server knows about consent and analytics for the current request.
import type { Config } from '~/lib/env.server.ts';
import type { AnalyticsSettings } from './analytics.ts';
import { readConsent, type ConsentState } from './consent.ts';

export function consentFromRequest(request: Request): ConsentState {
  return readConsent(request.headers.get('cookie'));
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
