// Server-side checks of the table settings: each typed value parsed in the reader's units and converted to
// metres and fractions. Error messages are catalogue keys, with the figures they need as params.
import { z } from 'zod';
import {
  DEFAULT_SETTINGS,
  defaultSettingsForm,
  settingsLimits,
  SETTINGS_FIELDS,
  WATERS,
  type FieldError,
  type FieldErrors,
  type SettingsField,
  type SettingsForm,
  type TableSettings,
} from './table-settings.ts';
import { lengthFromDisplay, type Units } from '~/lib/units.ts';

/** A typed number within a range; a decimal comma is accepted, as Spanish keyboards produce it. */
export function numberField(range: { min: number; max: number }, key: string, integer: boolean) {
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
  const limits = settingsLimits(units);
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

/** The first error of each named field, as catalogue keys with their params. */
export function collectErrors<F extends string>(issues: readonly z.core.$ZodIssue[], fields: readonly F[]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(fields as readonly string[]).includes(field)) continue;
    const name = field as F;
    if (errors[name]) continue;
    const params = issue.code === 'custom' ? (issue.params as FieldError['params']) : undefined;
    errors[name] = params ? { key: issue.message, params } : { key: issue.message };
  }
  return errors;
}

export type Parsed<T, F extends string> = { value: T; errors: null } | { value: null; errors: FieldErrors<F> };

export function parseTableSettings(form: SettingsForm): Parsed<TableSettings, SettingsField> {
  const result = tableSettingsSchema(form.units).safeParse(form);
  return result.success ? { value: result.data, errors: null } : { value: null, errors: collectErrors(result.error.issues, SETTINGS_FIELDS) };
}

/**
 * The settings the table is computed with: the valid ones as typed, the default in place of each field with
 * an error, so the table always matches its caption.
 */
export function usableSettings(form: SettingsForm): { settings: TableSettings; errors: FieldErrors<SettingsField> } {
  const parsed = parseTableSettings(form);
  if (parsed.value) return { settings: parsed.value, errors: {} };
  const defaults = defaultSettingsForm(form.units);
  const repaired: SettingsForm = { ...form };
  for (const field of Object.keys(parsed.errors) as SettingsField[]) repaired[field] = defaults[field];
  // GF low above GF high is one error on two fields: fall back on both.
  if (parsed.errors.gfLow?.key === 'dive-tables.error.gfOrder') repaired.gfHigh = defaults.gfHigh;
  return { settings: parseTableSettings(repaired).value ?? DEFAULT_SETTINGS, errors: parsed.errors };
}
