// Everything that touches MapLibre GL JS. The map page (and the listing form's pin picker, through
// pin-picker.client.ts) import this file with import() inside an effect, so MapLibre (about 1 MB)
// and its CSS load on those pages only, after the page is usable.
//
// Markers are HTML elements: HTML draws cluster counts with the page's own font, and the server's
// clustering keeps a view to a few hundred markers, which the DOM handles easily. Names (of towns,
// and of dive sites and centres from zoom 10) are symbol layers, so MapLibre keeps them from
// overlapping; they are drawn in the site's own Inter (label-fonts.ts), with no glyph server.
import {
  Map as MapLibreMap,
  Marker,
  NavigationControl,
  ScaleControl,
  setWorkerUrl,
  type GeoJSONSource,
  type LayerSpecification,
  type LngLatBoundsLike,
  type StyleSpecification,
  type VectorTileSource,
} from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import './map.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { normaliseBox, type Box, type LngLat } from '../../lib/geo-box.ts';
import { LABEL_FONT, labelFontFaces } from './label-fonts.ts';
import type { ClustersBody } from './map-api.ts';
import { MAX_ZOOM, type MapLayerId, type MapView } from './map-state.ts';

setWorkerUrl(workerUrl);

/**
 * The built-in basemap (world outlines, then the detailed land as vector tiles from zoom 6), or a
 * configured style; country outlines always come from our basemap.
 */
export type MapStyleChoice = { kind: 'builtin'; basemapVersion: string; landVersion: string; townsVersion: string } | { kind: 'url'; url: string; basemapVersion: string };

export type MapLabels = {
  /** Accessible names and MapLibre's own control strings, in the visitor's language. */
  controls: Record<string, string>;
  attribution: string;
  pointLabel: (layer: MapLayerId, name: string) => string;
  clusterLabel: (layer: MapLayerId, count: number) => string;
  formatCount: (count: number) => string;
  you: string;
};

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

const LAND_SOURCES = { coarse: 'land-110m', fine: 'land-50m', detail: 'land-detail' } as const;
const TOWNS_SOURCE = 'towns';
/** The zooms the server cuts town tiles for (towns.server.ts). */
const TOWNS_ZOOMS = { min: 4, max: 10 } as const;
/** Dive sites and centres are named beside their pins from here (the server stops grouping them at 12). */
export const POINT_LABELS_FROM_ZOOM = 10;
const POINT_LABELS_SOURCE = 'point-labels';
/** The 1:50m outlines are fetched the first time the map is zoomed in past this. */
const FINE_FROM_ZOOM = 2.5;
/** From here up the detailed land (vector tiles cut by the server) takes over from the outlines. */
const DETAIL_FROM_ZOOM = 6;
const DETAIL_MAX_ZOOM = 14;
/** Country borders come from the 1:50m outlines, too rough to draw close in. */
const BORDERS_UNTIL_ZOOM = 9;
/** The server answers 503 while it prepares the detailed land (once, on first start): ask again after this. */
const DETAIL_RETRY_MS = 15_000;
const FLY_PADDING = 48;

const COLOURS = { ocean: '#cde9f6', land: '#f5f1e8', coast: '#8fb8cc', border: '#b9ae9a', town: '#475569', site: '#0c4a6e', centre: '#9a3412', halo: '#ffffff' };

