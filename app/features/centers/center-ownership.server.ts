// What happens to the centres a member owns when they delete their account: each passes to its
// longest-serving manager, or, with no manager, becomes unclaimed (no owner, unverified, so its page
// offers "Claim this page") with the owner's contact details removed. The account page says which
// before the member confirms.
import { and, asc, eq, sql } from 'drizzle-orm';
import { db, schema, type Transaction } from '../../lib/db.server.ts';

const c = schema.diveCenters;
const m = schema.diveCenterManagers;

export type OwnedCenterFate = { id: number; name: string; nextOwner: { firstName: string; lastName: string; memberId: string } | null };

/** The member's centres and who would own each after them (null: it becomes unclaimed). */
export async function ownedCentersFate(userId: string): Promise<OwnedCenterFate[]> {
  const owned = await db().select({ id: c.id, name: c.name }).from(c).where(eq(c.submittedUser, userId)).orderBy(asc(c.name), asc(c.id));
  const fates: OwnedCenterFate[] = [];
  for (const center of owned) {
    const [next] = await db()
      .select({ firstName: schema.authUsers.firstName, lastName: schema.authUsers.lastName, memberId: schema.authUsers.memberId })
      .from(m)
      .innerJoin(schema.authUsers, eq(schema.authUsers.id, m.userId))
      .where(and(eq(m.centerId, center.id), sql`${m.userId} <> ${userId}`))
      .orderBy(asc(m.createdAt), asc(m.userId))
      .limit(1);
    fates.push({ ...center, nextOwner: next ?? null });
  }
  return fates;
}

/**
 * Inside the account deletion's transaction: hands each of the member's centres to its
 * longest-serving manager (who stops being "just" a manager), or leaves it unclaimed, unverified,
 * without the phone and email that were the owner's.
 */
export async function releaseOwnedCenters(tx: Transaction, userId: string): Promise<void> {
  const owned = await tx.select({ id: c.id }).from(c).where(eq(c.submittedUser, userId)).for('update');
  for (const center of owned) {
    const [next] = await tx
      .select({ userId: m.userId })
      .from(m)
      .where(and(eq(m.centerId, center.id), sql`${m.userId} <> ${userId}`))
      .orderBy(asc(m.createdAt), asc(m.userId))
      .limit(1);
    if (next) {
      await tx.update(c).set({ submittedUser: next.userId, updatedAt: new Date() }).where(eq(c.id, center.id));
      await tx.delete(m).where(and(eq(m.centerId, center.id), eq(m.userId, next.userId)));
    } else {
      await tx.update(c).set({ submittedUser: null, verification: 'unverified', phone: null, email: null, updatedAt: new Date() }).where(eq(c.id, center.id));
    }
  }
}
