// The diver's state between dives: tissue loading plus oxygen exposure, as plain JSON-friendly data so that
// a page can keep it (for example in a form) and plan the next dive from it.
import { AIR_INERT_FRACTION, COMPARTMENTS } from './constants.ts';
import { loadConstant, saturatedTissues, type Tissues } from './model.ts';
import { environmentFor, resolveOptions } from './options.ts';
import { cnsAfterSurfaceInterval } from './oxygen-toxicity.ts';
import { DecoInputError, expectNumber, expectRecord, rejectUnknownKeys } from './validation.ts';

export interface TissueState {
  /** Nitrogen pressure in each of the 16 compartments, bar (absolute). */
  n2: number[];
  /** Helium pressure in each of the 16 compartments, bar (absolute). */
  he: number[];
  /** CNS oxygen clock, percent. */
  cnsPercent: number;
  /** Pulmonary oxygen toxicity units accumulated today. */
  otu: number;
}

/** A diver who has not dived recently: tissues in equilibrium with air at the site's surface pressure. */
export function restedState(options?: unknown): TissueState {
  const env = environmentFor(resolveOptions(options));
  return fromTissues(saturatedTissues(env.surfaceBar), 0, 0);
}

/**
 * Off-gasses a state at the surface for the given number of minutes, breathing air at the surface pressure
 * of the site in `options` (its altitude). The CNS clock decays with a 90 minute half-time; OTU are a daily
 * total, so they are cleared after 24 hours.
 */
export function afterSurfaceInterval(state: TissueState, minutes: number, options?: unknown): TissueState {
  const checked = validateState(state, 'state');
  const duration = expectNumber(minutes, 'surfaceIntervalMin', 0, 7 * 24 * 60, 'min');
  const env = environmentFor(resolveOptions(options));
  const tissues = toTissues(checked);
  loadConstant(tissues, env.surfaceBar, AIR_INERT_FRACTION, 0, duration * 60);
  const otu = duration >= 24 * 60 ? 0 : checked.otu;
  return fromTissues(tissues, cnsAfterSurfaceInterval(checked.cnsPercent, duration), otu);
}

export function toTissues(state: TissueState): Tissues {
  const t = new Float64Array(2 * COMPARTMENTS);
  for (let i = 0; i < COMPARTMENTS; i++) {
    t[i] = state.n2[i] ?? Number.NaN;
    t[COMPARTMENTS + i] = state.he[i] ?? Number.NaN;
  }
  return t;
}

export function fromTissues(t: Tissues, cnsPercent: number, otu: number): TissueState {
  return {
    n2: Array.from(t.subarray(0, COMPARTMENTS)),
    he: Array.from(t.subarray(COMPARTMENTS, 2 * COMPARTMENTS)),
    cnsPercent,
    otu,
  };
}

export function validateState(value: unknown, path: string): TissueState {
  const record = expectRecord(value, path);
  rejectUnknownKeys(record, ['n2', 'he', 'cnsPercent', 'otu'], path, 'state field');
  const pressures = (key: 'n2' | 'he'): number[] => {
    const list = record[key];
    if (!Array.isArray(list) || list.length !== COMPARTMENTS) {
      throw new DecoInputError(`${path}.${key}`, `must be a list of ${COMPARTMENTS} pressures in bar`);
    }
    return list.map((p, i) => expectNumber(p, `${path}.${key}[${i}]`, 0, 25, 'bar'));
  };
  const n2 = pressures('n2');
  const he = pressures('he');
  for (let i = 0; i < COMPARTMENTS; i++) {
    if ((n2[i] ?? 0) + (he[i] ?? 0) <= 0) throw new DecoInputError(`${path}.n2[${i}]`, 'compartment holds no inert gas');
  }
  const cnsPercent = record.cnsPercent === undefined ? 0 : expectNumber(record.cnsPercent, `${path}.cnsPercent`, 0, 10000);
  const otu = record.otu === undefined ? 0 : expectNumber(record.otu, `${path}.otu`, 0, 100000);
  return { n2, he, cnsPercent, otu };
}
