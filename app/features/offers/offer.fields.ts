// The offer form's fields as the page and the server both read them: lengths and choices. No parser
// here, so a page that only shows a hint or a counter does not load the validation library.

export { OFFER_KINDS, type OfferKind } from '../../../db/schema/offer-kinds.ts';
export const OFFER_TITLE_MAX = 120;

export const OFFER_TEXT_MAX = 2000;

export const OFFER_CODE_MAX = 40;
