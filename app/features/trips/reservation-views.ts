// What the reservation pages send to the browser: a member's own reservations, and a centre's, with
// times in the centre's zone and the actions each side may take now (the server decides them again
// when a form is posted).
import { dateTimeFormat, formatPrice } from '../../lib/intl-format.ts';
import { certificationLabel } from '../members/certifications.ts';
import type { Locale } from '../../lib/i18n.ts';
import { pickLocalized } from '../../lib/localized-text.ts';
import type { GivenCertification } from './reservation-cert.ts';
import type { CenterReservation, ReservationView } from './reservations.queries.server.ts';
import { canCancelAsMember, centerActionsFor } from './trip.policy.ts';
import { termsView, whatToBring, type TermsView } from './trip-views.ts';
import { formatPlaceSpan, formatPlaceTime, formatZone } from '../../lib/time-format.ts';
import { zonedParts } from '../../lib/time-zones.ts';

export type HistoryView = { status: string; actor: string; reason: string | null; feePercent: number | null; at: string };

type TripPart = {
  tripId: number;
  tripHref: string;
  title: string;
  titleLang: Locale;
  when: string;
  zone: string;
  tripStatus: 'draft' | 'published' | 'cancelled';
  past: boolean;
  started: boolean;
  centerId: number;
  centerName: string;
};

function tripPart(reservation: ReservationView, locale: Locale, now: Date): TripPart {
  const { trip } = reservation;
  const title = pickLocalized(trip.title, locale);
  return {
    tripId: trip.id,
    tripHref: `/trip/${trip.id}`,
    title: title?.text ?? '',
    titleLang: title?.lang ?? locale,
    when: formatPlaceSpan(trip.startsAt, trip.endsAt, trip.timeZone, locale),
    zone: formatZone(trip.startsAt, trip.timeZone),
    tripStatus: trip.status,
    past: trip.endsAt <= now,
    started: trip.startsAt <= now,
    centerId: trip.centerId,
    centerName: trip.centerName,
  };
}

export type MeetingView = { point: string | null; at: string | null };

/**
 * Where and when a diver meets the centre: what the centre said when it confirmed, else the trip's
 * own meeting point (its time is the trip's start, already on the card).
 */
function meetingOf(reservation: ReservationView, locale: Locale): MeetingView {
  const { trip, meeting } = reservation;
  return { point: meeting?.point ?? trip.meetingPoint, at: meeting ? formatPlaceTime(meeting.at, trip.timeZone, locale) : null };
}

function historyOf(reservation: ReservationView, locale: Locale): HistoryView[] {
  return reservation.history.map((event) => ({ status: event.status, actor: event.actor, reason: event.reason, feePercent: event.feePercent, at: formatPlaceTime(event.at, reservation.trip.timeZone, locale) }));
}

export type MemberReservationView = TripPart & {
  id: number;
  seats: number;
  status: string;
  holdUntil: string | null;
  meeting: MeetingView;
  price: string;
  terms: TermsView;
  paymentNote: string | null;
  bring: string[];
  history: HistoryView[];
  conversationHref: string | null;
  canCancel: boolean;
  icsHref: string | null;
};

export function memberReservationView(reservation: ReservationView, memberId: string, locale: Locale, now: Date = new Date()): MemberReservationView {
  const { trip } = reservation;
  const confirmed = reservation.status === 'confirmed' || reservation.status === 'attended';
  return {
    ...tripPart(reservation, locale, now),
    id: reservation.id,
    seats: reservation.seats,
    status: reservation.status,
    holdUntil: reservation.status === 'requested' && reservation.holdExpiresAt ? formatPlaceTime(reservation.holdExpiresAt, trip.timeZone, locale) : null,
    meeting: meetingOf(reservation, locale),
    price: formatPrice(Number(trip.price), trip.currency, locale),
    terms: termsView(trip, locale, now),
    paymentNote: trip.paymentNote,
    bring: whatToBring(trip),
    history: historyOf(reservation, locale),
    conversationHref: reservation.conversationId ? `/account/inbox/${reservation.conversationId}` : null,
    canCancel: canCancelAsMember({ id: memberId, role: 'member', emailVerified: true }, { memberId, status: reservation.status }, trip, now),
    icsHref: confirmed ? `/account/reservations/${reservation.id}/calendar.ics` : null,
  };
}

