// Secrets generated on first start and kept in DATA_DIR, so a fresh machine needs no setup
// and a restart keeps sessions and the embedded database password.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type LocalSecrets = { authSecret: string; postgresPassword: string };

export async function loadOrCreateSecrets(dataDir: string): Promise<LocalSecrets> {
  const file = path.join(dataDir, 'secrets.json');
  const existing: Partial<LocalSecrets> = await readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as Partial<LocalSecrets>,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return {};
      throw error;
    },
  );
  const secrets: LocalSecrets = {
    authSecret: existing.authSecret ?? randomBytes(32).toString('base64url'),
    postgresPassword: existing.postgresPassword ?? randomBytes(18).toString('base64url'),
  };
  if (secrets.authSecret !== existing.authSecret || secrets.postgresPassword !== existing.postgresPassword) {
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}
