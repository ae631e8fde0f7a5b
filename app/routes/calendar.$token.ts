// /calendar/:token/trips.ics: a member's private feed of confirmed trips, for calendar apps to
// subscribe to. The secret in the address is the only key; a wrong or replaced one answers 404.
import { data } from 'react-router';
import type { Route } from './+types/calendar.$token';
import { recipientFor } from '~/lib/recipients.server.ts';
import { memberForFeedToken } from '~/features/trips/calendar-feed.server.ts';
import { feedCalendar } from '~/features/trips/reservation-ics.server.ts';
import { memberFeedReservations } from '~/features/trips/reservations.queries.server.ts';
import { createTranslator } from '~/lib/i18n.ts';
import { loadMessages } from '~/lib/i18n.server.ts';
import { getRuntime } from '~/lib/runtime.server.ts';

export async function loader({ params }: Route.LoaderArgs) {
  const memberId = await memberForFeedToken(params.token);
  if (!memberId) throw data(null, { status: 404 });
  const [reservations, member] = await Promise.all([memberFeedReservations(memberId), recipientFor(memberId)]);
  const locale = member?.locale ?? 'en';
  const t = createTranslator(locale, loadMessages(locale, ['trips']));
  return new Response(feedCalendar(reservations, locale, t('trips.ics.feedName', { orgName: getRuntime().config.ORG_NAME })), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Cache-Control': 'private, max-age=900',
      // The secret is in the address: it must not leak to other sites through the Referer header.
      'Referrer-Policy': 'no-referrer',
    },
  });
}
