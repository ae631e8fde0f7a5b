// The forms of the member's following page: "who may follow you", and the buttons that answer a
// request, remove a follower or stop following something.
import { z } from 'zod';
import { FOLLOW_POLICIES } from '../../../db/schema/follow-vocabulary.ts';
import { idField } from '../../lib/parameters.schema.ts';

export { FOLLOW_KINDS, FOLLOW_POLICIES } from '../../../db/schema/follow-vocabulary.ts';

export const FollowPolicySchema = z.object({ policy: z.enum(FOLLOW_POLICIES, { error: 'follows.following.policy.invalid' }) });

/** One button of a follow's row: which follow (a hidden field) and what to do with it. */
export const FollowManageSchema = z.object({
  intent: z.enum(['approve', 'decline', 'remove', 'unfollow'], { error: 'follows.following.missing' }),
  followId: idField('follows.following.missing'),
});
