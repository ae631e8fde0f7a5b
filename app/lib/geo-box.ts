// Boxes on the map in degrees, shared by the server (clusters, lists, place search) and the browser.
// A box may cross the antimeridian: its east edge is then above 180 (Fiji is [177, -21, 182, -12]),
// which is also how MapLibre reports bounds when the view crosses it.
import { decimalNumber } from './parameters.ts';

export type Box = [west: number, south: number, east: number, north: number];
export type LngLat = [lng: number, lat: number];

export const WORLD: Box = [-180, -85, 180, 85];

/** MapLibre draws the world on 512-pixel tiles; zoom z is 512·2^z pixels around. */
const TILE_SIZE = 512;
const MAX_MERCATOR_LAT = 85.051129;

const mod = (value: number, by: number) => ((value % by) + by) % by;

/** Longitude folded into [-180, 180). */
export function wrapLng(lng: number): number {
  return mod(lng + 180, 360) - 180;
}

function clampLat(lat: number): number {
  return Math.max(-90, Math.min(90, lat));
}

/** Width of a box in degrees of longitude (0..360). */
export function lngSpan(box: Box): number {
  return box[2] - box[0];
}

/**
 * A box from any four numbers a client may send: west folded into [-180, 180), east kept east of
 * west (at most one full turn), latitudes clamped and ordered. Views wider than the world become it.
 */
export function normaliseBox(box: readonly number[]): Box | undefined {
  if (box.length !== 4 || !box.every((value) => Number.isFinite(value))) return undefined;
  const [rawWest, rawSouth, rawEast, rawNorth] = box as [number, number, number, number];
  const south = clampLat(Math.min(rawSouth, rawNorth));
  const north = clampLat(Math.max(rawSouth, rawNorth));
  const span = rawEast - rawWest;
  if (span >= 360 || span <= -360) return [-180, south, 180, north];
  const west = wrapLng(rawWest);
  // A negative span means the client sent east < west: the box crosses the antimeridian.
  return [west, south, west + mod(span, 360), north];
}

/** Parses "west,south,east,north". */
export function parseBox(text: string | null | undefined): Box | undefined {
  if (!text) return undefined;
  // Longitudes past ±180 are a view panned around the world; past a thousand turns, nonsense.
  const parts = text.split(',').map((part) => decimalNumber(part, -360_000, 360_000));
  return parts.every((part) => part !== null) ? normaliseBox(parts) : undefined;
}

export function formatBox(box: Box, digits = 5): string {
  const factor = 10 ** digits;
  return box.map((value) => Math.round(value * factor) / factor).join(',');
}

/** True when the point lies inside the box (edges included), whichever copy of the world it is on. */
export function boxContains(box: Box, lng: number, lat: number): boolean {
  if (lat < box[1] || lat > box[3]) return false;
  if (lngSpan(box) >= 360) return true;
  return mod(lng - box[0], 360) <= lngSpan(box);
}

/** The box split into one or two boxes that do not cross the antimeridian (for SQL ranges). */
export function splitAtAntimeridian(box: Box): Box[] {
  if (lngSpan(box) >= 360) return [[-180, box[1], 180, box[3]]];
  if (box[2] <= 180) return [box];
  return [
    [box[0], box[1], 180, box[3]],
    [-180, box[1], box[2] - 360, box[3]],
  ];
}

/**
 * The narrowest box around a set of points: the longitudes are arranged on the circle and the box
 * starts after the widest empty stretch, so points either side of the antimeridian stay together.
 */
export function boxOfPoints(points: readonly LngLat[]): Box | undefined {
  if (!points.length) return undefined;
  let south = 90;
  let north = -90;
  const lngs: number[] = [];
  for (const [lng, lat] of points) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    lngs.push(wrapLng(lng));
  }
  lngs.sort((a, b) => a - b);
  let widestGap = -1;
  let startIndex = 0;
  for (let index = 0; index < lngs.length; index++) {
    const here = lngs[index]!;
    const next = index + 1 < lngs.length ? lngs[index + 1]! : lngs[0]! + 360;
    if (next - here > widestGap) {
      widestGap = next - here;
      startIndex = (index + 1) % lngs.length;
    }
  }
  const west = lngs[startIndex]!;
  const span = lngs.length === 1 ? 0 : 360 - widestGap;
  return [west, south, west + span, north];
}

/** The narrowest box that holds both boxes. */
export function unionBoxes(a: Box, b: Box): Box {
  const south = Math.min(a[1], b[1]);
  const north = Math.max(a[3], b[3]);
  let best: Box | undefined;
  for (const start of [a[0], b[0]]) {
    let needed = 0;
    for (const box of [a, b]) {
      const offset = mod(box[0] - start, 360);
      needed = Math.max(needed, offset + lngSpan(box));
    }
    if (needed < 360 && (!best || needed < lngSpan(best))) best = [start, south, start + needed, north];
  }
  return best ?? [-180, south, 180, north];
}

export function boxCentre(box: Box): LngLat {
  return [wrapLng(box[0] + lngSpan(box) / 2), (box[1] + box[3]) / 2];
}

/** Grows a box by a fraction of its size on every side (a single point becomes a small box). */
export function padBox(box: Box, fraction: number, minimumDegrees = 0.05): Box {
  const dx = Math.max(lngSpan(box) * fraction, minimumDegrees);
  const dy = Math.max((box[3] - box[1]) * fraction, minimumDegrees);
  const span = Math.min(360, lngSpan(box) + 2 * dx);
  const west = span >= 360 ? -180 : box[0] - dx;
  return normaliseBox([west, box[1] - dy, west + span, box[3] + dy]) ?? box;
}

function mercatorY(lat: number): number {
  const clamped = Math.max(-MAX_MERCATOR_LAT, Math.min(MAX_MERCATOR_LAT, lat));
  const radians = (clamped * Math.PI) / 180;
  return Math.log(Math.tan(Math.PI / 4 + radians / 2)) / (2 * Math.PI);
}

function latitudeOfMercatorY(y: number): number {
  return (Math.atan(Math.sinh(y * 2 * Math.PI)) * 180) / Math.PI;
}

/** The zoom at which a box just fits a viewport of the given size in CSS pixels. */
export function zoomForBox(box: Box, viewport: { width: number; height: number }, maxZoom = 12): number {
  const xFraction = Math.max(lngSpan(box), 1e-6) / 360;
  const yFraction = Math.max(mercatorY(box[3]) - mercatorY(box[1]), 1e-9);
  const zoom = Math.min(Math.log2(viewport.width / (TILE_SIZE * xFraction)), Math.log2(viewport.height / (TILE_SIZE * yFraction)));
  return Math.max(0, Math.min(maxZoom, Math.round(zoom * 100) / 100));
}

/** The box a viewport of the given size shows around a centre at a zoom (before the map measures it). */
export function boxAroundView(centre: { lat: number; lng: number }, zoom: number, viewport: { width: number; height: number }): Box {
  const worldPixels = TILE_SIZE * 2 ** zoom;
  const halfLng = (viewport.width / worldPixels) * 180;
  const y = mercatorY(centre.lat);
  const halfY = viewport.height / worldPixels / 2;
  const south = latitudeOfMercatorY(y - halfY);
  const north = latitudeOfMercatorY(y + halfY);
  return normaliseBox([centre.lng - halfLng, south, centre.lng + halfLng, north]) ?? WORLD;
}
