import { describe, expect, it } from 'vitest';
import { clipPolygon, coastLines, polygonContains, projectLat, projectLng, tileBox, WORLD_SIZE, type FlatPolygon } from './land-geometry.ts';

const polygon = (...rings: number[][]): FlatPolygon => {
  const ends: number[] = [];
  let length = 0;
  for (const ring of rings) ends.push((length += ring.length));
  return { coords: Int32Array.from(rings.flat()), ends: Uint32Array.from(ends) };
};
const rings = (shape: FlatPolygon) => [...shape.ends].map((end, index) => [...shape.coords.subarray(index ? shape.ends[index - 1]! : 0, end)]);

describe('the geometry of the detailed land', () => {
  it('projects to web-mercator world units', () => {
    expect(projectLng(-180)).toBe(0);
    expect(projectLng(0)).toBe(WORLD_SIZE / 2);
    expect(projectLng(180)).toBe(WORLD_SIZE);
    expect(projectLat(0)).toBe(WORLD_SIZE / 2);
    // The poles are beyond the square: clamped onto its edges.
    expect(projectLat(90)).toBe(0);
    expect(projectLat(-90)).toBe(WORLD_SIZE);
    expect(tileBox(1, 1, 0)).toEqual([WORLD_SIZE / 2, 0, WORLD_SIZE, WORLD_SIZE / 2]);
  });

  it('cuts a polygon to a box, holes on their own, cut points exactly on the edge', () => {
    const square = polygon([0, 0, 100, 0, 100, 100, 0, 100], [60, 40, 90, 40, 90, 60, 60, 60], [10, 10, 20, 10, 20, 20, 10, 20]);
    const cut = clipPolygon(square, [50, -10, 150, 110])!;
    expect(rings(cut)).toEqual([
      [50, 0, 100, 0, 100, 100, 50, 100],
      [60, 40, 90, 40, 90, 60, 60, 60],
    ]);
    // A diagonal edge is cut where it crosses, rounded to a whole unit.
    const triangle = clipPolygon(polygon([0, 0, 100, 0, 0, 100]), [0, 0, 40, 100])!;
    expect(rings(triangle)).toEqual([[0, 0, 40, 0, 40, 60, 0, 100]]);
    expect(clipPolygon(square, [200, 200, 300, 300])).toBeNull();
    // No outer ring left, no polygon, even if a hole would be.
    expect(clipPolygon(polygon([0, 0, 10, 0, 10, 10, 0, 10]), [20, 0, 30, 10])).toBeNull();
  });

  it('leaves out rings smaller than a pixel and thins points closer than an eighth of one', () => {
    const islands = polygon([0, 0, 800, 0, 800, 800, 0, 800], [100, 100, 104, 100, 104, 104, 100, 104]);
    const drawn = clipPolygon(islands, [-1000, -1000, 2000, 2000], 16)!;
    expect(drawn.ends.length).toBe(1);
    const wiggly = polygon([0, 0, 1, 1, 2, 0, 3, 1, 400, 0, 400, 400, 0, 400]);
    expect(rings(clipPolygon(wiggly, [-1000, -1000, 2000, 2000], 16)!)[0]).toEqual([0, 0, 3, 1, 400, 0, 400, 400, 0, 400]);
    expect(clipPolygon(polygon([0, 0, 4, 0, 4, 4]), [-10, -10, 10, 10], 16)).toBeNull();
  });

  it('finds the coast: every edge but those along a cut', () => {
    // Land on the left of x = 50 was cut there; its left side at x = 0 is a real coast.
    const cut = clipPolygon(polygon([0, 0, 100, 0, 100, 100, 0, 100]), [0, 0, 50, 100])!;
    expect(coastLines([cut], { x: [50], y: [] }, 1)).toEqual([
      [
        [50, 100],
        [0, 100],
        [0, 0],
        [50, 0],
      ],
    ]);
    // An island inside the tile is coast all round, closed.
    const island = polygon([10, 10, 20, 10, 20, 20]);
    expect(coastLines([island], { x: [0, 100], y: [0, 100] }, 10)).toEqual([
      [
        [1, 1],
        [2, 1],
        [2, 2],
        [1, 1],
      ],
    ]);
  });
});

describe('a point on the land', () => {
  // An island 100 units square with a lake 20 units square in its middle.
  const island = polygon([0, 0, 100, 0, 100, 100, 0, 100], [40, 40, 60, 40, 60, 60, 40, 60]);

  it('is inside the outer ring and outside its holes', () => {
    expect(polygonContains(island, 10, 10)).toBe(true);
    expect(polygonContains(island, 90, 50)).toBe(true);
    expect(polygonContains(island, 50, 50)).toBe(false);
    expect(polygonContains(island, 150, 50)).toBe(false);
    expect(polygonContains(island, -1, 50)).toBe(false);
  });
});
