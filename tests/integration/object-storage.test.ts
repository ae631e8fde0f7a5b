// The object store's two drivers, held to the same contract: the local disk, and an S3-compatible
// bucket on a local s3rver. Then the upload helpers and the backup of uploads on a bucket.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveAvatar } from '../../app/features/members/avatar.server.ts';
import { commitStagedPhotos, readSitePhoto, readStagedPhoto, stageSitePhoto } from '../../app/features/sites/site-photos.server.ts';
import { getRuntime } from '../../app/lib/runtime.server.ts';
import { backupUploads, restoreUploads } from '../../app/lib/storage-backup.server.ts';
import { createLocalStore } from '../../app/lib/storage-local.server.ts';
import { createS3Store } from '../../app/lib/storage-s3.server.ts';
import { readUpload, uploadKeyFromUrl, type ObjectStore, type StoredObject } from '../../app/lib/storage.server.ts';
import { startS3Server, type TestS3Server } from '../setup/s3-server.ts';

let s3: TestS3Server;
const folders: string[] = [];

async function scratchFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'object-store-'));
  folders.push(folder);
  return folder;
}

beforeAll(async () => {
  s3 = await startS3Server(['photos', 'restored']);
});

afterAll(async () => {
  await s3.stop();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function bytesOf(object: StoredObject | null): Promise<Buffer | null> {
  return object ? Buffer.from(await new Response(object.body).arrayBuffer()) : null;
}

async function keysUnder(store: ObjectStore, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of store.list(prefix)) keys.push(object.key);
  return keys.sort();
}

const drivers: Array<[string, () => Promise<ObjectStore>]> = [
  ['the local disk', async () => createLocalStore(path.join(await scratchFolder(), 'uploads'))],
  ['an S3-compatible bucket', async () => createS3Store(s3.settings('photos', `run-${Math.random().toString(36).slice(2)}`))],
];

describe.each(drivers)('the object store on %s', (_name, open) => {
  let store: ObjectStore;
  beforeAll(async () => {
    store = await open();
    await store.check();
  });

  it('gives back what was written, byte for byte, and null for what was not', async () => {
    const bytes = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 250]);
    await store.put('avatars/0123456789abcdef0123456789abcdef.webp', bytes, 'image/webp');
    const object = await store.get('avatars/0123456789abcdef0123456789abcdef.webp');
    expect(object?.size).toBe(8);
    expect([...(await bytesOf(object))!]).toEqual([...bytes]);
    expect(await store.get('avatars/ffffffffffffffffffffffffffffffff.webp')).toBeNull();
  });

  it('moves, lists by prefix and deletes, and a missing object is no error', async () => {
    await store.put('site-photos/staged/aaaa-320.webp', new Uint8Array([1]), 'image/webp');
    await store.put('site-photos/staged/aaaa-640.webp', new Uint8Array([1, 2]), 'image/webp');
    await store.put('site-photos/7/bbbb-320.webp', new Uint8Array([3]), 'image/webp');
    await store.move('site-photos/staged/aaaa-640.webp', 'site-photos/7/aaaa-640.webp');
    expect(await keysUnder(store, 'site-photos/staged/')).toEqual(['site-photos/staged/aaaa-320.webp']);
    expect(await keysUnder(store, 'site-photos/7/')).toEqual(['site-photos/7/aaaa-640.webp', 'site-photos/7/bbbb-320.webp']);
    const listed = [];
    for await (const object of store.list('site-photos/7/aaaa')) listed.push(object);
    expect(listed).toMatchObject([{ key: 'site-photos/7/aaaa-640.webp', size: 2 }]);
    expect(Date.now() - listed[0]!.modifiedAt.getTime()).toBeLessThan(60_000);

    await store.delete('site-photos/7/aaaa-640.webp');
    await store.delete('site-photos/7/never-there.webp');
    expect(await store.get('site-photos/7/aaaa-640.webp')).toBeNull();
  });

  it('refuses keys that could reach outside its folder or prefix', async () => {
    for (const key of ['../secrets.json', '/etc/passwd', 'avatars/../../x.webp', 'avatars/.hidden']) {
      await expect(store.put(key, new Uint8Array([1]), 'image/webp'), key).rejects.toThrow(/Invalid storage key/);
      await expect(store.get(key), key).rejects.toThrow(/Invalid storage key/);
    }
  });
});

describe('an S3-compatible bucket', () => {
  it('that does not exist stops start-up with a message that names it and the variables to check', async () => {
    await expect(createS3Store(s3.settings('no-such-bucket')).check()).rejects.toThrow(/bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ .*STORAGE_URL or the S3_\* variables/);
  });
});

describe('uploads kept in a bucket', () => {
  const bucket = () => createS3Store(s3.settings('photos', 'uploads-on-s3'));
  let local: ObjectStore;
  beforeAll(() => {
    local = getRuntime().storage;
    getRuntime().storage = bucket();
  });
  afterAll(() => {
    getRuntime().storage = local;
  });

  async function photoFile(): Promise<File> {
    const bytes = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 20, g: 110, b: 170 } } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '36/1 0/1 0/1' } })
      .toBuffer();
    return new File([new Uint8Array(bytes)], 'reef.jpg', { type: 'image/jpeg' });
  }

  it('a site photo is staged for its uploader only, then moved under the site, with no metadata', async () => {
    const photo = await stageSitePhoto(await photoFile(), 'member-a');
    expect(photo).toMatchObject({ width: 900, height: 600, sizes: [320, 640] });
    expect(await readStagedPhoto(photo.storageKey, 'member-b')).toBeNull();
    expect(await readStagedPhoto(photo.storageKey, 'member-a')).toEqual(photo);

    await commitStagedPhotos(41, [photo]);
    const stored = await bytesOf(await readSitePhoto(41, `${photo.storageKey}-640.webp`));
    const meta = await sharp(stored!).metadata();
    expect({ format: meta.format, width: meta.width, exif: meta.exif }).toEqual({ format: 'webp', width: 640, exif: undefined });
    expect(await keysUnder(bucket(), 'site-photos/staged/')).toEqual([]);
    expect(await keysUnder(bucket(), 'site-photos/41/')).toEqual([`site-photos/41/${photo.storageKey}-320.webp`, `site-photos/41/${photo.storageKey}-640.webp`]);
  });

  it('an avatar is written to the bucket and read back through its public address', async () => {
    const url = await saveAvatar('member-a', await photoFile());
    const stored = await bytesOf(await readUpload(uploadKeyFromUrl(url)!));
    expect(await sharp(stored!).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
  });

  it('a backup copies every file except staged ones, and a restore writes them into another store', async () => {
    const staged = await stageSitePhoto(await photoFile(), 'member-a');
    const folder = await scratchFolder();
    const summary = await backupUploads(bucket(), folder);
    const saved = (await readdir(path.join(folder, 'uploads'), { recursive: true })).map((file) => file.split(path.sep).join('/'));
    expect(saved.some((file) => file.includes(staged.storageKey))).toBe(false);
    expect(saved.filter((file) => file.endsWith('.webp')).length).toBe(summary.files);
    expect(summary.files).toBeGreaterThanOrEqual(3);

    const restored = createS3Store(s3.settings('restored'));
    expect(await restoreUploads(restored, folder)).toEqual(summary);
    const originals = (await keysUnder(bucket(), '')).filter((key) => !key.startsWith('site-photos/staged/'));
    expect(await keysUnder(restored, '')).toEqual(originals);
    const key = originals.find((candidate) => candidate.startsWith('avatars/'))!;
    expect(await bytesOf(await restored.get(key))).toEqual(await bytesOf(await bucket().get(key)));
  });
});
