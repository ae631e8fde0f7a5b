// Every change of a site's facts is a new revision, written in the same transaction as the change:
// the site row carries the latest facts and version, dive_site_revision keeps every version whole.
// Moderators put a site back to any earlier version in one action (a revert is a revision too).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FactSource, RevisionKind } from '../../../db/schema/sites.ts';
import { writeAudit } from '../../lib/audit-log.server.ts';
import { db, schema, type Database } from '../../lib/db.server.ts';
import { changedGroups, factColumns, factsOf, type FactGroup, type SiteFacts } from './site-facts.ts';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The site row, locked until the transaction ends, so two changes never share a version. */
export async function lockSite(tx: Tx, siteId: number) {
  const [site] = await tx.select().from(schema.diveSites).where(eq(schema.diveSites.id, siteId)).for('update');
  return site ?? null;
}

export type LockedSite = NonNullable<Awaited<ReturnType<typeof lockSite>>>;

type Change = {
  site: LockedSite;
  next: SiteFacts;
  kind: RevisionKind;
  authorId: string | null;
  changed: readonly FactGroup[];
  source: FactSource | null;
  editId?: number | null;
  revertedTo?: number | null;
  photosAdded?: number;
  /** Extra columns written with the facts (photo count and cover). */
  extra?: Partial<typeof schema.diveSites.$inferInsert>;
};

/** Writes the new facts on the (locked) site and the revision that records them. */
export async function commitFacts(tx: Tx, change: Change): Promise<{ revisionId: number; version: number }> {
  const version = change.site.version + 1;
  await tx
    .update(schema.diveSites)
    .set({ ...factColumns(change.next), ...change.extra, version, updatedAt: new Date() })
    .where(eq(schema.diveSites.id, change.site.id));
  const [revision] = await tx
    .insert(schema.diveSiteRevisions)
    .values({
      siteId: change.site.id,
      version,
      authorId: change.authorId,
      kind: change.kind,
      changedFields: [...change.changed],
      facts: change.next,
      source: change.source,
      editId: change.editId ?? null,
      revertedTo: change.revertedTo ?? null,
      photosAdded: change.photosAdded ?? 0,
    })
    .returning({ id: schema.diveSiteRevisions.id });
  return { revisionId: revision!.id, version };
}

/** The first revision of a new site (created by a member or loaded from the seed). */
export async function recordFirstRevision(tx: Tx, options: { siteId: number; authorId: string | null; kind: 'create' | 'seed'; facts: SiteFacts; source: FactSource | null; photosAdded?: number }) {
  await tx.insert(schema.diveSiteRevisions).values({
    siteId: options.siteId,
    version: 1,
    authorId: options.authorId,
    kind: options.kind,
    changedFields: [],
    facts: options.facts,
    source: options.source,
    photosAdded: options.photosAdded ?? 0,
  });
}

export type RevisionSummary = {
  id: number;
  version: number;
  kind: RevisionKind;
  changedFields: string[];
  source: FactSource | null;
  revertedTo: number | null;
  photosAdded: number;
  editId: number | null;
  createdAt: Date;
  /** Null for seed data, or once the author deleted their account. */
  author: { memberId: string; firstName: string } | null;
};

const revisionColumns = {
  id: schema.diveSiteRevisions.id,
  version: schema.diveSiteRevisions.version,
  kind: schema.diveSiteRevisions.kind,
  changedFields: schema.diveSiteRevisions.changedFields,
  source: schema.diveSiteRevisions.source,
  revertedTo: schema.diveSiteRevisions.revertedTo,
  photosAdded: schema.diveSiteRevisions.photosAdded,
  editId: schema.diveSiteRevisions.editId,
  createdAt: schema.diveSiteRevisions.createdAt,
  authorMemberId: schema.authUsers.memberId,
  authorFirstName: schema.authUsers.firstName,
};

function toSummary(row: { authorMemberId: string | null; authorFirstName: string | null } & Omit<RevisionSummary, 'author'>): RevisionSummary {
  const { authorMemberId, authorFirstName, ...rest } = row;
  return { ...rest, author: authorMemberId ? { memberId: authorMemberId, firstName: authorFirstName ?? '' } : null };
}

