// Backup and restore as an operator runs them (`npm run db:backup`, `npm run db:restore`): a site whose
// photos live in an S3-compatible bucket is backed up while it runs, restored on a new machine that keeps
// uploads on its local disk, and comes back with its photos showing and its members still signed in.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../setup/app-server.ts';
import { DEMO_MEMBER, listingIdFrom, listingPhotoUrls, photoWithGps, postSiteForm, signInDemoMember } from '../setup/http-member.ts';
import { startS3Server, type TestS3Server } from '../setup/s3-server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Runs the backup script as `npm run db:backup` / `db:restore` would, with its own environment. */
function runBackupScript(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/backup.ts', ...args], { cwd: ROOT, env: { ...process.env, DATABASE_URL: '', AUTH_SECRET: '', STORAGE_URL: '', ...env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('backup and restore', { timeout: 300_000 }, () => {
  const servers: AppServer[] = [];
  const folders: string[] = [];
  let s3: TestS3Server | undefined;
  afterAll(async () => {
    for (const server of servers) await server.stop();
    await s3?.stop();
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it('a restored site shows its photos and keeps its members signed in', async () => {
    s3 = await startS3Server(['site-uploads']);
    const storageUrl = s3.storageUrl('site-uploads');
    const original = await startAppServer({ STORAGE_URL: storageUrl });
    servers.push(original);
    const cookie = await signInDemoMember(original.url);
    const added = await postSiteForm(original.url, '/add-listing', cookie, { name: 'Test Restored Drop-off', countryCode: 'PH', lat: 9.95, lng: 123.37 }, await photoWithGps());
    const siteId = listingIdFrom(added);
    const photos = await listingPhotoUrls(original.url, siteId);
    expect(photos.length).toBeGreaterThan(0);

    // The backup is taken while the site runs.
    const backup = await mkdtemp(path.join(ROOT, '.cache', 'backup-'));
    folders.push(backup);
    const made = await runBackupScript(['backup', backup], { DATA_DIR: original.dataDir, STORAGE_URL: storageUrl });
    expect(made.code, made.output).toBe(0);
    const manifest = JSON.parse(await readFile(path.join(backup, 'manifest.json'), 'utf8')) as { uploads: { files: number }; authSecret: { stored: string }; pushKeys: { stored: string; publicKey: string } };
    expect(manifest.authSecret.stored).toBe('in-backup');
    // The push keys go too: members' browsers subscribed with this public key.
    const pushKeysOf = async (dataDir: string) => {
      const { vapidPublicKey, vapidPrivateKey } = JSON.parse(await readFile(path.join(dataDir, 'secrets.json'), 'utf8')) as { vapidPublicKey: string; vapidPrivateKey: string };
      return { vapidPublicKey, vapidPrivateKey };
    };
    const originalPushKeys = await pushKeysOf(original.dataDir);
    expect(manifest.pushKeys).toEqual({ stored: 'in-backup', publicKey: originalPushKeys.vapidPublicKey });
    expect(manifest.uploads.files).toBeGreaterThanOrEqual(photos.length);
    await original.stop();
    servers.splice(servers.indexOf(original), 1);

    // A new machine: an empty DATA_DIR, uploads on its own disk this time. In the temporary folder, as
    // the test servers' own: the database's account can enter it, so its cluster lives inside it and
    // goes with it (in a private checkout it would live outside, linked, and outlast the test).
    const fresh = await mkdtemp(path.join(tmpdir(), 'diveatlas-restored-'));
    folders.push(fresh);
    const restored = await runBackupScript(['restore', backup], { DATA_DIR: fresh });
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toContain('members stay signed in');
    expect(restored.output).toContain("members' devices keep receiving pushes");
    expect(await pushKeysOf(fresh)).toEqual(originalPushKeys);
    const server = await startAppServer({}, { dataDir: fresh });
    servers.push(server);

    const page = await (await fetch(`${server.url}/listing/${siteId}`, { headers: { cookie } })).text();
    expect(page).toContain('Test Restored Drop-off');
    expect(page).toContain(`Welcome ${DEMO_MEMBER.firstName}`);
    for (const photo of photos) {
      const response = await fetch(`${server.url}${photo}`);
      expect(response.status, photo).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
    }
    const onDisk = await readdir(path.join(fresh, 'uploads', 'site-photos', String(siteId)));
    expect(onDisk.length).toBe(photos.length);
  });
});
