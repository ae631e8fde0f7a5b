// The two forms of the dive-tables page (table settings and the planner), as one set of URL parameters.
// The same schemas run on the server, which renders the page from the URL, and in the browser, which
// recomputes as the reader types. Every value is typed in the reader's units and converted to metres and
// litres here; error messages are catalogue keys, with the figures they need as params.
import { z } from 'zod';
import { createEnvironment, DEFAULT_OPTIONS, maxOperatingDepth } from '@diveatlas/deco';
import { isUnits, lengthFromDisplay, lengthToDisplay, volumeFromDisplay, volumeToDisplay, type Units } from './units.ts';

export const WATERS = ['salt', 'fresh', 'en13319'] as const;
export type WaterChoice = (typeof WATERS)[number];

/** Highest oxygen partial pressure the page plans with, bar: the usual working limit for the bottom phase. */
export const MAX_PPO2 = 1.4;
/** The contingency limit most nitrox courses teach; shown next to the working MOD for information. */
export const CONTINGENCY_PPO2 = 1.6;
/** The planner library's descent rate; a bottom time shorter than the descent cannot be planned. */
export const DESCENT_M_PER_MIN = DEFAULT_OPTIONS.descentMPerMin;

type Range = { min: number; max: number; step: number };

/**
 * Input limits in the reader's units, with the reasons:
 * - gradient factors below 10 % give absurd stops and above 100 % go beyond the model itself;
 * - altitude from the Dead Sea shore (about -430 m) to 5,000 m, beyond which no one uses tables;
 * - depth to 60 m: this page plans recreational and entry-level technical dives only, and air passes the
 *   1.4 bar oxygen limit at about 57 m in sea water anyway;
 * - bottom time to 3 hours, oxygen from air to EAN40 (richer mixes are decompression gases), SAC within what
 *   divers actually breathe, surface intervals from 10 minutes to a day.
 */
export function limitsFor(units: Units) {
  const metric = units === 'metric';
  return {
    gf: { min: 10, max: 100, step: 1 },
    altitude: metric ? { min: -500, max: 5000, step: 1 } : { min: -1640, max: 16400, step: 1 },
    depth: metric ? { min: 1, max: 60, step: 1 } : { min: 3, max: 196, step: 1 },
    time: { min: 1, max: 180, step: 1 },
    o2: { min: 21, max: 40, step: 1 },
    sac: metric ? { min: 5, max: 40, step: 1 } : { min: 0.2, max: 1.4, step: 0.05 },
    interval: { min: 10, max: 1440, step: 1 },
  } satisfies Record<string, Range>;
}

export type FieldName =
  | 'gfLow'
  | 'gfHigh'
  | 'water'
  | 'altitude'
  | 'depth'
  | 'time'
  | 'o2'
  | 'sac'
  | 'interval'
  | 'depth2'
  | 'time2';

/** What the reader typed, exactly as the inputs hold it (strings), plus the two choices that are not typed. */
export type DiveForm = Record<FieldName, string> & { units: Units; repeat: boolean };

export type FieldError = { key: string; params?: Record<string, string | number> };
export type FieldErrors = Partial<Record<FieldName, FieldError>>;

export type TableSettings = { gfLow: number; gfHigh: number; water: WaterChoice; altitudeM: number };
export type PlannerValues = {
  depthM: number;
  timeMin: number;
  fO2: number;
  sacLPerMin: number;
  second: { intervalMin: number; depthM: number; timeMin: number } | null;
};

export function defaultForm(units: Units): DiveForm {
  const metric = units === 'metric';
  return {
    units,
    gfLow: String(Math.round(DEFAULT_OPTIONS.gfLow * 100)),
    gfHigh: String(Math.round(DEFAULT_OPTIONS.gfHigh * 100)),
    water: DEFAULT_OPTIONS.water,
    altitude: '0',
    depth: metric ? '18' : '60',
    time: '30',
    o2: '21',
    sac: metric ? '20' : '0.7',
    repeat: false,
    interval: '60',
    depth2: metric ? '12' : '40',
    time2: '40',
  };
}

export const DEFAULT_SETTINGS: TableSettings = {
  gfLow: DEFAULT_OPTIONS.gfLow,
  gfHigh: DEFAULT_OPTIONS.gfHigh,
  water: DEFAULT_OPTIONS.water as WaterChoice,
  altitudeM: 0,
};

const TEXT_FIELDS: readonly FieldName[] = ['gfLow', 'gfHigh', 'water', 'altitude', 'depth', 'time', 'o2', 'sac', 'interval', 'depth2', 'time2'];

/** The form as the URL describes it; missing parameters take the defaults for the units. */
export function readDiveForm(params: URLSearchParams, fallbackUnits: Units): DiveForm {
  const requested = params.get('units');
  const units = isUnits(requested) ? requested : fallbackUnits;
  const form = defaultForm(units);
  for (const field of TEXT_FIELDS) {
    const value = params.get(field);
    if (value !== null) form[field] = value.slice(0, 20);
  }
  // The checkbox submits "on" when ticked; links may say "1".
  const repeat = params.get('repeat');
  if (repeat !== null) form.repeat = repeat === 'on' || repeat === '1' || repeat === 'true';
  return form;
}

/** URL parameters for the form, keeping unrelated ones (such as ?lang=) from `base`. */
export function diveFormSearch(form: DiveForm, base?: URLSearchParams): string {
  const params = new URLSearchParams(base);
  params.set('units', form.units);
  for (const field of TEXT_FIELDS) params.set(field, form[field]);
  if (form.repeat) params.set('repeat', 'on');
  else params.delete('repeat');
  return params.toString();
}

