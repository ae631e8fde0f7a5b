// Who may do what with a dive site, as named questions used by pages (what to show) and by
// actions (what to allow).
import { canModerate } from '../members/member.policy.ts';
import type { SessionUser } from '../members/session-user.ts';

type Viewer = Pick<SessionUser, 'id' | 'role'> | null | undefined;
type SiteOwner = { createdBy: string | null };

/** The member who added a site edits and deletes it; moderators and admins may too. */
export function canEditSite(viewer: Viewer, site: SiteOwner): boolean {
  return !!viewer && (viewer.id === site.createdBy || canModerate(viewer));
}

/** Hidden sites stay visible to moderators and admins, who decide on them. */
export function canSeeHiddenSite(viewer: Viewer): boolean {
  return canModerate(viewer);
}

export function canHideSite(viewer: Viewer): boolean {
  return canModerate(viewer);
}
