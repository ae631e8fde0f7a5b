// The "sites" messages the atlas's pages for visitors send to the browser: a dive site's page, its
// history, the explorer, the map, the comparison and the wishlist each send what they show, not the
// forms to add or edit a site, the moderation pages or the emails. tests/unit/page-messages.test.ts
// checks that the prefixes cover every key the pages' components name; the forms and the moderators'
// pages send the whole catalogue.
import type { Locale, Messages } from '../../lib/i18n.ts';
import { pickMessages } from '../../lib/i18n.server.ts';

/** Fact values, as every page that shows a site's facts writes them. */
const FACT_VALUES = ['sites.type.', 'sites.level.', 'sites.entry.', 'sites.current.', 'sites.diveStatus.'];

const LISTING_PREFIXES = [
  ...FACT_VALUES,
  'sites.listing.',
  'sites.fact.',
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

/** A dive site's page: the site and its reviews (its loader adds the centres', trips' and logbook's parts). */
export function listingPageMessages(locale: Locale): Messages {
  return pickMessages(locale, LISTING_PREFIXES);
}

const EXPLORE_PREFIXES = [
  'sites.explore.',
  'sites.filters.',
  'sites.card.',
  ...FACT_VALUES,
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

/** /listing/:id/history: the accepted changes, their sources, and the reader's own suggestions. */
export function historyPageMessages(locale: Locale): Messages {
  return pickMessages(locale, [...FACT_VALUES, 'sites.history.', 'sites.diff.', 'sites.fact.', 'sites.source.', 'sites.suggest.']);
}

/** /compare: the chosen sites side by side, with the filters' notes on a malformed address. */
export function comparePageMessages(locale: Locale): Messages {
  return pickMessages(locale, [...FACT_VALUES, 'sites.compare.', 'sites.listing.', 'sites.rating.', 'sites.filters.invalid.']);
}

/** /map: the filters and the list beside the map (the "map" catalogue holds the rest). */
export function mapPageMessages(locale: Locale): Messages {
  return pickMessages(locale, [...FACT_VALUES, 'sites.filters.', 'sites.card.', 'sites.seed.', 'sites.rating.']);
}

/** /account/wishlist: the saved sites as cards, with compare and export. */
export function wishlistPageMessages(locale: Locale): Messages {
  return pickMessages(locale, [...FACT_VALUES, 'sites.wishlist.', 'sites.card.', 'sites.compare.', 'sites.seed.', 'sites.rating.', 'sites.explore.', 'sites.listing.types', 'sites.account.back']);
}
