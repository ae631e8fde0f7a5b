// `npm run seed:land-check`: checks every seeded dive site against the detailed land and writes
// db/seed/data/sites-on-land.json (see app/features/map/seed-land-check.server.ts). It uses the land
// prepared in DATA_DIR when there is one, and otherwise prepares it in a temporary folder (about 10 s).
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readSeedSites } from '../db/seed/index.ts';
import { loadConfig } from '../app/lib/env.server.ts';
import { LAND_VERSION, landStoreDir } from '../app/lib/land-store-folder.server.ts';
import { LandStore, prepareLandStore } from '../app/features/map/land-store.server.ts';
import { positionsFingerprint, sitesOnLand, type OnLandRecord } from '../app/features/map/seed-land-check.server.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUTPUT = path.join(ROOT, 'db', 'seed', 'data', 'sites-on-land.json');

const prepared = landStoreDir(path.resolve(ROOT, loadConfig().DATA_DIR));
let temporary: string | null = null;
let dir = prepared;
if (!existsSync(path.join(prepared, 'index.json'))) {
  temporary = await mkdtemp(path.join(tmpdir(), 'diveatlas-land-check-'));
  dir = path.join(temporary, 'land');
  await prepareLandStore({ dir });
}
const store = await LandStore.open(dir);
if (!store) throw new Error(`No land store in ${dir}`);
try {
  const sites = readSeedSites();
  const record: OnLandRecord = { landVersion: LAND_VERSION, positions: positionsFingerprint(sites), onLand: await sitesOnLand(store, sites) };
  await writeFile(OUTPUT, `${JSON.stringify(record, null, 2)}\n`);
  console.log(`${sites.length} sites checked, ${Object.keys(record.onLand).length} on land: ${path.relative(ROOT, OUTPUT)}`);
} finally {
  await store.close();
  if (temporary) await rm(temporary, { recursive: true, force: true });
}
