// Around the /explore results: the count, active filters (each removable), notices, export links,
// pagination and the empty state.
import { Link } from 'react-router';
import { useT } from '../../../lib/use-translation.ts';
import type { Translator } from '../../../lib/i18n.ts';
import { EMPTY_FILTERS, filtersOnUnrecordedFacts, siteFiltersToSearchParams, type SiteFilters } from '../site-filters.ts';
import { monthName } from '../site-vocabulary.ts';
import type { SearchResult } from '../sites.queries.server.ts';
import { formatDepth, formatTemperature } from '~/lib/units.ts';
import { COUNT_CAP_FOR_DISPLAY, EXPORT_LIMIT } from '../explore-limits.ts';
import { useCountryName } from './country-names-context.tsx';
import { DownloadIcon } from './site-icons.tsx';
import { numberFormat } from '../../../lib/intl-format.ts';

function exploreHref(filters: SiteFilters, overrides: Partial<SiteFilters> = {}): string {
  const query = siteFiltersToSearchParams(filters, { page: 1, ...overrides }).toString();
  return query ? `/explore?${query}` : '/explore';
}

type Chip = { key: string; label: string; href: string };

/** One removable chip per active filter value; removing a chip keeps everything else. */
export function activeFilterChips(filters: SiteFilters, t: Translator, countryName: (code: string) => string): Chip[] {
  const units = filters.units;
  const chips: Chip[] = [];
  const add = (key: string, label: string, overrides: Partial<SiteFilters>) => chips.push({ key, label, href: exploreHref(filters, overrides) });
  if (filters.q) add('q', t('sites.filters.chip.q', { value: filters.q }), { q: '', sort: filters.sort === 'relevance' ? 'rating' : filters.sort });
  for (const type of filters.types) add(`type-${type}`, t(`sites.type.${type}`), { types: filters.types.filter((other) => other !== type) });
  for (const level of filters.levels) add(`level-${level}`, t(`sites.level.${level}`), { levels: filters.levels.filter((other) => other !== level) });
  for (const entry of filters.entries) add(`entry-${entry}`, t(`sites.entry.${entry}`), { entries: filters.entries.filter((other) => other !== entry) });
  if (filters.depthMinM !== undefined) add('depthMin', t('sites.filters.chip.depthMin', { value: formatDepth(filters.depthMinM, units, t.locale) }), { depthMinM: undefined });
  if (filters.depthMaxM !== undefined) add('depthMax', t('sites.filters.chip.depthMax', { value: formatDepth(filters.depthMaxM, units, t.locale) }), { depthMaxM: undefined });
  if (filters.country) add('country', countryName(filters.country), { country: undefined });
  if (filters.region) add('region', filters.region, { region: '' });
  if (filters.month) add('month', monthName(filters.month, t.locale), { month: undefined, minTempC: undefined });
  if (filters.minTempC !== undefined) add('minTemp', t('sites.filters.chip.minTemp', { value: formatTemperature(filters.minTempC, units, t.locale) }), { minTempC: undefined });
  if (filters.hasPhotos) add('photos', t('sites.filters.hasPhotos'), { hasPhotos: false });
  if (filters.includeClosed) add('closed', t('sites.filters.includeClosed'), { includeClosed: false });
  if (filters.minRating) add('rating', t('sites.filters.chip.rating', { value: filters.minRating }), { minRating: undefined });
  if (filters.near) add('near', t('sites.filters.chip.near', { value: filters.near }), { near: '', sort: filters.sort === 'distance' ? (filters.q ? 'relevance' : 'rating') : filters.sort });
  return chips;
}

