// The two writes every conversation change is made of, inside the caller's transaction: finding (or
// opening) the conversation of a member, a centre and a subject, and adding a message with each
// side's unread count, unread-since time and archive flag kept in step. Besides the inbox, the trips
// post a reservation's changes and the centres a manager invitation's notice into the conversation
// with these, in the same transaction as the change.
import { sql } from 'drizzle-orm';
import type { Transaction } from './db.server.ts';
import type { InboxSide, MessageEvent, MessageSender } from '../../db/schema/inbox.ts';
import { notifyInbox } from './inbox-events.server.ts';

export type ConversationKey = { centerId: number; memberId: string; tripId: number | null };

/**
 * The id of the conversation about this subject (the centre in general, or one trip), opened if it
 * does not exist yet. A reservation id given becomes the conversation's latest reservation.
 */
export async function ensureConversation(tx: Transaction, key: ConversationKey & { subject?: string | null; reservationId?: number | null }): Promise<number> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    insert into conversation (center_id, member_id, trip_id, subject, reservation_id)
    values (${key.centerId}, ${key.memberId}, ${key.tripId}, ${key.subject ?? null}, ${key.reservationId ?? null})
    on conflict (member_id, center_id, (coalesce(trip_id, 0))) do update
      set reservation_id = coalesce(excluded.reservation_id, conversation.reservation_id),
          subject = coalesce(conversation.subject, excluded.subject)
    returning id`);
  return rows[0]!.id;
}

export type NewMessage = {
  conversationId: number;
  sender: MessageSender;
  senderId: string | null;
  body?: string;
  subject?: string | null;
  event?: MessageEvent | null;
  /** The side that already knows (the writer, or the side whose action a system message records); null: neither. */
  readBy: InboxSide | null;
};

/**
 * Adds a message and updates both sides: the writer's side has read everything; the other side's
 * unread count grows, and a message from a person (not a system message, which is emailed on its
 * own) starts its unread-since clock for the notification email. A new message brings the
 * conversation back from either side's archive. Every app server is told once the transaction commits.
 */
export async function appendMessage(tx: Transaction, message: NewMessage): Promise<{ id: number; createdAt: Date }> {
  const { rows } = await tx.execute<{ id: number; created_at: Date | string }>(sql`
    insert into message (conversation_id, sender, sender_id, subject, body, event)
    values (${message.conversationId}, ${message.sender}, ${message.senderId}, ${message.subject ?? null}, ${message.body ?? ''}, ${message.event ? JSON.stringify(message.event) : null}::jsonb)
    returning id, created_at`);
  const emails = message.sender !== 'system';
  const reader = message.readBy;
  const { rows: updated } = await tx.execute<{ center_id: number; member_id: string }>(sql`
    update conversation set
      last_message_at = now(),
      member_archived = false,
      center_archived = false,
      member_unread = case when ${reader} = 'member' then 0 else member_unread + 1 end,
      member_read_at = case when ${reader} = 'member' then now() else member_read_at end,
      member_unread_since = case when ${reader} = 'member' then null when ${emails} then coalesce(member_unread_since, now()) else member_unread_since end,
      center_unread = case when ${reader} = 'center' then 0 else center_unread + 1 end,
      center_read_at = case when ${reader} = 'center' then now() else center_read_at end,
      center_unread_since = case when ${reader} = 'center' then null when ${emails} then coalesce(center_unread_since, now()) else center_unread_since end
    where id = ${message.conversationId}
    returning center_id, member_id`);
  const conversation = updated[0];
  if (conversation) await notifyInbox(tx, { conversationId: message.conversationId, centerId: conversation.center_id, memberId: conversation.member_id });
  return { id: rows[0]!.id, createdAt: new Date(rows[0]!.created_at) };
}
