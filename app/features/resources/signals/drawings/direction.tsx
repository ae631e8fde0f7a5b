// Drawings for the direction and movement signals.
import type { ReactNode } from 'react';
import { Arrow, ArcArrow } from '../parts/arrows.tsx';
import { Hand } from '../parts/hand.tsx';
import { cap, layer, Solid } from '../parts/solid.tsx';

function GoThatWay() {
  return (
    <>
      <Hand pose="thumb" at={{ x: 36, y: 62, rot: 90, s: 1.65 }} forearm={16} />
      <Arrow pts={[[30, 100], [104, 100]]} />
    </>
  );
}

function WhichWay() {
  return (
    <>
      <Hand pose="thumb" at={{ x: 62, y: 108, s: 1.6 }} forearm={10} />
      <ArcArrow c={[58, 80]} r={44} from={-172} to={-8} heads="both" />
    </>
  );
}

function TurnAround() {
  return (
    <>
      <Hand pose="pointSide" at={{ x: 56, y: 110, s: 1.6 }} forearm={10} />
      <ArcArrow c={[61, 32]} r={16} from={130} to={410} />
    </>
  );
}

function UnderOverAround() {
  return (
    <>
      {/* A rock arch: the way over it and the way under it. */}
      <Solid layers={[layer([cap([[52, 112], [56, 84], [74, 72], [92, 82], [96, 112]], 13, true)])]} />
      <path d="M30 112h84" strokeWidth={2.6} />
      <Hand pose="edge" at={{ x: 2, y: 62, rot: 90, s: 1.05 }} forearm={4} />
      <Arrow pts={[[46, 58], [74, 48], [112, 64]]} smooth />
      <Arrow pts={[[40, 82], [60, 100], [84, 102], [114, 96]]} smooth dashed />
    </>
  );
}

function SlowDown() {
  return (
    <>
      <Hand pose="edge" at={{ x: 18, y: 52, rot: 90, s: 1.6 }} forearm={14} />
      <Arrow pts={[[58, 74], [58, 104]]} heads="both" />
    </>
  );
}

export const DIRECTION_DRAWINGS: Record<string, () => ReactNode> = {
  'go-that-way': GoThatWay,
  'which-way': WhichWay,
  'turn-around': TurnAround,
  'under-over-around': UnderOverAround,
  'slow-down': SlowDown,
};
