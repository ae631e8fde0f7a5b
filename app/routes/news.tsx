// /news: public articles, newest first, ten a page (?page=), narrowed by a tag (?tag=). Each language
// has its Atom feed, linked here and in the page head.
import { Link } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/news';
import { ListingEmptyPage } from '~/features/content/components/listing-empty-page.tsx';
import { contentMessages } from '~/features/content/messages.server.ts';
import { ArticleCard } from '~/features/news/components/article-card.tsx';
import { feedPath } from '~/features/news/news-urls.ts';
import { NEWS_PAGE_SIZE } from '~/features/news/news.fields.ts';
import { publicArticles, publicTags } from '~/features/news/news.queries.server.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { queryPage, readQuery } from '~/lib/parameters.schema.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { NewsIcon } from '~/ui/icons.tsx';
import { PageHero } from '~/ui/page-hero.tsx';
import { Pager } from '~/ui/pager.tsx';

export const handle = { hero: true };

export async function loader({ request }: Route.LoaderArgs) {
  const { locale } = await resolveLocale(request);
  // Tags are written as parseTags writes them; a page past the last shows none.
  const { values } = readQuery(new URL(request.url).searchParams, { tag: z.string().regex(/^[a-z0-9-]{1,30}$/), page: queryPage(1000) });
  const { tag = null, page = 1 } = values;
  const [{ articles, total }, tags] = await Promise.all([publicArticles({ page, tag }), publicTags()]);
  return {
    messages: { ...contentMessages(locale, ['news']), ...loadMessages(locale, ['news']) },
    articles,
    tags,
    tag,
    page,
    pages: Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE)),
    feed: feedPath(locale),
  };
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const tags = pageMeta({ matches, location, title: t('content.news.metaTitle'), description: t('content.news.metaDescription'), canonical: loaderData?.tag ? `/news?tag=${loaderData.tag}` : undefined });
  return loaderData ? [...tags, { tagName: 'link', rel: 'alternate', type: 'application/atom+xml', title: t('news.feed'), href: loaderData.feed }] : tags;
}

export default function News({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { articles, tags, tag, page, pages } = loaderData;
  if (!articles.length && !tag && page === 1) {
    return (
      <ListingEmptyPage
        prefix="news"
        icon={<NewsIcon size={28} />}
        actions={
          <>
            <Link to="/explore" className="rounded-full bg-abyss-900 px-5 py-2.5 font-semibold text-white hover:bg-abyss-800">
              {t('content.news.explore')}
            </Link>
            <Link to="/contact?topic=press" className="rounded-full border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-900 hover:bg-slate-50">
              {t('content.news.tip')}
            </Link>
          </>
        }
      />
    );
  }
  const pageLink = (to: number) => `/news?${new URLSearchParams({ ...(tag ? { tag } : {}), page: String(to) }).toString()}`;
  return (
    <>
      <PageHero eyebrow={t('content.news.eyebrow')} title={t('content.news.title')} intro={<p>{t('content.news.intro')}</p>} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[1fr_16rem] lg:px-6">
        <div className="min-w-0">
          <h2 className="text-xl font-semibold text-slate-900">{tag ? t('news.taggedWith', { tag }) : t('content.news.listTitle')}</h2>
          {articles.length ? (
            <ol className="mt-4 flex flex-col gap-6" data-testid="news-list">
              {articles.map((article) => (
                <li key={article.id}>
                  <ArticleCard article={article} headingLevel={3} />
                </li>
              ))}
            </ol>
          ) : page > pages ? (
            // An address past the end of the list (an old link, a typed number): say so and lead back.
            <p className="mt-3 text-slate-700" data-testid="news-past-end">
              {t('news.pastTheEnd', { page, pages })}{' '}
              <Link to={pageLink(1)} className="font-semibold text-sky-800 underline">
                {t('news.firstPage')}
              </Link>
            </p>
          ) : (
            <p className="mt-3 text-slate-700">{t('news.noneTagged')}</p>
          )}
          {pages > 1 ? (
            <Pager page={page} hasNext={page < pages} pageLink={pageLink} labels={{ nav: t('news.pages'), previous: t('news.newer'), next: t('news.older'), position: t('news.pageOf', { page, pages }) }} />
          ) : null}
        </div>
        <aside className="flex flex-col gap-6">
          {tags.length ? (
            <nav aria-label={t('news.tagFilter')}>
              <h2 className="font-semibold text-slate-900">{t('news.tags')}</h2>
              <ul className="mt-2 flex flex-wrap gap-2">
                {tag ? (
                  <li>
                    <Link to="/news" className="rounded-full border border-slate-400 px-3 py-1 text-sm font-semibold text-slate-900">
                      {t('news.allTags')}
                    </Link>
                  </li>
                ) : null}
                {tags.map((option) => (
                  <li key={option}>
                    <Link
                      to={`/news?tag=${encodeURIComponent(option)}`}
                      aria-current={option === tag ? 'page' : undefined}
                      className={`rounded-full px-3 py-1 text-sm font-semibold ${option === tag ? 'bg-slate-900 text-white' : 'bg-slate-100 text-slate-800 hover:bg-slate-200'}`}
                    >
                      #{option}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <p className="text-sm">
            <a href={loaderData.feed} className="font-semibold text-sky-800 underline">
              {t('news.feed')}
            </a>
          </p>
        </aside>
      </div>
    </>
  );
}
