// /find-a-trip: upcoming trips of every centre, by place, days, kind, price and seats left, all in
// the URL (a plain GET form that works without JavaScript).
import { Link } from 'react-router';
import type { Route } from './+types/find-a-trip';
import { resolveLocale } from '~/lib/i18n.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { publicOrigin } from '~/lib/public-origin.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { TripCard } from '~/features/trips/components/trip-card.tsx';
import { TripSearchForm } from '~/features/trips/components/trip-search-form.tsx';
import { tripFiltersToSearch } from '~/features/trips/trip-filters.ts';
import { parseTripFilters } from '~/features/trips/trip-filters.schema.ts';
import { tripMessages } from '~/features/trips/trip-messages.server.ts';
import { tripCardView } from '~/features/trips/trip-views.ts';
import { searchTrips } from '~/features/trips/trips.queries.server.ts';

const PATH = '/find-a-trip';

export async function loader({ request }: Route.LoaderArgs) {
  const { locale } = await resolveLocale(request);
  const { filters, issues } = parseTripFilters(new URL(request.url).searchParams);
  const result = await searchTrips(filters, locale);
  const query = tripFiltersToSearch(filters);
  return {
    messages: tripMessages(locale),
    filters,
    issues,
    trips: result.trips.map((trip) => tripCardView(trip, locale)),
    total: result.total,
    page: result.page,
    pageCount: result.pageCount,
    place: result.origin?.label ?? null,
    placeNotFound: result.placeNotFound,
    canonical: `${publicOrigin()}${PATH}${query ? `?${query}` : ''}`,
  };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  // Filtered and later pages add nothing for search engines.
  return pageMeta({ matches, location, title: t('trips.search.title'), description: t('trips.search.description'), noindex: !!loaderData && loaderData.canonical.includes('?') });
}

export default function FindATrip({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { filters, trips, total, page, pageCount, place } = loaderData;
  const pageLink = (to: number) => {
    const query = tripFiltersToSearch(filters, { page: to });
    return `${PATH}${query ? `?${query}` : ''}`;
  };
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-8 pb-20 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('trips.search.title')}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t('trips.search.intro')}</p>
      <div className="mt-6">
        <TripSearchForm key={JSON.stringify(filters)} filters={filters} issues={loaderData.issues} action={PATH} />
      </div>
      <section aria-labelledby="trip-results" className="mt-8">
        <h2 id="trip-results" className="text-xl font-semibold text-slate-900" aria-live="polite">
          {place ? t.plural('trips.search.resultsNear', total, { place }) : t.plural('trips.search.results', total)}
        </h2>
        {loaderData.placeNotFound ? (
          <p role="status" className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            {t('trips.search.placeNotFound', { place: filters.near })}
          </p>
        ) : null}
        {trips.length ? (
          <ol className="mt-4 grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('trips.search.resultsList')}>
            {trips.map((trip) => (
              <li key={trip.id}>
                <TripCard trip={trip} />
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-4 text-slate-700">{t('trips.search.none')}</p>
        )}
        {pageCount > 1 ? (
          <nav aria-label={t('trips.search.pages')} className="mt-8 flex items-center gap-4 text-sm">
            {page > 1 ? (
              <Link to={pageLink(page - 1)} className="font-semibold text-sky-800 underline">
                {t('trips.search.previous')}
              </Link>
            ) : null}
            <span className="text-slate-700">{t('trips.search.pageOf', { page, pages: pageCount })}</span>
            {page < pageCount ? (
              <Link to={pageLink(page + 1)} className="font-semibold text-sky-800 underline">
                {t('trips.search.next')}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
      <p className="mt-10 text-sm text-slate-700">
        {t('trips.search.ownPrompt')}{' '}
        <Link to="/admin-divecenter/divecenter/trips" className="font-semibold text-sky-800 underline">
          {t('trips.search.ownLink')}
        </Link>
      </p>
    </div>
  );
}
