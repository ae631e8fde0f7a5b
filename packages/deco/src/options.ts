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

/**
 * How the gradient factor runs from GF low to GF high.
 * - 'subsurface' (the default): the allowed tissue pressure is a straight line from the GF-high M-value at
 *   the surface to the GF-low M-value at the anchor, and the anchor is the deepest GF-low ceiling met from
 *   the start of the ascent on, never shallower than 1 bar below the surface. Subsurface and GasPlanner
 *   plan this way.
 * - 'baker-less-conservative': Erik Baker's description, where the gradient factor itself is linear in
 *   pressure and anchored at the first stop (the GF-low ceiling rounded deeper to a stop depth). It plans
 *   shorter decompression than the default on most decompression dives, never longer; kept for comparison
 *   with planners and computers that use it.
 */
export type GfMethod = 'subsurface' | 'baker-less-conservative';

export interface DecoOptions {
  /** Gradient factor applied at the anchor, the deepest point of the gradient factor line (0..1). */
  gfLow: number;
  /** Gradient factor applied at the surface (0..1); alone decides the no-decompression limit. */
  gfHigh: number;
  gfMethod: GfMethod;
  /** Water density used to turn depth into pressure. */
  water: Water;
  /** Altitude of the dive site in metres; sets the surface pressure. */
  altitudeM: number;
  descentMPerMin: number;
  /** Ascent rate of the user's own ascending segments, and of every band of the generated ascent not set below. */
  ascentMPerMin: number;
  /** Generated ascent deeper than 75 % of the average depth (Subsurface's "75 % average depth" band). */
  ascent75MPerMin: number;
  /** Generated ascent between 50 % and 75 % of the average depth. */
  ascent50MPerMin: number;
  /** Generated ascent shallower than 50 % of the average depth but deeper than 6 m. */
  ascentStopsMPerMin: number;
  /** Generated ascent in the last 6 m. */
  ascentLast6mMPerMin: number;
  /** Distance between decompression stops: 3 m, or 3.048 m for stops every 10 ft. */
  stopIncrementM: number;
  /** The shallowest decompression stop: 3 m, 6 m, or 10 ft (3.048 m) or 20 ft (6.096 m). */
  lastStopDepthM: number;
  /** 'auto' adds the safety stop to dives deeper than 10 m. */
  safetyStop: SafetyStopMode;
  /** Depth of the safety stop of a no-decompression ascent: 5 m, or 15 ft (4.572 m). */
  safetyStopDepthM: number;
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

/** The last stop depths a plan accepts: 3 and 6 m, 10 and 20 ft. */
export const LAST_STOP_DEPTHS_M: readonly number[] = [3, 6, 3.048, 6.096];

export const DEFAULT_OPTIONS: Readonly<DecoOptions> = Object.freeze({
  // Subsurface's default conservatism (prefs gflow 30, gfhigh 75).
  gfLow: 0.3,
  gfHigh: 0.75,
  gfMethod: 'subsurface',
  // Subsurface assumes sea water when the salinity is unknown; most recreational dives are in the sea.
  water: 'salt',
  altitudeM: 0,
  // Subsurface's descent rate; its four ascent bands all default to 9 m/min, the common training standard.
  descentMPerMin: 18,
  ascentMPerMin: 9,
  ascent75MPerMin: 9,
  ascent50MPerMin: 9,
  ascentStopsMPerMin: 9,
  ascentLast6mMPerMin: 9,
  stopIncrementM: 3,
  lastStopDepthM: 3,
  safetyStop: 'auto',
  safetyStopDepthM: 5,
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
const GF_METHODS: readonly GfMethod[] = ['subsurface', 'baker-less-conservative'];
const ASCENT_BANDS = ['ascent75MPerMin', 'ascent50MPerMin', 'ascentStopsMPerMin', 'ascentLast6mMPerMin'] as const;

/** Checks user options, fills the defaults, and throws a DecoInputError naming the first problem. */
export function resolveOptions(input: unknown): DecoOptions {
  if (input === undefined || input === null) return { ...DEFAULT_OPTIONS };
  const raw = expectRecord(input, 'options');
  rejectUnknownKeys(raw, OPTION_NAMES, 'options', 'option');
  const o: DecoOptions = { ...DEFAULT_OPTIONS };
  const num = (key: keyof DecoOptions, min: number, max: number, unit = ''): number | undefined =>
    raw[key] === undefined ? undefined : expectNumber(raw[key], `options.${key}`, min, max, unit);
  const choice = <T extends string>(key: keyof DecoOptions, allowed: readonly T[]): T | undefined => {
    if (raw[key] === undefined) return undefined;
    if (!allowed.includes(raw[key] as T)) throw new DecoInputError(`options.${key}`, `must be one of ${allowed.join(', ')}`);
    return raw[key] as T;
  };

  o.gfLow = num('gfLow', 0, 1) ?? o.gfLow;
  o.gfHigh = num('gfHigh', 0, 1) ?? o.gfHigh;
  if (o.gfHigh <= 0) throw new DecoInputError('options.gfHigh', 'must be greater than 0');
  if (o.gfLow > o.gfHigh) {
    throw new DecoInputError('options', `gfLow (${o.gfLow}) must not be greater than gfHigh (${o.gfHigh})`);
  }
  o.gfMethod = choice('gfMethod', GF_METHODS) ?? o.gfMethod;
  o.water = choice('water', WATERS) ?? o.water;
  // From the Dead Sea shore to the highest lakes divers use.
  o.altitudeM = num('altitudeM', -500, 6000, 'm') ?? o.altitudeM;
  o.descentMPerMin = num('descentMPerMin', 1, 100, 'm/min') ?? o.descentMPerMin;
  // Faster than 18 m/min is beyond any agency's ascent rate; the model does not cover it.
  o.ascentMPerMin = num('ascentMPerMin', 1, 18, 'm/min') ?? o.ascentMPerMin;
  for (const band of ASCENT_BANDS) o[band] = num(band, 1, 18, 'm/min') ?? o.ascentMPerMin;
  o.stopIncrementM = num('stopIncrementM', 1, 10, 'm') ?? o.stopIncrementM;
  if (raw.lastStopDepthM !== undefined) {
    if (!LAST_STOP_DEPTHS_M.includes(raw.lastStopDepthM as number)) {
      throw new DecoInputError('options.lastStopDepthM', 'must be 3 or 6 (metres), or 3.048 or 6.096 (10 or 20 ft)');
    }
    o.lastStopDepthM = raw.lastStopDepthM as number;
  }
  o.safetyStop = choice('safetyStop', SAFETY_STOPS) ?? o.safetyStop;
  o.safetyStopDepthM = num('safetyStopDepthM', 3, 6, 'm') ?? o.safetyStopDepthM;
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
