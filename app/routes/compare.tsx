// /compare?ids=1,2,3: two to four dive sites side by side. The URL holds the whole comparison;
// "add" and "remove" are plain links and GET forms, so it works without JavaScript too.
import { z } from 'zod';
import { useEffect } from 'react';
import { Form, Link, redirect } from 'react-router';
import type { Route } from './+types/compare';
import { readQuery, searchText } from '~/lib/parameters.schema.ts';
import { FilterIssue, issueProps } from '~/ui/filter-issue.tsx';
import { resolveLocale } from '~/lib/i18n.server.ts';
import { comparePageMessages } from '~/features/sites/site-messages.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { COMPARE_MAX, compareHref, parseCompareIds, writeCompareIds } from '~/features/sites/compare-store.ts';
import { RatingStars } from '~/features/sites/components/rating-stars.tsx';
import { CountryNamesProvider, usePlace } from '~/features/sites/components/country-names-context.tsx';
import { countryNamesFor } from '~/lib/country-names.ts';
import { comparedSites, type ComparedSite } from '~/features/sites/compared-sites.ts';
import { formatPosition } from '~/features/sites/site-facts.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { publicOrigin } from '~/lib/public-origin.server.ts';
import { parseSiteFilters } from '~/features/sites/site-filters.schema.ts';
import { pickWidth, sitePhotoUrl } from '~/lib/photo-urls.ts';
import { isDiveable, MONTHS, monthName } from '~/features/sites/site-vocabulary.ts';
import { DiveStatusBadge } from '~/ui/dive-status-badge.tsx';
import { getPublishedSites, searchSites, type SiteDetail } from '~/features/sites/sites.queries.server.ts';
import { formatDepthRange, formatDistance, formatTemperature, type Units } from '~/lib/units.ts';
import { useViewerUnits } from '~/features/sites/use-viewer-units.ts';

/** Longer than any site's name. */
const ADD_MAX = 150;

export async function loader({ request }: Route.LoaderArgs) {
  const { locale } = await resolveLocale(request);
  const url = new URL(request.url);
  const { values, issues } = readQuery(url.searchParams, { ids: z.string().transform(parseCompareIds), add: searchText(ADD_MAX, 'sites.compare.addTooLong') });
  const { ids = [], add = '' } = values;
  let addNotFound = '';
  if (add) {
    // "Add a site" without JavaScript: the best match of the typed name joins the comparison.
    const params = new URLSearchParams({ q: add });
    const { sites } = await searchSites(parseSiteFilters(params).filters, { pageSize: 5 });
    const found = sites.find((site) => !ids.includes(site.id));
    if (found && ids.length < COMPARE_MAX) throw redirect(compareHref([...ids, found.id]));
    if (!found) addNotFound = add;
  }
  // Positions are sent no finer than they are known; the distances between them are measured first.
  const sites = comparedSites(await getPublishedSites(ids));
  return {
    messages: comparePageMessages(locale),
    sites,
    countryNames: countryNamesFor(sites.map((site) => site.countryCode), locale),
    ignored: ids.length > sites.length,
    addNotFound,
    addIssue: issues.add,
    canonical: `${publicOrigin()}${compareHref(sites.map((site) => site.id))}`,
  };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const names = loaderData?.sites.map((site) => site.name) ?? [];
  return pageMeta({
    matches,
    location,
    title: names.length >= 2 ? names.join(' · ') : t('sites.compare.title'),
    description: t('sites.compare.metaDescription'),
    canonical: loaderData?.canonical,
    noindex: true,
  });
}

/** A month's water temperature: curated first, else what divers reported. */
function temperatureRange(site: SiteDetail, month: number, units: Units, locale: string): string {
  const curated = site.waterTempByMonth?.some(Boolean) ? site.waterTempByMonth : null;
  const entry = (curated ?? site.reportedConditions?.tempByMonth)?.[month - 1];
  const min = entry?.minC ?? entry?.maxC ?? null;
  const max = entry?.maxC ?? entry?.minC ?? null;
  if (min === null || max === null) return '—';
  return min === max ? formatTemperature(min, units, locale) : `${formatTemperature(min, units, locale)}–${formatTemperature(max, units, locale)}`;
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  return (
    <CountryNamesProvider names={loaderData.countryNames}>
      <CompareContent sites={loaderData.sites} ignored={loaderData.ignored} addNotFound={loaderData.addNotFound} addIssue={loaderData.addIssue} />
    </CountryNamesProvider>
  );
}

