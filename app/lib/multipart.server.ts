// Reads a multipart form as it streams in, with a limit per file instead of one on the whole body:
// a file over its limit is skipped (never held in memory) and reported, while the text fields and
// the other files are kept, so the form can come back filled in with a message beside the file
// field. Edit this when a form needs other limits; readLimitedFormData in storage.server.ts is
// the simpler reader for forms with a single small file.
import { readLimitedFormData } from './storage.server.ts';

export type MultipartLimits = {
  /** Each file: a larger one is refused with problem 'tooLarge'. */
  maxFileBytes: number;
  /** Files kept: later ones are refused with problem 'tooMany'. */
  maxFiles: number;
  /** All text fields together; a form with more text is cut there (truncated). */
  maxTextBytes: number;
  /** The whole body: what came before this point is kept, the rest is read and dropped (truncated). */
  maxBodyBytes: number;
};

export type RefusedFile = { field: string; fileName: string; problem: 'tooLarge' | 'tooMany' };

export type MultipartForm = {
  form: FormData;
  refused: RefusedFile[];
  /** The body went past maxBodyBytes or maxTextBytes: fields after that point are missing. */
  truncated: boolean;
};

const encoder = new TextEncoder();
const CRLF_CRLF = encoder.encode('\r\n\r\n');

type Part = { field: string; fileName: string | null; type: string; chunks: Array<Uint8Array<ArrayBuffer>>; size: number; oversize: boolean };

export async function readMultipartForm(request: Request, limits: MultipartLimits): Promise<MultipartForm> {
  const boundary = multipartBoundary(request.headers.get('content-type'));
  // Not multipart (a form without files): nothing to skip, so the text limit is the whole limit.
  if (!boundary || !request.body) return { form: await readLimitedFormData(request, limits.maxTextBytes), refused: [], truncated: false };

  // The body is read as if it began with CRLF, so the first boundary looks like every other one.
  const delimiter = encoder.encode(`\r\n--${boundary}`);
  const form = new FormData();
  const refused: RefusedFile[] = [];
  let files = 0;
  let textBytes = 0;
  let truncated = false;

  let buffer: Uint8Array = encoder.encode('\r\n');
  let state: 'preamble' | 'afterDelimiter' | 'headers' | 'body' | 'done' = 'preamble';
  let part: Part | null = null;

  const finishPart = (current: Part) => {
    if (current.fileName === null) {
      form.append(current.field, new TextDecoder().decode(concat(current.chunks, current.size)));
      return;
    }
    if (current.oversize) return void refused.push({ field: current.field, fileName: current.fileName, problem: 'tooLarge' });
    // A file input left empty is sent as a part without a name or bytes: it takes no place.
    if (current.size > 0 || current.fileName !== '') {
      if (files >= limits.maxFiles) return void refused.push({ field: current.field, fileName: current.fileName, problem: 'tooMany' });
      files += 1;
    }
    form.append(current.field, new File(current.chunks, current.fileName, { type: current.type }));
  };

  const addToPart = (current: Part, bytes: Uint8Array) => {
    if (!bytes.byteLength) return;
    if (current.fileName === null) {
      textBytes += bytes.byteLength;
      if (textBytes > limits.maxTextBytes) throw new StopReading();
    } else if (current.oversize || current.size + bytes.byteLength > limits.maxFileBytes) {
      // Over the limit: what came so far is let go and the rest only counted.
      current.oversize = true;
      current.chunks = [];
      return;
    }
    current.chunks.push(bytes.slice());
    current.size += bytes.byteLength;
  };

  /** Consumes as much of the buffer as it can; false when it needs more bytes. */
  const step = (): boolean => {
    switch (state) {
      case 'preamble': {
        const at = indexOf(buffer, delimiter);
        if (at < 0) {
          buffer = buffer.subarray(Math.max(0, buffer.byteLength - delimiter.byteLength + 1));
          return false;
        }
        buffer = buffer.subarray(at + delimiter.byteLength);
        state = 'afterDelimiter';
        return true;
      }
      case 'afterDelimiter': {
        if (buffer.byteLength < 2) return false;
        if (buffer[0] === 0x2d && buffer[1] === 0x2d) {
          state = 'done';
          return false;
        }
        // "\r\n" after the boundary (transport padding before it is allowed and ignored).
        const lineEnd = indexOf(buffer, encoder.encode('\r\n'));
        if (lineEnd < 0) return false;
        buffer = buffer.subarray(lineEnd + 2);
        state = 'headers';
        return true;
      }
      case 'headers': {
        const end = indexOf(buffer, CRLF_CRLF);
        if (end < 0) {
          if (buffer.byteLength > 16 * 1024) throw new StopReading();
          return false;
        }
        const headers = new TextDecoder().decode(buffer.subarray(0, end));
        buffer = buffer.subarray(end + CRLF_CRLF.byteLength);
        part = partFromHeaders(headers);
        state = 'body';
        return true;
      }
      case 'body': {
        const current = part!;
        const at = indexOf(buffer, delimiter);
        if (at < 0) {
          // Keep the tail that could be the start of a delimiter split across chunks.
          const keep = Math.max(0, buffer.byteLength - delimiter.byteLength + 1);
          addToPart(current, buffer.subarray(0, keep));
          buffer = buffer.subarray(keep);
          return false;
        }
        addToPart(current, buffer.subarray(0, at));
        finishPart(current);
        part = null;
        buffer = buffer.subarray(at + delimiter.byteLength);
        state = 'afterDelimiter';
        return true;
      }
      case 'done':
        return false;
    }
  };

  const finished = () => state === 'done';
  const reader = request.body.getReader();
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      // After the closing boundary only an epilogue can follow, which forms ignore.
      if (finished()) continue;
      if (total > limits.maxBodyBytes) throw new StopReading();
      buffer = buffer.byteLength ? concat([buffer, value], buffer.byteLength + value.byteLength) : value;
      while (step());
    }
  } catch (error) {
    if (!(error instanceof StopReading)) throw error;
    truncated = true;
    // The rest is read and dropped rather than cancelled: cancelling the request's stream closes the
    // connection, and the browser would get no answer at all instead of the form with its message.
    // Node's requestTimeout still ends a body that never stops.
    for (;;) if ((await reader.read()).done) break;
  }
  // A file cut off by the body limit is reported like any other file that was too large.
  if (truncated && part) {
    const current: Part = part;
    if (current.fileName !== null) refused.push({ field: current.field, fileName: current.fileName, problem: 'tooLarge' });
  }
  return { form, refused, truncated };
}

