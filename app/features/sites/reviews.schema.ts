// The review form (rating, text, optional conditions report), shared by browser and server.
import { z } from 'zod';
import { isDay } from '../../lib/parameters.ts';
import { formReply, parseSubmission, type FormReply } from '~/lib/form-submission.ts';
import { CURRENTS } from './site-vocabulary.ts';
import { fahrenheitToCelsius, feetToMetres } from '~/lib/units.ts';
import { REVIEW_MAX, REVIEW_MIN } from './reviews.fields.ts';
import { DepthSchema, VisibilitySchema, WaterTemperatureSchema } from './site.schema.ts';

export const REVIEW_FIELDS = ['rating', 'body', 'units', 'divedOn', 'visibility', 'waterTemp', 'maxDepth', 'current'] as const;

const optionalNumber = z
  .string()
  .trim()
  .transform((text, ctx) => {
    if (!text) return null;
    const value = Number(text.replace(',', '.'));
    if (!Number.isFinite(value)) {
      ctx.addIssue({ code: 'custom', message: 'sites.form.error.number' });
      return z.NEVER;
    }
    return value;
  });

export const ReviewFormSchema = z.object({
  rating: z.coerce.number({ error: 'sites.review.error.rating' }).int('sites.review.error.rating').min(1, 'sites.review.error.rating').max(5, 'sites.review.error.rating'),
  body: z.string().trim().min(REVIEW_MIN, 'sites.review.error.bodyShort').max(REVIEW_MAX, 'sites.review.error.bodyLong'),
  units: z.enum(['metric', 'imperial']).catch('metric'),
  divedOn: z
    .string()
    .trim()
    .refine((text) => text === '' || isDay(text), 'sites.review.error.date')
    .refine((text) => text === '' || Date.parse(text) <= Date.now() + 24 * 60 * 60 * 1000, 'sites.review.error.dateFuture'),
  visibility: optionalNumber,
  waterTemp: optionalNumber,
  maxDepth: optionalNumber,
  current: z.union([z.enum(CURRENTS), z.literal('')]),
});

export type ReviewInput = { rating: number; body: string; divedOn: string | null; visibilityM: number | null; waterTempC: number | null; maxDepthM?: number | null; current: string | null };

export type ParsedReview = { ok: true; input: ReviewInput } | { ok: false; reply: FormReply };

/** The review form as posted, with lengths and temperatures converted to SI from the member's units. */
export function parseReviewForm(form: FormData): ParsedReview {
  const submission = parseSubmission(form, ReviewFormSchema, { intent: 'review-save' });
  if (!submission.ok) return submission;
  const { rating, body, units, divedOn, visibility, waterTemp, maxDepth, current } = submission.data;
  const visibilityM = visibility === null ? null : units === 'imperial' ? feetToMetres(visibility) : visibility;
  const waterTempC = waterTemp === null ? null : units === 'imperial' ? fahrenheitToCelsius(waterTemp) : waterTemp;
  const maxDepthM = maxDepth === null ? null : units === 'imperial' ? feetToMetres(maxDepth) : maxDepth;
  // Figures no dive can have (a typo of 270 °C for 27) are refused here, never averaged into the site.
  const fieldErrors: Record<string, string> = {};
  if (visibilityM !== null && !VisibilitySchema.safeParse(visibilityM).success) fieldErrors.visibility = 'sites.form.error.visibilityRange';
  if (waterTempC !== null && !WaterTemperatureSchema.safeParse(waterTempC).success) fieldErrors.waterTemp = 'sites.form.error.temperatureRange';
  if (maxDepthM !== null && !DepthSchema.safeParse(maxDepthM).success) fieldErrors.maxDepth = 'sites.form.error.depthRange';
  // Water temperature is kept by month: without the dive's date it would belong to no month.
  if (waterTempC !== null && !divedOn) fieldErrors.divedOn = 'sites.review.error.dateNeeded';
  if (Object.keys(fieldErrors).length) return { ok: false, reply: formReply({ intent: 'review-save', fieldErrors, values: submission.values }) };
  return { ok: true, input: { rating, body, divedOn: divedOn || null, visibilityM, waterTempC, maxDepthM, current: current || null } };
}
