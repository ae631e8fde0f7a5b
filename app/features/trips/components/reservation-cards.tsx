// Reservations as each side sees them. The member's card: status, the trip, what to bring, the
// terms and what cancelling costs now, the calendar file and the cancel form. The centre's card: the
// diver, their certification and logged dives, and the answers the centre may give now. Both show
// the reservation's history.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { FormReply } from '~/lib/form-submission.ts';
import { useT } from '~/lib/use-translation.ts';
import { Checkbox, FormKit, SubmitButton, TextField } from '~/ui/form-kit.tsx';
import { certificationText } from '../reservation-cert.ts';
import type { CenterReservationView, HistoryView, MemberReservationView } from '../reservation-views.ts';
import { TermsSentence } from './trip-details.tsx';

type Reply = Partial<FormReply> | undefined;

const STATUS_TONES: Record<string, string> = {
  requested: 'bg-amber-100 text-amber-950',
  waitlisted: 'bg-violet-100 text-violet-950',
  confirmed: 'bg-emerald-100 text-emerald-900',
  attended: 'bg-sky-100 text-sky-950',
  declined: 'bg-slate-200 text-slate-900',
  cancelled: 'bg-red-100 text-red-900',
  expired: 'bg-slate-200 text-slate-900',
};

export function ReservationStatusBadge({ status }: { status: string }) {
  const t = useT();
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONES[status] ?? 'bg-slate-100'}`}>{t(`trips.reservation.status.${status}`)}</span>;
}

export function ReservationHistory({ history }: { history: HistoryView[] }) {
  const t = useT();
  if (!history.length) return null;
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-semibold text-slate-800">{t('trips.reservation.history')}</summary>
      <ol className="mt-2 flex flex-col gap-1 border-l-2 border-slate-200 pl-3">
        {history.map((event, index) => (
          <li key={index} className="text-slate-800">
            <span className="text-slate-600">{event.at}</span> · {t(`trips.reservation.event.${event.status}.${event.actor}`)}
            {event.reason ? <span className="block text-slate-700">{t('trips.reservation.reason', { reason: event.reason })}</span> : null}
            {event.feePercent ? <span className="block text-slate-700">{t('trips.reservation.feeRecorded', { fee: event.feePercent })}</span> : null}
          </li>
        ))}
      </ol>
    </details>
  );
}

export function MemberReservationCard({ reservation, reply }: { reservation: MemberReservationView; reply: Reply }) {
  const t = useT();
  const intent = `cancel-${reservation.id}`;
  const open = ['requested', 'confirmed', 'waitlisted'].includes(reservation.status);
  const fee = reservation.status === 'confirmed' ? reservation.terms.feeNow : 0;
  return (
    <article id={`reservation-${reservation.id}`} className="scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-testid="reservation">
      <div className="flex flex-wrap items-center gap-2">
        <ReservationStatusBadge status={reservation.status} />
        {reservation.tripStatus === 'cancelled' ? <span className="text-xs font-semibold text-red-900">{t('trips.status.cancelled')}</span> : null}
      </div>
      <h3 className="mt-2 text-lg font-semibold">
        <Link to={reservation.tripHref} className="text-sky-900 underline" lang={reservation.titleLang}>
          {reservation.title}
        </Link>
      </h3>
      <p className="text-sm text-slate-800">
        {reservation.when} <span className="text-slate-600">({t('trips.card.localTime', { zone: reservation.zone })})</span>
      </p>
      <p className="text-sm text-slate-700">
        <Link to={`/dive-center/${reservation.centerId}`} className="underline">
          {reservation.centerName}
        </Link>{' '}
        · {t.plural('trips.reservation.seats', reservation.seats)} · {t('trips.card.price', { price: reservation.price })}
      </p>
      <p className="mt-2 text-sm text-slate-800">{t(`trips.reservation.explain.${reservation.status}`, { until: reservation.holdUntil ?? '' })}</p>
      {open || reservation.status === 'attended' ? (
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
          <div data-testid="meeting">
            <dt className="font-semibold text-slate-900">{t('trips.page.meetingPoint')}</dt>
            <dd className="text-slate-800">
              {reservation.meeting.point ?? t('trips.page.meetingPointAsk')}
              {reservation.meeting.at ? <span className="block">{t('trips.reservation.meetAt', { at: reservation.meeting.at })}</span> : null}
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900">{t('trips.page.cancellation')}</dt>
            <dd className="text-slate-800">
              <TermsSentence terms={reservation.terms} />
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900">{t('trips.page.payment')}</dt>
            <dd className="text-slate-800">
              {t('trips.page.noPaymentHere', { center: reservation.centerName })}
              {reservation.paymentNote ? <span className="block whitespace-pre-line">{reservation.paymentNote}</span> : null}
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900">{t('trips.page.bring')}</dt>
            <dd className="text-slate-800">{reservation.bring.map((item) => t(`trips.bring.${item}`)).join(' · ')}</dd>
          </div>
        </dl>
      ) : null}
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {reservation.icsHref ? (
          <a href={reservation.icsHref} className="font-semibold text-sky-800 underline" download>
            {t('trips.reservation.addToCalendar')}
          </a>
        ) : null}
        {reservation.conversationHref ? (
          <Link to={reservation.conversationHref} className="font-semibold text-sky-800 underline">
            {t('trips.reservation.conversation')}
          </Link>
        ) : null}
      </p>
      <ReservationHistory history={reservation.history} />
      {reservation.canCancel ? (
        <details className="mt-3" open={reply?.intent === intent}>
          <summary className="cursor-pointer text-sm font-semibold text-red-800">{t('trips.reservation.cancel')}</summary>
          <FormKit idPrefix={intent} intent={intent} reply={reply} className="mt-3 flex flex-col gap-3">
            <input type="hidden" name="reservationId" value={reservation.id} />
            {fee > 0 ? <p className="text-sm font-semibold text-red-900">{t('trips.reservation.lateWarning', { fee, until: reservation.terms.freeUntil })}</p> : <p className="text-sm text-slate-800">{t('trips.reservation.freeNow')}</p>}
            <TextField name="reason" label={t('trips.reservation.cancelReason')} maxLength={500} />
            {fee > 0 ? <Checkbox name="acceptFee" label={t('trips.reservation.acceptFee', { fee })} tone="danger" /> : null}
            <div>
              <SubmitButton name="intent" value="cancel" tone="danger" size="small">
                {t('trips.reservation.cancelConfirm')}
              </SubmitButton>
            </div>
          </FormKit>
        </details>
      ) : null}
    </article>
  );
}

/** Confirming says where and when the diver meets the centre: the trip's meeting point and start, unless the centre changes them. */
function ConfirmForm({ reservation, hidden, reply, action }: { reservation: Pick<CenterReservationView, 'id' | 'confirmDefaults' | 'zoneHint'>; hidden: ReactNode; reply: Reply; action?: string }) {
  const t = useT();
  return (
    <FormKit action={action} idPrefix={`confirm-${reservation.id}`} intent={`confirm-${reservation.id}`} reply={reply} defaults={reservation.confirmDefaults} className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3">
      {hidden}
      <TextField name="meetingPoint" label={t('trips.answer.meetingPoint')} maxLength={300} required hint={t('trips.answer.meetingPointHint')} />
      {/* One under the other: side by side, a browser's date control is cut short in the narrow column beside a conversation. */}
      <div className="flex flex-col gap-2">
        <TextField name="meetingDate" type="date" label={t('trips.answer.meetingDate')} required />
        <TextField name="meetingTime" type="time" label={t('trips.answer.meetingTime')} required />
      </div>
      <p className="text-xs text-slate-700">{t('trips.form.whenHint', { zone: reservation.zoneHint })}</p>
      <div>
        <SubmitButton name="intent" value="confirm" size="small">
          {t('trips.answer.confirm')}
        </SubmitButton>
      </div>
    </FormKit>
  );
}

/** The answers a centre may give to one reservation now; each is its own small form. */
export function CenterReservationActions({ reservation, centerId, reply, action }: { reservation: Pick<CenterReservationView, 'id' | 'actions' | 'confirmDefaults' | 'zoneHint'>; centerId: number; reply: Reply; action?: string }) {
  const t = useT();
  if (!reservation.actions.length) return null;
  const hidden = (
    <>
      <input type="hidden" name="centerId" value={centerId} />
      <input type="hidden" name="reservationId" value={reservation.id} />
    </>
  );
  return (
    <div className="mt-3 flex flex-col gap-3">
      {reservation.actions.includes('confirm') ? <ConfirmForm reservation={reservation} hidden={hidden} reply={reply} action={action} /> : null}
      {reservation.actions.includes('attended') ? (
        <FormKit action={action} idPrefix={`attended-${reservation.id}`} intent={`attended-${reservation.id}`} reply={reply} className="flex flex-wrap gap-2">
          {hidden}
          <SubmitButton name="intent" value="attended" size="small">
            {t('trips.answer.attended')}
          </SubmitButton>
        </FormKit>
      ) : null}
      {reservation.actions.includes('decline') ? (
        <details open={reply?.intent === `decline-${reservation.id}`}>
          <summary className="cursor-pointer text-sm font-semibold text-slate-800">{t('trips.answer.decline')}</summary>
          <FormKit action={action} idPrefix={`decline-${reservation.id}`} intent={`decline-${reservation.id}`} reply={reply} className="mt-2 flex flex-col gap-2">
            {hidden}
            <TextField name="reason" label={t('trips.answer.declineReason')} maxLength={500} />
            <div>
              <SubmitButton name="intent" value="decline" tone="dangerOutline" size="small">
                {t('trips.answer.declineButton')}
              </SubmitButton>
            </div>
          </FormKit>
        </details>
      ) : null}
      {reservation.actions.includes('cancel') ? (
        <details open={reply?.intent === `cancel-${reservation.id}`}>
          <summary className="cursor-pointer text-sm font-semibold text-red-800">{t('trips.answer.cancel')}</summary>
          <FormKit action={action} idPrefix={`cancel-${reservation.id}`} intent={`cancel-${reservation.id}`} reply={reply} className="mt-2 flex flex-col gap-2">
            {hidden}
            <TextField name="reason" label={t('trips.answer.cancelReason')} maxLength={500} required />
            <div>
              <SubmitButton name="intent" value="cancel" tone="danger" size="small">
                {t('trips.answer.cancelButton')}
              </SubmitButton>
            </div>
          </FormKit>
        </details>
      ) : null}
    </div>
  );
}

/** `compact`: in a narrow column (beside a conversation), facts one under another. */
/** The card from the diver's wallet that met the trip's minimum: what it says, who saw it, and the button to say this centre did. */
function DiverCard({ card, reservationId, centerId, reply }: { card: NonNullable<CenterReservationView['card']>; reservationId: number; centerId: number; reply: Reply }) {
  const t = useT();
  const details = [card.cardNumber ? t('trips.reservation.cardNumber', { number: card.cardNumber }) : '', card.certifiedOn ? t('trips.reservation.cardDate', { date: card.certifiedOn }) : '', card.certifiedBy ? t('trips.reservation.cardBy', { name: card.certifiedBy }) : ''].filter(Boolean);
  return (
    <div className="mt-2 rounded-lg bg-emerald-50 p-2 text-sm text-slate-900" data-testid="diver-card">
      <p>
        <span className="font-semibold">{t('trips.reservation.card')}: </span>
        {card.label}
        {details.length ? ` · ${details.join(' · ')}` : ''}
      </p>
      {card.seen ? <p className="text-slate-700">{t('trips.reservation.cardSeen', { center: card.seen.centerName, date: card.seen.at })}</p> : null}
      {card.seenHere ? null : (
        <FormKit idPrefix={`card-seen-${reservationId}`} intent={`card-seen-${reservationId}`} reply={reply} className="mt-1">
          <input type="hidden" name="centerId" value={centerId} />
          <input type="hidden" name="reservationId" value={reservationId} />
          <SubmitButton name="intent" value="card-seen" tone="secondary" size="small">
            {t('trips.reservation.markCardSeen')}
          </SubmitButton>
        </FormKit>
      )}
    </div>
  );
}

export function CenterReservationCard({ reservation, centerId, reply, compact = false }: { reservation: CenterReservationView; centerId: number; reply: Reply; compact?: boolean }) {
  const t = useT();
  const name = `${reservation.member.firstName} ${reservation.member.lastName}`.trim();
  // Under a trip's heading on the reservations page; under the "Reservation" heading beside a conversation.
  const Heading = compact ? 'h3' : 'h4';
  return (
    <article id={`reservation-${reservation.id}`} className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-4" data-testid="center-reservation">
      <div className="flex flex-wrap items-center gap-2">
        <ReservationStatusBadge status={reservation.status} />
        <span className="text-sm text-slate-700">{t.plural('trips.reservation.seats', reservation.seats)}</span>
      </div>
      <Heading className="mt-1 font-semibold text-slate-900">
        <Link to={`/user/${reservation.member.memberId}`} className="text-sky-900 underline">
          {name}
        </Link>{' '}
        <span className="text-sm font-normal text-slate-600">· {t('trips.reservation.memberId', { id: reservation.member.memberId })}</span>
      </Heading>
      <dl className={`mt-2 grid gap-1 text-sm ${compact ? '' : 'sm:grid-cols-2'}`}>
        <div>
          <dt className="inline font-semibold text-slate-900">{t('trips.reservation.certification')}: </dt>
          <dd className="inline text-slate-800">{certificationText(reservation.certification, t('trips.cert.none'))}</dd>
        </div>
        <div>
          <dt className="inline font-semibold text-slate-900">{t('trips.reservation.loggedDives')}: </dt>
          <dd className="inline text-slate-800">{reservation.loggedDives}</dd>
        </div>
        <div>
          <dt className="inline font-semibold text-slate-900">{t('trips.reservation.requestedAt')}: </dt>
          <dd className="inline text-slate-800">{reservation.requestedAt}</dd>
        </div>
        {reservation.holdUntil ? (
          <div>
            <dt className="inline font-semibold text-slate-900">{t('trips.reservation.holdUntil')}: </dt>
            <dd className="inline text-slate-800">{reservation.holdUntil}</dd>
          </div>
        ) : null}
        {reservation.meeting ? (
          <div>
            <dt className="inline font-semibold text-slate-900">{t('trips.page.meetingPoint')}: </dt>
            <dd className="inline text-slate-800">
              {reservation.meeting.point}
              {reservation.meeting.at ? `, ${reservation.meeting.at}` : ''}
            </dd>
          </div>
        ) : null}
      </dl>
      {reservation.card ? <DiverCard card={reservation.card} reservationId={reservation.id} centerId={centerId} reply={reply} /> : null}
      {reservation.message && !compact ? <p className="mt-2 rounded-lg bg-slate-50 p-2 text-sm whitespace-pre-line text-slate-800">{reservation.message}</p> : null}
      {reservation.conversationHref && !compact ? (
        <p className="mt-2 text-sm">
          <Link to={reservation.conversationHref} className="font-semibold text-sky-800 underline">
            {t('trips.reservation.conversation')}
          </Link>
        </p>
      ) : null}
      <CenterReservationActions reservation={reservation} centerId={centerId} reply={reply} />
      <ReservationHistory history={reservation.history} />
    </article>
  );
}
