// The "inbox" messages a page sends to the browser. The page frame (the unread badge and the chat
// ribbon, on every page a member sees) gets only the few keys it uses.
import type { Locale, Messages } from '../../lib/i18n.ts';
import { loadMessages, pickMessages } from '../../lib/i18n.server.ts';

export function inboxMessages(locale: Locale): Messages {
  return loadMessages(locale, ['inbox']);
}

/** For the frame of every page a signed-in member sees. */
export function inboxFrameMessages(locale: Locale): Messages {
  return pickMessages(locale, ['inbox.frame.']);
}
