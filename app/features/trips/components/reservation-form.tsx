// The trip page's request form: seats, the member's certification (from their profile, or typed)
// and logged dives, and a note. When the trip is full (or fills up while the member was typing), the
// same form offers the waiting list. Visitors, unverified members and the centre's own people see
// why they cannot ask instead.
import { Link } from 'react-router';
import type { FormReply } from '~/lib/form-submission.ts';
import { useT } from '~/lib/use-translation.ts';
import { FormKit, Notice, SelectField, SubmitButton, TextField } from '~/ui/form-kit.tsx';
import { CERTIFICATION_AGENCIES } from '../../members/certifications.ts';
import { MAX_SEATS_PER_REQUEST } from '../trip-vocabulary.ts';
import { CertificationLevelOptions } from '~/ui/certification-options.tsx';

export type RequestState = 'visitor' | 'unverified' | 'manager' | 'closed' | 'member' | 'reserved';

export type OwnReservation = { id: number; status: string; seats: number; holdUntil: string | null };

export function ReservationPanel({
  state,
  capacity,
  seatsLeft,
  defaults,
  reply,
  signInHref,
  own,
  requested,
}: {
  state: RequestState;
  capacity: number;
  seatsLeft: number;
  defaults: Record<string, string>;
  reply: Partial<FormReply> | undefined;
  signInHref: string;
  own: OwnReservation | null;
  requested: 'requested' | 'waitlisted' | null;
}) {
  const t = useT();
  if (own) {
    return (
      <div className="flex flex-col gap-3" data-testid="own-reservation">
        {requested ? <Notice tone="success">{t(requested === 'waitlisted' ? 'trips.request.waitlistedNotice' : 'trips.request.requestedNotice')}</Notice> : null}
        <p className="text-slate-800">
          {t(`trips.request.own.${own.status}`, { seats: own.seats, until: own.holdUntil ?? '' })}
        </p>
        <p>
          <Link to={`/account/reservations#reservation-${own.id}`} className="font-semibold text-sky-800 underline">
            {t('trips.request.seeReservation')}
          </Link>
        </p>
      </div>
    );
  }
  if (state === 'closed') return <p className="text-slate-700">{t('trips.request.closed')}</p>;
  if (state === 'manager') return <p className="text-slate-700">{t('trips.request.yourCentre')}</p>;
  if (state === 'visitor') {
    return (
      <p className="text-slate-800">
        {t('trips.request.signInFirst')}{' '}
        <Link to={signInHref} className="font-semibold text-sky-800 underline">
          {t('trips.request.signIn')}
        </Link>
      </p>
    );
  }
  if (state === 'unverified') return <p className="text-slate-800">{t('trips.request.verifyFirst')}</p>;
  const full = seatsLeft <= 0;
  const refusedFull = reply?.intent === 'reserve' && (reply.fieldErrors?.seats === 'trips.error.full' || reply.formError === 'trips.error.full');
  const most = Math.min(MAX_SEATS_PER_REQUEST, capacity);
  return (
    <FormKit idPrefix="reserve" intent="reserve" reply={reply} defaults={defaults} className="flex flex-col gap-4" aria-labelledby="request-heading">
      {full ? <Notice tone="info">{t('trips.request.fullExplained')}</Notice> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="seats" label={t('trips.request.seats')} required options={Array.from({ length: most }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }))} />
        <TextField name="loggedDives" label={t('trips.request.loggedDives')} inputMode="numeric" required hint={t('trips.request.loggedDivesHint')} />
      </div>
      <SelectField name="certLevel" label={t('trips.request.certification')} required hint={t('trips.request.certificationHint')} emptyLabel={t('trips.request.chooseCert')}>
        <CertificationLevelOptions agencies={CERTIFICATION_AGENCIES} />
        <optgroup label={t('trips.request.certOtherGroup')}>
          <option value="other">{t('trips.request.certOther')}</option>
          <option value="none">{t('trips.request.certNone')}</option>
        </optgroup>
      </SelectField>
      <TextField name="certOther" label={t('trips.request.certOtherText')} hint={t('trips.request.certOtherHint')} maxLength={120} />
      <TextField name="message" label={t('trips.request.message')} rows={3} maxLength={2000} hint={t('trips.request.messageHint')} />
      <div className="flex flex-wrap gap-3">
        {!full ? (
          <SubmitButton name="intent" value="reserve">
            {t('trips.request.submit')}
          </SubmitButton>
        ) : null}
        {full || refusedFull ? (
          <SubmitButton name="intent" value="waitlist" tone={full ? 'primary' : 'secondary'}>
            {t('trips.request.waitlist')}
          </SubmitButton>
        ) : null}
      </div>
      <p className="text-sm text-slate-700">{t('trips.request.holdExplained')}</p>
    </FormKit>
  );
}

/** "Ask the centre about this trip": the first message of the trip's conversation, or a link to it. */
export function AskForm({ state, conversationHref, reply, signInHref, centerName }: { state: RequestState; conversationHref: string | null; reply: Partial<FormReply> | undefined; signInHref: string; centerName: string }) {
  const t = useT();
  if (conversationHref) {
    return (
      <p>
        <Link to={conversationHref} className="font-semibold text-sky-800 underline">
          {t('trips.ask.open', { center: centerName })}
        </Link>
      </p>
    );
  }
  if (state === 'visitor') {
    return (
      <p className="text-slate-800">
        <Link to={signInHref} className="font-semibold text-sky-800 underline">
          {t('trips.ask.signIn')}
        </Link>
      </p>
    );
  }
  if (state === 'unverified' || state === 'manager') return null;
  return (
    <FormKit idPrefix="ask" intent="ask" reply={reply} className="flex flex-col gap-3">
      <TextField name="body" label={t('trips.ask.label', { center: centerName })} rows={3} maxLength={5000} required />
      <div>
        <SubmitButton name="intent" value="ask" tone="secondary">
          {t('trips.ask.send')}
        </SubmitButton>
      </div>
    </FormKit>
  );
}
