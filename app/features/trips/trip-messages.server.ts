// The "trips" messages a page sends to the browser. Email texts are in their own catalogue
// ("trips-email") and stay on the server; pages that only show a list of trips (a centre's page, a
// dive site's page) get the few keys the list uses.
import type { Locale, Messages } from '../../lib/i18n.ts';
import { loadMessages, pickMessages } from '../../lib/i18n.server.ts';

/** Every page of trips and reservations. */
export function tripMessages(locale: Locale): Messages {
  return loadMessages(locale, ['trips']);
}

const LIST_PREFIXES = ['trips.card.', 'trips.kind.', 'trips.status.', 'trips.section.'];

/** For the trips section of a centre's or a dive site's page. */
export function tripListMessages(locale: Locale): Messages {
  return pickMessages(locale, LIST_PREFIXES);
}
