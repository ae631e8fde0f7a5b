// Secrets generated on first start and kept in DATA_DIR, so a fresh machine needs no setup
// and a restart keeps sessions and the embedded database password.
import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webPush from 'web-push';

/** The VAPID keys sign this site's pushes; a browser's subscription is bound to the public key it was made with. */
export type LocalSecrets = { authSecret: string; postgresPassword: string; vapidPublicKey: string; vapidPrivateKey: string };

const fileIn = (dataDir: string) => path.join(dataDir, 'secrets.json');

/** The secrets DATA_DIR holds, without creating any. */
export async function readSecrets(dataDir: string): Promise<Partial<LocalSecrets>> {
  return readFile(fileIn(dataDir), 'utf8').then(
    (text) => JSON.parse(text) as Partial<LocalSecrets>,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return {};
      throw error;
    },
  );
}

async function writeSecrets(dataDir: string, secrets: LocalSecrets): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  await writeFile(fileIn(dataDir), JSON.stringify(secrets, null, 2), { mode: 0o600 });
}

export async function loadOrCreateSecrets(dataDir: string): Promise<LocalSecrets> {
  const existing = await readSecrets(dataDir);
  // The pair is kept or made together: half of one pair with half of another signs nothing.
  const vapid = existing.vapidPublicKey && existing.vapidPrivateKey ? { publicKey: existing.vapidPublicKey, privateKey: existing.vapidPrivateKey } : webPush.generateVAPIDKeys();
  const secrets: LocalSecrets = {
    authSecret: existing.authSecret ?? randomBytes(32).toString('base64url'),
    postgresPassword: existing.postgresPassword ?? randomBytes(18).toString('base64url'),
    vapidPublicKey: vapid.publicKey,
    vapidPrivateKey: vapid.privateKey,
  };
  if ((Object.keys(secrets) as (keyof LocalSecrets)[]).some((name) => secrets[name] !== existing[name])) await writeSecrets(dataDir, secrets);
  return secrets;
}

/** Puts a restored session secret or push key pair in DATA_DIR (the embedded database's password stays this folder's own). */
export async function replaceSecrets(dataDir: string, restored: Partial<Pick<LocalSecrets, 'authSecret' | 'vapidPublicKey' | 'vapidPrivateKey'>>): Promise<void> {
  const current = await loadOrCreateSecrets(dataDir);
  await writeSecrets(dataDir, { ...current, ...restored });
}

/** Tells two session secrets apart without revealing either (kept in backups' manifests). */
export function secretFingerprint(secret: string): string {
  return createHmac('sha256', secret).update('diveatlas session secret fingerprint').digest('hex').slice(0, 16);
}
