// Members' suggested edits of dive sites: made by any verified member, decided by moderators in the
// queue at /admin/edits. A trusted editor's suggestion publishes at once and stays in the queue for
// review. Each state change (suggesting, publishing, accepting, rejecting) is one transaction with the
// revision it writes; the member hears of the outcome on the site and by email.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { EditStatus, FactSource } from '../../../db/schema/sites.ts';
import { writeAudit } from '../../lib/audit-log.server.ts';
import { db, schema } from '../../lib/db.server.ts';
import { logger } from '../../lib/runtime.server.ts';
import { hitWriteLimit } from '../../lib/write-limits.server.ts';
import { applyGroups, changedGroups, factsOf, FACT_GROUP_NAMES, needsUnsourcedConfirmation, pickGroups, type FactGroup, type SiteFacts } from './site-facts.ts';
import { commitFacts, lockSite, type Tx } from './site-history.server.ts';
import { isTrustedEditor, TRUSTED_WINDOW, type EditorRecord } from './site.policy.ts';
import { commitStagedPhotos, deleteSitePhotoFiles, type StoredPhoto } from './site-photos.server.ts';
import { notifyContributor } from './site-emails.server.ts';
import { appendPhotos } from './sites.service.server.ts';
import { announceSiteChange } from './site-activity.server.ts';

/** A member's record as an editor, read inside the transaction that decides how their edit takes effect. */
export async function editorRecord(memberId: string, executor: Tx | ReturnType<typeof db> = db()): Promise<EditorRecord> {
  const e = schema.diveSiteEdits;
  const recent = await executor
    .select({ status: e.status })
    .from(e)
    .where(and(eq(e.authorId, memberId), inArray(e.status, ['accepted', 'rejected'])))
    .orderBy(desc(e.decidedAt), desc(e.id))
    .limit(TRUSTED_WINDOW);
  const [row] = await executor
    .select({ accepted: sql<number>`count(*)::int` })
    .from(e)
    .where(and(eq(e.authorId, memberId), eq(e.status, 'accepted')));
  return { accepted: row?.accepted ?? 0, recentDecisions: recent.map((edit) => edit.status as 'accepted' | 'rejected') };
}

export type SuggestResult = { ok: true; editId: number; status: 'pending' | 'published' } | { ok: false; error: 'nothingChanged' | 'notFound' | 'rateLimited' };

/**
 * Records a member's suggestion: the groups that differ from the site as it is now, the source and
 * the photos. A trusted editor's is applied in the same transaction (and still waits for review).
 */
export async function suggestEdit(options: {
  siteId: number;
  member: { id: string };
  proposed: SiteFacts;
  source: FactSource;
  photos: StoredPhoto[];
  baseVersion: number;
}): Promise<SuggestResult> {
  const { siteId, member, proposed, source, photos } = options;
  if (!(await hitWriteLimit('listingEdit', member.id)).allowed) return { ok: false, error: 'rateLimited' };
  // The photos join the site's files now (staged ones are swept after a day), and show once applied.
  await commitStagedPhotos(siteId, photos);
  let result: SuggestResult;
  try {
    result = await db().transaction(async (tx): Promise<SuggestResult> => {
      const site = await lockSite(tx, siteId);
      if (!site || site.status !== 'published') return { ok: false, error: 'notFound' };
      const current = factsOf(site);
      const changed = changedGroups(current, proposed);
      if (!changed.length && !photos.length) return { ok: false, error: 'nothingChanged' };
      // An unsourced safety fact waits for a moderator, even from a trusted editor.
      const trusted = !needsUnsourcedConfirmation(source, changed) && isTrustedEditor(await editorRecord(member.id, tx));
      const [edit] = await tx
        .insert(schema.diveSiteEdits)
        .values({
          siteId,
          authorId: member.id,
          status: trusted ? 'published' : 'pending',
          baseVersion: options.baseVersion,
          changedFields: changed,
          proposed: pickGroups(proposed, changed),
          source,
          photos,
        })
        .returning({ id: schema.diveSiteEdits.id });
      if (trusted) {
        const { revisionId } = await applyEdit(tx, { site, editId: edit!.id, authorId: member.id, proposed, changed, source, photos, kind: 'trusted' });
        await tx.update(schema.diveSiteEdits).set({ revisionId }).where(eq(schema.diveSiteEdits.id, edit!.id));
      }
      return { ok: true, editId: edit!.id, status: trusted ? 'published' : 'pending' };
    });
  } catch (error) {
    for (const photo of photos) await deleteSitePhotoFiles(siteId, photo.storageKey);
    throw error;
  }
  if (!result.ok) for (const photo of photos) await deleteSitePhotoFiles(siteId, photo.storageKey);
  return result;
}