function CompareContent({ sites, ignored, addNotFound, addIssue }: { sites: Array<ComparedSite<SiteDetail>>; ignored: boolean; addNotFound: string; addIssue?: string }) {
  const t = useT();
  const units = useViewerUnits();
  const sitePlace = usePlace();
  const ids = sites.map((site) => site.id);
  const idsKey = ids.join(',');

  useEffect(() => {
    // Opening a comparison (also a shared one) makes it this browser's compare tray.
    writeCompareIds(idsKey ? idsKey.split(',').map(Number) : []);
  }, [idsKey]);

  const unknown = <span className="text-slate-600">{t('sites.compare.unknown')}</span>;
  /** A figure divers reported, shown when nothing curated is known, and marked as such. */
  const reported = (text: string | null, count: number) =>
    text ? (
      <span data-testid="compare-reported">
        {text} <span className="text-xs text-sky-900">({t('sites.compare.reported')}, {t.plural('sites.compare.fromReports', count)})</span>
      </span>
    ) : (
      unknown
    );
  const rows: Array<{ key: string; label: string; cell: (site: ComparedSite<SiteDetail>) => React.ReactNode }> = [
    { key: 'place', label: t('sites.compare.place'), cell: (site) => sitePlace(site) },
    {
      key: 'diveStatus',
      label: t('sites.listing.diveStatus'),
      cell: (site) =>
        !site.diveStatus ? unknown : site.diveStatus === 'open' ? t('sites.diveStatus.open') : <DiveStatusBadge status={site.diveStatus} since={site.diveStatusSince} closedToScuba={!isDiveable(site.diveStatus)} />,
    },
    { key: 'coordinates', label: t('sites.compare.coordinates'), cell: (site) => <span className="font-mono text-xs">{formatPosition(site)}</span> },
    {
      key: 'distances',
      label: t('sites.compare.distanceBetween'),
      cell: (site) => (
        <ul>
          {sites
            .filter((other) => other.id !== site.id)
            .map((other) => (
              <li key={other.id}>{t('sites.compare.distanceTo', { distance: formatDistance(site.distancesKm[other.id] ?? 0, units, t.locale), name: other.name })}</li>
            ))}
        </ul>
      ),
    },
    {
      key: 'depth',
      label: t('sites.listing.depth'),
      cell: (site) => formatDepthRange(site.depthMinM, site.depthMaxM, units, t.locale) ?? reported(site.reportedDepthMaxM === null ? null : formatDepthRange(null, site.reportedDepthMaxM, units, t.locale), site.reportedCount),
    },
    { key: 'level', label: t('sites.listing.level'), cell: (site) => (site.level ? t(`sites.level.${site.level}`) : unknown) },
    { key: 'types', label: t('sites.listing.types'), cell: (site) => (site.siteTypes.length ? site.siteTypes.map((type) => t(`sites.type.${type}`)).join(', ') : unknown) },
    { key: 'entry', label: t('sites.listing.entry'), cell: (site) => (site.entry.length ? site.entry.map((entry) => t(`sites.entry.${entry}`)).join(', ') : unknown) },
    {
      key: 'current',
      label: t('sites.listing.current'),
      cell: (site) => (site.current ? t(`sites.current.${site.current}`) : reported(site.reportedConditions?.current ? t(`sites.current.${site.reportedConditions.current}`) : null, site.reportedConditions?.currentReports ?? 0)),
    },
    {
      key: 'visibility',
      label: t('sites.listing.visibility'),
      cell: (site) =>
        formatDepthRange(site.visibilityMinM, site.visibilityMaxM, units, t.locale) ??
        reported(site.reportedConditions ? formatDepthRange(site.reportedConditions.visibilityMinM, site.reportedConditions.visibilityMaxM, units, t.locale) : null, site.reportedConditions?.visibilityReports ?? 0),
    },
    {
      key: 'temperature',
      label: t('sites.listing.temperature'),
      cell: (site) =>
        site.waterTempByMonth?.some(Boolean) || site.reportedConditions?.tempByMonth.some(Boolean) ? (
          <ul className="grid grid-cols-2 gap-x-3 text-xs">
            {site.waterTempByMonth?.some(Boolean) ? null : (
              <li className="col-span-2 text-sky-900">
                ({t('sites.compare.reported')}, {t.plural('sites.compare.fromReports', site.reportedConditions?.temperatureReports ?? 0)})
              </li>
            )}
            {MONTHS.map((month) => (
              <li key={month}>
                {monthName(month, t.locale, 'short')}: {temperatureRange(site, month, units, t.locale)}
              </li>
            ))}
          </ul>
        ) : (
          unknown
        ),
    },
    {
      key: 'best',
      label: t('sites.listing.bestMonths'),
      cell: (site) =>
        site.bestMonths.length
          ? [...site.bestMonths].sort((a, b) => a - b).map((m) => monthName(m, t.locale, 'short')).join(', ')
          : reported(site.reportedMonths.length ? site.reportedMonths.map((m) => monthName(m, t.locale, 'short')).join(', ') : null, site.reportedCount),
    },
    { key: 'rating', label: t('sites.listing.reviews'), cell: (site) => <RatingStars average={site.ratingAverage === null ? null : Number(site.ratingAverage)} count={site.ratingCount} /> },
    { key: 'photos', label: t('sites.compare.photos'), cell: (site) => t.plural('sites.compare.photoCount', site.photos.length) },
  ];

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-8 pb-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('sites.compare.title')}</h1>
      <p className="mt-2 text-slate-700">{t('sites.compare.intro')}</p>
      {ignored ? (
        <p role="status" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {t('sites.compare.ignored')}
        </p>
      ) : null}

      {sites.length === 0 ? <p className="mt-6 text-slate-800">{t('sites.compare.empty')}</p> : null}
      {sites.length === 1 ? <p className="mt-6 text-slate-800">{t('sites.compare.oneMore')}</p> : null}

      {sites.length ? (
        <div className="mt-6 relative overflow-x-auto" role="region" aria-labelledby="compare-caption" tabIndex={0}>
          <table className="w-full min-w-[40rem] table-fixed border-collapse text-left text-sm" data-testid="compare-table">
            <caption id="compare-caption" className="sr-only">
              {t('sites.compare.title')}
            </caption>
            <thead>
              <tr>
                <td className="w-40" />
                {sites.map((site) => {
                  const photo = site.photos[0];
                  return (
                    <th key={site.id} scope="col" className="p-2 align-top">
                      {photo ? <img src={sitePhotoUrl(site.id, photo.storageKey, pickWidth(photo.sizes, 320))} alt="" className="mb-2 aspect-[4/3] w-full rounded-lg object-cover" /> : null}
                      <Link to={`/listing/${site.id}`} className="text-base font-semibold text-sky-800 underline">
                        {site.name}
                      </Link>
                      <div className="mt-1">
                        <Link to={compareHref(ids.filter((id) => id !== site.id))} className="text-xs font-normal text-slate-800 underline" aria-label={t('sites.compare.removeLabel', { name: site.name })}>
                          {t('sites.compare.remove')}
                        </Link>
                      </div>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-t border-slate-200">
                  <th scope="row" className="p-2 align-top font-semibold text-slate-900">
                    {row.label}
                  </th>
                  {sites.map((site) => (
                    <td key={site.id} className="p-2 align-top text-slate-800">
                      {row.cell(site)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      {sites.length < COMPARE_MAX ? (
        <Form method="get" action="/compare" className="mt-8 flex max-w-lg flex-col gap-2">
          <input type="hidden" name="ids" value={idsKey} />
          <label htmlFor="compare-add" className="font-semibold text-slate-900">
            {t('sites.compare.addSite')}
          </label>
          <div className="flex gap-2">
            <input id="compare-add" name="add" type="search" required maxLength={ADD_MAX} placeholder={t('sites.compare.addSiteLabel')} className="min-w-0 flex-1 rounded-full border border-slate-400 px-4 py-2" {...issueProps(addIssue, 'compare-add')} />
            <button type="submit" className="rounded-full bg-sky-700 px-5 py-2 font-semibold text-white">
              {t('sites.compare.addButton')}
            </button>
          </div>
          <FilterIssue issue={addIssue} id="compare-add" />
          {addNotFound ? (
            <p role="alert" className="text-sm text-red-800">
              {t('sites.compare.notFound', { q: addNotFound })}
            </p>
          ) : null}
        </Form>
      ) : null}
    </div>
  );
}
