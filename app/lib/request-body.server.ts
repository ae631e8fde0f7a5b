// The one reader of form posts (urlencoded and multipart) for every action. It streams the body
// against the route's limit (body-limits.ts) and answers 413 once the body passes it, before the
// rest is held in memory; a body that is not a form (none, JSON, text, multipart without a
// boundary) is a 400 or 415. Text fields arrive cleaned: no NUL or other control character is left
// but tab and newline, which textareas allow (PostgreSQL refuses NUL in text).
// A file over its limit is skipped (never held in memory) and reported, while the text fields and
// the other files are kept, so a form can come back filled in with a message beside the file field.
import { data } from 'react-router';
import { BODY_LIMITS, DRAIN_AFTER_LIMIT_BYTES, type BodyLimit } from './body-limits.ts';

export type RefusedFile = { field: string; fileName: string; problem: 'tooLarge' | 'tooMany' };

export type ReadForm = {
  form: FormData;
  /** Files left out: over maxFileBytes, or past maxFiles. */
  refused: RefusedFile[];
};

/** Why a body was not read; the error page says it in the visitor's language. */
export type BodyProblem = 'empty' | 'malformed' | 'notAForm' | 'tooLarge';

const STATUS: Record<BodyProblem, number> = { empty: 400, malformed: 400, notAForm: 415, tooLarge: 413 };

/**
 * Thrown as the action's answer: React Router shows the error page with this status. A body left
 * unread closes the connection after the answer (the root's headers pass this on), so what is left
 * of it is never read.
 */
export function bodyRefused(problem: BodyProblem, options: { unread?: boolean } = {}) {
  return data({ bodyProblem: problem }, { status: STATUS[problem], headers: options.unread ? { Connection: 'close' } : undefined });
}

export async function readForm(request: Request, limit: BodyLimit = BODY_LIMITS.form): Promise<ReadForm> {
  const contentType = request.headers.get('content-type') ?? '';
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);

  if (mediaType === 'multipart/form-data') {
    const boundary = multipartBoundary(contentType);
    if (!boundary) throw bodyRefused('malformed');
    if (declared > limit.maxBytes) throw await refuseTooLarge(request, declared - limit.maxBytes);
    return readMultipart(request, boundary, limit);
  }
  if (mediaType === 'application/x-www-form-urlencoded') {
    if (declared > limit.maxTextBytes) throw await refuseTooLarge(request, declared - limit.maxTextBytes);
    const bytes = await readAll(request, limit.maxTextBytes);
    const form = new FormData();
    for (const [name, value] of new URLSearchParams(new TextDecoder().decode(bytes))) form.append(cleanText(name), cleanText(value));
    return { form, refused: [] };
  }
  // Not a form: it is read and dropped (a connection closed with bytes unread could lose the answer).
  if (!mediaType && !(declared > 0) && !(await hasBytes(request))) throw bodyRefused('empty');
  const read = !request.body || (declared <= DRAIN_AFTER_LIMIT_BYTES && (await drain(request.body.getReader(), DRAIN_AFTER_LIMIT_BYTES)));
  throw bodyRefused('notAForm', { unread: !read });
}

/**
 * Text as a form field may hold it: NUL and the other control characters are removed, except tab
 * and newline; a Windows line end (CR LF) or a lone CR becomes one newline, as a textarea counts it.
 */
export function cleanText(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '');
}

async function hasBytes(request: Request): Promise<boolean> {
  if (!request.body) return false;
  const reader = request.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return false;
      if (value.byteLength) return true;
    }
  } finally {
    reader.releaseLock();
  }
}

/** The whole body, or a 413 as soon as it passes `max`. */
async function readAll(request: Request, max: number): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) throw await drainThenRefuse(reader);
    chunks.push(value);
  }
  return concat(chunks, total);
}

async function refuseTooLarge(request: Request, excess: number) {
  // What Content-Length announces is trusted only to refuse early: a body that is longer than
  // announced is cut by the HTTP server, one that is shorter is simply read to its end.
  if (!request.body || excess > DRAIN_AFTER_LIMIT_BYTES) return bodyRefused('tooLarge', { unread: true });
  const read = await drain(request.body.getReader(), Number.POSITIVE_INFINITY);
  return bodyRefused('tooLarge', { unread: !read });
}

