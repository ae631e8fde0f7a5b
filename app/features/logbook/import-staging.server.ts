// An import's first half: the files a member sent are read by @diveatlas/divelog and their dives staged
// for the preview, each with the atlas site it matched and the logged dive it seems to repeat. Nothing
// goes into the log here. A file that cannot be read is kept in the import's list with its problem (a
// code the page words in the member's language) and the other files are still read. A CSV file from a
// program we do not recognise is held until the member says which column holds what; the mapping is
// remembered for the next file with the same header.
import { and, eq, lt, sql } from 'drizzle-orm';
import { DiveLogError, detectFormat, guessCsvMapping, packProfile, parseDiveLog, readCsvMapping, type CsvMapping, type Dive, type Issue } from '@diveatlas/divelog';
import { MAX_DIVE_LOG_FILE_BYTES } from '../../lib/body-limits.ts';
import { db, schema } from '../../lib/db.server.ts';
import { logger } from '../../lib/runtime.server.ts';
import type { ImportChoice, StagedImportFile } from '../../../db/schema/logbook.ts';
import { duplicateFinder, type DuplicateMatch } from './import-duplicates.server.ts';
import { siteMatcher, type SiteMatch } from './import-site-match.server.ts';

/** How long a preview waits for the member's choice before it is removed. */
export const IMPORT_LIFETIME_MS = 24 * 3_600_000;
/** Problems kept per file: enough to see what is wrong, never a file's worth of them. */
const ISSUES_PER_FILE = 50;
/** Staged dives written per statement. */
const STAGE_BATCH = 200;
/**
 * Watches log each breath-hold of a snorkelling day as a freedive: such records start unticked, so a
 * diver imports their scuba dives without fifty duck-dives among them.
 */
export const SHALLOW_FREEDIVE_M = 10;

export type ImportFile = { name: string; bytes: Uint8Array };
export type RefusedUpload = { name: string; problem: 'tooLarge' | 'tooMany' };

type StagedIssue = StagedImportFile['issues'][number];

function stagedIssue(issue: Issue): StagedIssue {
  return { code: issue.code, severity: issue.severity, params: issue.params, at: { ...issue.at } };
}

function keptIssues(issues: readonly Issue[]): StagedIssue[] {
  // Errors first: a dive left out matters more than a corrected value.
  const sorted = [...issues].sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1));
  return sorted.slice(0, ISSUES_PER_FILE).map(stagedIssue);
}

/** The file's first line, folded: what a remembered CSV mapping is found by. */
export function csvHeaderKey(bytes: Uint8Array): string {
  const head = new TextDecoder('utf-8').decode(bytes.subarray(0, 64 * 1024));
  // eslint-disable-next-line no-control-regex
  const first = head.replace(/^\ufeff/, '').replace(/\u0000/g, '').split(/\r\n|\r|\n/)[0] ?? '';
  return first.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 2000);
}

/** Columns a dive list may carry that are worked out from others (Subsurface's air consumption): never read, never asked about. */
const DERIVED_CSV_HEADERS = new Set(['sac [l/min]', 'sac']);

/** Whether every column of a CSV file's header is one the reader knows: then it is read without asking. */
function csvFullyKnown(mapping: CsvMapping, bytes: Uint8Array): boolean {
  if (!mapping.hasHeader || !mapping.columns.some((column) => column.field === 'date' || column.field === 'dateTime')) return false;
  const cells = csvHeaderKey(bytes)
    .split(mapping.delimiter)
    .map((cell) => cell.trim().replace(/^"(.*)"$/, '$1'))
    .filter((cell) => cell !== '' && !DERIVED_CSV_HEADERS.has(cell));
  return cells.length > 0 && cells.length === mapping.columns.length;
}

async function rememberedMapping(memberId: string, headerKey: string): Promise<CsvMapping | null> {
  const m = schema.logbookCsvMappings;
  const [row] = await db().select({ mapping: m.mapping }).from(m).where(and(eq(m.memberId, memberId), eq(m.headerKey, headerKey)));
  return row ? readCsvMapping(row.mapping) : null;
}

export async function rememberMapping(memberId: string, headerKey: string, mapping: CsvMapping): Promise<void> {
  const m = schema.logbookCsvMappings;
  await db()
    .insert(m)
    .values({ memberId, headerKey, mapping, updatedAt: new Date() })
    .onConflictDoUpdate({ target: [m.memberId, m.headerKey], set: { mapping, updatedAt: new Date() } });
}

/** A dive as the stage keeps it: the model without its samples (they are packed beside it). */
function withoutSamples(dive: Dive): unknown {
  return { ...dive, computers: dive.computers.map(({ samples: _samples, ...computer }) => computer) };
}

