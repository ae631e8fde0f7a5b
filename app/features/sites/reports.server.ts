// Reports of problems with a site (wrong facts, duplicate, abuse), kept for moderators.
import { and, eq, gte, sql } from 'drizzle-orm';
import { db, schema } from '../../lib/db.server.ts';
import type { ReportInput } from './reports.schema.ts';

/** One member files at most this many reports a day: enough for honest use, not for flooding. */
export const REPORTS_PER_DAY = 20;

export async function reportsFiledToday(reporterId: string): Promise<number> {
  const [row] = await db()
    .select({ total: sql<number>`count(*)::int` })
    .from(schema.siteReports)
    .where(and(eq(schema.siteReports.reporterId, reporterId), gte(schema.siteReports.createdAt, sql`now() - interval '1 day'`)));
  return row?.total ?? 0;
}

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
