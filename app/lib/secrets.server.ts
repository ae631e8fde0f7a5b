// Secrets generated on first start and kept in DATA_DIR, so a fresh machine needs no setup
// and a restart keeps sessions and the embedded database password.
import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type LocalSecrets = { authSecret: string; postgresPassword: string };

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
  const secrets: LocalSecrets = {
    authSecret: existing.authSecret ?? randomBytes(32).toString('base64url'),
    postgresPassword: existing.postgresPassword ?? randomBytes(18).toString('base64url'),
  };
  if (secrets.authSecret !== existing.authSecret || secrets.postgresPassword !== existing.postgresPassword) await writeSecrets(dataDir, secrets);
  return secrets;
}

/** Puts a restored session secret in DATA_DIR (the embedded database's password stays this folder's own). */
export async function replaceAuthSecret(dataDir: string, authSecret: string): Promise<void> {
  const current = await loadOrCreateSecrets(dataDir);
  await writeSecrets(dataDir, { ...current, authSecret });
}

/** Tells two session secrets apart without revealing either (kept in backups' manifests). */
export function secretFingerprint(secret: string): string {
  return createHmac('sha256', secret).update('diveatlas session secret fingerprint').digest('hex').slice(0, 16);
}
