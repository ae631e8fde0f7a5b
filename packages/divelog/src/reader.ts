// The interface every format's reader implements, and what it is given.
import type { CsvMapping } from './csv/mapping.ts';
import type { Issue, IssueList } from './issues.ts';
import type { Limits } from './limits.ts';
import type { Dive, FormatId } from './model.ts';

/** A file's bytes, whole or as a stream of chunks (a Node Readable is one). */
export type ByteSource = Uint8Array | AsyncIterable<Uint8Array>;

export interface Progress {
  bytesRead: number;
  /** Null when the size is not known in advance (a stream). */
  totalBytes: number | null;
  dives: number;
}

export interface ParseOptions {
  fileName?: string;
  /** The size of a streamed file, for progress and for refusing a file over the limit before reading it. */
  sizeBytes?: number;
  /** Read as this format instead of detecting it. */
  format?: FormatId;
  limits?: Partial<Limits>;
  /** For CSV: which column holds what (a member's stored mapping); without it the reader guesses from the header. */
  csvMapping?: CsvMapping;
  /** Called as the file is read (about every megabyte) and once at the end. */
  onProgress?: (progress: Progress) => void;
  signal?: AbortSignal;
}

export interface ParseResult {
  format: FormatId;
  dives: Dive[];
  /** Warnings, and errors that cost one dive (never the file: those throw a DiveLogError). */
  issues: Issue[];
}

/** What a reader gets: the source, resolved limits, the issue list and the progress callback. */
export interface ReaderContext {
  source: ByteSource;
  fileName: string | null;
  sizeBytes: number | null;
  limits: Limits;
  csvMapping: CsvMapping | null;
  issues: IssueList;
  /** Report bytes read so far; the context turns it into throttled progress calls and abort checks. */
  progress(bytesRead: number, dives: number): void;
  /** For archives: parse one entry's bytes as a file of its own. */
  parseNested(bytes: Uint8Array, fileName: string): Promise<ParseResult>;
}

export interface FormatReader {
  id: FormatId;
  /** Lower-case file name endings this format uses, with the dot: ['.ssrf', '.xml']. */
  extensions: readonly string[];
  /**
   * How sure the reader is that this file is its format, from 0 (not at all) to 1, judged on the first bytes
   * (up to 64 KiB; `head` may be shorter) and the file name. Content beats the name: an `.xml` can be any
   * of four formats.
   */
  detect(head: Uint8Array, fileName: string | null): number;
  /** Reads the dives. Throws a DiveLogError when the file cannot be read at all. */
  read(context: ReaderContext): Promise<Dive[]>;
}
