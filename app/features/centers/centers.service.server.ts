// The things members, owners and moderators do with dive centres, one named function each. Callers
// (route actions) have already checked who is asking; these functions make the checks only the
// database can answer and keep every multi-table write in one transaction.
import { and, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import { auditActing, writeAudit, type ActingManager } from '../../lib/audit-log.server.ts';
import { db, lockRow, schema, type Database } from '../../lib/db.server.ts';
import { hitWriteLimit } from '../../lib/write-limits.server.ts';
import { logger } from '../../lib/runtime.server.ts';
import { notifyCenterMember } from './center-emails.server.ts';
import type { CenterDetailsInput, CourseInput } from './center.schema.ts';
import { SOCIAL_NETWORKS, WEEKDAYS } from './center-vocabulary.ts';
import type { DayHours, SocialLinks } from '../../../db/schema/centers.ts';

const c = schema.diveCenters;

/** A refusal the form shows next to a field (a message key). */
export type Refusal = { ok: false; field: string; error: string };
export type Done<T = object> = { ok: true } & T;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

function refuse(field: string, error: string): Refusal {
  return { ok: false, field, error };
}

/** The columns a details form sets, in storage form. */
export function detailsColumns(input: CenterDetailsInput) {
  const socialLinks: SocialLinks = {};
  for (const network of SOCIAL_NETWORKS) {
    const url = input[`social_${network}`];
    if (url) socialLinks[network] = url;
  }
  const hours: DayHours[] = WEEKDAYS.map((day) => {
    const open = input[`open_${day}`];
    const close = input[`close_${day}`];
    return open && close ? { open, close } : null;
  });
  const description: { en?: string; es?: string } = {};
  if (input.descriptionEn) description.en = input.descriptionEn;
  if (input.descriptionEs) description.es = input.descriptionEs;
  return {
    kind: input.kind,
    name: input.name,
    description,
    lat: input.lat,
    lng: input.lng,
    address: input.address,
    countryCode: input.countryCode,
    region: input.region,
    phone: input.phone,
    email: input.email,
    website: input.website,
    socialLinks,
    agencies: input.agencies,
    // With one agency or more, one is the primary: the one chosen, else the first ticked.
    primaryAgency: input.primaryAgency || input.agencies[0] || null,
    services: input.services,
    languages: input.languages,
    // No hours on any day means the centre has not said, which is not the same as "closed".
    openingHours: hours.some(Boolean) ? hours : null,
    hoursNote: input.hoursNote,
  };
}

/** A new centre, published at once as unverified, owned by the member who submitted it. */
export async function submitCenter(options: { userId: string; input: CenterDetailsInput }): Promise<Done<{ centerId: number }> | Refusal> {
  if (!(await hitWriteLimit('centerSubmission', options.userId)).allowed) return refuse('name', 'centers.error.submissionsRateLimited');
  const [row] = await db()
    .insert(c)
    .values({ ...detailsColumns(options.input), submittedUser: options.userId, verification: 'unverified', status: 'published' })
    .returning({ id: c.id });
  logger().info({ centerId: row!.id }, 'dive centre submitted');
  return { ok: true, centerId: row!.id };
}

/** `acting`, on this and the other manager's changes below: an admin acting as a manager, whose change is audited with it (ADR 27). */
type Acting = { acting?: ActingManager | null };

export async function updateCenterDetails(options: { centerId: number; input: CenterDetailsInput } & Acting): Promise<void> {
  await db().transaction(async (tx) => {
    await tx
      .update(c)
      .set({ ...detailsColumns(options.input), updatedAt: new Date() })
      .where(eq(c.id, options.centerId));
    await auditActing(tx, options.acting, 'center.details');
  });
}

/** Keeps the centre's course_types (what the finder filters on) equal to its courses' types. */
async function syncCourseTypes(tx: Transaction, centerId: number): Promise<void> {
  await tx.execute(sql`
    update dive_center set course_types = coalesce((
      select array_agg(distinct course_type order by course_type) from dive_center_course where center_id = ${centerId}
    ), '{}'::text[]), updated_at = now()
    where id = ${centerId}`);
}

function courseColumns(input: CourseInput) {
  return {
    courseType: input.courseType,
    title: input.title,
    agency: input.agency,
    price: input.price,
    currency: input.currency,
    durationDays: input.durationDays,
  };
}

export async function addCourse(options: { centerId: number; input: CourseInput } & Acting): Promise<void> {
  const k = schema.diveCenterCourses;
  await db().transaction(async (tx) => {
    const [last] = await tx.select({ position: max(k.position) }).from(k).where(eq(k.centerId, options.centerId));
    const [added] = await tx
      .insert(k)
      .values({ centerId: options.centerId, position: (last?.position ?? -1) + 1, ...courseColumns(options.input) })
      .returning({ id: k.id });
    await syncCourseTypes(tx, options.centerId);
    await auditActing(tx, options.acting, 'center.course', { courseId: added!.id, change: 'add' });
  });
}

/** Changes a course of this centre; a course id from another centre changes nothing. */
export async function updateCourse(options: { centerId: number; courseId: number; input: CourseInput } & Acting): Promise<boolean> {
  const k = schema.diveCenterCourses;
  return db().transaction(async (tx) => {
    const changed = await tx
      .update(k)
      .set(courseColumns(options.input))
      .where(and(eq(k.id, options.courseId), eq(k.centerId, options.centerId)))
      .returning({ id: k.id });
    if (!changed.length) return false;
    await syncCourseTypes(tx, options.centerId);
    await auditActing(tx, options.acting, 'center.course', { courseId: options.courseId, change: 'update' });
    return true;
  });
}

export async function removeCourse(options: { centerId: number; courseId: number } & Acting): Promise<boolean> {
  const k = schema.diveCenterCourses;
  return db().transaction(async (tx) => {
    const removed = await tx
      .delete(k)
      .where(and(eq(k.id, options.courseId), eq(k.centerId, options.centerId)))
      .returning({ id: k.id });
    if (!removed.length) return false;
    await syncCourseTypes(tx, options.centerId);
    await auditActing(tx, options.acting, 'center.course', { courseId: options.courseId, change: 'remove' });
    return true;
  });
}

/** Replaces the set of sites the centre visits with these published sites. */
export async function setVisitedSites(options: { centerId: number; siteIds: number[] } & Acting): Promise<Done<{ count: number }> | Refusal> {
  const ids = [...new Set(options.siteIds)].slice(0, 200);
  const s = schema.diveSites;
  const found = ids.length
    ? await db()
        .select({ id: s.id })
        .from(s)
        .where(and(inArray(s.id, ids), eq(s.status, 'published')))
    : [];
  if (found.length !== ids.length) return refuse('addSiteId', 'centers.error.siteNotFound');
  await db().transaction(async (tx) => {
    await tx.delete(schema.diveCenterSites).where(eq(schema.diveCenterSites.centerId, options.centerId));
    if (ids.length) await tx.insert(schema.diveCenterSites).values(ids.map((siteId) => ({ centerId: options.centerId, siteId })));
    await tx.update(c).set({ updatedAt: new Date() }).where(eq(c.id, options.centerId));
    await auditActing(tx, options.acting, 'center.sites', { sites: ids.length });
  });
  return { ok: true, count: ids.length };
}

export async function removeManager(options: { centerId: number; memberId: string }): Promise<boolean> {
  const u = schema.authUsers;
  const [member] = await db().select({ id: u.id }).from(u).where(eq(u.memberId, options.memberId));
  if (!member) return false;
  const removed = await db()
    .delete(schema.diveCenterManagers)
    .where(and(eq(schema.diveCenterManagers.centerId, options.centerId), eq(schema.diveCenterManagers.userId, member.id)))
    .returning({ userId: schema.diveCenterManagers.userId });
  return removed.length > 0;
}

/** Recounts under the centre's row lock, so concurrent reviewers never lose each other's review from the count. */
async function refreshRating(tx: Transaction, centerId: number): Promise<void> {
  await lockRow(tx, schema.diveCenters, centerId);
  await tx.execute(sql`
    update dive_center set
      rating_average = (select round(avg(rating)::numeric, 2) from dive_center_review where center_id = ${centerId} and status = 'published'),
      rating_count = (select count(*)::int from dive_center_review where center_id = ${centerId} and status = 'published')
    where id = ${centerId}`);
}

/**
 * A member's review of a centre: one per member per centre, so a second one replaces the first.
 * The review and the centre's average change together.
 */
export async function saveReview(options: { centerId: number; authorId: string; rating: number; body: string }): Promise<Done<{ updated: boolean }> | Refusal> {
  if (!(await hitWriteLimit('review', options.authorId)).allowed) return refuse('body', 'centers.error.reviewsRateLimited');
  const r = schema.diveCenterReviews;
  return db().transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: r.id })
      .from(r)
      .where(and(eq(r.centerId, options.centerId), eq(r.authorId, options.authorId)))
      .for('update');
    await tx
      .insert(r)
      .values({ centerId: options.centerId, authorId: options.authorId, rating: options.rating, body: options.body })
      .onConflictDoUpdate({ target: [r.centerId, r.authorId], set: { rating: options.rating, body: options.body, updatedAt: new Date() } });
    await refreshRating(tx, options.centerId);
    return { ok: true, updated: !!existing };
  });
}

