// Photos of dive sites on disk. An upload is checked by content (JPEG, PNG or WebP, whatever its
// name says), size-capped, and re-encoded to WebP in a few widths by sharp, which drops every
// metadata block (EXIF, GPS position, camera serials). Photos are first "staged" under a random
// key, so a form that comes back with an error keeps them; saving the listing moves them in place.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { getRuntime } from '../../lib/runtime.server.ts';
import { detectImageType } from '../../lib/storage.server.ts';
import { MAX_PHOTO_BYTES } from '~/lib/upload-limits.ts';
import { PHOTO_WIDTHS } from './site-photo-urls.ts';

/** Refuses decompression bombs: a small PNG can claim billions of pixels. */
const MAX_INPUT_PIXELS = 60_000_000;
/** Staged photos nobody saved are removed after a day. */
const STAGED_TTL_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[a-f0-9]{32}$/;

export type PhotoProblem = 'tooLarge' | 'notAnImage' | 'unreadable';

export class PhotoError extends Error {
  override name = 'PhotoError';
  readonly problem: PhotoProblem;
  constructor(problem: PhotoProblem, message: string) {
    super(message);
    this.problem = problem;
  }
}

export type StoredPhoto = { storageKey: string; width: number; height: number; sizes: number[] };
type StagedMeta = StoredPhoto & { uploadedBy: string; stagedAt: string };

function photosRoot(): string {
  return path.join(getRuntime().dataDir, 'uploads', 'site-photos');
}

function stagingDir(): string {
  return path.join(photosRoot(), 'staged');
}

function siteDir(siteId: number): string {
  return path.join(photosRoot(), String(siteId));
}

export function isPhotoKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** Re-encodes one upload to WebP widths no larger than the original, and stages them. */
export async function stagePhoto(file: File, uploadedBy: string): Promise<StoredPhoto> {
  if (file.size > MAX_PHOTO_BYTES) throw new PhotoError('tooLarge', `${file.size} bytes`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!detectImageType(bytes)) throw new PhotoError('notAnImage', 'not a JPEG, PNG or WebP image');
  const storageKey = randomBytes(16).toString('hex');
  const folder = stagingDir();
  await mkdir(folder, { recursive: true });
  let width: number;
  let height: number;
  const sizes: number[] = [];
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).metadata();
    // EXIF orientations 5 to 8 turn the picture a quarter: width and height swap once applied.
    const turned = (meta.orientation ?? 1) >= 5;
    width = (turned ? meta.height : meta.width) ?? 0;
    height = (turned ? meta.width : meta.height) ?? 0;
    for (const target of PHOTO_WIDTHS) {
      if (sizes.length && target > width) break;
      // rotate() applies the EXIF orientation; the output carries no metadata at all.
      const output = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      await writeFile(path.join(folder, `${storageKey}-${target}.webp`), output, { mode: 0o644 });
      sizes.push(target);
    }
  } catch (error) {
    await removeFiles(folder, storageKey);
    throw new PhotoError('unreadable', (error as Error).message);
  }
  const staged: StagedMeta = { storageKey, width, height, sizes, uploadedBy, stagedAt: new Date().toISOString() };
  await writeFile(path.join(folder, `${storageKey}.json`), JSON.stringify(staged));
  void sweepStaged();
  return staged;
}

/** A staged photo's details, when the key is one this member staged and it is still there. */
export async function readStagedPhoto(storageKey: string, uploadedBy: string): Promise<StoredPhoto | null> {
  if (!isPhotoKey(storageKey)) return null;
  try {
    const meta = JSON.parse(await readFile(path.join(stagingDir(), `${storageKey}.json`), 'utf8')) as StagedMeta;
    return meta.uploadedBy === uploadedBy ? { storageKey, width: meta.width, height: meta.height, sizes: meta.sizes } : null;
  } catch {
    return null;
  }
}

/** Moves staged photos to the site's folder (after the listing is saved). */
export async function commitStagedPhotos(siteId: number, photos: readonly StoredPhoto[]): Promise<void> {
  const target = siteDir(siteId);
  await mkdir(target, { recursive: true });
  for (const photo of photos) {
    for (const width of photo.sizes) await rename(path.join(stagingDir(), `${photo.storageKey}-${width}.webp`), path.join(target, `${photo.storageKey}-${width}.webp`));
    await rm(path.join(stagingDir(), `${photo.storageKey}.json`), { force: true });
  }
}

export async function deleteSitePhotoFiles(siteId: number, storageKey: string): Promise<void> {
  if (isPhotoKey(storageKey)) await removeFiles(siteDir(siteId), storageKey);
}

async function removeFiles(folder: string, storageKey: string): Promise<void> {
  for (const width of PHOTO_WIDTHS) await rm(path.join(folder, `${storageKey}-${width}.webp`), { force: true });
  await rm(path.join(folder, `${storageKey}.json`), { force: true });
}

/** The bytes of one stored photo file, or null. */
export async function readSitePhoto(siteId: number, file: string): Promise<Buffer | null> {
  const match = /^([a-f0-9]{32})-(\d{3,4})\.webp$/.exec(file);
  if (!match || !PHOTO_WIDTHS.includes(Number(match[2]) as (typeof PHOTO_WIDTHS)[number])) return null;
  return readFile(path.join(siteDir(siteId), file)).catch(() => null);
}

let lastSweep = 0;

async function sweepStaged(): Promise<void> {
  if (Date.now() - lastSweep < 60 * 60 * 1000) return;
  lastSweep = Date.now();
  const folder = stagingDir();
  for (const entry of await readdir(folder).catch(() => [])) {
    const file = path.join(folder, entry);
    const info = await stat(file).catch(() => null);
    if (info && Date.now() - info.mtimeMs > STAGED_TTL_MS) await rm(file, { force: true });
  }
}

/** A staged photo file, for the uploader's own preview while the form is not yet saved. */
export async function readStagedPhotoFile(file: string, uploadedBy: string): Promise<Buffer | null> {
  const match = /^([a-f0-9]{32})-(\d{3,4})\.webp$/.exec(file);
  if (!match || !(await readStagedPhoto(match[1]!, uploadedBy))) return null;
  return readFile(path.join(stagingDir(), file)).catch(() => null);
}
