// What the server sends the page about a planned dive: plain figures in metres, seconds, litres and bar,
// ready to be written in the reader's units. The planner library itself stays on the server.
import type { ReserveRule } from './planner-form.ts';

/** Deeper than this, the page reminds the reader that recreational training stops here. */
export const RECREATIONAL_LIMIT_M = 40;
/** An equivalent narcotic depth beyond this on the bottom gas gets a warning (the usual 30 m / 100 ft limit). */
export const MAX_END_M = 30;

/** A no-decompression limit in minutes, or 'unlimited'; null when it does not apply (a travel-gas dive). */
export type LimitView = number | 'unlimited' | null;

export type GasRole = 'bottom' | 'travel' | 'deco' | 'unused';

export type ReserveStatus = 'ok' | 'belowReserve' | 'belowTurn' | 'empty';

export type GasView = {
  slot: number;
  fO2: number;
  fHe: number;
  role: GasRole;
  /** Maximum operating depth at the working and the decompression ppO2, metres. */
  modWorkingM: number;
  modDecoM: number;
  /** Shallowest depth at which the gas is breathable (ppO2 0.16 bar); 0 at the surface. */
  minDepthM: number;
  /** A travel gas: where the bottom gas takes over on the way down. */
  travelToM: number | null;
  /** Where the ascent switches to this gas; null when it does not. */
  switchDepthM: number | null;
  /** Equivalent narcotic depth at the bottom (oxygen narcotic), for the bottom gas. */
  endAtBottomM: number | null;
  cylinder: {
    waterL: number;
    fillBar: number;
    /** Free gas breathed from it, litres at 1 bar; and in bar of this cylinder. */
    usedL: number;
    usedBar: number;
    endBar: number;
    /** The pressure to keep by the chosen rule. */
    reserveBar: number;
    /** For the bottom gas: the pressure at which to leave the bottom. */
    turnBar: number | null;
    /** Pressure planned at the end of the bottom phase (bottom gas only). */
    bottomEndBar: number | null;
    status: ReserveStatus;
  };
};

export type StopView = {
  depthM: number;
  startTimeS: number;
  durationS: number;
  /** The form row of the gas breathed at the stop. */
  slot: number;
  decoS: number;
  safetyS: number;
  gasSwitchS: number;
};

export type SegmentView = {
  startTimeS: number;
  startDepthM: number;
  endDepthM: number;
  durationS: number;
  slot: number;
  generated: boolean;
};

export type WarningCode = 'deco' | 'deep' | 'cns' | 'cnsHigh' | 'end' | 'reserve' | 'travel';

export type PlannedDiveView = {
  ok: true;
  runtimeS: number;
  maxDepthM: number;
  ascentStartS: number;
  decoRequired: boolean;
  decoTotalS: number;
  firstStopM: number | null;
  gfLowAnchorM: number | null;
  ndl: LimitView;
  /** For a repetitive dive: the limit a rested diver would have. */
  restedNdl: LimitView;
  maxPpO2: number;
  cnsPercent: number;
  otu: number;
  stops: StopView[];
  segments: SegmentView[];
  ceiling: { timeS: number; ceilingM: number }[];
  gases: GasView[];
  warnings: WarningCode[];
};

/** The library refused the plan (a stop beyond a day, say); the page says so instead of failing. */
export type UnplannableDiveView = { ok: false };

export type DiveView = PlannedDiveView | UnplannableDiveView;

export type PlanView = {
  first: DiveView;
  second: DiveView | null;
  intervalMin: number | null;
  reserve: ReserveRule;
};
