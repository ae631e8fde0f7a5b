// The server half of the form kit (the other half, the fields, is app/ui/form-kit.tsx): a posted
// form read by its zod schema, and the reply that puts the form back on screen after a refusal,
// with every value as typed (never a password) and one message key per field. This is the one
// place where zod's issues become field errors.
//
//   const { form } = await readForm(request);
//   const submission = parseSubmission(form, SignInSchema);
//   if (!submission.ok) return replyWith(submission.reply);
//   ... submission.data is typed by the schema ...
import { data } from 'react-router';
import type { z } from 'zod';
import type { MessageParams } from './i18n.ts';

/** A form's text fields as typed: one string each, or every value for a list (checkbox group). */
export type FormValues = Record<string, string | string[]>;
/** One message key per field name; a problem with the whole form is under "form". */
export type FieldErrors = Record<string, string>;
/** What a field's message says of its bounds ("at most {max} characters"), by field name. */
export type FieldErrorParams = Record<string, MessageParams>;

export type FormReply = {
  ok: false;
  /** Which form of the page answered, on pages with several (the submitted "intent"). */
  intent?: string;
  fieldErrors: FieldErrors;
  fieldErrorParams?: FieldErrorParams;
  /** A message key for the whole form, shown above it. */
  formError?: string;
  formErrorParams?: Record<string, string | number>;
  values: FormValues;
};

export type Submission<T> = { ok: true; data: T; values: FormValues } | { ok: false; reply: FormReply };

const SECRET_FIELD = /password/i;

/**
 * Every text field of a posted form, to give to a schema and to show again. Fields named in `lists`
 * keep all their values (checkbox groups), the others their first. Files are left to their own
 * readers; password fields are never sent back.
 */
export function submittedValues(form: FormData, lists: readonly string[] = []): FormValues {
  const values: FormValues = {};
  for (const name of new Set(form.keys())) {
    const all = form.getAll(name).filter((value): value is string => typeof value === 'string');
    if (lists.includes(name)) values[name] = all;
    else if (all[0] !== undefined) values[name] = all[0];
  }
  for (const name of lists) values[name] ??= [];
  return values;
}

/**
 * What a refused form shows again: the values without secrets, whole. Nothing typed is cut (a text
 * over its limit comes back in full, beside the message that says so); the body reader's limit
 * already bounds what can arrive.
 */
export function keptValues(values: FormValues): FormValues {
  const kept: FormValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (!SECRET_FIELD.test(name)) kept[name] = value;
  }
  return kept;
}

/**
 * The first message of each field, in the order the schema checks them (so the first is the one
 * the page focuses). `fieldOf` names the form field behind a nested path, when they differ.
 */
export function fieldErrorsOf(error: z.ZodError, fieldOf: FieldOf = firstPathPart): FieldErrors {
  return Object.fromEntries([...firstIssues(error, fieldOf)].map(([field, issue]) => [field, issue.message]));
}

/**
 * The bounds of a text that was too long or too short, for its message: "{max}" or "{min}"
 * characters, from the schema itself, so a message never names another limit than the one checked.
 */
export function fieldErrorParamsOf(error: z.ZodError, fieldOf: FieldOf = firstPathPart): FieldErrorParams {
  const params: FieldErrorParams = {};
  for (const [field, issue] of firstIssues(error, fieldOf)) {
    if (issue.code === 'too_big' && issue.origin === 'string') params[field] = { max: Number(issue.maximum) };
    if (issue.code === 'too_small' && issue.origin === 'string') params[field] = { min: Number(issue.minimum) };
  }
  return params;
}

type FieldOf = (path: readonly PropertyKey[]) => string;
const firstPathPart: FieldOf = (path) => (path.length ? String(path[0]) : 'form');

function firstIssues(error: z.ZodError, fieldOf: FieldOf): Map<string, z.core.$ZodIssue> {
  const first = new Map<string, z.core.$ZodIssue>();
  for (const issue of error.issues) if (!first.has(fieldOf(issue.path))) first.set(fieldOf(issue.path), issue);
  return first;
}

type ParseOptions = {
  /** Fields whose every value counts (checkbox groups). */
  lists?: readonly string[];
  /** Which form of the page this is, echoed in the reply. */
  intent?: string;
  fieldOf?: FieldOf;
};

/** Reads a posted form with its schema: the typed data, or the reply that shows the form again. */
export function parseSubmission<S extends z.ZodType>(form: FormData, schema: S, options: ParseOptions = {}): Submission<z.output<S>> {
  const values = submittedValues(form, options.lists);
  // A field the form did not send at all (a crafted post) reads as left empty, so the schema's own
  // message for an empty field is the one shown.
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  const input: FormValues = { ...values };
  for (const name of Object.keys(shape ?? {})) input[name] ??= '';
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data, values };
  return { ok: false, reply: formReply({ intent: options.intent, values, fieldErrors: fieldErrorsOf(result.error, options.fieldOf), fieldErrorParams: fieldErrorParamsOf(result.error, options.fieldOf) }) };
}

/** A refusal to show beside the form (field errors, or a message for the whole form). */
export function formReply(reply: Omit<Partial<FormReply>, 'ok'>): FormReply {
  const { intent, fieldErrors = {}, fieldErrorParams = {}, formError, formErrorParams, values = {} } = reply;
  return {
    ok: false,
    ...(intent === undefined ? {} : { intent }),
    fieldErrors,
    ...(Object.keys(fieldErrorParams).length ? { fieldErrorParams } : {}),
    ...(formError === undefined ? {} : { formError }),
    ...(formErrorParams === undefined ? {} : { formErrorParams }),
    values: keptValues(values),
  };
}

/** The action's answer for a refused form: 400 unless said otherwise (409 conflict, 429 too many). */
export function replyWith(reply: FormReply, status = 400) {
  return data(reply, { status });
}
