// Runs the analytics setup whenever the consent changes: after 5 s it loads the provider's script
// (once) when tracking is allowed; when it is not, it switches tracking off and expires the cookies.
// The analytics code itself is fetched only on sites that configure a provider.
import { useEffect } from 'react';
import type { AnalyticsSettings } from '../analytics.ts';
import { useConsent } from '../consent-context.tsx';

export function AnalyticsLoader({ settings }: { settings: AnalyticsSettings | null }) {
  const { consent, changes } = useConsent();
  // Primitive dependencies: a revalidated loader returns an equal but new settings object.
  const provider = settings?.provider;
  const id = settings?.id;
  useEffect(() => {
    if (!provider || !id) return;
    const current = { provider, id };
    let cancelled = false;
    let timer: number | undefined;
    void import('../analytics.ts').then(({ ANALYTICS_DELAY_MS, shouldTrack, startAnalytics, stopAnalytics }) => {
      if (cancelled) return;
      if (!shouldTrack({ settings: current, hostname: window.location.hostname, consent })) {
        stopAnalytics(current);
        return;
      }
      timer = window.setTimeout(() => startAnalytics(current), ANALYTICS_DELAY_MS);
    });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [provider, id, consent, changes]);
  return null;
}
