// A small static map for the centre finder, centre pages and dive-site pages: coastlines from
// Natural Earth (via the world-atlas package, already used by the map) cut to the area around the
// points and drawn as one SVG path on the server. No tiles, no script, nothing fetched from elsewhere.
// app/ui/locator-map.tsx draws the result.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryObject, Topology } from 'topojson-specification';
import type { LatLng } from '../geo.ts';
import { RecencyCache } from '~/lib/recency-cache.ts';
import type { Locator, LocatorMarker } from './locator.ts';

export const LOCATOR_WIDTH = 360;
export const LOCATOR_HEIGHT = 240;
/** Never zoom in further than this many degrees of latitude: a single centre still shows its coast. */
const MIN_SPAN_DEG = 0.4;


const KM_PER_DEGREE_LAT = 111.32;

type Ring = { points: Position[]; minLng: number; maxLng: number; minLat: number; maxLat: number };

/** Natural Earth's two scales: 1:50m for a region, 1:110m for a view of oceans and continents. */
type Scale = '50m' | '110m';
/** A view taller than this many degrees of latitude is drawn from the 1:110m land. */
const SMALL_SCALE_FROM_DEG = 30;

const ringsByScale = new Map<Scale, Ring[]>();

function landRings(scale: Scale): Ring[] {
  const kept = ringsByScale.get(scale);
  if (kept) return kept;
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(readFileSync(require.resolve(`world-atlas/land-${scale}.json`), 'utf8')) as Topology;
  const land = feature(topology, topology.objects.land as GeometryObject) as Feature | FeatureCollection;
  const geometries: Geometry[] = land.type === 'FeatureCollection' ? land.features.map((item) => item.geometry) : [land.geometry];
  const all: Ring[] = [];
  for (const geometry of geometries) {
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : [];
    for (const polygon of polygons) {
      for (const points of polygon) {
        const lngs = points.map((p) => p[0]!);
        const lats = points.map((p) => p[1]!);
        const ring = { points, minLng: Math.min(...lngs), maxLng: Math.max(...lngs), minLat: Math.min(...lats), maxLat: Math.max(...lats) };
        // The 1:110m land draws the islands that straddle the antimeridian (Fiji's Vanua Levu, Wrangel
        // Island) as rings round the whole world but a degree or two tall, a hairline across the map;
        // at that scale they are specks, left out.
        if (ring.maxLng - ring.minLng > 180 && ring.maxLat - ring.minLat < 5) continue;
        all.push(ring);
      }
    }
  }
  ringsByScale.set(scale, all);
  return all;
}

type Box = { minLng: number; maxLng: number; minLat: number; maxLat: number };

/** Sutherland–Hodgman: a ring cut to a rectangle (a convex window), one edge at a time. */
function clipRing(points: Position[], box: Box): Position[] {
  const edges: Array<{ inside: (p: Position) => boolean; cross: (a: Position, b: Position) => Position }> = [
    { inside: (p) => p[0]! >= box.minLng, cross: (a, b) => atLng(a, b, box.minLng) },
    { inside: (p) => p[0]! <= box.maxLng, cross: (a, b) => atLng(a, b, box.maxLng) },
    { inside: (p) => p[1]! >= box.minLat, cross: (a, b) => atLat(a, b, box.minLat) },
    { inside: (p) => p[1]! <= box.maxLat, cross: (a, b) => atLat(a, b, box.maxLat) },
  ];
  let output = points;
  for (const edge of edges) {
    const input = output;
    output = [];
    for (let index = 0; index < input.length; index++) {
      const current = input[index]!;
      const previous = input[(index + input.length - 1) % input.length]!;
      if (edge.inside(current)) {
        if (!edge.inside(previous)) output.push(edge.cross(previous, current));
        output.push(current);
      } else if (edge.inside(previous)) {
        output.push(edge.cross(previous, current));
      }
    }
    if (!output.length) break;
  }
  return output;
}

function atLng(a: Position, b: Position, lng: number): Position {
  const t = (lng - a[0]!) / (b[0]! - a[0]!);
  return [lng, a[1]! + t * (b[1]! - a[1]!)];
}

function atLat(a: Position, b: Position, lat: number): Position {
  const t = (lat - a[1]!) / (b[1]! - a[1]!);
  return [a[0]! + t * (b[0]! - a[0]!), lat];
}

