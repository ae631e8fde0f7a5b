// Whether a member manages a dive centre, which shows the 'Dive Center Manager' entry in the avatar menu.
import { isCenterSubmitter } from '../../lib/center-submitter.server.ts';

/**
 * The spec's rule: a member is a Dive Center Manager when at least one dive centre has them as its
 * submitter: `select 1 from dive_center where submitted_user = <current user id> limit 1`.
 */
export async function isDiveCenterManager(userId: string): Promise<boolean> {
  return isCenterSubmitter(userId);
}
