import type { Route } from './+types/universal-dive-signals';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { pageMeta } from '~/lib/page-meta.ts';
import { SignalsPage } from '~/features/resources/signals-page/signals-page.tsx';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { metaTranslator } from '~/lib/use-translation.ts';

export const handle = { hero: true };

export async function loader({ request }: Route.LoaderArgs) {
  const { locale } = await resolveLocale(request);
  return { messages: loadMessages(locale, ['signals']) };
}

// The search filters the page's own list; it needs nothing new from the server.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.searchParams.get('lang') === nextUrl.searchParams.get('lang')) return false;
  return defaultShouldRevalidate;
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('signals.page.title'), description: t('signals.page.description') });
}

export default function UniversalDiveSignals() {
  return <SignalsPage />;
}
