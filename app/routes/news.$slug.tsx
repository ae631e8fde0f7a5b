// /news/:slug: one article, in the reader's language or, when it has only the other, in that one
// with a note saying so. Its head has the social tags (the cover as og:image), canonical and
// alternate-language links for the languages it is written in, and NewsArticle JSON-LD. A draft or
// scheduled article is shown only to editors and admins (as a preview), anyone else gets 404.
import { data, Link } from 'react-router';
import type { Route } from './+types/news.$slug';
import { getSessionUser } from '~/features/members/session.server.ts';
import { ArticleBody } from '~/features/news/components/article-body.tsx';
import { formatArticleDate } from '~/features/news/components/article-card.tsx';
import { newsArticleJsonLd } from '~/features/news/news-json-ld.ts';
import { markdownToText, renderMarkdown } from '~/features/news/news-markdown.server.ts';
import { articlePath, coverSrcSet, coverUrl } from '~/features/news/news-urls.ts';
import { articleState, canWriteNews } from '~/features/news/news.policy.ts';
import { articleBySlug } from '~/features/news/news.queries.server.ts';
import { SlugSchema } from '~/features/news/news.schema.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { LOCALES } from '~/lib/i18n.ts';
import { jsonForScript } from '~/lib/json-for-script.ts';
import { pickLocalized } from '~/lib/localized-text.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { publicOrigin } from '~/lib/public-origin.server.ts';
import { getRuntime } from '~/lib/runtime.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { Notice } from '~/ui/form-kit.tsx';
import { useNonce } from '~/ui/nonce.tsx';

export async function loader({ request, params }: Route.LoaderArgs) {
  const slug = SlugSchema.safeParse(params.slug);
  const article = slug.success ? await articleBySlug(slug.data) : null;
  const state = article ? articleState(article) : 'draft';
  const viewer = await getSessionUser(request);
  if (!article || (state !== 'published' && !canWriteNews(viewer))) throw data(null, { status: 404 });
  const { locale } = await resolveLocale(request);
  const title = pickLocalized(article.title, locale)!;
  const body = pickLocalized(article.body, title.lang) ?? { text: '', lang: title.lang, fallback: false };
  const summary = article.summary[title.lang] || markdownToText(body.text, 200);
  const alt = article.coverAlt[title.lang] ?? '';
  const origin = publicOrigin();
  const languages = LOCALES.filter((language) => article.title[language]);
  const author = article.author ? `${article.author.firstName} ${article.author.lastName}`.trim() : null;
  return {
    messages: loadMessages(locale, ['news']),
    article: {
      id: article.id,
      slug: article.slug,
      title: title.text,
      lang: title.lang,
      fallback: title.fallback,
      summary,
      html: renderMarkdown(body.text),
      coverKey: article.coverKey,
      coverSizes: article.coverSizes,
      coverWidth: article.coverWidth,
      coverHeight: article.coverHeight,
      coverAlt: alt,
      tags: article.tags,
      publishAt: article.publishAt,
      updatedAt: article.updatedAt,
      isSample: article.isSample,
      author: article.author,
      languages,
    },
    state,
    jsonLd: newsArticleJsonLd({
      url: `${origin}${articlePath(article.slug)}${title.lang === 'en' ? '' : `?lang=${title.lang}`}`,
      headline: title.text,
      description: summary,
      language: title.lang,
      image: article.coverKey ? `${origin}${coverUrl({ coverKey: article.coverKey, coverSizes: article.coverSizes })}` : null,
      published: article.publishAt ?? article.createdAt,
      modified: article.updatedAt,
      author,
      orgName: getRuntime().config.ORG_NAME,
      origin,
      tags: article.tags,
    }),
  };
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  if (!loaderData) return pageMeta({ matches, location, title: t('news.notFound'), description: t('news.notFound'), noindex: true });
  const { article, state } = loaderData;
  return pageMeta({
    matches,
    location,
    title: article.title,
    description: article.summary,
    type: 'article',
    image: article.coverKey ? coverUrl({ coverKey: article.coverKey, coverSizes: article.coverSizes }) : null,
    imageAlt: article.coverAlt || undefined,
    languages: article.languages,
    noindex: state !== 'published',
  });
}

export default function NewsArticle({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const nonce = useNonce();
  const { article, state } = loaderData;
  return (
    <article lang={article.fallback ? article.lang : undefined} aria-labelledby="article-title" className="mx-auto w-full max-w-3xl px-4 pt-8 pb-20 sm:px-6">
      {state === 'published' ? <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonForScript(loaderData.jsonLd) }} /> : null}
      <p className="text-sm">
        <Link to="/news" className="font-semibold text-sky-800 underline" lang={t.locale}>
          {t('news.back')}
        </Link>
      </p>
      {state !== 'published' ? (
        <div className="mt-4" lang={t.locale}>
          <Notice tone="info">{t(`news.preview.${state}`)}</Notice>
        </div>
      ) : null}
      {article.fallback ? (
        <p className="mt-4 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-950" lang={t.locale} data-testid="language-fallback">
          {t(`news.onlyIn.${article.lang}`)}
        </p>
      ) : null}
      <h1 id="article-title" className="mt-4 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
        {article.title}
      </h1>
      <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-700" lang={t.locale}>
        {article.publishAt ? <time dateTime={new Date(article.publishAt).toISOString()}>{formatArticleDate(article.publishAt, t.locale)}</time> : null}
        {article.author ? (
          <span>
            ·{' '}
            {t('news.by', { name: `${article.author.firstName} ${article.author.lastName}` })}
          </span>
        ) : null}
        {article.isSample ? <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t('news.sample')}</span> : null}
      </p>
      {article.coverKey ? (
        <img
          src={coverUrl({ coverKey: article.coverKey, coverSizes: article.coverSizes })}
          srcSet={coverSrcSet({ coverKey: article.coverKey, coverSizes: article.coverSizes })}
          sizes="(min-width: 768px) 48rem, 100vw"
          alt={article.coverAlt}
          width={article.coverWidth ?? undefined}
          height={article.coverHeight ?? undefined}
          className="mt-6 h-auto w-full rounded-2xl"
        />
      ) : null}
      <ArticleBody html={article.html} className="mt-8" />
      {article.tags.length ? (
        <ul className="mt-8 flex flex-wrap gap-2" aria-label={t('news.tags')} lang={t.locale}>
          {article.tags.map((tag) => (
            <li key={tag}>
              <Link to={`/news?tag=${encodeURIComponent(tag)}`} className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800 hover:bg-slate-200">
                #{tag}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
