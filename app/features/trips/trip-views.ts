// What pages send to the browser about a trip: its text already in the reader's language and the
// centre's time zone (formatted on the server, so the page and its hydration agree), and nothing
// the reader may not see (who runs the centre stays on the server).
import { formatPrice } from '../../lib/intl-format.ts';
import { countryName } from '../../lib/country-names.ts';
import type { Locale } from '../../lib/i18n.ts';
import { pickLocalized } from '../../lib/localized-text.ts';
import { formatPlaceSpan, formatPlaceTime, formatZone } from '../../lib/time-format.ts';
import { cancellationTerms, tripDays } from './trip-format.ts';
import type { TripCard } from './trips.queries.server.ts';

export type TripCardView = {
  id: number;
  href: string;
  title: string;
  titleLang: Locale;
  kind: string;
  status: 'draft' | 'published' | 'cancelled';
  when: string;
  zone: string;
  days: number;
  price: string;
  capacity: number;
  seatsLeft: number;
  centerId: number;
  centerName: string;
  place: string;
  isSeed: boolean;
  started: boolean;
  past: boolean;
};

export function tripCardView(trip: TripCard, locale: Locale, now: Date = new Date()): TripCardView {
  const title = pickLocalized(trip.title, locale);
  const times = { startsAt: trip.startsAt, endsAt: trip.endsAt, timeZone: trip.timeZone };
  const country = countryName(trip.countryCode, locale);
  return {
    id: trip.id,
    href: `/trip/${trip.id}`,
    title: title?.text ?? '',
    titleLang: title?.lang ?? locale,
    kind: trip.kind,
    status: trip.status,
    when: formatPlaceSpan(trip.startsAt, trip.endsAt, trip.timeZone, locale),
    zone: formatZone(trip.startsAt, trip.timeZone),
    days: tripDays(times),
    price: formatPrice(Number(trip.price), trip.currency, locale),
    capacity: trip.capacity,
    seatsLeft: trip.seatsLeft,
    centerId: trip.centerId,
    centerName: trip.centerName,
    place: trip.region ? `${trip.region}, ${country}` : country,
    isSeed: trip.isSeed,
    started: trip.startsAt <= now,
    past: trip.endsAt <= now,
  };
}

export type TermsView = { policy: string; freeDays: number; feePercent: number; freeUntil: string; feeNow: number; started: boolean };

/** The cancellation terms as a page states them, with what cancelling would cost right now. */
export function termsView(trip: { cancellationPolicy: string; startsAt: Date; freeCancelDays: number; lateCancelFeePercent: number; timeZone: string }, locale: Locale, now: Date = new Date()): TermsView {
  const terms = cancellationTerms(trip, now);
  return {
    policy: trip.cancellationPolicy,
    freeDays: trip.freeCancelDays,
    feePercent: trip.lateCancelFeePercent,
    freeUntil: formatPlaceTime(terms.freeUntil, trip.timeZone, locale),
    feeNow: terms.feePercentNow,
    started: terms.started,
  };
}

/** What a diver should bring, from what the trip includes and what kind of trip it is. */
export function whatToBring(trip: { included: readonly string[]; kind: string }): string[] {
  const items = ['certCard', 'logbook', 'insurance'];
  if (!trip.included.includes('equipment')) items.push('equipment');
  if (trip.kind === 'night-dive') items.push('torch');
  if (trip.kind === 'liveaboard' || trip.kind === 'expedition') items.push('passport');
  return items;
}
