// The interface of a writer: dives in, one file's text out.
import type { Dive } from './model.ts';

export type WriterId = 'uddf' | 'subsurface-xml' | 'csv';

export interface FormatWriter {
  id: WriterId;
  /** The file name ending, with the dot. */
  extension: string;
  mediaType: string;
  write(dives: readonly Dive[]): string;
}
