// Drawings for the signals that report a problem.
import type { ReactNode } from 'react';
import { Arrow, ArcArrow, MotionTicks } from '../parts/arrows.tsx';
import { arm, Diver, shoulders } from '../parts/body.tsx';
import { Hand } from '../parts/hand.tsx';
import { hand } from '../parts/hand-shapes.ts';
import { ACCENT, Solid } from '../parts/solid.tsx';

function Problem() {
  return (
    <>
      <Hand pose="spread" at={{ x: 60, y: 104, rot: -8, s: 1.85 }} forearm={12} />
      <ArcArrow c={[60, 104]} r={86} from={-122} to={-58} heads="both" />
    </>
  );
}

function EarProblem() {
  const at = { x: 72, y: 56, s: 1.4 };
  return (
    <>
      <Diver {...at} torso={false} />
      <path d="M53 50q-5 1-5 6t5 6" stroke={ACCENT} strokeWidth={3} />
      <Hand pose="pointSide" at={{ x: 2, y: 62, rot: 84, s: 1.05, flip: true }} forearm={14} />
    </>
  );
}

function OutOfBreath() {
  const at = { x: 60, y: 36, s: 1 };
  const { left, right } = shoulders(at);
  return (
    <>
      <Diver {...at} />
      <Solid
        layers={hand('flat', { x: 40, y: 90, rot: 70, s: 0.62 }, { arm: [arm([left, [24, 96], [40, 90]])] })}
      />
      <Solid
        layers={hand('flat', { x: 80, y: 90, rot: -70, s: 0.62, flip: true }, {
          arm: [arm([right, [96, 96], [80, 90]])],
        })}
      />
      <Arrow pts={[[20, 78], [4, 72]]} heads="both" />
      <Arrow pts={[[100, 78], [116, 72]]} heads="both" />
    </>
  );
}

function Cold() {
  const at = { x: 60, y: 34, s: 1 };
  const { left, right } = shoulders(at);
  return (
    <>
      <Diver {...at} />
      <Solid
        layers={hand('flat', { x: 82, y: 72, rot: 20, s: 0.62, flip: true }, {
          arm: [arm([left, [34, 98], [82, 72]])],
        })}
      />
      <Solid
        layers={hand('flat', { x: 38, y: 74, rot: -20, s: 0.62 }, { arm: [arm([right, [86, 100], [38, 74]])] })}
      />
      <MotionTicks
        lines={[
          [[14, 56], [20, 62]],
          [[10, 66], [18, 70]],
          [[106, 56], [100, 62]],
          [[110, 66], [102, 70]],
        ]}
      />
    </>
  );
}

function Danger() {
  const at = { x: 34, y: 44, s: 0.9 };
  const { right } = shoulders(at);
  return (
    <>
      <Diver {...at} />
      <Solid layers={hand('fist', { x: 88, y: 66, rot: 90, s: 0.62 }, { arm: [arm([right, [72, 66], [88, 66]], 0.9)] })} />
      <g stroke={ACCENT} strokeWidth={3}>
        <path d="M100 16l15 26h-30z" fill={ACCENT} fillOpacity={0.15} />
        <path d="M100 25v7M100 37v0.5" />
      </g>
    </>
  );
}

export const PROBLEM_DRAWINGS: Record<string, () => ReactNode> = {
  problem: Problem,
  'ear-problem': EarProblem,
  'out-of-breath': OutOfBreath,
  cold: Cold,
  danger: Danger,
};
