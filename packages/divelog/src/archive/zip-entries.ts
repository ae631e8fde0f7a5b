// The entries of a zip archive from its central directory, and one entry's bytes, unpacked with fflate's
// streaming inflater so that an entry can never unpack to more than it declares (a zip bomb stops there).
// Every offset and size is checked against the archive's length before it is used.
import { Inflate } from 'fflate';
import { DiveLogError } from '../issues.ts';

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflate; others are not read. */
  method: number;
  encrypted: boolean;
  crc: number;
  packedBytes: number;
  unpackedBytes: number;
  /** Where the entry's local header starts. */
  offset: number;
}

const CENTRAL_END = 0x06054b50;
const ZIP64_END = 0x06064b50;
const ZIP64_LOCATOR = 0x07064b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;

const corrupt = (reason: string, byte?: number) => new DiveLogError('file-corrupt', { reason }, byte === undefined ? {} : { byte });

function reader(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const check = (at: number, size: number) => {
    if (at < 0 || at + size > bytes.length) throw corrupt('central-directory', at);
  };
  return {
    u16: (at: number) => (check(at, 2), view.getUint16(at, true)),
    u32: (at: number) => (check(at, 4), view.getUint32(at, true)),
    u64: (at: number) => {
      check(at, 8);
      const value = view.getUint32(at, true) + view.getUint32(at + 4, true) * 2 ** 32;
      if (!Number.isSafeInteger(value)) throw corrupt('central-directory', at);
      return value;
    },
  };
}

/** The archive's file entries (folders left out), refused whole when there are more than `maxEntries`. */
export function zipEntries(bytes: Uint8Array, maxEntries: number): ZipEntry[] {
  const { u16, u32, u64 } = reader(bytes);
  let end = -1;
  // The end record is the last 22 bytes, or further back by a comment of at most 65,535 bytes.
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65_535); at--) {
    if (bytes[at] === 0x50 && u32(at) === CENTRAL_END) {
      end = at;
      break;
    }
  }
  if (end < 0) {
    if (bytes.length >= 4 && u32(0) === LOCAL_ENTRY) throw new DiveLogError('file-truncated', {}, { byte: bytes.length });
    throw new DiveLogError('format-mismatch', { format: 'zip' });
  }
  let count = u16(end + 10);
  let directory = u32(end + 16);
  if (count === 0xffff || directory === 0xffffffff) {
    const locator = end - 20;
    if (locator >= 0 && u32(locator) === ZIP64_LOCATOR) {
      const zip64 = u64(locator + 8);
      if (u32(zip64) !== ZIP64_END) throw corrupt('zip64', zip64);
      count = u64(zip64 + 32);
      directory = u64(zip64 + 48);
    }
  }
  if (count > maxEntries) throw new DiveLogError('archive-too-many-entries', { limit: maxEntries });
  const entries: ZipEntry[] = [];
  let at = directory;
  for (let i = 0; i < count; i++) {
    if (u32(at) !== CENTRAL_ENTRY) throw corrupt('central-directory', at);
    const flags = u16(at + 8);
    const nameLength = u16(at + 28);
    const extraLength = u16(at + 30);
    const commentLength = u16(at + 32);
    if (at + 46 + nameLength > bytes.length) throw corrupt('central-directory', at);
    const nameBytes = bytes.subarray(at + 46, at + 46 + nameLength);
    const entry: ZipEntry = {
      name: entryName(nameBytes, (flags & 0x800) !== 0),
      method: u16(at + 10),
      encrypted: (flags & 1) !== 0,
      crc: u32(at + 16),
      packedBytes: u32(at + 20),
      unpackedBytes: u32(at + 24),
      offset: u32(at + 42),
    };
    readZip64Sizes(bytes, at + 46 + nameLength, extraLength, entry);
    if (!entry.name.endsWith('/')) entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Sizes and offset that did not fit 32 bits are in the ZIP64 extra field, in this order. */
function readZip64Sizes(bytes: Uint8Array, from: number, length: number, entry: ZipEntry): void {
  const { u16, u64 } = reader(bytes);
  let at = from;
  while (at + 4 <= from + length) {
    const id = u16(at);
    const size = u16(at + 2);
    if (id === 0x0001) {
      let field = at + 4;
      for (const key of ['unpackedBytes', 'packedBytes', 'offset'] as const) {
        if (entry[key] !== 0xffffffff) continue;
        if (field + 8 > at + 4 + size) throw corrupt('zip64', at);
        entry[key] = u64(field);
        field += 8;
      }
    }
    at += 4 + size;
  }
}

function entryName(bytes: Uint8Array, utf8: boolean): string {
  try {
    return new TextDecoder('utf-8', { fatal: !utf8 }).decode(bytes);
  } catch {
    // Old archivers write names in the DOS code page; close enough for naming an entry in a message.
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Reasons an entry's bytes cannot be had; the archive's other entries are still read. */
export class EntryError extends Error {
  readonly code: 'archive-entry-encrypted' | 'archive-entry-unsupported' | 'file-corrupt' | 'file-truncated';
  readonly params: Record<string, string | number>;
  constructor(code: EntryError['code'], params: Record<string, string | number> = {}) {
    super(code);
    this.code = code;
    this.params = params;
  }
}

const PIECE = 64 * 1024;

/** One entry's bytes, unpacked and checked against its CRC. Never more than the entry declares. */
export function entryBytes(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  if (entry.encrypted) throw new EntryError('archive-entry-encrypted');
  if (entry.method !== 0 && entry.method !== 8) throw new EntryError('archive-entry-unsupported', { method: entry.method });
  const { u16, u32 } = reader(bytes);
  let start: number;
  try {
    if (u32(entry.offset) !== LOCAL_ENTRY) throw new EntryError('file-corrupt', { reason: 'local-header' });
    start = entry.offset + 30 + u16(entry.offset + 26) + u16(entry.offset + 28);
  } catch (error) {
    if (error instanceof EntryError) throw error;
    throw new EntryError('file-truncated');
  }
  if (start + entry.packedBytes > bytes.length) throw new EntryError('file-truncated');
  const packed = bytes.subarray(start, start + entry.packedBytes);
  const out = entry.method === 0 ? packed : inflate(packed, entry.unpackedBytes);
  if (out.length !== entry.unpackedBytes) throw new EntryError('file-corrupt', { reason: 'size' });
  if (crc32(out) !== entry.crc) throw new EntryError('file-corrupt', { reason: 'crc' });
  return out;
}

function inflate(packed: Uint8Array, declared: number): Uint8Array {
  const out = new Uint8Array(declared);
  let size = 0;
  let done = false;
  const inflater = new Inflate((data: Uint8Array, final: boolean) => {
    // More than declared: the directory lies about the size, as bombs do. Stop here.
    if (size + data.length > declared) throw new EntryError('file-corrupt', { reason: 'size' });
    out.set(data, size);
    size += data.length;
    if (final) done = true;
  });
  try {
    if (packed.length === 0) inflater.push(packed, true);
    for (let i = 0; i < packed.length; i += PIECE) inflater.push(packed.subarray(i, i + PIECE), i + PIECE >= packed.length);
  } catch (error) {
    if (error instanceof EntryError) throw error;
    throw new EntryError('file-corrupt', { reason: 'deflate' });
  }
  if (!done) throw new EntryError('file-truncated');
  return out.subarray(0, size);
}

let table: Uint32Array | null = null;

/** CRC-32 as zip uses it (polynomial 0xEDB88320). */
export function crc32(bytes: Uint8Array): number {
  if (!table) {
    table = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      table[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) crc = table[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
