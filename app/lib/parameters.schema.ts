// The zod schemas of the readers in ./parameters.ts: form fields (an id, a day) and query parameters,
// read one by one by `readQuery`, which leaves out a value that does not fit and says which, so a
// filter form can show it beside its field. Server code and forms' schemas use these; a page's
// browser code uses ./parameters.ts.
import { z } from 'zod';
import { decimalNumber, isDay, recordId, wholeNumber } from './parameters.ts';

/** A form's id field (a hidden input): the id, or the field refused with `message` (a catalogue key). */
export function idField(message: string) {
  return z.unknown().transform((value, ctx) => {
    const id = recordId(value);
    if (id !== null) return id;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}

/** A form's day field ("YYYY-MM-DD", a date input), refused with `message` unless the day exists. */
export function dayField(message: string) {
  return z.string({ error: message }).trim().refine(isDay, { error: message });
}

/** Query parameters refused, each with its message key, by name. */
export type ParamIssues = Record<string, string>;

type Shape = Record<string, z.ZodType>;
export type QueryValues<S extends Shape> = { [K in keyof S]?: z.output<S[K]> };

/**
 * Reads each named parameter of a query with its own schema. A value that does not fit is left out
 * and its message noted, so one bad filter never fails the page: the page shows the rest, and its
 * form says what was wrong. An empty value counts as none. A repeated name counts once (its first
 * value), except the names in `lists` (checkbox groups), whose schemas get every value.
 */
export function readQuery<S extends Shape>(params: URLSearchParams, shape: S, lists: ReadonlyArray<keyof S & string> = []): { values: QueryValues<S>; issues: ParamIssues } {
  const values: Record<string, unknown> = {};
  const issues: ParamIssues = {};
  for (const [name, schema] of Object.entries(shape)) {
    const raw = lists.includes(name) ? params.getAll(name).filter((value) => value !== '') : params.get(name) || undefined;
    if (raw === undefined) continue;
    const result = schema.safeParse(raw);
    if (result.success) values[name] = result.data;
    else issues[name] = result.error.issues[0]?.message ?? 'common.params.invalid';
  }
  return { values: values as QueryValues<S>, issues };
}

/** A query value read by a parser of its own (a member ID, a redirect target): what it gives, or left out with `message`. */
export function parsedBy<T>(parse: (text: string) => T | null | undefined, message = 'common.params.invalid') {
  return z.string().transform((value, ctx) => {
    const parsed = parse(value);
    if (parsed !== null && parsed !== undefined) return parsed;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}

/** One of a fixed list of words (a role, a view, a notice after a redirect). */
export function oneOf<T extends string>(choices: readonly T[], message?: string) {
  return parsedBy((value) => ((choices as readonly string[]).includes(value) ? (value as T) : null), message);
}

/** A record id in a query (`?center=12`). */
export function queryId(message?: string) {
  return parsedBy(recordId, message);
}

/** A whole number in a query (`?seats=2`), from `min` to `max`. */
export function queryNumber(min: number, max: number, message?: string) {
  return parsedBy((value) => wholeNumber(value, min, max), message);
}

/** A page number of a list (`?page=3`), from 1 to `max`: no list of ours runs further. */
export function queryPage(max: number) {
  return queryNumber(1, max);
}

/** A decimal number in a query (`?lat=28.5`), from `min` to `max`. */
export function queryDecimal(min: number, max: number, message?: string) {
  return parsedBy((value) => decimalNumber(value, min, max), message);
}

/** A flag in a query (`?saved=1`): present or not. */
export function queryFlag() {
  return z.literal('1', { error: 'common.params.invalid' }).transform(() => true as const);
}

/**
 * A secret from a link we sent (a password reset, an email confirmation): letters, digits and the
 * few marks a URL carries as they are (a signed token has dots), at most 2,000 characters.
 */
export function queryToken() {
  return z.string().regex(/^[\w.~-]{1,2000}$/, { error: 'common.params.invalid' });
}

/**
 * Search text from an address (a search box's value): a search is one line, so control characters
 * and line breaks become spaces, and it is at most `max` characters (a longer one is refused, not cut).
 */
export function searchText(max: number, message: string) {
  return z
    .string()
    .transform((value) => value.replace(/[\p{Cc}\p{Zl}\p{Zp}\s]+/gu, ' ').trim())
    .pipe(z.string().max(max, { error: message }));
}
