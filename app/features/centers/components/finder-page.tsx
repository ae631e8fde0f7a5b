// The body of both finder pages: title, search form, result count, the numbered locator and the
// numbered cards, and paging links.
import { Link } from 'react-router';
import { useT } from '../../../lib/use-translation.ts';
import { centerFiltersToSearch, hasRefinements } from '../center-filters.ts';
import type { FinderData } from '../finder.server.ts';
import { CenterCard } from './center-card.tsx';
import { LocatorMap } from '../../../ui/locator-map.tsx';
import { FinderForm } from './finder-form.tsx';

export function FinderPage({ data, title, intro }: { data: FinderData; title: string; intro: string }) {
  const t = useT();
  const { filters, result, locator, kinds, path } = data;
  const resort = kinds.length === 1 && kinds[0] === 'resort';
  const place = filters.at ? t('centers.finder.yourPosition') : (result.origin?.label ?? filters.near);
  const summary = result.origin
    ? t.plural(resort ? 'centers.finder.resultsNearResort' : 'centers.finder.resultsNear', result.total, { place })
    : t.plural(resort ? 'centers.finder.resultsResort' : 'centers.finder.results', result.total);
  const pageLink = (page: number) => {
    const query = centerFiltersToSearch(filters, { page });
    return `${path}${query ? `?${query}` : ''}`;
  };
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-8 pb-20 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{intro}</p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[20rem_1fr]">
        <div>
          <FinderForm key={JSON.stringify(filters)} filters={filters} issues={data.issues} kinds={kinds} action={path} />
          <p className="mt-6 text-sm text-slate-700">
            {t('centers.finder.ownPrompt')}{' '}
            <Link to="/add-dive-center" className="font-semibold text-sky-800 underline">
              {t('centers.finder.ownLink')}
            </Link>
          </p>
        </div>
        <section aria-labelledby="finder-results" className="min-w-0">
          <h2 id="finder-results" className="text-xl font-semibold text-slate-900" aria-live="polite">
            {summary}
          </h2>
          {result.placeNotFound ? (
            <p role="status" className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
              {t('centers.finder.placeNotFound', { place: filters.near })}
            </p>
          ) : null}
          {!result.origin && !result.placeNotFound && result.total > 0 ? <p className="mt-1 text-sm text-slate-700">{t('centers.finder.sortedByRating')}</p> : null}
          {result.centers.length ? (
            <>
              {locator ? (
                <div className="mt-4 max-w-xl">
                  <LocatorMap
                    locator={locator}
                    title={t(result.origin ? 'centers.finder.mapTitleNear' : 'centers.finder.mapTitle', { count: locator.markers.length })}
                    description={locator.markers.map((marker) => `${marker.label}: ${result.centers[Number(marker.label) - 1]?.name ?? ''}`).join('; ')}
                  />
                </div>
              ) : null}
              <ol className="mt-6 grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('centers.finder.resultsList')}>
                {result.centers.map((center, index) => (
                  <li key={center.id} className="flex">
                    <CenterCard center={center} number={index + 1} />
                  </li>
                ))}
              </ol>
              {result.pageCount > 1 ? (
                <nav aria-label={t('centers.finder.pages')} className="mt-8 flex items-center justify-between gap-4">
                  {result.page > 1 ? (
                    <Link to={pageLink(result.page - 1)} className="font-semibold text-sky-800 underline" rel="prev">
                      {t('centers.finder.previous')}
                    </Link>
                  ) : (
                    <span />
                  )}
                  <span className="text-sm text-slate-700">{t('centers.finder.pageOf', { page: result.page, pages: result.pageCount })}</span>
                  {result.page < result.pageCount ? (
                    <Link to={pageLink(result.page + 1)} className="font-semibold text-sky-800 underline" rel="next">
                      {t('centers.finder.next')}
                    </Link>
                  ) : (
                    <span />
                  )}
                </nav>
              ) : null}
            </>
          ) : (
            <div className="mt-4 rounded-xl border border-slate-200 bg-white p-6">
              <p className="text-slate-800">{hasRefinements(filters) ? t('centers.finder.emptyFiltered') : t('centers.finder.empty')}</p>
              <p className="mt-3">
                <Link to="/add-dive-center" className="font-semibold text-sky-800 underline">
                  {t('centers.finder.emptyAdd')}
                </Link>
              </p>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
