// A placed hand as an element, for drawings that do not need to merge it with anything else.
import type { Place } from './geometry.ts';
import { hand, type HandOptions, type HandPose } from './hand-shapes.ts';
import { Solid } from './solid.tsx';

export function Hand({ pose, at, ...options }: { pose: HandPose; at: Place } & HandOptions) {
  return <Solid layers={hand(pose, at, options)} />;
}
