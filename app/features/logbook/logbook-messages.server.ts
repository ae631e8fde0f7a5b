// The messages the logbook's pages need: the logbook catalogue, and on the map page the map's words
// for the map itself (its controls, credits and loading notes).
import { loadMessages, pickMessages } from '../../lib/i18n.server.ts';
import type { Locale } from '../../lib/i18n.ts';

export function logbookMessages(locale: Locale, options: { map?: boolean } = {}) {
  if (!options.map) return loadMessages(locale, ['logbook']);
  return { ...loadMessages(locale, ['logbook']), ...pickMessages(locale, ['map.canvas.', 'map.controls.', 'map.attribution.']) };
}
