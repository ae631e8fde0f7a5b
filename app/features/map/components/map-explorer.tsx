// The map page's body: the panel (place search, filters, list of sites in the area) and the map,
// kept in step with each other and with the URL. The server renders the panel with a first list; in
// the browser the map reports what it shows and the list, markers and URL follow it. The state and
// its changes live in explorer-state.ts; each kind of data the page fetches has its own hook.
import { useEffect, useMemo, useReducer, useState } from 'react';
import { useT } from '~/lib/use-translation.ts';
import { useViewerUnits } from '../../sites/use-viewer-units.ts';
import { EMPTY_FILTERS, type SiteFilters } from '../../sites/site-filters.ts';
import { basemapLabels } from '../../../lib/map/basemap-labels.ts';
import { explorerReducer, initialExplorerState, listIsStale, listTargetOf } from '../explorer-state.ts';
import { boxCentre, zoomForBox, type Box } from '../../../lib/geo-box.ts';
import type { ListedSite, Place, SitesInView } from '../map-api.ts';
import type { MapLabels, MapStyleChoice } from '../../../lib/map/basemap.client.ts';
import type { MapEngine } from '../map-engine.client.ts';
import type { MapLayerId, MapView } from '../../../lib/map/map-view.ts';
import { DEFAULT_VIEW, mapStateToSearchParams } from '../map-state.ts';
import { fieldsFromPosition } from '../../../lib/map/pin-position.ts';
import { useClusters } from '../use-clusters.ts';
import { useGeolocation } from '~/lib/use-geolocation.ts';
import { useMapCard } from '../use-map-card.ts';
import { useMapUrl } from '../use-map-url.ts';
import { useSiteList } from '../use-site-list.ts';
import { MapCountryNamesProvider } from './country-names.tsx';
import { MapCanvas } from './map-canvas.tsx';
import { MapCardView } from './map-card.tsx';
import { LayerToggles, LocateButton } from './map-controls.tsx';
import { MapPanel } from './map-panel.tsx';
import { numberFormat } from '../../../lib/intl-format.ts';

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

