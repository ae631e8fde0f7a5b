// Writing dive sites: create, edit, delete (which hides and keeps reviews), moderator hide, and
// the duplicate check shown before a new site is saved.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { writeAudit } from '../../lib/audit-log.server.ts';
import { db, schema, type Database } from '../../lib/db.server.ts';
import { hitWriteLimit } from '../../lib/write-limits.server.ts';
import { boundingBox, distanceKm } from '../../lib/geo.ts';
import type { FactSource } from '../../../db/schema/sites.ts';
import type { FactSourceInput, SiteInput } from './site.schema.ts';
import { applyGroups, changedGroups, factColumns, factsOf, needsUnsourcedConfirmation, type FactGroup, type SiteFacts } from './site-facts.ts';
import { commitFacts, lockSite, recordFirstRevision, type Tx } from './site-history.server.ts';
import { notifyContributor } from './site-emails.server.ts';
import { announceNewSite } from './site-activity.server.ts';
import { commitStagedPhotos, deleteSitePhotoFiles, type StoredPhoto } from './site-photos.server.ts';
import { coverValue } from '../../lib/photo-urls.ts';
import { similarityText } from '../../lib/search-text.ts';

/** Sites closer than this to a new one are shown as possible duplicates. */
export const DUPLICATE_RADIUS_M = 200;

export type PossibleDuplicate = { id: number; name: string; region: string | null; countryCode: string; distanceM: number; reason: 'near' | 'name' };

/** Published or hidden sites within 200 m, or with a similar name within about 50 km (the box uses the GiST index). */
export async function findPossibleDuplicates(options: { name: string; lat: number; lng: number; excludeId?: number }): Promise<PossibleDuplicate[]> {
  const { lat, lng } = options;
  const folded = similarityText(options.name);
  const around = boundingBox({ lat, lng }, DUPLICATE_RADIUS_M / 1000);
  const { rows } = await db().execute<{ id: number; name: string; region: string | null; country_code: string; lat: number; lng: number; by_name: boolean }>(sql`
    select s.id, s.name, s.region, s.country_code, s.lat, s.lng, false as by_name from dive_site s
    where s.id <> ${options.excludeId ?? 0} and s.deleted_at is null
      and point(s.lng, s.lat) <@ box(point(${around.minLng}, ${around.minLat}), point(${around.maxLng}, ${around.maxLat}))
    union
    select s.id, s.name, s.region, s.country_code, s.lat, s.lng, true as by_name from dive_site s
    where ${folded} <> '' and s.id <> ${options.excludeId ?? 0} and s.deleted_at is null
      and similarity(${folded}, s.name_key) >= 0.45
      and point(s.lng, s.lat) <@ box(point(${lng - 0.5}, ${lat - 0.5}), point(${lng + 0.5}, ${lat + 0.5}))
    limit 20`);
  const found = new Map<number, PossibleDuplicate>();
  for (const row of rows) {
    const distanceM = distanceKm({ lat, lng }, row) * 1000;
    const near = distanceM <= DUPLICATE_RADIUS_M;
    if (!near && !row.by_name) continue;
    const existing = found.get(row.id);
    if (existing && existing.reason === 'near') continue;
    found.set(row.id, { id: row.id, name: row.name, region: row.region, countryCode: row.country_code, distanceM, reason: near ? 'near' : 'name' });
  }
  return [...found.values()].sort((a, b) => a.distanceM - b.distanceM).slice(0, 8);
}

/**
 * The facts a form describes. The position keeps its stated precision while it is unchanged; a
 * position typed anew is shown as typed. Sources are set per changed group by applyGroups.
 */
export function factsFromInput(input: SiteInput, base: SiteFacts | null): SiteFacts {
  const samePosition = base !== null && base.lat === input.lat && base.lng === input.lng;
  const localized = (en: string, es: string) => ({ ...(en ? { en } : {}), ...(es ? { es } : {}) });
  const notice = localized(input.noticeEn, input.noticeEs);
  return {
    name: input.name,
    aliases: input.aliases,
    countryCode: input.countryCode,
    region: input.region,
    lat: input.lat,
    lng: input.lng,
    positionPrecisionM: samePosition ? base.positionPrecisionM : null,
    siteTypes: input.siteTypes,
    depthMinM: input.depthMinM,
    depthMaxM: input.depthMaxM,
    level: input.level,
    entry: input.entry,
    current: input.current,
    visibilityMinM: input.visibilityMinM,
    visibilityMaxM: input.visibilityMaxM,
    waterTempByMonth: input.waterTempByMonth.some(Boolean) ? input.waterTempByMonth : null,
    bestMonths: input.bestMonths,
    marineLife: input.marineLife,
    hazards: input.hazards,
    accessNotes: input.accessNotes,
    description: localized(input.descriptionEn, input.descriptionEs),
    notice: notice.en || notice.es ? notice : null,
    diveStatus: input.diveStatus,
    diveStatusSince: input.diveStatus ? input.diveStatusSince : null,
    factSources: base?.factSources ?? {},
  };
}

