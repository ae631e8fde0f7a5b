// `npm start` runs this before building: when a server already runs on this DATA_DIR (with the
// embedded database), or the embedded database cannot run on this machine as it is set up, say so
// now instead of after rebuilding the bundle.
import path from 'node:path';
import { ConfigError, loadConfig } from '../app/lib/env.server.ts';
import { EmbeddedPostgresSetupError, prepareEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { assertDataDirFree, DataDirInUseError } from '../server/data-dir-lock.ts';

try {
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    const dataDir = path.resolve(import.meta.dirname, '..', config.DATA_DIR);
    await assertDataDirFree(dataDir);
    await prepareEmbeddedPostgres(path.join(dataDir, 'postgres'));
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirInUseError || error instanceof EmbeddedPostgresSetupError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
