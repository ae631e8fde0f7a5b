import type { Route } from './+types/privacy';
import { CookieSettingsLink } from '~/features/consent/components/cookie-consent-slots.tsx';
import { CookieDetails } from '~/features/consent/components/cookie-details.tsx';
import { analyticsSettings } from '~/features/consent/consent.server.ts';
import { PrivacyPage } from '~/features/content/components/privacy-page.tsx';
import { contentMessages } from '~/features/content/messages.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { resolveLocale } from '~/lib/i18n.server.ts';
import { getRuntime } from '~/lib/runtime.server.ts';
import { metaTranslator } from '~/lib/use-translation.ts';

export const handle = { hero: true };

export async function loader({ request }: Route.LoaderArgs) {
  const { locale } = await resolveLocale(request);
  const { config } = getRuntime();
  return {
    facts: {
      orgName: config.ORG_NAME,
      orgEmail: config.ORG_EMAIL,
      analytics: analyticsSettings(config)?.provider ?? null,
      mapTiles: Boolean(config.MAP_STYLE_URL),
    },
    messages: contentMessages(locale, ['privacy']),
  };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('content.privacy.metaTitle'), description: t('content.privacy.metaDescription') });
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { facts } = loaderData;
  return (
    <PrivacyPage
      facts={facts}
      cookieList={<CookieDetails provider={facts.analytics} headingLevel={3} />}
      cookieSettings={<CookieSettingsLink />}
    />
  );
}