function builtinStyle(style: Extract<MapStyleChoice, { kind: 'builtin' }>, attribution: string): StyleSpecification {
  const coarse = `/basemap/${style.basemapVersion}/${LAND_SOURCES.coarse}.json`;
  return {
    version: 8,
    'font-faces': labelFontFaces(),
    sources: {
      [LAND_SOURCES.coarse]: { type: 'geojson', data: coarse, attribution },
      [LAND_SOURCES.detail]: {
        type: 'vector',
        tiles: [detailTilesUrl(style.landVersion)],
        minzoom: DETAIL_FROM_ZOOM,
        maxzoom: DETAIL_MAX_ZOOM,
        attribution,
      },
      [TOWNS_SOURCE]: { type: 'vector', tiles: [tilesUrl(`/basemap/${style.townsVersion}/towns`)], minzoom: TOWNS_ZOOMS.min, maxzoom: TOWNS_ZOOMS.max, attribution },
    },
    layers: [
      { id: 'ocean', type: 'background', paint: { 'background-color': COLOURS.ocean } },
      ...outlineLayers(LAND_SOURCES.coarse, { maxzoom: FINE_FROM_ZOOM }),
      { id: 'detail-land', type: 'fill', source: LAND_SOURCES.detail, 'source-layer': 'land', minzoom: DETAIL_FROM_ZOOM, paint: { 'fill-color': COLOURS.land } },
      {
        id: 'detail-coast',
        type: 'line',
        source: LAND_SOURCES.detail,
        'source-layer': 'coast',
        minzoom: DETAIL_FROM_ZOOM,
        paint: { 'line-color': COLOURS.coast, 'line-width': ['interpolate', ['linear'], ['zoom'], 6, 1.2, 14, 2] },
      },
      townLabels(),
    ],
  };
}

/** Town names from the server's tiles: larger towns in larger type, and kept first where names collide. */
function townLabels(): LayerSpecification {
  return {
    id: 'town-labels',
    type: 'symbol',
    source: TOWNS_SOURCE,
    'source-layer': 'towns',
    minzoom: TOWNS_ZOOMS.min,
    layout: {
      'text-field': ['get', 'name'],
      'text-font': [LABEL_FONT],
      'text-size': ['interpolate', ['linear'], ['get', 'population'], 0, 12, 100_000, 13, 1_000_000, 15],
      'symbol-sort-key': ['get', 'rank'],
      'text-max-width': 8,
      'text-padding': 4,
    },
    paint: { 'text-color': COLOURS.town, 'text-halo-color': COLOURS.halo, 'text-halo-width': 1.5 },
  };
}

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
      'text-color': ['match', ['get', 'layer'], 'centres', COLOURS.centre, COLOURS.site],
      'text-halo-color': COLOURS.halo,
      'text-halo-width': 1.5,
    },
  };
}

function detailTilesUrl(landVersion: string): string {
  return tilesUrl(`/basemap/${landVersion}/land`);
}

function tilesUrl(path: string): string {
  // Tiles are fetched by MapLibre's worker, which needs the full address.
  return new URL(`${path}/{z}/{x}/{y}`, window.location.href).href.replaceAll('%7B', '{').replaceAll('%7D', '}');
}