export type CenterReservationView = TripPart & {
  id: number;
  seats: number;
  status: string;
  certification: GivenCertification;
  /** The card from the diver's wallet that meets the trip's minimum, as the centre reads it. */
  card: { label: string; cardNumber: string | null; certifiedOn: string | null; certifiedBy: string | null; seen: { centerName: string; at: string } | null; seenHere: boolean } | null;
  loggedDives: number;
  message: string | null;
  holdUntil: string | null;
  requestedAt: string;
  /** Set once confirmed: where and when the diver meets the centre. */
  meeting: MeetingView | null;
  /** The confirm form's first values: the trip's meeting point and start, in the centre's local time. */
  confirmDefaults: { meetingPoint: string; meetingDate: string; meetingTime: string };
  /** The centre's zone, as the confirm form names it. */
  zoneHint: string;
  member: { firstName: string; lastName: string; memberId: string };
  history: HistoryView[];
  conversationHref: string | null;
  actions: Array<'confirm' | 'decline' | 'cancel' | 'attended'>;
  /** The trip happens today, in the centre's own calendar. */
  today: boolean;
};

export function centerReservationView(reservation: CenterReservation, locale: Locale, now: Date = new Date()): CenterReservationView {
  const { trip } = reservation;
  const today = zonedParts(now, trip.timeZone).date;
  return {
    ...tripPart(reservation, locale, now),
    id: reservation.id,
    seats: reservation.seats,
    status: reservation.status,
    certification: { certAgency: reservation.certAgency, certLevel: reservation.certLevel, certOther: reservation.certOther },
    card: reservation.card
      ? {
          label: certificationLabel(reservation.card.agency, reservation.card.level) ?? reservation.card.otherName ?? '',
          cardNumber: reservation.card.cardNumber,
          certifiedOn: reservation.card.certifiedOn ? dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${reservation.card.certifiedOn}T00:00:00Z`)) : null,
          certifiedBy: reservation.card.certifiedBy,
          seen: reservation.card.seen ? { centerName: reservation.card.seen.centerName ?? '', at: formatPlaceTime(reservation.card.seen.at, trip.timeZone, locale) } : null,
          seenHere: reservation.card.seen?.centerId === trip.centerId,
        }
      : null,
    loggedDives: reservation.loggedDives,
    message: reservation.message,
    holdUntil: reservation.status === 'requested' && reservation.holdExpiresAt ? formatPlaceTime(reservation.holdExpiresAt, trip.timeZone, locale) : null,
    requestedAt: formatPlaceTime(reservation.createdAt, trip.timeZone, locale),
    meeting: reservation.meeting ? meetingOf(reservation, locale) : null,
    confirmDefaults: { meetingPoint: trip.meetingPoint ?? '', meetingDate: zonedParts(trip.startsAt, trip.timeZone).date, meetingTime: zonedParts(trip.startsAt, trip.timeZone).time },
    zoneHint: formatZone(trip.startsAt, trip.timeZone),
    member: { firstName: reservation.member.firstName, lastName: reservation.member.lastName, memberId: reservation.member.memberId },
    history: historyOf(reservation, locale),
    conversationHref: reservation.conversationId ? `/admin-divecenter/divecenter/inbox/${reservation.conversationId}?center=${trip.centerId}` : null,
    actions: trip.status === 'cancelled' ? [] : centerActionsFor(reservation.status, trip, now),
    today: zonedParts(trip.startsAt, trip.timeZone).date <= today && zonedParts(trip.endsAt, trip.timeZone).date >= today,
  };
}
