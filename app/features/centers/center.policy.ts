// Who may do what with a dive centre, as named questions. Pure functions: pages use them to decide
// what to show, the server (center-access.server.ts and the services) to decide what to allow.
//
// Running a centre (its page, trips, reservations, inbox and offers) is its owner's and its
// managers' alone. Moderators moderate what centres publish (hiding a centre or a review, deciding
// claims, reports and offers) but do not act for a centre. An admin acts for one only through an
// explicit, time-limited, audited "act as a manager" started for that centre (ADR 27).
import { canContribute, canModerate, hasRole } from '../members/member.policy.ts';
import type { SessionUser } from '../members/session-user.ts';

type Viewer = (Pick<SessionUser, 'id' | 'role' | 'emailVerified'> & Partial<Pick<SessionUser, 'actingAs'>>) | null | undefined;
type Ownership = { ownerId: string | null; managerIds: readonly string[] };
type Centre = Ownership & { id: number };

export function isCenterOwner(viewer: Viewer, center: Ownership): boolean {
  return !!viewer && center.ownerId === viewer.id;
}

export function isCenterManager(viewer: Viewer, center: Ownership): boolean {
  return !!viewer && center.managerIds.includes(viewer.id);
}

/** An admin who started acting as a manager of this centre, in this session, and has not stopped. */
export function isActingManager(viewer: Viewer, center: { id: number }): boolean {
  return !!viewer && hasRole(viewer, 'admin') && viewer.actingAs?.centerId === center.id;
}

/** Admins may start acting as a manager of a centre they do not run themselves. */
export function canActAsManager(viewer: Viewer, center: Centre): boolean {
  return hasRole(viewer, 'admin') && !isCenterOwner(viewer, center) && !isCenterManager(viewer, center);
}

/** Editing the page, its photos, courses and sites, replying to reviews; trips, reservations, the centre's inbox, offers. */
export function canManageCenter(viewer: Viewer, center: Centre): boolean {
  return isCenterOwner(viewer, center) || isCenterManager(viewer, center) || isActingManager(viewer, center);
}

/** Adding and removing managers is the owner's call, not a manager's (nor an admin acting as one). */
export function canManageManagers(viewer: Viewer, center: Ownership): boolean {
  return isCenterOwner(viewer, center);
}

/** A centre's page while it is hidden: those who run it, and moderators, who hid it or may show it again. */
export function canSeeHiddenCenter(viewer: Viewer, center: Centre): boolean {
  return canManageCenter(viewer, center) || canModerate(viewer);
}

/** Verified members review centres they do not run. */
export function canReviewCenter(viewer: Viewer, center: Centre): boolean {
  return canContribute(viewer) && !canManageCenter(viewer, center);
}

/** A claim only makes sense from someone who does not already own the centre. */
export function canClaimCenter(viewer: Viewer, center: Pick<Ownership, 'ownerId'>): boolean {
  return canContribute(viewer) && center.ownerId !== viewer?.id;
}

export function canDecideClaims(viewer: Viewer): boolean {
  return canModerate(viewer);
}
