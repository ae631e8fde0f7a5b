// The object store on the local disk (the default, one machine): each key is a file under one folder,
// DATA_DIR/uploads unless STORAGE_URL=file:///... names another (a volume several servers mount).
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { assertStorageKey, isStorageKey, type ObjectInfo, type ObjectStore, type StoredObject } from './storage.server.ts';

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

export function createLocalStore(folder: string): ObjectStore {
  const root = path.resolve(folder);
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };

  async function* walk(directory: string, prefix: string): AsyncGenerator<ObjectInfo> {
    const entries = await readdir(directory, { withFileTypes: true }).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    for (const entry of entries) {
      const key = directory === root ? entry.name : `${path.relative(root, directory).split(path.sep).join('/')}/${entry.name}`;
      if (entry.isDirectory()) {
        if (key.startsWith(prefix) || prefix.startsWith(`${key}/`)) yield* walk(path.join(directory, entry.name), prefix);
      } else if (entry.isFile() && key.startsWith(prefix) && isStorageKey(key)) {
        const info = await stat(path.join(directory, entry.name)).catch(() => null);
        if (info) yield { key, size: info.size, modifiedAt: info.mtime };
      }
    }
  }

  return {
    description: `local disk ${root}`,

    async check() {
      await mkdir(root, { recursive: true });
    },

    // Written through a temporary file and a rename, so a crash never leaves half an image.
    async put(key, bytes) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, bytes, { mode: 0o644 });
      await rename(temporary, target);
    },

    async get(key): Promise<StoredObject | null> {
      const file = fileOf(key);
      const info = await stat(file).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (!info?.isFile()) return null;
      return { body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, size: info.size };
    },

    async move(from, to) {
      const target = fileOf(to);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(fileOf(from), target);
    },

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },

    list(prefix) {
      return walk(root, prefix);
    },
  };
}
