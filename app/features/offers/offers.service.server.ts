// What centres and moderators do with member offers, one named function each. Callers (route
// actions) have checked who is asking (a manager of the centre, a moderator); these functions make
// the checks only the database can answer and write the audit log with every moderator action, and
// with every change an admin acting as the centre's manager makes (`acting`, ADR 27).
import { and, eq } from 'drizzle-orm';
import type { LocalizedText } from '../../../db/schema/sites.ts';
import { recordCenterActivity } from '~/lib/activity.server.ts';
import { auditActing, writeAudit, type ActingManager } from '~/lib/audit-log.server.ts';
import { db, schema } from '~/lib/db.server.ts';
import { logger } from '~/lib/runtime.server.ts';
import { hitWriteLimit } from '~/lib/write-limits.server.ts';
import type { OfferInput } from './offer.schema.ts';
import { canPostOffers } from './offer.policy.ts';

const o = schema.memberOffers;
const c = schema.diveCenters;

export type OfferRefusal = { ok: false; field: string; error: string };

type Acting = { acting?: ActingManager | null };

function localized(en: string, es: string): LocalizedText {
  const text: LocalizedText = {};
  if (en) text.en = en;
  if (es) text.es = es;
  return text;
}

/** The columns a submitted form sets. */
function offerColumns(input: OfferInput) {
  return {
    title: localized(input.titleEn, input.titleEs),
    description: localized(input.descriptionEn, input.descriptionEs),
    terms: localized(input.termsEn, input.termsEs),
    kind: input.kind,
    percent: input.kind === 'percent' ? Number(input.percent) : null,
    amount: input.kind === 'amount' ? input.amount.replace(/\s/g, '').replace(',', '.') : null,
    currency: input.kind === 'amount' ? input.currency : null,
    validFrom: input.validFrom,
    validUntil: input.validUntil,
    code: input.code,
  };
}

async function refuseUnlessPostable(centerId: number, userId: string): Promise<OfferRefusal | null> {
  const [center] = await db().select({ verification: c.verification, status: c.status }).from(c).where(eq(c.id, centerId));
  if (!center || !canPostOffers(center)) return { ok: false, field: 'form', error: 'offers.error.notVerified' };
  if (!(await hitWriteLimit('offer', userId)).allowed) return { ok: false, field: 'form', error: 'offers.error.rateLimited' };
  return null;
}

/** A new offer of a verified centre, active at once (it shows from its first day). */
export async function createOffer(options: { centerId: number; userId: string; input: OfferInput } & Acting): Promise<{ ok: true; offerId: number } | OfferRefusal> {
  const refusal = await refuseUnlessPostable(options.centerId, options.userId);
  if (refusal) return refusal;
  const row = await db().transaction(async (tx) => {
    const [inserted] = await tx
      .insert(o)
      .values({ centerId: options.centerId, createdBy: options.userId, ...offerColumns(options.input) })
      .returning({ id: o.id });
    await auditActing(tx, options.acting, 'offer.save', { offerId: inserted!.id });
    await recordCenterActivity(tx, { kind: 'offer', centerId: options.centerId, offerId: inserted!.id, title: offerColumns(options.input).title, link: '/member-offers' });
    return inserted;
  });
  logger().info({ centerId: options.centerId, offerId: row!.id }, 'member offer posted');
  return { ok: true, offerId: row!.id };
}

/** Changes an offer of this centre; a changed offer waits in the moderators' queue again. */
export async function updateOffer(options: { centerId: number; offerId: number; userId: string; input: OfferInput } & Acting): Promise<{ ok: true } | OfferRefusal | null> {
  const refusal = await refuseUnlessPostable(options.centerId, options.userId);
  if (refusal) return refusal;
  const changed = await db().transaction(async (tx) => {
    const rows = await tx
      .update(o)
      .set({ ...offerColumns(options.input), reviewedAt: null, updatedAt: new Date() })
      .where(and(eq(o.id, options.offerId), eq(o.centerId, options.centerId)))
      .returning({ id: o.id });
    if (rows.length) await auditActing(tx, options.acting, 'offer.save', { offerId: options.offerId });
    return rows.length > 0;
  });
  return changed ? { ok: true } : null;
}

/** The centre pauses its offer (it leaves the site) or resumes it; false when it is not this centre's. */
export async function setOfferPaused(options: { centerId: number; offerId: number; paused: boolean } & Acting): Promise<boolean> {
  return db().transaction(async (tx) => {
    const changed = await tx
      .update(o)
      .set({ status: options.paused ? 'paused' : 'active', updatedAt: new Date() })
      .where(and(eq(o.id, options.offerId), eq(o.centerId, options.centerId)))
      .returning({ id: o.id });
    if (changed.length) await auditActing(tx, options.acting, 'offer.pause', { offerId: options.offerId, paused: options.paused });
    return changed.length > 0;
  });
}

export async function deleteOffer(options: { centerId: number; offerId: number } & Acting): Promise<boolean> {
  return db().transaction(async (tx) => {
    const removed = await tx
      .delete(o)
      .where(and(eq(o.id, options.offerId), eq(o.centerId, options.centerId)))
      .returning({ id: o.id });
    if (removed.length) await auditActing(tx, options.acting, 'offer.delete', { offerId: options.offerId });
    return removed.length > 0;
  });
}

type ModeratorAction = { offerId: number; moderatorId: string };

async function moderate(options: ModeratorAction, change: Partial<typeof o.$inferInsert>, action: 'offer.hide' | 'offer.show' | 'offer.review', reason = ''): Promise<boolean> {
  return db().transaction(async (tx) => {
    const rows = await tx
      .update(o)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(o.id, options.offerId))
      .returning({ id: o.id, centerId: o.centerId, title: o.title });
    const offer = rows[0];
    if (!offer) return false;
    await writeAudit(tx, {
      actorId: options.moderatorId,
      action,
      target: { type: 'offer', id: offer.id, label: offer.title.en ?? offer.title.es ?? '' },
      reason,
      details: { centerId: offer.centerId },
    });
    return true;
  });
}

/** A moderator takes an offer off the site, with a reason its centre sees. */
export function hideOffer(options: ModeratorAction & { reason: string }): Promise<boolean> {
  return moderate(options, { hiddenAt: new Date(), hiddenBy: options.moderatorId, hiddenReason: options.reason, reviewedAt: new Date() }, 'offer.hide', options.reason);
}

export function showOffer(options: ModeratorAction): Promise<boolean> {
  return moderate(options, { hiddenAt: null, hiddenBy: null, hiddenReason: null, reviewedAt: new Date() }, 'offer.show');
}

/** A moderator looked the offer over and leaves it up: it leaves the queue. */
export function markOfferReviewed(options: ModeratorAction): Promise<boolean> {
  return moderate(options, { reviewedAt: new Date() }, 'offer.review');
}
