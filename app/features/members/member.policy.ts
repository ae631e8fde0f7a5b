// Who may do what, as named questions. Pure functions: the UI uses them to decide what to show, the
// server (session.server.ts: requireRole) to decide what to allow.
import type { Role, SessionUser } from './session-user.ts';

const RANK: Record<Role, number> = { member: 0, moderator: 1, admin: 2 };

export function isRole(value: unknown): value is Role {
  return value === 'member' || value === 'moderator' || value === 'admin';
}

/** Roles are ordered: an admin can do what a moderator can, who can do what a member can. */
export function hasRole(user: Pick<SessionUser, 'role'> | null | undefined, role: Role): boolean {
  return !!user && RANK[user.role] >= RANK[role];
}

/** Listings, reviews, messages and dive centres need a verified email address. */
export function canContribute(user: Pick<SessionUser, 'emailVerified'> | null | undefined): boolean {
  return !!user?.emailVerified;
}

/** Hiding content, handling reports and approving claims. */
export function canModerate(user: Pick<SessionUser, 'role'> | null | undefined): boolean {
  return hasRole(user, 'moderator');
}

/** Granting and removing the moderator and admin roles. */
export function canManageRoles(user: Pick<SessionUser, 'role'> | null | undefined): boolean {
  return hasRole(user, 'admin');
}

/** A member's settings, avatar and sessions are theirs alone; not even an admin edits them. */
export function canEditAccount(viewer: Pick<SessionUser, 'id'> | null | undefined, accountUserId: string): boolean {
  return !!viewer && viewer.id === accountUserId;
}