/** A place a member dived that is not in the atlas: its name, position and (when known) country. */
export type ProposedSite = { name: string; lat: number; lng: number; countryCode: string | null };

/**
 * Puts a new place in the moderators' queue as a new-site suggestion, inside the caller's transaction
 * (the dive that names it is saved in the same one). The caller has run the duplicate check
 * (findPossibleDuplicates) with the member; a moderator who accepts it creates the site.
 */
export async function proposeNewSite(tx: Tx, options: { authorId: string; place: ProposedSite; source: FactSource }): Promise<number> {
  const { place } = options;
  const [edit] = await tx
    .insert(schema.diveSiteEdits)
    .values({
      siteId: null,
      kind: 'new-site',
      authorId: options.authorId,
      status: 'pending',
      baseVersion: 0,
      changedFields: ['name', 'position', ...(place.countryCode ? ['place'] : [])],
      proposed: { name: place.name, lat: place.lat, lng: place.lng, ...(place.countryCode ? { countryCode: place.countryCode } : {}) },
      source: options.source,
    })
    .returning({ id: schema.diveSiteEdits.id });
  return edit!.id;
}

async function applyEdit(
  tx: Tx,
  options: {
    site: NonNullable<Awaited<ReturnType<typeof lockSite>>>;
    editId: number;
    authorId: string | null;
    proposed: Partial<SiteFacts>;
    changed: readonly FactGroup[];
    source: FactSource;
    photos: readonly StoredPhoto[];
    kind: 'trusted' | 'suggestion';
  },
) {
  const { site } = options;
  const next = applyGroups(factsOf(site), options.proposed, options.changed, options.source);
  const { columns } = await appendPhotos(tx, site.id, options.photos, options.authorId);
  await announceSiteChange(tx, { siteId: site.id, authorId: options.authorId, factsChanged: changedGroups(factsOf(site), next).length, photosAdded: options.photos.length });
  return commitFacts(tx, {
    site,
    next,
    kind: options.kind,
    authorId: options.authorId,
    changed: options.changed,
    source: options.source,
    editId: options.editId,
    photosAdded: options.photos.length,
    extra: columns,
  });
}

export type Decision = 'accept' | 'reject';
export type DecideResult =
  | { ok: true; siteId: number; status: 'accepted' | 'rejected' }
  | { ok: false; error: 'moderation.edits.error.decided' | 'moderation.edits.error.notFound' | 'moderation.edits.error.unsourcedSafety' };

/**
 * A moderator's decision. Accepting a pending suggestion applies it to the site as it is now;
 * accepting a trusted editor's published edit confirms it. Rejecting a pending one discards it and
 * its photos; rejecting a published one puts back, for its groups, the values it replaced, and
 * removes its photos. The edit row is locked first: two moderators cannot both decide.
 */
export async function decideEdit(options: { editId: number; moderatorId: string; decision: Decision; reason: string; confirmUnsourced?: boolean }): Promise<DecideResult> {
  const e = schema.diveSiteEdits;
  const outcome = await db().transaction(async (tx) => {
    const [edit] = await tx.select().from(e).where(eq(e.id, options.editId)).for('update');
    if (!edit) return { ok: false as const, error: 'moderation.edits.error.notFound' as const };
    if (edit.status !== 'pending' && edit.status !== 'published') return { ok: false as const, error: 'moderation.edits.error.decided' as const };
    if (edit.siteId === null) return { ok: false as const, error: 'moderation.edits.error.notFound' as const };
    const site = await lockSite(tx, edit.siteId);
    if (!site) return { ok: false as const, error: 'moderation.edits.error.notFound' as const };
    const changed = edit.changedFields.filter((group): group is FactGroup => FACT_GROUP_NAMES.includes(group as FactGroup));
    if (options.decision === 'accept' && needsUnsourcedConfirmation(edit.source, changed) && !options.confirmUnsourced) {
      return { ok: false as const, error: 'moderation.edits.error.unsourcedSafety' as const };
    }
    const decided = { decidedBy: options.moderatorId, decidedAt: new Date(), reason: options.reason || null };
    let removePhotos: StoredPhoto[] = [];
    if (options.decision === 'accept') {
      let revisionId = edit.revisionId;
      if (edit.status === 'pending') {
        ({ revisionId } = await applyEdit(tx, { site, editId: edit.id, authorId: edit.authorId, proposed: edit.proposed as Partial<SiteFacts>, changed, source: edit.source, photos: edit.photos, kind: 'suggestion' }));
      }
      await tx.update(e).set({ ...decided, status: 'accepted', revisionId }).where(eq(e.id, edit.id));
    } else {
      if (edit.status === 'published') await undoPublishedEdit(tx, { site, edit: { ...edit, changed }, moderatorId: options.moderatorId });
      await tx.update(e).set({ ...decided, status: 'rejected' }).where(eq(e.id, edit.id));
      removePhotos = edit.photos;
    }
    await writeAudit(tx, {
      actorId: options.moderatorId,
      action: options.decision === 'accept' ? 'site-edit.accept' : 'site-edit.reject',
      target: { type: 'site-edit', id: edit.id, label: site.name },
      reason: options.reason,
      details: { siteId: site.id, fields: edit.changedFields.join(', ') },
    });
    return { ok: true as const, siteId: site.id, authorId: edit.authorId, siteName: site.name, status: options.decision === 'accept' ? ('accepted' as const) : ('rejected' as const), removePhotos };
  });
  if (!outcome.ok) return outcome;
  for (const photo of outcome.removePhotos) await deleteSitePhotoFiles(outcome.siteId, photo.storageKey);
  logger().info({ editId: options.editId, siteId: outcome.siteId, decision: options.decision }, 'suggested site edit decided');
  if (outcome.authorId) {
    await notifyContributor(outcome.status === 'accepted' ? 'editAccepted' : 'editRejected', outcome.authorId, {
      site: outcome.siteName,
      path: `/listing/${outcome.siteId}`,
      reason: options.reason,
    });
  }
  return { ok: true, siteId: outcome.siteId, status: outcome.status };
}

