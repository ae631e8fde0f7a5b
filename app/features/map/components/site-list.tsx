// The list of dive sites in the map's view, nearest to its centre first: the keyboard and
// screen-reader way through everything the map shows, and the whole page without JavaScript.
import { useT } from '~/lib/use-translation.ts';
import { PAGE_SIZE } from '../../sites/site-filters.ts';
import { coverPhotoUrl } from '../../../lib/photo-urls.ts';
import { formatDepthRange, formatDistance, type Units } from '~/lib/units.ts';
import type { ListedSite, SitesInView } from '../map-api.ts';
import { DiveStatusBadge } from '~/ui/dive-status-badge.tsx';
import { isDiveable } from '../../sites/site-vocabulary.ts';
import { useMapCountryName } from './country-names.tsx';
import { numberFormat } from '../../../lib/intl-format.ts';

type SiteListProps = {
  list: SitesInView;
  units: Units;
  loading: boolean;
  /** The list's page links, for the plain-link fallback. */
  pageHref: (page: number) => string;
  onPage?: (page: number) => void;
  onShowOnMap?: (site: ListedSite) => void;
  headingId: string;
};

export function SiteList({ list, units, loading, pageHref, onPage, onShowOnMap, headingId }: SiteListProps) {
  const t = useT();
  const { sites, total, capped, page, pageCount } = list;
  const shownFrom = sites.length ? (page - 1) * PAGE_SIZE + 1 : 0;
  return (
    <div aria-busy={loading} data-testid="map-list">
      <p className="px-4 pt-1 pb-2 text-sm text-slate-700" role="status" aria-live="polite" data-testid="map-list-count">
        {total === 0
          ? t('map.list.none')
          : capped
            ? t('map.list.countCapped', { count: numberFormat(t.locale).format(total) })
            : t.plural('map.list.count', total)}
      </p>
      {sites.length ? (
        <ol className="divide-y divide-slate-200 border-y border-slate-200" aria-labelledby={headingId} start={shownFrom}>
          {sites.map((site) => (
            <SiteListItem key={site.id} site={site} units={units} onShowOnMap={onShowOnMap} />
          ))}
        </ol>
      ) : (
        <p className="px-4 py-6 text-sm text-slate-600">{t('map.list.emptyHint')}</p>
      )}
      {pageCount > 1 ? (
        <nav aria-label={t('map.list.pages')} className="flex items-center justify-between gap-2 px-4 py-3 text-sm">
          {page > 1 ? (
            <a
              href={pageHref(page - 1)}
              onClick={(event) => {
                if (!onPage) return;
                event.preventDefault();
                onPage(page - 1);
              }}
              className="rounded-full px-3 py-1.5 font-semibold text-sky-800 ring-1 ring-slate-300 hover:bg-slate-100"
            >
              {t('map.list.previous')}
            </a>
          ) : (
            <span />
          )}
          <span className="text-slate-700">{t('map.list.pageOf', { page, pageCount })}</span>
          {page < pageCount ? (
            <a
              href={pageHref(page + 1)}
              onClick={(event) => {
                if (!onPage) return;
                event.preventDefault();
                onPage(page + 1);
              }}
              className="rounded-full px-3 py-1.5 font-semibold text-sky-800 ring-1 ring-slate-300 hover:bg-slate-100"
            >
              {t('map.list.next')}
            </a>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}

function SiteListItem({ site, units, onShowOnMap }: { site: ListedSite; units: Units; onShowOnMap?: (site: ListedSite) => void }) {
  const t = useT();
  const countryName = useMapCountryName();
  const place = [site.region, countryName(site.countryCode)].filter(Boolean).join(', ');
  const depth = formatDepthRange(site.depthMinM, site.depthMaxM, units, t.locale);
  const rating = site.ratingAverage !== null && site.ratingCount > 0 ? numberFormat(t.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(site.ratingAverage) : null;
  return (
    <li className="flex gap-3 px-4 py-3" data-testid="map-list-item" data-id={site.id}>
      {site.coverPhoto ? (
        <img src={coverPhotoUrl(site.id, site.coverPhoto)} alt="" width={64} height={64} loading="lazy" className="h-16 w-16 shrink-0 rounded-lg object-cover" />
      ) : null}
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-slate-900">
          <a href={`/listing/${site.id}`} className="hover:underline">
            {site.name}
          </a>
        </h3>
        <p className="text-sm text-slate-700">
          {place}
          <span className="text-slate-600"> · {t('map.list.distance', { distance: formatDistance(site.distanceKm, units, t.locale) })}</span>
        </p>
        {site.diveStatus && site.diveStatus !== 'open' ? (
          <p className="mt-0.5">
            <DiveStatusBadge status={site.diveStatus} since={site.diveStatusSince} closedToScuba={!isDiveable(site.diveStatus)} />
          </p>
        ) : null}
        <p className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-slate-700">
          {site.siteTypes.length ? <span>{site.siteTypes.map((type) => t(`sites.type.${type}`)).join(', ')}</span> : null}
          {depth ? <span>{t('map.card.depth', { depth })}</span> : null}
          {site.level ? <span>{t(`sites.level.${site.level}`)}</span> : null}
          {rating ? <span>{t('map.card.rating', { rating, count: site.ratingCount })}</span> : null}
          {site.isSeed ? <span title={t('sites.seed.short')}>{t('sites.seed.label')}</span> : null}
        </p>
      </div>
      {onShowOnMap ? (
        <button
          type="button"
          onClick={() => onShowOnMap(site)}
          className="h-fit shrink-0 rounded-full px-3 py-1 text-xs font-semibold text-sky-800 ring-1 ring-slate-300 hover:bg-sky-50"
        >
          {t('map.list.showOnMap')}
          <span className="sr-only">{t('map.list.showOnMapWhich', { name: site.name })}</span>
        </button>
      ) : null}
    </li>
  );
}
