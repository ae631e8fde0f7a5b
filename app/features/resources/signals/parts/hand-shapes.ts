// Hand shapes, each authored once in the hand's own frame: wrist at the origin, fingers towards negative y,
// thumb on the negative-x side, palm about 20 units wide. `hand()` places a shape on the drawing and can add
// a forearm that merges into the same outline.
import { arcPoints, type Place, type Pt } from './geometry.ts';
import { blob, cap, crease, layer, mergeInto, placeLayers, type Crease, type Layer, type Part } from './solid.tsx';

export type HandPose =
  | 'flat'
  | 'spread'
  | 'fist'
  | 'thumb'
  | 'pointSide'
  | 'twoSide'
  | 'point'
  | 'two'
  | 'vee'
  | 'three'
  | 'ok'
  | 'bunched'
  | 'wiggle'
  | 'edge'
  | 'beckon'
  | 'flatThumbOut'
  | 'mouth';

const BASE_Y = -15;
const FINGER_X = [-7.3, -2.4, 2.4, 7.1] as const;
const FINGER_LEN = [15, 17, 15.5, 12] as const;
const FINGER_W = [5.6, 5.8, 5.6, 5] as const;

const PALM = blob(
  [
    [-8.5, 3],
    [8.5, 3],
    [10, -16],
    [-10, -16],
  ],
  5,
);

function straightFinger(i: 0 | 1 | 2 | 3, angle = 0, lengthFactor = 1): Part {
  const x = FINGER_X[i];
  const len = FINGER_LEN[i] * lengthFactor + 2;
  const a = (angle * Math.PI) / 180;
  const tip: Pt = [x + Math.sin(a) * len, BASE_Y - 2 - Math.cos(a) * len];
  return cap([[x, BASE_Y + 2], tip], FINGER_W[i]);
}

/** A finger folded into the palm, seen from the front: only its middle joint shows above the palm. */
function curledFinger(i: 0 | 1 | 2 | 3): Part {
  const x = FINGER_X[i];
  return cap([[x, -10], [x, -19.5]], FINGER_W[i] + 0.4);
}

/** The line between finger `i` and the next one. */
function gapCrease(i: 0 | 1 | 2, top: number, bottom = -18): Crease {
  const next = i === 0 ? 1 : i === 1 ? 2 : 3;
  const x = (FINGER_X[i] + FINGER_X[next]) / 2;
  return crease([[x, bottom], [x, top]]);
}

/** The thumb folded across the front of curled fingers. */
function thumbAcross(reachX: number): Layer {
  return layer([cap([[-10.5, -3], [-7, -8.5], [reachX, -10.5]], 6, true)]);
}

/** A fist seen from the thumb side; the curled fingers stack up on the positive-x side. */
const SIDE_FIST = blob(
  [
    [-8, 3],
    [8, 3],
    [10, -6],
    [9.5, -16],
    [6, -21],
    [-4, -21],
    [-8.5, -13],
  ],
  6,
  true,
);

const CURLED_STACK = [
  crease([[2, -19.5], [2, -4], [3.5, -1]], true),
  crease([[2, -15], [9.6, -15]]),
  crease([[2, -9.8], [10, -9.8]]),
  crease([[2, -4.8], [9.2, -4.4]]),
];

