// The inbox's use cases, one named function each: start a conversation with a centre, reply, mark
// read, archive, report a message, block the other side, and a moderator's decision on a report.
// Callers (route actions) have checked that the viewer is a party (inbox.policy.ts); these make
// the checks only the database can answer (a block, a limit) and write in one transaction.
import { and, eq, sql } from 'drizzle-orm';
import { auditActing, type ActingManager } from '../../lib/audit-log.server.ts';
import { db, schema } from '../../lib/db.server.ts';
import { logger } from '../../lib/runtime.server.ts';
import { hitWriteLimit } from '../../lib/write-limits.server.ts';
import type { InboxSide, MessageReportReason } from '../../../db/schema/inbox.ts';
import { appendMessage, ensureConversation } from '../../lib/conversation-writes.server.ts';
import { notifyInbox } from '../../lib/inbox-events.server.ts';
import { blocksBetween } from './inbox.queries.server.ts';

export type Refusal = { ok: false; field: string; error: string };
export type Done<T = object> = { ok: true } & T;

function refuse(field: string, error: string): Refusal {
  return { ok: false, field, error };
}

/** The message a side reads when a block stands between the two. */
function blockRefusal(blocks: InboxSide[], writer: InboxSide): Refusal | null {
  if (!blocks.length) return null;
  return refuse('body', blocks.includes(writer) ? 'inbox.error.youBlocked' : 'inbox.error.blocked');
}

/**
 * A member writes to a centre about the centre in general or one of its trips: the conversation
 * about that subject is opened if needed and the message added, in one transaction.
 */
export async function messageCenter(options: { centerId: number; memberId: string; tripId?: number | null; subject?: string | null; body: string }): Promise<Done<{ conversationId: number; isNew: boolean }> | Refusal> {
  const tripId = options.tripId ?? null;
  const blocked = blockRefusal(await blocksBetween(options.centerId, options.memberId), 'member');
  if (blocked) return blocked;
  const [existing] = await db()
    .select({ id: schema.conversations.id })
    .from(schema.conversations)
    .where(and(eq(schema.conversations.memberId, options.memberId), eq(schema.conversations.centerId, options.centerId), sql`coalesce(${schema.conversations.tripId}, 0) = ${tripId ?? 0}`));
  if (!existing && !(await hitWriteLimit('conversation', options.memberId)).allowed) return refuse('body', 'inbox.error.conversationsRateLimited');
  if (!(await hitWriteLimit('message', options.memberId)).allowed) return refuse('body', 'inbox.error.messagesRateLimited');
  const conversationId = await db().transaction(async (tx) => {
    const id = await ensureConversation(tx, { centerId: options.centerId, memberId: options.memberId, tripId, subject: options.subject ?? null });
    await appendMessage(tx, { conversationId: id, sender: 'member', senderId: options.memberId, subject: options.subject ?? null, body: options.body, readBy: 'member' });
    return id;
  });
  logger().info({ conversationId, centerId: options.centerId }, existing ? 'message sent' : 'conversation started');
  return { ok: true, conversationId, isNew: !existing };
}

/** `acting`: an admin acting as the centre's manager, whose change on the centre's side is audited with it (ADR 27). */
type Acting = { acting?: ActingManager | null };

/** A reply by either side; the writer's side has read everything up to it. */
export async function replyInConversation(options: { conversationId: number; centerId: number; memberId: string; side: InboxSide; userId: string; body: string } & Acting): Promise<Done<{ messageId: number }> | Refusal> {
  const blocked = blockRefusal(await blocksBetween(options.centerId, options.memberId), options.side);
  if (blocked) return blocked;
  if (!(await hitWriteLimit('message', options.userId)).allowed) return refuse('body', 'inbox.error.messagesRateLimited');
  const message = await db().transaction(async (tx) => {
    const added = await appendMessage(tx, { conversationId: options.conversationId, sender: options.side, senderId: options.userId, body: options.body, readBy: options.side });
    await auditActing(tx, options.acting, 'conversation.reply', { conversationId: options.conversationId, messageId: added.id });
    return added;
  });
  return { ok: true, messageId: message.id };
}

/** The side has read the conversation: its unread count and pending notification are cleared. */
export async function markConversationRead(options: { conversationId: number; side: InboxSide }): Promise<void> {
  const side = sql.raw(options.side);
  await db().transaction(async (tx) => {
    const { rows } = await tx.execute<{ center_id: number; member_id: string }>(sql`
      update conversation set ${side}_unread = 0, ${side}_unread_since = null, ${side}_read_at = now()
      where id = ${options.conversationId} and (${side}_unread > 0 or ${side}_read_at is null or ${side}_read_at < last_message_at)
      returning center_id, member_id`);
    const row = rows[0];
    if (row) await notifyInbox(tx, { conversationId: options.conversationId, centerId: row.center_id, memberId: row.member_id });
  });
}

