// The centre's answers to a reservation (confirm, decline, cancel, attended), posted from the
// reservations page and from the reservation's conversation in the centre's inbox: one reader for
// both, so the two pages accept exactly the same forms.
import { formReply, parseSubmission, replyWith } from '../../lib/form-submission.ts';
import { cancelReservationAsCenter, confirmReservation, declineReservation, markAttended } from './reservations.service.server.ts';
import { CenterCancelSchema, CenterDecisionSchema } from './trip.schema.ts';

export const CENTER_RESERVATION_INTENTS = ['confirm', 'decline', 'cancel', 'attended'] as const;
export type CenterReservationIntent = (typeof CENTER_RESERVATION_INTENTS)[number];

export function isCenterReservationIntent(intent: string): intent is CenterReservationIntent {
  return (CENTER_RESERVATION_INTENTS as readonly string[]).includes(intent);
}

/**
 * Applies the centre's answer; returns the refusal to show (400/409), or the reservation id on
 * success (the caller redirects). The reservation must be one of `centerId`'s, or nothing changes.
 */
export async function answerReservation(form: FormData, intent: CenterReservationIntent, options: { centerId: number; userId: string }) {
  // Confirm and attended share one small form on the pages, so they answer under one name.
  const formIntent = `${intent === 'attended' ? 'confirm' : intent}-${String(form.get('reservationId'))}`;
  const submission = intent === 'cancel' ? parseSubmission(form, CenterCancelSchema, { intent: formIntent }) : parseSubmission(form, CenterDecisionSchema, { intent: formIntent });
  if (!submission.ok) return { ok: false as const, response: replyWith(submission.reply) };
  const decision = { centerId: options.centerId, reservationId: submission.data.reservationId, actorId: options.userId, reason: submission.data.reason };
  const done = await { confirm: confirmReservation, decline: declineReservation, cancel: cancelReservationAsCenter, attended: markAttended }[intent](decision);
  if (!done.ok) {
    const status = done.error === 'trips.error.notFound' ? 404 : 409;
    return { ok: false as const, response: replyWith(formReply({ intent: formIntent, values: submission.values, formError: done.error }), status) };
  }
  return { ok: true as const, reservationId: submission.data.reservationId };
}
