import type { Route } from './+types/certification-equivalency';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { CertificationPage } from '~/features/resources/certification/certification-page.tsx';
import { pageMeta } from '~/lib/page-meta.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { metaTranslator } from '~/lib/use-translation.ts';

export const handle = { hero: true };

export async function loader({ request }: Route.LoaderArgs) {
  const { locale } = await resolveLocale(request);
  return { messages: loadMessages(locale, ['certification']) };
}

// The filters only change what the page shows from its own data; the messages stay the same.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.searchParams.get('lang') === nextUrl.searchParams.get('lang')) return false;
  return defaultShouldRevalidate;
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('certification.meta.title'), description: t('certification.meta.description') });
}

export default function CertificationEquivalency() {
  return <CertificationPage />;
}
