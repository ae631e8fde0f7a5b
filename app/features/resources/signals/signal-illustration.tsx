// One original line drawing per hand signal. Colours follow the page: lines use `currentColor`, fills use
// `--signal-surface` and motion arrows use `--signal-accent`. The drawings are decorative; the page gives
// every signal's name and description in text.
import type { ReactNode } from 'react';
import { AIR_DRAWINGS } from './drawings/air.tsx';
import { BUDDY_DRAWINGS } from './drawings/buddy.tsx';
import { COMMUNICATION_DRAWINGS } from './drawings/communication.tsx';
import { DEPTH_DRAWINGS } from './drawings/depth.tsx';
import { DIRECTION_DRAWINGS } from './drawings/direction.tsx';
import { MARINE_LIFE_DRAWINGS } from './drawings/marine-life.tsx';
import { PROBLEM_DRAWINGS } from './drawings/problems.tsx';
import { SURFACE_DRAWINGS } from './drawings/surface.tsx';
import { Frame } from './parts/frame.tsx';
import { ACCENT } from './parts/solid.tsx';

const DRAWINGS: Record<string, () => ReactNode> = {
  ...COMMUNICATION_DRAWINGS,
  ...PROBLEM_DRAWINGS,
  ...AIR_DRAWINGS,
  ...DIRECTION_DRAWINGS,
  ...DEPTH_DRAWINGS,
  ...BUDDY_DRAWINGS,
  ...SURFACE_DRAWINGS,
  ...MARINE_LIFE_DRAWINGS,
};

export function hasSignalIllustration(id: string): boolean {
  return Object.hasOwn(DRAWINGS, id);
}

export function SignalIllustration({ id, className }: { id: string; className?: string }) {
  const Drawing = Object.hasOwn(DRAWINGS, id) ? DRAWINGS[id] : undefined;
  if (!Drawing) {
    // An unknown id still gets a quiet placeholder so a page never breaks over a missing drawing.
    return (
      <Frame name="fallback" className={className}>
        <circle cx={60} cy={60} r={40} stroke={ACCENT} strokeDasharray="2 8" />
      </Frame>
    );
  }
  return (
    <Frame name={id} className={className}>
      <Drawing />
    </Frame>
  );
}
