// The messages of the follow button, for the pages that show it (a site, a centre, a member's profile).
import type { Locale, Messages } from '../../lib/i18n.ts';
import { pickMessages } from '../../lib/i18n.server.ts';

export function followButtonMessages(locale: Locale): Messages {
  return pickMessages(locale, ['follows.button.', 'follows.error.']);
}
