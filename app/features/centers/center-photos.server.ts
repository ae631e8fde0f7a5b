// A centre's photos and logo, through the image pipeline (checked by content, capped, re-encoded to
// WebP without metadata in a few widths) and stored as uploads (served by /uploads/...).
// Each image is one random key with an object per width: centers/<key>w<width>.webp.
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import { auditActing, type ActingManager } from '../../lib/audit-log.server.ts';
import { db, lockRow, schema } from '../../lib/db.server.ts';
import { prepareImage, type ImageRecipe } from '../../lib/images.server.ts';
import { storage } from '../../lib/storage.server.ts';
import { MAX_CENTER_IMAGE_BYTES, MAX_CENTER_PHOTOS } from '../../lib/upload-limits.ts';
import { hitWriteLimit } from '../../lib/write-limits.server.ts';
import { CENTER_LOGO_WIDTH, PHOTO_WIDTHS } from '../../lib/photo-urls.ts';

const PHOTO: ImageRecipe = { maxBytes: MAX_CENTER_IMAGE_BYTES, widths: PHOTO_WIDTHS, fit: 'inside' };
/** A square, padded (never cropped). */
const LOGO: ImageRecipe = { maxBytes: MAX_CENTER_IMAGE_BYTES, widths: [CENTER_LOGO_WIDTH], fit: 'square' };

function fileKey(key: string, width: number): string {
  return `centers/${key}w${width}.webp`;
}

async function removeFiles(key: string, widths: readonly number[]): Promise<void> {
  for (const width of widths) await storage().delete(fileKey(key, width));
}

/**
 * Runs an upload through the pipeline and stores each width; returns the widths stored and the size
 * of the largest. Files already written are removed again if a later one fails.
 */
async function storeImage(file: File, recipe: ImageRecipe): Promise<{ key: string; sizes: number[]; width: number; height: number }> {
  const image = await prepareImage(file, recipe);
  const key = randomBytes(16).toString('hex');
  const sizes: number[] = [];
  try {
    for (const variant of image.variants) {
      await storage().put(fileKey(key, variant.size), variant.bytes, 'image/webp');
      sizes.push(variant.size);
    }
  } catch (error) {
    await removeFiles(key, sizes);
    throw error;
  }
  const largest = image.variants[image.variants.length - 1]!;
  return { key, sizes, width: largest.width, height: largest.height };
}

/**
 * Adds a photo to the centre's gallery. The first photo becomes the cover. The row and the
 * centre's counters change in one transaction; files are removed again if it fails.
 */
/** `acting`: an admin acting as a manager, whose change is audited with it (ADR 27). */
type Acting = { acting?: ActingManager | null };

export async function saveCenterPhoto(options: { centerId: number; userId: string; file: File } & Acting): Promise<'saved' | 'full' | 'rateLimited'> {
  // Counted before the image is decoded: decoding is the costly part.
  if (!(await hitWriteLimit('photo', options.userId)).allowed) return 'rateLimited';
  const p = schema.diveCenterPhotos;
  const [existing] = await db().select({ total: count() }).from(p).where(eq(p.centerId, options.centerId));
  if ((existing?.total ?? 0) >= MAX_CENTER_PHOTOS) return 'full';
  const encoded = await storeImage(options.file, PHOTO);
  const key = encoded.key;
  let saved: boolean;
  try {
    saved = await db().transaction(async (tx) => {
      // Uploads at once take turns: positions, the cap and the photo count stay right.
      await lockRow(tx, schema.diveCenters, options.centerId);
      const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(p).where(eq(p.centerId, options.centerId));
      if (total >= MAX_CENTER_PHOTOS) return false;
      await tx.insert(p).values({
        centerId: options.centerId,
        storageKey: key,
        width: encoded.width,
        height: encoded.height,
        sizes: encoded.sizes,
        position: total,
        uploadedBy: options.userId,
      });
      await refreshPhotoFacts(tx, options.centerId);
      await auditActing(tx, options.acting, 'center.photo', { change: 'add' });
      return true;
    });
  } catch (error) {
    await removeFiles(key, encoded.sizes);
    throw error;
  }
  if (!saved) await removeFiles(key, encoded.sizes);
  return saved ? 'saved' : 'full';
}

type Tx = Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0];

async function refreshPhotoFacts(tx: Tx, centerId: number): Promise<void> {
  const p = schema.diveCenterPhotos;
  const photos = await tx.select({ storageKey: p.storageKey }).from(p).where(eq(p.centerId, centerId)).orderBy(asc(p.position), asc(p.id));
  await tx
    .update(schema.diveCenters)
    .set({ photoCount: photos.length, coverPhoto: photos[0]?.storageKey ?? null, updatedAt: new Date() })
    .where(eq(schema.diveCenters.id, centerId));
}

export async function deleteCenterPhoto(options: { centerId: number; photoId: number } & Acting): Promise<boolean> {
  const p = schema.diveCenterPhotos;
  const removed = await db().transaction(async (tx) => {
    await lockRow(tx, schema.diveCenters, options.centerId);
    const rows = await tx
      .delete(p)
      .where(and(eq(p.id, options.photoId), eq(p.centerId, options.centerId)))
      .returning({ storageKey: p.storageKey, sizes: p.sizes });
    if (rows.length) {
      await refreshPhotoFacts(tx, options.centerId);
      await auditActing(tx, options.acting, 'center.photo', { photoId: options.photoId, change: 'remove' });
    }
    return rows[0];
  });
  if (!removed) return false;
  await removeFiles(removed.storageKey, removed.sizes);
  return true;
}

/** Replaces the logo with a square, padded (never cropped) WebP. */
/** Sets the centre's logo, uploaded by `userId`, in place of the one it had. */
export async function saveCenterLogo(options: { centerId: number; userId: string; file: File } & Acting): Promise<'saved' | 'rateLimited'> {
  if (!(await hitWriteLimit('photo', options.userId)).allowed) return 'rateLimited';
  const { key } = await storeImage(options.file, LOGO);
  const before = await replaceLogo(options.centerId, key, options.acting);
  if (before) await removeFiles(before, [CENTER_LOGO_WIDTH]);
  return 'saved';
}

export async function removeCenterLogo(options: { centerId: number } & Acting): Promise<void> {
  const before = await replaceLogo(options.centerId, null, options.acting);
  if (before) await removeFiles(before, [CENTER_LOGO_WIDTH]);
}

/** Sets the logo (or none) and returns the one it replaced, whose files the caller removes. */
async function replaceLogo(centerId: number, key: string | null, acting: ActingManager | null | undefined): Promise<string | null> {
  const c = schema.diveCenters;
  return db().transaction(async (tx) => {
    const [before] = await tx.select({ logo: c.logo }).from(c).where(eq(c.id, centerId)).for('no key update');
    await tx.update(c).set({ logo: key, updatedAt: new Date() }).where(eq(c.id, centerId));
    await auditActing(tx, acting, 'center.logo', { change: key ? 'replace' : 'remove' });
    return before?.logo ?? null;
  });
}