function defaultChoice(dive: Dive, duplicate: DuplicateMatch): ImportChoice {
  if (duplicate) return 'skip';
  if (dive.mode === 'freedive' && (dive.maxDepthM === null || dive.maxDepthM < SHALLOW_FREEDIVE_M)) return 'skip';
  return 'save';
}

type Matchers = { site: (site: Dive['site']) => Promise<SiteMatch>; duplicate: (dive: Dive) => DuplicateMatch };

async function stageDives(importId: number, fileIndex: number, firstPosition: number, dives: readonly Dive[], matchers: Matchers): Promise<void> {
  for (let start = 0; start < dives.length; start += STAGE_BATCH) {
    const rows = [];
    for (const [offset, dive] of dives.slice(start, start + STAGE_BATCH).entries()) {
      const site = await matchers.site(dive.site);
      const duplicate = matchers.duplicate(dive);
      const samples = dive.computers[0]?.samples;
      rows.push({
        importId,
        position: firstPosition + start + offset,
        fileIndex,
        startLocal: dive.startLocal.replace('T', ' '),
        dive: withoutSamples(dive),
        samples: samples && samples.timeS.length ? packProfile(samples) : null,
        sampleCount: samples?.timeS.length ?? 0,
        matchedSiteId: site?.siteId ?? null,
        siteMatch: site?.by ?? null,
        duplicateOfDiveId: duplicate?.diveId ?? null,
        duplicateReason: duplicate?.reason ?? null,
        choice: defaultChoice(dive, duplicate),
      });
    }
    await db().insert(schema.logbookImportDives).values(rows);
  }
}

type Reading = { format: string | null; dives: Dive[]; issues: StagedIssue[]; held: boolean };

/** Reads one file; a file that cannot be read gives its problem, never an exception. */
async function readFile(memberId: string, file: ImportFile, onBytes: (bytesRead: number) => void, mapping: CsvMapping | null = null): Promise<Reading> {
  try {
    let csvMapping = mapping;
    if (!csvMapping && detectFormat(file.bytes.subarray(0, 64 * 1024), file.name) === 'csv') {
      csvMapping = await rememberedMapping(memberId, csvHeaderKey(file.bytes));
      if (!csvMapping) {
        const guess = guessCsvMapping(file.bytes.subarray(0, 64 * 1024));
        if (!csvFullyKnown(guess, file.bytes)) return { format: 'csv', dives: [], issues: [{ code: 'csv-mapping-needed', severity: 'warning', params: {}, at: {} }], held: true };
      }
    }
    const result = await parseDiveLog(file.bytes, {
      fileName: file.name,
      limits: { maxFileBytes: MAX_DIVE_LOG_FILE_BYTES },
      csvMapping: csvMapping ?? undefined,
      onProgress: (progress) => onBytes(progress.bytesRead),
    });
    return { format: result.format, dives: result.dives, issues: keptIssues(result.issues), held: false };
  } catch (error) {
    if (error instanceof DiveLogError) return { format: null, dives: [], issues: [stagedIssue(error.issue)], held: false };
    // A reader's own fault: the file is reported as unreadable, the import goes on, and the log says why.
    logger().error({ err: error, file: file.name }, 'dive-log reader failed');
    return { format: null, dives: [], issues: [{ code: 'file-corrupt', severity: 'error', params: {}, at: {} }], held: false };
  }
}

/** Removes every import whose time is up (with its staged dives and held files). */
async function removeExpiredImports(now: Date): Promise<void> {
  await db().delete(schema.logbookImports).where(lt(schema.logbookImports.expiresAt, now));
}

/**
 * Reads the files into a new import and stages their dives; returns the import's id. The import's
 * `bytes_read` follows the reading, for the page's progress bar.
 */
