// Values that arrive as text, in an address or a form, and name a record, a day or a number: one
// reader each, with its bounds and the reason for them, so that no loader or action hands PostgreSQL
// what it refuses (an id past its integer, a day that does not exist) and answers 500. A bad path
// parameter is a 404, a bad form field a message beside it, and a bad query parameter is left out.
// These run in the browser too; their zod schemas, for forms and queries, are in ./parameters.schema.ts
// (apart, so that a page using a reader does not load zod).

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
