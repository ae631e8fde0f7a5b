// The detailed land, cut into square cells of one zoom level so that a tile needs only its cell.
// Each cell keeps a little more than its square (CELL_MARGIN), so the cut edges stay outside every
// tile drawn from it. A cell is stored as bytes: per polygon its ring count, per ring its point
// count and the points as zigzag varint steps from the previous point (the first from the cell's
// corner), about 2.5 bytes a point.
import { clipPolygon, rangeBox, ringStart, tileBox, type FlatPolygon, type UnitBox } from './land-geometry.ts';

/** Cells are the tiles of this zoom; the detailed land is served from here up. */
export const CELL_ZOOM = 6;
/** A cell's share of its width kept on each side: a tile's buffer at the cell's own zoom (64 of 4096). */
export const CELL_MARGIN = 1 / 64;

export type CellKey = `${number}/${number}`;

export function cellBox(x: number, y: number): UnitBox {
  return tileBox(CELL_ZOOM, x, y, CELL_MARGIN);
}

/**
 * Cuts a polygon into the cells it touches, down the tile pyramid from the whole world, so that a
 * continent's coastline is walked a few times rather than once per cell.
 */
export function splitIntoCells(polygon: FlatPolygon, emit: (x: number, y: number, part: FlatPolygon) => void) {
  const descend = (part: FlatPolygon, z: number, x: number, y: number) => {
    if (z === CELL_ZOOM) {
      emit(x, y, part);
      return;
    }
    for (let dy = 0; dy < 2; dy++) {
      for (let dx = 0; dx < 2; dx++) {
        const childX = x * 2 + dx;
        const childY = y * 2 + dy;
        // Children keep the margin of the cells below them, so no cell misses its own.
        const box = tileBox(z + 1, childX, childY, CELL_MARGIN / 2 ** (CELL_ZOOM - z - 1));
        const clipped = clipPolygon(part, box);
        if (clipped) descend(clipped, z + 1, childX, childY);
      }
    }
  };
  descend(polygon, 0, 0, 0);
}

/** A growable byte buffer for varints. */
export class CellWriter {
  private bytes = new Uint8Array(256);
  length = 0;
  private readonly originX: number;
  private readonly originY: number;

  constructor(x: number, y: number) {
    const box = cellBox(x, y);
    this.originX = box[0];
    this.originY = box[1];
  }

  private push(value: number) {
    if (this.length + 5 > this.bytes.length) {
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes);
      this.bytes = grown;
    }
    let rest = value >>> 0;
    while (rest >= 0x80) {
      this.bytes[this.length++] = (rest & 0x7f) | 0x80;
      rest >>>= 7;
    }
    this.bytes[this.length++] = rest;
  }

  private pushSigned(value: number) {
    this.push((value << 1) ^ (value >> 31));
  }

  addPolygon(polygon: FlatPolygon) {
    const { coords, ends } = polygon;
    this.push(ends.length);
    for (let ring = 0; ring < ends.length; ring++) {
      const start = ringStart(polygon, ring);
      this.push((ends[ring]! - start) / 2);
      let previousX = this.originX;
      let previousY = this.originY;
      for (let index = start; index < ends[ring]!; index += 2) {
        this.pushSigned(coords[index]! - previousX);
        this.pushSigned(coords[index + 1]! - previousY);
        previousX = coords[index]!;
        previousY = coords[index + 1]!;
      }
    }
  }

  toBytes(): Uint8Array {
    return this.bytes.subarray(0, this.length);
  }
}

/** A cell read back: its polygons with the box of each (outer ring), for picking what a tile needs. */
export type Cell = { polygons: FlatPolygon[]; boxes: UnitBox[]; points: number };

export function readCell(x: number, y: number, bytes: Uint8Array): Cell {
  const [originX, originY] = cellBox(x, y);
  let offset = 0;
  const next = () => {
    let value = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = bytes[offset++]!;
      value |= (byte & 0x7f) << shift;
      shift += 7;
    } while (byte & 0x80);
    return value >>> 0;
  };
  const nextSigned = () => {
    const value = next();
    return (value >>> 1) ^ -(value & 1);
  };
  const polygons: FlatPolygon[] = [];
  const boxes: UnitBox[] = [];
  let points = 0;
  while (offset < bytes.length) {
    const rings = next();
    const ends = new Uint32Array(rings);
    const parts: Int32Array[] = [];
    let length = 0;
    for (let ring = 0; ring < rings; ring++) {
      const count = next();
      const part = new Int32Array(count * 2);
      let x0 = originX;
      let y0 = originY;
      for (let index = 0; index < count; index++) {
        x0 += nextSigned();
        y0 += nextSigned();
        part[index * 2] = x0;
        part[index * 2 + 1] = y0;
      }
      parts.push(part);
      length += part.length;
      ends[ring] = length;
    }
    const coords = new Int32Array(length);
    let at = 0;
    for (const part of parts) {
      coords.set(part, at);
      at += part.length;
    }
    points += length / 2;
    polygons.push({ coords, ends });
    boxes.push(rangeBox(coords, 0, ends[0] ?? 0));
  }
  return { polygons, boxes, points };
}