/** Puts back the values a trusted editor's published edit replaced, as a revert revision, and drops its photos. */
async function undoPublishedEdit(
  tx: Tx,
  options: { site: NonNullable<Awaited<ReturnType<typeof lockSite>>>; edit: { id: number; revisionId: number | null; changed: FactGroup[]; photos: StoredPhoto[] }; moderatorId: string },
) {
  const { site, edit } = options;
  const [applied] = edit.revisionId
    ? await tx.select({ version: schema.diveSiteRevisions.version }).from(schema.diveSiteRevisions).where(eq(schema.diveSiteRevisions.id, edit.revisionId))
    : [];
  const [before] = applied
    ? await tx
        .select({ facts: schema.diveSiteRevisions.facts })
        .from(schema.diveSiteRevisions)
        .where(and(eq(schema.diveSiteRevisions.siteId, site.id), eq(schema.diveSiteRevisions.version, applied.version - 1)))
    : [];
  const current = factsOf(site);
  let next = current;
  if (before) {
    const previous = before.facts as SiteFacts;
    next = applyGroups(current, pickGroups(previous, edit.changed), edit.changed, { kind: 'none', title: null, url: null });
    // The sources go back too: each group gets the sources it had before the edit.
    next.factSources = { ...next.factSources };
    for (const group of edit.changed) {
      if (previous.factSources[group]) next.factSources[group] = previous.factSources[group];
      else delete next.factSources[group];
    }
  }
  const keys = edit.photos.map((photo) => photo.storageKey);
  const photoIds = keys.length
    ? (await tx.select({ id: schema.diveSitePhotos.id }).from(schema.diveSitePhotos).where(and(eq(schema.diveSitePhotos.siteId, site.id), inArray(schema.diveSitePhotos.storageKey, keys)))).map((row) => row.id)
    : [];
  const { columns } = await appendPhotos(tx, site.id, [], null, photoIds);
  const changed = changedGroups(current, next);
  if (!changed.length && !photoIds.length) return;
  await commitFacts(tx, { site, next, kind: 'revert', authorId: options.moderatorId, changed, source: null, revertedTo: applied ? applied.version - 1 : null, extra: columns });
}

export type QueuedEdit = {
  id: number;
  status: EditStatus;
  siteId: number;
  siteName: string;
  changedFields: string[];
  photoCount: number;
  source: FactSource;
  createdAt: Date;
  author: { memberId: string; firstName: string } | null;
};

/** The moderators' queue: suggestions waiting, trusted editors' edits to review, or the latest decided. */
export async function listEdits(view: 'open' | 'decided'): Promise<QueuedEdit[]> {
  const e = schema.diveSiteEdits;
  const rows = await db()
    .select({
      id: e.id,
      status: e.status,
      siteId: e.siteId,
      siteName: schema.diveSites.name,
      changedFields: e.changedFields,
      photos: e.photos,
      source: e.source,
      createdAt: e.createdAt,
      authorMemberId: schema.authUsers.memberId,
      authorFirstName: schema.authUsers.firstName,
    })
    .from(e)
    .innerJoin(schema.diveSites, eq(schema.diveSites.id, e.siteId))
    .leftJoin(schema.authUsers, eq(schema.authUsers.id, e.authorId))
    .where(view === 'open' ? inArray(e.status, ['pending', 'published']) : inArray(e.status, ['accepted', 'rejected']))
    .orderBy(view === 'open' ? e.createdAt : desc(e.decidedAt), e.id)
    .limit(200);
  return rows.map(({ authorMemberId, authorFirstName, photos, siteId, ...row }) => ({
    ...row,
    // The inner join keeps edits of a site only.
    siteId: siteId!,
    photoCount: photos.length,
    author: authorMemberId ? { memberId: authorMemberId, firstName: authorFirstName ?? '' } : null,
  }));
}

