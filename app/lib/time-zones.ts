// A place's times (a dive centre's trips and reservations) are stored as instants, and typed and
// read as the place's local time in its IANA time zone. These helpers turn one into the other with
// the runtime's own time-zone data (Intl), so a trip at 08:00 in Dahab stays at 08:00 in Dahab
// across daylight-saving changes, whatever the server's or the reader's zone. How such times are
// written for a reader is in time-format.ts.
import { dateTimeFormat } from './intl-format.ts';

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  return dateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

let zones: string[] | undefined;

/** The IANA zones the runtime lists (its canonical names), plus UTC, for the manager's choice. */
export function timeZoneNames(): string[] {
  zones ??= [...new Set(['UTC', ...Intl.supportedValuesOf('timeZone')])];
  return zones;
}

const known = new Map<string, boolean>();

/**
 * Whether the runtime knows this zone. Its list names some zones by older aliases (Asia/Calcutta
 * for Asia/Kolkata), so the test is whether a formatter accepts the name, not the list.
 */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || !value || value.length > 64) return false;
  let valid = known.get(value);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: value });
      valid = true;
    } catch {
      valid = false;
    }
    if (known.size < 1000) known.set(value, valid);
  }
  return valid;
}

/** The wall-clock reading of an instant in a zone: "2026-07-04" and "08:00". */
export function zonedParts(instant: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(partsFormatter(timeZone).formatToParts(instant).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** How far the zone's clock is ahead of UTC at this instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(partsFormatter(timeZone).formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]));
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The instant at which the zone's clocks read this date and time; null when the reading does not
 * exist there (the hour skipped when clocks go forward) or the text is not a date and time. In the
 * hour that repeats when clocks go back, the first one is taken.
 */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): Date | null {
  const day = DATE_PATTERN.exec(date);
  const clock = TIME_PATTERN.exec(time);
  if (!day || !clock || !isTimeZone(timeZone)) return null;
  const wall = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), Number(clock[1]), Number(clock[2]));
  const check = new Date(wall);
  if (check.getUTCMonth() !== Number(day[2]) - 1 || check.getUTCDate() !== Number(day[3])) return null;
  // The offset is that of the instant itself: try the offsets around the wall time, keep the earliest that reads back.
  const candidates = [...new Set([offsetAt(wall - 86_400_000, timeZone), offsetAt(wall, timeZone), offsetAt(wall + 86_400_000, timeZone)])]
    .map((offset) => wall - offset)
    .sort((a, b) => a - b);
  for (const candidate of candidates) {
    const back = zonedParts(new Date(candidate), timeZone);
    if (back.date === date && back.time === time) return new Date(candidate);
  }
  return null;
}

/** "UTC+2", "UTC−5", "UTC+5:30": the zone's offset at an instant, for readers elsewhere. */
export function utcOffsetLabel(instant: Date, timeZone: string): string {
  const minutes = Math.round(offsetAt(instant.getTime(), timeZone) / 60_000);
  if (minutes === 0) return 'UTC';
  const sign = minutes > 0 ? '+' : '−';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/** Whole calendar days between two dates written "YYYY-MM-DD". */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** ISO 8601 with the zone's own offset, "2026-07-04T08:00:00+02:00", as schema.org and calendars read it. */
export function isoInZone(instant: Date, timeZone: string): string {
  const { date, time } = zonedParts(instant, timeZone);
  const minutes = Math.round(offsetAt(instant.getTime(), timeZone) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0');
  const rest = String(Math.abs(minutes) % 60).padStart(2, '0');
  return `${date}T${time}:00${sign}${hours}:${rest}`;
}
