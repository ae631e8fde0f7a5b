// The uploaded files of a backup (the tables are db/backup.ts's): every object of the store is
// copied to <backup>/uploads/<key>, from the local disk or a bucket alike, and a restore writes them
// into whichever store the restoring machine is configured with.
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import { contentTypeOf, isStorageKey, type ObjectStore } from './storage.server.ts';

/** Photos staged by forms nobody has saved yet are not kept: they are removed after a day anyway. */
const LEFT_OUT = 'site-photos/staged/';

export type FilesSummary = { files: number; bytes: number };

const uploadsIn = (folder: string) => path.join(folder, 'uploads');

/**
 * Copies every stored file into the backup folder. Run it after the database snapshot: files are
 * never changed once written (new ones get new keys), so every file the snapshot names is there,
 * unless it was deleted in between.
 */
export async function backupUploads(store: ObjectStore, folder: string): Promise<FilesSummary> {
  const summary: FilesSummary = { files: 0, bytes: 0 };
  for await (const info of store.list('')) {
    if (info.key.startsWith(LEFT_OUT)) continue;
    const object = await store.get(info.key);
    if (!object) continue;
    const target = path.join(uploadsIn(folder), ...info.key.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    await pipeline(Readable.fromWeb(object.body as NodeReadableStream<Uint8Array>), createWriteStream(target, { mode: 0o600 }));
    summary.files += 1;
    summary.bytes += object.size;
  }
  return summary;
}

/** Writes the backup's files into the store (a file already there with the same key is replaced). */
export async function restoreUploads(store: ObjectStore, folder: string): Promise<FilesSummary> {
  const root = uploadsIn(folder);
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const summary: FilesSummary = { files: 0, bytes: 0 };
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (!isStorageKey(key)) throw new Error(`${path.join(root, key)} is not a file this application wrote; remove it from the backup to restore the rest.`);
    const bytes = await readFile(path.join(entry.parentPath, entry.name));
    await store.put(key, bytes, contentTypeOf(key));
    summary.files += 1;
    summary.bytes += bytes.byteLength;
  }
  return summary;
}
