// Motion marks in the accent colour: they show how a signal moves, not what it looks like.
import { arcPoints, pathOf, round1, type Pt } from './geometry.ts';
import { ACCENT } from './solid.tsx';

const HEAD = 6;

function head(tip: Pt, from: Pt): string {
  const a = Math.atan2(tip[1] - from[1], tip[0] - from[0]);
  const spread = (32 * Math.PI) / 180;
  const left: Pt = [tip[0] - HEAD * Math.cos(a - spread), tip[1] - HEAD * Math.sin(a - spread)];
  const right: Pt = [tip[0] - HEAD * Math.cos(a + spread), tip[1] - HEAD * Math.sin(a + spread)];
  return `M${round1(left[0])} ${round1(left[1])}L${round1(tip[0])} ${round1(tip[1])}L${round1(right[0])} ${round1(right[1])}`;
}

type ArrowProps = {
  pts: readonly Pt[];
  smooth?: boolean;
  /** Which ends carry a head. */
  heads?: 'end' | 'both' | 'none';
  dashed?: boolean;
};

export function Arrow({ pts, smooth = false, heads = 'end', dashed = false }: ArrowProps) {
  const n = pts.length;
  const last = pts[n - 1];
  const beforeLast = pts[n - 2];
  const first = pts[0];
  const second = pts[1];
  if (!last || !beforeLast || !first || !second) return null;
  return (
    <g stroke={ACCENT} strokeWidth={3} fill="none">
      <path d={pathOf(pts, smooth)} strokeDasharray={dashed ? '1 6' : undefined} />
      {heads !== 'none' && <path d={head(last, beforeLast)} />}
      {heads === 'both' && <path d={head(first, second)} />}
    </g>
  );
}

/** An arrow along a circular arc; angles in degrees, clockwise from pointing right. */
export function ArcArrow({
  c,
  r,
  from,
  to,
  heads = 'end',
}: {
  c: Pt;
  r: number;
  from: number;
  to: number;
  heads?: ArrowProps['heads'];
}) {
  return <Arrow pts={arcPoints(c, r, from, to, 16)} heads={heads} />;
}

/** Short parallel strokes beside something that shakes, taps or flaps. */
export function MotionTicks({ lines }: { lines: readonly (readonly [Pt, Pt])[] }) {
  return (
    <g stroke={ACCENT} strokeWidth={2.6} fill="none">
      {lines.map(([a, b], i) => (
        <path key={i} d={pathOf([a, b])} />
      ))}
    </g>
  );
}

/** The sea surface for the signals made at the surface. */
export function WaterLine({ y }: { y: number }) {
  const pts: Pt[] = [];
  for (let x = -4; x <= 124; x += 8) pts.push([x, y + (Math.round(x / 8) % 2 === 0 ? -1.8 : 1.8)]);
  return (
    <g>
      <rect x={0} y={y} width={120} height={120 - y} fill={ACCENT} fillOpacity={0.12} stroke="none" />
      <path d={pathOf(pts, true)} stroke={ACCENT} strokeWidth={2.6} fill="none" />
    </g>
  );
}