export type EditDetail = {
  id: number;
  status: EditStatus;
  siteId: number;
  siteName: string;
  changedFields: FactGroup[];
  proposed: Partial<SiteFacts>;
  current: SiteFacts;
  /** The site's facts just before the edit was applied (published or accepted edits), for the diff. */
  before: SiteFacts | null;
  source: FactSource;
  photos: StoredPhoto[];
  reason: string | null;
  baseVersion: number;
  siteVersion: number;
  createdAt: Date;
  decidedAt: Date | null;
  author: { memberId: string; firstName: string } | null;
  authorId: string | null;
};

/** One suggestion with what the diff needs: the site's current facts and, once applied, those it replaced. */
export async function getEdit(editId: number): Promise<EditDetail | null> {
  const e = schema.diveSiteEdits;
  const [row] = await db()
    .select({ edit: e, authorMemberId: schema.authUsers.memberId, authorFirstName: schema.authUsers.firstName })
    .from(e)
    .leftJoin(schema.authUsers, eq(schema.authUsers.id, e.authorId))
    .where(eq(e.id, editId));
  if (!row || row.edit.siteId === null) return null;
  const [site] = await db().select().from(schema.diveSites).where(eq(schema.diveSites.id, row.edit.siteId));
  if (!site) return null;
  let before: SiteFacts | null = null;
  if (row.edit.revisionId) {
    const [applied] = await db().select({ version: schema.diveSiteRevisions.version }).from(schema.diveSiteRevisions).where(eq(schema.diveSiteRevisions.id, row.edit.revisionId));
    if (applied) {
      const [previous] = await db()
        .select({ facts: schema.diveSiteRevisions.facts })
        .from(schema.diveSiteRevisions)
        .where(and(eq(schema.diveSiteRevisions.siteId, site.id), eq(schema.diveSiteRevisions.version, applied.version - 1)));
      before = (previous?.facts as SiteFacts | undefined) ?? null;
    }
  }
  const { edit } = row;
  return {
    id: edit.id,
    status: edit.status,
    siteId: site.id,
    siteName: site.name,
    changedFields: edit.changedFields.filter((group): group is FactGroup => FACT_GROUP_NAMES.includes(group as FactGroup)),
    proposed: edit.proposed as Partial<SiteFacts>,
    current: factsOf(site),
    before,
    source: edit.source,
    photos: edit.photos,
    reason: edit.reason,
    baseVersion: edit.baseVersion,
    siteVersion: site.version,
    createdAt: edit.createdAt,
    decidedAt: edit.decidedAt,
    author: row.authorMemberId ? { memberId: row.authorMemberId, firstName: row.authorFirstName ?? '' } : null,
    authorId: edit.authorId,
  };
}

export type MemberEdit = { id: number; siteId: number; siteName: string; status: EditStatus; changedFields: string[]; photoCount: number; reason: string | null; createdAt: Date; decidedAt: Date | null };

/** A member's own suggestions, newest first, optionally of one site: how each one went. */
export async function memberEdits(memberId: string, options: { siteId?: number; limit?: number } = {}): Promise<MemberEdit[]> {
  const e = schema.diveSiteEdits;
  const rows = await db()
    .select({ id: e.id, siteId: e.siteId, siteName: schema.diveSites.name, status: e.status, changedFields: e.changedFields, photos: e.photos, reason: e.reason, createdAt: e.createdAt, decidedAt: e.decidedAt })
    .from(e)
    .innerJoin(schema.diveSites, eq(schema.diveSites.id, e.siteId))
    .where(options.siteId ? and(eq(e.authorId, memberId), eq(e.siteId, options.siteId)) : eq(e.authorId, memberId))
    .orderBy(desc(e.createdAt), desc(e.id))
    .limit(options.limit ?? 50);
  return rows.map(({ photos, siteId, ...row }) => ({ ...row, siteId: siteId!, photoCount: photos.length }));
}

/** How many suggestions wait for a moderator (for the queue link). */
export async function countOpenEdits(): Promise<number> {
  const [row] = await db()
    .select({ total: sql<number>`count(*)::int` })
    .from(schema.diveSiteEdits)
    .where(inArray(schema.diveSiteEdits.status, ['pending', 'published']));
  return row?.total ?? 0;
}
