// What the XML readers share: detection by root element, and reading a file's records into dives.
import { DiveLogError } from '../issues.ts';
import { finishDive, type DraftDive } from '../draft.ts';
import type { Dive } from '../model.ts';
import type { ReaderContext } from '../reader.ts';
import { sniffEncoding } from '../xml/decode.ts';
import { streamRecords, type RecordSpec } from '../xml/records.ts';

/** The first element's local name in an XML file's head, or null (not XML). Throws on an unknown encoding. */
export function rootElementName(head: Uint8Array): string | null {
  let text: string;
  try {
    const { encoding, bomLength } = sniffEncoding(head);
    text = new TextDecoder(encoding).decode(head.subarray(bomLength, 8192));
  } catch (error) {
    // An XML declaration naming an encoding this package cannot read: say so rather than "unknown format".
    if (error instanceof DiveLogError) throw error;
    return null;
  }
  // Skip the declaration, comments, processing instructions and a DOCTYPE.
  const match = /^\s*(?:(?:<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)\s*)*<([A-Za-z_][\w.:-]*)/.exec(text);
  if (!match) return null;
  const name = match[1]!;
  return name.slice(name.indexOf(':') + 1);
}

/** Collects finished dives with the running sample count and the dive limit. */
export class DiveCollector {
  readonly dives: Dive[] = [];
  private samples = 0;
  private records = 0;
  private readonly context: ReaderContext;

  constructor(context: ReaderContext) {
    this.context = context;
  }

  /** The next record's index among the file's dive records. */
  nextIndex(): number {
    return this.records++;
  }

  add(draft: DraftDive): void {
    const dive = finishDive(draft, this.context.limits, this.context.issues, this.samples);
    if (!dive) return;
    for (const computer of dive.computers) this.samples += computer.samples.timeS.length;
    this.dives.push(dive);
    if (this.dives.length > this.context.limits.maxDives) throw new DiveLogError('too-many-dives', { limit: this.context.limits.maxDives });
  }
}

/** Streams the file's records and fails with `format-mismatch` when the root element is not the expected one. */
export async function readXml(context: ReaderContext, roots: readonly string[], format: string, spec: RecordSpec, collector: DiveCollector): Promise<Dive[]> {
  let rootChecked = false;
  await streamRecords(
    context,
    {
      ...spec,
      isRecord(name, path) {
        if (!rootChecked) {
          rootChecked = true;
          if (!roots.includes(name)) throw new DiveLogError('format-mismatch', { format });
        }
        return spec.isRecord(name, path);
      },
    },
    () => collector.dives.length,
  );
  return collector.dives;
}
