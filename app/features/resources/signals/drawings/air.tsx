// Drawings for the air and gas signals.
import type { ReactNode } from 'react';
import { Arrow, MotionTicks } from '../parts/arrows.tsx';
import { arm, Diver, shoulders } from '../parts/body.tsx';
import { Hand } from '../parts/hand.tsx';
import { hand } from '../parts/hand-shapes.ts';
import { ACCENT, Solid } from '../parts/solid.tsx';

function LowOnAir() {
  const at = { x: 60, y: 32, s: 1 };
  const { left } = shoulders(at);
  return (
    <>
      <Diver {...at} />
      <Solid layers={hand('fist', { x: 58, y: 96, rot: 8, s: 0.85 }, { arm: [arm([left, [20, 100], [58, 96]])] })} />
      <MotionTicks
        lines={[
          [[80, 72], [88, 66]],
          [[82, 82], [92, 82]],
          [[80, 92], [88, 98]],
        ]}
      />
    </>
  );
}

function OutOfAir() {
  const at = { x: 60, y: 38, s: 1.25 };
  const { right } = shoulders(at);
  return (
    <>
      <Diver {...at} />
      <Solid
        layers={hand('edge', { x: 92, y: 66, rot: -96, s: 0.95 }, {
          arm: [arm([right, [112, 96], [92, 66]], 1.1)],
        })}
      />
      <Arrow pts={[[86, 82], [34, 82]]} />
    </>
  );
}

function ShareAir() {
  const at = { x: 44, y: 56, s: 1.35 };
  return (
    <>
      <Diver {...at} />
      <Hand pose="bunched" at={{ x: 112, y: 74, rot: -96, s: 1.2 }} forearm={16} />
      <Arrow pts={[[58, 92], [80, 92]]} heads="both" />
    </>
  );
}

function HowMuchAir() {
  return (
    <>
      <Hand pose="flat" at={{ x: 38, y: 106, rot: 12, s: 1.45 }} forearm={14} />
      <Hand pose="twoSide" at={{ x: 116, y: 70, rot: -80, s: 1.1 }} forearm={16} />
      <text x={18} y={26} fill={ACCENT} stroke="none" fontSize={22} fontWeight={700} fontFamily="inherit">
        ?
      </text>
    </>
  );
}

function PressureNumbers() {
  return (
    <>
      <Hand pose="two" at={{ x: 30, y: 112, s: 1.25 }} forearm={10} />
      <Hand pose="three" at={{ x: 88, y: 112, s: 1.25 }} forearm={10} />
      <Arrow pts={[[48, 34], [70, 34]]} />
      <g fill={ACCENT} stroke="none" fontSize={16} fontWeight={700} fontFamily="inherit" textAnchor="middle">
        <text x={24} y={24}>
          2
        </text>
        <text x={88} y={24}>
          3
        </text>
      </g>
    </>
  );
}

export const AIR_DRAWINGS: Record<string, () => ReactNode> = {
  'low-on-air': LowOnAir,
  'out-of-air': OutOfAir,
  'share-air': ShareAir,
  'how-much-air': HowMuchAir,
  'pressure-numbers': PressureNumbers,
};
