// The map page's engine: the basemap (app/lib/map/basemap.client.ts) with the points of the server's
// clusters on it, a place's outline and the visitor's position. The map page imports this file with
// import() inside an effect, so MapLibre loads on that page only, after the page is usable.
//
// Markers are HTML elements: HTML draws cluster counts with the page's own font, and the server's
// clustering keeps a view to a few hundred markers, which the DOM handles easily. Names of dive sites
// and centres from zoom 10 are a symbol layer, so MapLibre keeps them from overlapping (drawn in the
// site's own Inter, as the basemap's towns are).
import { Marker, type GeoJSONSource, type LayerSpecification, type LngLatBoundsLike, type Map as MapLibreMap } from 'maplibre-gl';
import { normaliseBox, type Box, type LngLat } from '../../lib/geo-box.ts';
import { createBasemap, FLY_PADDING, MAP_COLOURS, reducedMotion, type MapLabels, type MapStyleChoice } from '../../lib/map/basemap.client.ts';
import { LABEL_FONT } from '../../lib/map/label-fonts.ts';
import { MAX_ZOOM, type MapLayerId, type MapView } from '../../lib/map/map-view.ts';
import type { ClustersBody } from './map-api.ts';
// After the basemap, whose stylesheet (MapLibre's) the markers' rules build on.
import './map.css';

export type MapEngineOptions = {
  container: HTMLElement;
  style: MapStyleChoice;
  view?: MapView;
  /** Used when there is no view: the map opens on this box. */
  box?: Box;
  labels: MapLabels;
  onViewChange: (view: MapView, bounds: Box) => void;
  onPointClick: (layer: MapLayerId, id: number) => void;
  onError?: (error: { message: string }) => void;
};

/** Dive sites and centres are named beside their pins from here (the server stops grouping them at 12). */
export const POINT_LABELS_FROM_ZOOM = 10;
const POINT_LABELS_SOURCE = 'point-labels';

/** Names of the single dive sites and centres on the map, beside their pins; filled by setClusters. */
function pointLabels(): LayerSpecification {
  return {
    id: 'point-labels',
    type: 'symbol',
    source: POINT_LABELS_SOURCE,
    minzoom: POINT_LABELS_FROM_ZOOM,
    layout: {
      'text-field': ['get', 'name'],
      'text-font': [LABEL_FONT],
      'text-size': 13,
      // Beside the pin (about 18 px across), on whichever side has room.
      'text-variable-anchor': ['left', 'right', 'top', 'bottom'],
      'text-radial-offset': 0.9,
      'text-justify': 'auto',
      'text-max-width': 10,
      'text-padding': 2,
    },
    paint: {
      'text-color': ['match', ['get', 'layer'], 'centres', MAP_COLOURS.centre, MAP_COLOURS.site],
      'text-halo-color': MAP_COLOURS.halo,
      'text-halo-width': 1.5,
    },
  };
}

type MarkerEntry = { marker: Marker; element: HTMLButtonElement };
/** The map's container element, which keeps a reference to the MapLibre map (see createMapEngine). */
export type MapContainer = HTMLElement & { maplibreMap?: MapLibreMap };

export type MapEngine = {
  setClusters(body: ClustersBody): void;
  clearClusters(): void;
  flyToBox(box: Box, options?: { maxZoom?: number }): void;
  flyTo(view: { lat: number; lng: number; zoom?: number }): void;
  /** Outlines a country (from the basemap) or draws a box around a region; null clears it. */
  showPlace(place: { countryCode?: string | null; box?: Box | null } | null): void;
  showUser(position: LngLat | null): void;
  select(layer: MapLayerId, id: number | null): void;
  currentView(): { view: MapView; bounds: Box };
  resize(): void;
  destroy(): void;
};

