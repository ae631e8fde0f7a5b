// What the page frame renders for consent: the banner (its code is loaded only while it is open,
// so returning visitors never download it) and the footer link that reopens it.
import { Suspense } from 'react';
import { useT } from '~/lib/use-translation.ts';
import { shownOnDemand } from '~/ui/shown-on-demand.tsx';
import type { AnalyticsProvider } from '../analytics.ts';
import { useConsent } from '../consent-context.tsx';

const CookieBanner = shownOnDemand(() => import('./cookie-banner.tsx').then((module) => module.CookieBanner));

export function CookieBannerSlot({ provider }: { provider: AnalyticsProvider | null }) {
  const { bannerOpen } = useConsent();
  if (!bannerOpen) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner provider={provider} />
    </Suspense>
  );
}

/** The footer control that reopens the banner; a link to the cookie list when JavaScript is off. */
export function CookieSettingsLink({ className }: { className?: string }) {
  const t = useT();
  const { openSettings } = useConsent();
  return (
    <a
      href="/privacy#cookies"
      className={className}
      onClick={(event) => {
        event.preventDefault();
        openSettings();
      }}
    >
      {t('consent.settingsLink')}
    </a>
  );
}
