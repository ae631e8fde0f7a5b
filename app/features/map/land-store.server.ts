// The detailed land, prepared once from the OpenStreetMap land polygons of @geo-maps/earth-lands-10m
// into DATA_DIR/basemap/<version>/: cells.bin (every cell's bytes, see land-cells.ts) and index.json
// (where each cell starts). index.json is written last, by rename, so a store with one is complete.
// The preparation runs in a child process (scripts/prepare-basemap.ts) started by the server; where
// the store lives and its version are in app/lib/land-store-folder.server.ts.
import { existsSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm, writeFile, type FileHandle } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LAND_PACKAGE, LAND_VERSION, landStoreDir } from '../../lib/land-store-folder.server.ts';
import { RecencyCache } from '../../lib/recency-cache.ts';
import { CELL_MARGIN, CELL_ZOOM, CellWriter, readCell, splitIntoCells, type Cell, type CellKey } from './land-cells.ts';
import { boxesOverlap, polygonContains, projectLat, projectLng, tileBox, WORLD_SIZE, type UnitBox } from './land-geometry.ts';
import { readLandPolygons } from './land-source.server.ts';

const require = createRequire(import.meta.url);

export function landSourceFile(): string {
  return require.resolve(`${LAND_PACKAGE}/map.geo.json`);
}

type StoreIndex = { version: string; cellZoom: number; cellMargin: number; cells: Record<CellKey, [offset: number, length: number]> };

export type PreparedLand = { cells: number; points: number; bytes: number };

/**
 * Reads the land file and writes the store into `dir` (unless another process finished it first).
 * `within` keeps only the cells touching one of its boxes, for tests.
 */
export async function prepareLandStore(options: { source?: string; dir: string; within?: UnitBox[] }): Promise<PreparedLand> {
  const { dir, within } = options;
  const cells = new Map<CellKey, CellWriter>();
  let points = 0;
  await readLandPolygons(options.source ?? landSourceFile(), (polygon) => {
    splitIntoCells(polygon, (x, y, part) => {
      if (within && !within.some((box) => boxesOverlap(tileBox(CELL_ZOOM, x, y, CELL_MARGIN), box))) return;
      const key: CellKey = `${x}/${y}`;
      let writer = cells.get(key);
      if (!writer) cells.set(key, (writer = new CellWriter(x, y)));
      writer.addPolygon(part);
      points += part.coords.length / 2;
    });
  });

  // Written beside the final folder and renamed into place: a crash leaves no half store behind.
  const temporary = `${dir}.preparing-${process.pid}`;
  await rm(temporary, { recursive: true, force: true });
  await mkdir(temporary, { recursive: true });
  const index: StoreIndex = { version: LAND_VERSION, cellZoom: CELL_ZOOM, cellMargin: CELL_MARGIN, cells: {} };
  const file = await open(path.join(temporary, 'cells.bin'), 'w');
  let offset = 0;
  try {
    for (const key of [...cells.keys()].sort()) {
      const bytes = cells.get(key)!.toBytes();
      await file.write(bytes, 0, bytes.length, offset);
      index.cells[key] = [offset, bytes.length];
      offset += bytes.length;
    }
    await file.sync();
  } finally {
    await file.close();
  }
  await writeFile(path.join(temporary, 'index.json'), JSON.stringify(index));
  try {
    await rename(temporary, dir);
  } catch (error) {
    // Another process finished the same store first: theirs is as good as ours.
    await rm(temporary, { recursive: true, force: true });
    if (!existsSync(path.join(dir, 'index.json'))) throw error;
  }
  return { cells: cells.size, points, bytes: offset };
}

/** An LRU of decoded cells, bounded by their points (8 bytes each, plus the rings' own costs). */
const CELL_POINT_BUDGET = 4_000_000;

