// world-atlas is made for drawing on a sphere: shapes that cross the antimeridian (Fiji, Chukotka)
// run on across it, jumping from 180° to -180°, and Antarctica is one ring around the South Pole.
// A flat web map needs them cut at ±180° instead; otherwise it draws slivers across the world.
import type { Position } from 'geojson';

const wrapDelta = (delta: number) => delta - 360 * Math.round(delta / 360);

/** The ring with each longitude moved by whole turns so that no step is longer than 180°. */
function unwrap(ring: Position[]): Position[] {
  if (!ring.length) return [];
  const out: Position[] = [[ring[0]![0]!, ring[0]![1]!]];
  for (let index = 1; index < ring.length; index++) {
    const previous = out[index - 1]!;
    const [x, y] = ring[index]!;
    out.push([previous[0]! + wrapDelta(x! - ring[index - 1]![0]!), y!]);
  }
  return out;
}

/** Keeps the part of a closed ring on one side of a meridian (Sutherland–Hodgman, one edge). */
function clipSide(ring: Position[], keep: (x: number) => boolean, edge: number): Position[] {
  const open = ring.slice(0, -1);
  const out: Position[] = [];
  for (let index = 0; index < open.length; index++) {
    const current = open[index]!;
    const previous = open[(index + open.length - 1) % open.length]!;
    const crossing = (): Position => {
      const t = (edge - previous[0]!) / (current[0]! - previous[0]!);
      return [edge, previous[1]! + t * (current[1]! - previous[1]!)];
    };
    if (keep(current[0]!)) {
      if (!keep(previous[0]!)) out.push(crossing());
      out.push(current);
    } else if (keep(previous[0]!)) {
      out.push(crossing());
    }
  }
  if (out.length) out.push(out[0]!);
  return out;
}

function shiftRing(ring: Position[], by: number): Position[] {
  return ring.map(([x, y]) => [x! + by, y!]);
}

/**
 * A ring in continuous longitudes. A ring that turns once around the globe (Antarctica) is closed
 * through the pole it circles, so that as a flat shape it covers the land and not the ocean.
 */
function planarRing(ring: Position[]): Position[] {
  const unwrapped = unwrap(ring);
  const first = unwrapped[0];
  const last = unwrapped[unwrapped.length - 1];
  if (!first || !last) return unwrapped;
  const turn = last[0]! - first[0]!;
  if (Math.abs(turn) < 180) return unwrapped;
  const meanLat = unwrapped.reduce((sum, [, y]) => sum + y!, 0) / unwrapped.length;
  const pole = meanLat < 0 ? -90 : 90;
  return [...unwrapped.slice(0, -1), [last[0]!, last[1]!], [last[0]!, pole], [first[0]!, pole], [first[0]!, first[1]!]];
}

function xRange(ring: Position[]): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (const [x] of ring) {
    min = Math.min(min, x!);
    max = Math.max(max, x!);
  }
  return [min, max];
}

/** Polygons cut into pieces that each lie within [-180, 180]. */
export function planarPolygons(polygons: Position[][][]): Position[][][] {
  const out: Position[][][] = [];
  for (const [outerRing, ...holeRings] of polygons) {
    if (!outerRing) continue;
    const outer = planarRing(outerRing);
    const [min, max] = xRange(outer);
    if (min >= -180 && max <= 180 && outer.length === outerRing.length) {
      out.push([outerRing, ...holeRings]);
      continue;
    }
    // Holes are moved by whole turns into the outer ring's range before cutting.
    const holes = holeRings.map((hole) => {
      const ring = unwrap(hole);
      const [holeMin, holeMax] = xRange(ring);
      return shiftRing(ring, 360 * Math.round((min + max - holeMin - holeMax) / 2 / 360));
    });
    for (let turn = Math.floor((min + 180) / 360); turn <= Math.floor((max + 180) / 360); turn++) {
      const west = -180 + 360 * turn;
      const east = 180 + 360 * turn;
      const cut = (ring: Position[]) => shiftRing(clipSide(clipSide(ring, (x) => x >= west, west), (x) => x <= east, east), -360 * turn);
      const piece = cut(outer);
      if (piece.length < 4) continue;
      out.push([piece, ...holes.map(cut).filter((ring) => ring.length >= 4)]);
    }
  }
  return out;
}

/** Lines split where they cross the antimeridian, with the crossing point added to both parts. */
export function planarLines(lines: Position[][]): Position[][] {
  const out: Position[][] = [];
  for (const line of lines) {
    let current: Position[] = [];
    for (let index = 0; index < line.length; index++) {
      const point = line[index]!;
      const previous = line[index - 1];
      if (previous && Math.abs(point[0]! - previous[0]!) > 180) {
        const side = previous[0]! > 0 ? 180 : -180;
        const nextX = previous[0]! + wrapDelta(point[0]! - previous[0]!);
        if (nextX === previous[0]) {
          // From -180 to 180: the same meridian, so no crossing to draw, just a new line.
          if (current.length >= 2) out.push(current);
          current = [point];
          continue;
        }
        const t = (side - previous[0]!) / (nextX - previous[0]!);
        const lat = previous[1]! + t * (point[1]! - previous[1]!);
        current.push([side, lat]);
        if (current.length >= 2) out.push(current);
        current = [[-side, lat]];
      }
      current.push(point);
    }
    if (current.length >= 2) out.push(current);
  }
  return out;
}
