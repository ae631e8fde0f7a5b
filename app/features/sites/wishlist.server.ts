// A member's saved dive sites.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { db, schema } from '../../lib/db.server.ts';

export async function saveToWishlist(userId: string, siteId: number): Promise<void> {
  await db().insert(schema.siteWishlist).values({ userId, siteId }).onConflictDoNothing();
}

export async function removeFromWishlist(userId: string, siteId: number): Promise<void> {
  await db().delete(schema.siteWishlist).where(and(eq(schema.siteWishlist.userId, userId), eq(schema.siteWishlist.siteId, siteId)));
}

/** Which of these sites the member saved (to draw filled hearts on cards). */
export async function savedSiteIds(userId: string | undefined, siteIds: readonly number[]): Promise<number[]> {
  if (!userId || !siteIds.length) return [];
  const rows = await db()
    .select({ siteId: schema.siteWishlist.siteId })
    .from(schema.siteWishlist)
    .where(and(eq(schema.siteWishlist.userId, userId), inArray(schema.siteWishlist.siteId, [...siteIds])));
  return rows.map((row) => row.siteId);
}

/** The member's saved sites that are still published, most recently saved first. */
export async function wishlistSiteIds(userId: string): Promise<number[]> {
  const rows = await db()
    .select({ siteId: schema.siteWishlist.siteId })
    .from(schema.siteWishlist)
    .innerJoin(schema.diveSites, eq(schema.diveSites.id, schema.siteWishlist.siteId))
    .where(and(eq(schema.siteWishlist.userId, userId), eq(schema.diveSites.status, 'published')))
    .orderBy(desc(schema.siteWishlist.createdAt), sql`${schema.siteWishlist.siteId}`);
  return rows.map((row) => row.siteId);
}
