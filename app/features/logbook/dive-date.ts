// A dive's day as pages outside the logbook show it (a site's dives), apart from dive-format.ts so those
// pages do not load the dive form's code with it.
import { dateTimeFormat } from '../../lib/intl-format.ts';

/** The wall clock as an instant at UTC, only so Intl can format its fields: never a real instant. */
export function asFields(startLocal: string): Date {
  return new Date(`${startLocal.replace(' ', 'T').slice(0, 19)}Z`);
}

/** "3 Aug 2024". */
export function formatDiveDate(startLocal: string, locale: string): string {
  return dateTimeFormat(locale, { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(asFields(startLocal));
}