/** A member's source as stored: a dive carries the member's public id and first name. */
export function storedSource(source: FactSourceInput, member: { memberId: string; firstName: string }): FactSource {
  return source.kind === 'dive' ? { ...source, memberId: member.memberId, memberName: member.firstName } : source;
}

function sameSource(a: FactSource, b: FactSource): boolean {
  return a.kind === b.kind && a.title === b.title && a.url === b.url && (a.divedOn ?? null) === (b.divedOn ?? null);
}

/** A one-line summary of a source, kept in the site's legacy `source` column. */
function sourceSummary(source: FactSource): string | null {
  if (source.kind === 'none') return null;
  if (source.kind === 'dive') return `dive on ${source.divedOn ?? ''}`.trim();
  return [source.title, source.url].filter(Boolean).join(' ');
}

type Member = { id: string; memberId: string; firstName: string };

/** A member who has used up their writes of this kind for now (app/lib/write-limits.server.ts). */
export type RateLimited = { ok: false; error: 'rateLimited' };

/** Saves a member's new site with its staged photos and its first revision; answers with the new id. */
export async function createSite(options: { input: SiteInput; member: Member; photos: StoredPhoto[] }): Promise<{ ok: true; id: number } | RateLimited> {
  const { input, member, photos } = options;
  if (!(await hitWriteLimit('listing', member.id)).allowed) return { ok: false, error: 'rateLimited' };
  const source = storedSource(input.source, member);
  const empty = factsFromInput(input, null);
  // Every fact given comes from the source named: the groups that differ from an empty site.
  const blank = { ...empty, aliases: [], region: null, siteTypes: [], depthMinM: null, depthMaxM: null, level: null, entry: [], current: null, visibilityMinM: null, visibilityMaxM: null, waterTempByMonth: null, bestMonths: [], marineLife: [], hazards: [], accessNotes: null, description: {}, notice: null, diveStatus: null, diveStatusSince: null };
  const given = new Set<FactGroup>(['name', 'place', 'position', ...changedGroups(blank, empty)]);
  const facts = applyGroups(empty, {}, [...given], source);
  const id = await db().transaction(async (tx) => {
    const [site] = await tx
      .insert(schema.diveSites)
      .values({ ...factColumns(facts), source: sourceSummary(source), createdBy: member.id, status: 'published', isSeed: false, photoCount: photos.length, coverPhoto: photos[0] ? coverValue(photos[0]) : null })
      .returning({ id: schema.diveSites.id });
    if (photos.length) {
      await tx.insert(schema.diveSitePhotos).values(photos.map((photo, position) => ({ siteId: site!.id, storageKey: photo.storageKey, width: photo.width, height: photo.height, sizes: photo.sizes, position, uploadedBy: member.id })));
    }
    await recordFirstRevision(tx, { siteId: site!.id, authorId: member.id, kind: 'create', facts, source, photosAdded: photos.length });
    await announceNewSite(tx, { siteId: site!.id, authorId: member.id });
    return site!.id;
  });
  await commitStagedPhotos(id, photos);
  return { ok: true, id };
}

/** Adds photos after the site's last one, and refreshes its count and cover; returns the columns to write. */
export async function appendPhotos(tx: Tx, siteId: number, photos: readonly StoredPhoto[], uploadedBy: string | null, removeIds: readonly number[] = []) {
  const gone = removeIds.length
    ? await tx
        .delete(schema.diveSitePhotos)
        .where(and(eq(schema.diveSitePhotos.siteId, siteId), inArray(schema.diveSitePhotos.id, [...removeIds])))
        .returning({ storageKey: schema.diveSitePhotos.storageKey })
    : [];
  const [{ last } = { last: -1 }] = await tx
    .select({ last: sql<number>`coalesce(max(${schema.diveSitePhotos.position}), -1)::int` })
    .from(schema.diveSitePhotos)
    .where(eq(schema.diveSitePhotos.siteId, siteId));
  if (photos.length) {
    await tx.insert(schema.diveSitePhotos).values(photos.map((photo, index) => ({ siteId, storageKey: photo.storageKey, width: photo.width, height: photo.height, sizes: photo.sizes, position: last + 1 + index, uploadedBy })));
  }
  const remaining = await tx
    .select({ storageKey: schema.diveSitePhotos.storageKey, sizes: schema.diveSitePhotos.sizes })
    .from(schema.diveSitePhotos)
    .where(eq(schema.diveSitePhotos.siteId, siteId))
    .orderBy(schema.diveSitePhotos.position, schema.diveSitePhotos.id);
  return { gone, columns: { photoCount: remaining.length, coverPhoto: remaining[0] ? coverValue(remaining[0]) : null } };
}

export type UpdateResult = { ok: true; changed: FactGroup[] } | { ok: false; error: 'stale' | 'decided' | 'unsourcedSafety' } | RateLimited;

/**
 * A direct edit by the site's creator, a moderator or an admin: the facts, photos removed and added,
 * and the revision with the source given, in one transaction. `fromEditId`: a moderator's edit of a
 * member's suggestion, which is accepted by the same change.
 */
