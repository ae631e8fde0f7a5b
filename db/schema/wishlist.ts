import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';
import { diveSites } from './sites.ts';

/** Dive sites a member saved for later ("wishlist"). */
export const siteWishlist = pgTable(
  'dive_site_wishlist',
  {
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => diveSites.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.siteId] }), index('dive_site_wishlist_site_idx').on(table.siteId)],
);
