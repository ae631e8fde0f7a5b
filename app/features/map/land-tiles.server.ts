// Vector tiles of the detailed land, cut on request from the prepared store (land-store.server.ts):
// a "land" layer of polygons and a "coast" layer of the lines where land meets sea (the cuts made
// for cells and tiles, and the antimeridian, are not coast). geojson-vt simplifies each tile to its
// zoom and vt-pbf encodes it; the gzipped bytes are kept, so a tile is cut once per process.
import { gzipSync } from 'node:zlib';
import { geoJSONToTile, type GeoJSONVTTile } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import type { Feature, FeatureCollection } from 'geojson';
import { CELL_ZOOM } from './land-cells.ts';
import { boxesOverlap, clipPolygon, coastLines, polygonPositions, tileBox, WORLD_SIZE, type FlatPolygon } from './land-geometry.ts';
import { RecencyCache } from '~/lib/recency-cache.ts';
import type { LandStore } from './land-store.server.ts';

/** Tiles are cut up to this zoom; MapLibre enlarges zoom-14 tiles beyond it. */
export const LAND_MAX_ZOOM = 14;
export const LAND_MIN_ZOOM = CELL_ZOOM;
const EXTENT = 4096;
const BUFFER = 64;
/** Kept tiles, by their compressed size. */
const TILE_BYTE_BUDGET = 48 * 1024 * 1024;

export type LandTile = {
  /** The encoded tile; empty for open sea. */
  pbf: Uint8Array;
  gzip: Uint8Array;
  /** Polygons and coast lines in it, for tests and benchmarks. */
  features: number;
};

export function isLandTile(z: number, x: number, y: number): boolean {
  const size = 2 ** z;
  return Number.isInteger(z) && Number.isInteger(x) && Number.isInteger(y) && z >= LAND_MIN_ZOOM && z <= LAND_MAX_ZOOM && x >= 0 && y >= 0 && x < size && y < size;
}

/** The land of tile z/x/y as geojson-vt tiles, one per layer; null when it is all sea. */
export async function cutLandTile(store: LandStore, z: number, x: number, y: number): Promise<{ land: GeoJSONVTTile; coast: GeoJSONVTTile } | null> {
  const shift = z - CELL_ZOOM;
  const cell = await store.cell(x >> shift, y >> shift);
  if (!cell) return null;
  const box = tileBox(z, x, y, BUFFER / EXTENT);
  // MapLibre draws a tile 512 pixels wide.
  const pixel = WORLD_SIZE / 2 ** z / 512;
  const parts: FlatPolygon[] = [];
  cell.polygons.forEach((polygon, index) => {
    if (!boxesOverlap(cell.boxes[index]!, box)) return;
    const part = clipPolygon(polygon, box, pixel);
    if (part) parts.push(part);
  });
  if (!parts.length) return null;

  const land: FeatureCollection = {
    type: 'FeatureCollection',
    features: parts.map((part): Feature => ({ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: polygonPositions(part, WORLD_SIZE) } })),
  };
  const cuts = { x: [box[0], box[2], 0, WORLD_SIZE], y: [box[1], box[3], 0, WORLD_SIZE] };
  const coast: FeatureCollection = {
    type: 'FeatureCollection',
    features: [{ type: 'Feature', properties: {}, geometry: { type: 'MultiLineString', coordinates: coastLines(parts, cuts, WORLD_SIZE) } }],
  };
  // Positions are already web-mercator units and already cut to the tile and its buffer. Below the
  // highest zoom each tile is simplified to its own resolution (geojson-vt keeps every point at maxZoom).
  const options = { coordinates: 'unitSquare', maxZoom: LAND_MAX_ZOOM, extent: EXTENT, buffer: BUFFER, wrap: false, clip: false } as const;
  return { land: geoJSONToTile(land, z, x, y, options), coast: geoJSONToTile(coast, z, x, y, options) };
}

const EMPTY: LandTile = { pbf: new Uint8Array(0), gzip: new Uint8Array(0), features: 0 };
const kept = new RecencyCache<string, LandTile>(TILE_BYTE_BUDGET, (tile) => tile.gzip.length + 100);

/** Tile z/x/y of the detailed land, encoded (Mapbox Vector Tile 2.1); cut once, then kept. */
export async function landTile(store: LandStore, z: number, x: number, y: number): Promise<LandTile> {
  const key = `${store.dir}|${z}/${x}/${y}`;
  const cached = kept.get(key);
  if (cached) return cached;
  const layers = await cutLandTile(store, z, x, y);
  const features = layers ? layers.land.features.length + layers.coast.features.length : 0;
  let tile = EMPTY;
  if (layers && features) {
    const pbf = fromGeojsonVt({ land: layers.land, coast: layers.coast }, { version: 2, extent: EXTENT });
    tile = { pbf, gzip: gzipSync(pbf, { level: 6 }), features };
  }
  // Empty tiles are kept too (counted as a small entry): open sea near land is asked for often.
  kept.set(key, tile);
  return tile;
}
