// /explore: dive-site search with filters, all in the URL (a plain GET form), server-rendered.
import { Link } from 'react-router';
import type { Route } from './+types/explore';
import { getSessionUser } from '~/features/members/session.server.ts';
import { resolveLocale } from '~/lib/i18n.server.ts';
import { explorePageMessages } from '~/features/sites/site-messages.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { CountryNamesProvider } from '~/features/sites/components/country-names-context.tsx';
import { CompareTray } from '~/features/sites/components/compare-controls.tsx';
import { ExploreSearchForm } from '~/features/sites/components/explore-filters.tsx';
import { ExploreResultsHeader, ExploreEmptyState, ExplorePagination } from '~/features/sites/components/explore-results.tsx';
import { SiteCard } from '~/features/sites/components/site-card.tsx';
import { pageMeta } from '~/lib/page-meta.ts';
import { publicOrigin } from '~/lib/public-origin.server.ts';
import { parseSiteFilters } from '~/features/sites/site-filters.schema.ts';
import { siteFiltersToSearchParams } from '~/features/sites/site-filters.ts';
import { countryOptions } from '~/lib/country-codes.ts';
import { countryNamesFor } from '~/lib/country-names.ts';
import { countriesWithSites, searchSites } from '~/features/sites/sites.queries.server.ts';
import { useViewerUnits } from '~/features/sites/use-viewer-units.ts';
import { WishlistButton } from '~/features/sites/components/wishlist-button.tsx';
import { savedSiteIds } from '~/features/sites/wishlist.server.ts';

export async function loader({ request }: Route.LoaderArgs) {
  const { locale } = await resolveLocale(request);
  const { filters, issues } = parseSiteFilters(new URL(request.url).searchParams);
  const [result, countries, viewer] = await Promise.all([searchSites(filters), countriesWithSites(), getSessionUser(request)]);
  const saved = await savedSiteIds(viewer?.id, result.sites.map((site) => site.id));
  const query = siteFiltersToSearchParams(filters, { page: 1 }).toString();
  return {
    messages: explorePageMessages(locale),
    filters,
    issues,
    result,
    saved,
    countries: countryOptions(locale, countries),
    countryNames: countryNamesFor([...countries, ...result.sites.map((site) => site.countryCode)], locale),
    placeNotFound: Boolean(filters.near) && !result.origin,
    canonical: `${publicOrigin()}/explore${query ? `?${query}` : ''}`,
  };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const q = loaderData?.filters.q;
  return pageMeta({
    matches,
    location,
    title: q ? t('sites.explore.metaTitleQuery', { q }) : t('sites.explore.metaTitle'),
    description: t('sites.explore.metaDescription'),
    canonical: loaderData?.canonical,
    // Result pages beyond the first and filtered variants add nothing for search engines.
    noindex: Boolean(loaderData && (loaderData.filters.page > 1 || loaderData.canonical.includes('?'))),
  });
}

export default function Explore({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const units = useViewerUnits();
  const { filters, result, issues, countries, placeNotFound } = loaderData;
  return (
    <CountryNamesProvider names={loaderData.countryNames}>
    <div className="mx-auto w-full max-w-7xl px-4 pt-8 pb-28 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('sites.explore.title')}</h1>
      <p className="mt-2 text-slate-700">{t('sites.explore.intro')}</p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[20rem_1fr]">
        <div>
          <ExploreSearchForm key={JSON.stringify(filters)} filters={filters} countries={countries} viewerUnits={units} />
        </div>
        <section aria-labelledby="results-heading" className="min-w-0">
          <ExploreResultsHeader filters={filters} result={result} issues={issues} placeNotFound={placeNotFound} />
          {result.sites.length ? (
            <>
              <ul className="mt-4 grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('sites.explore.resultsList')}>
                {result.sites.map((site) => (
                  <li key={site.id} className="flex">
                    <SiteCard site={site} month={filters.month} saveControl={<WishlistButton siteId={site.id} name={site.name} saved={loaderData.saved.includes(site.id)} />} />
                  </li>
                ))}
              </ul>
              <ExplorePagination filters={filters} page={result.page} pageCount={result.pageCount} />
            </>
          ) : (
            <ExploreEmptyState filters={filters} />
          )}
          <p className="mt-10 text-sm">
            <Link to="/add-listing" className="font-semibold text-sky-800 underline">
              {t('sites.explore.empty.contributeLink')}
            </Link>
          </p>
        </section>
      </div>
      <CompareTray />
    </div>
    </CountryNamesProvider>
  );
}
