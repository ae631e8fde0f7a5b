// The basemap every map of the site is drawn on, and the one place that sets MapLibre GL JS up. Pages
// import it with import() inside an effect (the map page's engine, the listing form's pin picker, a
// dive's map), so MapLibre (about 1 MB) and its CSS load on those pages only, after the page is usable.
//
// Names of towns are a symbol layer, so MapLibre keeps them from overlapping; they are drawn in the
// site's own Inter (label-fonts.ts), with no glyph server.
import { Map as MapLibreMap, NavigationControl, ScaleControl, setWorkerUrl, type LayerSpecification, type LngLatBoundsLike, type StyleSpecification, type VectorTileSource } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import './basemap.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { LABEL_FONT, labelFontFaces } from './label-fonts.ts';
import { MAX_ZOOM, type MapLayerId } from './map-view.ts';

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

const LAND_SOURCES = { coarse: 'land-110m', fine: 'land-50m', detail: 'land-detail' } as const;
const TOWNS_SOURCE = 'towns';
/** The zooms the server cuts town tiles for (towns.server.ts). */
const TOWNS_ZOOMS = { min: 4, max: 10 } as const;
/** The 1:50m outlines are fetched the first time the map is zoomed in past this. */
const FINE_FROM_ZOOM = 2.5;
/** From here up the detailed land (vector tiles cut by the server) takes over from the outlines. */
const DETAIL_FROM_ZOOM = 6;
const DETAIL_MAX_ZOOM = 14;
/** Country borders come from the 1:50m outlines, too rough to draw close in. */
const BORDERS_UNTIL_ZOOM = 9;
/** The server answers 503 while it prepares the detailed land (once, on first start): ask again after this. */
const DETAIL_RETRY_MS = 15_000;
/** Room kept around a box the map fits to, in pixels. */
export const FLY_PADDING = 48;

export const MAP_COLOURS = { ocean: '#cde9f6', land: '#f5f1e8', coast: '#8fb8cc', border: '#b9ae9a', town: '#475569', site: '#0c4a6e', centre: '#9a3412', halo: '#ffffff' };

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
      { id: 'ocean', type: 'background', paint: { 'background-color': MAP_COLOURS.ocean } },
      ...outlineLayers(LAND_SOURCES.coarse, { maxzoom: FINE_FROM_ZOOM }),
      { id: 'detail-land', type: 'fill', source: LAND_SOURCES.detail, 'source-layer': 'land', minzoom: DETAIL_FROM_ZOOM, paint: { 'fill-color': MAP_COLOURS.land } },
      {
        id: 'detail-coast',
        type: 'line',
        source: LAND_SOURCES.detail,
        'source-layer': 'coast',
        minzoom: DETAIL_FROM_ZOOM,
        paint: { 'line-color': MAP_COLOURS.coast, 'line-width': ['interpolate', ['linear'], ['zoom'], 6, 1.2, 14, 2] },
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
    paint: { 'text-color': MAP_COLOURS.town, 'text-halo-color': MAP_COLOURS.halo, 'text-halo-width': 1.5 },
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
    { id: `${source}-land`, type: 'fill', source, ...landRange, filter: ['==', ['get', 'kind'], 'land'], paint: { 'fill-color': MAP_COLOURS.land } },
    {
      id: `${source}-coast`,
      type: 'line',
      source,
      ...landRange,
      filter: ['==', ['get', 'kind'], 'coast'],
      paint: { 'line-color': MAP_COLOURS.coast, 'line-width': ['interpolate', ['linear'], ['zoom'], 1, 0.5, 6, 1.2] },
    },
    {
      id: `${source}-borders`,
      type: 'line',
      source,
      ...bordersRange,
      filter: ['==', ['get', 'kind'], 'border'],
      paint: { 'line-color': MAP_COLOURS.border, 'line-width': ['interpolate', ['linear'], ['zoom'], 1, 0.4, 6, 1], 'line-dasharray': [3, 2] },
    },
  ];
}

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
 * no rotating or tilting. Used by the map page's engine, the pin picker and a dive's map.
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

export function reducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
