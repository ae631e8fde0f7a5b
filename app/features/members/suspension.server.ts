// Suspended members: who is suspended now, and ending a member's sessions. A suspension stops
// sign-in (auth.service.server.ts tells the member why) and every session it finds
// (session.server.ts), so a suspended member can neither read their account nor post.
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { db, schema, type Database, type Transaction } from '~/lib/db.server.ts';

export type ActiveSuspension = { id: number; reason: string; endsAt: Date };

/** The member's suspension in force now (the one ending last), or null. */
export async function activeSuspension(userId: string, executor: Database | Transaction = db()): Promise<ActiveSuspension | null> {
  const s = schema.memberSuspensions;
  const [row] = await executor
    .select({ id: s.id, reason: s.reason, endsAt: s.endsAt })
    .from(s)
    .where(and(eq(s.userId, userId), isNull(s.liftedAt), gt(s.endsAt, new Date())))
    .orderBy(desc(s.endsAt))
    .limit(1);
  return row ?? null;
}

/** Signs the member out everywhere: every session row goes, so each browser is signed out on its next request. */
export async function endAllSessions(userId: string, executor: Database | Transaction = db()): Promise<number> {
  const removed = await executor.delete(schema.authSessions).where(eq(schema.authSessions.userId, userId)).returning({ id: schema.authSessions.id });
  return removed.length;
}
