// The map page's panel (a bottom sheet on phones): the place search, the filters and the list of
// dive sites in the area. Works without JavaScript: the search and filters are plain GET forms and
// the list's pages plain links.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '~/lib/use-translation.ts';
import type { SiteFilters } from '../../sites/site-filters.ts';
import type { Units } from '~/lib/units.ts';
import type { ListedSite, Place, SitesInView } from '../map-api.ts';
import { MapFilters } from './map-filters.tsx';
import { PlaceSearch } from '~/ui/place-search.tsx';
import { placeDetail, placeSearchLabels, placeSuggestionsUrl } from '../place-detail.ts';
import { SiteList } from './site-list.tsx';

const HEADING_ID = 'map-list-heading';

type MapPanelProps = {
  sheetShown: boolean;
  onToggleSheet: () => void;
  search: { q: string; place: Place | null; notFound: boolean; keep: URLSearchParams; onSelect: (place: Place) => void; onClear: () => void };
  filters: { value: SiteFilters; countries: string[]; keep: URLSearchParams; onApply: ((params: URLSearchParams) => void) | undefined };
  list: { value: SitesInView; loading: boolean; pageHref: (page: number) => string; onPage: (page: number) => void; onShowOnMap: ((site: ListedSite) => void) | undefined };
  units: Units;
  /** The "update as the map moves" switch (kept in place, hidden, until there is a map). */
  follow: ReactNode;
  addSiteHref: string;
  onLeave: () => void;
};

export function MapPanel({ sheetShown, onToggleSheet, search, filters, list, units, follow, addSiteHref, onLeave }: MapPanelProps) {
  const t = useT();
  return (
    <section
      aria-labelledby={HEADING_ID}
      data-sheet={sheetShown ? 'open' : 'peek'}
      className={`map-sheet fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-20 flex flex-col rounded-t-2xl bg-white shadow-[0_-4px_16px_rgb(2_11_22/0.15)] transition-[height] md:static md:z-auto md:h-full md:w-[26rem] md:shrink-0 md:rounded-none md:border-r md:border-slate-200 md:shadow-none ${
        sheetShown ? 'h-[70dvh]' : 'h-[8.5rem]'
      }`}
    >
      {/* The page starts with the sheet lowered, as it stays once the script runs, so nothing moves when it
          does. Without JavaScript the sheet cannot be raised, so there it is shown raised, without its handle. */}
      <noscript>
        <style>{'@media (width < 48rem) { .map-sheet { height: 70dvh } .map-sheet-handle { display: none } }'}</style>
      </noscript>
      <button type="button" aria-expanded={sheetShown} aria-controls="map-panel-body" onClick={onToggleSheet} className="map-sheet-handle flex w-full flex-col items-center pt-2 pb-1 md:hidden">
        <span aria-hidden="true" className="h-1.5 w-10 rounded-full bg-slate-300" />
        <span className="sr-only">{sheetShown ? t('map.sheet.hide') : t('map.sheet.show')}</span>
      </button>
      <div className="px-4 pt-1 pb-3 md:pt-4">
        <h1 className="mb-2 hidden text-xl font-bold text-slate-900 md:block">{t('map.title')}</h1>
        <PlaceSearch<Place>
          action="/map-explore"
          initialQuery={search.q}
          keep={search.keep}
          suggestionsUrl={(text) => placeSuggestionsUrl(text, t.locale)}
          describe={(place) => placeDetail(place, t)}
          onSelect={search.onSelect}
          onClear={search.onClear}
          enter="first-match"
          labels={placeSearchLabels(t)}
          look="panel"
        />
        {search.notFound ? (
          <p className="mt-2 text-sm text-amber-800" role="status">
            {t('map.search.notFound', { q: search.q })}
          </p>
        ) : search.place && search.place.kind !== 'site' && search.place.kind !== 'centre' ? (
          <p className="sr-only" role="status">
            {t('map.search.showing', { place: search.place.label })}
          </p>
        ) : null}
      </div>
      <div id="map-panel-body" className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        <MapFilters filters={filters.value} countries={filters.countries} viewerUnits={units} keep={filters.keep} onApply={filters.onApply} />
        <div className="flex flex-wrap items-center justify-between gap-2 px-4 pt-3">
          <h2 id={HEADING_ID} className="text-base font-semibold text-slate-900">
            {t('map.list.title')}
          </h2>
          {follow}
        </div>
        <p className="px-4 pt-1 text-sm">
          <Link to={addSiteHref} onClick={onLeave} className="font-semibold text-sky-800 underline" data-testid="map-add-site">
            {t('map.list.addSiteHere')}
          </Link>
        </p>
        <SiteList
          list={list.value}
          units={units}
          loading={list.loading}
          headingId={HEADING_ID}
          pageHref={list.pageHref}
          onPage={list.onPage}
          onShowOnMap={list.onShowOnMap}
        />
      </div>
    </section>
  );
}
