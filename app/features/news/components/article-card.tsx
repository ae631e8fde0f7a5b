// An article in a list (the news page, the home page): cover, title in the reader's language (or the
// other one, said so), date, author, summary and tags.
import { Link } from 'react-router';
import { pickLocalized } from '~/lib/localized-text.ts';
import { useT } from '~/lib/use-translation.ts';
import { articlePath, coverSrcSet, coverUrl } from '../news-urls.ts';
import { dateTimeFormat } from '../../../lib/intl-format.ts';

export type ArticleCardData = {
  id: number;
  slug: string;
  title: Partial<Record<'en' | 'es', string>>;
  summary: Partial<Record<'en' | 'es', string>>;
  coverKey: string | null;
  coverSizes: number[];
  coverAlt: Partial<Record<'en' | 'es', string>>;
  tags: string[];
  publishAt: Date | string | null;
  isSample: boolean;
  author: { firstName: string; lastName: string; memberId: string } | null;
};

export function formatArticleDate(value: Date | string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(value));
}

export function ArticleCard({ article, headingLevel = 2, compact = false }: { article: ArticleCardData; headingLevel?: 2 | 3; compact?: boolean }) {
  const t = useT();
  const title = pickLocalized(article.title, t.locale);
  const summary = pickLocalized(article.summary, t.locale);
  const alt = pickLocalized(article.coverAlt, t.locale);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article aria-labelledby={`article-${article.id}-title`} className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm sm:flex-row" data-testid="article">
      {article.coverKey && !compact ? (
        <img src={coverUrl({ coverKey: article.coverKey, coverSizes: article.coverSizes }, 640)} srcSet={coverSrcSet({ coverKey: article.coverKey, coverSizes: article.coverSizes })} sizes="(min-width: 640px) 16rem, 100vw" alt={alt?.text ?? ''} width={640} height={360} loading="lazy" className="aspect-video w-full object-cover sm:w-64" />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col p-5">
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          {article.publishAt ? <time dateTime={new Date(article.publishAt).toISOString()}>{formatArticleDate(article.publishAt, t.locale)}</time> : null}
          {article.isSample ? <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t('news.sample')}</span> : null}
        </p>
        <Heading id={`article-${article.id}-title`} lang={title?.fallback ? title.lang : undefined} className="mt-1 text-lg font-semibold text-slate-900">
          <Link to={articlePath(article.slug)} className="hover:underline">
            {title?.text ?? article.slug}
          </Link>
        </Heading>
        {title?.fallback ? <p className="text-xs text-slate-600">{t(`news.onlyIn.${title.lang}`)}</p> : null}
        {summary && !compact ? (
          <p lang={summary.fallback ? summary.lang : undefined} className="mt-2 text-slate-800">
            {summary.text}
          </p>
        ) : null}
        {article.author && !compact ? <p className="mt-2 text-sm text-slate-700">{t('news.by', { name: `${article.author.firstName} ${article.author.lastName}` })}</p> : null}
        {article.tags.length && !compact ? (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('news.tags')}>
            {article.tags.map((tag) => (
              <li key={tag}>
                <Link to={`/news?tag=${encodeURIComponent(tag)}`} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800 hover:bg-slate-200">
                  #{tag}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
