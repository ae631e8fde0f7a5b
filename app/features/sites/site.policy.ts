// Who may do what with a dive site, as named questions used by pages (what to show) and by
// actions (what to allow).
import { canContribute, canModerate } from '../members/member.policy.ts';
import type { SessionUser } from '../members/session-user.ts';

type Viewer = Pick<SessionUser, 'id' | 'role'> | null | undefined;
type Contributor = Pick<SessionUser, 'id' | 'role' | 'emailVerified'> | null | undefined;
type SiteOwner = { createdBy: string | null };

/** The member who added a site edits and deletes it directly; moderators and admins may too. */
export function canEditSite(viewer: Viewer, site: SiteOwner): boolean {
  return !!viewer && (viewer.id === site.createdBy || canModerate(viewer));
}

/** Every verified member may suggest an edit (facts, descriptions, aliases, position, photos) of any published site. */
export function canSuggestEdit(viewer: Contributor, site: { status: string }): boolean {
  return canContribute(viewer) && site.status === 'published';
}

/** A member's record as an editor: their decided suggestions, newest first. */
export type EditorRecord = { accepted: number; recentDecisions: ReadonlyArray<'accepted' | 'rejected'> };

export const TRUSTED_MIN_ACCEPTED = 5;
export const TRUSTED_WINDOW = 10;

/**
 * A trusted editor has had at least 5 suggestions accepted and none rejected among their last 10
 * decided ones: their edits publish at once, and moderators still review them afterwards.
 */
export function isTrustedEditor(record: EditorRecord): boolean {
  return record.accepted >= TRUSTED_MIN_ACCEPTED && !record.recentDecisions.slice(0, TRUSTED_WINDOW).includes('rejected');
}

/** How a member's change of a site takes effect, which the edit page states. */
export type EditMode = 'direct' | 'trusted' | 'suggest' | 'none';

export function editModeFor(viewer: Contributor, site: SiteOwner & { status: string }, record: EditorRecord | null): EditMode {
  if (!viewer || !canContribute(viewer)) return 'none';
  if (canEditSite(viewer, site)) return 'direct';
  if (!canSuggestEdit(viewer, site)) return 'none';
  return record && isTrustedEditor(record) ? 'trusted' : 'suggest';
}

/** Accepting, editing or rejecting members' suggestions. */
export function canReviewEdits(viewer: Viewer): boolean {
  return canModerate(viewer);
}

/** Putting a site back to an earlier version, in one action. */
export function canRevertSite(viewer: Viewer): boolean {
  return canModerate(viewer);
}

/** Hidden sites stay visible to moderators and admins, who decide on them. */
export function canSeeHiddenSite(viewer: Viewer): boolean {
  return canModerate(viewer);
}

export function canHideSite(viewer: Viewer): boolean {
  return canModerate(viewer);
}

/** Handling members' reports: hide the site, mark the report fixed, or dismiss it. */
export function canHandleReports(viewer: Viewer): boolean {
  return canModerate(viewer);
}
