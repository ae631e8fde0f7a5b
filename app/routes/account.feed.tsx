// /account/feed: what the divers, centres, sites and countries the member follows did, newest first,
// twenty to a page, beside the latest news.
import { Link } from 'react-router';
import type { Route } from './+types/account.feed';
import { FeedList } from '~/features/follows/components/feed-list.tsx';
import { feedOf } from '~/features/follows/feed.queries.server.ts';
import { requireMember } from '~/features/members/session.server.ts';
import { latestArticles } from '~/features/news/news.queries.server.ts';
import { createTranslator } from '~/lib/i18n.ts';
import { loadMessages, pickMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { pickLocalized } from '~/lib/localized-text.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { queryId, readQuery } from '~/lib/parameters.schema.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { AccountPage } from '~/ui/account-page.tsx';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireMember(request);
  const { locale } = await resolveLocale(request);
  const { values } = readQuery(new URL(request.url).searchParams, { before: queryId() });
  const t = createTranslator(locale, pickMessages(locale, ['notifications.kind.following.']));
  const [page, news] = await Promise.all([feedOf(user.id, t, { before: values.before }), values.before ? [] : latestArticles(3)]);
  return {
    messages: { ...loadMessages(locale, ['follows', 'account']) },
    ...page,
    news: news.map((article) => ({ slug: article.slug, title: pickLocalized(article.title, locale)?.text ?? '', publishAt: article.publishAt?.toISOString() ?? null })),
    first: !values.before,
  };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('follows.feed.title'), description: t('follows.feed.description'), noindex: true });
}

export default function AccountFeed({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { items, next, news } = loaderData;
  return (
    <AccountPage title={t('follows.feed.title')} intro={t('follows.feed.description')}>
      <p className="mt-4">
        <Link to="/account/following" className="font-semibold text-sky-800 underline underline-offset-2">
          {t('follows.feed.manage')}
        </Link>
      </p>
      <FeedList items={items} />
      {next ? (
        <p className="mt-4">
          <Link to={`/account/feed?before=${next}`} className="font-semibold text-sky-800 underline underline-offset-2">
            {t('follows.feed.older')}
          </Link>
        </p>
      ) : null}
      {news.length ? (
        <section aria-labelledby="feed-news" className="mt-8">
          <h2 id="feed-news" className="text-xl font-semibold text-slate-900">
            {t('follows.feed.news')}
          </h2>
          <ul className="mt-2 flex flex-col gap-1">
            {news.map((article) => (
              <li key={article.slug}>
                <Link to={`/news/${article.slug}`} className="text-sky-800 underline underline-offset-2">
                  {article.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </AccountPage>
  );
}
