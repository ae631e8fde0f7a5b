import { describe, expect, it } from 'vitest';
import { projectLat, projectLng, WORLD_SIZE } from './land-geometry.ts';
import { isTownTile, TOWN_MIN_POPULATION, townTile, townsInTile, TOWNS_MAX_ZOOM, type Towns } from './towns.server.ts';

/** The tile of a zoom that holds a position. */
function tileOf(z: number, lat: number, lng: number): [number, number, number] {
  const size = WORLD_SIZE / 2 ** z;
  return [z, Math.floor(projectLng(lng) / size), Math.floor(projectLat(lat) / size)];
}

const DAHAB = { lat: 28.482, lng: 34.495 };

describe('town names of the built-in basemap', () => {
  it('names Dahab (8,000 people) from zoom 9, and only cities of a million on a continent at zoom 4', () => {
    expect(townTile(...tileOf(8, DAHAB.lat, DAHAB.lng)).names).not.toContain('Dahab');
    expect(townTile(...tileOf(9, DAHAB.lat, DAHAB.lng)).names).toContain('Dahab');
    expect(townTile(...tileOf(TOWNS_MAX_ZOOM, DAHAB.lat, DAHAB.lng)).names).toContain('Dahab');
    const cairo = townTile(...tileOf(4, 30.04, 31.24));
    expect(cairo.names).toContain('Cairo');
    expect(cairo.names).not.toContain('Dahab');
    expect(cairo.gzip.length).toBeGreaterThan(0);
  });

  it('keeps the larger town first, and its population, so the map can favour it where names collide', () => {
    const towns: Towns = {
      names: ['Big', 'Small'],
      population: Uint32Array.from([50_000, 3_000]),
      x: Int32Array.from([projectLng(34.5), projectLng(34.51)]),
      y: Int32Array.from([projectLat(28.5), projectLat(28.51)]),
    };
    const at = (z: number) => townsInTile(towns, ...tileOf(z, 28.5, 34.5)).features.map((feature) => feature.properties);
    expect(at(TOWNS_MAX_ZOOM)).toEqual([
      { name: 'Big', population: 50_000, rank: 0 },
      { name: 'Small', population: 3_000, rank: 1 },
    ]);
    expect(TOWN_MIN_POPULATION[7]).toBeGreaterThan(3_000);
    expect(at(7).map((town) => town?.name)).toEqual(['Big']);
  });

  it('cuts tiles only for the zooms it serves', () => {
    expect(isTownTile(4, 9, 6)).toBe(true);
    expect(isTownTile(3, 4, 3)).toBe(false);
    expect(isTownTile(TOWNS_MAX_ZOOM + 1, 0, 0)).toBe(false);
    expect(isTownTile(5, 32, 0)).toBe(false);
  });
});
