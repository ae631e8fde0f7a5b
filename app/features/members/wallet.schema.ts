// The form that adds a certification card to a member's wallet: a course from the list (agency and
// level) or in the member's own words, and what the card says.
import { z } from 'zod';
import { isDay } from '../../lib/parameters.ts';
import { singleLineText } from '../../lib/single-line-text.ts';
import { CERTIFICATION_AGENCIES, findLevel } from './certifications.ts';

export const OTHER_AGENCY = 'other';
/** The most cards one wallet holds. */
export const MAX_CARDS = 40;
const TEXT_MAX = 120;

const optionalText = (max: number, error: string) => singleLineText().max(max, { error }).default('');

export const CardSchema = z
  .object({
    agency: z.string().refine((value) => value === OTHER_AGENCY || CERTIFICATION_AGENCIES.some((agency) => agency.code === value), { error: 'account.wallet.error.agency' }),
    level: z.string().default(''),
    otherName: optionalText(TEXT_MAX, 'account.wallet.error.tooLong'),
    cardNumber: optionalText(60, 'account.wallet.error.tooLong'),
    certifiedOn: z
      .string()
      .trim()
      .default('')
      .refine((value) => value === '' || (isDay(value) && value >= '1950-01-01' && value <= new Date().toISOString().slice(0, 10)), { error: 'account.wallet.error.date' }),
    certifiedBy: optionalText(TEXT_MAX, 'account.wallet.error.tooLong'),
  })
  .refine((card) => card.agency === OTHER_AGENCY || findLevel(card.agency, card.level) !== undefined, { error: 'account.wallet.error.level', path: ['level'] })
  .refine((card) => card.agency !== OTHER_AGENCY || card.otherName !== '', { error: 'account.wallet.error.otherName', path: ['otherName'] });

export type CardInput = z.output<typeof CardSchema>;
