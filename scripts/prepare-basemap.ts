// Prepares the detailed land of the built-in basemap: `npm run basemap:prepare` does it for DATA_DIR
// (the server also starts it by itself on first start); `node scripts/prepare-basemap.ts <folder>`
// writes that folder. Prints what it made, how long it took and its peak memory.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../app/lib/env.server.ts';
import { prepareLandStore } from '../app/features/map/land-store.server.ts';
import { landStoreDir } from '../app/lib/land-store-folder.server.ts';

const dir = process.argv[2] ?? landStoreDir(path.resolve(import.meta.dirname, '..', loadConfig().DATA_DIR));
if (existsSync(path.join(dir, 'index.json'))) {
  console.log(`Already prepared: ${dir}`);
} else {
  const started = performance.now();
  const result = await prepareLandStore({ dir });
  const usage = process.resourceUsage();
  console.log(
    JSON.stringify({
      ...result,
      seconds: Math.round((performance.now() - started) / 100) / 10,
      cpuSeconds: Math.round((usage.userCPUTime + usage.systemCPUTime) / 1e5) / 10,
      peakRssMb: Math.round(usage.maxRSS / 1024),
    }),
  );
}
