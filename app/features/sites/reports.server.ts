// Reports of problems with a site (wrong facts, duplicate, abuse), kept for moderators, who hide the
// site or dismiss the report from their queue at /admin/reports.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { SiteReportReason } from '../../../db/schema/reports.ts';
import { db, schema } from '../../lib/db.server.ts';
import { logger } from '../../lib/runtime.server.ts';
import type { ReportDecision, ReportInput } from './reports.schema.ts';
import { forgetCountriesCache } from './sites.queries.server.ts';
import { writeSiteHidden } from './sites.service.server.ts';

export async function createReport(options: { siteId: number; reporterId: string; input: ReportInput }): Promise<number> {
  const { siteId, reporterId, input } = options;
  let duplicateOfId: number | null = null;
  if (input.reason === 'duplicate' && input.duplicateOf && input.duplicateOf !== siteId) {
    const [other] = await db().select({ id: schema.diveSites.id }).from(schema.diveSites).where(eq(schema.diveSites.id, input.duplicateOf));
    duplicateOfId = other?.id ?? null;
  }
  const [report] = await db()
    .insert(schema.siteReports)
    .values({ siteId, reporterId, reason: input.reason, details: input.details, duplicateOfId })
    .returning({ id: schema.siteReports.id });
  return report!.id;
}

export type ReportQueueView = 'open' | 'handled';

export type QueuedReport = {
  id: number;
  reason: SiteReportReason;
  details: string;
  status: 'open' | 'resolved' | 'dismissed';
  createdAt: Date;
  handledAt: Date | null;
  site: { id: number; name: string; status: string };
  duplicateOf: { id: number; name: string } | null;
  /** Null once the reporter has deleted their account. */
  reporter: { memberId: string; firstName: string } | null;
  handler: { memberId: string; firstName: string } | null;
};

/** The moderators' queue: open reports, or the latest handled ones; newest first either way. */
export async function listReports(view: ReportQueueView): Promise<QueuedReport[]> {
  const { rows } = await db().execute<{
    id: number;
    reason: SiteReportReason;
    details: string;
    status: QueuedReport['status'];
    created_at: string;
    handled_at: string | null;
    site_id: number;
    site_name: string;
    site_status: string;
    duplicate_id: number | null;
    duplicate_name: string | null;
    reporter_member_id: string | null;
    reporter_first_name: string | null;
    handler_member_id: string | null;
    handler_first_name: string | null;
  }>(sql`
    select r.id, r.reason, r.details, r.status, r.created_at, r.handled_at,
      s.id as site_id, s.name as site_name, s.status as site_status, d.id as duplicate_id, d.name as duplicate_name,
      reporter.member_id as reporter_member_id, reporter.first_name as reporter_first_name,
      handler.member_id as handler_member_id, handler.first_name as handler_first_name
    from dive_site_report r
    join dive_site s on s.id = r.site_id
    left join dive_site d on d.id = r.duplicate_of_id
    left join auth_user reporter on reporter.id = r.reporter_id
    left join auth_user handler on handler.id = r.handled_by
    where ${view === 'open' ? sql`r.status = 'open'` : sql`r.status <> 'open'`}
    order by ${view === 'open' ? sql`r.created_at desc` : sql`r.handled_at desc nulls last`}, r.id desc
    limit 200`);
  return rows.map((row) => ({
    id: row.id,
    reason: row.reason,
    details: row.details,
    status: row.status,
    createdAt: new Date(row.created_at),
    handledAt: row.handled_at ? new Date(row.handled_at) : null,
    site: { id: row.site_id, name: row.site_name, status: row.site_status },
    duplicateOf: row.duplicate_id !== null && row.duplicate_name !== null ? { id: row.duplicate_id, name: row.duplicate_name } : null,
    reporter: row.reporter_member_id ? { memberId: row.reporter_member_id, firstName: row.reporter_first_name ?? '' } : null,
    handler: row.handler_member_id ? { memberId: row.handler_member_id, firstName: row.handler_first_name ?? '' } : null,
  }));
}

export type ReportHandled = { ok: true; siteId: number; status: 'resolved' | 'dismissed' };
export type ReportRefused = { ok: false; error: 'moderation.error.reportHandled' };

/**
 * A moderator's decision on an open report, in one transaction: "hide" hides the site (as the hide
 * button on the listing does) and resolves this report and every other open report of the same
 * site, since there is nothing left to act on; "dismiss" closes this report only and leaves the site
 * as it is. The report row is locked first, so two moderators acting at once cannot both win, and a
 * report that is missing or already handled changes nothing.
 */
export async function handleReport(options: ReportDecision & { moderatorId: string }): Promise<ReportHandled | ReportRefused> {
  const r = schema.siteReports;
  const outcome = await db().transaction(async (tx) => {
    const [report] = await tx.select({ id: r.id, siteId: r.siteId, reason: r.reason, status: r.status }).from(r).where(eq(r.id, options.reportId)).for('update');
    if (!report || report.status !== 'open') return null;
    const handled = { handledBy: options.moderatorId, handledAt: new Date() };
    if (options.intent === 'dismiss') {
      await tx.update(r).set({ status: 'dismissed', ...handled }).where(eq(r.id, report.id));
      return { siteId: report.siteId, status: 'dismissed' as const };
    }
    await writeSiteHidden(tx, { siteId: report.siteId, moderatorId: options.moderatorId, hidden: true, reason: `report ${report.id}: ${report.reason}` });
    await tx.update(r).set({ status: 'resolved', ...handled }).where(eq(r.id, report.id));
    await tx
      .update(r)
      .set({ status: 'resolved', ...handled })
      .where(and(eq(r.siteId, report.siteId), eq(r.status, 'open'), ne(r.id, report.id)));
    return { siteId: report.siteId, status: 'resolved' as const };
  });
  if (!outcome) return { ok: false, error: 'moderation.error.reportHandled' };
  if (outcome.status === 'resolved') forgetCountriesCache();
  logger().info({ reportId: options.reportId, siteId: outcome.siteId, decision: options.intent }, 'dive site report handled');
  return { ok: true, ...outcome };
}
