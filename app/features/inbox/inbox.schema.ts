// The inbox's forms, one zod schema each. Messages are plain text: links in them are made
// clickable when shown, and nothing in them is ever read as HTML.
import { z } from 'zod';
import { idField } from '../../lib/parameters.schema.ts';
import { MESSAGE_REPORT_REASONS } from '../../../db/schema/inbox.ts';

export const MESSAGE_MAX = 5000;
export const SUBJECT_MAX = 150;

const body = z
  .string({ error: 'inbox.error.bodyRequired' })
  .trim()
  .min(1, { error: 'inbox.error.bodyRequired' })
  .max(MESSAGE_MAX, { error: 'inbox.error.bodyTooLong' });

/** A reply in an existing conversation. */
export const ReplySchema = z.object({ body });

/** A first message to a centre, from a trip page (the trip names the subject). */
export const TripQuestionSchema = z.object({ body });

export const ReportSchema = z.object({
  messageId: idField('inbox.error.generic'),
  reason: z.enum(MESSAGE_REPORT_REASONS, { error: 'inbox.error.reasonRequired' }),
  details: z
    .string()
    .trim()
    .max(1000, { error: 'inbox.error.bodyTooLong' })
    .optional()
    .transform((value) => value ?? ''),
});

export const ReportDecisionSchema = z.object({
  reportId: idField('inbox.error.generic'),
  note: z
    .string()
    .trim()
    .max(500, { error: 'inbox.error.bodyTooLong' })
    .optional()
    .transform((value) => (value ? value : null)),
});
