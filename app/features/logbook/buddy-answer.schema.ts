// A member's answer to being named as buddy on a dive: confirm or decline, one dive at a time.
import { z } from 'zod';
import { idField } from '../../lib/parameters.schema.ts';

export const BuddyAnswerSchema = z.object({
  diveId: idField('logbook.buddies.error.gone'),
  answer: z.enum(['confirm', 'decline'], { error: 'logbook.buddies.error.gone' }),
});
