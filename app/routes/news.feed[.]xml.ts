// /news/feed.xml?lang=en|es: the Atom feed of one language (English without ?lang=). Each feed holds
// the public articles written in its language; a scheduled article enters it when its time comes.
import type { Route } from './+types/news.feed[.]xml';
import { atomFeed } from '~/features/news/news-feed.server.ts';
import { feedArticles } from '~/features/news/news.queries.server.ts';
import { loadMessages } from '~/lib/i18n.server.ts';
import { createTranslator, LOCALES } from '~/lib/i18n.ts';
import { oneOf, readQuery } from '~/lib/parameters.schema.ts';
import { publicOrigin } from '~/lib/public-origin.server.ts';
import { getRuntime } from '~/lib/runtime.server.ts';

export async function loader({ request }: Route.LoaderArgs) {
  const locale = readQuery(new URL(request.url).searchParams, { lang: oneOf(LOCALES) }).values.lang ?? 'en';
  const t = createTranslator(locale, loadMessages(locale, ['news']));
  const orgName = getRuntime().config.ORG_NAME;
  const xml = atomFeed({ articles: await feedArticles(locale), locale, origin: publicOrigin(), title: t('news.feedTitle', { orgName }), subtitle: t('news.feedSubtitle'), orgName });
  return new Response(xml, { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' } });
}
