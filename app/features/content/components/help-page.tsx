// The help centre: questions grouped by topic, with a search that filters them as you type. The
// search is a GET form too, so it also works (server-side) without JavaScript.
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHero } from '~/ui/page-hero.tsx';
import { useT } from '~/lib/use-translation.ts';
import { SearchIcon } from '~/ui/icons.tsx';
import { FAQ, matchesQuery } from '../faq.ts';

export function HelpPage({ initialQuery, orgName }: { initialQuery: string; orgName: string }) {
  const t = useT();
  const [query, setQuery] = useState(initialQuery);
  const topics = FAQ.map(({ topic, questions }) => ({
    topic,
    questions: questions.filter((question) =>
      matchesQuery(query, t(`content.help.${topic}.${question}.q`, { orgName }), t(`content.help.${topic}.${question}.a`, { orgName })),
    ),
  })).filter((entry) => entry.questions.length > 0);
  const found = topics.reduce((sum, entry) => sum + entry.questions.length, 0);

  return (
    <>
      <PageHero eyebrow={t('content.help.eyebrow')} title={t('content.help.title')} intro={<p>{t('content.help.intro')}</p>}>
        <form
          role="search"
          method="get"
          className="mt-8 flex max-w-xl items-center gap-2 rounded-full bg-white p-1.5 shadow-xl"
          onSubmit={(event) => event.preventDefault()}
        >
          <label htmlFor="help-search" className="sr-only">
            {t('content.help.searchLabel')}
          </label>
          <SearchIcon className="ml-3 shrink-0 text-slate-500" size={20} />
          <input
            id="help-search"
            name="q"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('content.help.searchPlaceholder')}
            className="min-w-0 flex-1 bg-transparent px-1 py-2.5 text-slate-900 outline-none placeholder:text-slate-500"
          />
          <button type="submit" className="rounded-full bg-abyss-900 px-5 py-2.5 font-semibold text-white">
            {t('common.Search')}
          </button>
        </form>
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 lg:grid-cols-[minmax(0,1fr)_18rem] lg:px-6">
        <div>
          <p role="status" className="mb-8 text-sm text-slate-600" data-testid="help-results">
            {query.trim() ? t.plural('content.help.results', found, { query: query.trim() }) : t('content.help.browse')}
          </p>
          {topics.length === 0 ? (
            <div className="rounded-3xl border border-dashed border-slate-300 bg-white p-10 text-center">
              <p className="text-lg font-semibold text-slate-900">{t('content.help.noneTitle')}</p>
              <p className="mt-2 text-slate-600">{t('content.help.noneText')}</p>
              <Link to="/contact" className="mt-6 inline-block rounded-full bg-abyss-900 px-5 py-2.5 font-semibold text-white">
                {t('content.help.contact')}
              </Link>
            </div>
          ) : (
            <div className="space-y-12">
              {topics.map(({ topic, questions }) => (
                <section key={topic} aria-labelledby={`help-${topic}`}>
                  <h2 id={`help-${topic}`} className="mb-4 text-2xl font-bold tracking-tight text-slate-900">
                    {t(`content.help.topic.${topic}`)}
                  </h2>
                  <div className="divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200">
                    {questions.map((question) => (
                      <details key={question} className="group" open={query.trim() !== ''}>
                        <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                          <h3>{t(`content.help.${topic}.${question}.q`, { orgName })}</h3>
                          <span aria-hidden="true" className="text-xl leading-none text-sky-700 transition group-open:rotate-45">
                            +
                          </span>
                        </summary>
                        <p className="px-5 pb-5 leading-relaxed text-slate-700">{t(`content.help.${topic}.${question}.a`, { orgName })}</p>
                      </details>
                    ))}
                  </div>
                </section>
              ))}
            </div>
          )}
          <p className="mt-12 text-center text-slate-600">
            {t('content.help.still')}{' '}
            <Link to="/contact" className="font-semibold text-sky-800 underline underline-offset-2">
              {t('content.help.contact')}
            </Link>
          </p>
        </div>
        <aside className="hidden lg:block">
          <div className="sticky top-24 space-y-6">
            <nav aria-label={t('content.help.topics')} className="rounded-3xl bg-white p-6 ring-1 ring-slate-200">
              <h2 className="text-sm font-semibold tracking-wider text-slate-600 uppercase">{t('content.help.topics')}</h2>
              <ul className="mt-3 space-y-2">
                {FAQ.map(({ topic }) => (
                  <li key={topic}>
                    <a href={`#help-${topic}`} className="font-medium text-slate-800 hover:text-sky-800 hover:underline">
                      {t(`content.help.topic.${topic}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="rounded-3xl bg-abyss-900 p-6 text-white">
              <p className="font-semibold">{t('content.help.still')}</p>
              <p className="mt-1 text-sky-100">{t('content.help.askText')}</p>
              <Link to="/contact" className="mt-4 inline-block rounded-full bg-coral-500 px-5 py-2.5 font-semibold text-abyss-950 hover:brightness-105">
                {t('content.help.contact')}
              </Link>
            </div>
          </div>
        </aside>
      </div>
    </>
  );
}
