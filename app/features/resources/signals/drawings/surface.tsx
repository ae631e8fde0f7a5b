// Drawings for the signals made at the surface, where the whole arm is used so a boat can see them.
import type { ReactNode } from 'react';
import { ArcArrow, WaterLine } from '../parts/arrows.tsx';
import { arm, Diver, shoulders } from '../parts/body.tsx';
import { hand } from '../parts/hand-shapes.ts';
import { blob, cap, crease, layer, Solid } from '../parts/solid.tsx';

const SWIMMER = { x: 60, y: 66, s: 0.95 };

function OkSurfaceBoth() {
  const { left, right } = shoulders(SWIMMER);
  return (
    <>
      <Diver {...SWIMMER} regulator={false} />
      <Solid
        layers={hand('fist', { x: 56, y: 22, rot: 100, s: 0.6 }, {
          arm: [arm([left, [18, 70], [24, 36], [54, 22]], 0.95)],
        })}
      />
      <Solid
        layers={hand('fist', { x: 64, y: 22, rot: -100, s: 0.6, flip: true }, {
          arm: [arm([right, [102, 70], [96, 36], [66, 22]], 0.95)],
        })}
      />
      <WaterLine y={96} />
    </>
  );
}

function OkSurfaceOne() {
  const { right } = shoulders(SWIMMER);
  return (
    <>
      <Diver {...SWIMMER} regulator={false} />
      <Solid
        layers={hand('flat', { x: 70, y: 48, rot: -120, s: 0.6, flip: true }, {
          arm: [arm([right, [104, 64], [96, 36], [72, 44]], 0.95)],
        })}
      />
      <WaterLine y={96} />
    </>
  );
}

function HelpSurface() {
  const { right } = shoulders(SWIMMER);
  return (
    <>
      <Diver {...SWIMMER} regulator={false} />
      <Solid
        layers={hand('spread', { x: 94, y: 32, rot: 10, s: 0.7 }, { arm: [arm([right, [94, 62], [94, 32]], 0.95)] })}
      />
      <ArcArrow c={[94, 60]} r={52} from={-128} to={-62} heads="both" />
      <WaterLine y={96} />
    </>
  );
}

function Boat() {
  return (
    <>
      {/* Two hands cupped side by side, palms up, little fingers touching: the hull. */}
      <Solid
        layers={[
          layer([cap([[56, 96], [44, 126]], 12), cap([[64, 96], [76, 126]], 12)]),
          layer(
            [
              blob(
                [
                  [60, 87],
                  [44, 85],
                  [31, 78],
                  [21, 68],
                  [15, 60],
                  [12, 66],
                  [18, 79],
                  [31, 91],
                  [46, 99],
                  [60, 101],
                ],
                3,
                true,
              ),
              blob(
                [
                  [60, 87],
                  [76, 85],
                  [89, 78],
                  [99, 68],
                  [105, 60],
                  [108, 66],
                  [102, 79],
                  [89, 91],
                  [74, 99],
                  [60, 101],
                ],
                3,
                true,
              ),
            ],
            [
              crease([[60, 88], [60, 100]]),
              crease([[17, 67], [24, 76], [32, 83]], true),
              crease([[103, 67], [96, 76], [88, 83]], true),
            ],
          ),
        ]}
      />
      <WaterLine y={100} />
    </>
  );
}

export const SURFACE_DRAWINGS: Record<string, () => ReactNode> = {
  'ok-surface-both': OkSurfaceBoth,
  'ok-surface-one': OkSurfaceOne,
  'help-surface': HelpSurface,
  boat: Boat,
};
