// /admin/news: every article for editors and admins: drafts, scheduled and published, the latest
// changed first, each with its languages and a link to edit it.
import { Link } from 'react-router';
import type { Route } from './+types/admin.news';
import { queryFlag, readQuery } from '~/lib/parameters.schema.ts';
import { ConsoleLayout, useConsoleDate } from '~/features/admin/components/console-layout.tsx';
import { requireConsole } from '~/features/admin/console.server.ts';
import { articlePath } from '~/features/news/news-urls.ts';
import { articleState } from '~/features/news/news.policy.ts';
import { consoleArticles } from '~/features/news/news.queries.server.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { buttonClass, Notice } from '~/ui/form-kit.tsx';

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireConsole(request, 'news');
  const { locale } = await resolveLocale(request);
  const saved = readQuery(new URL(request.url).searchParams, { saved: queryFlag() }).values.saved ?? false;
  const articles = await consoleArticles();
  return {
    messages: loadMessages(locale, ['admin', 'news']),
    viewer: { role: viewer.role },
    articles: articles.map((article) => ({ ...article, state: articleState(article) })),
    saved,
  };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('news.console.title'), description: t('news.console.description'), noindex: true });
}

export default function ConsoleNews({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const date = useConsoleDate();
  return (
    <ConsoleLayout viewer={loaderData.viewer} title={t('news.console.title')} intro={<p>{t('news.console.intro')}</p>}>
      <div className="mt-4 flex flex-col gap-3">
        {loaderData.saved ? <Notice tone="success">{t('news.console.saved')}</Notice> : null}
        <p>
          <Link to="/admin/news/new" className={buttonClass('primary')}>
            {t('news.console.new')}
          </Link>
        </p>
      </div>
      {loaderData.articles.length ? (
        <ul className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white" data-testid="console-articles">
          {loaderData.articles.map((article) => (
            <li key={article.id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <Link to={`/admin/news/${article.id}`} className="font-semibold text-sky-800 underline">
                  {article.title.en ?? article.title.es}
                </Link>
                <p className="text-sm text-slate-700">
                  {[article.title.en ? 'EN' : null, article.title.es ? 'ES' : null].filter(Boolean).join(' · ')} · {t('news.console.changed', { date: date(article.updatedAt, true) })}
                </p>
              </div>
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <span className="rounded-full bg-slate-100 px-2 py-0.5 font-semibold text-slate-800" data-testid="article-state">
                  {t(`news.state.${article.state}`)}
                </span>
                {article.state === 'scheduled' && article.publishAt ? <span className="text-slate-700">{t('news.console.scheduledFor', { date: date(article.publishAt, true) })}</span> : null}
                <Link to={articlePath(article.slug)} className="font-semibold text-sky-800 underline">
                  {t(article.state === 'published' ? 'news.console.view' : 'news.console.preview')}
                </Link>
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 text-slate-700">{t('news.console.none')}</p>
      )}
    </ConsoleLayout>
  );
}
