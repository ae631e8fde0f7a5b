// A full dive plan from the user's segments: descent and bottom as given, then the generated ascent with its
// stops, gas switches and safety stop, plus runtime, oxygen exposure and gas use.
import { ascend, type AscentResult } from './ascent.ts';
import { userCeilingViolation } from './ceiling.ts';
import { Dive, gasAt, type ProfilePiece, type StopReasons } from './dive.ts';
import type { Gas } from './gases.ts';
import { saturatedTissues, type GfLine } from './model.ts';
import { checkGasAtDepth } from './ndl.ts';
import { environmentFor, resolveOptions, type DecoOptions } from './options.ts';
import { fromTissues, toTissues, validateState, type TissueState } from './repetitive.ts';
import {
  DecoInputError,
  expectDepth,
  expectInteger,
  expectNumber,
  expectRecord,
  rejectUnknownKeys,
  validateGas,
} from './validation.ts';

export interface PlanSegmentInput {
  /** Depth at the end of the segment, metres. */
  toDepthM: number;
  /**
   * Time of the whole segment in seconds, travel included: the diver moves from the previous depth to
   * toDepthM at the descent (or ascent) rate, then stays there for the rest of the time.
   */
  durationS: number;
  /** Index into the plan's gases. */
  gas: number;
}

export interface PlanInput {
  gases: Gas[];
  segments: PlanSegmentInput[];
  options?: Partial<DecoOptions>;
  /** Tissue state at the start (from afterSurfaceInterval); a rested diver when absent. */
  startState?: TissueState;
}

/** A segment of the finished plan; consecutive generated pieces of the same kind and gas are merged. */
export interface PlanSegment {
  startTimeS: number;
  startDepthM: number;
  endDepthM: number;
  durationS: number;
  gas: number;
  generated: boolean;
}

export interface PlanStop extends StopReasons {
  depthM: number;
  /** Runtime at which the diver arrives at the stop. */
  startTimeS: number;
  durationS: number;
  gas: number;
}

export interface DivePlan {
  segments: PlanSegment[];
  /** Generated time at constant depth: decompression stops, the safety stop and gas switches. */
  stops: PlanStop[];
  runtimeS: number;
  maxDepthM: number;
  /** Time-weighted mean depth of the user's segments; the ascent rate bands are fractions of it. */
  averageDepthM: number;
  /** True when at least one decompression stop (not just a safety stop or gas switch) is needed. */
  decoRequired: boolean;
  /** Depth of the deepest decompression stop; null without decompression. */
  firstStopDepthM: number | null;
  /** Where GF low applies on the gradient factor line; null when no anchor was needed. */
  gfLowAnchorDepthM: number | null;
  /** Runtime at which the generated ascent begins. */
  ascentStartS: number;
  /** CNS clock at the end of the dive, percent (including what the start state carried). */
  cnsPercent: number;
  /** OTU at the end of the dive (including what the start state carried). */
  otu: number;
  /** Free gas (litres at 1 bar) breathed from each of the plan's gases. */
  gasUsedL: number[];
  warnings: string[];
  /** The unmerged profile exactly as simulated; the ceiling sampler replays it. */
  profile: ProfilePiece[];
  gases: Gas[];
  options: DecoOptions;
  startState: TissueState;
  endState: TissueState;
  gfLine: GfLine;
}

const MAX_GASES = 10;
const MAX_SEGMENTS = 100;
const MAX_SEGMENT_S = 24 * 3600;

export function planDive(input: PlanInput): DivePlan {
  const record = expectRecord(input, '');
  rejectUnknownKeys(record, ['gases', 'segments', 'options', 'startState'], '', 'field');
  const options = resolveOptions(record.options);
  const env = environmentFor(options);
  const gases = validateGases(record.gases);
  const segments = validateSegments(record.segments, gases.length);
  const startState =
    record.startState === undefined
      ? fromTissues(saturatedTissues(env.surfaceBar), 0, 0)
      : validateState(record.startState, 'startState');

  const dive = new Dive(env, options, gases, toTissues(startState), startState.cnsPercent, startState.otu);
  dive.gas = segments[0]?.gas ?? 0;
  let maxDepthM = 0;
  let depthTimeMS = 0;
  segments.forEach((segment, i) => {
    const path = `segments[${i}]`;
    const gas = gasAt(gases, segment.gas);
    checkGasAtDepth(env, gas, Math.max(dive.depthM, segment.toDepthM), options.maxPpO2, path);
    checkGasAtDepth(env, gas, Math.min(dive.depthM, segment.toDepthM), options.maxPpO2, path);
    const rate = segment.toDepthM > dive.depthM ? options.descentMPerMin : options.ascentMPerMin;
    const exactTravelS = (Math.abs(segment.toDepthM - dive.depthM) / rate) * 60;
    if (exactTravelS > segment.durationS + 1e-6) {
      throw new DecoInputError(
        `${path}.durationS`,
        `${segment.durationS} s is too short to go from ${dive.depthM} m to ${segment.toDepthM} m at ` +
          `${rate} m/min (needs ${Math.ceil(exactTravelS)} s)`,
      );
    }
    // Travel is rounded up to whole seconds so the profile stays in whole seconds; the speed is then
    // marginally below the configured rate, never above it.
    const travelS = Math.min(Math.ceil(exactTravelS - 1e-9), segment.durationS);
    dive.gas = segment.gas;
    depthTimeMS += ((dive.depthM + segment.toDepthM) / 2) * travelS + segment.toDepthM * (segment.durationS - travelS);
    dive.advance(segment.toDepthM, travelS, false);
    dive.advance(segment.toDepthM, segment.durationS - travelS, false);
    maxDepthM = Math.max(maxDepthM, segment.toDepthM);
  });

  const ascentStartS = dive.timeS;
  const averageDepthM = ascentStartS > 0 ? depthTimeMS / ascentStartS : 0;
  const userPieces = dive.pieces.length;
  const ascent: AscentResult = ascend(dive, maxDepthM, averageDepthM);
  const warnings = [...ascent.warnings];
  const endState = fromTissues(dive.tissues, dive.cnsPercent, dive.otu);
  const plan: DivePlan = {
    segments: mergeSegments(dive.pieces),
    stops: collectStops(dive.pieces.slice(userPieces)),
    runtimeS: dive.timeS,
    maxDepthM,
    averageDepthM,
    decoRequired: false,
    firstStopDepthM: null,
    gfLowAnchorDepthM: ascent.anchorDepthM,
    ascentStartS,
    cnsPercent: dive.cnsPercent,
    otu: dive.otu,
    gasUsedL: dive.gasUsedL,
    warnings,
    profile: dive.pieces,
    gases,
    options,
    startState,
    endState,
    gfLine: ascent.line,
  };
  const firstDecoStop = plan.stops.find((s) => s.decoS > 0);
  plan.decoRequired = firstDecoStop !== undefined;
  plan.firstStopDepthM = firstDecoStop?.depthM ?? null;
  const violation = userCeilingViolation(plan);
  if (violation !== null) {
    warnings.unshift(
      `the planned segments go above the decompression ceiling (at ${Math.round(violation.timeS)} s the ` +
        `ceiling is ${violation.ceilingM.toFixed(1)} m and the diver is at ${violation.depthM.toFixed(1)} m)`,
    );
  }
  if (dive.cnsPercent > 100) warnings.push(`CNS oxygen exposure reaches ${Math.round(dive.cnsPercent)} %`);
  return plan;
}

