import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';
import { diveSiteRevisions, diveSites } from './sites.ts';

export const SITE_REPORT_REASONS = ['wrong-facts', 'duplicate', 'abuse', 'other'] as const;
export type SiteReportReason = (typeof SITE_REPORT_REASONS)[number];
/** "resolved": the site was hidden; "fixed": its facts were corrected; "dismissed": nothing to do. */
export type SiteReportStatus = 'open' | 'resolved' | 'dismissed' | 'fixed';

/** A member's report of a problem with a dive site, kept for moderators to handle. */
export const siteReports = pgTable(
  'dive_site_report',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => diveSites.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id').references(() => authUsers.id, { onDelete: 'set null' }),
    reason: text('reason').$type<SiteReportReason>().notNull(),
    details: text('details').notNull().default(''),
    /** For "duplicate": the listing this one repeats, when the reporter gave it. */
    duplicateOfId: integer('duplicate_of_id').references(() => diveSites.id, { onDelete: 'set null' }),
    status: text('status').$type<SiteReportStatus>().notNull().default('open'),
    /** For "fixed": what the moderator changed, and the revision that changed it. */
    fixNote: text('fix_note'),
    fixRevisionId: integer('fix_revision_id').references(() => diveSiteRevisions.id, { onDelete: 'set null' }),
    handledBy: text('handled_by').references(() => authUsers.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('dive_site_report_status_idx').on(table.status, table.createdAt),
    index('dive_site_report_site_idx').on(table.siteId),
    check('dive_site_report_reason_value', sql`${table.reason} in ('wrong-facts', 'duplicate', 'abuse', 'other')`),
    check('dive_site_report_status_value', sql`${table.status} in ('open', 'resolved', 'dismissed', 'fixed')`),
  ],
);
