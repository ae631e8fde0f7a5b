// Live inbox events between app servers: a write to a conversation sends pg_notify on the inbox
// channel inside its transaction (PostgreSQL delivers it at commit, and not at all on rollback);
// every server hears it on its change feed (app/lib/change-feed.server.ts) and passes it to the
// browsers connected to it whose member or centre it concerns.
import { sql } from 'drizzle-orm';
import { INBOX_CHANNEL } from './change-feed.server.ts';
import type { Transaction } from './db.server.ts';
import { getRuntime } from './runtime.server.ts';

export type InboxEvent = { conversationId: number; centerId: number; memberId: string };

/** "conversation:centre:member": internal ids, heard by app servers only, never sent to browsers. */
export function encodeInboxEvent(event: InboxEvent): string {
  return `${event.conversationId}:${event.centerId}:${event.memberId}`;
}

export function decodeInboxEvent(payload: string): InboxEvent | null {
  const match = /^(\d{1,9}):(\d{1,9}):([\w-]{1,64})$/.exec(payload);
  return match ? { conversationId: Number(match[1]), centerId: Number(match[2]), memberId: match[3]! } : null;
}

/** Tells every app server, once this transaction commits, that the conversation changed. */
export async function notifyInbox(tx: Transaction, event: InboxEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${INBOX_CHANNEL}, ${encodeInboxEvent(event)})`);
}

/**
 * Tells every app server, once this transaction commits, that the member has a new notification: an
 * event of no conversation (0), so their open pages read their counts again (the badge is one).
 */
export async function notifyMemberNotified(tx: Transaction, userId: string): Promise<void> {
  await notifyInbox(tx, { conversationId: 0, centerId: 0, memberId: userId });
}

/**
 * Calls `listener` with each event this server hears; `null` means events may have been missed (the
 * feed reconnected) and everyone should look again. Returns the unsubscribe function.
 */
export function onInboxEvent(listener: (event: InboxEvent | null) => void): () => void {
  return getRuntime().changes.subscribe(INBOX_CHANNEL, (payload) => {
    if (payload === null) return listener(null);
    const event = decodeInboxEvent(payload);
    if (event) listener(event);
  });
}
