// The "centers" messages a page sends to the browser. Email texts stay on the server, and a dive-site
// page gets only the few keys its centres section uses, so pages do not carry the whole catalogue.
import type { Locale, Messages } from '../../lib/i18n.ts';
import { loadMessages, pickMessages } from '../../lib/i18n.server.ts';
import { tripListMessages } from '../trips/trip-messages.server.ts';

/** For the dive-centre pages: everything but the email templates. */
export function centerPageMessages(locale: Locale): Messages {
  return Object.fromEntries(Object.entries(loadMessages(locale, ['centers'])).filter(([key]) => !key.startsWith('centers.email.')));
}

const SITE_SECTION_PREFIXES = ['centers.site.', 'centers.kind.', 'centers.card.', 'centers.rating.'];

/** For the centres section of a dive-site page. */
export function siteCenterMessages(locale: Locale): Messages {
  return pickMessages(locale, SITE_SECTION_PREFIXES);
}

/** A centre's own page: the centre, and the trips it runs. */
export function centerProfileMessages(locale: Locale): Messages {
  return { ...centerPageMessages(locale), ...tripListMessages(locale) };
}
