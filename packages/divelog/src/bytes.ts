// Reading a file's bytes, whole or streamed, within the size limit.
import { DiveLogError } from './issues.ts';
import type { ByteSource, ReaderContext } from './reader.ts';

const HEAD_BYTES = 64 * 1024;

export async function* chunksOf(source: ByteSource): AsyncGenerator<Uint8Array> {
  if (source instanceof Uint8Array) {
    // In pieces, so progress and abort work the same on a file read whole.
    const piece = 1024 * 1024;
    for (let i = 0; i < source.length; i += piece) yield source.subarray(i, Math.min(i + piece, source.length));
    return;
  }
  for await (const chunk of source) yield chunk instanceof Uint8Array ? chunk : new Uint8Array(chunk as ArrayBuffer);
}

/**
 * The first bytes of a source (for detection) and a source that still gives every byte: a stream is read
 * until 64 KiB are in hand, and those are given again before the rest.
 */
export async function peekHead(source: ByteSource): Promise<{ head: Uint8Array; source: ByteSource }> {
  if (source instanceof Uint8Array) return { head: source.subarray(0, HEAD_BYTES), source };
  const iterator = chunksOf(source);
  const taken: Uint8Array[] = [];
  let size = 0;
  let done = false;
  while (size < HEAD_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    taken.push(next.value);
    size += next.value.length;
  }
  const head = concat(taken, size).subarray(0, HEAD_BYTES);
  async function* replay(): AsyncGenerator<Uint8Array> {
    yield* taken;
    if (done) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { head, source: replay() };
}

export function concat(chunks: Uint8Array[], size = chunks.reduce((n, c) => n + c.length, 0)): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/**
 * Streams the context's source, counting bytes against the limit and reporting progress. Readers use this
 * (never the raw source) so the limit and the abort signal hold for every format.
 */
export async function* readChunks(context: ReaderContext, dives: () => number = () => 0): AsyncGenerator<Uint8Array> {
  let read = 0;
  for await (const chunk of chunksOf(context.source)) {
    read += chunk.length;
    if (read > context.limits.maxFileBytes) throw new DiveLogError('file-too-large', { limitBytes: context.limits.maxFileBytes, sizeBytes: context.sizeBytes ?? read });
    context.progress(read, dives());
    yield chunk;
  }
}

/** The whole file in memory, for binary formats that need it (FIT, zip). */
export async function readAllBytes(context: ReaderContext): Promise<Uint8Array> {
  if (context.source instanceof Uint8Array) {
    if (context.source.length > context.limits.maxFileBytes) throw new DiveLogError('file-too-large', { limitBytes: context.limits.maxFileBytes, sizeBytes: context.source.length });
    context.progress(context.source.length, 0);
    return context.source;
  }
  const chunks: Uint8Array[] = [];
  for await (const chunk of readChunks(context)) chunks.push(chunk);
  return concat(chunks);
}
