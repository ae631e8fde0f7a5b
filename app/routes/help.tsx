import type { Route } from './+types/help';
import { HelpPage } from '~/features/content/components/help-page.tsx';
import { contentMessages } from '~/features/content/messages.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { readQuery, searchText } from '~/lib/parameters.schema.ts';
import { resolveLocale } from '~/lib/i18n.server.ts';
import { getRuntime } from '~/lib/runtime.server.ts';
import { metaTranslator } from '~/lib/use-translation.ts';

export const handle = { hero: true };

export async function loader({ request }: Route.LoaderArgs) {
  const { locale } = await resolveLocale(request);
  // The page filters its questions as the visitor types; a search too long for any question is none.
  const query = readQuery(new URL(request.url).searchParams, { q: searchText(200, 'common.params.invalid') }).values.q ?? '';
  return { query, orgName: getRuntime().config.ORG_NAME, messages: contentMessages(locale, ['help']) };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('content.help.metaTitle'), description: t('content.help.metaDescription') });
}

export default function Help({ loaderData }: Route.ComponentProps) {
  return <HelpPage initialQuery={loaderData.query} orgName={loaderData.orgName} />;
}
