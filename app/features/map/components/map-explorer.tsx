// The map page's body: the panel (place search, filters, list of sites in view) and the map, kept in
// step with each other and with the URL. The server renders the panel with a first list; in the
// browser the map reports what it shows and the list, clusters and URL follow it.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useNavigation } from 'react-router';
import { useT } from '~/lib/use-translation.ts';
import { useViewerUnits } from '../../sites/use-viewer-units.ts';
import { EMPTY_FILTERS, type SiteFilters } from '../../sites/site-filters.ts';
import { boxContains, formatBox, lngSpan, padBox, type Box } from '../geo-box.ts';
import type { ClustersBody, ListedSite, MapCard, Place, SitesInView } from '../map-api.ts';
import type { MapEngine, MapLabels, MapStyleChoice } from '../map-engine.client.ts';
import { DEFAULT_VIEW, mapFilterParams, mapStateToSearchParams, parseMapState, type MapLayerId, type MapView } from '../map-state.ts';
import { rememberMapSearch } from '../url-sync.ts';
import { MapCountryNamesProvider } from './country-names.tsx';
import { MapCanvas } from './map-canvas.tsx';
import { MapCardView } from './map-card.tsx';
import { LayerToggles, LocateButton, type LocateState } from './map-controls.tsx';
import { MapFilters } from './map-filters.tsx';
import { PlaceSearch } from './place-search.tsx';
import { SiteList } from './site-list.tsx';
import { useHydrated } from '../use-hydrated.ts';
import { basemapLabels } from '../basemap-labels.ts';
import { fieldsFromPosition } from '../pin-position.ts';

const URL_DELAY_MS = 400;
const LIST_DELAY_MS = 250;
/** Clusters are fetched for a margin around the view, so small pans need no new request. */
const CLUSTER_MARGIN = 0.3;
const POINT_ZOOM = 13;

export type MapExplorerProps = {
  style: MapStyleChoice;
  available: MapLayerId[];
  /** The view named in the URL; undefined opens on the place searched for, or the world. */
  view: MapView | undefined;
  /** The view the server assumed for the first list. */
  listView: MapView;
  listBox: Box;
  place: Place | null;
  placeNotFound: boolean;
  layers: MapLayerId[];
  filters: SiteFilters;
  q: string;
  list: SitesInView;
  countries: string[];
  /** Every country's name in the visitor's language, as the server names them. */
  countryNames: Record<string, string>;
};

type ListTarget = { bounds: Box; view: MapView; filters: SiteFilters; page: number };
type Shown = { view: MapView; bounds: Box };

