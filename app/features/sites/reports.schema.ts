// The report form, shared by browser and server.
import { z } from 'zod';
import { REPORT_REASONS } from './site-vocabulary.ts';
import { REPORT_DETAILS_MAX } from './reports.fields.ts';

export const ReportFormSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: 'sites.report.error.reason' }),
  details: z.string().trim().max(REPORT_DETAILS_MAX, 'sites.report.error.detailsLong'),
  duplicateOf: z
    .string()
    .trim()
    .transform((text) => {
      // A listing address or a bare id both work: ".../listing/42" or "42".
      const match = /(?:listing\/)?(\d{1,9})\/?$/.exec(text);
      return match ? Number(match[1]) : null;
    }),
}).superRefine((report, ctx) => {
  if (report.reason !== 'duplicate' && report.details.length < 10) ctx.addIssue({ code: 'custom', path: ['details'], message: 'sites.report.error.detailsShort' });
});

export type ReportInput = z.infer<typeof ReportFormSchema>;

/** A moderator's decision on a report, from the queue at /admin/reports. */
export const REPORT_DECISIONS = ['hide', 'dismiss'] as const;
export const ReportDecisionSchema = z.object({
  intent: z.enum(REPORT_DECISIONS, { error: 'moderation.error.invalid' }),
  reportId: z.coerce.number({ error: 'moderation.error.invalid' }).int('moderation.error.invalid').positive('moderation.error.invalid').max(2_147_483_647, 'moderation.error.invalid'),
});
export type ReportDecision = z.infer<typeof ReportDecisionSchema>;