export async function updateSite(options: {
  siteId: number;
  input: SiteInput;
  member: Member;
  removePhotoIds: number[];
  newPhotos: StoredPhoto[];
  fromEditId?: number | null;
  /** A moderator accepting a suggestion ticked that a safety fact may go out without a source. */
  confirmUnsourced?: boolean;
}): Promise<UpdateResult> {
  const { siteId, input, member, removePhotoIds, newPhotos } = options;
  if (!(await hitWriteLimit('listingEdit', member.id)).allowed) return { ok: false, error: 'rateLimited' };
  const outcome = await db().transaction(async (tx) => {
    const site = await lockSite(tx, siteId);
    if (!site) return null;
    // A moderator's edit of a suggestion: it must still wait for a decision, and its photos come along.
    const e = schema.diveSiteEdits;
    const [edit] = options.fromEditId ? await tx.select().from(e).where(eq(e.id, options.fromEditId)).for('update') : [];
    if (options.fromEditId && (!edit || edit.siteId !== siteId || edit.status !== 'pending')) return 'decided' as const;
    // The member's source stays theirs (their dive, their name) unless the moderator gave another.
    const given = storedSource(input.source, member);
    const source = edit && sameSource(edit.source, given) ? edit.source : given;
    const current = factsOf(site);
    const proposed = factsFromInput(input, current);
    const changed = changedGroups(current, proposed);
    // Accepting a member's suggestion publishes an unsourced safety fact only on the moderator's purpose.
    if (edit && needsUnsourcedConfirmation(source, changed) && !options.confirmUnsourced) return 'unsourcedSafety' as const;
    const next = applyGroups(current, proposed, changed, source);
    const photos = [...newPhotos, ...(edit?.photos ?? [])];
    const { gone, columns } = await appendPhotos(tx, siteId, photos, member.id, removePhotoIds);
    const photosChanged = photos.length > 0 || gone.length > 0;
    let revisionId: number | null = null;
    if (changed.length || photosChanged || edit) {
      ({ revisionId } = await commitFacts(tx, {
        site,
        next,
        kind: edit ? 'suggestion' : 'edit',
        authorId: edit ? edit.authorId : member.id,
        changed,
        source,
        editId: edit?.id ?? null,
        photosAdded: photos.length,
        extra: columns,
      }));
    }
    if (edit) await tx.update(e).set({ status: 'accepted', decidedBy: member.id, decidedAt: new Date(), reason: null, revisionId }).where(eq(e.id, edit.id));
    return { gone, changed, revisionId, edit: edit ? { authorId: edit.authorId, siteName: site.name } : null };
  });
  if (!outcome) return { ok: false, error: 'stale' };
  if (outcome === 'decided' || outcome === 'unsourcedSafety') return { ok: false, error: outcome };
  if (outcome.edit?.authorId) await notifyContributor('editAccepted', outcome.edit.authorId, { site: outcome.edit.siteName, path: `/listing/${siteId}`, reason: '' });
  await commitStagedPhotos(siteId, newPhotos);
  for (const photo of outcome.gone) await deleteSitePhotoFiles(siteId, photo.storageKey);
  return { ok: true, changed: outcome.changed };
}

/** The owner's delete: the listing is hidden and its reviews are kept. */
export async function deleteSite(options: { siteId: number; memberId: string }): Promise<void> {
  await db()
    .update(schema.diveSites)
    .set({ status: 'hidden', deletedAt: new Date(), hiddenBy: options.memberId, hiddenReason: 'deleted', updatedAt: new Date() })
    .where(eq(schema.diveSites.id, options.siteId));
}

type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The write behind a moderator's hide or show, for callers that do it inside their own transaction
 * (handling a report).
 */
export async function writeSiteHidden(executor: Executor, options: { siteId: number; moderatorId: string; hidden: boolean; reason?: string }): Promise<void> {
  await executor
    .update(schema.diveSites)
    .set(
      options.hidden
        ? { status: 'hidden', hiddenBy: options.moderatorId, hiddenReason: options.reason?.slice(0, 500) || 'moderation', updatedAt: new Date() }
        : { status: 'published', hiddenBy: null, hiddenReason: null, deletedAt: null, updatedAt: new Date() },
    )
    .where(eq(schema.diveSites.id, options.siteId));
}

/** A moderator hides a site (or shows it again), recorded in the audit log in the same transaction. */
export async function setSiteHidden(options: { siteId: number; moderatorId: string; hidden: boolean; reason?: string }): Promise<void> {
  await db().transaction(async (tx) => {
    await writeSiteHidden(tx, options);
    const [site] = await tx.select({ name: schema.diveSites.name }).from(schema.diveSites).where(eq(schema.diveSites.id, options.siteId));
    await writeAudit(tx, { actorId: options.moderatorId, action: options.hidden ? 'site.hide' : 'site.show', target: { type: 'site', id: options.siteId, label: site?.name }, reason: options.reason });
  });
}
