// Packs a profile into a compact binary form for storage, and back. Each channel is rounded to a fixed step
// (time 1 s, depth 1 cm, temperature 0.1 °C, pressure 0.1 bar), delta-encoded against the previous sample
// and written as zigzag varints, channel after channel. A typical profile (10 s steps, depth changing by
// under 1.3 m, temperature and one tank pressure changing little) takes 4 to 5 bytes a sample, within the
// 6-byte budget; gaps (NaN) cost one byte.
//
// Layout: version byte (1), varint sample count, varint channel mask (bit 0 temperature, bit 1.. pressure of
// cylinder 0..), then the time column, the depth column, and each present channel's column.
import type { Samples } from './model.ts';

const VERSION = 1;
/** Rounding steps of the packed form: what a round trip keeps. */
export const PACK_PRECISION = Object.freeze({ timeS: 1, depthM: 0.01, temperatureC: 0.1, pressureBar: 0.1 });
const MAX_PRESSURE_CHANNELS = 16;

export interface PackedProfile {
  timeS: Float64Array;
  depthM: Float64Array;
  temperatureC: Float64Array | null;
  pressureBar: (Float64Array | null)[];
}

class Writer {
  private bytes = new Uint8Array(256);
  length = 0;
  private ensure(extra: number): void {
    if (this.length + extra <= this.bytes.length) return;
    const next = new Uint8Array(Math.max(this.bytes.length * 2, this.length + extra));
    next.set(this.bytes.subarray(0, this.length));
    this.bytes = next;
  }
  byte(value: number): void {
    this.ensure(1);
    this.bytes[this.length++] = value;
  }
  /** An unsigned integer, 7 bits a byte (safe integers only). */
  varint(value: number): void {
    this.ensure(8);
    let v = value;
    while (v >= 0x80) {
      this.bytes[this.length++] = (v % 0x80) | 0x80;
      v = Math.floor(v / 0x80);
    }
    this.bytes[this.length++] = v;
  }
  done(): Uint8Array {
    return this.bytes.slice(0, this.length);
  }
}

class Reader {
  private offset = 0;
  private readonly bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
  }
  byte(): number {
    if (this.offset >= this.bytes.length) throw new RangeError('packed profile cut short');
    return this.bytes[this.offset++]!;
  }
  varint(): number {
    let value = 0;
    let scale = 1;
    for (let i = 0; i < 8; i++) {
      const b = this.byte();
      value += (b & 0x7f) * scale;
      if (b < 0x80) return value;
      scale *= 0x80;
    }
    throw new RangeError('packed profile has a varint too long');
  }
  get atEnd(): boolean {
    return this.offset === this.bytes.length;
  }
}

// Zigzag with one value kept for a gap: 0 is a gap, then 1, 2, 3, 4 ... stand for 0, -1, 1, -2 ...
const GAP = 0;
const encodeDelta = (delta: number) => (delta >= 0 ? delta * 2 + 1 : -delta * 2);
const decodeDelta = (code: number) => (code % 2 === 1 ? (code - 1) / 2 : -code / 2);

function writeColumn(out: Writer, column: Float64Array, step: number): void {
  let previous = 0;
  for (let i = 0; i < column.length; i++) {
    const value = column[i]!;
    if (Number.isNaN(value)) {
      out.varint(GAP);
      continue;
    }
    const units = Math.round(value / step);
    out.varint(encodeDelta(units - previous));
    previous = units;
  }
}

function readColumn(input: Reader, count: number, step: number, decimals: number): Float64Array {
  const column = new Float64Array(count);
  let previous = 0;
  for (let i = 0; i < count; i++) {
    const code = input.varint();
    if (code === GAP) {
      column[i] = NaN;
      continue;
    }
    previous += decodeDelta(code);
    column[i] = Number((previous * step).toFixed(decimals));
  }
  return column;
}

/** Packs time, depth, temperature and tank pressures (other channels are not part of the packed form). */
export function packProfile(samples: Samples): Uint8Array {
  const count = samples.timeS.length;
  const out = new Writer();
  out.byte(VERSION);
  out.varint(count);
  let mask = samples.temperatureC ? 1 : 0;
  const pressures = samples.pressureBar.slice(0, MAX_PRESSURE_CHANNELS);
  pressures.forEach((column, k) => {
    if (column) mask += 2 ** (k + 1);
  });
  out.varint(mask);
  writeColumn(out, samples.timeS, PACK_PRECISION.timeS);
  writeColumn(out, samples.depthM, PACK_PRECISION.depthM);
  if (samples.temperatureC) writeColumn(out, samples.temperatureC, PACK_PRECISION.temperatureC);
  for (const column of pressures) if (column) writeColumn(out, column, PACK_PRECISION.pressureBar);
  return out.done();
}

/** Unpacks what `packProfile` wrote. Throws a RangeError on bytes that are not a packed profile. */
export function unpackProfile(bytes: Uint8Array): PackedProfile {
  const input = new Reader(bytes);
  if (input.byte() !== VERSION) throw new RangeError('unknown packed profile version');
  const count = input.varint();
  // Every sample takes at least one byte per column: a count larger than the bytes left is corrupt.
  if (count > bytes.length * 2) throw new RangeError('packed profile count does not match its size');
  const mask = input.varint();
  const timeS = readColumn(input, count, PACK_PRECISION.timeS, 0);
  const depthM = readColumn(input, count, PACK_PRECISION.depthM, 2);
  const temperatureC = mask % 2 === 1 ? readColumn(input, count, PACK_PRECISION.temperatureC, 1) : null;
  const pressureBar: (Float64Array | null)[] = [];
  for (let k = 0; k < MAX_PRESSURE_CHANNELS; k++) {
    if (Math.floor(mask / 2 ** (k + 1)) % 2 === 1) {
      while (pressureBar.length < k) pressureBar.push(null);
      pressureBar.push(readColumn(input, count, PACK_PRECISION.pressureBar, 1));
    }
  }
  if (!input.atEnd) throw new RangeError('packed profile has bytes after its end');
  return { timeS, depthM, temperatureC, pressureBar };
}
