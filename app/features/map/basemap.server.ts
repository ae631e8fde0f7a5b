// The built-in basemap: land, coastlines and country borders from Natural Earth (public domain)
// through the world-atlas package (ISC), turned from TopoJSON into GeoJSON once per process and
// served by us under a versioned URL, so the map needs no tile service. Also the country outlines
// and boxes that place search flies to.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import type { Feature, FeatureCollection, Geometry, MultiLineString, MultiPolygon, Position } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, GeometryObject, Topology } from 'topojson-specification';
import { planarLines, planarPolygons } from './antimeridian.ts';
import { boxOfPoints, unionBoxes, type Box, type LngLat } from '../../lib/geo-box.ts';
import { alpha2FromWorldAtlas } from './world-atlas-codes.ts';

const require = createRequire(import.meta.url);

/** Bump when the conversion below changes what is served: the URL changes and caches start afresh. */
const CONVERSION_REVISION = 3;
export const BASEMAP_VERSION = `${(require('world-atlas/package.json') as { version: string }).version.replaceAll('.', '')}-${CONVERSION_REVISION}`;

/** Two decimals is about 1 km: one screen pixel at zoom 6, where the 1:50m data runs out of detail. */
const DECIMALS = 2;

export type BasemapResolution = '110m' | '50m';
export const BASEMAP_RESOLUTIONS: readonly BasemapResolution[] = ['110m', '50m'];

type CountryProperties = { name: string };
type Atlas = Topology<{ countries: GeometryCollection<CountryProperties>; land: GeometryCollection }>;

const atlases = new Map<BasemapResolution, Atlas>();

function atlas(resolution: BasemapResolution): Atlas {
  let loaded = atlases.get(resolution);
  if (!loaded) {
    loaded = JSON.parse(readFileSync(require.resolve(`world-atlas/countries-${resolution}.json`), 'utf8')) as Atlas;
    atlases.set(resolution, loaded);
  }
  return loaded;
}

const factor = 10 ** DECIMALS;
const roundPosition = (position: Position): Position => [Math.round(position[0]! * factor) / factor, Math.round(position[1]! * factor) / factor];

/** Rounds a line, dropping points that rounding made equal to the previous one. */
function roundLine(line: Position[]): Position[] {
  const out: Position[] = [];
  for (const position of line) {
    const rounded = roundPosition(position);
    const last = out[out.length - 1];
    if (!last || last[0] !== rounded[0] || last[1] !== rounded[1]) out.push(rounded);
  }
  return out;
}

function roundPolygons(polygons: Position[][][]): Position[][][] {
  const out: Position[][][] = [];
  for (const polygon of polygons) {
    // A ring needs three distinct corners plus the closing point; smaller islands vanish at this
    // scale, and so does a polygon whose outer ring does.
    const [outer, ...holes] = polygon.map(roundLine);
    if (outer && outer.length >= 4) out.push([outer, ...holes.filter((ring) => ring.length >= 4)]);
  }
  return out;
}

function polygonsOf(geometry: Geometry | null): Position[][][] {
  if (!geometry) return [];
  if (geometry.type === 'Polygon') return [geometry.coordinates];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates;
  return [];
}

/** Land, coastlines and country borders at one resolution: one GeoJSON source of the built-in style. */
function buildBasemap(resolution: BasemapResolution): FeatureCollection {
  const topology = atlas(resolution) as unknown as Topology;
  const landObject = atlas(resolution).objects.land as GeometryObject;
  const land = feature(topology, landObject) as Feature | FeatureCollection;
  const landPolygons = (land.type === 'FeatureCollection' ? land.features : [land]).flatMap((item) => polygonsOf(item.geometry));
  // Coasts are drawn from their own lines: outlining the land polygons would also draw the cuts
  // made at the antimeridian.
  const coasts: MultiLineString = mesh(topology, landObject, (a, b) => a === b);
  const borders: MultiLineString = mesh(topology, atlas(resolution).objects.countries as GeometryObject, (a, b) => a !== b);
  const lines = (multi: MultiLineString) => planarLines(multi.coordinates).map(roundLine).filter((line) => line.length >= 2);
  return {
    type: 'FeatureCollection',
    features: [
      { type: 'Feature', properties: { kind: 'land' }, geometry: { type: 'MultiPolygon', coordinates: roundPolygons(planarPolygons(landPolygons)) } },
      { type: 'Feature', properties: { kind: 'coast' }, geometry: { type: 'MultiLineString', coordinates: lines(coasts) } },
      { type: 'Feature', properties: { kind: 'border' }, geometry: { type: 'MultiLineString', coordinates: lines(borders) } },
    ],
  };
}

