// The diver: a head with a mask and regulator, and shoulders, facing the reader. Arms are drawn by each
// signal, from the shoulder points this file gives, so they merge with the hand that makes the gesture.
import type { Pt } from './geometry.ts';
import { ACCENT, blob, cap, disc, layer, Solid, SURFACE, type Part } from './solid.tsx';

export type DiverPlace = { x: number; y: number; s?: number };

/** Shoulder joints for a diver whose head centre is at (x, y). `left` is on the reader's left. */
export function shoulders({ x, y, s = 1 }: DiverPlace): { left: Pt; right: Pt } {
  return { left: [x - 27 * s, y + 27 * s], right: [x + 27 * s, y + 27 * s] };
}

/** An arm from a shoulder through an elbow to a wrist, to be merged with a hand. */
export function arm(points: readonly Pt[], s = 1): Part {
  return cap(points, 10 * s, points.length > 2);
}

type DiverProps = DiverPlace & {
  /** Draw shoulders and chest; false for a head-only close-up. */
  torso?: boolean;
  /** Show the regulator in the mouth (off for signals made at the surface). */
  regulator?: boolean;
};

export function Diver({ x, y, s = 1, torso = true, regulator = true }: DiverProps) {
  const r = 14 * s;
  const torsoShape = blob(
    [
      [x - 9 * s, y + 10 * s],
      [x + 9 * s, y + 10 * s],
      [x + 27 * s, y + 20 * s],
      [x + 35 * s, y + 34 * s],
      [x + 37 * s, y + 90 * s],
      [x - 37 * s, y + 90 * s],
      [x - 35 * s, y + 34 * s],
      [x - 27 * s, y + 20 * s],
    ],
    14 * s,
    false,
  );
  return (
    <g>
      {torso && <Solid layers={[layer([torsoShape])]} />}
      <Solid layers={[layer([disc([x, y], r, r * 1.05)])]} />
      {/* Mask: frame and lens, with the strap running round the head. */}
      <path
        d={`M${x - r} ${y - 2 * s}Q${x} ${y - 4 * s} ${x + r} ${y - 2 * s}`}
        stroke="currentColor"
        strokeWidth={1.8}
        fill="none"
      />
      <rect
        x={x - 10.5 * s}
        y={y - 7.5 * s}
        width={21 * s}
        height={10.5 * s}
        rx={4 * s}
        fill={SURFACE}
        stroke="currentColor"
        strokeWidth={2.6}
      />
      <rect
        x={x - 8 * s}
        y={y - 5.2 * s}
        width={16 * s}
        height={6 * s}
        rx={2.5 * s}
        fill={ACCENT}
        fillOpacity={0.45}
        stroke="none"
      />
      {regulator && (
        <g>
          <path
            d={`M${x + 4 * s} ${y + 9 * s}Q${x + 16 * s} ${y + 12 * s} ${x + 18 * s} ${y + 24 * s}`}
            stroke="currentColor"
            strokeWidth={2.2}
            fill="none"
          />
          <rect
            x={x - 5 * s}
            y={y + 6.5 * s}
            width={10 * s}
            height={5.5 * s}
            rx={2.5 * s}
            fill={SURFACE}
            stroke="currentColor"
            strokeWidth={2.4}
          />
        </g>
      )}
      {!regulator && (
        <path
          d={`M${x - 4 * s} ${y + 8 * s}Q${x} ${y + 10.5 * s} ${x + 4 * s} ${y + 8 * s}`}
          stroke="currentColor"
          strokeWidth={2}
          fill="none"
        />
      )}
    </g>
  );
}
