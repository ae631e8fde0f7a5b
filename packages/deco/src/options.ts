// Planner options, their defaults and their limits. The defaults follow the Subsurface planner where it has
// one (reference: shared/reference/buhlmann.json, "subsurfaceConventions"); the others are explained inline.
import type { Water } from './constants.ts';
import { createEnvironment, type Environment } from './environment.ts';
import {
  DecoInputError,
  expectNumber,
  expectRecord,
  rejectUnknownKeys,
} from './validation.ts';

export type SafetyStopMode = 'never' | 'auto' | 'always';

export interface DecoOptions {
  /** Gradient factor applied at the first stop (0..1). */
  gfLow: number;
  /** Gradient factor applied at the surface (0..1); alone decides the no-decompression limit. */
  gfHigh: number;
  /** Water density used to turn depth into pressure. */
  water: Water;
  /** Altitude of the dive site in metres; sets the surface pressure. */
  altitudeM: number;
  descentMPerMin: number;
  ascentMPerMin: number;
  /** Distance between decompression stops. */
  stopIncrementM: number;
  /** The shallowest decompression stop. */
  lastStopDepthM: 3 | 6;
  /** 'auto' adds 3 minutes at 5 m to dives deeper than 10 m. */
  safetyStop: SafetyStopMode;
  /** Round every decompression stop up to whole minutes. */
  roundStopsToMinutes: boolean;
  /** Time spent at the depth of a gas switch before ascending further, minutes. */
  gasSwitchMin: number;
  /** Highest ppO2 accepted on the user's segments (bar). */
  maxPpO2: number;
  /** ppO2 at which decompression gases are switched to (bar). */
  maxDecoPpO2: number;
  /** Surface air consumption during the user's segments, litres per minute at 1 bar. */
  sacLPerMin: number;
  /** Surface air consumption during the ascent and stops, litres per minute at 1 bar. */
  decoSacLPerMin: number;
}

export type DecoOptionsInput = Partial<DecoOptions>;

export const DEFAULT_OPTIONS: Readonly<DecoOptions> = Object.freeze({
  // Subsurface's default conservatism (prefs gflow 30, gfhigh 75).
  gfLow: 0.3,
  gfHigh: 0.75,
  // Subsurface assumes sea water when the salinity is unknown; most recreational dives are in the sea.
  water: 'salt',
  altitudeM: 0,
  // Subsurface's descent rate; the ascent rate of 9 m/min is Subsurface's and the common training standard.
  descentMPerMin: 18,
  ascentMPerMin: 9,
  stopIncrementM: 3,
  lastStopDepthM: 3,
  safetyStop: 'auto',
  // Divers follow whole-minute stops; Subsurface also plans stops in 60 s steps.
  roundStopsToMinutes: true,
  // Subsurface's minimum switch duration (60 s).
  gasSwitchMin: 1,
  maxPpO2: 1.4,
  maxDecoPpO2: 1.6,
  // Subsurface's bottom and deco SAC.
  sacLPerMin: 20,
  decoSacLPerMin: 17,
});

export const OPTION_NAMES = Object.keys(DEFAULT_OPTIONS) as (keyof DecoOptions)[];

const WATERS: readonly Water[] = ['fresh', 'salt', 'en13319'];
const SAFETY_STOPS: readonly SafetyStopMode[] = ['never', 'auto', 'always'];

/** Checks user options, fills the defaults, and throws a DecoInputError naming the first problem. */
export function resolveOptions(input: unknown): DecoOptions {
  if (input === undefined || input === null) return { ...DEFAULT_OPTIONS };
  const raw = expectRecord(input, 'options');
  rejectUnknownKeys(raw, OPTION_NAMES, 'options', 'option');
  const o: DecoOptions = { ...DEFAULT_OPTIONS };
  const num = (key: keyof DecoOptions, min: number, max: number, unit = ''): number | undefined =>
    raw[key] === undefined ? undefined : expectNumber(raw[key], `options.${key}`, min, max, unit);

  o.gfLow = num('gfLow', 0, 1) ?? o.gfLow;
  o.gfHigh = num('gfHigh', 0, 1) ?? o.gfHigh;
  if (o.gfHigh <= 0) throw new DecoInputError('options.gfHigh', 'must be greater than 0');
  if (o.gfLow > o.gfHigh) {
    throw new DecoInputError('options', `gfLow (${o.gfLow}) must not be greater than gfHigh (${o.gfHigh})`);
  }
  if (raw.water !== undefined) {
    if (!WATERS.includes(raw.water as Water)) {
      throw new DecoInputError('options.water', `must be one of ${WATERS.join(', ')}`);
    }
    o.water = raw.water as Water;
  }
  // From the Dead Sea shore to the highest lakes divers use.
  o.altitudeM = num('altitudeM', -500, 6000, 'm') ?? o.altitudeM;
  o.descentMPerMin = num('descentMPerMin', 1, 100, 'm/min') ?? o.descentMPerMin;
  // Faster than 18 m/min is beyond any agency's ascent rate; the model does not cover it.
  o.ascentMPerMin = num('ascentMPerMin', 1, 18, 'm/min') ?? o.ascentMPerMin;
  o.stopIncrementM = num('stopIncrementM', 1, 10, 'm') ?? o.stopIncrementM;
  if (raw.lastStopDepthM !== undefined) {
    if (raw.lastStopDepthM !== 3 && raw.lastStopDepthM !== 6) {
      throw new DecoInputError('options.lastStopDepthM', 'must be 3 or 6');
    }
    o.lastStopDepthM = raw.lastStopDepthM;
  }
  if (raw.safetyStop !== undefined) {
    if (!SAFETY_STOPS.includes(raw.safetyStop as SafetyStopMode)) {
      throw new DecoInputError('options.safetyStop', `must be one of ${SAFETY_STOPS.join(', ')}`);
    }
    o.safetyStop = raw.safetyStop as SafetyStopMode;
  }
  if (raw.roundStopsToMinutes !== undefined) {
    if (typeof raw.roundStopsToMinutes !== 'boolean') {
      throw new DecoInputError('options.roundStopsToMinutes', 'must be true or false');
    }
    o.roundStopsToMinutes = raw.roundStopsToMinutes;
  }
  o.gasSwitchMin = num('gasSwitchMin', 0, 10, 'min') ?? o.gasSwitchMin;
  o.maxPpO2 = num('maxPpO2', 0.5, 1.6, 'bar') ?? o.maxPpO2;
  o.maxDecoPpO2 = num('maxDecoPpO2', 0.5, 1.6, 'bar') ?? o.maxDecoPpO2;
  o.sacLPerMin = num('sacLPerMin', 1, 100, 'L/min') ?? o.sacLPerMin;
  o.decoSacLPerMin = num('decoSacLPerMin', 1, 100, 'L/min') ?? o.decoSacLPerMin;
  return o;
}

export function environmentFor(options: DecoOptions): Environment {
  return createEnvironment(options.water, options.altitudeM);
}

/** Environment (surface pressure, pressure per metre) for user options such as { water, altitudeM }. */
export function siteEnvironment(options?: Partial<DecoOptions>): Environment {
  return environmentFor(resolveOptions(options));
}
