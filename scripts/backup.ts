// `npm run db:backup [-- folder]` and `npm run db:restore -- folder`. A backup folder holds the tables
// (db/backup.ts), the uploaded files (uploads/, from the local disk or the bucket), and the session
// secret and push keys (secrets.json) unless they come from the environment (AUTH_SECRET, VAPID_*). With DATABASE_URL set they use
// that server; otherwise the embedded one in DATA_DIR (started for the command if the app is not
// running, or reached on the running app's port). Uploads go to and come from the configured store.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { loadConfig } from '../app/lib/env.server.ts';
import { endPool } from '../app/lib/pool.server.ts';
import { loadOrCreateSecrets, readSecrets, replaceSecrets, secretFingerprint, type LocalSecrets } from '../app/lib/secrets.server.ts';
import { backupUploads, restoreUploads } from '../app/lib/storage-backup.server.ts';
import { openObjectStore } from '../app/lib/storage.server.ts';
import { backupDatabase, isEmptyDatabase, readManifest, restoreDatabase, writeManifest, type BackupManifest } from '../db/backup.ts';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { lockDataDir } from '../server/data-dir-lock.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const [command, target] = process.argv.slice(2);
if (command !== 'backup' && command !== 'restore') {
  console.error('usage: node scripts/backup.ts backup [folder] | restore <folder>');
  process.exit(2);
}
if (command === 'restore' && !target) {
  console.error('restore needs the backup folder: npm run db:restore -- data/backups/<time>');
  process.exit(2);
}

const config = loadConfig();
const dataDir = path.resolve(ROOT, config.DATA_DIR);
const log = pino({ level: 'warn' });
const cleanups: Array<() => Promise<void>> = [];
let url = config.DATABASE_URL;

if (!url) {
  const secrets = await loadOrCreateSecrets(dataDir);
  const clusterDir = path.join(dataDir, 'postgres');
  // postmaster.pid's fourth line is the port of a running server.
  const running = await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => '');
  const port = Number.parseInt(running.split('\n')[3] ?? '', 10);
  if (running && port > 0) {
    url = `postgres://postgres:${encodeURIComponent(secrets.postgresPassword)}@127.0.0.1:${port}/diveatlas`;
  } else {
    const lock = await lockDataDir(dataDir);
    cleanups.push(() => lock.release());
    const embedded = await startEmbeddedPostgres({ clusterDir, password: secrets.postgresPassword, database: 'diveatlas', log });
    cleanups.push(() => embedded.stop());
    url = embedded.url;
  }
}

const SIGN_IN_AGAIN = 'members will have to sign in again after a restore';

type BackupSecrets = Partial<Pick<LocalSecrets, 'authSecret' | 'vapidPublicKey' | 'vapidPrivateKey'>>;

const backupSecretsFile = (folder: string) => path.join(folder, 'secrets.json');

async function readBackupSecrets(folder: string): Promise<BackupSecrets> {
  return JSON.parse(await readFile(backupSecretsFile(folder), 'utf8')) as BackupSecrets;
}

async function addToBackupSecrets(folder: string, values: BackupSecrets): Promise<void> {
  const kept = await readBackupSecrets(folder).catch(() => ({}));
  await writeFile(backupSecretsFile(folder), JSON.stringify({ ...kept, ...values }, null, 2), { mode: 0o600 });
}

const PUSH_SILENT = "members' devices receive no pushes until each turns push on again";

/** Keeps the push key pair with the backup, or says where it is; returns what the manifest records. */
async function backUpPushKeys(folder: string): Promise<NonNullable<BackupManifest['pushKeys']>> {
  if (config.VAPID_PUBLIC_KEY) {
    console.log('The push keys come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY and are not in the backup: restore with the same two set.');
    return { stored: 'environment', publicKey: config.VAPID_PUBLIC_KEY };
  }
  const { vapidPublicKey, vapidPrivateKey } = await readSecrets(dataDir);
  if (!vapidPublicKey || !vapidPrivateKey) return { stored: 'missing', publicKey: null };
  await addToBackupSecrets(folder, { vapidPublicKey, vapidPrivateKey });
  return { stored: 'in-backup', publicKey: vapidPublicKey };
}

