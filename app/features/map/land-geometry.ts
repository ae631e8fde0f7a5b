// Geometry of the detailed land layer: positions in web-mercator "world units" (whole numbers, the
// world being WORLD_SIZE across, y growing southwards as on tiles), polygons cut to boxes, and the
// coastline found in cut rings. Shared by the one-off preparation (which cuts the land into cells)
// and the tile server (which cuts a cell into tiles).
//
// A polygon is flat: all its rings' x, y pairs in one array (no repeated closing point), and where
// each ring ends. The largest land polygons have hundreds of thousands of lakes as holes; one
// array for them all keeps the preparation's memory small.

/** 2^28 units around the world: about 15 cm at the equator, far finer than the data (10 m). */
export const WORLD_SIZE = 2 ** 28;
const MAX_MERCATOR_LAT = 85.0511287798066;

/** Rings of one polygon, outer first: ring i is coords[ends[i - 1] ?? 0 .. ends[i]). */
export type FlatPolygon = { coords: Int32Array; ends: Uint32Array };
/** A box in world units: [minX, minY, maxX, maxY]. */
export type UnitBox = [number, number, number, number];

export function projectLng(lng: number): number {
  return Math.round(((lng + 180) / 360) * WORLD_SIZE);
}

export function projectLat(lat: number): number {
  const clamped = Math.max(-MAX_MERCATOR_LAT, Math.min(MAX_MERCATOR_LAT, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  const y = 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
  return Math.min(WORLD_SIZE, Math.max(0, Math.round(y * WORLD_SIZE)));
}

/** The box of tile z/x/y in world units, widened on every side by `margin` (a share of its width). */
export function tileBox(z: number, x: number, y: number, margin = 0): UnitBox {
  const size = WORLD_SIZE / 2 ** z;
  const pad = size * margin;
  return [x * size - pad, y * size - pad, (x + 1) * size + pad, (y + 1) * size + pad];
}

export const boxesOverlap = (a: UnitBox, b: UnitBox) => a[0] <= b[2] && a[2] >= b[0] && a[1] <= b[3] && a[3] >= b[1];

export function ringCount(polygon: FlatPolygon): number {
  return polygon.ends.length;
}

export function ringStart(polygon: FlatPolygon, ring: number): number {
  return ring === 0 ? 0 : polygon.ends[ring - 1]!;
}

/** The box of coords[start .. end). */
export function rangeBox(coords: Int32Array, start: number, end: number): UnitBox {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let index = start; index < end; index += 2) {
    const x = coords[index]!;
    const y = coords[index + 1]!;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return [minX, minY, maxX, maxY];
}

/**
 * Whether a point lies inside a polygon: a ray to the east crosses its rings (the outer one and its
 * holes, lakes among them) an odd number of times.
 */
export function polygonContains(polygon: FlatPolygon, x: number, y: number): boolean {
  const { coords, ends } = polygon;
  let inside = false;
  for (let ring = 0; ring < ends.length; ring++) {
    const start = ringStart(polygon, ring);
    const end = ends[ring]!;
    for (let index = start, previous = end - 2; index < end; previous = index, index += 2) {
      const ax = coords[index]!;
      const ay = coords[index + 1]!;
      const bx = coords[previous]!;
      const by = coords[previous + 1]!;
      if (ay > y !== by > y && x < ((bx - ax) * (y - ay)) / (by - ay) + ax) inside = !inside;
    }
  }
  return inside;
}

/** A growing list of whole numbers (a typed array that doubles when full). */
export class IntList {
  values: Int32Array;
  length = 0;

  constructor(capacity = 64) {
    this.values = new Int32Array(capacity);
  }

  reserve(extra: number) {
    if (this.length + extra <= this.values.length) return;
    let capacity = this.values.length * 2;
    while (capacity < this.length + extra) capacity *= 2;
    const grown = new Int32Array(capacity);
    grown.set(this.values.subarray(0, this.length));
    this.values = grown;
  }

  push2(a: number, b: number) {
    this.reserve(2);
    this.values[this.length++] = a;
    this.values[this.length++] = b;
  }
}

/**
 * Keeps the part of a closed ring on one side of an axis-parallel line (Sutherland–Hodgman, one
 * edge). `axis` 0 cuts at x = k, 1 at y = k; `keepAbove` keeps coordinates ≥ k, else ≤ k. New
 * points sit exactly on the line; their other coordinate is rounded to a whole unit. Every point
 * gives at most two, so the output fits in twice the input.
 */
function clipHalf(ring: Int32Array, axis: 0 | 1, k: number, keepAbove: boolean): Int32Array {
  const count = ring.length / 2;
  const out = new Int32Array(ring.length * 2);
  let length = 0;
  if (count === 0) return out;
  const keeps = (value: number) => (keepAbove ? value >= k : value <= k);
  let previousX = ring[(count - 1) * 2]!;
  let previousY = ring[(count - 1) * 2 + 1]!;
  let previousIn = keeps(axis === 0 ? previousX : previousY);
  for (let index = 0; index < count; index++) {
    const x = ring[index * 2]!;
    const y = ring[index * 2 + 1]!;
    const currentIn = keeps(axis === 0 ? x : y);
    if (currentIn !== previousIn) {
      if (axis === 0) {
        out[length++] = k;
        out[length++] = Math.round(previousY + ((k - previousX) / (x - previousX)) * (y - previousY));
      } else {
        out[length++] = Math.round(previousX + ((k - previousY) / (y - previousY)) * (x - previousX));
        out[length++] = k;
      }
    }
    if (currentIn) {
      out[length++] = x;
      out[length++] = y;
    }
    previousX = x;
    previousY = y;
    previousIn = currentIn;
  }
  return out.subarray(0, length);
}

/**
 * Appends coords[start .. end) to `out`, without points within `step` units (in x and in y) of the
 * one kept before (0 drops only repeats, which rounding can make), and without a closing point.
 * Returns false, appending nothing, when fewer than three points are left: no area.
 */
function appendRing(out: IntList, coords: Int32Array, start: number, end: number, step: number): boolean {
  const first = out.length;
  out.reserve(end - start);
  const values = out.values;
  let length = first;
  for (let index = start; index < end; index += 2) {
    const x = coords[index]!;
    const y = coords[index + 1]!;
    if (length > first && Math.abs(values[length - 2]! - x) <= step && Math.abs(values[length - 1]! - y) <= step) continue;
    values[length++] = x;
    values[length++] = y;
  }
  while (length - first >= 4 && Math.abs(values[first]! - values[length - 2]!) <= step && Math.abs(values[first + 1]! - values[length - 1]!) <= step) length -= 2;
  if (length - first < 6) return false;
  out.length = length;
  return true;
}

/**
 * Appends the part of coords[start .. end) inside `box` to `out` (see appendRing), cutting it only
 * where it crosses the box. A ring smaller than `detail` units both ways is left out.
 */
export function appendClippedRing(out: IntList, coords: Int32Array, start: number, end: number, box: UnitBox, detail = 0): boolean {
  const bounds = rangeBox(coords, start, end);
  if (!boxesOverlap(bounds, box)) return false;
  if (bounds[2] - bounds[0] < detail && bounds[3] - bounds[1] < detail) return false;
  const step = detail / 8;
  if (bounds[0] >= box[0] && bounds[1] >= box[1] && bounds[2] <= box[2] && bounds[3] <= box[3]) return appendRing(out, coords, start, end, step);
  let points = coords.subarray(start, end);
  if (bounds[0] < box[0]) points = clipHalf(points, 0, box[0], true);
  if (bounds[2] > box[2]) points = clipHalf(points, 0, box[2], false);
  if (bounds[1] < box[1]) points = clipHalf(points, 1, box[1], true);
  if (bounds[3] > box[3]) points = clipHalf(points, 1, box[3], false);
  return appendRing(out, points, 0, points.length, step);
}

/**
 * A polygon cut to a box: holes are cut on their own; no outer ring left, no polygon. With
 * `detail` (the size of a screen pixel, in units), rings smaller than that are left out and points
 * closer than an eighth of it thinned: what the screen cannot show anyway.
 */
export function clipPolygon(polygon: FlatPolygon, box: UnitBox, detail = 0): FlatPolygon | null {
  const out = new IntList(Math.min(polygon.coords.length + 16, 1 << 16));
  const ends: number[] = [];
  for (let ring = 0; ring < polygon.ends.length; ring++) {
    const kept = appendClippedRing(out, polygon.coords, ringStart(polygon, ring), polygon.ends[ring]!, box, detail);
    if (ring === 0 && !kept) return null;
    if (kept) ends.push(out.length);
  }
  return { coords: out.values.slice(0, out.length), ends: Uint32Array.from(ends) };
}

/** Every ring of a polygon as an array of [x, y] positions divided by `scale`, closed as GeoJSON wants. */
export function polygonPositions(polygon: FlatPolygon, scale: number): number[][][] {
  const rings: number[][][] = [];
  for (let ring = 0; ring < polygon.ends.length; ring++) {
    const start = ringStart(polygon, ring);
    const positions: number[][] = [];
    for (let index = start; index < polygon.ends[ring]!; index += 2) positions.push([polygon.coords[index]! / scale, polygon.coords[index + 1]! / scale]);
    positions.push(positions[0]!);
    rings.push(positions);
  }
  return rings;
}

/**
 * The coastline of cut polygons, as lines of [x, y] positions divided by `scale`: every edge
 * except those lying along one of the given lines (where the land was cut, not where it meets the
 * sea).
 */
export function coastLines(polygons: Iterable<FlatPolygon>, cuts: { x: number[]; y: number[] }, scale: number): number[][][] {
  const lines: number[][][] = [];
  for (const polygon of polygons) {
    const { coords } = polygon;
    for (let ring = 0; ring < polygon.ends.length; ring++) {
      const first = ringStart(polygon, ring) / 2;
      const count = (polygon.ends[ring]! - ringStart(polygon, ring)) / 2;
      const point = (step: number) => (first + (step % count)) * 2;
      const onCut = (a: number, b: number) =>
        (coords[a] === coords[b] && cuts.x.includes(coords[a]!)) || (coords[a + 1] === coords[b + 1] && cuts.y.includes(coords[a + 1]!));
      // Start just after a cut edge, if there is one, so that no line is split where the ring closes.
      let start = 0;
      for (let step = 0; step < count; step++) {
        if (onCut(point(step), point(step + 1))) {
          start = step + 1;
          break;
        }
      }
      let line: number[][] = [[coords[point(start)]! / scale, coords[point(start) + 1]! / scale]];
      for (let step = start + 1; step <= start + count; step++) {
        const here = point(step);
        if (onCut(point(step - 1), here)) {
          if (line.length >= 2) lines.push(line);
          line = [];
        }
        line.push([coords[here]! / scale, coords[here + 1]! / scale]);
      }
      if (line.length >= 2) lines.push(line);
    }
  }
  return lines;
}
