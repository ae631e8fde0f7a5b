// What a member offer gives: a percentage off, an amount off, or something extra. Apart from the
// table definitions (./offers.ts) so that pages can list the kinds without loading them.
export const OFFER_KINDS = ['percent', 'amount', 'extra'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];
