// Drawings for the depth, ascent and descent signals.
import type { ReactNode } from 'react';
import { Arrow } from '../parts/arrows.tsx';
import { Hand } from '../parts/hand.tsx';
import { hand } from '../parts/hand-shapes.ts';
import { ACCENT, blob, cap, crease, layer, Solid } from '../parts/solid.tsx';

function Ascend() {
  return (
    <>
      <Hand pose="thumb" at={{ x: 50, y: 106, s: 1.75 }} forearm={10} />
      <Arrow pts={[[98, 96], [98, 22]]} />
    </>
  );
}

function Descend() {
  return (
    <>
      <Hand pose="thumb" at={{ x: 50, y: 18, rot: 180, s: 1.75, flip: true }} forearm={10} />
      <Arrow pts={[[98, 24], [98, 98]]} />
    </>
  );
}

function LevelOff() {
  return (
    <>
      <Hand pose="edge" at={{ x: 16, y: 56, rot: 90, s: 1.6 }} forearm={14} />
      <Arrow pts={[[24, 88], [106, 88]]} heads="both" />
    </>
  );
}

function SafetyStop() {
  return (
    <>
      <Hand pose="three" at={{ x: 64, y: 104, s: 1.35 }} forearm={14} />
      <Hand pose="edge" at={{ x: 10, y: 44, rot: 90, s: 1.55 }} forearm={12} />
    </>
  );
}

/** The inflator held up in a fist, the deflate button on top pressed. */
function DeflateBcd() {
  const ribs = [];
  for (let y = 116; y >= 84; y -= 6.5) ribs.push(crease([[28 + (116 - y) * 0.5, y + 2], [40 + (116 - y) * 0.5, y - 1]]));
  return (
    <>
      <Solid layers={[layer([cap([[22, 128], [36, 100], [54, 74]], 12, true)], ribs)]} />
      <Solid layers={[layer([blob([[48, 26], [66, 26], [66, 70], [48, 70]], 6)])]} />
      <rect x={51} y={17} width={12} height={8} rx={3} fill={ACCENT} stroke="currentColor" strokeWidth={2.6} />
      <Solid layers={hand('fist', { x: 59, y: 84, s: 1.2 }, { forearm: 36 })} />
      <Arrow pts={[[57, 2], [57, 12]]} />
      <g stroke={ACCENT} strokeWidth={2.4}>
        <circle cx={36} cy={16} r={3.5} />
        <circle cx={28} cy={28} r={2.5} />
        <circle cx={80} cy={14} r={3} />
        <circle cx={88} cy={26} r={2.2} />
      </g>
    </>
  );
}

export const DEPTH_DRAWINGS: Record<string, () => ReactNode> = {
  ascend: Ascend,
  descend: Descend,
  'level-off': LevelOff,
  'safety-stop': SafetyStop,
  'deflate-bcd': DeflateBcd,
};
