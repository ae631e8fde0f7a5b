// Reviews of dive sites: one per member and site. Every change recomputes the site's average
// rating and count, and its reported conditions, in the same transaction, under the site's row lock,
// so they never disagree and concurrent reviewers never lose each other's review from the count.
import { and, desc, eq, sql } from 'drizzle-orm';
import { writeAudit } from '../../lib/audit-log.server.ts';
import { db, lockRow, schema, type Transaction } from '../../lib/db.server.ts';
import { hitWriteLimit } from '../../lib/write-limits.server.ts';
import type { RateLimited } from './sites.service.server.ts';
import type { ReviewInput } from './reviews.schema.ts';
import { summariseConditions } from './reported-conditions.ts';

/**
 * What divers' conditions reports say about the site, from its published reviews: kept on the site
 * row (count, months, deepest dive, visibility, temperature by month, current) so search filters use
 * them with an index.
 */
async function refreshConditions(tx: Transaction, siteId: number): Promise<void> {
  const r = schema.siteReviews;
  const reports = await tx
    .select({ divedOn: r.divedOn, visibilityM: r.visibilityM, waterTempC: r.waterTempC, current: r.current, maxDepthM: r.maxDepthM })
    .from(r)
    .where(and(eq(r.siteId, siteId), eq(r.status, 'published')));
  const summary = summariseConditions(reports);
  await tx
    .update(schema.diveSites)
    .set({ reportedCount: summary.count, reportedMonths: summary.months, reportedDepthMaxM: summary.depthMaxM, reportedConditions: summary.conditions })
    .where(eq(schema.diveSites.id, siteId));
}

async function refreshRating(tx: Transaction, siteId: number): Promise<void> {
  await lockRow(tx, schema.diveSites, siteId);
  await refreshConditions(tx, siteId);
  await tx.execute(sql`
    update dive_site set
      rating_average = (select round(avg(rating)::numeric, 2) from dive_site_review where site_id = ${siteId} and status = 'published'),
      rating_count = (select count(*)::int from dive_site_review where site_id = ${siteId} and status = 'published')
    where id = ${siteId}`);
}

/** Creates the member's review of the site, or replaces it when there is one. */
export async function saveReview(options: { siteId: number; authorId: string; input: ReviewInput }): Promise<{ ok: true } | RateLimited> {
  const { siteId, authorId, input } = options;
  if (!(await hitWriteLimit('review', authorId)).allowed) return { ok: false, error: 'rateLimited' };
  await db().transaction(async (tx) => {
    await tx
      .insert(schema.siteReviews)
      .values({ siteId, authorId, ...input })
      .onConflictDoUpdate({ target: [schema.siteReviews.siteId, schema.siteReviews.authorId], set: { ...input, updatedAt: new Date() } });
    await refreshRating(tx, siteId);
  });
  return { ok: true };
}

export async function deleteReview(options: { siteId: number; authorId: string }): Promise<void> {
  await db().transaction(async (tx) => {
    await tx.delete(schema.siteReviews).where(and(eq(schema.siteReviews.siteId, options.siteId), eq(schema.siteReviews.authorId, options.authorId)));
    await refreshRating(tx, options.siteId);
  });
}

/**
 * A moderator hides a review (it leaves the page and the site's rating) or shows it again. Returns
 * false when the review is not one of this site's.
 */
export async function setReviewHidden(options: { siteId: number; reviewId: number; hidden: boolean; moderatorId: string }): Promise<boolean> {
  return db().transaction(async (tx) => {
    const changed = await tx
      .update(schema.siteReviews)
      .set({ status: options.hidden ? 'hidden' : 'published' })
      .where(and(eq(schema.siteReviews.id, options.reviewId), eq(schema.siteReviews.siteId, options.siteId)))
      .returning({ id: schema.siteReviews.id });
    if (!changed.length) return false;
    await refreshRating(tx, options.siteId);
    const [site] = await tx.select({ name: schema.diveSites.name }).from(schema.diveSites).where(eq(schema.diveSites.id, options.siteId));
    await writeAudit(tx, {
      actorId: options.moderatorId,
      action: options.hidden ? 'site-review.hide' : 'site-review.show',
      target: { type: 'site-review', id: options.reviewId, label: site?.name },
      details: { siteId: options.siteId },
    });
    return true;
  });
}

export type SiteReview = {
  id: number;
  /** Null for every author field once the author has deleted their account. */
  authorId: string | null;
  authorName: string | null;
  authorMemberId: string | null;
  rating: number;
  body: string;
  divedOn: string | null;
  visibilityM: number | null;
  waterTempC: number | null;
  current: string | null;
  maxDepthM: number | null;
  hidden: boolean;
  createdAt: Date;
  updatedAt: Date;
};

/** Published reviews of a site, newest first; moderators pass `includeHidden` to see hidden ones too. */
export async function listReviews(siteId: number, options: { limit?: number; includeHidden?: boolean } = {}): Promise<SiteReview[]> {
  const { limit = 50, includeHidden = false } = options;
  return db()
    .select({
      id: schema.siteReviews.id,
      authorId: schema.siteReviews.authorId,
      authorName: schema.authUsers.firstName,
      authorMemberId: schema.authUsers.memberId,
      rating: schema.siteReviews.rating,
      body: schema.siteReviews.body,
      divedOn: schema.siteReviews.divedOn,
      visibilityM: schema.siteReviews.visibilityM,
      waterTempC: schema.siteReviews.waterTempC,
      current: schema.siteReviews.current,
      maxDepthM: schema.siteReviews.maxDepthM,
      hidden: sql<boolean>`${schema.siteReviews.status} = 'hidden'`,
      createdAt: schema.siteReviews.createdAt,
      updatedAt: schema.siteReviews.updatedAt,
    })
    .from(schema.siteReviews)
    .leftJoin(schema.authUsers, eq(schema.authUsers.id, schema.siteReviews.authorId))
    .where(includeHidden ? eq(schema.siteReviews.siteId, siteId) : and(eq(schema.siteReviews.siteId, siteId), eq(schema.siteReviews.status, 'published')))
    .orderBy(desc(schema.siteReviews.updatedAt))
    .limit(limit);
}
