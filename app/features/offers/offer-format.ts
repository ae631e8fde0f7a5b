// How an offer's discount reads: "20% off", "€15 off", "Free extra". Pure, for cards and emails.
import type { OfferKind } from '../../../db/schema/offer-kinds.ts';
import type { Translator } from '~/lib/i18n.ts';
import { dateTimeFormat, formatPrice, numberFormat } from '../../lib/intl-format.ts';

export type Discount = { kind: OfferKind; percent: number | null; amount: string | null; currency: string | null };

export function discountLabel(offer: Discount, t: Translator): string {
  if (offer.kind === 'percent' && offer.percent !== null) return t('offers.discount.percent', { percent: numberFormat(t.locale).format(offer.percent) });
  if (offer.kind === 'amount' && offer.amount !== null && offer.currency) return t('offers.discount.amount', { amount: formatPrice(Number(offer.amount), offer.currency, t.locale) });
  return t('offers.discount.extra');
}

/** A stored UTC day ("2026-07-01") in the reader's language. */
export function formatDay(day: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
