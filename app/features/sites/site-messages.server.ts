// The "sites" messages the two most visited pages of the atlas send to the browser: a dive site's page
// and the explorer each send what they show, not the forms to add or edit a site, the moderation pages or
// the emails. tests/unit/page-messages.test.ts checks that the prefixes cover every key the pages'
// components name; the other pages of the atlas send the whole catalogue.
import type { Locale, Messages } from '../../lib/i18n.ts';
import { pickMessages } from '../../lib/i18n.server.ts';
import { siteCenterMessages } from '../centers/center-messages.server.ts';
import { tripListMessages } from '../trips/trip-messages.server.ts';

const LISTING_PREFIXES = [
  'sites.listing.',
  'sites.fact.',
  'sites.type.',
  'sites.level.',
  'sites.entry.',
  'sites.current.',
  'sites.rating.',
  'sites.review.',
  // Reviews check depth, visibility and temperature as the site form does, with its messages.
  'sites.form.error.',
  'sites.form.notSure',
  'sites.reported.',
  'sites.compare.',
  'sites.wishlist.',
  'sites.suggest.',
  'sites.source.',
  'sites.notice.',
  'sites.history.',
  'sites.moderation.',
  'sites.seed.',
  'sites.explore.title',
];

/** A dive site's page: the site, its reviews, the centres and trips that visit it. */
export function listingPageMessages(locale: Locale): Messages {
  return { ...pickMessages(locale, LISTING_PREFIXES), ...siteCenterMessages(locale), ...tripListMessages(locale) };
}

const EXPLORE_PREFIXES = [
  'sites.explore.',
  'sites.filters.',
  'sites.card.',
  'sites.type.',
  'sites.level.',
  'sites.entry.',
  'sites.rating.',
  'sites.compare.',
  'sites.wishlist.',
  'sites.seed.',
  'sites.listing.types',
];

/** The explorer: filters, results and the compare tray. */
export function explorePageMessages(locale: Locale): Messages {
  return pickMessages(locale, EXPLORE_PREFIXES);
}
