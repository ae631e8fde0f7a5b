// Drawings for the buddy and team signals.
import type { ReactNode } from 'react';
import { Arrow } from '../parts/arrows.tsx';
import { arm, Diver, shoulders } from '../parts/body.tsx';
import { Hand } from '../parts/hand.tsx';
import { hand } from '../parts/hand-shapes.ts';
import { blob, cap, crease, layer, Solid } from '../parts/solid.tsx';

function BuddyUp() {
  return (
    <>
      <Hand pose="point" at={{ x: 44, y: 112, s: 1.5, flip: true }} forearm={10} />
      <Hand pose="point" at={{ x: 74.5, y: 112, s: 1.5 }} forearm={10} />
    </>
  );
}

/** Two hands gripping: the right hand behind, the left hand's fingers wrapped over its back. */
function HoldOn() {
  return (
    <Solid
      layers={[
        layer([
          cap([[122, 96], [80, 72]], 15),
          blob([[84, 64], [66, 56], [58, 70], [76, 82]], 6),
          cap([[64, 58], [54, 56]], 6.5),
        ]),
        layer(
          [
            cap([[-2, 96], [38, 74]], 15),
            blob([[34, 66], [52, 58], [60, 74], [42, 82]], 6),
            cap([[50, 58], [66, 52], [76, 58]], 6, true),
            cap([[54, 64], [70, 59], [80, 66]], 6.2, true),
            cap([[57, 70], [73, 66], [82, 73]], 6, true),
            cap([[58, 76], [72, 73], [80, 80]], 5.4, true),
          ],
          [
            crease([[57, 61], [71, 55.5], [78, 61]], true),
            crease([[60, 67], [73, 62.5], [81, 69]], true),
            crease([[62, 73], [74, 69.5], [81, 76]], true),
          ],
        ),
        layer([cap([[40, 66], [50, 54], [60, 48]], 6.4, true)]),
      ]}
    />
  );
}

function LeadFollow() {
  return (
    <>
      <Hand pose="pointSide" at={{ x: 4, y: 92, rot: 90, s: 1.05 }} forearm={8} />
      <Hand pose="pointSide" at={{ x: 50, y: 60, rot: 90, s: 1.05 }} forearm={8} />
      <Arrow pts={[[86, 28], [112, 28]]} />
    </>
  );
}

function ComeHere() {
  const at = { x: 28, y: 52, s: 0.8 };
  const { right } = shoulders(at);
  return (
    <>
      <Diver {...at} />
      <Solid
        layers={hand('edge', { x: 88, y: 82, rot: -8, s: 1.05, flip: true }, {
          arm: [arm([right, [70, 96], [88, 82]], 0.85)],
        })}
      />
      <Arrow pts={[[100, 40], [92, 26], [74, 24], [56, 38]]} smooth />
    </>
  );
}

export const BUDDY_DRAWINGS: Record<string, () => ReactNode> = {
  'buddy-up': BuddyUp,
  'hold-on': HoldOn,
  'lead-follow': LeadFollow,
  'come-here': ComeHere,
};
