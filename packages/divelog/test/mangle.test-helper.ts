// For the fuzz tests of the binary and text formats: a damaged FIT file made to pass its CRC check again, and
// the check they share, that a reader either returns dives or throws a DiveLogError.
import { CrcCalculator } from '@garmin/fitsdk';
import { DiveLogError, type FormatId, parseDiveLog } from '../src/index.ts';

/**
 * Makes a damaged FIT file's header size and CRC right again, so the damage reaches the decoder and the
 * reader instead of stopping at the CRC check.
 */
export function withFitCrcFixed(bytes: Uint8Array): Uint8Array {
  const headerSize = bytes[0];
  if ((headerSize !== 12 && headerSize !== 14) || bytes.length < headerSize + 2) return bytes;
  // A copy (a Buffer's slice() would be a view of the original).
  const out = new Uint8Array(bytes);
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
  view.setUint32(4, out.length - headerSize - 2, true);
  if (headerSize === 14) view.setUint16(12, CrcCalculator.calculateCRC(out, 0, 12), true);
  view.setUint16(out.length - 2, CrcCalculator.calculateCRC(out, 0, out.length - 2), true);
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
