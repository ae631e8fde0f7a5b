// Reports of problems with a site (wrong facts, duplicate, abuse), kept for moderators, who fix the
// site, hide it or dismiss the report from their queue at /admin/reports; the reporter is told.
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { SiteReportReason } from '../../../db/schema/reports.ts';
import { writeAudit } from '../../lib/audit-log.server.ts';
import { db, schema } from '../../lib/db.server.ts';
import { logger } from '../../lib/runtime.server.ts';
import { hitWriteLimit } from '../../lib/write-limits.server.ts';
import type { ReportDecision, ReportInput } from './reports.schema.ts';
import { writeSiteHidden, type RateLimited } from './sites.service.server.ts';
import { notifyContributor } from './site-emails.server.ts';

export async function createReport(options: { siteId: number; reporterId: string; input: ReportInput }): Promise<{ ok: true; id: number } | RateLimited> {
  const { siteId, reporterId, input } = options;
  if (!(await hitWriteLimit('report', reporterId)).allowed) return { ok: false, error: 'rateLimited' };
  let duplicateOfId: number | null = null;
  if (input.reason === 'duplicate' && input.duplicateOf && input.duplicateOf !== siteId) {
    const [other] = await db().select({ id: schema.diveSites.id }).from(schema.diveSites).where(eq(schema.diveSites.id, input.duplicateOf));
    duplicateOfId = other?.id ?? null;
  }
  const [report] = await db()
    .insert(schema.siteReports)
    .values({ siteId, reporterId, reason: input.reason, details: input.details, duplicateOfId })
    .returning({ id: schema.siteReports.id });
  return { ok: true, id: report!.id };
}

export type ReportQueueView = 'open' | 'handled';

