// Centres listed by id: for the sitemap and for links.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { db, schema } from '../../lib/db.server.ts';

const c = schema.diveCenters;

/** Id and last change of every published centre, for the sitemap. */
export async function publishedCentersForSitemap(options: { offset?: number; limit?: number } = {}): Promise<Array<{ id: number; updatedAt: Date }>> {
  return db()
    .select({ id: c.id, updatedAt: c.updatedAt })
    .from(c)
    .where(eq(c.status, 'published'))
    .orderBy(asc(c.id))
    .offset(options.offset ?? 0)
    .limit(options.limit ?? 50_000);
}

/** Names of published centres by id (for links), in no particular order. */
export async function centerNames(ids: readonly number[]): Promise<Array<{ id: number; name: string }>> {
  if (!ids.length) return [];
  return db()
    .select({ id: c.id, name: c.name })
    .from(c)
    .where(and(inArray(c.id, [...ids]), eq(c.status, 'published')));
}