export function createMapEngine(options: MapEngineOptions): MapEngine {
  const { labels, style } = options;
  const map = createBasemap({
    container: options.container,
    style,
    controls: labels.controls,
    attribution: labels.attribution,
    center: options.view ? [options.view.lng, options.view.lat] : undefined,
    zoom: options.view?.zoom,
    bounds: !options.view && options.box ? toBounds(options.box) : undefined,
  });
  // What the map draws is on a canvas, out of the page's reach: the map is left on its container
  // so that browser tests (and the browser's console) can ask it which labels it shows.
  (options.container as MapContainer).maplibreMap = map;

  map.on('load', () => {
    map.addSource('place-outline', { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
    map.addLayer({ id: 'place-outline-fill', type: 'fill', source: 'place-outline', paint: { 'fill-color': '#0ea5e9', 'fill-opacity': 0.08 } });
    map.addLayer({ id: 'place-outline-line', type: 'line', source: 'place-outline', paint: { 'line-color': '#0369a1', 'line-width': 2 } });
    map.addSource(POINT_LABELS_SOURCE, { type: 'geojson', data: pointLabelData });
    map.addLayer(pointLabels());
    report();
  });
  map.on('moveend', report);
  map.on('error', (event) => options.onError?.(event.error));

  function currentView(): { view: MapView; bounds: Box } {
    const centre = map.getCenter();
    const bounds = map.getBounds();
    const box = normaliseBox([bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()]) ?? [-180, -85, 180, 85];
    return { view: { lat: centre.lat, lng: centre.wrap().lng, zoom: map.getZoom() }, bounds: box };
  }

  function report() {
    const { view, bounds } = currentView();
    options.onViewChange(view, bounds);
  }

  const markers = new Map<string, MarkerEntry>();
  let selected: string | null = null;
  let pointLabelData: GeoJSON.FeatureCollection<GeoJSON.Point> = { type: 'FeatureCollection', features: [] };

  function markerElement(className: string, label: string, text?: string): HTMLButtonElement {
    const element = document.createElement('button');
    element.type = 'button';
    element.className = className;
    // The list beside the map is the keyboard and screen-reader way to every site; hundreds of
    // marker tab stops would only be in its way.
    element.tabIndex = -1;
    element.setAttribute('aria-hidden', 'true');
    element.title = label;
    if (text) element.textContent = text;
    return element;
  }

  function setPointLabels(body: ClustersBody | null) {
    const features: Array<GeoJSON.Feature<GeoJSON.Point>> = [];
    for (const [layerId, layer] of Object.entries(body?.layers ?? {}) as Array<[MapLayerId, NonNullable<ClustersBody['layers'][MapLayerId]>]>) {
      for (const [lng, lat, id, name] of layer.points) features.push({ type: 'Feature', properties: { layer: layerId, id, name }, geometry: { type: 'Point', coordinates: [lng, lat] } });
    }
    pointLabelData = { type: 'FeatureCollection', features };
    map.getSource<GeoJSONSource>(POINT_LABELS_SOURCE)?.setData(pointLabelData);
  }

  function setClusters(body: ClustersBody) {
    setPointLabels(body);
    const next = new Map<string, MarkerEntry>();
    for (const [layerId, layer] of Object.entries(body.layers) as Array<[MapLayerId, NonNullable<ClustersBody['layers'][MapLayerId]>]>) {
      for (const [lng, lat, count, clusterId, expansionZoom] of layer.clusters) {
        const key = `${layerId}:c:${clusterId}:${count}`;
        const existing = markers.get(key);
        if (existing) {
          next.set(key, existing);
          continue;
        }
        const size = Math.round(30 + Math.min(26, Math.log10(count) * 10));
        const element = markerElement(`map-cluster map-cluster--${layerId}`, labels.clusterLabel(layerId, count), labels.formatCount(count));
        element.style.width = `${size}px`;
        element.style.height = `${size}px`;
        element.dataset.testid = 'map-cluster';
        element.dataset.count = String(count);
        element.addEventListener('click', (event) => {
          event.stopPropagation();
          map.easeTo({ center: [lng, lat], zoom: Math.min(MAX_ZOOM, Math.max(expansionZoom, map.getZoom() + 1)) });
        });
        next.set(key, { element, marker: new Marker({ element }).setLngLat([lng, lat]).addTo(map) });
      }
      for (const [lng, lat, id, name] of layer.points) {
        const key = `${layerId}:p:${id}`;
        const existing = markers.get(key);
        if (existing) {
          existing.marker.setLngLat([lng, lat]);
          next.set(key, existing);
          continue;
        }
        const element = markerElement(`map-point map-point--${layerId}`, labels.pointLabel(layerId, name));
        element.dataset.testid = 'map-point';
        element.dataset.id = String(id);
        element.dataset.layer = layerId;
        if (key === selected) element.classList.add('is-selected');
        element.addEventListener('click', (event) => {
          event.stopPropagation();
          options.onPointClick(layerId, id);
        });
        next.set(key, { element, marker: new Marker({ element }).setLngLat([lng, lat]).addTo(map) });
      }
    }
    for (const [key, entry] of markers) if (!next.has(key)) entry.marker.remove();
    markers.clear();
    for (const [key, entry] of next) markers.set(key, entry);
  }

  function clearClusters() {
    setPointLabels(null);
    for (const entry of markers.values()) entry.marker.remove();
    markers.clear();
  }

  let outlineRequest: AbortController | undefined;
  function setOutline(data: GeoJSON.GeoJSON) {
    const source = map.getSource<GeoJSONSource>('place-outline');
    if (source) source.setData(data);
    else map.once('load', () => map.getSource<GeoJSONSource>('place-outline')?.setData(data));
  }

  function showPlace(place: { countryCode?: string | null; box?: Box | null } | null) {
    outlineRequest?.abort();
    const empty: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };
    if (!place) return setOutline(empty);
    if (place.countryCode) {
      const request = new AbortController();
      outlineRequest = request;
      fetch(`/basemap/${style.basemapVersion}/country-${place.countryCode}.json`, { signal: request.signal })
        .then((response) => (response.ok ? (response.json() as Promise<GeoJSON.GeoJSON>) : null))
        .then((outline) => {
          if (outline) setOutline(outline);
          else if (place.box) setOutline(boxPolygon(place.box));
        })
        .catch(() => undefined);
      return;
    }
    setOutline(place.box ? boxPolygon(place.box) : empty);
  }

  let userMarker: Marker | undefined;
  function showUser(position: LngLat | null) {
    userMarker?.remove();
    userMarker = undefined;
    if (!position) return;
    const element = document.createElement('div');
    element.className = 'map-user';
    element.setAttribute('role', 'img');
    element.setAttribute('aria-label', labels.you);
    element.dataset.testid = 'map-user';
    userMarker = new Marker({ element }).setLngLat(position).addTo(map);
  }

  function select(layer: MapLayerId, id: number | null) {
    if (selected) markers.get(selected)?.element.classList.remove('is-selected');
    selected = id === null ? null : `${layer}:p:${id}`;
    if (selected) markers.get(selected)?.element.classList.add('is-selected');
  }

  return {
    setClusters,
    clearClusters,
    flyToBox(box, flyOptions) {
      map.fitBounds(toBounds(box), { padding: FLY_PADDING, maxZoom: flyOptions?.maxZoom ?? 10, duration: reducedMotion() ? 0 : 1200 });
    },
    flyTo(view) {
      map.flyTo({ center: [view.lng, view.lat], zoom: view.zoom ?? map.getZoom(), duration: reducedMotion() ? 0 : 1200 });
    },
    showPlace,
    showUser,
    select,
    currentView,
    resize: () => map.resize(),
    destroy() {
      outlineRequest?.abort();
      clearClusters();
      userMarker?.remove();
      map.remove();
    },
  };
}

function toBounds(box: Box): LngLatBoundsLike {
  return [
    [box[0], box[1]],
    [box[2], box[3]],
  ];
}

function boxPolygon(box: Box): GeoJSON.Feature<GeoJSON.Polygon> {
  const [west, south, east, north] = box;
  return {
    type: 'Feature',
    properties: {},
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [west, south],
          [east, south],
          [east, north],
          [west, north],
          [west, south],
        ],
      ],
    },
  };
}
