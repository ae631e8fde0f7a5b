// Whether a member manages a dive centre, which shows the 'Dive Center Manager' entry in the avatar menu.

/**
 * The spec's rule: a member is a Dive Center Manager when at least one dive centre has them as its
 * submitter, i.e. `select 1 from divecenters where submittedUser = <current user id> limit 1`.
 * Dive centres do not exist yet, so nobody manages one; the dive-centre work replaces this body
 * with that query (on its own table) and keeps the signature.
 */
export async function isDiveCenterManager(_userId: string): Promise<boolean> {
  return false;
}
