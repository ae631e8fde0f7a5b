// The moderators' forms about members' changes: a decision on a suggested edit, a revert to an
// earlier version, and marking a report fixed. Message keys are full ("moderation.*", "sites.*").
import { z } from 'zod';
import { recordId } from '../../lib/parameters.ts';
import { idField } from '../../lib/parameters.schema.ts';
import { REASON_MAX } from './site-edits.fields.ts';

/** Accept or reject a suggestion; a rejection says why, in words the member will read. */
export const EditDecisionSchema = z
  .object({
    decision: z.enum(['accept', 'reject'], { error: 'moderation.edits.error.decision' }),
    reason: z.string().trim().max(REASON_MAX, 'moderation.edits.error.reasonLong'),
    /** Ticked on purpose: publish a safety fact (depth, level, notice, dive status) that has no source. */
    confirmUnsourced: z
      .string()
      .optional()
      .transform((value) => value === 'on' || value === '1'),
  })
  .superRefine((value, ctx) => {
    if (value.decision === 'reject' && value.reason.length < 5) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'moderation.edits.error.reasonNeeded' });
  });

export const RevertSchema = z.object({ version: idField('sites.history.error.version') });

/** A report is fixed by a change of the site: what was changed, and the version that changed it. */
export const ReportFixSchema = z.object({
  reportId: idField('moderation.error.invalid'),
  note: z.string().trim().min(5, 'moderation.reports.error.fixNote').max(REASON_MAX, 'moderation.reports.error.fixNoteLong'),
  version: z
    .string()
    .trim()
    .transform((text, ctx) => {
      if (!text) return null;
      const value = recordId(text);
      if (value === null) {
        ctx.addIssue({ code: 'custom', message: 'moderation.reports.error.version' });
        return z.NEVER;
      }
      return value;
    }),
});
