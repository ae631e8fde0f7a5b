// The logbook part of the account settings: the privacy a new dive starts with, whether private dives
// count (without a name) in the sites' figures, and the gradient factors the profile's ceiling uses.
import { z } from 'zod';
import { DIVE_PRIVACY } from './dive-vocabulary.ts';

const gf = z.coerce.number({ error: 'logbook.settings.error.gradientFactor' }).int('logbook.settings.error.gradientFactor').min(5, 'logbook.settings.error.gradientFactor').max(100, 'logbook.settings.error.gradientFactor');

export const LogbookSettingsSchema = z
  .object({
    defaultPrivacy: z.enum(DIVE_PRIVACY, { error: 'logbook.form.error.privacy' }),
    // A checkbox posts "on" when ticked and nothing when not.
    countPrivateInFigures: z.string().transform((value) => value === 'on'),
    gfLowPercent: gf,
    gfHighPercent: gf,
  })
  .refine((settings) => settings.gfLowPercent <= settings.gfHighPercent, { message: 'logbook.settings.error.gradientOrder', path: ['gfHighPercent'] });

export type LogbookSettingsInput = z.infer<typeof LogbookSettingsSchema>;