/** Moves the conversation into the side's archive or back; a new message brings it back by itself. */
export async function setConversationArchived(options: { conversationId: number; side: InboxSide; archived: boolean } & Acting): Promise<void> {
  const side = sql.raw(options.side);
  await db().transaction(async (tx) => {
    await tx.execute(sql`update conversation set ${side}_archived = ${options.archived} where id = ${options.conversationId}`);
    await auditActing(tx, options.acting, 'conversation.archive', { conversationId: options.conversationId, archived: options.archived });
  });
}

/** A party reports a message of the other side; moderators may then read the conversation. */
export async function reportMessage(options: { conversationId: number; messageId: number; reporterId: string; side: InboxSide; reason: MessageReportReason; details: string } & Acting): Promise<Done | Refusal> {
  const m = schema.messages;
  const [message] = await db()
    .select({ sender: m.sender })
    .from(m)
    .where(and(eq(m.id, options.messageId), eq(m.conversationId, options.conversationId)));
  // Only the other side's own words can be reported: not one's own, not the site's notices.
  if (!message || message.sender === 'system' || message.sender === options.side) return refuse('reason', 'inbox.error.cannotReport');
  if (!(await hitWriteLimit('messageReport', options.reporterId)).allowed) return refuse('reason', 'inbox.error.reportsRateLimited');
  const inserted = await db().transaction(async (tx) => {
    const rows = await tx
      .insert(schema.messageReports)
      .values({ messageId: options.messageId, conversationId: options.conversationId, reporterId: options.reporterId, reason: options.reason, details: options.details })
      .onConflictDoNothing()
      .returning({ id: schema.messageReports.id });
    if (rows.length) await auditActing(tx, options.acting, 'conversation.report', { conversationId: options.conversationId, messageId: options.messageId });
    return rows;
  });
  if (!inserted.length) return refuse('reason', 'inbox.error.alreadyReported');
  logger().info({ conversationId: options.conversationId, reportId: inserted[0]!.id }, 'message reported');
  return { ok: true };
}

/** One side blocks the other: neither can write in their conversations until it is lifted. */
export async function setBlocked(options: { centerId: number; memberId: string; side: InboxSide; userId: string; blocked: boolean } & Acting): Promise<void> {
  const b = schema.inboxBlocks;
  await db().transaction(async (tx) => {
    if (options.blocked) {
      await tx.insert(b).values({ centerId: options.centerId, memberId: options.memberId, blockedBy: options.side, byUserId: options.userId }).onConflictDoNothing();
    } else {
      await tx.delete(b).where(and(eq(b.centerId, options.centerId), eq(b.memberId, options.memberId), eq(b.blockedBy, options.side)));
    }
    await auditActing(tx, options.acting, 'conversation.block', { blocked: options.blocked });
  });
  logger().info({ centerId: options.centerId, side: options.side, blocked: options.blocked }, 'inbox block changed');
}

/**
 * A moderator decides on a reported message: dismissed (nothing wrong), or removed (its text is
 * replaced by a notice, for both sides). Every open report of that message is closed with it.
 */
export async function decideMessageReport(options: { reportId: number; moderatorId: string; decision: 'dismiss' | 'remove'; note: string | null }): Promise<Done | Refusal> {
  const r = schema.messageReports;
  const done = await db().transaction(async (tx) => {
    const [report] = await tx.select({ messageId: r.messageId, status: r.status }).from(r).where(eq(r.id, options.reportId)).for('update');
    if (!report || report.status !== 'open') return false;
    await tx
      .update(r)
      .set({ status: options.decision === 'remove' ? 'actioned' : 'dismissed', handledBy: options.moderatorId, handledAt: new Date(), note: options.note })
      .where(and(eq(r.messageId, report.messageId), eq(r.status, 'open')));
    if (options.decision === 'remove') {
      await tx.update(schema.messages).set({ body: '', subject: null, event: { kind: 'message.removed' } }).where(eq(schema.messages.id, report.messageId));
    }
    return true;
  });
  if (!done) return refuse('form', 'inbox.error.reportDecided');
  logger().info({ reportId: options.reportId, decision: options.decision }, 'message report decided');
  return { ok: true };
}

/** The side was just emailed about this conversation (the contact form's own email): no reminder within the hour. */
export async function noteEmailed(options: { conversationId: number; side: InboxSide }): Promise<void> {
  const side = sql.raw(options.side);
  await db().execute(sql`update conversation set ${side}_emailed_at = now() where id = ${options.conversationId}`);
}
