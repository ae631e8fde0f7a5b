import type { Route } from './+types/dive-tables';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { DiveTablesPage } from '~/features/resources/dive-tables/dive-tables-page.tsx';
import { pageMeta } from '~/lib/page-meta.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { metaTranslator } from '~/lib/use-translation.ts';

export const handle = { hero: true };

export async function loader({ request }: Route.LoaderArgs) {
  const { locale } = await resolveLocale(request);
  return { messages: loadMessages(locale, ['dive-tables']) };
}

// The table and the plan are computed from the URL by the page itself, on the server and in the browser
// alike; a change of settings needs no new data from the server.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.searchParams.get('lang') === nextUrl.searchParams.get('lang')) return false;
  return defaultShouldRevalidate;
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('dive-tables.meta.title'), description: t('dive-tables.meta.description') });
}

export default function DiveTables() {
  return <DiveTablesPage />;
}
