// Photos of a logged dive, through the one image pipeline (checked by content, capped, re-encoded to
// WebP in a few widths without metadata: no GPS position or camera serial leaves the member's file).
// Objects: dive-photos/<diveId>/<key>-<width>.webp, read back only through the dive's route, which
// checks who may see the dive.
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import { db, lockRow, schema } from '../../lib/db.server.ts';
import { prepareImage } from '../../lib/images.server.ts';
import { storage, type StoredObject } from '../../lib/storage.server.ts';
import { MAX_DIVE_PHOTO_BYTES, MAX_DIVE_PHOTOS } from '../../lib/upload-limits.ts';
import { PHOTO_WIDTHS } from '../../lib/photo-urls.ts';

const KEY_PATTERN = /^[a-f0-9]{32}$/;
const FILE_PATTERN = /^([a-f0-9]{32})-(\d{3,4})\.webp$/;

const variantKey = (diveId: number, storageKey: string, width: number) => `dive-photos/${diveId}/${storageKey}-${width}.webp`;

export type SavedDivePhoto = { id: number; storageKey: string; width: number; height: number; sizes: number[] };

/**
 * Adds a photo to a dive the caller has checked is the member's. Returns 'full' when the dive has its
 * MAX_DIVE_PHOTOS already. Throws UploadError for a file that is not an image the pipeline takes.
 */
export async function saveDivePhoto(options: { diveId: number; file: File }): Promise<SavedDivePhoto | 'full'> {
  const { diveId, file } = options;
  const p = schema.divePhotos;
  const [existing] = await db().select({ total: count() }).from(p).where(eq(p.diveId, diveId));
  if ((existing?.total ?? 0) >= MAX_DIVE_PHOTOS) return 'full';
  const image = await prepareImage(file, { maxBytes: MAX_DIVE_PHOTO_BYTES, widths: PHOTO_WIDTHS, fit: 'inside' });
  const storageKey = randomBytes(16).toString('hex');
  const sizes = image.variants.map((variant) => variant.size);
  try {
    for (const variant of image.variants) await storage().put(variantKey(diveId, storageKey, variant.size), variant.bytes, 'image/webp');
    const saved = await db().transaction(async (tx) => {
      // Uploads at once take turns on the dive's row: the cap and the positions stay right.
      await lockRow(tx, schema.dives, diveId);
      const rows = await tx.select({ position: p.position }).from(p).where(eq(p.diveId, diveId)).orderBy(asc(p.position));
      if (rows.length >= MAX_DIVE_PHOTOS) return null;
      const position = rows.length ? rows[rows.length - 1]!.position + 1 : 0;
      const [row] = await tx.insert(p).values({ diveId, storageKey, width: image.width, height: image.height, sizes, position }).returning({ id: p.id });
      return row!;
    });
    if (!saved) {
      await deleteDivePhotoFiles(diveId, storageKey);
      return 'full';
    }
    return { id: saved.id, storageKey, width: image.width, height: image.height, sizes };
  } catch (error) {
    await deleteDivePhotoFiles(diveId, storageKey);
    throw error;
  }
}

/** Removes one photo of a dive the caller has checked is the member's. */
export async function removeDivePhoto(options: { diveId: number; photoId: number }): Promise<boolean> {
  const p = schema.divePhotos;
  const [gone] = await db()
    .delete(p)
    .where(and(eq(p.diveId, options.diveId), eq(p.id, options.photoId)))
    .returning({ storageKey: p.storageKey });
  if (!gone) return false;
  await deleteDivePhotoFiles(options.diveId, gone.storageKey);
  return true;
}

export async function deleteDivePhotoFiles(diveId: number, storageKey: string): Promise<void> {
  if (!KEY_PATTERN.test(storageKey)) return;
  for (const width of PHOTO_WIDTHS) await storage().delete(variantKey(diveId, storageKey, width));
}

/** One stored file of a dive's photo ("<key>-<width>.webp"), or null; the caller has checked the viewer may see the dive. */
export async function readDivePhotoFile(diveId: number, file: string): Promise<StoredObject | null> {
  const match = FILE_PATTERN.exec(file);
  if (!match || !(PHOTO_WIDTHS as readonly number[]).includes(Number(match[2]))) return null;
  return storage().get(`dive-photos/${diveId}/${file}`);
}
