// Telling both sides of a reservation's change, after it is committed: the member and the centre each
// get a notification and its email (reservation mail cannot be switched off), in their own language,
// with the trip's times in the centre's time zone. Email texts are in the "trips-email" catalogues
// under "<kind>.member.*" and "<kind>.center.*". A failure is logged and never thrown: the change is
// saved, and both sides also see it on the site.
import { formatPrice } from '../../lib/intl-format.ts';
import { sql } from 'drizzle-orm';
import { db } from '../../lib/db.server.ts';
import { createTranslator, type Locale, type MessageParams } from '../../lib/i18n.ts';
import { loadMessages } from '../../lib/i18n.server.ts';
import { pickLocalized } from '../../lib/localized-text.ts';
import { notify, notifyCenter, type EmailContent } from '../../lib/notify.server.ts';
import { getRuntime, logger } from '../../lib/runtime.server.ts';
import type { LocalizedText } from '../../../db/schema/sites.ts';
import type { Recipient } from '../../lib/recipients.server.ts';
import { certificationText } from './reservation-cert.ts';
import { formatPlaceSpan, formatPlaceTime } from '../../lib/time-format.ts';
import { cancellationTerms } from './trip-format.ts';

export type ReservationEmailKind =
  | 'requested'
  | 'waitlisted'
  | 'promoted'
  | 'confirmed'
  | 'declined'
  | 'cancelledByMember'
  | 'cancelledByCenter'
  | 'tripCancelled'
  | 'expired'
  | 'attended'
  | 'tripChanged';

/** One change to announce: which reservation, what happened, and why when someone said. */
export type ReservationNotice = { reservationId: number; kind: ReservationEmailKind; reason?: string | null; feePercent?: number | null };

type Details = {
  seats: number;
  member_first: string;
  member_last: string;
  member_public_id: string;
  member_user_id: string;
  logged_dives: number;
  cert_agency: string | null;
  cert_level: string | null;
  cert_other: string | null;
  hold_expires_at: Date | string | null;
  /** The reservation's own meeting, else the trip's point (and its start for the time). */
  meeting_point: string | null;
  meets_at: Date | string | null;
  trip_id: number;
  title: LocalizedText;
  starts_at: Date | string;
  ends_at: Date | string;
  price: string;
  currency: string;
  payment_note: string | null;
  free_cancel_days: number;
  late_cancel_fee_percent: number;
  center_id: number;
  center_name: string;
  time_zone: string;
};

async function detailsOf(reservationId: number): Promise<Details | null> {
  const { rows } = await db().execute<Details>(sql`
    select r.seats, u.first_name as member_first, u.last_name as member_last, u.member_id as member_public_id, u.id as member_user_id,
      r.logged_dives, r.cert_agency, r.cert_level, r.cert_other, r.hold_expires_at, coalesce(r.meeting_point, t.meeting_point) as meeting_point, r.meets_at,
      t.id as trip_id, t.title, t.starts_at, t.ends_at, t.price, t.currency, t.payment_note, t.free_cancel_days, t.late_cancel_fee_percent,
      c.id as center_id, c.name as center_name, c.time_zone
    from reservation r join trip t on t.id = r.trip_id join dive_center c on c.id = t.center_id join auth_user u on u.id = r.member_id
    where r.id = ${reservationId}`);
  return rows[0] ?? null;
}

function paramsFor(details: Details, notice: ReservationNotice, locale: Locale, words: { notCertified: string; meetingPointAsk: string }): MessageParams {
  const trip = { startsAt: new Date(details.starts_at), endsAt: new Date(details.ends_at), timeZone: details.time_zone };
  const terms = cancellationTerms({ startsAt: trip.startsAt, freeCancelDays: details.free_cancel_days, lateCancelFeePercent: details.late_cancel_fee_percent });
  return {
    trip: pickLocalized(details.title, locale)?.text ?? '',
    when: formatPlaceSpan(trip.startsAt, trip.endsAt, trip.timeZone, locale),
    seats: details.seats,
    center: details.center_name,
    member: `${details.member_first} ${details.member_last}`.trim(),
    memberId: details.member_public_id,
    dives: details.logged_dives,
    certification: certificationText({ certAgency: details.cert_agency, certLevel: details.cert_level, certOther: details.cert_other }, words.notCertified),
    price: formatPrice(Number(details.price), details.currency, locale),
    meetingPoint: details.meeting_point ?? words.meetingPointAsk,
    meetsAt: formatPlaceTime(details.meets_at ? new Date(details.meets_at) : trip.startsAt, trip.timeZone, locale),
    paymentNote: details.payment_note ?? '',
    freeUntil: formatPlaceTime(terms.freeUntil, trip.timeZone, locale),
    lateFee: details.late_cancel_fee_percent,
    holdUntil: details.hold_expires_at ? formatPlaceTime(new Date(details.hold_expires_at), trip.timeZone, locale) : '',
    reason: notice.reason ?? '',
    fee: notice.feePercent ?? 0,
  };
}

function render(to: Recipient, notice: ReservationNotice, details: Details, side: 'member' | 'center', link: string): EmailContent {
  const t = createTranslator(to.locale, loadMessages(to.locale, ['trips-email']));
  const params = { name: to.firstName, orgName: getRuntime().config.ORG_NAME, link, ...paramsFor(details, notice, to.locale, { notCertified: t('trips-email.notCertified'), meetingPointAsk: t('trips-email.meetingPointAsk') }) };
  const prefix = `trips-email.${notice.kind}.${side}`;
  const extras = [
    notice.reason ? t('trips-email.reasonLine', params) : '',
    notice.feePercent ? t('trips-email.feeLine', params) : '',
    side === 'member' && notice.kind === 'confirmed' && details.payment_note ? t('trips-email.paymentLine', params) : '',
  ].filter(Boolean);
  const text = [t(`${prefix}.text`, params), ...extras, t('trips-email.linkLine', params), t('trips-email.signature', params)].join('\n\n');
  return { subject: t(`${prefix}.subject`, params), text };
}

/** Tells both sides of these changes (after their transaction committed); never throws. */
export async function announceReservationChanges(notices: readonly ReservationNotice[]): Promise<void> {
  for (const notice of notices) {
    try {
      const details = await detailsOf(notice.reservationId);
      if (!details) continue;
      const line = { trip: details.title, center: details.center_name, member: `${details.member_first} ${details.member_last}`.trim() };
      // Each change is also a message in the member's conversation with the centre, unread there and
      // counted in the same badge: its notification is listed as read, so it is counted once.
      await notify({
        read: true,
        userId: details.member_user_id,
        category: 'reservations',
        kind: `reservation.${notice.kind}.member`,
        params: line,
        link: `/account/reservations#reservation-${notice.reservationId}`,
        email: (to, link) => render(to, notice, details, 'member', link),
      });
      await notifyCenter(details.center_id, {
        read: true,
        category: 'reservations',
        kind: `reservation.${notice.kind}.center`,
        params: line,
        link: `/admin-divecenter/divecenter/reservations?center=${details.center_id}#reservation-${notice.reservationId}`,
        email: (to, link) => render(to, notice, details, 'center', link),
      });
    } catch (error) {
      logger().error({ err: error, kind: notice.kind, reservationId: notice.reservationId }, 'reservation notification failed');
    }
  }
}
