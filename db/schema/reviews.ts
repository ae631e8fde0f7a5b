import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';
import { diveSites } from './sites.ts';

/**
 * A member's review of a dive site: one per member and site, editable. The optional conditions
 * report says what the water was like on one day (SI units, as entered). The site's
 * rating_average and rating_count, and its reported conditions, are recomputed in the same
 * transaction as every change.
 */
export const siteReviews = pgTable(
  'dive_site_review',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => diveSites.id, { onDelete: 'cascade' }),
    // Null once the author deleted their account: the review stays, shown as by a deleted member.
    authorId: text('author_id').references(() => authUsers.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    body: text('body').notNull(),
    divedOn: date('dived_on'),
    visibilityM: doublePrecision('visibility_m'),
    waterTempC: doublePrecision('water_temp_c'),
    current: text('current'),
    /** The deepest point of the reported dive, in metres. */
    maxDepthM: doublePrecision('max_depth_m'),
    status: text('status').notNull().default('published'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('dive_site_review_author_site_idx').on(table.siteId, table.authorId),
    index('dive_site_review_site_idx').on(table.siteId, table.createdAt),
    index('dive_site_review_author_idx').on(table.authorId),
    check('dive_site_review_rating_range', sql`${table.rating} between 1 and 5`),
    check('dive_site_review_status_value', sql`${table.status} in ('published', 'hidden')`),
  ],
);
