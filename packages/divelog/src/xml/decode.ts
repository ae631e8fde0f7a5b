// Turns an XML file's bytes into text in the encoding it declares (or its byte-order mark says), as a stream.
// Bytes that are not valid in that encoding stop the read with the byte's position: a file is never read
// with characters guessed.
import { DiveLogError } from '../issues.ts';

/** Encodings dive logs are written in; anything else is refused by name. */
const SUPPORTED: Record<string, string> = {
  'utf-8': 'utf-8',
  utf8: 'utf-8',
  'us-ascii': 'utf-8',
  ascii: 'utf-8',
  'utf-16': 'utf-16le',
  'utf-16le': 'utf-16le',
  'utf-16be': 'utf-16be',
  'iso-8859-1': 'windows-1252',
  latin1: 'windows-1252',
  'iso-8859-15': 'iso-8859-15',
  'windows-1252': 'windows-1252',
  cp1252: 'windows-1252',
};

/** The encoding of an XML file from its first bytes: a byte-order mark, else the declaration, else UTF-8. */
export function sniffEncoding(head: Uint8Array): { encoding: string; bomLength: number } {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return { encoding: 'utf-8', bomLength: 3 };
  if (head[0] === 0xff && head[1] === 0xfe) return { encoding: 'utf-16le', bomLength: 2 };
  if (head[0] === 0xfe && head[1] === 0xff) return { encoding: 'utf-16be', bomLength: 2 };
  // UTF-16 without a mark: '<' followed or preceded by a zero byte.
  if (head[0] === 0x3c && head[1] === 0x00) return { encoding: 'utf-16le', bomLength: 0 };
  if (head[0] === 0x00 && head[1] === 0x3c) return { encoding: 'utf-16be', bomLength: 0 };
  let declaration = '';
  for (let i = 0; i < Math.min(head.length, 200); i++) {
    const byte = head[i]!;
    declaration += String.fromCharCode(byte);
    if (byte === 0x3e) break; // '>'
  }
  const match = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(declaration);
  if (!match) return { encoding: 'utf-8', bomLength: 0 };
  const declared = match[1]!.toLowerCase();
  const encoding = SUPPORTED[declared];
  if (!encoding) throw new DiveLogError('encoding-unsupported', { encoding: match[1]! });
  return { encoding, bomLength: 0 };
}

/** Decodes chunks to text; throws `encoding-invalid` at the first byte that is not valid. */
export async function* decodeChunks(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  let decoder: InstanceType<typeof TextDecoder> | null = null;
  let byteOffset = 0;
  for await (let chunk of chunks) {
    if (!decoder) {
      const { encoding, bomLength } = sniffEncoding(chunk);
      decoder = new TextDecoder(encoding, { fatal: true, ignoreBOM: true });
      chunk = chunk.subarray(bomLength);
      byteOffset = bomLength;
    }
    try {
      yield decoder.decode(chunk, { stream: true });
    } catch {
      throw new DiveLogError('encoding-invalid', {}, { byte: byteOffset + firstInvalidUtf8(chunk) });
    }
    byteOffset += chunk.length;
  }
  if (!decoder) return;
  try {
    const rest = decoder.decode();
    if (rest) yield rest;
  } catch {
    throw new DiveLogError('file-truncated', {}, { byte: byteOffset });
  }
}

/** Index of the first byte that breaks UTF-8 in a chunk (0 when not found: another encoding or a split). */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    const length = b < 0x80 ? 1 : b >= 0xc2 && b < 0xe0 ? 2 : b >= 0xe0 && b < 0xf0 ? 3 : b >= 0xf0 && b < 0xf5 ? 4 : 0;
    if (length === 0) return i;
    for (let k = 1; k < length; k++) {
      if (i + k >= bytes.length) return i;
      if ((bytes[i + k]! & 0xc0) !== 0x80) return i;
    }
    i += length;
  }
  return 0;
}
