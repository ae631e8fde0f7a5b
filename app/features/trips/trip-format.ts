// A trip's length in days and its cancellation terms, in the centre's calendar. How its times are
// written for a reader is the site's one rule, in app/lib/time-format.ts.
import { zonedParts } from '../../lib/time-zones.ts';

const DAY_MS = 86_400_000;

export type TripTimes = { startsAt: Date; endsAt: Date; timeZone: string };

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
