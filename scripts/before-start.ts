// `npm start` runs this before building: when a server already runs on this DATA_DIR (with the
// embedded database), say so now instead of rebuilding the bundle it is serving.
import path from 'node:path';
import { ConfigError, loadConfig } from '../app/lib/env.server.ts';
import { assertDataDirFree, DataDirInUseError } from '../server/data-dir-lock.ts';

try {
  const config = loadConfig();
  if (!config.DATABASE_URL) await assertDataDirFree(path.resolve(import.meta.dirname, '..', config.DATA_DIR));
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