const POSES: Record<HandPose, () => Layer[]> = {
  flat: () => [
    layer(
      [
        PALM,
        straightFinger(0, -2),
        straightFinger(1, -0.5),
        straightFinger(2, 1),
        straightFinger(3, 2.5),
        cap([[-7, 0], [-12.5, -7], [-14, -14]], 6.2, true),
      ],
      [gapCrease(0, -29), gapCrease(1, -30), gapCrease(2, -26), crease([[-9.6, -13], [-8.6, -4]])],
    ),
  ],
  spread: () => [
    layer([
      PALM,
      straightFinger(0, -17),
      straightFinger(1, -5),
      straightFinger(2, 7),
      straightFinger(3, 19),
      cap([[-7, 0], [-15, -7], [-21, -11]], 6.2, true),
    ]),
  ],
  fist: () => [
    layer(
      [PALM, curledFinger(0), curledFinger(1), curledFinger(2), curledFinger(3)],
      [gapCrease(0, -20, -12), gapCrease(1, -20, -12), gapCrease(2, -20, -12)],
    ),
    thumbAcross(1.5),
  ],
  // Seen from the thumb side with the forearm below: the "thumbs up" of ascending.
  thumb: () => [
    layer(
      [SIDE_FIST, cap([[-4, -12], [-4.5, -26], [-3.6, -38]], 7.6, true)],
      [...CURLED_STACK, crease([[-6.2, -33], [-2, -33.4]])],
    ),
  ],
  // Seen from the thumb side: index up, the other fingers curled, the thumb laid along them.
  pointSide: () => [
    layer([SIDE_FIST, cap([[3, -14], [3, -44]], 6.2)], CURLED_STACK.slice(1)),
    layer([cap([[-7, -3], [-6, -13], [0.5, -18.5]], 6.2, true)]),
  ],
  twoSide: () => [
    layer(
      [SIDE_FIST, cap([[5.5, -14], [5.8, -41]], 6.2), cap([[1.5, -14], [1.5, -44]], 6.2)],
      [...CURLED_STACK.slice(2), crease([[3.6, -20], [3.7, -39]])],
    ),
    layer([cap([[-7, -3], [-6, -13], [0.5, -18.5]], 6.2, true)]),
  ],
  point: () => [
    layer(
      [PALM, straightFinger(0, 0, 1.15), curledFinger(1), curledFinger(2), curledFinger(3)],
      [gapCrease(1, -20, -12), gapCrease(2, -20, -12)],
    ),
    thumbAcross(4),
  ],
  two: () => [
    layer(
      [PALM, straightFinger(0, -1), straightFinger(1, 1), curledFinger(2), curledFinger(3)],
      [gapCrease(0, -29), gapCrease(2, -20, -12)],
    ),
    thumbAcross(6),
  ],
  vee: () => [
    layer(
      [PALM, straightFinger(0, -21), straightFinger(1, 14), curledFinger(2), curledFinger(3)],
      [gapCrease(2, -20, -12)],
    ),
    thumbAcross(6),
  ],
  three: () => [
    layer(
      [PALM, straightFinger(0, -10), straightFinger(1, 0), straightFinger(2, 10), curledFinger(3)],
      [],
    ),
    layer([cap([[-11, -2], [-6, -8], [4, -10], [8, -13]], 6.2, true)]),
  ],
  // Thumb and index make a ring; the other three fingers stay up.
  ok: () => {
    const ring = arcPoints([-15, -18], 7.5, 0, -230, 10).map(([x, y]): Pt => [x, y]);
    return [
      layer([
        PALM,
        straightFinger(1, 0),
        straightFinger(2, 8),
        straightFinger(3, 17),
        cap([[-7, BASE_Y + 1], ...ring.slice(1)], 5.6, true),
        cap([[-7, 0], [-12, -6], [-17.5, -11]], 6.2, true),
      ]),
    ];
  },
  // Fingertips and thumb brought together into a point.
  bunched: () => [
    layer(
      [
        PALM,
        cap([[-7.3, -13], [-3, -30]], 5.6),
        cap([[-2.4, -13], [-0.6, -33]], 5.8),
        cap([[2.4, -13], [1.6, -32]], 5.6),
        cap([[7.1, -13], [3.8, -28]], 5),
        cap([[-7, 0], [-10, -14], [-4, -29]], 6.2, true),
      ],
      [crease([[-1.5, -18], [-1.6, -28]]), crease([[2, -18], [2.2, -26]])],
    ),
  ],
  // Spread fingers with a wave in them, for tentacles; the thumb joins in.
  wiggle: () => {
    const wave = (x: number, y: number, angle: number, len: number): Pt[] => {
      const pts: Pt[] = [];
      const a = (angle * Math.PI) / 180;
      for (let k = 0; k <= 4; k += 1) {
        const d = (len * k) / 4;
        const side = k === 0 ? 0 : (k % 2 === 0 ? -1 : 1) * 2.4;
        pts.push([x + Math.sin(a) * d + Math.cos(a) * side, y - Math.cos(a) * d + Math.sin(a) * side]);
      }
      return pts;
    };
    return [
      layer([
        PALM,
        cap(wave(-8, -14, -34, 24), 5.2, true),
        cap(wave(-2.6, -15, -11, 27), 5.4, true),
        cap(wave(2.6, -15, 11, 26), 5.2, true),
        cap(wave(8, -14, 34, 22), 4.8, true),
        cap(wave(-9, -4, -42, 20), 5.6, true),
      ]),
    ];
  },
  // A flat hand seen edge-on from the thumb side: palm and stacked fingers form one blade, with the thumb
  // standing slightly off its edge.
  edge: () => [
    layer(
      [
        blob(
          [
            [-5, 3],
            [5, 3],
            [5.6, -14],
            [4.8, -30],
            [3, -35],
            [0, -37],
            [-3, -35],
            [-4.6, -22],
            [-5.5, -8],
          ],
          4,
          true,
        ),
        cap([[-3, -1], [-8, -9], [-8.6, -19]], 5.6, true),
      ],
      [crease([[0.6, -22], [1, -33]]), crease([[-5.4, -4.5], [-5.8, -16]], true)],
    ),
  ],
  // Seen from the side, fingers bending towards the palm as they do when beckoning.
  beckon: () => [
    layer(
      [
        blob(
          [
            [-5, 3],
            [5, 3],
            [6, -14],
            [-4.5, -16],
          ],
          4,
        ),
        cap([[0.5, -12], [1.5, -24], [6, -31], [11, -31.5]], 7, true),
        cap([[-3, -1], [-8, -9], [-8.6, -18]], 5.6, true),
      ],
      [crease([[-5.4, -4.5], [-5.8, -15]], true)],
    ),
  ],
  flatThumbOut: () => [
    layer(
      [
        PALM,
        straightFinger(0, -2),
        straightFinger(1, -0.5),
        straightFinger(2, 1),
        straightFinger(3, 2.5),
        cap([[-6, -4], [-14, -9], [-22, -10]], 6.2, true),
      ],
      [gapCrease(0, -29), gapCrease(1, -30), gapCrease(2, -26)],
    ),
  ],
  // Fingers together above, thumb below and apart: a mouth seen from the side. Fingers on the negative-x
  // side, so after a quarter turn to the right they are the upper jaw.
  mouth: () => [
    layer(
      [
        blob(
          [
            [-6, 3],
            [6, 3],
            [7, -8],
            [-6.5, -14],
          ],
          5,
        ),
        cap([[-1, -8], [-5, -24], [-10, -37]], 9, true),
        cap([[3, -5], [9, -15], [15, -24]], 7, true),
      ],
      [crease([[-3.2, -19], [-7.8, -33]], true)],
    ),
  ],
};

export type HandOptions = {
  /** Length of forearm drawn from the wrist, in the hand's own units. */
  forearm?: number;
  /** Arm parts already on the drawing's coordinates, merged with the hand into one outline. */
  arm?: Part[];
};

export function hand(pose: HandPose, at: Place, options: HandOptions = {}): Layer[] {
  let layers = POSES[pose]();
  if (options.forearm) {
    const side = pose === 'edge' || pose === 'beckon' || pose === 'mouth';
    const sideFist = pose === 'thumb' || pose === 'pointSide' || pose === 'twoSide';
    const w = side ? 10.5 : sideFist ? 13 : 12;
    layers = mergeInto(layers, [cap([[0, 0], [0, options.forearm]], w)]);
  }
  const placed = placeLayers(layers, at);
  return options.arm ? mergeInto(placed, options.arm) : placed;
}
