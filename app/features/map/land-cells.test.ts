import { describe, expect, it } from 'vitest';
import { CELL_MARGIN, CELL_ZOOM, CellWriter, cellBox, readCell, splitIntoCells } from './land-cells.ts';
import { WORLD_SIZE, type FlatPolygon } from './land-geometry.ts';

const CELL = WORLD_SIZE / 2 ** CELL_ZOOM;

describe('cells of the detailed land', () => {
  it('cuts a polygon into the cells it touches, each with its margin', () => {
    // A square astride the line between cells (10, 20) and (11, 20).
    const x = 11 * CELL;
    const y = 20 * CELL + CELL / 2;
    const square: FlatPolygon = { coords: Int32Array.from([x - 1000, y, x + 1000, y, x + 1000, y + 1000, x - 1000, y + 1000]), ends: Uint32Array.from([8]) };
    const parts = new Map<string, FlatPolygon>();
    splitIntoCells(square, (cellX, cellY, part) => parts.set(`${cellX}/${cellY}`, part));
    expect([...parts.keys()].sort()).toEqual(['10/20', '11/20']);
    // The margin is far wider than the square: each cell keeps all of it.
    expect(CELL * CELL_MARGIN).toBeGreaterThan(1000);
    expect([...parts.get('10/20')!.coords]).toEqual([...square.coords]);
  });

  it('stores a cell as bytes and reads it back', () => {
    const [west, north] = cellBox(5, 7);
    const polygon: FlatPolygon = {
      coords: Int32Array.from([west + 10, north + 10, west + 90_000, north + 20, west + 50_000, north + 70_000, west + 100, north + 60_000]),
      ends: Uint32Array.from([8]),
    };
    const hole: FlatPolygon = { coords: Int32Array.from([west + 5, north + 5, west + 9, north + 5, west + 9, north + 9, west + 1, north + 2, west + 3, north + 3, west + 4, north + 1]), ends: Uint32Array.from([6, 12]) };
    const writer = new CellWriter(5, 7);
    writer.addPolygon(polygon);
    writer.addPolygon(hole);
    const bytes = writer.toBytes();
    expect(bytes.length).toBeLessThan((polygon.coords.length + hole.coords.length) * 4);
    const cell = readCell(5, 7, bytes);
    expect(cell.points).toBe(10);
    expect(cell.polygons.map((item) => [[...item.coords], [...item.ends]])).toEqual([
      [[...polygon.coords], [8]],
      [[...hole.coords], [6, 12]],
    ]);
    expect(cell.boxes[0]).toEqual([west + 10, north + 10, west + 90_000, north + 70_000]);
  });
});