/** The area to show: every point, some margin, at least MIN_SPAN_DEG, shaped like the picture. */
export function locatorBox(points: readonly LatLng[]): Box {
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  let minLat = Math.min(...lats);
  let maxLat = Math.max(...lats);
  let minLng = Math.min(...lngs);
  let maxLng = Math.max(...lngs);
  const midLat = (minLat + maxLat) / 2;
  const cos = Math.max(0.2, Math.cos((midLat * Math.PI) / 180));
  // Work in "latitude-equivalent" degrees so the box keeps the picture's aspect ratio on the ground.
  let latSpan = Math.max(MIN_SPAN_DEG, (maxLat - minLat) * 1.3);
  let lngSpan = Math.max(MIN_SPAN_DEG, (maxLng - minLng) * 1.3 * cos);
  const aspect = LOCATOR_WIDTH / LOCATOR_HEIGHT;
  if (lngSpan / latSpan < aspect) lngSpan = latSpan * aspect;
  else latSpan = lngSpan / aspect;
  const midLng = (minLng + maxLng) / 2;
  minLat = Math.max(-85, midLat - latSpan / 2);
  maxLat = Math.min(85, midLat + latSpan / 2);
  minLng = midLng - lngSpan / cos / 2;
  maxLng = midLng + lngSpan / cos / 2;
  return { minLat, maxLat, minLng, maxLng };
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** "-.5" for -0.5, "1.2" for 1.2: SVG path numbers without a leading zero. */
const pathNumber = (value: number) => String(value).replace(/^(-?)0\./, '$1.');

/**
 * The numbers of an "l" command, each written in the fewest characters SVG allows: a separator only
 * where the next number could be read as part of the one before.
 */
function pathNumbers(values: readonly number[]): string {
  let out = '';
  let previous = '';
  for (const value of values) {
    const text = pathNumber(value);
    const joins = previous === '' || text.startsWith('-') || (text.startsWith('.') && previous.includes('.'));
    out += joins ? text : ` ${text}`;
    previous = text;
  }
  return out;
}

/**
 * Detail finer than this, in units of the drawing (the picture is shown at 1 to 1.6 px a unit), cannot
 * be seen: closer points are skipped and smaller islands left out, which keeps a view of the whole
 * world to a few tens of kilobytes while a coast seen up close keeps every point.
 */
const MIN_STEP = 1;

/**
 * Drawings of the land by area shown, most recently used kept. The same areas come back all the time
 * (the finders without a place show the whole world, a site's page its own coast), and cutting the
 * world's coastlines to an area is most of the time a finder page takes.
 */
const landPaths = new RecencyCache<string, string>(300);

function landPath(box: Box, project: (lng: number, lat: number) => { x: number; y: number }): string {
  const key = `${box.minLng} ${box.maxLng} ${box.minLat} ${box.maxLat}`;
  const kept = landPaths.get(key);
  if (kept !== undefined) return kept;
  const parts: string[] = [];
  // A continent-wide view cannot show the 1:50m detail at this size: it would only make the page heavier.
  for (const ring of landRings(box.maxLat - box.minLat > SMALL_SCALE_FROM_DEG ? '110m' : '50m')) {
    if (ring.maxLng < box.minLng || ring.minLng > box.maxLng || ring.maxLat < box.minLat || ring.minLat > box.maxLat) continue;
    const clipped = clipRing(ring.points, box);
    if (clipped.length < 3) continue;
    const points = clipped.map((point) => project(point[0]!, point[1]!));
    const xs = points.map((point) => point.x);
    const ys = points.map((point) => point.y);
    if (Math.max(...xs) - Math.min(...xs) < MIN_STEP && Math.max(...ys) - Math.min(...ys) < MIN_STEP) continue;
    // Each step relative to the one before ("l dx dy"), in the shortest way SVG allows: a third of the bytes.
    const steps: number[] = [];
    let last = points[0]!;
    for (const point of points) {
      if (Math.abs(point.x - last.x) < MIN_STEP && Math.abs(point.y - last.y) < MIN_STEP) continue;
      steps.push(round1(point.x - last.x), round1(point.y - last.y));
      last = point;
    }
    parts.push(`M${points[0]!.x} ${points[0]!.y}${steps.length ? `l${pathNumbers(steps)}` : ''}z`);
  }
  const land = parts.join('');
  landPaths.set(key, land);
  return land;
}

/**
 * The drawing for these markers (and the searched place, when there is one). Points far apart
 * (across an ocean) simply give a wide view; the antimeridian is not handled, which only matters
 * for a search that straddles it.
 */
export function buildLocator(markers: ReadonlyArray<LatLng & { label: string; kind: LocatorMarker['kind'] }>, origin: LatLng | null = null): Locator | null {
  const all: LatLng[] = [...markers, ...(origin ? [origin] : [])];
  if (!all.length) return null;
  const box = locatorBox(all);
  const project = (lng: number, lat: number) => ({
    x: round1(((lng - box.minLng) / (box.maxLng - box.minLng)) * LOCATOR_WIDTH),
    y: round1(((box.maxLat - lat) / (box.maxLat - box.minLat)) * LOCATOR_HEIGHT),
  });
  return {
    width: LOCATOR_WIDTH,
    height: LOCATOR_HEIGHT,
    land: landPath(box, project),
    markers: markers.map((marker) => ({ ...project(marker.lng, marker.lat), label: marker.label, kind: marker.kind })),
    origin: origin ? project(origin.lng, origin.lat) : null,
    kmPerUnit: ((box.maxLat - box.minLat) * KM_PER_DEGREE_LAT) / LOCATOR_HEIGHT,
  };
}