type Country = { code: string; polygons: Position[][][]; box: Box };

let countries: Map<string, Country> | undefined;

/** Countries of the 1:50m file by alpha-2 code; shapes sharing a code (Somaliland and Somalia) merge. */
function countryShapes(): Map<string, Country> {
  if (countries) return countries;
  const topology = atlas('50m');
  const collection = feature(topology as Topology, topology.objects.countries as GeometryObject) as FeatureCollection<Geometry, CountryProperties>;
  const polygonsByCode = new Map<string, Position[][][]>();
  for (const item of collection.features) {
    const code = alpha2FromWorldAtlas(item.id, item.properties?.name);
    if (!code) continue;
    polygonsByCode.set(code, [...(polygonsByCode.get(code) ?? []), ...polygonsOf(item.geometry)]);
  }
  countries = new Map([...polygonsByCode].map(([code, polygons]) => [code, { code, polygons, box: mainlandBox(polygons) }]));
  return countries;
}

function ringArea(ring: Position[]): number {
  let sum = 0;
  let latSum = 0;
  // Rings cut at the antimeridian may jump from 180 to -180: follow the shorter way round.
  let previousX = ring[0]?.[0] ?? 0;
  const xs = ring.map((position) => {
    let x = position[0]!;
    while (x - previousX > 180) x -= 360;
    while (previousX - x > 180) x += 360;
    previousX = x;
    return x;
  });
  for (let index = 0; index < ring.length - 1; index++) {
    const y1 = ring[index]![1]!;
    const y2 = ring[index + 1]![1]!;
    sum += xs[index]! * y2 - xs[index + 1]! * y1;
    latSum += y1;
  }
  // Degrees of longitude shrink towards the poles.
  return (Math.abs(sum) / 2) * Math.cos((latSum / Math.max(1, ring.length - 1)) * (Math.PI / 180));
}

/**
 * The box to fly to for a country: its larger land masses only, so France means Europe and not
 * also Réunion and French Guiana. Place search widens it to take in the country's dive sites.
 */
function mainlandBox(polygons: Position[][][]): Box {
  const areas = polygons.map((polygon) => ringArea(polygon[0] ?? []));
  const largest = Math.max(...areas);
  let box: Box | undefined;
  polygons.forEach((polygon, index) => {
    if (areas[index]! < largest * 0.25) return;
    const ringBox = boxOfPoints((polygon[0] ?? []).map((p) => [p[0]!, p[1]!] as LngLat));
    if (ringBox) box = box ? unionBoxes(box, ringBox) : ringBox;
  });
  return box ?? [-180, -85, 180, 85];
}

/** Codes of every country with an outline. */
export function outlinedCountries(): string[] {
  return [...countryShapes().keys()];
}

export function countryBox(code: string): Box | undefined {
  return countryShapes().get(code.toUpperCase())?.box;
}

function countryOutline(code: string): Feature<MultiPolygon> | undefined {
  const country = countryShapes().get(code);
  if (!country) return undefined;
  return { type: 'Feature', properties: { code }, geometry: { type: 'MultiPolygon', coordinates: roundPolygons(planarPolygons(country.polygons)) } };
}

export type BasemapFile = { json: string; gzip: Buffer };
const files = new Map<string, BasemapFile | null>();

function asFile(value: unknown): BasemapFile {
  const json = JSON.stringify(value);
  return { json, gzip: gzipSync(json, { level: 9 }) };
}

/**
 * A basemap file by name: "land-110m.json", "land-50m.json" or "country-EG.json". Built on first
 * use and kept (about 1 MB in all, compressed and not).
 */
export function basemapFile(name: string): BasemapFile | undefined {
  const cached = files.get(name);
  if (cached !== undefined) return cached ?? undefined;
  let built: BasemapFile | null = null;
  const land = /^land-(110m|50m)\.json$/.exec(name);
  const country = /^country-([A-Z]{2})\.json$/.exec(name);
  if (land) built = asFile(buildBasemap(land[1] as BasemapResolution));
  else if (country) {
    const outline = countryOutline(country[1]!);
    built = outline ? asFile(outline) : null;
  }
  // Unknown names are remembered too, but only the few that can exist are ever valid keys.
  if (built || land || country) files.set(name, built);
  return built ?? undefined;
}

export function basemapUrl(name: string): string {
  return `/basemap/${BASEMAP_VERSION}/${name}`;
}
