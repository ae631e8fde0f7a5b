// Errors and warnings as codes with parameters and a place, never as English sentences: the app words them
// in the diver's language (README, "Errors and warnings" lists every code and its parameters).

export const ISSUE_CODES = [
  // The whole file
  'file-too-large', // {limitBytes, sizeBytes}
  'file-empty',
  'format-unknown', // {fileName}
  'format-mismatch', // {format} the file does not look like the format asked for
  'file-truncated',
  'file-corrupt', // {reason}
  'encoding-unsupported', // {encoding}
  'encoding-invalid', // bytes that are not text in the file's encoding
  'xml-malformed', // {reason}: one of XML_REASONS
  'xml-doctype-refused', // a DOCTYPE with declarations (entities) is never read
  'xml-entity-refused', // {name} an entity that is not one of XML's five
  'xml-too-deep', // {limit}
  'no-dives',
  'too-many-dives', // {limit}
  'parse-aborted',
  // Archives
  'archive-too-large', // {limitBytes}
  'archive-too-many-entries', // {limit}
  'archive-suspicious-ratio', // {ratio, limit} (a zip bomb)
  'archive-entry-failed', // {entry, code}: the entry's own error code, one of these
  'archive-entry-encrypted', // a password-protected entry (as `code` of archive-entry-failed)
  'archive-entry-unsupported', // {method} compressed with a method other than stored or deflate
  'archive-nested', // an archive inside an archive is not opened
  // CSV
  'csv-mapping-needed', // {missing}: no column the reader can take the dive's date from; a mapping is needed
  'csv-column-missing', // {column}: the mapping names a column the file's header does not have
  // One dive
  'dive-placeholder-skipped', // a record with nothing of a dive in it (no time, no profile, no depth)
  'dive-date-missing',
  'dive-date-invalid', // {value}
  'dive-date-out-of-range', // {value, min, max}
  'dive-too-many-cylinders', // {count, limit}
  'dive-too-many-samples', // {count, limit}
  'dive-too-many-computers', // {count, limit}
  'value-out-of-range', // {field, value, min, max}: the value is dropped (null)
  'value-unreadable', // {field, value}: the value is dropped (null)
  'reference-unknown', // {ref}: a link to a gas, site or tank the file does not define
  'samples-reordered', // samples out of time order were sorted
  'samples-duplicate-time', // {count} samples at the same time as the one before were merged
  'declared-differs-from-profile', // {field, declared, profile}: the declared value is kept
  'offset-corrected', // {written, used}
  'offset-ignored', // {written}
  'doctype-ignored', // a DOCTYPE naming an outside DTD only: never fetched, nothing declared
] as const;
export type IssueCode = (typeof ISSUE_CODES)[number];

/** Reasons given with `xml-malformed`. */
export type XmlReason =
  | 'unexpected-end'
  | 'mismatched-end-tag'
  | 'unexpected-end-tag'
  | 'bad-tag'
  | 'bad-attribute'
  | 'duplicate-attribute'
  | 'bad-entity'
  | 'text-outside-root'
  | 'several-roots'
  | 'text-too-long'
  | 'bad-processing-instruction';

/** Where in the file: any of these that are known. Lines and columns count from 1, bytes and dives from 0. */
export interface IssueLocation {
  line?: number;
  column?: number;
  byte?: number;
  /** The dive's `sourceIndex`. */
  dive?: number;
  sample?: number;
  /** For archives: the entry's name. */
  entry?: string;
}

export type Severity = 'error' | 'warning';

export interface Issue {
  code: IssueCode;
  severity: Severity;
  params: Record<string, string | number>;
  at: IssueLocation;
}

/** Thrown when a file cannot be read at all; nothing of it is returned. */
export class DiveLogError extends Error {
  readonly issue: Issue;
  constructor(code: IssueCode, params: Record<string, string | number> = {}, at: IssueLocation = {}) {
    // The message is for logs and the CLI; the app words the code itself.
    super(`${code} ${JSON.stringify(params)}${formatLocation(at)}`);
    this.name = 'DiveLogError';
    this.issue = { code, severity: 'error', params, at };
  }
}

export function formatLocation(at: IssueLocation): string {
  const parts: string[] = [];
  if (at.entry !== undefined) parts.push(`entry ${at.entry}`);
  if (at.line !== undefined) parts.push(`line ${at.line}${at.column !== undefined ? `:${at.column}` : ''}`);
  if (at.byte !== undefined) parts.push(`byte ${at.byte}`);
  if (at.dive !== undefined) parts.push(`dive ${at.dive}`);
  if (at.sample !== undefined) parts.push(`sample ${at.sample}`);
  return parts.length ? ` at ${parts.join(', ')}` : '';
}

/** Collects a parse's warnings and per-dive errors, capped so a broken file cannot fill memory with them. */
export class IssueList {
  readonly items: Issue[] = [];
  private dropped = 0;
  private readonly limit: number;
  constructor(limit = 1000) {
    this.limit = limit;
  }

  warn(code: IssueCode, params: Record<string, string | number> = {}, at: IssueLocation = {}): void {
    this.add({ code, severity: 'warning', params, at });
  }

  error(code: IssueCode, params: Record<string, string | number> = {}, at: IssueLocation = {}): void {
    this.add({ code, severity: 'error', params, at });
  }

  add(issue: Issue): void {
    if (this.items.length < this.limit) this.items.push(issue);
    else this.dropped++;
  }

  /** How many issues went past the cap and were counted only. */
  get droppedCount(): number {
    return this.dropped;
  }
}
