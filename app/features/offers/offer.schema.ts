// The member offer form (the centre manager's offers page) and the moderators' hide form, shared by
// the browser and the server. Messages are catalogue keys ("offers.error.*").
import { z } from 'zod';
import { singleLineText } from '../../lib/single-line-text.ts';
import { dayField, idField } from '../../lib/parameters.schema.ts';
import { isCurrencyCode } from '../centers/center-vocabulary.ts';
import { OFFER_CODE_MAX, OFFER_KINDS, OFFER_TEXT_MAX, OFFER_TITLE_MAX } from './offer.fields.ts';

/** An offer runs at most a year and a half: long enough for a season, short enough to stay true. */
export const OFFER_MAX_DAYS = 550;

const text = (max: number, tooLong: string) => z.string().trim().max(max, { error: tooLong }).default('');
const line = (max: number, tooLong: string) => singleLineText().max(max, { error: tooLong }).default('');
const day = dayField('offers.error.dateInvalid');

export const OfferSchema = z
  .object({
    titleEn: line(OFFER_TITLE_MAX, 'offers.error.titleTooLong'),
    titleEs: line(OFFER_TITLE_MAX, 'offers.error.titleTooLong'),
    descriptionEn: text(OFFER_TEXT_MAX, 'offers.error.textTooLong'),
    descriptionEs: text(OFFER_TEXT_MAX, 'offers.error.textTooLong'),
    termsEn: text(OFFER_TEXT_MAX, 'offers.error.textTooLong'),
    termsEs: text(OFFER_TEXT_MAX, 'offers.error.textTooLong'),
    kind: z.enum(OFFER_KINDS, { error: 'offers.error.kindRequired' }),
    percent: z.string().trim().default(''),
    amount: z.string().trim().default(''),
    currency: z.string().trim().toUpperCase().default(''),
    validFrom: day,
    validUntil: day,
    code: z
      .string()
      .trim()
      .min(3, { error: 'offers.error.codeRequired' })
      .max(OFFER_CODE_MAX, { error: 'offers.error.codeTooLong' })
      .regex(/^[A-Za-z0-9][A-Za-z0-9 _-]*$/, { error: 'offers.error.codeInvalid' }),
  })
  .superRefine((offer, ctx) => {
    // Both languages are asked for; one is enough, as long as its title and description go together.
    if (!offer.titleEn && !offer.titleEs) ctx.addIssue({ code: 'custom', path: ['titleEn'], message: 'offers.error.titleRequired' });
    if (offer.titleEn && !offer.descriptionEn) ctx.addIssue({ code: 'custom', path: ['descriptionEn'], message: 'offers.error.descriptionRequired' });
    if (offer.titleEs && !offer.descriptionEs) ctx.addIssue({ code: 'custom', path: ['descriptionEs'], message: 'offers.error.descriptionRequired' });
    if (offer.kind === 'percent') {
      const percent = Number(offer.percent);
      if (!/^\d{1,3}$/.test(offer.percent) || percent < 1 || percent > 100) ctx.addIssue({ code: 'custom', path: ['percent'], message: 'offers.error.percentInvalid' });
    }
    if (offer.kind === 'amount') {
      const amount = offer.amount.replace(/\s/g, '').replace(',', '.');
      if (!/^\d{1,9}(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'offers.error.amountInvalid' });
      if (!/^[A-Z]{3}$/.test(offer.currency) || !isCurrencyCode(offer.currency)) ctx.addIssue({ code: 'custom', path: ['currency'], message: 'offers.error.currencyInvalid' });
    }
    const from = Date.parse(`${offer.validFrom}T00:00:00Z`);
    const until = Date.parse(`${offer.validUntil}T00:00:00Z`);
    if (until < from) ctx.addIssue({ code: 'custom', path: ['validUntil'], message: 'offers.error.untilBeforeFrom' });
    else if (until - from > OFFER_MAX_DAYS * 86_400_000) ctx.addIssue({ code: 'custom', path: ['validUntil'], message: 'offers.error.tooLong' });
    // An offer that has already ended helps nobody (yesterday, UTC, is allowed for time zones behind).
    if (until < Date.now() - 2 * 86_400_000) ctx.addIssue({ code: 'custom', path: ['validUntil'], message: 'offers.error.untilPast' });
  });

export type OfferInput = z.infer<typeof OfferSchema>;

const id = idField('offers.error.generic');

export const OfferIdSchema = z.object({ offerId: id });

/** A moderator hides an offer with a reason the centre sees. */
export const OfferHideSchema = z.object({
  offerId: id,
  reason: z.string().trim().min(3, { error: 'offers.error.reasonRequired' }).max(500, { error: 'offers.error.reasonTooLong' }),
});