export function ExploreResultsHeader({ filters, result, issues, placeNotFound }: { filters: SiteFilters; result: SearchResult; issues: Array<{ message: string }>; placeNotFound: boolean }) {
  const t = useT();
  const countryName = useCountryName();
  const chips = activeFilterChips(filters, t, countryName);
  const exportQuery = siteFiltersToSearchParams(filters, { page: 1 }).toString();
  return (
    <div className="flex flex-col gap-3">
      <h2 id="results-heading" className="text-xl font-semibold text-slate-900" data-testid="result-count" aria-live="polite">
        {result.capped ? t('sites.explore.resultsCapped', { count: numberFormat(t.locale).format(COUNT_CAP_FOR_DISPLAY) }) : t.plural('sites.explore.results', result.total)}
        {filters.q ? <span className="font-normal text-slate-700"> {t('sites.explore.resultsFor', { q: filters.q })}</span> : null}
      </h2>
      {result.origin ? <p className="text-sm text-slate-700">{t('sites.explore.distancesFrom', { place: result.origin.label })}</p> : null}
      {placeNotFound || issues.length ? (
        <ul role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {placeNotFound ? <li>{t('sites.explore.placeNotFound', { place: filters.near })}</li> : null}
          {issues.map((issue) => (
            <li key={issue.message}>{t(issue.message)}</li>
          ))}
        </ul>
      ) : null}
      {chips.length ? (
        <div>
          <h3 className="sr-only">{t('sites.explore.activeFilters')}</h3>
          <ul className="flex flex-wrap gap-2">
            {chips.map((chip) => (
              <li key={chip.key}>
                <Link to={chip.href} className="inline-flex items-center gap-1 rounded-full border border-sky-700 bg-sky-50 px-3 py-1 text-sm text-sky-900 hover:bg-sky-100" aria-label={t('sites.explore.removeFilter', { label: chip.label })}>
                  {chip.label}
                  <span aria-hidden="true">×</span>
                </Link>
              </li>
            ))}
            <li>
              <Link to="/explore" className="inline-flex px-2 py-1 text-sm font-semibold text-slate-800 underline">
                {t('sites.explore.clearAll')}
              </Link>
            </li>
          </ul>
        </div>
      ) : null}
      <UnrecordedFactsNote filters={filters} unrecorded={result.unrecorded} />
      <ClosedSitesNote filters={filters} closedMatches={result.closedMatches} />
      {filtersOnUnrecordedFacts(filters) ? (
        <p className="text-sm text-slate-700" data-testid="curated-first">
          {t('sites.explore.curatedFirst')}
        </p>
      ) : null}
      {result.total > 0 ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <span className="inline-flex items-center gap-1 font-medium text-slate-800">
            <DownloadIcon size={16} />
            {t('sites.explore.export')}:
          </span>
          <a href={`/explore/export/gpx${exportQuery ? `?${exportQuery}` : ''}`} className="font-semibold text-sky-800 underline" download>
            {t('sites.explore.exportGpx')}
          </a>
          <a href={`/explore/export/kml${exportQuery ? `?${exportQuery}` : ''}`} className="font-semibold text-sky-800 underline" download>
            {t('sites.explore.exportKml')}
          </a>
          <span className="text-xs text-slate-700">{t('sites.explore.exportNote', { count: numberFormat(t.locale).format(EXPORT_LIMIT) })}</span>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Most sites do not record their level, depth or best months yet, so those filters leave many out.
 * Say how many, and offer to include them (or, once included, to leave them out again).
 */
function UnrecordedFactsNote({ filters, unrecorded }: { filters: SiteFilters; unrecorded: number | null }) {
  const t = useT();
  if (filters.includeUnknown && filtersOnUnrecordedFacts(filters)) {
    return (
      <p className="rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950" data-testid="unrecorded-note">
        {t('sites.explore.unrecordedIncluded')}{' '}
        <Link to={exploreHref(filters, { includeUnknown: false })} className="font-semibold underline">
          {t('sites.explore.unrecordedLeaveOut')}
        </Link>
      </p>
    );
  }
  if (!unrecorded) return null;
  return (
    <p className="rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950" data-testid="unrecorded-note">
      {t.plural('sites.explore.unrecorded', unrecorded, { count: numberFormat(t.locale).format(unrecorded) })}{' '}
      <Link to={exploreHref(filters, { includeUnknown: true })} className="font-semibold underline">
        {t('sites.explore.unrecordedInclude')}
      </Link>
    </p>
  );
}

/** Sites closed to scuba are left out of a dive search: say how many matched, and offer them, marked. */
function ClosedSitesNote({ filters, closedMatches }: { filters: SiteFilters; closedMatches: number | null }) {
  const t = useT();
  if (filters.includeClosed) {
    return (
      <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-950" data-testid="closed-note">
        {t('sites.explore.closedIncluded')}{' '}
        <Link to={exploreHref(filters, { includeClosed: false, page: 1 })} className="font-semibold underline">
          {t('sites.explore.closedLeaveOut')}
        </Link>
      </p>
    );
  }
  if (!closedMatches) return null;
  return (
    <p className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-900" data-testid="closed-note">
      {t.plural('sites.explore.closedMatches', closedMatches, { count: numberFormat(t.locale).format(closedMatches) })}{' '}
      <Link to={exploreHref(filters, { includeClosed: true, page: 1 })} className="font-semibold underline">
        {t('sites.explore.closedInclude')}
      </Link>
    </p>
  );
}

export function ExplorePagination({ filters, page, pageCount }: { filters: SiteFilters; page: number; pageCount: number }) {
  const t = useT();
  if (pageCount <= 1) return null;
  const pages = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pageCount])].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const linkClass = 'inline-flex min-w-10 justify-center rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-900 hover:bg-slate-50';
  return (
    <nav aria-label={t('sites.explore.pagination')} className="mt-8 flex flex-col items-center gap-3">
      <p className="text-sm text-slate-700">{t('sites.explore.pageOf', { page, pageCount })}</p>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link to={exploreHref(filters, { page: page - 1 })} className={linkClass} rel="prev">
              {t('sites.explore.previous')}
            </Link>
          </li>
        ) : null}
        {pages.map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page" className={`${linkClass} border-sky-700 bg-sky-700 text-white hover:bg-sky-700`}>
                {n}
              </span>
            ) : (
              <Link to={exploreHref(filters, { page: n })} className={linkClass} aria-label={t('sites.explore.goToPage', { page: n })}>
                {n}
              </Link>
            )}
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <Link to={exploreHref(filters, { page: page + 1 })} className={linkClass} rel="next">
              {t('sites.explore.next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

export function ExploreEmptyState({ filters }: { filters: SiteFilters }) {
  const t = useT();
  const countryName = useCountryName();
  const chips = activeFilterChips(filters, t, countryName).filter((chip) => chip.key !== 'q');
  return (
    <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-6" data-testid="explore-empty">
      <h3 className="text-lg font-semibold text-slate-900">{t('sites.explore.empty.title')}</h3>
      <p className="mt-1 text-slate-700">{t('sites.explore.empty.text')}</p>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-800">
        {filters.q ? <li>{t('sites.explore.empty.spelling')}</li> : null}
        {chips.length ? (
          <li>
            {t('sites.explore.empty.removeFilters')}{' '}
            {chips.map((chip, index) => (
              <span key={chip.key}>
                {index > 0 ? ', ' : ''}
                <Link to={chip.href} className="font-semibold text-sky-800 underline">
                  {chip.label}
                </Link>
              </span>
            ))}
          </li>
        ) : null}
        <li>
          <Link to={exploreHref(EMPTY_FILTERS)} className="font-semibold text-sky-800 underline">
            {t('sites.explore.empty.browseAll')}
          </Link>
        </li>
        <li>
          {t('sites.explore.empty.contribute')}{' '}
          <Link to="/add-listing" className="font-semibold text-sky-800 underline">
            {t('sites.explore.empty.contributeLink')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