function validateGases(value: unknown): Gas[] {
  if (!Array.isArray(value) || value.length === 0) {
    throw new DecoInputError('gases', 'must be a non-empty list of gases');
  }
  if (value.length > MAX_GASES) throw new DecoInputError('gases', `at most ${MAX_GASES} gases`);
  return value.map((g, i) => validateGas(g, `gases[${i}]`));
}

function validateSegments(value: unknown, gasCount: number): PlanSegmentInput[] {
  if (!Array.isArray(value) || value.length === 0) {
    throw new DecoInputError('segments', 'must be a non-empty list of segments');
  }
  if (value.length > MAX_SEGMENTS) throw new DecoInputError('segments', `at most ${MAX_SEGMENTS} segments`);
  return value.map((raw, i) => {
    const path = `segments[${i}]`;
    const s = expectRecord(raw, path);
    rejectUnknownKeys(s, ['toDepthM', 'durationS', 'gas'], path, 'segment field');
    const toDepthM = expectDepth(s.toDepthM, `${path}.toDepthM`);
    const durationS = expectNumber(s.durationS, `${path}.durationS`, 0, MAX_SEGMENT_S, 's');
    if (durationS <= 0) throw new DecoInputError(`${path}.durationS`, 'must be greater than 0');
    const gas = expectInteger(s.gas, `${path}.gas`, 0, gasCount - 1);
    return { toDepthM, durationS, gas };
  });
}

function direction(piece: ProfilePiece): number {
  return Math.sign(piece.endDepthM - piece.startDepthM);
}

/**
 * Merges consecutive generated pieces with the same gas, direction and nominal rate (stops at one depth, or
 * an ascent within one rate band). The user's segments are kept as given.
 */
export function mergeSegments(pieces: readonly ProfilePiece[]): PlanSegment[] {
  const merged: PlanSegment[] = [];
  let previous: ProfilePiece | null = null;
  for (const piece of pieces) {
    const last = merged[merged.length - 1];
    if (
      previous !== null &&
      last !== undefined &&
      piece.generated &&
      previous.generated &&
      piece.gas === previous.gas &&
      direction(piece) === direction(previous) &&
      piece.rateMPerMin === previous.rateMPerMin
    ) {
      last.endDepthM = piece.endDepthM;
      last.durationS += piece.durationS;
    } else {
      merged.push({
        startTimeS: piece.startTimeS,
        startDepthM: piece.startDepthM,
        endDepthM: piece.endDepthM,
        durationS: piece.durationS,
        gas: piece.gas,
        generated: piece.generated,
      });
    }
    previous = piece;
  }
  return merged;
}

function collectStops(generated: readonly ProfilePiece[]): PlanStop[] {
  const stops: PlanStop[] = [];
  for (const piece of generated) {
    if (piece.stop === undefined) continue;
    const last = stops[stops.length - 1];
    const contiguous =
      last !== undefined &&
      last.depthM === piece.startDepthM &&
      Math.abs(last.startTimeS + last.durationS - piece.startTimeS) < 1e-6;
    if (contiguous && last.gas === piece.gas) {
      last.durationS += piece.durationS;
      last.decoS += piece.stop.decoS;
      last.safetyS += piece.stop.safetyS;
      last.gasSwitchS += piece.stop.gasSwitchS;
    } else {
      stops.push({ depthM: piece.startDepthM, startTimeS: piece.startTimeS, durationS: piece.durationS, gas: piece.gas, ...piece.stop });
    }
  }
  return stops;
}
