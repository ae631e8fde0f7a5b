// Who may do what, as named questions. Pure functions: the UI uses them to decide what to show, the
// server (session.server.ts: requireRole, and the console's guards) to decide what to allow.
// Roles (ADR 18): an editor writes news, a moderator looks after members' content, an admin does both
// and manages members. Editor and moderator are side by side: neither includes the other.
import type { Role, SessionUser } from './session-user.ts';

export const ROLES: readonly Role[] = ['member', 'editor', 'moderator', 'admin'];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Whether the member has this role's powers: their own role, or admin, which has them all. */
export function hasRole(user: Pick<SessionUser, 'role'> | null | undefined, role: Role): boolean {
  if (!user) return false;
  return role === 'member' || user.role === role || user.role === 'admin';
}

/** Listings, reviews, messages and dive centres need a verified email address. */
export function canContribute(user: Pick<SessionUser, 'emailVerified'> | null | undefined): boolean {
  return !!user?.emailVerified;
}

/** Hiding content, handling reports and approving claims. */
export function canModerate(user: Pick<SessionUser, 'role'> | null | undefined): boolean {
  return hasRole(user, 'moderator');
}

/** Writing, scheduling and publishing news articles. */
export function canWriteNews(user: Pick<SessionUser, 'role'> | null | undefined): boolean {
  return hasRole(user, 'editor');
}

/** The console at /admin: anyone with a staff role sees the part that is theirs. */
export function canUseConsole(user: Pick<SessionUser, 'role'> | null | undefined): boolean {
  return canModerate(user) || canWriteNews(user);
}

/** Members' roles and suspensions, and the audit log. */
export function canManageMembers(user: Pick<SessionUser, 'role'> | null | undefined): boolean {
  return hasRole(user, 'admin');
}

/** Granting and removing the editor, moderator and admin roles. */
export function canManageRoles(user: Pick<SessionUser, 'role'> | null | undefined): boolean {
  return hasRole(user, 'admin');
}

/**
 * Whether `actor` may give `target` the role `next`: admins only, and never their own demotion (an
 * admin who could demote themselves could leave the site with no admin; another admin does it).
 * The rule that one admin always remains is checked under a lock in the service.
 */
export function canChangeRole(actor: Pick<SessionUser, 'id' | 'role'> | null | undefined, target: { id: string; role: Role }, next: Role): boolean {
  if (!canManageRoles(actor) || !actor) return false;
  if (actor.id === target.id && next !== 'admin') return false;
  return true;
}

/** Suspending: admins, never themselves, and never another admin (demote them first). */
export function canSuspend(actor: Pick<SessionUser, 'id' | 'role'> | null | undefined, target: { id: string; role: Role }): boolean {
  return canManageMembers(actor) && !!actor && actor.id !== target.id && target.role !== 'admin';
}

/** A member's settings, avatar and sessions are theirs alone; not even an admin edits them. */
export function canEditAccount(viewer: Pick<SessionUser, 'id'> | null | undefined, accountUserId: string): boolean {
  return !!viewer && viewer.id === accountUserId;
}
