// How a trip's times, price and cancellation terms read, in the reader's language and the centre's
// time zone. Pages call these in their loaders (on the server), so the page and its hydration show
// the same text; emails call them with the recipient's language.
import type { Locale } from '../../lib/i18n.ts';
import { dateTimeFormat } from '../../lib/intl-format.ts';
import { utcOffsetLabel, zonedParts } from './time-zones.ts';

const DAY_MS = 86_400_000;

export type TripTimes = { startsAt: Date; endsAt: Date; timeZone: string };

function formatter(locale: Locale, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return dateTimeFormat(locale, { timeZone, ...options });
}

const DAY = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } as const;
const TIME = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/** "Sat, 4 Jul 2026, 08:00–12:30" or "Sat, 4 Jul 2026, 18:00 – Sat, 11 Jul 2026, 10:00", local to the centre. */
export function formatTripWhen(trip: TripTimes, locale: Locale): string {
  const sameDay = zonedParts(trip.startsAt, trip.timeZone).date === zonedParts(trip.endsAt, trip.timeZone).date;
  const day = formatter(locale, trip.timeZone, DAY);
  const time = formatter(locale, trip.timeZone, TIME);
  if (sameDay) return `${day.format(trip.startsAt)}, ${time.format(trip.startsAt)}–${time.format(trip.endsAt)}`;
  return `${day.format(trip.startsAt)}, ${time.format(trip.startsAt)} – ${day.format(trip.endsAt)}, ${time.format(trip.endsAt)}`;
}

/** The zone as the page names it: "Africa/Cairo (UTC+2)". */
export function formatZone(instant: Date, timeZone: string): string {
  return timeZone === 'UTC' ? 'UTC' : `${timeZone.replace(/_/g, ' ')} (${utcOffsetLabel(instant, timeZone)})`;
}

/** A date and time alone, local to the zone: "Sat, 27 Jun 2026, 08:00". */
export function formatInstant(instant: Date, timeZone: string, locale: Locale): string {
  return `${formatter(locale, timeZone, DAY).format(instant)}, ${formatter(locale, timeZone, TIME).format(instant)}`;
}

/** Number of nights or days a trip lasts, for cards ("3 days"); one for a trip within a day. */
export function tripDays(trip: TripTimes): number {
  const start = zonedParts(trip.startsAt, trip.timeZone).date;
  const end = zonedParts(trip.endsAt, trip.timeZone).date;
  return Math.round((Date.parse(end) - Date.parse(start)) / DAY_MS) + 1;
}

export type CancellationTerms = {
  /** The last moment a member may cancel without a fee; equal to the start for "non-refundable" trips with 0 free days. */
  freeUntil: Date;
  /** The fee a cancellation made at `now` carries, in percent of the price. */
  feePercentNow: number;
  /** The trip has started: nobody cancels any more. */
  started: boolean;
};

/** What cancelling costs at `now`, by the trip's terms: free until N days before the start, then the fee. */
export function cancellationTerms(trip: { startsAt: Date; freeCancelDays: number; lateCancelFeePercent: number }, now: Date = new Date()): CancellationTerms {
  const freeUntil = new Date(trip.startsAt.getTime() - trip.freeCancelDays * DAY_MS);
  const started = now >= trip.startsAt;
  const free = trip.freeCancelDays > 0 && now <= freeUntil;
  return { freeUntil, feePercentNow: free ? 0 : trip.lateCancelFeePercent, started };
}
