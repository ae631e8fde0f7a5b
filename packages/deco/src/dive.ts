// The running simulation of one dive: tissues, clock, oxygen exposure and gas use, advanced piece by piece.
// The plan builds on it; the ceiling sampler replays a finished plan with the same pieces.
import { depthToBar, type Environment } from './environment.ts';
import { nitrogenFraction, type Gas } from './gases.ts';
import { loadLinear, type Tissues } from './model.ts';
import type { DecoOptions } from './options.ts';
import { oxygenExposure } from './oxygen-toxicity.ts';

/** Why a piece of the generated ascent is spent at constant depth, in seconds by reason. */
export interface StopReasons {
  decoS: number;
  safetyS: number;
  gasSwitchS: number;
}

/** One straight line of the profile: constant speed, one gas. */
export interface ProfilePiece {
  startTimeS: number;
  startDepthM: number;
  endDepthM: number;
  durationS: number;
  gas: number;
  /** False for the user's own segments, true for the ascent, stops and switches the planner added. */
  generated: boolean;
  /** Set on generated pieces spent at one depth. */
  stop?: StopReasons;
  /** Set on generated ascending pieces: the nominal rate of their band, m/min. */
  rateMPerMin?: number;
}

/** The gas at an index that validation has already checked. */
export function gasAt(gases: readonly Gas[], index: number): Gas {
  const gas = gases[index];
  if (gas === undefined) throw new RangeError(`no gas at index ${index}`);
  return gas;
}

export class Dive {
  readonly env: Environment;
  readonly options: DecoOptions;
  readonly gases: readonly Gas[];
  readonly tissues: Tissues;
  readonly pieces: ProfilePiece[] = [];
  readonly gasUsedL: number[];
  timeS = 0;
  depthM = 0;
  gas = 0;
  cnsPercent: number;
  otu: number;

  constructor(
    env: Environment,
    options: DecoOptions,
    gases: readonly Gas[],
    tissues: Tissues,
    cnsPercent: number,
    otu: number,
  ) {
    this.env = env;
    this.options = options;
    this.gases = gases;
    this.tissues = tissues;
    this.cnsPercent = cnsPercent;
    this.otu = otu;
    this.gasUsedL = gases.map(() => 0);
  }

  /** An independent copy, for trying an ascent before committing to it. */
  clone(): Dive {
    const copy = new Dive(this.env, this.options, this.gases, new Float64Array(this.tissues), this.cnsPercent, this.otu);
    copy.pieces.push(...this.pieces);
    copy.gasUsedL.splice(0, copy.gasUsedL.length, ...this.gasUsedL);
    copy.timeS = this.timeS;
    copy.depthM = this.depthM;
    copy.gas = this.gas;
    return copy;
  }

  /** The gas being breathed. */
  get breathing(): Gas {
    return gasAt(this.gases, this.gas);
  }

  get fN2(): number {
    return nitrogenFraction(this.breathing);
  }

  get fHe(): number {
    return this.breathing.fHe;
  }

  /** Moves (or stays) in a straight line to `toDepthM` over `seconds`, breathing the current gas. */
  advance(toDepthM: number, seconds: number, generated: boolean, stop?: StopReasons, rateMPerMin?: number): void {
    if (seconds <= 0) {
      this.depthM = toDepthM;
      return;
    }
    const startBar = depthToBar(this.env, this.depthM);
    const endBar = depthToBar(this.env, toDepthM);
    const gas = this.breathing;
    loadLinear(this.tissues, startBar, endBar, this.fN2, this.fHe, seconds);
    const exposure = oxygenExposure(startBar * gas.fO2, endBar * gas.fO2, seconds);
    this.cnsPercent += exposure.cnsPercent;
    this.otu += exposure.otu;
    const sac = generated ? this.options.decoSacLPerMin : this.options.sacLPerMin;
    // Free gas at 1 bar: SAC times the mean absolute pressure (linear in time along a straight piece).
    this.gasUsedL[this.gas] = (this.gasUsedL[this.gas] ?? 0) + sac * (seconds / 60) * ((startBar + endBar) / 2);
    const piece: ProfilePiece = {
      startTimeS: this.timeS,
      startDepthM: this.depthM,
      endDepthM: toDepthM,
      durationS: seconds,
      gas: this.gas,
      generated,
    };
    if (stop !== undefined) piece.stop = stop;
    if (rateMPerMin !== undefined) piece.rateMPerMin = rateMPerMin;
    this.pieces.push(piece);
    this.timeS += seconds;
    this.depthM = toDepthM;
  }
}
