// Turning a posted form into what a zod schema reads, and a failed parse into what the form shows
// again: the values exactly as typed (so nothing is lost) and one message key per field.
import type { z } from 'zod';

export type FormValues = Record<string, string | string[]>;
export type FieldErrors = Record<string, string>;

export type FormResult<T> = { ok: true; data: T; values: FormValues } | { ok: false; errors: FieldErrors; values: FormValues };

/**
 * Reads every text field; fields named in `lists` keep all their values (checkbox groups), the
 * others keep the first. Files are skipped: uploads are read separately.
 */
export function formValues(formData: FormData, lists: readonly string[] = []): FormValues {
  const values: FormValues = {};
  for (const name of new Set(formData.keys())) {
    const all = formData.getAll(name).filter((value): value is string => typeof value === 'string');
    if (lists.includes(name)) values[name] = all;
    else if (all[0] !== undefined) values[name] = all[0];
  }
  for (const name of lists) values[name] ??= [];
  return values;
}

/** The first message of each field; a form-wide problem is reported under "form". */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}

export function parseForm<S extends z.ZodType>(schema: S, formData: FormData, lists: readonly string[] = []): FormResult<z.output<S>> {
  const values = formValues(formData, lists);
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data, values };
  return { ok: false, errors: fieldErrors(result.error), values };
}

/** One field's value as typed, for a form shown again after an error. */
export function textValue(values: FormValues | undefined, name: string, fallback = ''): string {
  const value = values?.[name];
  if (value === undefined) return fallback;
  return Array.isArray(value) ? (value[0] ?? '') : value;
}

export function listValue(values: FormValues | undefined, name: string, fallback: readonly string[] = []): string[] {
  const value = values?.[name];
  if (value === undefined) return [...fallback];
  return Array.isArray(value) ? value : [value];
}
