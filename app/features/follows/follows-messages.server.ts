// The messages of the follow button, for the pages that show it (a site, a centre, a member's profile),
// and of the form that follows an area around a site.
import type { Locale, Messages } from '../../lib/i18n.ts';
import { pickMessages } from '../../lib/i18n.server.ts';

export function followButtonMessages(locale: Locale): Messages {
  return pickMessages(locale, ['follows.button.', 'follows.error.', 'follows.area.']);
}