async function drainThenRefuse(reader: ReadableStreamDefaultReader<Uint8Array>) {
  const read = await drain(reader, DRAIN_AFTER_LIMIT_BYTES);
  return bodyRefused('tooLarge', { unread: !read });
}

/**
 * Reads and drops what is left, up to `budget` bytes, so that a browser still sending its form gets
 * the answer; false when the budget ran out first. The rest is never cancelled: cancelling would
 * close the connection before the answer, so it is left unread and the answer closes it.
 */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, budget: number): Promise<boolean> {
  let dropped = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return true;
    dropped += value.byteLength;
    if (dropped > budget) {
      reader.releaseLock();
      return false;
    }
  }
}

const encoder = new TextEncoder();
const CRLF = encoder.encode('\r\n');
const CRLF_CRLF = encoder.encode('\r\n\r\n');
const MAX_PART_HEADER_BYTES = 16 * 1024;

type Part = { field: string; fileName: string | null; type: string; chunks: Array<Uint8Array<ArrayBuffer>>; size: number; oversize: boolean };

class Stop extends Error {
  readonly problem: BodyProblem;
  constructor(problem: BodyProblem) {
    super(problem);
    this.problem = problem;
  }
}

async function readMultipart(request: Request, boundary: string, limit: BodyLimit): Promise<ReadForm> {
  const form = new FormData();
  const refused: RefusedFile[] = [];
  if (!request.body) return { form, refused };
  // The body is read as if it began with CRLF, so the first boundary looks like every other one.
  const delimiter = encoder.encode(`\r\n--${boundary}`);
  let files = 0;
  let textBytes = 0;
  let buffer: Uint8Array = CRLF;
  let state: 'preamble' | 'afterDelimiter' | 'headers' | 'body' | 'done' = 'preamble';
  let part: Part | null = null;

  const finishPart = (current: Part) => {
    if (!current.field) return;
    if (current.fileName === null) {
      form.append(cleanText(current.field), cleanText(new TextDecoder().decode(concat(current.chunks, current.size))));
      return;
    }
    if (current.oversize) return void refused.push({ field: current.field, fileName: current.fileName, problem: 'tooLarge' });
    // A file input left empty is sent as a part without a name or bytes: it takes no place.
    if (current.size > 0 || current.fileName !== '') {
      if (files >= limit.maxFiles) return void refused.push({ field: current.field, fileName: current.fileName, problem: 'tooMany' });
      files += 1;
    }
    form.append(cleanText(current.field), new File(current.chunks, cleanText(current.fileName), { type: current.type }));
  };

  const addToPart = (current: Part, bytes: Uint8Array) => {
    if (!bytes.byteLength) return;
    if (current.fileName === null) {
      textBytes += bytes.byteLength;
      if (textBytes > limit.maxTextBytes) throw new Stop('tooLarge');
    } else if (current.oversize || current.size + bytes.byteLength > limit.maxFileBytes) {
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
        const lineEnd = indexOf(buffer, CRLF);
        if (lineEnd < 0) {
          if (buffer.byteLength > MAX_PART_HEADER_BYTES) throw new Stop('malformed');
          return false;
        }
        buffer = buffer.subarray(lineEnd + 2);
        state = 'headers';
        return true;
      }
      case 'headers': {
        const end = indexOf(buffer, CRLF_CRLF);
        if (end < 0) {
          if (buffer.byteLength > MAX_PART_HEADER_BYTES) throw new Stop('malformed');
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
      if (total > limit.maxBytes) throw new Stop('tooLarge');
      // After the closing boundary only an epilogue can follow, which forms ignore.
      if (finished()) continue;
      buffer = buffer.byteLength ? concat([buffer, value], buffer.byteLength + value.byteLength) : value;
      while (step());
    }
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    if (error.problem === 'tooLarge') throw await drainThenRefuse(reader);
    throw bodyRefused(error.problem, { unread: !(await drain(reader, DRAIN_AFTER_LIMIT_BYTES)) });
  }
  // An empty body is an empty form; one that stops inside a part was cut off on the way.
  if (!finished() && total > 0) throw bodyRefused('malformed');
  return { form, refused };
}

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