/**
 * A moderator hides a review of a centre (it leaves the page and the rating) or shows it again.
 * Returns false when the review is not one of this centre's.
 */
export async function setCenterReviewHidden(options: { centerId: number; reviewId: number; hidden: boolean; moderatorId: string }): Promise<boolean> {
  const r = schema.diveCenterReviews;
  return db().transaction(async (tx) => {
    const changed = await tx
      .update(r)
      .set({ status: options.hidden ? 'hidden' : 'published' })
      .where(and(eq(r.id, options.reviewId), eq(r.centerId, options.centerId)))
      .returning({ id: r.id });
    if (!changed.length) return false;
    await refreshRating(tx, options.centerId);
    const [center] = await tx.select({ name: c.name }).from(c).where(eq(c.id, options.centerId));
    await writeAudit(tx, {
      actorId: options.moderatorId,
      action: options.hidden ? 'center-review.hide' : 'center-review.show',
      target: { type: 'center-review', id: options.reviewId, label: center?.name },
      details: { centerId: options.centerId },
    });
    return true;
  });
}

/** The owner's (or a manager's) public reply: once per review, so it is set only while still empty. */
export async function replyToReview(options: { centerId: number; reviewId: number; userId: string; reply: string } & Acting): Promise<Done | Refusal> {
  if (!(await hitWriteLimit('reviewReply', options.userId)).allowed) return refuse('reply', 'centers.error.repliesRateLimited');
  const r = schema.diveCenterReviews;
  const replied = await db().transaction(async (tx) => {
    const changed = await tx
      .update(r)
      .set({ reply: options.reply, replyBy: options.userId, repliedAt: new Date() })
      .where(and(eq(r.id, options.reviewId), eq(r.centerId, options.centerId), isNull(r.reply)))
      .returning({ id: r.id });
    if (changed.length) await auditActing(tx, options.acting, 'center.review-reply', { reviewId: options.reviewId });
    return changed.length > 0;
  });
  if (!replied) return refuse('reply', 'centers.error.alreadyReplied');
  return { ok: true };
}

