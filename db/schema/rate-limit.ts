import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counters shared by every app server (see app/lib/rate-limit.server.ts). One row per key:
 * its window opened at `windowStart` with the first hit and ends at `expiresAt`; the first hit after
 * that restarts the row, and ended rows are swept.
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
