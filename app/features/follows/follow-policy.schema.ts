// The "who may follow you" form on the member's following page.
import { z } from 'zod';
import { FOLLOW_POLICIES } from '../../../db/schema/follow-vocabulary.ts';

export { FOLLOW_KINDS, FOLLOW_POLICIES } from '../../../db/schema/follow-vocabulary.ts';

export const FollowPolicySchema = z.object({ policy: z.enum(FOLLOW_POLICIES, { error: 'follows.following.policy.invalid' }) });
