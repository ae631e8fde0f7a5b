// Conversations between a member and a dive centre (every manager of the centre shares its side),
// their messages, reports of messages, and blocks. Each side keeps its own unread count, read time,
// archive flag and last notification email on the conversation row, so an inbox list and the unread
// badge are one indexed read. See app/features/inbox/.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';
import { diveCenters } from './centers.ts';
import { reservations, trips } from './trips.ts';

export type InboxSide = 'member' | 'center';
export type MessageSender = InboxSide | 'system';

/** What a system message says, rendered in each reader's language: a catalogue key and its values. */
export type MessageEvent = { kind: string; params?: Record<string, string | number> };

/**
 * One conversation per member, centre and subject: the centre in general (no trip), or one trip
 * (its reservations' changes are posted into it as system messages).
 */
export const conversations = pgTable(
  'conversation',
  {
    id: serial('id').primaryKey(),
    centerId: integer('center_id')
      .notNull()
      .references(() => diveCenters.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    tripId: integer('trip_id').references(() => trips.id, { onDelete: 'cascade' }),
    /** The member's latest reservation on that trip. */
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    subject: text('subject'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    memberUnread: integer('member_unread').notNull().default(0),
    centerUnread: integer('center_unread').notNull().default(0),
    memberArchived: boolean('member_archived').notNull().default(false),
    centerArchived: boolean('center_archived').notNull().default(false),
    memberReadAt: timestamp('member_read_at', { withTimezone: true }),
    centerReadAt: timestamp('center_read_at', { withTimezone: true }),
    /** The oldest message this side has not read yet; null when it has read everything. */
    memberUnreadSince: timestamp('member_unread_since', { withTimezone: true }),
    centerUnreadSince: timestamp('center_unread_since', { withTimezone: true }),
    /** When this side was last emailed about unread messages (at most once an hour). */
    memberEmailedAt: timestamp('member_emailed_at', { withTimezone: true }),
    centerEmailedAt: timestamp('center_emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('conversation_subject_key').on(table.memberId, table.centerId, sql`coalesce(${table.tripId}, 0)`),
    index('conversation_member_list_idx').on(table.memberId, table.memberArchived, table.lastMessageAt.desc(), table.id.desc()),
    index('conversation_center_list_idx').on(table.centerId, table.centerArchived, table.lastMessageAt.desc(), table.id.desc()),
    index('conversation_member_unread_idx').on(table.memberId).where(sql`${table.memberUnread} > 0`),
    index('conversation_center_unread_idx').on(table.centerId).where(sql`${table.centerUnread} > 0`),
    index('conversation_member_pending_idx').on(table.memberUnreadSince).where(sql`${table.memberUnreadSince} is not null`),
    index('conversation_center_pending_idx').on(table.centerUnreadSince).where(sql`${table.centerUnreadSince} is not null`),
    index('conversation_trip_idx').on(table.tripId),
    check('conversation_unread_positive', sql`${table.memberUnread} >= 0 and ${table.centerUnread} >= 0`),
  ],
);

/** A message: plain text from one side, or a system message (a reservation's change) from the site. */
export const messages = pgTable(
  'message',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    sender: text('sender').$type<MessageSender>().notNull(),
    /** The member, or the centre's owner or manager who wrote it; null for system messages and deleted accounts. */
    senderId: text('sender_id').references(() => authUsers.id, { onDelete: 'set null' }),
    subject: text('subject'),
    body: text('body').notNull().default(''),
    event: jsonb('event').$type<MessageEvent>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('message_conversation_idx').on(table.conversationId, table.id),
    check('message_sender_value', sql`${table.sender} in ('member', 'center', 'system')`),
  ],
);

export const MESSAGE_REPORT_REASONS = ['spam', 'abuse', 'scam', 'other'] as const;
export type MessageReportReason = (typeof MESSAGE_REPORT_REASONS)[number];

/** A party's report of a message; while one is open, moderators may read that conversation. */
export const messageReports = pgTable(
  'message_report',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id').references(() => authUsers.id, { onDelete: 'set null' }),
    reason: text('reason').$type<MessageReportReason>().notNull(),
    details: text('details').notNull().default(''),
    status: text('status').$type<'open' | 'dismissed' | 'actioned'>().notNull().default('open'),
    handledBy: text('handled_by').references(() => authUsers.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('message_report_status_idx').on(table.status, table.createdAt),
    index('message_report_conversation_idx').on(table.conversationId, table.status),
    uniqueIndex('message_report_once').on(table.messageId, table.reporterId),
    check('message_report_reason_value', sql`${table.reason} in ('spam', 'abuse', 'scam', 'other')`),
    check('message_report_status_value', sql`${table.status} in ('open', 'dismissed', 'actioned')`),
  ],
);

/** A block between a member and a centre, by one of them: neither can write to the other while it stands. */
export const inboxBlocks = pgTable(
  'inbox_block',
  {
    centerId: integer('center_id')
      .notNull()
      .references(() => diveCenters.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    blockedBy: text('blocked_by').$type<InboxSide>().notNull(),
    byUserId: text('by_user_id').references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.centerId, table.memberId, table.blockedBy] }), check('inbox_block_side_value', sql`${table.blockedBy} in ('member', 'center')`)],
);
