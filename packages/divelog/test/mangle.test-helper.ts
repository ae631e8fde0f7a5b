// Damages files the ways files get damaged (bytes flipped, cut short, parts lost, repeated or inserted) for
// the fuzz tests, and the check they share: a reader either returns dives or throws a DiveLogError.
import { CrcCalculator } from '@garmin/fitsdk';
import fc from 'fast-check';
import { DiveLogError, type FormatId, parseDiveLog } from '../src/index.ts';

export type Mutation =
  | { kind: 'flip'; at: number; value: number }
  | { kind: 'cut'; at: number }
  | { kind: 'delete'; at: number; length: number }
  | { kind: 'insert'; at: number; bytes: Uint8Array }
  | { kind: 'repeat'; at: number; length: number; times: number };

export const mutationArbitrary: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('flip' as const), at: fc.nat(), value: fc.integer({ min: 0, max: 255 }) }),
  fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 64 }) }),
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), bytes: fc.uint8Array({ minLength: 1, maxLength: 32 }) }),
  fc.record({ kind: fc.constant('repeat' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 256 }), times: fc.integer({ min: 2, max: 20 }) }),
);

export const mutationsArbitrary = fc.array(mutationArbitrary, { minLength: 1, maxLength: 8 });

export function mangle(original: Uint8Array, mutations: Mutation[]): Uint8Array {
  let bytes: Uint8Array = original.slice();
  for (const m of mutations) {
    if (bytes.length === 0) break;
    const at = m.at % bytes.length;
    switch (m.kind) {
      case 'flip':
        bytes[at] = m.value;
        break;
      case 'cut':
        bytes = bytes.slice(0, at);
        break;
      case 'delete':
        bytes = join(bytes.subarray(0, at), bytes.subarray(at + m.length));
        break;
      case 'insert':
        bytes = join(bytes.subarray(0, at), m.bytes, bytes.subarray(at));
        break;
      case 'repeat': {
        const part = bytes.subarray(at, at + m.length);
        bytes = join(bytes.subarray(0, at), ...Array.from({ length: m.times }, () => part), bytes.subarray(at));
      }
    }
  }
  return bytes;
}

function join(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Makes a damaged FIT file's header size and CRC right again, so the damage reaches the decoder and the
 * reader instead of stopping at the CRC check.
 */
export function withFitCrcFixed(bytes: Uint8Array): Uint8Array {
  const headerSize = bytes[0];
  if ((headerSize !== 12 && headerSize !== 14) || bytes.length < headerSize + 2) return bytes;
  const out = bytes.slice();
  new DataView(out.buffer).setUint32(4, out.length - headerSize - 2, true);
  if (headerSize === 14) new DataView(out.buffer).setUint16(12, CrcCalculator.calculateCRC(out, 0, 12), true);
  new DataView(out.buffer).setUint16(out.length - 2, CrcCalculator.calculateCRC(out, 0, out.length - 2), true);
  return out;
}

/** What every reader must do with any input: dives, or a DiveLogError with a code. Anything else is a crash. */
export async function readsOrRefuses(bytes: Uint8Array, options: { fileName?: string; format?: FormatId } = {}): Promise<'read' | 'refused'> {
  try {
    const result = await parseDiveLog(bytes, options);
    for (const dive of result.dives) {
      if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/.test(dive.startLocal)) throw new Error(`bad start ${dive.startLocal}`);
      for (const computer of dive.computers) if (computer.samples.depthM.length !== computer.samples.timeS.length) throw new Error('ragged samples');
    }
    return 'read';
  } catch (error) {
    if (error instanceof DiveLogError) return 'refused';
    throw error;
  }
}
