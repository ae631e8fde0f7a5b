// The planner's form: one dive (and optionally a second after a surface interval) with a bottom gas and up
// to three decompression or travel gases, each with its cylinder. A POST form: the server plans and renders
// the result. This file holds what the form needs in the browser too (fields, limits, defaults); the checks
// are in planner.schema.ts, on the server.
import type { Range } from './table-settings.ts';
import type { Units } from '~/lib/units.ts';

/** The bottom gas and three more. */
export const GAS_SLOTS = [0, 1, 2, 3] as const;
export type GasSlot = (typeof GAS_SLOTS)[number];
export const GAS_PARTS = ['O2', 'He', 'Size', 'Rated', 'Fill'] as const;
export type GasPart = (typeof GAS_PARTS)[number];
export type GasField = `g${GasSlot}${GasPart}`;

export const RESERVE_RULES = ['thirds', 'minimum'] as const;
export type ReserveRule = (typeof RESERVE_RULES)[number];

export const PLAIN_FIELDS = ['depth', 'time', 'sac', 'decoSac', 'ppO2', 'decoPpO2', 'lastStop', 'reserve', 'interval', 'depth2', 'time2'] as const;
export type PlainField = (typeof PLAIN_FIELDS)[number];
export type PlannerField = PlainField | GasField;

export const gasField = (slot: GasSlot, part: GasPart): GasField => `g${slot}${part}`;
export const GAS_FIELDS: readonly GasField[] = GAS_SLOTS.flatMap((slot) => GAS_PARTS.map((part) => gasField(slot, part)));
export const PLANNER_FIELDS: readonly PlannerField[] = [...PLAIN_FIELDS, ...GAS_FIELDS];

/** What the reader typed, exactly as the inputs hold it, plus the second-dive checkbox. */
export type PlannerForm = Record<PlannerField, string> & { repeat: boolean };

/** Last stop choices in the reader's units: 3 or 6 m, 10 or 20 ft. */
export const LAST_STOPS: Record<Units, readonly string[]> = { metric: ['3', '6'], imperial: ['10', '20'] };

/**
 * Input limits in the reader's units, with the reasons:
 * - depth to 100 m (330 ft): trimix with decompression gases, beyond recreational training, is planned here
 *   too; deeper than that, dives are planned with a team and software made for them;
 * - bottom time to 3 hours; oxygen from 5 % (a hypoxic trimix) to 100 %, helium to 95 %;
 * - cylinders from a 1 L pony to a 30 L twinset (6 to 150 cu ft), filled to 50-300 bar (500-4,500 psi);
 * - SAC within what divers actually breathe; ppO2 limits from 1.0 to the 1.6 bar every agency stops at;
 * - surface intervals from 10 minutes to a day.
 */
export function plannerLimits(units: Units) {
  const metric = units === 'metric';
  return {
    depth: metric ? { min: 1, max: 100, step: 1 } : { min: 3, max: 330, step: 1 },
    time: { min: 1, max: 180, step: 1 },
    o2: { min: 5, max: 100, step: 1 },
    he: { min: 0, max: 95, step: 1 },
    size: metric ? { min: 1, max: 30, step: 0.1 } : { min: 6, max: 150, step: 0.1 },
    rated: { min: 1000, max: 4500, step: 1 },
    fill: metric ? { min: 50, max: 300, step: 1 } : { min: 500, max: 4500, step: 1 },
    sac: metric ? { min: 5, max: 40, step: 1 } : { min: 0.2, max: 1.4, step: 0.05 },
    ppO2: { min: 1, max: 1.6, step: 0.05 },
    interval: { min: 10, max: 1440, step: 1 },
  } satisfies Record<string, Range>;
}

/**
 * A first form: an 18 m dive on air, a 12 L (aluminium 80) cylinder; the other gas rows empty with a 7 L
 * (aluminium 40) stage ready to fill in. SAC 20 and 17 L/min (0.7 and 0.6 cu ft/min): Subsurface's bottom and
 * decompression figures.
 */
export function defaultPlannerForm(units: Units): PlannerForm {
  const metric = units === 'metric';
  const form = {
    depth: metric ? '18' : '60',
    time: '30',
    sac: metric ? '20' : '0.7',
    decoSac: metric ? '17' : '0.6',
    ppO2: '1.4',
    decoPpO2: '1.6',
    lastStop: metric ? '3' : '10',
    reserve: 'thirds',
    repeat: false,
    interval: '60',
    depth2: metric ? '12' : '40',
    time2: '40',
  } as PlannerForm;
  for (const slot of GAS_SLOTS) {
    form[gasField(slot, 'O2')] = slot === 0 ? '21' : '';
    form[gasField(slot, 'He')] = slot === 0 ? '0' : '';
    form[gasField(slot, 'Size')] = metric ? (slot === 0 ? '12' : '7') : slot === 0 ? '77.4' : '40';
    form[gasField(slot, 'Rated')] = '3000';
    form[gasField(slot, 'Fill')] = metric ? '200' : '3000';
  }
  return form;
}

/** The form as a posted body gives it; a missing field keeps its default. */
export function readPlannerForm(body: FormData, units: Units): PlannerForm {
  const form = defaultPlannerForm(units);
  for (const field of PLANNER_FIELDS) {
    const value = body.get(field);
    if (typeof value === 'string') form[field] = value.slice(0, 20);
  }
  form.repeat = body.get('repeat') === 'on';
  return form;
}

/** A gas row is in use when its oxygen is filled in; the bottom gas always is. */
export function gasRowUsed(form: PlannerForm, slot: GasSlot): boolean {
  return slot === 0 || form[gasField(slot, 'O2')].trim() !== '';
}
