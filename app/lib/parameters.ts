// Values that arrive as text, in an address or a form, and name a record, a day, a number or a
// search: one reader each, with its bounds and the reason for them, so that no loader or action hands
// PostgreSQL what it refuses (an id past its integer, a day that does not exist, a NUL) and answers
// 500. A bad path parameter is a 404, a bad form field a message beside it, and a bad query parameter
// is left out (`readQuery` says which, for the filter form to show).
// The plain readers (recordId, wholeNumber, decimalNumber, isDay) run in the browser too; the zod
// schemas are built only when called, so a page that imports a plain reader does not load zod.
import { z } from 'zod';

/** Every id column is a PostgreSQL serial (int4): a positive integer, at most this. */
export const MAX_RECORD_ID = 2_147_483_647;

/** A record's id as an address or a form writes it ("42"), or null when it can name no record. */
export function recordId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 && value <= MAX_RECORD_ID ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= MAX_RECORD_ID ? id : null;
}

/** The distinct record ids among a list's values (ticked checkboxes); the others are dropped. */
export function recordIds(values: readonly unknown[] | undefined): number[] {
  return [...new Set((values ?? []).map(recordId).filter((id): id is number => id !== null))];
}

/** A whole number as typed or linked ("3"), within [min, max], or null. */
export function wholeNumber(value: unknown, min: number, max: number): number | null {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  if (!/^-?\d{1,15}$/.test(text)) return null;
  const number = Number(text);
  return number >= min && number <= max ? number : null;
}

/** A decimal number as typed or linked ("-8.25"), within [min, max], or null: no exponent, no hex, no Infinity. */
export function decimalNumber(value: unknown, min: number, max: number): number | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!/^-?\d{1,15}(\.\d{1,15})?$/.test(text)) return null;
  const number = Number(text);
  return number >= min && number <= max ? number : null;
}

/**
 * The years a day of this site falls in (a dive, a trip, an offer, a suspension). The bounds keep
 * every day far from the ends of PostgreSQL's and JavaScript's calendars.
 */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2999;

/**
 * "YYYY-MM-DD" naming a day that exists. `Date.parse` is no test: it reads "2027-02-30" as the
 * 2nd of March, and PostgreSQL refuses it.
 */
export function isDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < FIRST_YEAR || year > LAST_YEAR || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** "YYYY-MM-DDTHH:MM" (a datetime-local field) on a day that exists. */
export function isDayAndTime(text: string): boolean {
  const match = /^(.{10})T([01]\d|2[0-3]):[0-5]\d$/.exec(text);
  return !!match && isDay(match[1]!);
}

// Form fields.

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

// Query parameters.

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
