// Reading the audit log for the console: newest first, paged, narrowed by action kind, actor or
// target. Nothing here writes: the log is written only by app/lib/audit-log.server.ts.
import { and, desc, eq, like, type SQL } from 'drizzle-orm';
import type { AuditDetails } from '../../../db/schema/admin.ts';
import { db, schema } from '~/lib/db.server.ts';

const a = schema.auditLog;

export const AUDIT_PAGE_SIZE = 50;

export type AuditRow = {
  id: number;
  actorMemberId: string | null;
  actorName: string;
  action: string;
  targetType: string;
  targetId: string;
  targetLabel: string;
  reason: string;
  details: AuditDetails;
  createdAt: Date;
};

export type AuditFilter = {
  /** An action ("member.role") or a family of them ("member"). */
  action?: string | null;
  /** The actor's member ID. */
  actor?: string | null;
  /** A target as "type:id" ("member:ABC123"). */
  target?: string | null;
  page?: number;
};

export async function listAudit(filter: AuditFilter): Promise<{ entries: AuditRow[]; hasMore: boolean }> {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(filter.action.includes('.') ? eq(a.action, filter.action) : like(a.action, `${filter.action.replace(/[\\%_]/g, '')}.%`));
  if (filter.actor) conditions.push(eq(a.actorMemberId, filter.actor));
  if (filter.target) {
    const [type, ...rest] = filter.target.split(':');
    if (type && rest.length) conditions.push(and(eq(a.targetType, type), eq(a.targetId, rest.join(':')))!);
  }
  const page = Math.max(1, filter.page ?? 1);
  const rows = await db()
    .select()
    .from(a)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(a.createdAt), desc(a.id))
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  return {
    entries: rows.slice(0, AUDIT_PAGE_SIZE).map((row) => ({
      id: row.id,
      actorMemberId: row.actorMemberId,
      actorName: row.actorName,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      targetLabel: row.targetLabel,
      reason: row.reason,
      details: row.details,
      createdAt: row.createdAt,
    })),
    hasMore: rows.length > AUDIT_PAGE_SIZE,
  };
}
