// Drawings for the marine-life signs. These vary between dive centres; the drawings show the common form.
import type { ReactNode } from 'react';
import { Arrow, ArcArrow, MotionTicks } from '../parts/arrows.tsx';
import { arm, Diver, shoulders } from '../parts/body.tsx';
import { Hand } from '../parts/hand.tsx';
import { hand } from '../parts/hand-shapes.ts';
import { Solid } from '../parts/solid.tsx';

function Shark() {
  const at = { x: 56, y: 64, s: 1.2 };
  const { right } = shoulders(at);
  return (
    <>
      <Diver {...at} />
      <Solid
        layers={hand('edge', { x: 58, y: 50, rot: 6, s: 1 }, { arm: [arm([right, [114, 74], [62, 50]], 1.1)] })}
      />
    </>
  );
}

function Hammerhead() {
  const at = { x: 60, y: 62, s: 1.15 };
  const { left, right } = shoulders(at);
  return (
    <>
      <Diver {...at} />
      <Solid layers={hand('fist', { x: 26, y: 60, rot: 80, s: 0.8 }, { arm: [arm([left, [12, 84], [22, 62]], 1.1)] })} />
      <Solid
        layers={hand('fist', { x: 94, y: 60, rot: -80, s: 0.8, flip: true }, {
          arm: [arm([right, [108, 84], [98, 62]], 1.1)],
        })}
      />
    </>
  );
}

function Turtle() {
  return (
    <>
      <Hand pose="flatThumbOut" at={{ x: 60, y: 98, s: 1.45, flip: true }} forearm={14} />
      <Hand pose="flatThumbOut" at={{ x: 60, y: 108, s: 1.45 }} forearm={10} />
      <ArcArrow c={[22, 90]} r={11} from={-40} to={220} />
      <ArcArrow c={[98, 80]} r={11} from={220} to={-40} />
    </>
  );
}

function Ray() {
  const at = { x: 60, y: 54, s: 0.8 };
  const { left, right } = shoulders(at);
  return (
    <>
      <Diver {...at} />
      <Solid
        layers={hand('edge', { x: 30, y: 70, rot: -90, s: 0.62, flip: true }, { arm: [arm([left, [34, 70], [30, 70]], 0.85)] })}
      />
      <Solid
        layers={hand('edge', { x: 90, y: 70, rot: 90, s: 0.62 }, {
          arm: [arm([right, [86, 70], [90, 70]], 0.85)],
        })}
      />
      <ArcArrow c={[20, 74]} r={20} from={-135} to={-45} heads="both" />
      <ArcArrow c={[100, 74]} r={20} from={-135} to={-45} heads="both" />
    </>
  );
}

function Octopus() {
  return (
    <>
      <Hand pose="wiggle" at={{ x: 60, y: 18, rot: 180, s: 1.6 }} forearm={14} />
      <MotionTicks
        lines={[
          [[14, 70], [8, 76]],
          [[16, 84], [8, 90]],
          [[106, 70], [112, 76]],
          [[104, 84], [112, 90]],
        ]}
      />
    </>
  );
}

function Moray() {
  return (
    <>
      <Hand pose="mouth" at={{ x: 24, y: 62, rot: 90, s: 1.6 }} forearm={14} />
      <Arrow pts={[[104, 54], [104, 80]]} heads="both" />
    </>
  );
}

function Lobster() {
  return (
    <>
      <Hand pose="vee" at={{ x: 32, y: 112, rot: -8, s: 1.3 }} forearm={8} />
      <Hand pose="vee" at={{ x: 90, y: 112, rot: 8, s: 1.3, flip: true }} forearm={8} />
      <ArcArrow c={[26, 48]} r={14} from={-140} to={-40} heads="both" />
      <ArcArrow c={[96, 48]} r={14} from={-140} to={-40} heads="both" />
    </>
  );
}

function Seahorse() {
  const at = { x: 60, y: 32, s: 0.9 };
  const { left, right } = shoulders(at);
  return (
    <>
      <Diver {...at} />
      <Solid layers={hand('fist', { x: 52, y: 92, rot: 80, s: 0.75 }, { arm: [arm([left, [24, 96], [48, 92]], 0.9)] })} />
      <Solid
        layers={hand('fist', { x: 68, y: 86, rot: -80, s: 0.75, flip: true }, {
          arm: [arm([right, [96, 92], [72, 86]], 0.9)],
        })}
      />
      <Arrow pts={[[106, 74], [106, 104]]} heads="both" />
    </>
  );
}

export const MARINE_LIFE_DRAWINGS: Record<string, () => ReactNode> = {
  shark: Shark,
  hammerhead: Hammerhead,
  turtle: Turtle,
  ray: Ray,
  octopus: Octopus,
  moray: Moray,
  lobster: Lobster,
  seahorse: Seahorse,
};
