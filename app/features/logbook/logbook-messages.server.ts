// The messages the logbook's pages need: the logbook catalogue, and on the map page the map's words
// for the map itself (its controls, credits and loading notes).
import { loadMessages, pickMessages } from '../../lib/i18n.server.ts';
import type { Locale } from '../../lib/i18n.ts';

export function logbookMessages(locale: Locale, options: { map?: boolean } = {}) {
  if (!options.map) return loadMessages(locale, ['logbook']);
  return { ...loadMessages(locale, ['logbook']), ...pickMessages(locale, ['map.canvas.', 'map.controls.', 'map.attribution.']) };
}

// What a dive's facts, cylinders and profile name wherever they are shown: the parts the log and a
// dive's page share.
const DIVE_PARTS = [
  'logbook.nav.',
  'logbook.fact.',
  'logbook.entry.',
  'logbook.current.',
  'logbook.suit.',
  'logbook.mode.',
  'logbook.gas.',
  'logbook.cylinders.',
  'logbook.buddy.',
  'logbook.duration.',
  'logbook.photos.',
  'logbook.privacy.',
  'logbook.profile.',
  'logbook.stars.',
  'logbook.tag.',
  'logbook.form.cylinder',
  'logbook.export.link',
];

/**
 * The member's log: its list, filters, totals and dives per month, and the links to the other logbook
 * pages. Without the form's and the import's words, the page was 44 KB longer.
 */
export function logPageMessages(locale: Locale) {
  return pickMessages(locale, [...DIVE_PARTS, 'logbook.log.', 'logbook.filter.', 'logbook.totals.', 'logbook.perMonth.', 'logbook.buddies.link', 'logbook.import.link']);
}

/** A dive's page: its facts, profile, gas use and sharing. */
export function divePageMessages(locale: Locale) {
  return pickMessages(locale, [...DIVE_PARTS, 'logbook.dive.', 'logbook.consumption.', 'logbook.og.', 'logbook.signature.']);
}

/** What a site's page shows of the logbook: the figures from dives, the dives logged there, the current's words. */
export function siteLogbookMessages(locale: Locale) {
  return pickMessages(locale, ['logbook.site.', 'logbook.current.', 'logbook.duration.']);
}

/** What a member's public profile shows of their logbook: their public dives' totals and list. */
export function profileLogbookMessages(locale: Locale) {
  return pickMessages(locale, ['logbook.memberDives.', 'logbook.totals.', 'logbook.duration.', 'logbook.log.pages', 'logbook.log.newer', 'logbook.log.older', 'logbook.log.page', 'logbook.fact.placeNone']);
}
