// The offers catalogue's keys an offer card needs, so pages that only show cards (the home page)
// carry none of the managers' and moderators' texts.
import { pickMessages } from '~/lib/i18n.server.ts';
import type { Locale, Messages } from '~/lib/i18n.ts';

const CARD_PREFIXES = ['offers.sample', 'offers.discount.', 'offers.onlyIn.', 'offers.valid', 'offers.terms', 'offers.codeLabel', 'offers.signInForCode'];

export function offerCardMessages(locale: Locale): Messages {
  return pickMessages(locale, CARD_PREFIXES);
}