/** Brings back the push key pair so that members' devices keep receiving pushes, or says which variables to set. */
async function restorePushKeys(folder: string, saved: BackupManifest['pushKeys']): Promise<void> {
  const current = config.VAPID_PUBLIC_KEY;
  if (saved?.stored === 'in-backup') {
    const { vapidPublicKey, vapidPrivateKey } = await readBackupSecrets(folder);
    if (!vapidPublicKey || !vapidPrivateKey) {
      console.warn(`The push keys are missing from ${folder}/secrets.json: ${PUSH_SILENT}.`);
    } else if (current && current !== vapidPublicKey) {
      console.warn(`VAPID_PUBLIC_KEY differs from the push keys in the backup: ${PUSH_SILENT}. To keep them, set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY to the values in ${folder}/secrets.json.`);
    } else if (!current) {
      await replaceSecrets(dataDir, { vapidPublicKey, vapidPrivateKey });
      console.log(`Push keys restored into ${dataDir}/secrets.json: members' devices keep receiving pushes.`);
      if (config.DATABASE_URL) console.log('Other app servers on this database need the same keys: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY to them on every one.');
    }
  } else if (saved?.stored === 'environment') {
    if (current !== saved.publicKey) console.warn(`Set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY to the pair the backup was made with (public key ${saved.publicKey}), or ${PUSH_SILENT}.`);
  } else {
    console.warn(`This backup holds no push keys: ${PUSH_SILENT}, unless VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set to the ones the servers used.`);
  }
}

/** Keeps the session secret with the backup, or says where it is; returns what the manifest records. */
async function backUpSecret(folder: string): Promise<NonNullable<BackupManifest['authSecret']>> {
  if (config.AUTH_SECRET) {
    console.log('The session secret comes from AUTH_SECRET and is not in the backup: restore with the same AUTH_SECRET set.');
    return { stored: 'environment', fingerprint: secretFingerprint(config.AUTH_SECRET) };
  }
  const { authSecret } = await readSecrets(dataDir);
  if (!authSecret) {
    console.warn(`No session secret found (no AUTH_SECRET, nothing in ${dataDir}/secrets.json): ${SIGN_IN_AGAIN}, unless it is restored with the servers' AUTH_SECRET set.`);
    return { stored: 'missing', fingerprint: null };
  }
  await addToBackupSecrets(folder, { authSecret });
  console.log('The session secret is in secrets.json: keep this folder as private as the database itself.');
  return { stored: 'in-backup', fingerprint: secretFingerprint(authSecret) };
}

/** Brings back the session secret so that members stay signed in, or says which variable to set. */
async function restoreSecret(folder: string, saved: BackupManifest['authSecret']): Promise<void> {
  const current = config.AUTH_SECRET;
  if (saved?.stored === 'in-backup') {
    const { authSecret } = await readBackupSecrets(folder);
    if (!authSecret) {
      console.warn(`The session secret is missing from ${folder}/secrets.json: ${SIGN_IN_AGAIN}.`);
    } else if (current && current !== authSecret) {
      console.warn(`AUTH_SECRET differs from the session secret in the backup: ${SIGN_IN_AGAIN}. To keep them signed in, set AUTH_SECRET to the value in ${folder}/secrets.json.`);
    } else if (!current) {
      await replaceSecrets(dataDir, { authSecret });
      console.log(`Session secret restored into ${dataDir}/secrets.json: members stay signed in.`);
      if (config.DATABASE_URL) console.log('Other app servers on this database need the same secret: set AUTH_SECRET to it on every one.');
    }
  } else if (saved?.stored === 'environment') {
    if (!current) console.warn(`The backup was made with AUTH_SECRET set: set the same AUTH_SECRET before starting the server, or ${SIGN_IN_AGAIN}.`);
    else if (secretFingerprint(current) !== saved.fingerprint) console.warn(`AUTH_SECRET is not the one the backup was made with: ${SIGN_IN_AGAIN}.`);
  } else {
    console.warn(`This backup holds no session secret: ${SIGN_IN_AGAIN}, unless AUTH_SECRET is set to the one the servers used.`);
  }
}

const pool = new pg.Pool({ connectionString: url, max: 2 });
// A connection the database drops while it is idle is not a failure of the backup or the restore.
pool.on('error', (error) => log.debug({ err: error }, 'database connection closed'));
try {
  const storage = await openObjectStore(config.storage, dataDir);
  await storage.check();
  if (command === 'backup') {
    const folder = path.resolve(target ?? path.join(dataDir, 'backups', new Date().toISOString().replace(/[:.]/g, '-')));
    const manifest = await backupDatabase(pool, folder);
    manifest.uploads = await backupUploads(storage, folder);
    manifest.authSecret = await backUpSecret(folder);
    manifest.pushKeys = await backUpPushKeys(folder);
    await writeManifest(folder, manifest);
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(`Backup written to ${folder}: ${manifest.tables.length} tables, ${rows} rows, ${manifest.uploads.files} uploaded files from the ${storage.description}.`);
  } else {
    const folder = path.resolve(target!);
    const manifest = await readManifest(folder);
    if (!(await isEmptyDatabase(pool))) throw new Error('The database is not empty: restore into a new, empty database.');
    // Files first: a page of the restored site never names a photo that is not there yet.
    const files = await restoreUploads(storage, folder);
    await restoreDatabase(pool, folder);
    await restoreSecret(folder, manifest.authSecret);
    await restorePushKeys(folder, manifest.pushKeys);
    console.log(`Restored ${target}: the tables, and ${files.files} uploaded files into the ${storage.description}.`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await endPool(pool);
  for (const step of cleanups.reverse()) await step();
}
