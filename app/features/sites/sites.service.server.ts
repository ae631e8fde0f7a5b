// Writing dive sites: create, edit, delete (which hides and keeps reviews), moderator hide, and
// the duplicate check shown before a new site is saved.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { db, lockRow, schema, type Database } from '../../lib/db.server.ts';
import { distanceKm } from './geo.ts';
import type { SiteInput } from './site.schema.ts';
import { commitStagedPhotos, deleteSitePhotoFiles, type StoredPhoto } from './site-photos.server.ts';
import { coverValue } from './site-photo-urls.ts';
import { similarityText } from './search-text.ts';
import { forgetCountriesCache } from './sites.queries.server.ts';

/** Sites closer than this to a new one are shown as possible duplicates. */
export const DUPLICATE_RADIUS_M = 200;

export type PossibleDuplicate = { id: number; name: string; region: string | null; countryCode: string; distanceM: number; reason: 'near' | 'name' };

/** Published or hidden sites within 200 m, or with a similar name within about 50 km (the box uses the GiST index). */
export async function findPossibleDuplicates(options: { name: string; lat: number; lng: number; excludeId?: number }): Promise<PossibleDuplicate[]> {
  const { lat, lng } = options;
  const folded = similarityText(options.name);
  // 200 m is about 0.0018° of latitude; longitude degrees shrink towards the poles.
  const dLat = (DUPLICATE_RADIUS_M / 1000 / 6371) * (180 / Math.PI);
  const dLng = Math.min(180, dLat / Math.max(0.01, Math.cos((lat * Math.PI) / 180)));
  const { rows } = await db().execute<{ id: number; name: string; region: string | null; country_code: string; lat: number; lng: number; by_name: boolean }>(sql`
    select s.id, s.name, s.region, s.country_code, s.lat, s.lng, false as by_name from dive_site s
    where s.id <> ${options.excludeId ?? 0} and s.deleted_at is null
      and point(s.lng, s.lat) <@ box(point(${lng - dLng}, ${lat - dLat}), point(${lng + dLng}, ${lat + dLat}))
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

function siteColumns(input: SiteInput) {
  return {
    name: input.name,
    aliases: input.aliases,
    countryCode: input.countryCode,
    region: input.region,
    lat: input.lat,
    lng: input.lng,
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
    description: { ...(input.descriptionEn ? { en: input.descriptionEn } : {}), ...(input.descriptionEs ? { es: input.descriptionEs } : {}) },
    source: input.source,
  };
}

/** Saves a member's new site with its staged photos; returns the new id. */
export async function createSite(options: { input: SiteInput; memberId: string; photos: StoredPhoto[] }): Promise<number> {
  const { input, memberId, photos } = options;
  const id = await db().transaction(async (tx) => {
    const [site] = await tx
      .insert(schema.diveSites)
      .values({ ...siteColumns(input), createdBy: memberId, status: 'published', isSeed: false, photoCount: photos.length, coverPhoto: photos[0] ? coverValue(photos[0]) : null })
      .returning({ id: schema.diveSites.id });
    if (photos.length) {
      await tx.insert(schema.diveSitePhotos).values(photos.map((photo, position) => ({ siteId: site!.id, storageKey: photo.storageKey, width: photo.width, height: photo.height, sizes: photo.sizes, position, uploadedBy: memberId })));
    }
    return site!.id;
  });
  await commitStagedPhotos(id, photos);
  forgetCountriesCache();
  return id;
}

/** Updates a site's facts; removes the photos asked and appends newly staged ones. */
export async function updateSite(options: { siteId: number; input: SiteInput; memberId: string; removePhotoIds: number[]; newPhotos: StoredPhoto[] }): Promise<void> {
  const { siteId, input, memberId, removePhotoIds, newPhotos } = options;
  const removed = await db().transaction(async (tx) => {
    // Two edits at once (two tabs) take turns, so positions and the photo count stay right.
    await lockRow(tx, schema.diveSites, siteId);
    const gone = removePhotoIds.length
      ? await tx
          .delete(schema.diveSitePhotos)
          .where(and(eq(schema.diveSitePhotos.siteId, siteId), inArray(schema.diveSitePhotos.id, removePhotoIds)))
          .returning({ storageKey: schema.diveSitePhotos.storageKey })
      : [];
    const [{ last } = { last: -1 }] = await tx
      .select({ last: sql<number>`coalesce(max(${schema.diveSitePhotos.position}), -1)::int` })
      .from(schema.diveSitePhotos)
      .where(eq(schema.diveSitePhotos.siteId, siteId));
    if (newPhotos.length) {
      await tx.insert(schema.diveSitePhotos).values(newPhotos.map((photo, index) => ({ siteId, storageKey: photo.storageKey, width: photo.width, height: photo.height, sizes: photo.sizes, position: last + 1 + index, uploadedBy: memberId })));
    }
    const remaining = await tx
      .select({ storageKey: schema.diveSitePhotos.storageKey, sizes: schema.diveSitePhotos.sizes })
      .from(schema.diveSitePhotos)
      .where(eq(schema.diveSitePhotos.siteId, siteId))
      .orderBy(schema.diveSitePhotos.position, schema.diveSitePhotos.id);
    await tx
      .update(schema.diveSites)
      .set({ ...siteColumns(input), photoCount: remaining.length, coverPhoto: remaining[0] ? coverValue(remaining[0]) : null, updatedAt: new Date() })
      .where(eq(schema.diveSites.id, siteId));
    return gone;
  });
  await commitStagedPhotos(siteId, newPhotos);
  for (const photo of removed) await deleteSitePhotoFiles(siteId, photo.storageKey);
  forgetCountriesCache();
}

/** The owner's delete: the listing is hidden and its reviews are kept. */
export async function deleteSite(options: { siteId: number; memberId: string }): Promise<void> {
  await db()
    .update(schema.diveSites)
    .set({ status: 'hidden', deletedAt: new Date(), hiddenBy: options.memberId, hiddenReason: 'deleted', updatedAt: new Date() })
    .where(eq(schema.diveSites.id, options.siteId));
  forgetCountriesCache();
}

type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The write behind a moderator's hide or show, for callers that do it inside their own transaction
 * (handling a report); they call forgetCountriesCache() once it has committed.
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

/** A moderator hides a site (or shows it again). */
export async function setSiteHidden(options: { siteId: number; moderatorId: string; hidden: boolean; reason?: string }): Promise<void> {
  await writeSiteHidden(db(), options);
  forgetCountriesCache();
}