export type QueuedReport = {
  id: number;
  reason: SiteReportReason;
  details: string;
  status: 'open' | 'resolved' | 'dismissed' | 'fixed';
  fixNote: string | null;
  fixVersion: number | null;
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
    fix_note: string | null;
    fix_version: number | null;
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
    select r.id, r.reason, r.details, r.status, r.fix_note, fix.version as fix_version, r.created_at, r.handled_at,
      s.id as site_id, s.name as site_name, s.status as site_status, d.id as duplicate_id, d.name as duplicate_name,
      reporter.member_id as reporter_member_id, reporter.first_name as reporter_first_name,
      handler.member_id as handler_member_id, handler.first_name as handler_first_name
    from dive_site_report r
    join dive_site s on s.id = r.site_id
    left join dive_site d on d.id = r.duplicate_of_id
    left join auth_user reporter on reporter.id = r.reporter_id
    left join auth_user handler on handler.id = r.handled_by
    left join dive_site_revision fix on fix.id = r.fix_revision_id
    where ${view === 'open' ? sql`r.status = 'open'` : sql`r.status <> 'open'`}
    order by ${view === 'open' ? sql`r.created_at desc` : sql`r.handled_at desc nulls last`}, r.id desc
    limit 200`);
  return rows.map((row) => ({
    id: row.id,
    reason: row.reason,
    details: row.details,
    status: row.status,
    fixNote: row.fix_note,
    fixVersion: row.fix_version,
    createdAt: new Date(row.created_at),
    handledAt: row.handled_at ? new Date(row.handled_at) : null,
    site: { id: row.site_id, name: row.site_name, status: row.site_status },
    duplicateOf: row.duplicate_id !== null && row.duplicate_name !== null ? { id: row.duplicate_id, name: row.duplicate_name } : null,
    reporter: row.reporter_member_id ? { memberId: row.reporter_member_id, firstName: row.reporter_first_name ?? '' } : null,
    handler: row.handler_member_id ? { memberId: row.handler_member_id, firstName: row.handler_first_name ?? '' } : null,
  }));
}

export type ReportHandled = { ok: true; siteId: number; status: 'resolved' | 'dismissed' | 'fixed' };
export type ReportRefused = { ok: false; error: 'moderation.error.reportHandled' | 'moderation.reports.error.version' };

/**
 * A moderator's decision on an open report, in one transaction: "hide" hides the site (as the hide
 * button on the listing does) and resolves this report and every other open report of the same
 * site, since there is nothing left to act on; "dismiss" closes this report only and leaves the site
 * as it is; "fix" closes it as fixed, with what the moderator changed and the version of the site
 * that changed it. The report row is locked first, so two moderators acting at once cannot both
 * win, and a report that is missing or already handled changes nothing. The reporter is told.
 */
export async function handleReport(options: (ReportDecision | { intent: 'fix'; reportId: number; note: string; version: number | null }) & { moderatorId: string }): Promise<ReportHandled | ReportRefused> {
  const r = schema.siteReports;
  const outcome = await db().transaction(async (tx) => {
    const [report] = await tx.select({ id: r.id, siteId: r.siteId, reason: r.reason, status: r.status, reporterId: r.reporterId }).from(r).where(eq(r.id, options.reportId)).for('update');
    if (!report || report.status !== 'open') return 'handled' as const;
    const [site] = await tx.select({ name: schema.diveSites.name }).from(schema.diveSites).where(eq(schema.diveSites.id, report.siteId));
    const handled = { handledBy: options.moderatorId, handledAt: new Date() };
    const told = { siteId: report.siteId, reporterId: report.reporterId, siteName: site?.name ?? '' };
    await writeAudit(tx, {
      actorId: options.moderatorId,
      action: options.intent === 'fix' ? 'site-report.fix' : options.intent === 'dismiss' ? 'site-report.dismiss' : 'site-report.hide',
      target: { type: 'site-report', id: report.id, label: site?.name },
      reason: options.intent === 'fix' ? options.note : '',
      details: { siteId: report.siteId, reason: report.reason },
    });
    if (options.intent === 'dismiss') {
      await tx.update(r).set({ status: 'dismissed', ...handled }).where(eq(r.id, report.id));
      return { ...told, status: 'dismissed' as const, note: '' };
    }
    if (options.intent === 'fix') {
      let revisionId: number | null = null;
      if (options.version !== null) {
        const [revision] = await tx
          .select({ id: schema.diveSiteRevisions.id })
          .from(schema.diveSiteRevisions)
          .where(and(eq(schema.diveSiteRevisions.siteId, report.siteId), eq(schema.diveSiteRevisions.version, options.version)));
        if (!revision) return 'version' as const;
        revisionId = revision.id;
      }
      await tx.update(r).set({ status: 'fixed', fixNote: options.note, fixRevisionId: revisionId, ...handled }).where(eq(r.id, report.id));
      return { ...told, status: 'fixed' as const, note: options.note };
    }
    await writeSiteHidden(tx, { siteId: report.siteId, moderatorId: options.moderatorId, hidden: true, reason: `report ${report.id}: ${report.reason}` });
    await tx.update(r).set({ status: 'resolved', ...handled }).where(eq(r.id, report.id));
    await tx
      .update(r)
      .set({ status: 'resolved', ...handled })
      .where(and(eq(r.siteId, report.siteId), eq(r.status, 'open'), ne(r.id, report.id)));
    return { ...told, status: 'resolved' as const, note: '' };
  });
  if (outcome === 'handled') return { ok: false, error: 'moderation.error.reportHandled' };
  if (outcome === 'version') return { ok: false, error: 'moderation.reports.error.version' };
  logger().info({ reportId: options.reportId, siteId: outcome.siteId, decision: options.intent }, 'dive site report handled');
  if (outcome.reporterId) {
    const kind = outcome.status === 'fixed' ? 'reportFixed' : outcome.status === 'resolved' ? 'reportResolved' : 'reportDismissed';
    await notifyContributor(kind, outcome.reporterId, { site: outcome.siteName, path: `/listing/${outcome.siteId}`, reason: outcome.note });
  }
  return { ok: true, siteId: outcome.siteId, status: outcome.status };
}

/** The latest versions of the sites of open reports, for the "fixed in version" choice. */
export async function recentVersions(siteIds: readonly number[]): Promise<Record<number, Array<{ version: number; createdAt: Date; changedFields: string[] }>>> {
  if (!siteIds.length) return {};
  const rows = await db()
    .select({ siteId: schema.diveSiteRevisions.siteId, version: schema.diveSiteRevisions.version, createdAt: schema.diveSiteRevisions.createdAt, changedFields: schema.diveSiteRevisions.changedFields })
    .from(schema.diveSiteRevisions)
    .where(inArray(schema.diveSiteRevisions.siteId, [...new Set(siteIds)]))
    .orderBy(desc(schema.diveSiteRevisions.version));
  const bySite: Record<number, Array<{ version: number; createdAt: Date; changedFields: string[] }>> = {};
  for (const row of rows) {
    const list = (bySite[row.siteId] ??= []);
    if (list.length < 5) list.push({ version: row.version, createdAt: row.createdAt, changedFields: row.changedFields });
  }
  return bySite;
}
