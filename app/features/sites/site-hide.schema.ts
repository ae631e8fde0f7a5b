// A moderator's form on a listing's page that hides it: why, for the other moderators. Apart from the
// other moderation forms, whose messages the listing's page does not send.
import { z } from 'zod';
import { singleLineText } from '../../lib/single-line-text.ts';
import { HIDE_REASON_MAX } from './site-edits.fields.ts';

/** One line, kept whole: a reason too long is refused, never cut to fit. */
export const SiteHideSchema = z.object({ reason: singleLineText().max(HIDE_REASON_MAX, 'sites.moderation.reasonTooLong') });