/** A site's revisions, newest first. */
export async function listRevisions(siteId: number, options: { limit?: number } = {}): Promise<RevisionSummary[]> {
  const rows = await db()
    .select(revisionColumns)
    .from(schema.diveSiteRevisions)
    .leftJoin(schema.authUsers, eq(schema.authUsers.id, schema.diveSiteRevisions.authorId))
    .where(eq(schema.diveSiteRevisions.siteId, siteId))
    .orderBy(desc(schema.diveSiteRevisions.version))
    .limit(options.limit ?? 200);
  return rows.map(toSummary);
}

/** The latest revision: "last updated … by …". */
export async function latestRevision(siteId: number): Promise<RevisionSummary | null> {
  return (await listRevisions(siteId, { limit: 1 }))[0] ?? null;
}

/** One revision's full facts. */
export async function revisionFacts(siteId: number, version: number): Promise<SiteFacts | null> {
  const [row] = await db()
    .select({ facts: schema.diveSiteRevisions.facts })
    .from(schema.diveSiteRevisions)
    .where(and(eq(schema.diveSiteRevisions.siteId, siteId), eq(schema.diveSiteRevisions.version, version)));
  return row ? (row.facts as SiteFacts) : null;
}

export type RevertResult = { ok: true; version: number } | { ok: false; error: 'notFound' | 'unchanged' };

/**
 * A moderator puts the site's facts (and their sources) back as they were in `version`; the revert
 * is itself a new revision, so it can be undone the same way. Photos are not part of a version.
 */
export async function revertSite(options: { siteId: number; version: number; moderatorId: string }): Promise<RevertResult> {
  const result = await db().transaction(async (tx): Promise<RevertResult> => {
    const site = await lockSite(tx, options.siteId);
    if (!site) return { ok: false, error: 'notFound' };
    const [target] = await tx
      .select({ facts: schema.diveSiteRevisions.facts })
      .from(schema.diveSiteRevisions)
      .where(and(eq(schema.diveSiteRevisions.siteId, site.id), eq(schema.diveSiteRevisions.version, options.version)));
    if (!target || options.version >= site.version) return { ok: false, error: 'notFound' };
    // Versions kept before the dive status existed have none: going back to one clears it.
    const next = { diveStatus: null, diveStatusSince: null, ...(target.facts as Partial<SiteFacts>) } as SiteFacts;
    const changed = changedGroups(factsOf(site), next);
    if (!changed.length) return { ok: false, error: 'unchanged' };
    const { version } = await commitFacts(tx, { site, next, kind: 'revert', authorId: options.moderatorId, changed, source: null, revertedTo: options.version });
    await writeAudit(tx, { actorId: options.moderatorId, action: 'site.revert', target: { type: 'site', id: site.id, label: site.name }, details: { toVersion: options.version, newVersion: version } });
    return { ok: true, version };
  });
  return result;
}

/** The fact groups changed since the starter list loaded the site (its seed version); [] for other sites. */
export async function changedSinceSeed(site: Parameters<typeof factsOf>[0] & { id: number; isSeed: boolean }): Promise<FactGroup[]> {
  if (!site.isSeed) return [];
  const [seed] = await db()
    .select({ facts: schema.diveSiteRevisions.facts })
    .from(schema.diveSiteRevisions)
    .where(and(eq(schema.diveSiteRevisions.siteId, site.id), eq(schema.diveSiteRevisions.kind, 'seed')))
    .orderBy(schema.diveSiteRevisions.version)
    .limit(1);
  if (!seed) return [];
  return changedGroups({ diveStatus: null, diveStatusSince: null, ...(seed.facts as Partial<SiteFacts>) } as SiteFacts, factsOf(site));
}

/** How many revisions a site has (for the history link). */
export async function countRevisions(siteId: number): Promise<number> {
  const [row] = await db().select({ total: sql<number>`count(*)::int` }).from(schema.diveSiteRevisions).where(eq(schema.diveSiteRevisions.siteId, siteId));
  return row?.total ?? 0;
}

/** Every version's facts of a site, by version number (for the diffs of the history page). */
export async function factsByVersion(siteId: number): Promise<Map<number, SiteFacts>> {
  const rows = await db()
    .select({ version: schema.diveSiteRevisions.version, facts: schema.diveSiteRevisions.facts })
    .from(schema.diveSiteRevisions)
    .where(eq(schema.diveSiteRevisions.siteId, siteId));
  return new Map(rows.map((row) => [row.version, row.facts as SiteFacts]));
}