/** A claim of an existing centre; it waits for a moderator. */
export async function submitClaim(options: { centerId: number; claimantId: string; evidence: string; contact: string | null }): Promise<Done<{ claimId: number }> | Refusal> {
  const [center] = await db().select({ ownerId: c.submittedUser, status: c.status }).from(c).where(eq(c.id, options.centerId));
  if (!center || center.status !== 'published') return refuse('centerId', 'centers.error.claimCenterRequired');
  if (center.ownerId === options.claimantId) return refuse('centerId', 'centers.error.alreadyOwner');
  if (!(await hitWriteLimit('claim', options.claimantId)).allowed) return refuse('centerId', 'centers.error.claimsRateLimited');
  const inserted = await db()
    .insert(schema.diveCenterClaims)
    .values({ centerId: options.centerId, claimantId: options.claimantId, evidence: options.evidence, contact: options.contact })
    .onConflictDoNothing()
    .returning({ id: schema.diveCenterClaims.id });
  if (!inserted.length) return refuse('centerId', 'centers.error.claimPending');
  logger().info({ centerId: options.centerId, claimId: inserted[0]!.id }, 'dive centre claim submitted');
  return { ok: true, claimId: inserted[0]!.id };
}

/** The one write that makes a centre verified: `ownerId` owns it, and a moderator vouched for them. */
async function verifyOwner(tx: Transaction, centerId: number, ownerId: string): Promise<void> {
  await tx.update(c).set({ submittedUser: ownerId, verification: 'verified', updatedAt: new Date() }).where(eq(c.id, centerId));
}

/**
 * A moderator marks a published centre verified for its current owner, without a claim: an owner
 * who submitted their own centre has nothing to claim. The centre row is locked, and a centre that
 * is hidden, has no owner or is verified already changes nothing.
 */
export async function markCenterVerified(options: { centerId: number; moderatorId: string }): Promise<Done | Refusal> {
  const verified = await db().transaction(async (tx) => {
    const [center] = await tx.select({ name: c.name, ownerId: c.submittedUser, status: c.status, verification: c.verification }).from(c).where(eq(c.id, options.centerId)).for('update');
    if (!center?.ownerId || center.status !== 'published' || center.verification !== 'unverified') return false;
    await verifyOwner(tx, options.centerId, center.ownerId);
    await writeAudit(tx, { actorId: options.moderatorId, action: 'center.verify', target: { type: 'center', id: options.centerId, label: center.name } });
    return true;
  });
  if (!verified) return refuse('centerId', 'moderation.error.centerNotVerifiable');
  logger().info({ centerId: options.centerId, moderatorId: options.moderatorId }, 'dive centre marked verified');
  return { ok: true };
}

