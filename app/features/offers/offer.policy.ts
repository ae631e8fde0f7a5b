// Who may do what with member offers, as named questions.
import { canModerate } from '../members/member.policy.ts';
import type { SessionUser } from '../members/session-user.ts';

/** Posting needs a centre a moderator verified: an offer is a promise made in the centre's name. */
export function canPostOffers(center: { verification: 'verified' | 'unverified'; status: 'published' | 'hidden' }): boolean {
  return center.verification === 'verified' && center.status === 'published';
}

/** The redemption code is for signed-in members: it is never in a visitor's page. */
export function canSeeOfferCode(viewer: Pick<SessionUser, 'id'> | null | undefined): boolean {
  return !!viewer;
}

/** Hiding and showing offers, and marking them looked over. */
export function canModerateOffers(viewer: Pick<SessionUser, 'role'> | null | undefined): boolean {
  return canModerate(viewer);
}
