// Invitations to help manage a centre. The owner (or a moderator) invites a member by member ID; the
// member becomes a manager only when they accept, from the emailed link, the notice in their inbox's
// conversation with the centre, or their account page (/account/invitations), and may decline. The owner
// sees what is pending and may cancel it.
import { and, asc, eq, sql } from 'drizzle-orm';
import { db, schema } from '../../lib/db.server.ts';
import { logger } from '../../lib/runtime.server.ts';
import { hitWriteLimit } from '../../lib/write-limits.server.ts';
import { appendMessage, ensureConversation } from '../../lib/conversation-writes.server.ts';
import { notifyCenterMember } from './center-emails.server.ts';

const i = schema.diveCenterInvitations;
const c = schema.diveCenters;
const u = schema.authUsers;

export type InvitationRefusal = { ok: false; field: string; error: string };

/** Invites a member (by public member ID) to help manage the centre, and tells them by email. */
export async function inviteManager(options: { centerId: number; memberId: string; invitedBy: string }): Promise<{ ok: true } | InvitationRefusal> {
  const refuse = (error: string): InvitationRefusal => ({ ok: false, field: 'memberId', error });
  const [member] = await db().select({ id: u.id }).from(u).where(eq(u.memberId, options.memberId));
  if (!member) return refuse('centers.error.memberNotFound');
  const [center] = await db().select({ ownerId: c.submittedUser, name: c.name }).from(c).where(eq(c.id, options.centerId));
  if (!center) return refuse('centers.error.generic');
  if (center.ownerId === member.id) return refuse('centers.error.alreadyOwner');
  const [already] = await db()
    .select({ userId: schema.diveCenterManagers.userId })
    .from(schema.diveCenterManagers)
    .where(and(eq(schema.diveCenterManagers.centerId, options.centerId), eq(schema.diveCenterManagers.userId, member.id)));
  if (already) return refuse('centers.error.alreadyManager');
  if (!(await hitWriteLimit('managerInvite', options.invitedBy)).allowed) return refuse('centers.error.invitesRateLimited');
  // The invitation and its notice in the member's conversation with the centre are written together.
  const inserted = await db().transaction(async (tx) => {
    const rows = await tx.insert(i).values({ centerId: options.centerId, userId: member.id, invitedBy: options.invitedBy }).onConflictDoNothing().returning({ id: i.id });
    if (!rows.length) return rows;
    const conversationId = await ensureConversation(tx, { centerId: options.centerId, memberId: member.id, tripId: null });
    await appendMessage(tx, { conversationId, sender: 'system', senderId: null, event: { kind: 'invitation.sent' }, readBy: 'center' });
    return rows;
  });
  if (!inserted.length) return refuse('centers.error.alreadyInvited');
  await notifyCenterMember('managerInvited', member.id, { center: center.name, link: '/account/invitations' });
  logger().info({ centerId: options.centerId, invitationId: inserted[0]!.id }, 'manager invited');
  return { ok: true };
}

export type PendingInvitation = { id: number; memberId: string; firstName: string; lastName: string; createdAt: Date };

/** The centre's invitations still waiting for an answer, for the owner's managers section. */
export async function pendingInvitationsOfCenter(centerId: number): Promise<PendingInvitation[]> {
  return db()
    .select({ id: i.id, memberId: u.memberId, firstName: u.firstName, lastName: u.lastName, createdAt: i.createdAt })
    .from(i)
    .innerJoin(u, eq(u.id, i.userId))
    .where(and(eq(i.centerId, centerId), eq(i.status, 'pending')))
    .orderBy(asc(i.createdAt), asc(i.id));
}

/** The owner withdraws an invitation not yet answered; false when it is not this centre's or not pending. */
export async function cancelInvitation(options: { centerId: number; invitationId: number }): Promise<boolean> {
  const changed = await db()
    .update(i)
    .set({ status: 'cancelled', respondedAt: new Date() })
    .where(and(eq(i.id, options.invitationId), eq(i.centerId, options.centerId), eq(i.status, 'pending')))
    .returning({ id: i.id });
  return changed.length > 0;
}

export type MemberInvitation = { id: number; centerId: number; centerName: string; invitedBy: string | null; createdAt: Date };

/** The invitations waiting for this member's answer. */
export async function invitationsForMember(userId: string): Promise<MemberInvitation[]> {
  const inviter = sql<string | null>`(select trim(first_name || ' ' || last_name) from auth_user where id = ${i.invitedBy})`;
  return db()
    .select({ id: i.id, centerId: i.centerId, centerName: c.name, invitedBy: inviter, createdAt: i.createdAt })
    .from(i)
    .innerJoin(c, eq(c.id, i.centerId))
    .where(and(eq(i.userId, userId), eq(i.status, 'pending')))
    .orderBy(asc(i.createdAt), asc(i.id));
}

/**
 * The invited member's answer. Accepting makes them a manager in the same transaction; the
 * invitation row is locked, so a double click or a cancel at the same moment cannot both win.
 * Returns the centre's id, or null when there is no such pending invitation for this member.
 */
export async function answerInvitation(options: { invitationId: number; userId: string; accept: boolean }): Promise<{ centerId: number } | null> {
  return db().transaction(async (tx) => {
    const [invitation] = await tx.select().from(i).where(and(eq(i.id, options.invitationId), eq(i.userId, options.userId))).for('update');
    if (!invitation || invitation.status !== 'pending') return null;
    await tx.update(i).set({ status: options.accept ? 'accepted' : 'declined', respondedAt: new Date() }).where(eq(i.id, invitation.id));
    if (options.accept) {
      await tx
        .insert(schema.diveCenterManagers)
        .values({ centerId: invitation.centerId, userId: options.userId, addedBy: invitation.invitedBy })
        .onConflictDoNothing();
    }
    logger().info({ invitationId: invitation.id, accepted: options.accept }, 'manager invitation answered');
    return { centerId: invitation.centerId };
  });
}