export function MapExplorer(props: MapExplorerProps) {
  const t = useT();
  const units = useViewerUnits();
  const { available } = props;
  const [state, dispatch] = useReducer(explorerReducer, props, (first) =>
    initialExplorerState({ layers: first.layers, filters: first.filters, q: first.q, place: first.place, firstTarget: { bounds: first.listBox, view: first.listView, filters: first.filters, page: first.list.page } }),
  );
  const [engine, setEngine] = useState<MapEngine | null>(null);
  const geolocation = useGeolocation({ enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 });
  const { shown, layers, filters, q, place } = state;
  const target = listTargetOf(state);
  const currentView = shown?.view ?? props.view;

  const search = mapStateToSearchParams({ view: currentView, layers, filters, q, page: target.page }, available);
  const leave = useMapUrl(search.size ? `?${search}` : '', Boolean(shown || state.listTarget));
  useClusters(engine, shown, layers, filters);
  const { list, loading } = useSiteList(props.list, state.listTarget, available);
  const card = useMapCard(state.selected);

  // The engine draws the selection; the reducer only knows which marker it is.
  useEffect(() => {
    engine?.select(state.selected?.layer ?? 'sites', state.selected?.id ?? null);
  }, [engine, state.selected]);

  // The canvas calls the latest of these, so they need no memoising.
  function onReady(ready: MapEngine) {
    setEngine(ready);
    if (!place) return;
    ready.showPlace(placeOutline(place));
    // A place chosen while the map was still loading: go there now.
    if (place !== props.place) ready.flyToBox(place.box, { maxZoom: place.point ? POINT_ZOOM : 10 });
  }

  /** The filter form's values, read by /explore's parser, loaded on the first use. */
  async function applyFilters(params: URLSearchParams) {
    const { parseMapState } = await import('../map-state.schema.ts');
    dispatch({ type: 'filtersApplied', filters: parseMapState(params, available).filters });
  }

  function choosePlace(chosen: Place) {
    if (!engine) {
      // No map (no WebGL, or not loaded yet): the list goes to the place instead.
      const [lng, lat] = boxCentre(chosen.box);
      dispatch({ type: 'placeChosen', place: chosen, view: { lat, lng, zoom: zoomForBox(chosen.box, { width: 900, height: 700 }) } });
      return;
    }
    dispatch({ type: 'placeChosen', place: chosen, view: null });
    engine.flyToBox(chosen.box, { maxZoom: chosen.point ? POINT_ZOOM : 10 });
    engine.showPlace(placeOutline(chosen));
  }

  function showOnMap(site: ListedSite) {
    dispatch({ type: 'selected', selected: { layer: 'sites', id: site.id } });
    engine?.flyTo({ lat: site.lat, lng: site.lng, zoom: Math.max(POINT_ZOOM, shown?.view.zoom ?? 0) });
  }

  function locateMe() {
    geolocation.locate(({ latitude, longitude }) => {
      engine?.showUser([longitude, latitude]);
      engine?.flyTo({ lat: latitude, lng: longitude, zoom: Math.max(10, shown?.view.zoom ?? 0) });
    });
  }

  const labels = useMemo<MapLabels>(() => {
    const number = numberFormat(t.locale, { notation: 'compact', maximumFractionDigits: 1 });
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

  return (
    <MapCountryNamesProvider names={props.countryNames}>
      <div className="map-explorer relative h-[calc(100dvh-8rem-env(safe-area-inset-bottom))] md:flex md:h-[calc(100dvh-4rem)]">
        <MapPanel
          sheetShown={state.sheetOpen}
          onToggleSheet={() => dispatch({ type: 'sheetToggled' })}
          search={{
            q,
            place,
            notFound: props.placeNotFound && q === props.q,
            keep: keepForSearch,
            onSelect: choosePlace,
            onClear: () => {
              dispatch({ type: 'placeCleared' });
              engine?.showPlace(null);
            },
          }}
          filters={{
            value: filters,
            countries: props.countries,
            keep: keepForFilters,
            // Until the map or a fetched list is there, the filter form submits as a plain form.
            onApply: engine || state.listTarget ? (params) => void applyFilters(params) : undefined,
          }}
          list={{
            value: list,
            loading,
            pageHref: (page) => `/map-explore?${mapStateToSearchParams({ view: target.view, layers, filters, q, page }, available)}`,
            onPage: (page) => dispatch({ type: 'pageChosen', page }),
            onShowOnMap: engine ? showOnMap : undefined,
          }}
          units={units}
          follow={
            // Hidden, but in its place, until there is a map to follow: the list below does not move when it appears.
            <label className={`inline-flex items-center gap-2 text-xs text-slate-700 ${engine ? '' : 'invisible'}`}>
              <input
                type="checkbox"
                checked={state.follow}
                disabled={!engine}
                onChange={(event) => dispatch({ type: 'followChanged', follow: event.target.checked })}
                className="h-4 w-4 accent-sky-700"
              />
              {t('map.list.follow')}
            </label>
          }
          addSiteHref={addSiteHref(currentView ?? props.listView)}
          onLeave={leave}
        />
        <div className="map-stage relative h-full min-w-0 flex-1" role="region" aria-label={t('map.mapRegion')}>
          <MapCanvas
            style={props.style}
            initialView={props.view ?? (props.place ? undefined : DEFAULT_VIEW)}
            initialBox={props.view ? undefined : props.place?.box}
            labels={labels}
            onReady={onReady}
            onViewChange={(view, bounds) => dispatch({ type: 'mapMoved', view, bounds })}
            onPointClick={(layer, id) => dispatch({ type: 'selected', selected: { layer, id } })}
          />
          {engine ? (
            <div className="pointer-events-none absolute top-3 left-3 z-10 flex flex-col items-start gap-2">
              {available.length > 1 ? <LayerToggles available={available} shown={layers} onChange={(next) => dispatch({ type: 'layersChanged', layers: next })} /> : null}
              {geolocation.canLocate ? <LocateButton state={geolocation.state} onLocate={locateMe} /> : null}
            </div>
          ) : null}
          {listIsStale(state) ? (
            <div className="pointer-events-none absolute inset-x-0 top-3 z-10 flex justify-center">
              <button
                type="button"
                onClick={() => dispatch({ type: 'searchThisArea' })}
                className="pointer-events-auto rounded-full bg-abyss-900 px-4 py-2 text-sm font-semibold text-white shadow-lg hover:bg-abyss-800"
              >
                {t('map.list.searchArea')}
              </button>
            </div>
          ) : null}
          {card ? (
            <div className="pointer-events-none absolute inset-x-3 bottom-[9.5rem] z-10 flex justify-center md:right-auto md:bottom-10 md:left-3 md:justify-start">
              <MapCardView card={card.data} failed={card.failed} units={units} onClose={() => dispatch({ type: 'selected', selected: null })} />
            </div>
          ) : null}
        </div>
      </div>
    </MapCountryNamesProvider>
  );
}

/** What the map outlines for a place: a country's shape, a region's box, nothing for a point. */
function placeOutline(place: Place): { countryCode?: string | null; box?: Box | null } | null {
  if (place.kind === 'country') return { countryCode: place.countryCode, box: place.box };
  if (place.kind === 'region') return { box: place.box };
  return null;
}

/** The listing form with its position filled in from the centre of the map. */
function addSiteHref(view: MapView): string {
  const { lat, lng } = fieldsFromPosition(view);
  return `/add-listing?${new URLSearchParams({ lat, lng })}`;
}
