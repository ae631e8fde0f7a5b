import type { Route } from './+types/pricing';
import { PricingPage } from '~/features/content/components/pricing-page.tsx';
import { contentMessages } from '~/features/content/messages.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { resolveLocale } from '~/lib/i18n.server.ts';
import { metaTranslator } from '~/lib/use-translation.ts';

export const handle = { hero: true };

export async function loader({ request }: Route.LoaderArgs) {
  const { locale } = await resolveLocale(request);
  return { messages: contentMessages(locale, ['pricing']) };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('content.pricing.metaTitle'), description: t('content.pricing.metaDescription') });
}

export default function Pricing() {
  return <PricingPage />;
}
