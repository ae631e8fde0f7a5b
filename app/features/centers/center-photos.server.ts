// A centre's photos and logo: checked by content, size-capped, re-encoded to WebP without metadata
// in a few widths, and written as uploads (app/lib/storage.server.ts serves and resolves them).
// Each image is one random key with a file per width: uploads/centers/<key>w<width>.webp.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { db, lockRow, schema } from '../../lib/db.server.ts';
import { detectImageType, uploadFilePath, UploadError } from '../../lib/storage.server.ts';
import { CENTER_LOGO_WIDTH, CENTER_PHOTO_WIDTHS } from './center-photo-urls.ts';

/** The largest photo or logo accepted, in bytes; the form's hint and the request parser use it. */
export const MAX_CENTER_IMAGE_BYTES = 8 * 1024 * 1024;
/** Enough for a gallery; more would only slow the page. */
export const MAX_CENTER_PHOTOS = 12;
/** Refuses decompression bombs: a small PNG can claim billions of pixels. */
const MAX_INPUT_PIXELS = 50_000_000;

function fileKey(key: string, width: number): string {
  return `centers/${key}w${width}.webp`;
}

async function writeFileAtomically(key: string, bytes: Buffer): Promise<void> {
  const target = uploadFilePath(key);
  if (!target) throw new Error(`Invalid upload key ${key}`);
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  await writeFile(temporary, bytes, { mode: 0o644 });
  await rename(temporary, target);
}

async function removeFiles(key: string, widths: readonly number[]): Promise<void> {
  for (const width of widths) {
    const file = uploadFilePath(fileKey(key, width));
    if (file) {
      await unlink(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    }
  }
}

async function checkedBytes(file: File): Promise<Uint8Array> {
  if (file.size > MAX_CENTER_IMAGE_BYTES) throw new UploadError('tooLarge', `The file is ${file.size} bytes; the limit is ${MAX_CENTER_IMAGE_BYTES}`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!detectImageType(bytes)) throw new UploadError('notAnImage', 'The file is not a JPEG, PNG or WebP image');
  return bytes;
}

/** Re-encodes to each width (never enlarging), returns the sizes written and the original size. */
async function encodeWidths(bytes: Uint8Array, key: string, widths: readonly number[], fit: 'inside' | 'contain') {
  let meta: { width?: number; height?: number };
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).metadata();
  } catch (error) {
    throw new UploadError('unreadable', `The image could not be decoded: ${(error as Error).message}`);
  }
  const written: number[] = [];
  let size = { width: meta.width ?? 0, height: meta.height ?? 0 };
  try {
    for (const width of widths) {
      const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
      const resized =
        fit === 'contain'
          ? pipeline.resize(width, width, { fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 0 } })
          : pipeline.resize({ width, withoutEnlargement: true });
      const { data, info } = await resized.webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
      await writeFileAtomically(fileKey(key, width), data);
      written.push(width);
      if (width === widths[widths.length - 1]) size = { width: info.width, height: info.height };
    }
  } catch (error) {
    await removeFiles(key, written);
    if (error instanceof UploadError) throw error;
    throw new UploadError('unreadable', `The image could not be re-encoded: ${(error as Error).message}`);
  }
  return { sizes: written, ...size };
}

/**
 * Adds a photo to the centre's gallery. The first photo becomes the cover. The row and the
 * centre's counters change in one transaction; files are removed again if it fails.
 */
export async function saveCenterPhoto(options: { centerId: number; userId: string; file: File }): Promise<'saved' | 'full'> {
  const p = schema.diveCenterPhotos;
  const [existing] = await db().select({ total: count() }).from(p).where(eq(p.centerId, options.centerId));
  if ((existing?.total ?? 0) >= MAX_CENTER_PHOTOS) return 'full';
  const bytes = await checkedBytes(options.file);
  const key = randomBytes(16).toString('hex');
  const encoded = await encodeWidths(bytes, key, CENTER_PHOTO_WIDTHS, 'inside');
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

export async function deleteCenterPhoto(options: { centerId: number; photoId: number }): Promise<boolean> {
  const p = schema.diveCenterPhotos;
  const removed = await db().transaction(async (tx) => {
    await lockRow(tx, schema.diveCenters, options.centerId);
    const rows = await tx
      .delete(p)
      .where(and(eq(p.id, options.photoId), eq(p.centerId, options.centerId)))
      .returning({ storageKey: p.storageKey, sizes: p.sizes });
    if (rows.length) await refreshPhotoFacts(tx, options.centerId);
    return rows[0];
  });
  if (!removed) return false;
  await removeFiles(removed.storageKey, removed.sizes);
  return true;
}

/** Replaces the logo with a square, padded (never cropped) WebP. */
export async function saveCenterLogo(options: { centerId: number; file: File }): Promise<void> {
  const bytes = await checkedBytes(options.file);
  const key = randomBytes(16).toString('hex');
  await encodeWidths(bytes, key, [CENTER_LOGO_WIDTH], 'contain');
  const c = schema.diveCenters;
  const [before] = await db().select({ logo: c.logo }).from(c).where(eq(c.id, options.centerId));
  await db().update(c).set({ logo: key, updatedAt: new Date() }).where(eq(c.id, options.centerId));
  if (before?.logo) await removeFiles(before.logo, [CENTER_LOGO_WIDTH]);
}

export async function removeCenterLogo(options: { centerId: number }): Promise<void> {
  const c = schema.diveCenters;
  const [before] = await db().select({ logo: c.logo }).from(c).where(eq(c.id, options.centerId));
  await db().update(c).set({ logo: null, updatedAt: new Date() }).where(eq(c.id, options.centerId));
  if (before?.logo) await removeFiles(before.logo, [CENTER_LOGO_WIDTH]);
}
