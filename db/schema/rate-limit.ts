import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window request counters shared by every app server (see app/lib/rate-limit.server.ts).
 * One row per key: a hit in a new window restarts the row; rows past `expiresAt` are swept.
 */
export const rateLimits = pgTable(
  'rate_limit',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_expires_idx').on(table.expiresAt)],
);