export function MapExplorer(props: MapExplorerProps) {
  const t = useT();
  const units = useViewerUnits();
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  // On the way to another page (the card's link, "add a dive site here"), a late write of the view
  // into the URL would cancel that navigation and keep the visitor here. The router's state can
  // reach this component after the write's timer has fired, so links set the flag when clicked too.
  const leaving = useRef(false);
  useLayoutEffect(() => {
    if (navigation.state !== 'idle' && navigation.location.pathname !== location.pathname) leaving.current = true;
  });
  const { available } = props;

  const [engine, setEngine] = useState<MapEngine | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [layers, setLayers] = useState(props.layers);
  const [filters, setFilters] = useState(props.filters);
  const [q, setQ] = useState(props.q);
  const [place, setPlace] = useState(props.place);
  const [list, setList] = useState(props.list);
  const [listLoading, setListLoading] = useState(false);
  const [follow, setFollow] = useState(true);
  const [listTarget, setListTarget] = useState<ListTarget | null>(null);
  const [selected, setSelected] = useState<{ layer: MapLayerId; id: number } | null>(null);
  const [loadedCard, setLoadedCard] = useState<{ key: string; data: MapCard | null; failed: boolean } | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [locate, setLocate] = useState<LocateState>('idle');
  const hydrated = useHydrated();
  const canLocate = hydrated && 'geolocation' in navigator;
  // Without JavaScript the sheet cannot be opened, so the server sends it open; the map opens closed.
  const sheetShown = !hydrated || sheetOpen;

  const currentView = shown?.view ?? props.view;
  const target: ListTarget = listTarget ?? { bounds: props.listBox, view: props.listView, filters: props.filters, page: props.list.page };

  // --- The URL follows the state (without re-running the page's loader; see url-sync.ts).
  useEffect(() => {
    if (!shown && !listTarget) return;
    const timer = setTimeout(() => {
      const params = mapStateToSearchParams({ view: currentView, layers, filters, q, page: target.page }, available);
      const search = params.size ? `?${params}` : '';
      if (search === location.search || leaving.current) return;
      rememberMapSearch(search);
      void navigate({ search }, { replace: true, preventScrollReset: true });
    }, URL_DELAY_MS);
    return () => clearTimeout(timer);
    // location.search is read, not watched: the map is the only writer while the page is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [currentView, layers, filters, q, target.page]);

  // --- Clusters for the view.
  const clusterKey = `${layers.join(',')}|${mapFilterParams(filters).toString()}`;
  const lastClusters = useRef<{ box: Box; zoom: number; key: string } | null>(null);
  useEffect(() => {
    if (!engine || !shown) return;
    if (!layers.length) {
      engine.clearClusters();
      lastClusters.current = null;
      return;
    }
    const zoom = Math.floor(shown.view.zoom);
    const last = lastClusters.current;
    const [west, south, east, north] = shown.bounds;
    const covered =
      last &&
      last.key === clusterKey &&
      last.zoom === zoom &&
      (lngSpan(last.box) >= 360 || (boxContains(last.box, west, south) && boxContains(last.box, east, north) && lngSpan(shown.bounds) <= lngSpan(last.box)));
    if (covered) return;
    const box = padBox(shown.bounds, CLUSTER_MARGIN, 0);
    const params = new URLSearchParams({ bbox: formatBox(box, 4), z: String(zoom), layers: layers.join(',') });
    for (const [key, value] of mapFilterParams(filters)) params.append(key, value);
    const controller = new AbortController();
    fetch(`/api/map/clusters?${params}`, { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`clusters: ${response.status}`);
        return response.json() as Promise<ClustersBody>;
      })
      .then((body) => {
        lastClusters.current = { box, zoom, key: clusterKey };
        engine.setClusters(body);
      })
      .catch((error: unknown) => {
        if ((error as Error).name !== 'AbortError') console.warn(error);
      });
    return () => controller.abort();
    // filters are part of clusterKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [engine, shown, clusterKey]);

  // --- The list for the list target.
  useEffect(() => {
    if (!listTarget) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const params = mapStateToSearchParams({ view: listTarget.view, layers, filters: listTarget.filters, page: listTarget.page }, available);
      params.set('bbox', formatBox(listTarget.bounds, 5));
      setListLoading(true);
      fetch(`/api/map/list?${params}`, { signal: controller.signal })
        .then((response) => {
          if (!response.ok) throw new Error(`list: ${response.status}`);
          return response.json() as Promise<SitesInView>;
        })
        .then((body) => {
          setList(body);
          setListLoading(false);
        })
        .catch((error: unknown) => {
          if ((error as Error).name !== 'AbortError') {
            console.warn(error);
            setListLoading(false);
          }
        });
    }, LIST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // layers only shape the URL of the request, not its answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listTarget]);

  // --- The card of the selected marker.
  const selectedKey = selected ? `${selected.layer}/${selected.id}` : null;
  useEffect(() => {
    if (!selectedKey) return;
    const controller = new AbortController();
    fetch(`/api/map/card/${selectedKey}`, { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`card: ${response.status}`);
        return response.json() as Promise<MapCard>;
      })
      .then((data) => setLoadedCard({ key: selectedKey, data, failed: false }))
      .catch((error: unknown) => {
        if ((error as Error).name !== 'AbortError') setLoadedCard({ key: selectedKey, data: null, failed: true });
      });
    return () => controller.abort();
  }, [selectedKey]);
  const card = selectedKey ? (loadedCard?.key === selectedKey ? loadedCard : { data: null, failed: false }) : null;

  useEffect(() => {
    engine?.select(selected?.layer ?? 'sites', selected?.id ?? null);
  }, [engine, selected]);

  const onViewChange = useCallback(
    (view: MapView, bounds: Box) => {
      setShown({ view, bounds });
      if (follow) setListTarget((previous) => ({ bounds, view, filters: previous?.filters ?? filters, page: 1 }));
    },
    [follow, filters],
  );

  const onReady = useCallback(
    (ready: MapEngine) => {
      setEngine(ready);
      if (props.place) {
        ready.showPlace(props.place.kind === 'country' ? { countryCode: props.place.countryCode, box: props.place.box } : props.place.kind === 'region' ? { box: props.place.box } : null);
        if (props.place.layer && props.place.id !== null) setSelected({ layer: props.place.layer, id: props.place.id });
      }
    },
    [props.place],
  );

  const onPointClick = useCallback((layer: MapLayerId, id: number) => {
    setSelected({ layer, id });
    setSheetOpen(false);
  }, []);

  function choosePlace(chosen: Place) {
    setQ(chosen.label);
    setPlace(chosen);
    if (!engine) return;
    engine.flyToBox(chosen.box, { maxZoom: chosen.point ? POINT_ZOOM : 10 });
    if (chosen.kind === 'country') engine.showPlace({ countryCode: chosen.countryCode, box: chosen.box });
    else if (chosen.kind === 'region') engine.showPlace({ box: chosen.box });
    else engine.showPlace(null);
    if (chosen.layer && chosen.id !== null) setSelected({ layer: chosen.layer, id: chosen.id });
    setSheetOpen(false);
  }

  function clearPlace() {
    setQ('');
    setPlace(null);
    engine?.showPlace(null);
  }

  function applyFilters(params: URLSearchParams) {
    const next = parseMapState(params, available).filters;
    setFilters(next);
    setListTarget({ ...target, bounds: shown?.bounds ?? target.bounds, view: shown?.view ?? target.view, filters: next, page: 1 });
  }

  function showOnMap(site: ListedSite) {
    setSelected({ layer: 'sites', id: site.id });
    engine?.flyTo({ lat: site.lat, lng: site.lng, zoom: Math.max(POINT_ZOOM, shown?.view.zoom ?? 0) });
    setSheetOpen(false);
  }

  function locateMe() {
    setLocate('busy');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const { latitude, longitude } = position.coords;
        engine?.showUser([longitude, latitude]);
        engine?.flyTo({ lat: latitude, lng: longitude, zoom: Math.max(10, shown?.view.zoom ?? 0) });
        setLocate('idle');
      },
      (error) => setLocate(error.code === error.PERMISSION_DENIED ? 'denied' : 'failed'),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
  }

  const labels = useMemo<MapLabels>(() => {
    const number = new Intl.NumberFormat(t.locale, { notation: 'compact', maximumFractionDigits: 1 });
    return {
      ...basemapLabels(t, t('map.canvas.label')),
      pointLabel: (layer, name) => `${name} (${t(`map.layers.${layer}One`)})`,
      clusterLabel: (layer, count) => t.plural(`map.cluster.${layer}`, count),
      formatCount: (count) => number.format(count),
      you: t('map.locate.you'),
    };
  }, [t]);

  const keepForSearch = useMemo(() => mapStateToSearchParams({ layers, filters }, available), [layers, filters, available]);
  // The filter form supplies the filters itself; these are the rest of the state it must keep.
  const keepForFilters = useMemo(() => mapStateToSearchParams({ view: currentView, layers, filters: EMPTY_FILTERS, q }, available), [currentView, layers, q, available]);
  const pageHref = (page: number) => `/map-explore?${mapStateToSearchParams({ view: target.view, layers, filters, q, page }, available)}`;
  const stale = !follow && shown && listTarget && (shown.bounds.join() !== listTarget.bounds.join());
  const headingId = 'map-list-heading';

  return (
    <MapCountryNamesProvider names={props.countryNames}>
      <div className="map-explorer relative h-[calc(100dvh-8rem-env(safe-area-inset-bottom))] md:flex md:h-[calc(100dvh-4rem)]">
        <section
          aria-labelledby={headingId}
          data-sheet={sheetShown ? 'open' : 'peek'}
          className={`map-sheet fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-20 flex flex-col rounded-t-2xl bg-white shadow-[0_-4px_16px_rgb(2_11_22/0.15)] transition-[height] md:static md:z-auto md:h-full md:w-[26rem] md:shrink-0 md:rounded-none md:border-r md:border-slate-200 md:shadow-none ${
            sheetShown ? 'h-[70dvh]' : 'h-[8.5rem]'
          }`}
        >
          <button
            type="button"
            aria-expanded={sheetShown}
            aria-controls="map-panel-body"
            onClick={() => setSheetOpen((open) => !open)}
            className="flex w-full flex-col items-center pt-2 pb-1 md:hidden"
          >
            <span aria-hidden="true" className="h-1.5 w-10 rounded-full bg-slate-300" />
            <span className="sr-only">{sheetShown ? t('map.sheet.hide') : t('map.sheet.show')}</span>
          </button>
          <div className="px-4 pt-1 pb-3 md:pt-4">
            <h1 className="mb-2 hidden text-xl font-bold text-slate-900 md:block">{t('map.title')}</h1>
            <PlaceSearch initialQuery={q} keep={keepForSearch} onSelect={choosePlace} onClear={clearPlace} />
            {props.placeNotFound && q === props.q ? (
              <p className="mt-2 text-sm text-amber-800" role="status">
                {t('map.search.notFound', { q })}
              </p>
            ) : place && place.kind !== 'site' && place.kind !== 'centre' ? (
              <p className="sr-only" role="status">
                {t('map.search.showing', { place: place.label })}
              </p>
            ) : null}
          </div>
          <div id="map-panel-body" className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
            <MapFilters filters={filters} countries={props.countries} viewerUnits={units} keep={keepForFilters} onApply={engine || listTarget ? applyFilters : undefined} />
            <div className="flex flex-wrap items-center justify-between gap-2 px-4 pt-3">
              <h2 id={headingId} className="text-base font-semibold text-slate-900">
                {t('map.list.title')}
              </h2>
              {engine ? (
                <label className="inline-flex items-center gap-2 text-xs text-slate-700">
                  <input type="checkbox" checked={follow} onChange={(event) => setFollow(event.target.checked)} className="h-4 w-4 accent-sky-700" />
                  {t('map.list.follow')}
                </label>
              ) : null}
            </div>
            <p className="px-4 pt-1 text-sm">
              <Link
                to={addSiteHref(currentView ?? props.listView)}
                onClick={() => {
                  leaving.current = true;
                }}
                className="font-semibold text-sky-800 underline"
                data-testid="map-add-site"
              >
                {t('map.list.addSiteHere')}
              </Link>
            </p>
            <SiteList
              list={list}
              units={units}
              loading={listLoading}
              headingId={headingId}
              pageHref={pageHref}
              onPage={(page) => setListTarget({ ...target, page })}
              onShowOnMap={engine ? showOnMap : undefined}
            />
          </div>
        </section>
        <div className="map-stage relative h-full min-w-0 flex-1" role="region" aria-label={t('map.mapRegion')}>
          <MapCanvas
            style={props.style}
            initialView={props.view ?? (props.place ? undefined : DEFAULT_VIEW)}
            initialBox={props.view ? undefined : props.place?.box} labels={labels} onReady={onReady} onViewChange={onViewChange} onPointClick={onPointClick} />
          {engine ? (
            <div className="pointer-events-none absolute top-3 left-3 z-10 flex flex-col items-start gap-2">
              {available.length > 1 ? <LayerToggles available={available} shown={layers} onChange={setLayers} /> : null}
              {canLocate ? <LocateButton state={locate} onLocate={locateMe} /> : null}
            </div>
          ) : null}
          {stale ? (
            <div className="pointer-events-none absolute inset-x-0 top-3 z-10 flex justify-center">
              <button
                type="button"
                onClick={() => shown && setListTarget({ bounds: shown.bounds, view: shown.view, filters, page: 1 })}
                className="pointer-events-auto rounded-full bg-abyss-900 px-4 py-2 text-sm font-semibold text-white shadow-lg hover:bg-abyss-800"
              >
                {t('map.list.searchArea')}
              </button>
            </div>
          ) : null}
          {card ? (
            <div className="pointer-events-none absolute inset-x-3 bottom-[9.5rem] z-10 flex justify-center md:right-auto md:bottom-10 md:left-3 md:justify-start">
              <MapCardView card={card.data} failed={card.failed} units={units} onClose={() => setSelected(null)} />
            </div>
          ) : null}
        </div>
      </div>
    </MapCountryNamesProvider>
  );
}

/** The listing form with its position filled in from the centre of the map. */
function addSiteHref(view: MapView): string {
  const { lat, lng } = fieldsFromPosition(view);
  return `/add-listing?${new URLSearchParams({ lat, lng })}`;
}