export class LandStore {
  /** Cells read, by points, most recently used kept: a cell's size is known once it has loaded. */
  private readonly cells = new RecencyCache<CellKey, Promise<Cell | null>>(CELL_POINT_BUDGET);
  readonly dir: string;
  private readonly index: StoreIndex;
  private readonly file: FileHandle;

  private constructor(dir: string, index: StoreIndex, file: FileHandle) {
    this.dir = dir;
    this.index = index;
    this.file = file;
  }

  /** The store in `dir`, or null while it is not (yet) complete. */
  static async open(dir: string): Promise<LandStore | null> {
    let index: StoreIndex;
    try {
      index = JSON.parse(await readFile(path.join(dir, 'index.json'), 'utf8')) as StoreIndex;
    } catch {
      return null;
    }
    if (index.version !== LAND_VERSION || index.cellZoom !== CELL_ZOOM || index.cellMargin !== CELL_MARGIN) return null;
    return new LandStore(dir, index, await open(path.join(dir, 'cells.bin'), 'r'));
  }

  hasCell(x: number, y: number): boolean {
    return `${x}/${y}` in this.index.cells;
  }

  /** The cell at (x, y) of CELL_ZOOM; null for open sea. */
  cell(x: number, y: number): Promise<Cell | null> {
    const key: CellKey = `${x}/${y}`;
    const cached = this.cells.get(key);
    if (cached) return cached;
    const entry = this.index.cells[key];
    const loading = entry ? this.load(x, y, entry) : Promise.resolve(null);
    this.cells.set(key, loading, 0);
    void loading.then(
      (cell) => this.cells.resize(key, cell?.points ?? 0),
      () => this.cells.delete(key),
    );
    return loading;
  }

  private async load(x: number, y: number, [offset, length]: [number, number]): Promise<Cell> {
    const bytes = new Uint8Array(length);
    await this.file.read(bytes, 0, length, offset);
    return readCell(x, y, bytes);
  }

  /** Whether a position lies on the detailed land (islands included, lakes not). */
  async isLand(lat: number, lng: number): Promise<boolean> {
    const x = projectLng(lng);
    const y = projectLat(lat);
    const size = WORLD_SIZE / 2 ** CELL_ZOOM;
    const cellX = Math.min(2 ** CELL_ZOOM - 1, Math.floor(x / size));
    const cellY = Math.min(2 ** CELL_ZOOM - 1, Math.floor(y / size));
    const cell = await this.cell(cellX, cellY);
    if (!cell) return false;
    return cell.polygons.some((polygon, index) => {
      const [minX, minY, maxX, maxY] = cell.boxes[index]!;
      return x >= minX && x <= maxX && y >= minY && y <= maxY && polygonContains(polygon, x, y);
    });
  }

  async close() {
    await this.file.close();
  }
}

type StoreState = { opened: LandStore | null; opening: Promise<LandStore | null> | null; lastLook: number };
/** Per data folder: the opened store, an open in progress, and when the folder was last looked at. */
const stores = new Map<string, StoreState>();
/** While the store is being prepared, how often a request looks again whether it is done. */
const LOOK_AGAIN_MS = 2000;

function storeState(dataDir: string): StoreState {
  let state = stores.get(dataDir);
  if (!state) {
    state = { opened: null, opening: null, lastLook: 0 };
    stores.set(dataDir, state);
  }
  return state;
}

/** The prepared store of this data folder, or null while it is still being prepared. */
export function preparedLandStore(dataDir: string): Promise<LandStore | null> {
  const state = storeState(dataDir);
  if (state.opened) return Promise.resolve(state.opened);
  if (state.opening) return state.opening;
  if (Date.now() - state.lastLook < LOOK_AGAIN_MS) return Promise.resolve(null);
  state.lastLook = Date.now();
  state.opening = LandStore.open(landStoreDir(dataDir)).then(
    (store) => {
      state.opened = store;
      state.opening = null;
      return store;
    },
    () => {
      state.opening = null;
      return null;
    },
  );
  return state.opening;
}
