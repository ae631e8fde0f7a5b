// The centre's answers to a reservation (confirm, decline, cancel, attended, the diver's card seen), posted from the
// reservations page and from the reservation's conversation in the centre's inbox: one reader for
// both, so the two pages accept exactly the same forms.
import type { ActingManager } from '../../lib/audit-log.server.ts';
import { formReply, parseSubmission, replyWith } from '../../lib/form-submission.ts';
import { cancelReservationAsCenter, confirmReservation, declineReservation, markAttended, markCardSeen } from './reservations.service.server.ts';
import { CenterCancelSchema, centerConfirmSchema, CenterDecisionSchema } from './trip.schema.ts';

export const CENTER_RESERVATION_INTENTS = ['confirm', 'decline', 'cancel', 'attended', 'card-seen'] as const;
export type CenterReservationIntent = (typeof CENTER_RESERVATION_INTENTS)[number];

export function isCenterReservationIntent(intent: string): intent is CenterReservationIntent {
  return (CENTER_RESERVATION_INTENTS as readonly string[]).includes(intent);
}

/** The form's schema and the change it asks for, by answer. */
type AnswerOptions = { centerId: number; userId: string; timeZone: string; acting: ActingManager | null };

function answerOf(intent: CenterReservationIntent, options: AnswerOptions, form: FormData, formIntent: string) {
  const base = { centerId: options.centerId, actorId: options.userId, acting: options.acting };
  switch (intent) {
    case 'confirm': {
      const submission = parseSubmission(form, centerConfirmSchema(options.timeZone), { intent: formIntent });
      return { submission, apply: () => (submission.ok ? confirmReservation({ ...base, ...submission.data }) : null) };
    }
    case 'cancel': {
      const submission = parseSubmission(form, CenterCancelSchema, { intent: formIntent });
      return { submission, apply: () => (submission.ok ? cancelReservationAsCenter({ ...base, ...submission.data }) : null) };
    }
    default: {
      const submission = parseSubmission(form, CenterDecisionSchema, { intent: formIntent });
      const change = intent === 'decline' ? declineReservation : intent === 'card-seen' ? markCardSeen : markAttended;
      return { submission, apply: () => (submission.ok ? change({ ...base, ...submission.data }) : null) };
    }
  }
}

/**
 * Applies the centre's answer; returns the refusal to show (400/409), or the reservation id on
 * success (the caller redirects). The reservation must be one of `centerId`'s, or nothing changes.
 * A confirmation's meeting time is read in the centre's zone, `timeZone`; `acting` is set when an
 * admin acting as the centre's manager answers (the answer is then audited).
 */
export async function answerReservation(form: FormData, intent: CenterReservationIntent, options: AnswerOptions) {
  const formIntent = `${intent}-${String(form.get('reservationId'))}`;
  const { submission, apply } = answerOf(intent, options, form, formIntent);
  if (!submission.ok) return { ok: false as const, response: replyWith(submission.reply) };
  const done = (await apply())!;
  if (!done.ok) {
    const status = done.error === 'trips.error.notFound' ? 404 : done.field === 'form' ? 409 : 400;
    const refusal = done.field === 'form' ? { formError: done.error } : { fieldErrors: { [done.field]: done.error } };
    return { ok: false as const, response: replyWith(formReply({ intent: formIntent, values: submission.values, ...refusal }), status) };
  }
  return { ok: true as const, reservationId: submission.data.reservationId };
}