/**
 * A moderator hides a centre from visitors (the finders, the map, search engines) or shows it again.
 * Its owner and managers still see and edit it. Returns false for an unknown centre.
 */
export async function setCenterHidden(options: { centerId: number; moderatorId: string; hidden: boolean; reason?: string }): Promise<boolean> {
  const changed = await db().transaction(async (tx) => {
    const rows = await tx
      .update(c)
      .set({ status: options.hidden ? 'hidden' : 'published', updatedAt: new Date() })
      .where(eq(c.id, options.centerId))
      .returning({ id: c.id, name: c.name });
    if (rows.length) await writeAudit(tx, { actorId: options.moderatorId, action: options.hidden ? 'center.hide' : 'center.show', target: { type: 'center', id: options.centerId, label: rows[0]!.name }, reason: options.reason });
    return rows;
  });
  if (!changed.length) return false;
  logger().info({ centerId: options.centerId, moderatorId: options.moderatorId, hidden: options.hidden }, options.hidden ? 'dive centre hidden' : 'dive centre shown again');
  return true;
}

export type ClaimDecision = { claimId: number; moderatorId: string; decision: 'approve' | 'reject'; note: string | null; keepPreviousOwner: boolean };

/**
 * Decides a pending claim. Approving makes the claimant the owner (and the centre verified); the
 * previous owner stays on as a manager only if the moderator says so. The claim row is locked, so
 * two moderators deciding at once cannot both win. Emails go out after the commit.
 */
export async function decideClaim(options: ClaimDecision): Promise<Done | Refusal> {
  const k = schema.diveCenterClaims;
  const outcome = await db().transaction(async (tx) => {
    const [claim] = await tx
      .select({ id: k.id, centerId: k.centerId, claimantId: k.claimantId, status: k.status })
      .from(k)
      .where(eq(k.id, options.claimId))
      .for('update');
    if (!claim || claim.status !== 'pending') return null;
    const [center] = await tx.select({ name: c.name, ownerId: c.submittedUser }).from(c).where(eq(c.id, claim.centerId)).for('update');
    if (!center) return null;
    const approved = options.decision === 'approve';
    await tx
      .update(k)
      .set({ status: approved ? 'approved' : 'rejected', decidedBy: options.moderatorId, decidedAt: new Date(), decisionNote: options.note })
      .where(eq(k.id, claim.id));
    const previousOwner = center.ownerId && center.ownerId !== claim.claimantId ? center.ownerId : null;
    if (approved) {
      await verifyOwner(tx, claim.centerId, claim.claimantId);
      // The new owner is no longer "just" a manager.
      await tx.delete(schema.diveCenterManagers).where(and(eq(schema.diveCenterManagers.centerId, claim.centerId), eq(schema.diveCenterManagers.userId, claim.claimantId)));
      if (previousOwner && options.keepPreviousOwner) {
        await tx
          .insert(schema.diveCenterManagers)
          .values({ centerId: claim.centerId, userId: previousOwner, addedBy: options.moderatorId })
          .onConflictDoNothing();
      }
    }
    await writeAudit(tx, {
      actorId: options.moderatorId,
      action: approved ? 'center-claim.approve' : 'center-claim.reject',
      target: { type: 'center-claim', id: claim.id, label: center.name },
      reason: options.note,
      details: { centerId: claim.centerId, keptPreviousOwner: approved && !!previousOwner && options.keepPreviousOwner },
    });
    return { claim, centerName: center.name, approved, previousOwner };
  });
  if (!outcome) return refuse('claimId', 'centers.error.claimDecided');
  logger().info({ claimId: options.claimId, decision: options.decision }, 'dive centre claim decided');

  const link = `/dive-center/${outcome.claim.centerId}`;
  await notifyCenterMember(outcome.approved ? 'claimApproved' : 'claimRejected', outcome.claim.claimantId, { center: outcome.centerName, note: options.note ?? '', link });
  if (outcome.approved && outcome.previousOwner) {
    await notifyCenterMember(options.keepPreviousOwner ? 'ownershipMovedKept' : 'ownershipMoved', outcome.previousOwner, { center: outcome.centerName, link });
  }
  return { ok: true };
}
