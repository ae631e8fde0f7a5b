// The "centers" messages a page sends to the browser. Email texts stay on the server; the finders and a
// dive site's page get only the keys they show, so pages do not carry the whole catalogue (the
// finders and pages that pick are checked by tests/unit/page-messages.test.ts).
import type { Locale, Messages } from '../../lib/i18n.ts';
import { loadMessages, pickMessages } from '../../lib/i18n.server.ts';

/** For the dive-centre pages: everything but the email templates. */
export function centerPageMessages(locale: Locale): Messages {
  return Object.fromEntries(Object.entries(loadMessages(locale, ['centers'])).filter(([key]) => !key.startsWith('centers.email.')));
}

const SITE_SECTION_PREFIXES = ['centers.site.', 'centers.kind.', 'centers.card.', 'centers.rating.'];

/** For the centres section of a dive-site page. */
export function siteCenterMessages(locale: Locale): Messages {
  return pickMessages(locale, SITE_SECTION_PREFIXES);
}

/** For the frame of every page while an admin acts as a centre's manager: the banner that says so. */
export function actingBannerMessages(locale: Locale): Messages {
  return pickMessages(locale, ['centers.acting.banner.']);
}

const FINDER_PREFIXES = [
  'centers.finder.',
  'centers.card.',
  'centers.kind.',
  'centers.kindPlural.',
  'centers.service.',
  'centers.course.',
  'centers.badge.',
  'centers.rating.',
];

/** The two finders (centres and resorts): the search, the map and the cards. */
export function finderMessages(locale: Locale): Messages {
  return pickMessages(locale, FINDER_PREFIXES);
}
