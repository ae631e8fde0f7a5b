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
    /** Whether the category comes as a push on the member's devices; null: the category's default. */
    push: boolean('push'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.category] }), check('notification_preference_email_known', sql`${table.email} in ('immediate', 'digest', 'off')`)],
);

/**
 * A browser that receives the member's pushes (app/lib/push-subscriptions.server.ts): its push
 * service's endpoint, unique as a browser has one per site, and the keys its pushes are encrypted
 * with. A push service that answers 404 or 410 for it has forgotten it, and the row is deleted.
 */
export const pushSubscriptions = pgTable(
  'push_subscription',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's public key (P-256, base64url) and its authentication secret. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The browser's User-Agent when it subscribed, cut short: the list of devices names it from this ("Firefox on Linux"). */
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('push_subscription_endpoint_idx').on(table.endpoint), index('push_subscription_user_idx').on(table.userId)],
);