class StopReading extends Error {}

export function multipartBoundary(contentType: string | null): string | null {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^;\s]{1,70}))/i.exec(contentType);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

function partFromHeaders(headers: string): Part {
  let field = '';
  let fileName: string | null = null;
  let type = 'application/octet-stream';
  for (const line of headers.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'content-disposition') {
      field = dispositionParam(value, 'name') ?? '';
      fileName = dispositionParam(value, 'filename');
    } else if (name === 'content-type') {
      type = value;
    }
  }
  return { field, fileName, type, chunks: [], size: 0, oversize: false };
}

/** A parameter of Content-Disposition; browsers quote it and escape quotes as %22. */
function dispositionParam(value: string, param: string): string | null {
  const match = new RegExp(`;\\s*${param}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(value) ?? new RegExp(`;\\s*${param}=([^;\\s]*)`, 'i').exec(value);
  return match ? match[1]!.replace(/\\(.)/g, '$1').replace(/%22/g, '"') : null;
}

function indexOf(haystack: Uint8Array, needle: Uint8Array): number {
  const first = needle[0];
  const last = haystack.byteLength - needle.byteLength;
  outer: for (let index = haystack.indexOf(first!); index !== -1 && index <= last; index = haystack.indexOf(first!, index + 1)) {
    for (let offset = 1; offset < needle.byteLength; offset++) if (haystack[index + offset] !== needle[offset]) continue outer;
    return index;
  }
  return -1;
}

function concat(chunks: readonly Uint8Array[], size: number): Uint8Array {
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}
