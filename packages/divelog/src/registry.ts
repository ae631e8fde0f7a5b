// Every format's reader, one line each, and the entry point that detects a file's format and reads it.
import { peekHead } from './bytes.ts';
import { DiveLogError, IssueList } from './issues.ts';
import { DEFAULT_LIMITS, type Limits } from './limits.ts';
import type { FormatId } from './model.ts';
import { csvReader } from './readers/csv.ts';
import { danDl7Reader } from './readers/dan-dl7.ts';
import { garminFitReader } from './readers/garmin-fit.ts';
import { macdiveXmlReader } from './readers/macdive-xml.ts';
import { subsurfaceXmlReader } from './readers/subsurface-xml.ts';
import { suuntoJsonReader } from './readers/suunto-json.ts';
import { suuntoSmlReader } from './readers/suunto-sml.ts';
import { udcfReader } from './readers/udcf.ts';
import { uddfReader } from './readers/uddf.ts';
import { zipReader } from './readers/zip.ts';
import type { ByteSource, FormatReader, ParseOptions, ParseResult, ReaderContext } from './reader.ts';

/** The readers, most specific first (detection breaks ties in this order). Add a format with one line here. */
export const READERS: readonly FormatReader[] = [
  subsurfaceXmlReader,
  uddfReader,
  suuntoSmlReader,
  udcfReader,
  macdiveXmlReader,
  garminFitReader,
  danDl7Reader,
  suuntoJsonReader,
  csvReader,
  zipReader,
];

export function readerFor(id: FormatId): FormatReader | undefined {
  return READERS.find((reader) => reader.id === id);
}

/** The format a file is in, judged on its first bytes and its name, or null when no reader knows it. */
export function detectFormat(head: Uint8Array, fileName: string | null = null): FormatId | null {
  let best: { id: FormatId; score: number } | null = null;
  for (const reader of READERS) {
    const score = reader.detect(head, fileName);
    if (score > 0 && (!best || score > best.score)) best = { id: reader.id, score };
  }
  return best?.id ?? null;
}

const PROGRESS_EVERY_BYTES = 1024 * 1024;

/**
 * Reads a dive-log file: detects its format (unless `options.format` says it), reads every dive and returns
 * them with warnings. Throws a DiveLogError when the file cannot be read at all.
 */
export async function parseDiveLog(input: ByteSource, options: ParseOptions = {}): Promise<ParseResult> {
  const limits: Limits = { ...DEFAULT_LIMITS, ...options.limits };
  const sizeBytes = input instanceof Uint8Array ? input.length : (options.sizeBytes ?? null);
  if (sizeBytes !== null && sizeBytes > limits.maxFileBytes) throw new DiveLogError('file-too-large', { limitBytes: limits.maxFileBytes, sizeBytes });
  if (sizeBytes === 0) throw new DiveLogError('file-empty');
  if (options.signal?.aborted) throw new DiveLogError('parse-aborted');

  const { head, source } = await peekHead(input);
  if (head.length === 0) throw new DiveLogError('file-empty');
  const fileName = options.fileName ?? null;
  const format = options.format ?? detectFormat(head, fileName);
  if (!format) throw new DiveLogError('format-unknown', { fileName: fileName ?? '' });
  const reader = readerFor(format);
  if (!reader) throw new DiveLogError('format-unknown', { fileName: fileName ?? '' });

  const issues = new IssueList();
  let lastReported = -PROGRESS_EVERY_BYTES;
  const context: ReaderContext = {
    source,
    fileName,
    sizeBytes,
    limits,
    csvMapping: options.csvMapping ?? null,
    issues,
    progress(bytesRead, dives) {
      if (options.signal?.aborted) throw new DiveLogError('parse-aborted');
      if (bytesRead - lastReported < PROGRESS_EVERY_BYTES) return;
      lastReported = bytesRead;
      options.onProgress?.({ bytesRead, totalBytes: sizeBytes, dives });
    },
    parseNested: (bytes, name) => parseDiveLog(bytes, { fileName: name, limits, signal: options.signal, csvMapping: options.csvMapping }),
  };
  const dives = await reader.read(context);
  if (dives.length > limits.maxDives) throw new DiveLogError('too-many-dives', { limit: limits.maxDives });
  options.onProgress?.({ bytesRead: sizeBytes ?? lastReported, totalBytes: sizeBytes, dives: dives.length });
  return { format, dives, issues: issues.items };
}
