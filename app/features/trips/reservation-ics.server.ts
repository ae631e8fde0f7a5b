// Calendar files for confirmed reservations: one event per reservation (a download from the
// member's reservations), and the member's feed of them. The event starts when the diver is to be
// at the meeting point, which is its location (what the centre said when it confirmed; the trip's
// start and meeting point for reservations confirmed before it was asked), and ends with the trip.
// Its text gives the times in the centre's zone, named. An event's UID stays the same across
// downloads, and its sequence follows the trip's last change, so calendars update it in place.
import { getRuntime } from '../../lib/runtime.server.ts';
import type { Locale } from '../../lib/i18n.ts';
import { createTranslator } from '../../lib/i18n.ts';
import { loadMessages } from '../../lib/i18n.server.ts';
import { pickLocalized } from '../../lib/localized-text.ts';
import { publicOrigin } from '../../lib/public-origin.server.ts';
import { formatPlaceSpan, formatPlaceTime } from '../../lib/time-format.ts';
import { calendar, type CalendarEvent } from './ics.ts';
import type { ReservationView } from './reservations.queries.server.ts';

function eventOf(reservation: ReservationView, locale: Locale): CalendarEvent {
  const t = createTranslator(locale, loadMessages(locale, ['trips']));
  const origin = publicOrigin().replace(/\/+$/, '');
  const host = new URL(origin).host;
  const { trip } = reservation;
  const title = pickLocalized(trip.title, locale)?.text ?? '';
  const url = `${origin}/trip/${trip.id}`;
  const meetingPoint = reservation.meeting?.point ?? trip.meetingPoint;
  const meetsAt = reservation.meeting?.at ?? trip.startsAt;
  const lines = [
    t('trips.ics.with', { center: trip.centerName }),
    t.plural('trips.reservation.seats', reservation.seats),
    `${t('trips.page.when')}: ${formatPlaceSpan(trip.startsAt, trip.endsAt, trip.timeZone, locale)}`,
    meetingPoint ? `${t('trips.page.meetingPoint')}: ${meetingPoint}` : '',
    t('trips.reservation.meetAt', { at: formatPlaceTime(meetsAt, trip.timeZone, locale) }),
    trip.paymentNote ? `${t('trips.page.payment')}: ${trip.paymentNote}` : '',
    url,
  ].filter(Boolean);
  return {
    uid: `reservation-${reservation.id}@${host}`,
    title: `${title} · ${trip.centerName}`,
    description: lines.join('\n'),
    location: meetingPoint,
    startsAt: meetsAt,
    endsAt: trip.endsAt,
    url,
    cancelled: reservation.status === 'cancelled' || trip.status === 'cancelled',
    sequence: Math.floor((reservation.history.at(-1)?.at.getTime() ?? 0) / 1000),
  };
}

export function reservationCalendar(reservation: ReservationView, locale: Locale): string {
  return calendar([eventOf(reservation, locale)], { productName: getRuntime().config.ORG_NAME });
}

export function feedCalendar(reservations: readonly ReservationView[], locale: Locale, name: string): string {
  return calendar(
    reservations.map((reservation) => eventOf(reservation, locale)),
    { productName: getRuntime().config.ORG_NAME, name },
  );
}
