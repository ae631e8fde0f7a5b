// Where the detailed land of the built-in basemap is kept in DATA_DIR, and its version. The server
// prepares it at start-up when it is missing (server/land-preparation.ts); the map reads it
// (app/features/map/land-store.server.ts). Edit LAND_REVISION when what is stored changes, so that
// every server prepares the new version.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The OpenStreetMap land polygons the store is prepared from. */
export const LAND_PACKAGE = '@geo-maps/earth-lands-10m';
const LAND_REVISION = 1;

/** The data's version and ours: part of the tile URLs and of the store's folder name. */
export const LAND_VERSION = `${(JSON.parse(readFileSync(require.resolve(`${LAND_PACKAGE}/package.json`), 'utf8')) as { version: string }).version.replaceAll('.', '')}-${LAND_REVISION}`;

/** Where the prepared basemap data lives: DATA_DIR/basemap. */
export function basemapDir(dataDir: string): string {
  return path.join(dataDir, 'basemap');
}

/** The store of the current version, in DATA_DIR/basemap. */
export function landStoreDir(dataDir: string): string {
  return path.join(basemapDir(dataDir), `land-${LAND_VERSION}`);
}