/** The same form in the other units, each typed figure converted and rounded as a reader would type it. */
export function convertForm(form: DiveForm, units: Units): DiveForm {
  if (form.units === units) return form;
  const length = (value: string): string => {
    const n = parseNumber(value);
    if (n === null) return value;
    return String(Math.round(lengthToDisplay(lengthFromDisplay(n, form.units), units)));
  };
  const sac = (value: string): string => {
    const n = parseNumber(value);
    if (n === null) return value;
    const converted = volumeToDisplay(volumeFromDisplay(n, form.units), units);
    return String(units === 'metric' ? Math.round(converted) : Math.round(converted * 100) / 100);
  };
  return {
    ...form,
    units,
    altitude: length(form.altitude),
    depth: length(form.depth),
    depth2: length(form.depth2),
    sac: sac(form.sac),
  };
}

function parseNumber(value: string): number | null {
  const trimmed = value.trim().replace(',', '.');
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : null;
}

/** A typed number within a range; a decimal comma is accepted, as Spanish keyboards produce it. */
function numberField(range: Range, key: string, integer: boolean) {
  return z
    .string()
    .trim()
    .min(1, key)
    .transform((value) => Number(value.replace(',', '.')))
    .pipe(
      z
        .number({ error: key })
        .min(range.min, key)
        .max(range.max, key)
        .refine((n) => !integer || Number.isInteger(n), key),
    );
}

export function tableSettingsSchema(units: Units) {
  const limits = limitsFor(units);
  return z
    .object({
      gfLow: numberField(limits.gf, 'dive-tables.error.gf', true),
      gfHigh: numberField(limits.gf, 'dive-tables.error.gf', true),
      water: z.enum(WATERS, { error: 'dive-tables.error.water' }),
      altitude: numberField(limits.altitude, 'dive-tables.error.altitude', false),
    })
    .superRefine((value, ctx) => {
      if (value.gfLow > value.gfHigh) ctx.addIssue({ code: 'custom', path: ['gfLow'], message: 'dive-tables.error.gfOrder' });
    })
    .transform(
      (value): TableSettings => ({
        gfLow: value.gfLow / 100,
        gfHigh: value.gfHigh / 100,
        water: value.water,
        altitudeM: lengthFromDisplay(value.altitude, units),
      }),
    );
}

/** The planner's fields; the oxygen and time checks depend on the water and altitude of `settings`. */
export function plannerSchema(units: Units, settings: TableSettings) {
  const limits = limitsFor(units);
  const depth = numberField(limits.depth, 'dive-tables.error.depth', false);
  const time = numberField(limits.time, 'dive-tables.error.time', true);
  const secondDive = z.object({
    interval: numberField(limits.interval, 'dive-tables.error.interval', true),
    depth2: depth,
    time2: time,
  });
  const env = createEnvironment(settings.water, settings.altitudeM);
  return z
    .object({
      depth,
      time,
      o2: numberField(limits.o2, 'dive-tables.error.o2', true),
      sac: numberField(limits.sac, 'dive-tables.error.sac', false),
      repeat: z.boolean(),
      interval: z.string(),
      depth2: z.string(),
      time2: z.string(),
    })
    .transform((value, ctx): PlannerValues => {
      const fO2 = value.o2 / 100;
      const modM = maxOperatingDepth(env, { fO2, fHe: 0 }, MAX_PPO2);
      const checkDive = (depthField: 'depth' | 'depth2', timeField: 'time' | 'time2', depthM: number, timeMin: number) => {
        if (depthM > modM + 1e-9) {
          ctx.addIssue({
            code: 'custom',
            path: [depthField],
            message: 'dive-tables.error.beyondMod',
            params: { mod: Math.floor(lengthToDisplay(modM, units)), o2: value.o2 },
          });
        }
        const descentMin = Math.ceil(depthM / DESCENT_M_PER_MIN - 1e-9);
        if (timeMin < descentMin) {
          ctx.addIssue({ code: 'custom', path: [timeField], message: 'dive-tables.error.timeShorterThanDescent', params: { min: descentMin } });
        }
      };
      const depthM = lengthFromDisplay(value.depth, units);
      checkDive('depth', 'time', depthM, value.time);
      let second: PlannerValues['second'] = null;
      if (value.repeat) {
        const parsed = secondDive.safeParse(value);
        if (!parsed.success) {
          for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
        } else {
          const depth2M = lengthFromDisplay(parsed.data.depth2, units);
          checkDive('depth2', 'time2', depth2M, parsed.data.time2);
          second = { intervalMin: parsed.data.interval, depthM: depth2M, timeMin: parsed.data.time2 };
        }
      }
      return {
        depthM,
        timeMin: value.time,
        fO2,
        sacLPerMin: volumeFromDisplay(value.sac, units),
        second,
      };
    });
}

export type Parsed<T> = { value: T; errors: null } | { value: null; errors: FieldErrors };

function collectErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(TEXT_FIELDS as readonly string[]).includes(field)) continue;
    const name = field as FieldName;
    if (errors[name]) continue;
    const params = issue.code === 'custom' ? (issue.params as FieldError['params']) : undefined;
    errors[name] = params ? { key: issue.message, params } : { key: issue.message };
  }
  return errors;
}

export function parseTableSettings(form: DiveForm): Parsed<TableSettings> {
  const result = tableSettingsSchema(form.units).safeParse(form);
  return result.success ? { value: result.data, errors: null } : { value: null, errors: collectErrors(result.error.issues) };
}

export function parsePlanner(form: DiveForm, settings: TableSettings): Parsed<PlannerValues> {
  const result = plannerSchema(form.units, settings).safeParse(form);
  return result.success ? { value: result.data, errors: null } : { value: null, errors: collectErrors(result.error.issues) };
}
