// Uploaded files: checked by content (never by name), size-capped, re-encoded with sharp (which
// drops metadata such as GPS position), and stored under DATA_DIR/uploads/ with random names.
// The route app/routes/uploads.$.ts serves them. Domain helpers (saveAvatar, ...) sit at the end;
// add one per kind of upload rather than calling the private functions from features.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { getRuntime } from './runtime.server.ts';
import { MAX_AVATAR_BYTES } from './upload-limits.ts';

export { MAX_AVATAR_BYTES };
/** Refuses decompression bombs: a 5 MB PNG can claim billions of pixels. */
const MAX_INPUT_PIXELS = 50_000_000;
const AVATAR_SIZE_PX = 256;

export type UploadProblem = 'tooLarge' | 'notAnImage' | 'unreadable';

export class UploadError extends Error {
  override name = 'UploadError';
  readonly problem: UploadProblem;
  constructor(problem: UploadProblem, message: string) {
    super(message);
    this.problem = problem;
  }
}

export type ImageType = 'jpeg' | 'png' | 'webp';

/** The image format from the file's first bytes (its "magic number"), whatever its name says. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  const at = (offset: number, ...values: number[]) => values.every((value, i) => bytes[offset + i] === value);
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'webp';
  return null;
}

function uploadsDir(): string {
  return path.join(getRuntime().dataDir, 'uploads');
}

const FOLDER_PATTERN = /^[a-z][a-z0-9-]{0,30}$/;
const FILE_PATTERN = /^[a-z0-9]{16,64}\.(webp|jpg|png)$/;

/** Whether a key has the shape of one we write ("folder/random.ext"): no other path is ever read. */
export function isUploadKey(key: string): boolean {
  const [folder, file, ...rest] = key.split('/');
  return rest.length === 0 && !!folder && !!file && FOLDER_PATTERN.test(folder) && FILE_PATTERN.test(file);
}

/** The absolute path of a stored file, or null when the key is not one we could have written. */
export function uploadFilePath(key: string): string | null {
  return isUploadKey(key) ? path.join(uploadsDir(), key) : null;
}

/** Writes through a temporary file and a rename, so a crash never leaves half an image. */
async function writeUpload(folder: string, extension: string, bytes: Uint8Array): Promise<string> {
  const key = `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
  const target = uploadFilePath(key);
  if (!target) throw new Error(`Invalid upload key ${key}`);
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  await writeFile(temporary, bytes, { mode: 0o644 });
  await rename(temporary, target);
  return key;
}

async function deleteUpload(key: string): Promise<void> {
  const file = uploadFilePath(key);
  if (file) await unlink(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

export async function readUpload(key: string): Promise<Buffer | null> {
  const file = uploadFilePath(key);
  if (!file) return null;
  return readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
}

/** The public address of a stored file. */
export function uploadUrl(key: string): string {
  return `/uploads/${key}`;
}

/** The storage key behind a public address made by uploadUrl, or null. */
export function uploadKeyFromUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith('/uploads/')) return null;
  const key = url.slice('/uploads/'.length);
  return isUploadKey(key) ? key : null;
}

async function checkedImageBytes(file: File, maxBytes: number): Promise<Uint8Array> {
  if (file.size > maxBytes) throw new UploadError('tooLarge', `The file is ${file.size} bytes; the limit is ${maxBytes}`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!detectImageType(bytes)) throw new UploadError('notAnImage', 'The file is not a JPEG, PNG or WebP image');
  return bytes;
}

/**
 * Stores a member's avatar as a 256 px square WebP and returns its public address. `_userId` is
 * not part of the file name: addresses must not reveal internal ids.
 */
export async function saveAvatar(_userId: string, file: File): Promise<string> {
  const bytes = await checkedImageBytes(file, MAX_AVATAR_BYTES);
  let webp: Buffer;
  try {
    webp = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    throw new UploadError('unreadable', `The image could not be decoded: ${(error as Error).message}`);
  }
  return uploadUrl(await writeUpload('avatars', 'webp', webp));
}

/** Removes an avatar stored by saveAvatar; addresses we did not make are ignored. */
export async function deleteAvatar(url: string | null | undefined): Promise<void> {
  const key = uploadKeyFromUrl(url);
  if (key?.startsWith('avatars/')) await deleteUpload(key);
}
