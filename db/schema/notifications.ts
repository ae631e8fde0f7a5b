// What the site tells a member (app/lib/notify.server.ts): one notification per event and recipient,
// shown in the member's notification list, and one delivery row per channel it goes out on. The
// delivery's unique (notification, channel) is the idempotency key: a second server, or a digest run
// started again, finds it sent and sends nothing. Each member's choice per category is a preference
// row; a category without one uses its default (app/lib/notification-categories.ts).
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';
import { activities } from './follows.ts';

/** A value of a notification's message: a text, a number, or a title written per language. */
export type NotificationParam = string | number | { [locale: string]: string | undefined };

export const notifications = pgTable(
  'notification',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    /** The key of its line in the "notifications" catalogue, rendered in the reader's language when shown. */
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, NotificationParam>>().notNull().default({}),
    /** Where it leads: a path on this site. */
    link: text('link').notNull(),
    /** False for a category whose own page is its list (unread messages live in the inbox). */
    listed: boolean('listed').notNull().default(true),
    /** The followed activity it tells of: one notification per activity and follower, whoever writes it. */
    activityId: bigint('activity_id', { mode: 'number' }).references(() => activities.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('notification_user_idx').on(table.userId, table.id.desc()).where(sql`${table.listed}`),
    index('notification_unread_idx').on(table.userId).where(sql`${table.listed} and ${table.readAt} is null`),
    uniqueIndex('notification_activity_once').on(table.activityId, table.userId).where(sql`${table.activityId} is not null`),
    check('notification_link_local', sql`${table.link} like '/%' and ${table.link} not like '//%'`),
  ],
);

export type DeliveryChannel = 'email' | 'push';
export type DeliveryState = 'pending' | 'digest' | 'sending' | 'sent' | 'failed';

export const notificationDeliveries = pgTable(
  'notification_delivery',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    notificationId: bigint('notification_id', { mode: 'number' })
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'push'] }).notNull(),
    /** pending: to send now; digest: waits for the member's daily digest; sending: claimed until `lockedUntil`. */
    state: text('state', { enum: ['pending', 'digest', 'sending', 'sent', 'failed'] }).notNull(),
    /** The email as written for its reader when the event happened (an immediate email only). */
    message: jsonb('message'),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('notification_delivery_once_idx').on(table.notificationId, table.channel),
    index('notification_delivery_waiting_idx').on(table.state, table.createdAt).where(sql`${table.state} in ('pending', 'digest', 'sending')`),
    check('notification_delivery_state_known', sql`${table.state} in ('pending', 'digest', 'sending', 'sent', 'failed')`),
  ],
);

export type EmailChoice = 'immediate' | 'digest' | 'off';

export const notificationPreferences = pgTable(
  'notification_preference',
  {
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    email: text('email', { enum: ['immediate', 'digest', 'off'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.category] }), check('notification_preference_email_known', sql`${table.email} in ('immediate', 'digest', 'off')`)],
);
