// How a dive's time and figures read: the start as the diver's own clock showed it (never moved to the
// reader's zone), with its offset to UTC named when it is known, and durations in hours and minutes.
import { dateTimeFormat } from '../../lib/intl-format.ts';
import { asFields } from './dive-date.ts';

/** "UTC+05:45" for 345 minutes. Here rather than with the form, so that a page showing a dive loads no form code. */
export function offsetLabel(minutes: number): string {
  const sign = minutes < 0 ? '−' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

export { formatDiveDate } from './dive-date.ts';


/** "Sat, 3 Aug 2024, 22:15 (UTC+05:45)"; without an offset, the time alone. */
export function formatDiveStart(startLocal: string, utcOffsetMinutes: number | null, locale: string): string {
  const text = dateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(asFields(startLocal));
  return utcOffsetMinutes === null ? text : `${text} (${offsetLabel(utcOffsetMinutes)})`;
}

/** The start as a machine reads it: with its offset when known ("2024-08-03T22:15:00+05:45"), else the wall clock alone. */
export function machineDiveStart(startLocal: string, utcOffsetMinutes: number | null): string {
  const wall = startLocal.replace(' ', 'T').slice(0, 19);
  if (utcOffsetMinutes === null) return wall;
  const sign = utcOffsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(utcOffsetMinutes);
  return `${wall}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** Hours and minutes of a duration in seconds, rounded to the minute: { hours: 1, minutes: 5 }. */
export function durationParts(seconds: number): { hours: number; minutes: number } {
  const minutes = Math.round(seconds / 60);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** "January 2024" for a "2024-01" month key. */
export function formatMonth(monthKey: string, locale: string, width: 'long' | 'short' = 'long'): string {
  return dateTimeFormat(locale, { timeZone: 'UTC', month: width, year: 'numeric' }).format(new Date(`${monthKey}-15T00:00:00Z`));
}

/** What a diver calls a mix: air, oxygen, nitrox 32 ("EAN32"), trimix 18/45 ("Tx 18/45"). */
export function gasName(o2Percent: number, hePercent: number): { key: 'air' | 'oxygen' | 'nitrox' | 'trimix'; o2: number; he: number } {
  const o2 = Math.round(o2Percent);
  const he = Math.round(hePercent);
  if (he > 0) return { key: 'trimix', o2, he };
  if (o2 >= 99) return { key: 'oxygen', o2, he };
  if (o2 === 21) return { key: 'air', o2, he };
  return { key: 'nitrox', o2, he };
}

/**
 * The profile as a table a screen reader (or anyone without the chart) can read: a row about every
 * minute (never more than `maxRows`), each the sample nearest its time.
 */
export function profileTableRows<T extends { timeS: number[] }>(profile: T, maxRows = 120): number[] {
  const { timeS } = profile;
  if (!timeS.length) return [];
  const last = timeS[timeS.length - 1]!;
  const step = Math.max(60, Math.ceil(last / maxRows / 60) * 60);
  const rows: number[] = [];
  let index = 0;
  for (let target = 0; target <= last + step - 1; target += step) {
    while (index + 1 < timeS.length && Math.abs(timeS[index + 1]! - target) <= Math.abs(timeS[index]! - target)) index += 1;
    if (rows[rows.length - 1] !== index) rows.push(index);
  }
  if (rows[rows.length - 1] !== timeS.length - 1) rows.push(timeS.length - 1);
  return rows;
}
