// An admin acting as a manager of a dive centre (ADR 27): started on purpose, with a reason, from the
// centre's page; for this session only; for ACTING_MINUTES at most; ended on purpose from the banner
// every page shows meanwhile. Starting and ending are audited in their own transaction, and so is
// every change made while acting (each service calls auditActing with the manager context's `acting`).
import { and, eq, isNull } from 'drizzle-orm';
import { writeAudit } from '../../lib/audit-log.server.ts';
import { db, schema, type Transaction } from '../../lib/db.server.ts';
import { logger } from '../../lib/runtime.server.ts';

/** How long acting lasts before it ends by itself: long enough for one piece of work, short enough to be noticed. */
export const ACTING_MINUTES = 60;

const a = schema.actingManagers;

/** Ends what this session was acting for, if anything, with its audit entry. */
async function endOpen(tx: Transaction, options: { adminId: string; sessionId: string; now: Date; why: 'ended' | 'replaced' }): Promise<number> {
  const ended = await tx
    .update(a)
    .set({ endedAt: options.now })
    .where(and(eq(a.sessionId, options.sessionId), eq(a.adminId, options.adminId), isNull(a.endedAt)))
    .returning({ centerId: a.centerId, expiresAt: a.expiresAt });
  for (const row of ended) {
    const [center] = await tx.select({ name: schema.diveCenters.name }).from(schema.diveCenters).where(eq(schema.diveCenters.id, row.centerId));
    // One that had already run out ends without an entry: its start said until when.
    if (row.expiresAt > options.now) await writeAudit(tx, { actorId: options.adminId, action: 'center.act-end', target: { type: 'center', id: row.centerId, label: center?.name ?? '' }, details: { why: options.why } });
  }
  return ended.length;
}

/**
 * The admin starts acting as a manager of this centre from this session (anything it was acting
 * for before ends). The caller has checked the admin's role and that they do not run the centre.
 */
export async function startActingAsManager(options: { adminId: string; sessionId: string; centerId: number; reason: string; now?: Date }): Promise<{ until: Date } | null> {
  const now = options.now ?? new Date();
  const until = new Date(now.getTime() + ACTING_MINUTES * 60_000);
  const started = await db().transaction(async (tx) => {
    const [center] = await tx.select({ name: schema.diveCenters.name }).from(schema.diveCenters).where(eq(schema.diveCenters.id, options.centerId)).for('share');
    if (!center) return false;
    await endOpen(tx, { adminId: options.adminId, sessionId: options.sessionId, now, why: 'replaced' });
    await tx.insert(a).values({ adminId: options.adminId, sessionId: options.sessionId, centerId: options.centerId, reason: options.reason, startedAt: now, expiresAt: until });
    await writeAudit(tx, { actorId: options.adminId, action: 'center.act-start', target: { type: 'center', id: options.centerId, label: center.name }, reason: options.reason, details: { until: until.toISOString() } });
    return true;
  });
  if (!started) return null;
  logger().info({ centerId: options.centerId, adminId: options.adminId }, 'admin acting as a centre manager');
  return { until };
}

/** The admin stops acting as a manager from this session; false when it was not acting. */
export async function endActingAsManager(options: { adminId: string; sessionId: string; now?: Date }): Promise<boolean> {
  const now = options.now ?? new Date();
  const ended = await db().transaction((tx) => endOpen(tx, { ...options, now, why: 'ended' }));
  return ended > 0;
}

