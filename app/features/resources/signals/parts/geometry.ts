// Small 2-D helpers shared by every drawing: shapes are authored in their own frame (a hand with the wrist at
// the origin and the fingers pointing to negative y) and then placed, so one hand shape serves many signals.

export type Pt = readonly [number, number];

/** Where a shape goes: translate to (x, y), rotate by `rot` degrees (clockwise), scale by `s`, mirror first. */
export type Place = { x: number; y: number; rot?: number; s?: number; flip?: boolean };

export function placePoint(p: Pt, at: Place): Pt {
  const s = at.s ?? 1;
  const x = (at.flip ? -p[0] : p[0]) * s;
  const y = p[1] * s;
  const a = ((at.rot ?? 0) * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  return [at.x + x * cos - y * sin, at.y + x * sin + y * cos];
}

/**
 * Rounds to one decimal: a tenth of a viewBox unit is below a pixel at any size the page uses, and the
 * markup of forty drawings stays small.
 */
export function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

function fmt(p: Pt): string {
  return `${round1(p[0])} ${round1(p[1])}`;
}

/**
 * SVG path data through the points. With `smooth`, a Catmull-Rom spline turned into cubic Béziers passes
 * through every point, which lets curled fingers and tentacles be written as a handful of points.
 */
export function pathOf(pts: readonly Pt[], smooth = false, closed = false): string {
  const first = pts[0];
  if (!first) return '';
  if (!smooth || pts.length < 3) {
    return `M${pts.map(fmt).join('L')}${closed ? 'Z' : ''}`;
  }
  const at = (i: number): Pt => {
    const n = pts.length;
    const j = closed ? ((i % n) + n) % n : Math.min(Math.max(i, 0), n - 1);
    return pts[j] ?? first;
  };
  const count = closed ? pts.length : pts.length - 1;
  let d = `M${fmt(first)}`;
  for (let i = 0; i < count; i += 1) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${fmt(c1)} ${fmt(c2)} ${fmt(p2)}`;
  }
  return closed ? `${d}Z` : d;
}

/** Points along a circular arc; angles in degrees, 0 pointing right, growing clockwise (SVG's y is down). */
export function arcPoints(c: Pt, r: number, from: number, to: number, steps = 12): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i <= steps; i += 1) {
    const a = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    out.push([c[0] + r * Math.cos(a), c[1] + r * Math.sin(a)]);
  }
  return out;
}
