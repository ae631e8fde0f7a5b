// Where uploaded files live: one object store for every upload (avatars, dive-site and centre
// photos), on the local disk (DATA_DIR/uploads, the default) or in an S3-compatible bucket, chosen by
// STORAGE_URL or S3_BUCKET (see env.server.ts and ADR 10). Features never store bytes themselves:
// their upload helpers (saveAvatar, stageSitePhoto, saveCenterPhoto) run the image pipeline
// (images.server.ts) and write its output here. Edit this file when adding a driver or an operation.
import { getRuntime } from './runtime.server.ts';
import type { StorageSettings } from './env.server.ts';

/** What was wrong with an upload: the body or file was too large, it is not an image, or it could not be decoded. */
export type UploadProblem = 'tooLarge' | 'notAnImage' | 'unreadable';

export class UploadError extends Error {
  override name = 'UploadError';
  readonly problem: UploadProblem;
  constructor(problem: UploadProblem, message: string) {
    super(message);
    this.problem = problem;
  }
}

/**
 * The operations every driver offers. Keys are paths such as "avatars/<random>.webp": lowercase
 * letters, digits, dots, dashes and underscores, in segments joined by "/" (see isStorageKey).
 */
export interface ObjectStore {
  /** Where the files are, for logs and messages: "local disk /srv/data/uploads" or "S3 bucket photos at ...". */
  readonly description: string;
  /** Fails with a message an operator can act on when the store cannot be reached (checked at start-up). */
  check(): Promise<void>;
  /** Writes the whole object at once: readers never see half of it. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object as a stream, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Renames an object (staged photos move into their site's folder). */
  move(from: string, to: string): Promise<void>;
  /** Removes an object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix`, in no particular order. */
  list(prefix: string): AsyncIterable<ObjectInfo>;
}

export type StoredObject = { body: ReadableStream<Uint8Array>; size: number };
export type ObjectInfo = { key: string; size: number; modifiedAt: Date };

const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]{0,99}(\/[a-z0-9][a-z0-9._-]{0,99}){0,7}$/;

/** Whether `key` is one a driver accepts: never absolute, never "..", never a hidden file. */
export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.split('/').some((segment) => segment === '..' || segment.endsWith('.tmp'));
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key ${JSON.stringify(key)}`);
}

/** Opens the configured store: the S3 client is loaded only when a bucket is configured. */
export async function openObjectStore(settings: StorageSettings, dataDir: string): Promise<ObjectStore> {
  if (settings.driver === 's3') {
    const { createS3Store } = await import('./storage-s3.server.ts');
    return createS3Store(settings);
  }
  const { createLocalStore } = await import('./storage-local.server.ts');
  return createLocalStore(settings.dir ?? `${dataDir}/uploads`);
}

/** The store the server opened at start-up. */
export function storage(): ObjectStore {
  return getRuntime().storage;
}

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png', json: 'application/json' };

/** The Content-Type of a stored file, from its extension (every key we write has one). */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/**
 * The answer for a stored file. Keys are random and never reused, so browsers and proxies may keep
 * the file for a year (`cacheControl` narrows that for private previews).
 */
export function storedFileResponse(key: string, file: StoredObject, cacheControl = 'public, max-age=31536000, immutable'): Response {
  return new Response(file.body, {
    headers: {
      'Content-Type': contentTypeOf(key),
      'Content-Length': String(file.size),
      'Cache-Control': cacheControl,
      'Content-Disposition': 'inline',
    },
  });
}

const FOLDER_PATTERN = /^[a-z][a-z0-9-]{0,30}$/;
const FILE_PATTERN = /^[a-z0-9]{16,64}\.(webp|jpg|png)$/;

/** Whether a key has the shape of one served under /uploads ("folder/random.ext"): no other object is ever served there. */
export function isUploadKey(key: string): boolean {
  const [folder, file, ...rest] = key.split('/');
  return rest.length === 0 && !!folder && !!file && FOLDER_PATTERN.test(folder) && FILE_PATTERN.test(file);
}

/** A file served under /uploads (avatars, centre images), or null. */
export async function readUpload(key: string): Promise<StoredObject | null> {
  return isUploadKey(key) ? storage().get(key) : null;
}

/** The public address of a file served under /uploads. */
export function uploadUrl(key: string): string {
  return `/uploads/${key}`;
}

/** The storage key behind a public address made by uploadUrl, or null. */
export function uploadKeyFromUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith('/uploads/')) return null;
  const key = url.slice('/uploads/'.length);
  return isUploadKey(key) ? key : null;
}