/** Land, coast and borders of the world outlines (world-atlas) from one GeoJSON source. */
function outlineLayers(source: string, range: { minzoom?: number; maxzoom?: number }): LayerSpecification[] {
  const landRange = { ...range, maxzoom: Math.min(range.maxzoom ?? DETAIL_FROM_ZOOM, DETAIL_FROM_ZOOM) };
  const bordersRange = { ...range, maxzoom: Math.min(range.maxzoom ?? BORDERS_UNTIL_ZOOM, BORDERS_UNTIL_ZOOM) };
  return [
    { id: `${source}-land`, type: 'fill', source, ...landRange, filter: ['==', ['get', 'kind'], 'land'], paint: { 'fill-color': COLOURS.land } },
    {
      id: `${source}-coast`,
      type: 'line',
      source,
      ...landRange,
      filter: ['==', ['get', 'kind'], 'coast'],
      paint: { 'line-color': COLOURS.coast, 'line-width': ['interpolate', ['linear'], ['zoom'], 1, 0.5, 6, 1.2] },
    },
    {
      id: `${source}-borders`,
      type: 'line',
      source,
      ...bordersRange,
      filter: ['==', ['get', 'kind'], 'border'],
      paint: { 'line-color': COLOURS.border, 'line-width': ['interpolate', ['linear'], ['zoom'], 1, 0.4, 6, 1], 'line-dasharray': [3, 2] },
    },
  ];
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

export type BasemapOptions = {
  container: HTMLElement;
  style: MapStyleChoice;
  /** MapLibre's own strings in the visitor's language; 'Map.Title' names the canvas. */
  controls: Record<string, string>;
  attribution: string;
  center?: [number, number];
  zoom?: number;
  bounds?: LngLatBoundsLike;
};

/**
 * A map on our basemap (or the configured style) with the controls every map of the site has and
 * no rotating or tilting. Used by the map page's engine below and by the pin picker.
 */
export function createBasemap(options: BasemapOptions): MapLibreMap {
  const { style } = options;
  const map = new MapLibreMap({
    container: options.container,
    style: style.kind === 'builtin' ? builtinStyle(style, options.attribution) : style.url,
    center: options.center,
    zoom: options.zoom,
    bounds: options.bounds,
    fitBoundsOptions: { padding: FLY_PADDING, maxZoom: 10 },
    maxZoom: MAX_ZOOM,
    // Divers look at the sea from above: no tilting or turning to get lost in.
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    maxPitch: 0,
    attributionControl: { compact: true },
    locale: options.controls,
  });
  map.touchZoomRotate.disableRotation();
  map.keyboard.disableRotation();
  // Top right, away from the credits along the bottom: those fill in as the map's sources load, would push
  // buttons above them up under the visitor's finger, and stay wide enough to cover a scale beside them
  // until the map is first moved.
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  map.addControl(new ScaleControl({ maxWidth: 100 }), 'top-right');
  // The canvas is focusable (arrow keys pan, + and - zoom); its accessible name says what it is.
  map.getCanvas().setAttribute('aria-label', options.controls['Map.Title'] ?? 'Map');

  let fineAdded = style.kind !== 'builtin';
  function addFineBasemap() {
    if (fineAdded || style.kind !== 'builtin' || map.getZoom() < FINE_FROM_ZOOM) return;
    fineAdded = true;
    // Credits go with every source: the control lists only the sources of layers in view.
    map.addSource(LAND_SOURCES.fine, { type: 'geojson', data: `/basemap/${style.basemapVersion}/${LAND_SOURCES.fine}.json`, attribution: options.attribution });
    const before = map.getLayer('detail-land') ? 'detail-land' : undefined;
    for (const layer of outlineLayers(LAND_SOURCES.fine, { minzoom: FINE_FROM_ZOOM })) map.addLayer(layer, before);
    if (detailMissing) showOutlinesClose(true);
  }
  map.on('load', addFineBasemap);
  map.on('zoomend', addFineBasemap);

  // While the server still prepares the detailed land, the outlines stand in at every zoom and the
  // tiles are asked for again now and then.
  let detailMissing = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  function showOutlinesClose(show: boolean) {
    const maxzoom = show ? MAX_ZOOM + 1 : DETAIL_FROM_ZOOM;
    for (const id of [`${LAND_SOURCES.fine}-land`, `${LAND_SOURCES.fine}-coast`]) if (map.getLayer(id)) map.setLayerZoomRange(id, FINE_FROM_ZOOM, maxzoom);
  }
  if (style.kind === 'builtin') {
    map.on('error', (event) => {
      // Tile errors carry the source's id and the HTTP status (MapLibre's AJAXError).
      const { sourceId } = event as { sourceId?: string };
      if (sourceId !== LAND_SOURCES.detail || (event.error as { status?: number }).status !== 503 || retry) return;
      detailMissing = true;
      showOutlinesClose(true);
      retry = setTimeout(() => {
        retry = undefined;
        map.getSource<VectorTileSource>(LAND_SOURCES.detail)?.setTiles([detailTilesUrl(style.landVersion)]);
      }, DETAIL_RETRY_MS);
    });
    map.on('sourcedata', (event) => {
      if (!detailMissing || event.sourceId !== LAND_SOURCES.detail || (event.tile as { state?: string } | undefined)?.state !== 'loaded') return;
      detailMissing = false;
      showOutlinesClose(false);
    });
    map.on('remove', () => clearTimeout(retry));
  }
  return map;
}

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

export function reducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
