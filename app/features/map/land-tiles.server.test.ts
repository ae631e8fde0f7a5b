// The detailed land, prepared from the real OpenStreetMap land file for two cells (the Sinai around
// Dahab, and open Atlantic around Fernando de Noronha), then cut into tiles.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectLat, projectLng, tileBox, WORLD_SIZE } from './land-geometry.ts';
import { LandStore, prepareLandStore, type PreparedLand } from './land-store.server.ts';
import { cutLandTile, isLandTile, landTile, LAND_MAX_ZOOM } from './land-tiles.server.ts';

/** The tile of zoom z holding a place. */
function tileAt(lat: number, lng: number, z: number): [number, number, number] {
  const size = WORLD_SIZE / 2 ** z;
  return [z, Math.floor(projectLng(lng) / size), Math.floor(projectLat(lat) / size)];
}

const BLUE_HOLE_DAHAB = tileAt(28.572, 34.537, 13);
const OPEN_ATLANTIC = tileAt(-1, -30, 13);

/** Shares of a 64 × 64 grid of points in the tile that fall on land and in the sea. */
function landShare(tile: VectorTile): number {
  const layer = tile.layers.land!;
  const rings = Array.from({ length: layer.length }, (_, index) => layer.feature(index).loadGeometry()).flat();
  let land = 0;
  const steps = 64;
  for (let row = 0; row < steps; row++) {
    for (let column = 0; column < steps; column++) {
      const x = ((column + 0.5) / steps) * layer.extent;
      const y = ((row + 0.5) / steps) * layer.extent;
      let inside = false;
      for (const ring of rings) {
        for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
          const a = ring[i]!;
          const b = ring[j]!;
          if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
        }
      }
      if (inside) land += 1;
    }
  }
  return land / steps ** 2;
}

describe('vector tiles of the detailed land', () => {
  let dir: string;
  let store: LandStore;
  let prepared: PreparedLand;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'diveatlas-land-'));
    const within = [tileBox(...BLUE_HOLE_DAHAB), tileBox(...OPEN_ATLANTIC)];
    prepared = await prepareLandStore({ dir: path.join(dir, 'store'), within });
    store = (await LandStore.open(path.join(dir, 'store')))!;
  }, 120_000);

  afterAll(async () => {
    await store?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps only the cells asked for, a few bytes a point', () => {
    expect(prepared.cells).toBe(2);
    expect(prepared.points).toBeGreaterThan(1000);
    expect(prepared.bytes / prepared.points).toBeLessThan(8);
  });

  it('cuts a zoom-13 tile around the Blue Hole of Dahab with land, sea and the coast between', async () => {
    const tile = await landTile(store, ...BLUE_HOLE_DAHAB);
    expect(tile.gzip.length).toBeGreaterThan(0);
    expect(gunzipSync(tile.gzip)).toEqual(Buffer.from(tile.pbf));
    const decoded = new VectorTile(new PbfReader(tile.pbf));
    expect(Object.keys(decoded.layers).sort()).toEqual(['coast', 'land']);
    expect(decoded.layers.land!.extent).toBe(4096);
    expect(decoded.layers.land!.feature(0).type).toBe(3);
    // The Sinai to the west, the Gulf of Aqaba to the east.
    const share = landShare(decoded);
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.9);
    const coast = decoded.layers.coast!.feature(0);
    expect(coast.type).toBe(2);
    expect(coast.loadGeometry().flat().length).toBeGreaterThanOrEqual(2);
    // Cut once, then the same bytes.
    expect(await landTile(store, ...BLUE_HOLE_DAHAB)).toBe(tile);
  });

  it('gives an empty tile far out at sea, though its cell has islands', async () => {
    expect(store.hasCell(26, 32)).toBe(true);
    expect(await cutLandTile(store, ...OPEN_ATLANTIC)).toBeNull();
    const tile = await landTile(store, ...OPEN_ATLANTIC);
    expect(tile.pbf.length).toBe(0);
    expect(tile.features).toBe(0);
  });

  it('tells land from sea at a point: the Sinai mountains, the Gulf of Aqaba, the Atlantic', async () => {
    expect(await store.isLand(28.6, 34.4)).toBe(true);
    expect(await store.isLand(28.55, 34.65)).toBe(false);
    expect(await store.isLand(-1, -30)).toBe(false);
  });

  it('serves zooms 6 to 14 only, inside the world', () => {
    expect(isLandTile(13, 4881, 3417)).toBe(true);
    expect(isLandTile(5, 1, 1)).toBe(false);
    expect(isLandTile(LAND_MAX_ZOOM + 1, 0, 0)).toBe(false);
    expect(isLandTile(6, 64, 0)).toBe(false);
    expect(isLandTile(6, -1, 0)).toBe(false);
  });
});
