// The report form, shared by browser and server.
import { z } from 'zod';
import { recordId } from '../../lib/parameters.ts';
import { idField } from '../../lib/parameters.schema.ts';
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
      const match = /(?:listing\/)?(\d+)\/?$/.exec(text);
      return match ? recordId(match[1]) : null;
    }),
}).superRefine((report, ctx) => {
  if (report.reason !== 'duplicate' && report.details.length < 10) ctx.addIssue({ code: 'custom', path: ['details'], message: 'sites.report.error.detailsShort' });
});

export type ReportInput = z.infer<typeof ReportFormSchema>;

/** A moderator's decision on a report, from the queue at /admin/reports. */
export const REPORT_DECISIONS = ['hide', 'dismiss'] as const;
export const ReportDecisionSchema = z.object({
  intent: z.enum(REPORT_DECISIONS, { error: 'moderation.error.invalid' }),
  reportId: idField('moderation.error.invalid'),
});
export type ReportDecision = z.infer<typeof ReportDecisionSchema>;
