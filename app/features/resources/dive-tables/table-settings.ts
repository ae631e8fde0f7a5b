// The table settings of the dive-tables page (units, gradient factors, water, altitude): a GET form, so the
// URL holds them and the server renders the table from it. This file holds what the form needs in the
// browser too (fields, limits, defaults, the URL); the checks are in dive-tables.schema.ts, on the server.
import { isUnits, lengthFromDisplay, lengthToDisplay, type Units } from '~/lib/units.ts';

export const WATERS = ['salt', 'fresh', 'en13319'] as const;
export type WaterChoice = (typeof WATERS)[number];

/** Highest oxygen partial pressure the table plans with, bar: the usual working limit for the bottom phase. */
export const MAX_PPO2 = 1.4;

export type Range = { min: number; max: number; step: number };

/**
 * Input limits of the settings, in the reader's units: gradient factors below 10 % give absurd stops and
 * above 100 % go beyond the model itself; altitude from the Dead Sea shore (about -430 m) to 5,000 m, beyond
 * which no one uses tables.
 */
export function settingsLimits(units: Units) {
  const metric = units === 'metric';
  return {
    gf: { min: 10, max: 100, step: 1 },
    altitude: metric ? { min: -500, max: 5000, step: 1 } : { min: -1640, max: 16400, step: 1 },
  } satisfies Record<string, Range>;
}

export const SETTINGS_FIELDS = ['gfLow', 'gfHigh', 'water', 'altitude'] as const;
export type SettingsField = (typeof SETTINGS_FIELDS)[number];

/** What the reader typed, exactly as the inputs hold it, plus the units. */
export type SettingsForm = Record<SettingsField, string> & { units: Units };

export type FieldError = { key: string; params?: Record<string, string | number> };
export type FieldErrors<F extends string> = Partial<Record<F, FieldError>>;

export type TableSettings = { gfLow: number; gfHigh: number; water: WaterChoice; altitudeM: number };

/** Subsurface's default gradient factors, the planner library's too. */
export const DEFAULT_SETTINGS: TableSettings = { gfLow: 0.3, gfHigh: 0.75, water: 'salt', altitudeM: 0 };

export function defaultSettingsForm(units: Units): SettingsForm {
  return {
    units,
    gfLow: String(Math.round(DEFAULT_SETTINGS.gfLow * 100)),
    gfHigh: String(Math.round(DEFAULT_SETTINGS.gfHigh * 100)),
    water: DEFAULT_SETTINGS.water,
    altitude: '0',
  };
}

/** The settings as URL parameters (or a posted form) give them; missing ones take the defaults. */
export function readSettingsForm(params: URLSearchParams | FormData, fallbackUnits: Units): SettingsForm {
  const requested = params.get('units');
  const units = isUnits(requested) ? requested : fallbackUnits;
  const form = defaultSettingsForm(units);
  for (const field of SETTINGS_FIELDS) {
    const value = params.get(field);
    if (typeof value === 'string') form[field] = value.slice(0, 20);
  }
  return form;
}

/** URL parameters for the settings, keeping unrelated ones (such as ?lang=) from `base`. */
export function settingsSearch(form: SettingsForm, base?: URLSearchParams): string {
  const params = new URLSearchParams(base);
  params.set('units', form.units);
  for (const field of SETTINGS_FIELDS) params.set(field, form[field]);
  return params.toString();
}

/** The same settings in the other units, the altitude converted and rounded as a reader would type it. */
export function convertSettings(form: SettingsForm, units: Units): SettingsForm {
  if (form.units === units) return form;
  const n = parseNumber(form.altitude);
  const altitude = n === null ? form.altitude : String(Math.round(lengthToDisplay(lengthFromDisplay(n, form.units), units)));
  return { ...form, units, altitude };
}

export function parseNumber(value: string): number | null {
  const trimmed = value.trim().replace(',', '.');
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : null;
}

