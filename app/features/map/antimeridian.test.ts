import { describe, expect, it } from 'vitest';
import { planarLines, planarPolygons } from './antimeridian.ts';

describe('cutting shapes at the antimeridian', () => {
  it('leaves a shape that does not cross it as it is', () => {
    const square = [
      [
        [10, 10],
        [20, 10],
        [20, 20],
        [10, 20],
        [10, 10],
      ],
    ];
    expect(planarPolygons([square])).toEqual([square]);
  });

  it('cuts an island that runs across it into one piece on each side', () => {
    const island = [
      [
        [179, -16],
        [-179, -16],
        [-179, -17],
        [179, -17],
        [179, -16],
      ],
    ];
    const pieces = planarPolygons([island]);
    expect(pieces).toHaveLength(2);
    const ranges = pieces.map(([ring]) => [Math.min(...ring!.map(([x]) => x!)), Math.max(...ring!.map(([x]) => x!))]);
    expect(ranges).toContainEqual([179, 180]);
    expect(ranges).toContainEqual([-180, -179]);
  });

  it('closes a ring around the South Pole through the pole, so the land is filled and not the sea', () => {
    const antarctica = [
      [
        [-180, -70],
        [-60, -65],
        [60, -68],
        [180, -70],
        [-180, -70],
      ],
    ];
    const [piece] = planarPolygons([antarctica]);
    const ring = piece![0]!;
    expect(ring.some(([, y]) => y === -90)).toBe(true);
    expect(Math.min(...ring.map(([x]) => x!))).toBe(-180);
    expect(Math.max(...ring.map(([x]) => x!))).toBe(180);
  });

  it('starts a new line where a line runs from -180 to 180 (the same meridian)', () => {
    const lines = planarLines([
      [
        [-179.9, -16.5],
        [-180, -16.54],
        [180, -16.54],
        [179.9, -16.6],
      ],
    ]);
    expect(lines).toEqual([
      [
        [-179.9, -16.5],
        [-180, -16.54],
      ],
      [
        [180, -16.54],
        [179.9, -16.6],
      ],
    ]);
    expect(JSON.stringify(lines)).not.toContain('null');
  });

  it('splits lines where they cross, adding the crossing point to both parts', () => {
    expect(planarLines([
      [
        [178, 0],
        [-178, 2],
      ],
    ])).toEqual([
      [
        [178, 0],
        [180, 1],
      ],
      [
        [-180, 1],
        [-178, 2],
      ],
    ]);
  });
});
