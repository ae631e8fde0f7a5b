// /account/reservations/:id/calendar.ics: the calendar file of one of the member's confirmed
// reservations. Another member's reservation, or one not confirmed, answers 404.
import { data } from 'react-router';
import type { Route } from './+types/account.reservations.$id.calendar';
import { resolveLocale } from '~/lib/i18n.server.ts';
import { recordId } from '~/lib/parameters.ts';
import { requireMember } from '~/features/members/session.server.ts';
import { memberReservation } from '~/features/trips/reservations.queries.server.ts';
import { reservationCalendar } from '~/features/trips/reservation-ics.server.ts';

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireMember(request);
  const id = recordId(params.id);
  const reservation = id === null ? null : await memberReservation(user.id, id);
  if (!reservation || !['confirmed', 'attended'].includes(reservation.status)) throw data(null, { status: 404 });
  const { locale } = await resolveLocale(request);
  return new Response(reservationCalendar(reservation, locale), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="trip-${reservation.trip.id}.ics"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
