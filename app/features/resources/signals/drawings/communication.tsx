// Drawings for the everyday status and communication signals.
import type { ReactNode } from 'react';
import { Arrow, ArcArrow } from '../parts/arrows.tsx';
import { arm, Diver, shoulders } from '../parts/body.tsx';
import { Hand } from '../parts/hand.tsx';
import { hand } from '../parts/hand-shapes.ts';
import { ACCENT, Solid } from '../parts/solid.tsx';

function Ok() {
  return <Hand pose="ok" at={{ x: 66, y: 100, s: 2 }} forearm={14} />;
}

function YesNo() {
  return (
    <>
      <Diver x={34} y={58} s={1.05} torso={false} />
      <Diver x={88} y={58} s={1.05} torso={false} />
      <ArcArrow c={[34, 58]} r={24} from={-150} to={-210} heads="both" />
      <Arrow pts={[[70, 88], [106, 88]]} heads="both" />
      <g stroke={ACCENT} strokeWidth={3}>
        <path d="M27 24l5 5 9-10" />
        <path d="M82 19l10 10M92 19l-10 10" />
      </g>
    </>
  );
}

function DontKnow() {
  const at = { x: 60, y: 46, s: 0.9 };
  const { left, right } = shoulders(at);
  return (
    <>
      <Diver {...at} />
      <Solid
        layers={hand('edge', { x: 22, y: 84, rot: -100, s: 0.62, flip: true }, {
          arm: [arm([left, [30, 100], [22, 84]], 0.9)],
        })}
      />
      <Solid
        layers={hand('edge', { x: 98, y: 84, rot: 100, s: 0.62 }, {
          arm: [arm([right, [90, 100], [98, 84]], 0.9)],
        })}
      />
      <Arrow pts={[[30, 64], [30, 48]]} />
      <Arrow pts={[[90, 64], [90, 48]]} />
    </>
  );
}

function Stop() {
  return <Hand pose="flat" at={{ x: 62, y: 102, s: 2.05 }} forearm={14} />;
}

const LOOKER = { x: 40, y: 58, s: 1.3 };

function Look() {
  return (
    <>
      <Diver {...LOOKER} />
      <Solid
        layers={hand('vee', { x: 92, y: 80, rot: -58, s: 1 }, {
          arm: [arm([shoulders(LOOKER).right, [100, 100], [92, 80]], 1.2)],
        })}
      />
      <Arrow pts={[[62, 40], [84, 28], [108, 24]]} smooth dashed />
    </>
  );
}

export const COMMUNICATION_DRAWINGS: Record<string, () => ReactNode> = {
  ok: Ok,
  'yes-no': YesNo,
  'dont-know': DontKnow,
  stop: Stop,
  look: Look,
};
