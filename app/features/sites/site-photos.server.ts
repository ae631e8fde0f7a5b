// Photos of dive sites. An upload goes through the image pipeline (checked by content, capped,
// re-encoded to WebP in a few widths without metadata) and is first "staged" under a random key, so
// a form that comes back with an error keeps it; saving the listing moves it into the site's folder.
// Objects: site-photos/staged/<key>-<width>.webp with <key>.json (who staged it, its size), then
// site-photos/<siteId>/<key>-<width>.webp.
import { randomBytes } from 'node:crypto';
import { prepareImage } from '../../lib/images.server.ts';
import { logger } from '../../lib/runtime.server.ts';
import { storage, type StoredObject } from '../../lib/storage.server.ts';
import { MAX_SITE_PHOTO_BYTES } from '../../lib/upload-limits.ts';
import { PHOTO_WIDTHS } from '../../lib/photo-urls.ts';

/** Staged photos nobody saved are removed after a day. */
const STAGED_TTL_MS = 24 * 60 * 60 * 1000;
/** How often one server looks for them. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const KEY_PATTERN = /^[a-f0-9]{32}$/;
const FILE_PATTERN = /^([a-f0-9]{32})-(\d{3,4})\.webp$/;
const STAGED = 'site-photos/staged';

export type StoredPhoto = { storageKey: string; width: number; height: number; sizes: number[] };
type StagedMeta = StoredPhoto & { uploadedBy: string; stagedAt: string };

const siteFolder = (siteId: number) => `site-photos/${siteId}`;
const variantKey = (folder: string, storageKey: string, width: number) => `${folder}/${storageKey}-${width}.webp`;

export function isPhotoKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** Runs one upload through the image pipeline and stages its widths (never larger than the original). */
export async function stageSitePhoto(file: File, uploadedBy: string): Promise<StoredPhoto> {
  const image = await prepareImage(file, { maxBytes: MAX_SITE_PHOTO_BYTES, widths: PHOTO_WIDTHS, fit: 'inside' });
  const storageKey = randomBytes(16).toString('hex');
  const sizes = image.variants.map((variant) => variant.size);
  try {
    for (const variant of image.variants) await storage().put(variantKey(STAGED, storageKey, variant.size), variant.bytes, 'image/webp');
    const staged: StagedMeta = { storageKey, width: image.width, height: image.height, sizes, uploadedBy, stagedAt: new Date().toISOString() };
    await storage().put(`${STAGED}/${storageKey}.json`, new TextEncoder().encode(JSON.stringify(staged)), 'application/json');
  } catch (error) {
    await removeFiles(STAGED, storageKey);
    throw error;
  }
  void sweepStaged();
  return { storageKey, width: image.width, height: image.height, sizes };
}

async function readStagedMeta(storageKey: string): Promise<StagedMeta | null> {
  const object = await storage().get(`${STAGED}/${storageKey}.json`);
  if (!object) return null;
  try {
    return JSON.parse(await new Response(object.body).text()) as StagedMeta;
  } catch {
    return null;
  }
}

/** A staged photo's details, when the key is one this member staged and it is still there. */
export async function readStagedPhoto(storageKey: string, uploadedBy: string): Promise<StoredPhoto | null> {
  if (!isPhotoKey(storageKey)) return null;
  const meta = await readStagedMeta(storageKey);
  return meta?.uploadedBy === uploadedBy ? { storageKey, width: meta.width, height: meta.height, sizes: meta.sizes } : null;
}

/** Moves staged photos into the site's folder (after the listing is saved). */
export async function commitStagedPhotos(siteId: number, photos: readonly StoredPhoto[]): Promise<void> {
  for (const photo of photos) {
    for (const width of photo.sizes) await storage().move(variantKey(STAGED, photo.storageKey, width), variantKey(siteFolder(siteId), photo.storageKey, width));
    await storage().delete(`${STAGED}/${photo.storageKey}.json`);
  }
}

export async function deleteSitePhotoFiles(siteId: number, storageKey: string): Promise<void> {
  if (isPhotoKey(storageKey)) await removeFiles(siteFolder(siteId), storageKey);
}

async function removeFiles(folder: string, storageKey: string): Promise<void> {
  for (const width of PHOTO_WIDTHS) await storage().delete(variantKey(folder, storageKey, width));
  await storage().delete(`${folder}/${storageKey}.json`);
}

function isPhotoFile(file: string): boolean {
  const match = FILE_PATTERN.exec(file);
  return !!match && PHOTO_WIDTHS.includes(Number(match[2]) as (typeof PHOTO_WIDTHS)[number]);
}

/** One stored photo file of a site ("<key>-<width>.webp"), or null. */
export async function readSitePhoto(siteId: number, file: string): Promise<StoredObject | null> {
  return isPhotoFile(file) ? storage().get(`${siteFolder(siteId)}/${file}`) : null;
}

/** A staged photo file, for the uploader's own preview while the form is not yet saved. */
export async function readStagedPhotoFile(file: string, uploadedBy: string): Promise<StoredObject | null> {
  if (!isPhotoFile(file) || !(await readStagedPhoto(file.slice(0, 32), uploadedBy))) return null;
  return storage().get(`${STAGED}/${file}`);
}

// When this server last swept; several servers sweeping the same store is harmless (deletes are idempotent).
let lastSweep = 0;

async function sweepStaged(): Promise<void> {
  if (Date.now() - lastSweep < SWEEP_INTERVAL_MS) return;
  lastSweep = Date.now();
  try {
    for await (const object of storage().list(`${STAGED}/`)) {
      if (Date.now() - object.modifiedAt.getTime() > STAGED_TTL_MS) await storage().delete(object.key);
    }
  } catch (error) {
    // Tried again an hour later: staged photos are only leftovers.
    logger().warn({ err: error }, 'sweeping staged site photos failed');
  }
}
