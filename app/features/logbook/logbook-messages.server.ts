// The messages the logbook's pages need: the logbook catalogue, and on the map page the map's words
// for the map itself (its controls, credits and loading notes).
import { loadMessages, pickMessages } from '../../lib/i18n.server.ts';
import type { Locale } from '../../lib/i18n.ts';

export function logbookMessages(locale: Locale, options: { map?: boolean } = {}) {
  if (!options.map) return loadMessages(locale, ['logbook']);
  return { ...loadMessages(locale, ['logbook']), ...pickMessages(locale, ['map.canvas.', 'map.controls.', 'map.attribution.']) };
}

/** What a site's page shows of the logbook: the figures from dives, the dives logged there, the current's words. */
export function siteLogbookMessages(locale: Locale) {
  return pickMessages(locale, ['logbook.site.', 'logbook.current.', 'logbook.duration.']);
}

/** What a member's public profile shows of their logbook: their public dives' totals and list. */
export function profileLogbookMessages(locale: Locale) {
  return pickMessages(locale, ['logbook.memberDives.', 'logbook.totals.', 'logbook.duration.', 'logbook.log.pages', 'logbook.log.newer', 'logbook.log.older', 'logbook.log.page', 'logbook.fact.placeNone']);
}
