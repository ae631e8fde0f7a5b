// Who may do what with a dive centre, as named questions. Pure functions: pages use them to decide
// what to show, the server (center-access.server.ts and the services) to decide what to allow.
import { canContribute, canModerate } from '../members/member.policy.ts';
import type { SessionUser } from '../members/session-user.ts';

type Viewer = Pick<SessionUser, 'id' | 'role' | 'emailVerified'> | null | undefined;
type Ownership = { ownerId: string | null; managerIds: readonly string[] };

export function isCenterOwner(viewer: Viewer, center: Ownership): boolean {
  return !!viewer && center.ownerId === viewer.id;
}

export function isCenterManager(viewer: Viewer, center: Ownership): boolean {
  return !!viewer && center.managerIds.includes(viewer.id);
}

/** Editing the page, its photos, courses and sites, and replying to reviews. */
export function canManageCenter(viewer: Viewer, center: Ownership): boolean {
  return isCenterOwner(viewer, center) || isCenterManager(viewer, center) || canModerate(viewer);
}

/** Adding and removing managers is the owner's call (or a moderator's), not another manager's. */
export function canManageManagers(viewer: Viewer, center: Ownership): boolean {
  return isCenterOwner(viewer, center) || canModerate(viewer);
}

/** Verified members review centres they do not run. */
export function canReviewCenter(viewer: Viewer, center: Ownership): boolean {
  return canContribute(viewer) && !isCenterOwner(viewer, center) && !isCenterManager(viewer, center);
}

/** A claim only makes sense from someone who does not already own the centre. */
export function canClaimCenter(viewer: Viewer, center: Pick<Ownership, 'ownerId'>): boolean {
  return canContribute(viewer) && center.ownerId !== viewer?.id;
}

export function canDecideClaims(viewer: Viewer): boolean {
  return canModerate(viewer);
}
