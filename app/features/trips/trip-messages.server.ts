// The "trips" messages a page sends to the browser. Email texts are in their own catalogue
// ("trips-email") and stay on the server; pages that only show a list of trips (a centre's page, a
// dive site's page) get the few keys the list uses.
import type { Locale, Messages } from '../../lib/i18n.ts';
import { loadMessages } from '../../lib/i18n.server.ts';

/** Every page of trips and reservations. */
export function tripMessages(locale: Locale): Messages {
  return loadMessages(locale, ['trips']);
}

const LIST_PREFIXES = ['trips.card.', 'trips.kind.', 'trips.status.', 'trips.section.'];

const listMessages = new Map<Locale, Messages>();

/** For the trips section of a centre's or a dive site's page (picked once per language: the catalogues do not change). */
export function tripListMessages(locale: Locale): Messages {
  let messages = listMessages.get(locale);
  if (!messages) {
    messages = Object.freeze(Object.fromEntries(Object.entries(tripMessages(locale)).filter(([key]) => LIST_PREFIXES.some((prefix) => key.startsWith(prefix)))));
    listMessages.set(locale, messages);
  }
  return messages;
}
