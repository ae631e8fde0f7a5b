// Zip archives (`.zip`) of dive-log files, in folders or not: each file is read as the format its content
// says, as a file of its own. A file that cannot be read is named in an `archive-entry-failed` issue with
// its own error code, and the others are still read. Bombs are refused whole before anything is unpacked:
// too many entries, more unpacked bytes than the limit, or an entry that unpacks to more than the limit's
// ratio of its packed size; an entry that would unpack to more than it declares is stopped there.
import { entryBytes, EntryError, zipEntries } from '../archive/zip-entries.ts';
import { readAllBytes } from '../bytes.ts';
import { hasExtension } from '../detect.ts';
import { DiveLogError } from '../issues.ts';
import type { Dive } from '../model.ts';
import type { FormatReader, ReaderContext } from '../reader.ts';

/** Entries smaller than this are never bombs, whatever their ratio (a page of spaces packs 300 to 1). */
const RATIO_FROM_BYTES = 1024 * 1024;

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && ((bytes[2] === 3 && bytes[3] === 4) || (bytes[2] === 5 && bytes[3] === 6));

export const zipReader: FormatReader = {
  id: 'zip',
  extensions: ['.zip'],
  detect(head, fileName) {
    if (isZip(head)) return 1;
    return hasExtension(fileName, ['.zip']) ? 0.1 : 0;
  },
  async read(context: ReaderContext) {
    const bytes = await readAllBytes(context);
    const { limits, issues } = context;
    const entries = zipEntries(bytes, limits.maxArchiveEntries).filter((entry) => !ignored(entry.name));
    let total = 0;
    for (const entry of entries) {
      total += entry.unpackedBytes;
      if (total > limits.maxArchiveBytes) throw new DiveLogError('archive-too-large', { limitBytes: limits.maxArchiveBytes });
      const ratio = entry.unpackedBytes / Math.max(entry.packedBytes, 1);
      if (entry.unpackedBytes > RATIO_FROM_BYTES && ratio > limits.maxArchiveRatio) {
        throw new DiveLogError('archive-suspicious-ratio', { ratio: Math.round(ratio), limit: limits.maxArchiveRatio }, { entry: entry.name });
      }
    }
    if (entries.length === 0) throw new DiveLogError('no-dives');

    const dives: Dive[] = [];
    // Dives and issues of each entry are numbered after the previous entries' so that `sourceIndex` stays
    // unique in the archive; the entry's name says which file an issue is about.
    let offset = 0;
    for (const entry of entries) {
      const at = { entry: entry.name };
      if (entry.unpackedBytes > limits.maxFileBytes) {
        issues.error('archive-entry-failed', { entry: entry.name, code: 'file-too-large', limitBytes: limits.maxFileBytes, sizeBytes: entry.unpackedBytes }, at);
        continue;
      }
      try {
        const content = entryBytes(bytes, entry);
        if (isZip(content)) {
          issues.error('archive-entry-failed', { entry: entry.name, code: 'archive-nested' }, at);
          continue;
        }
        const result = await context.parseNested(content, baseName(entry.name));
        let highest = -1;
        for (const dive of result.dives) {
          highest = Math.max(highest, dive.sourceIndex);
          dive.sourceIndex += offset;
          dives.push(dive);
        }
        for (const issue of result.issues) {
          if (issue.at.dive !== undefined) highest = Math.max(highest, issue.at.dive);
          issues.add({ ...issue, at: { ...issue.at, ...at, ...(issue.at.dive === undefined ? {} : { dive: issue.at.dive + offset }) } });
        }
        offset += highest + 1;
      } catch (error) {
        if (error instanceof EntryError) issues.error('archive-entry-failed', { entry: entry.name, code: error.code, ...error.params }, at);
        else if (error instanceof DiveLogError && error.issue.code !== 'parse-aborted') {
          // A photo or a note beside the logs is not an error in the archive.
          const add = error.issue.code === 'format-unknown' ? issues.warn.bind(issues) : issues.error.bind(issues);
          add('archive-entry-failed', { entry: entry.name, code: error.issue.code, ...error.issue.params }, { ...error.issue.at, ...at });
        } else throw error;
      }
      context.progress(bytes.length, dives.length);
      if (dives.length > limits.maxDives) throw new DiveLogError('too-many-dives', { limit: limits.maxDives });
    }
    return dives;
  },
};

/** macOS's resource forks and hidden files are not logs. */
function ignored(name: string): boolean {
  return name.startsWith('__MACOSX/') || baseName(name).startsWith('.');
}

const baseName = (name: string) => name.slice(name.lastIndexOf('/') + 1);