export async function stageImport(options: { memberId: string; files: readonly ImportFile[]; refused?: readonly RefusedUpload[]; now?: Date }): Promise<number> {
  const { memberId, files, refused = [], now = new Date() } = options;
  await removeExpiredImports(now);
  const staged: StagedImportFile[] = [
    ...files.map((file) => ({ name: file.name, sizeBytes: file.bytes.length, format: null, dives: 0, issues: [] })),
    ...refused.map((file) => ({
      name: file.name,
      sizeBytes: 0,
      format: null,
      dives: 0,
      issues: [file.problem === 'tooLarge' ? { code: 'file-too-large', severity: 'error' as const, params: { limitBytes: MAX_DIVE_LOG_FILE_BYTES }, at: {} } : { code: 'too-many-files', severity: 'error' as const, params: {}, at: {} }],
    })),
  ];
  const bytesTotal = files.reduce((sum, file) => sum + file.bytes.length, 0);
  const [row] = await db()
    .insert(schema.logbookImports)
    .values({ memberId, status: 'reading', files: staged, bytesTotal, createdAt: now, updatedAt: now, expiresAt: new Date(now.getTime() + IMPORT_LIFETIME_MS) })
    .returning({ id: schema.logbookImports.id });
  const importId = row!.id;
  try {
    const matchers: Matchers = { site: siteMatcher(), duplicate: await duplicateFinder(memberId) };
    let done = 0;
    let position = 0;
    let reported = Promise.resolve();
    for (const [fileIndex, file] of files.entries()) {
      const reading = await readFile(memberId, file, (bytesRead) => {
        // One progress write at a time; a reading faster than the database skips some.
        reported = reported.then(() => db().update(schema.logbookImports).set({ bytesRead: done + bytesRead }).where(eq(schema.logbookImports.id, importId)).then(() => undefined));
      });
      if (reading.held) await db().insert(schema.logbookImportHeldFiles).values({ importId, fileIndex, bytes: file.bytes });
      await stageDives(importId, fileIndex, position, reading.dives, matchers);
      position += reading.dives.length;
      done += file.bytes.length;
      staged[fileIndex] = { ...staged[fileIndex]!, format: reading.format, dives: reading.dives.length, issues: reading.issues };
    }
    await reported;
    await db().update(schema.logbookImports).set({ status: 'ready', files: staged, bytesRead: bytesTotal, divesFound: position, updatedAt: new Date() }).where(eq(schema.logbookImports.id, importId));
  } catch (error) {
    await db().update(schema.logbookImports).set({ status: 'failed', error: 'import-failed', updatedAt: new Date() }).where(eq(schema.logbookImports.id, importId));
    throw error;
  }
  return importId;
}

export type HeldCsvResult = { ok: true; dives: number } | { ok: false; problem: 'notFound' } | { ok: false; problem: 'unreadable'; issue: StagedIssue };

/**
 * Reads a held CSV file with the columns the member confirmed: its dives join the preview and the
 * mapping is remembered for the member's next file with the same header. A mapping that still does not
 * read the file keeps the file held, with the reason.
 */
export async function readHeldCsv(options: { memberId: string; importId: number; fileIndex: number; mapping: CsvMapping }): Promise<HeldCsvResult> {
  const { memberId, importId, fileIndex, mapping } = options;
  const i = schema.logbookImports;
  const [staged] = await db()
    .select({ files: i.files })
    .from(i)
    .where(and(eq(i.id, importId), eq(i.memberId, memberId), eq(i.status, 'ready')));
  const h = schema.logbookImportHeldFiles;
  const [held] = staged ? await db().select({ bytes: h.bytes }).from(h).where(and(eq(h.importId, importId), eq(h.fileIndex, fileIndex))) : [];
  const file = staged?.files[fileIndex];
  if (!held || !file) return { ok: false, problem: 'notFound' };
  const reading = await readFile(memberId, { name: file.name, bytes: held.bytes }, () => undefined, mapping);
  if (reading.format === null) {
    const issue = reading.issues[0]!;
    await db()
      .update(i)
      .set({ files: sql`jsonb_set(${i.files}, ${`{${fileIndex},issues}`}::text[], ${JSON.stringify([issue])}::jsonb)` })
      .where(eq(i.id, importId));
    return { ok: false, problem: 'unreadable', issue };
  }
  const matchers: Matchers = { site: siteMatcher(), duplicate: await duplicateFinder(memberId) };
  const { rows } = await db().execute<{ next: number }>(sql`select coalesce(max(position) + 1, 0)::int as next from logbook_import_dive where import_id = ${importId}`);
  await stageDives(importId, fileIndex, rows[0]!.next, reading.dives, matchers);
  await rememberMapping(memberId, csvHeaderKey(held.bytes), mapping);
  await db().delete(h).where(and(eq(h.importId, importId), eq(h.fileIndex, fileIndex)));
  const entry = { ...file, format: 'csv', dives: reading.dives.length, issues: reading.issues };
  await db()
    .update(i)
    .set({ files: sql`jsonb_set(${i.files}, ${`{${fileIndex}}`}::text[], ${JSON.stringify(entry)}::jsonb)`, divesFound: sql`${i.divesFound} + ${reading.dives.length}`, updatedAt: new Date() })
    .where(eq(i.id, importId));
  return { ok: true, dives: reading.dives.length };
}
