// What admins do to members, one named function each, each one transaction with its audit entry:
// changing a role (never leaving the site without an admin), suspending (which ends every session
// of the member) and lifting a suspension.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { writeAudit } from '~/lib/audit-log.server.ts';
import { db, schema } from '~/lib/db.server.ts';
import { logger } from '~/lib/runtime.server.ts';
import { hitWriteLimit } from '~/lib/write-limits.server.ts';
import { canChangeRole, canSuspend, isRole } from '../members/member.policy.ts';
import type { Role, SessionUser } from '../members/session-user.ts';
import { endAllSessions } from '../members/suspension.server.ts';

const u = schema.authUsers;

export type AdminRefusal = { ok: false; error: string };
export type AdminDone = { ok: true };
type Actor = Pick<SessionUser, 'id' | 'role'>;

function refuse(error: string): AdminRefusal {
  return { ok: false, error };
}

/**
 * Gives a member another role. The admins' rows are locked first, so two admins demoting each other
 * at the same moment cannot both succeed: at least one admin always remains.
 */
export async function changeMemberRole(options: { actor: Actor; memberId: string; role: Role; reason: string }): Promise<AdminDone | AdminRefusal> {
  if (!(await hitWriteLimit('memberAdmin', options.actor.id)).allowed) return refuse('admin.error.rateLimited');
  const outcome = await db().transaction(async (tx) => {
    const admins = await tx.select({ id: u.id }).from(u).where(eq(u.role, 'admin')).orderBy(u.id).for('update');
    const [target] = await tx.select({ id: u.id, role: u.role, name: u.name, memberId: u.memberId }).from(u).where(eq(u.memberId, options.memberId)).for('update');
    if (!target) return 'admin.error.memberNotFound';
    const current: Role = isRole(target.role) ? target.role : 'member';
    if (!canChangeRole(options.actor, { id: target.id, role: current }, options.role)) return 'admin.error.ownRole';
    if (current === options.role) return 'admin.error.sameRole';
    if (current === 'admin' && admins.length <= 1) return 'admin.error.lastAdmin';
    await tx.update(u).set({ role: options.role, updatedAt: new Date() }).where(eq(u.id, target.id));
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'member.role',
      target: { type: 'member', id: target.memberId, label: target.name },
      reason: options.reason,
      details: { from: current, to: options.role },
    });
    return null;
  });
  if (outcome) return refuse(outcome);
  logger().info({ memberId: options.memberId, role: options.role }, 'member role changed');
  return { ok: true };
}

/** Suspends a member until `until`: they cannot sign in or post, and every session of theirs ends now. */
export async function suspendMember(options: { actor: Actor; memberId: string; reason: string; until: Date }): Promise<AdminDone | AdminRefusal> {
  if (!(await hitWriteLimit('memberAdmin', options.actor.id)).allowed) return refuse('admin.error.rateLimited');
  const outcome = await db().transaction(async (tx) => {
    const [target] = await tx.select({ id: u.id, role: u.role, name: u.name, memberId: u.memberId }).from(u).where(eq(u.memberId, options.memberId)).for('update');
    if (!target) return 'admin.error.memberNotFound';
    if (!canSuspend(options.actor, { id: target.id, role: isRole(target.role) ? target.role : 'member' })) return 'admin.error.cannotSuspend';
    const s = schema.memberSuspensions;
    // A member already suspended gets the new end and reason: the old suspension is lifted by this one.
    await tx
      .update(s)
      .set({ liftedAt: new Date(), liftedBy: options.actor.id })
      .where(and(eq(s.userId, target.id), isNull(s.liftedAt), gt(s.endsAt, new Date())));
    await tx.insert(s).values({ userId: target.id, reason: options.reason, endsAt: options.until, createdBy: options.actor.id });
    const sessions = await endAllSessions(target.id, tx);
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'member.suspend',
      target: { type: 'member', id: target.memberId, label: target.name },
      reason: options.reason,
      details: { until: options.until.toISOString(), sessionsEnded: sessions },
    });
    return null;
  });
  if (outcome) return refuse(outcome);
  logger().info({ memberId: options.memberId }, 'member suspended');
  return { ok: true };
}

/** Ends a member's suspension now. */
export async function liftSuspension(options: { actor: Actor; memberId: string; reason: string }): Promise<AdminDone | AdminRefusal> {
  if (!(await hitWriteLimit('memberAdmin', options.actor.id)).allowed) return refuse('admin.error.rateLimited');
  const outcome = await db().transaction(async (tx) => {
    const [target] = await tx.select({ id: u.id, name: u.name, memberId: u.memberId }).from(u).where(eq(u.memberId, options.memberId)).for('update');
    if (!target) return 'admin.error.memberNotFound';
    const s = schema.memberSuspensions;
    const lifted = await tx
      .update(s)
      .set({ liftedAt: new Date(), liftedBy: options.actor.id })
      .where(and(eq(s.userId, target.id), isNull(s.liftedAt), gt(s.endsAt, new Date())))
      .returning({ id: s.id });
    if (!lifted.length) return 'admin.error.notSuspended';
    await writeAudit(tx, { actorId: options.actor.id, action: 'member.unsuspend', target: { type: 'member', id: target.memberId, label: target.name }, reason: options.reason });
    return null;
  });
  if (outcome) return refuse(outcome);
  logger().info({ memberId: options.memberId }, 'member suspension lifted');
  return { ok: true };
}
