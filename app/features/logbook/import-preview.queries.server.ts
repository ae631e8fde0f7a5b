// What the import page shows of a member's import: its files with their problems, its progress while
// it is read, the CSV files waiting for their columns (with the reader's guess), and each staged dive
// with the site it matched and the logged dive it seems to repeat. Only the member's own imports.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { CSV_FIELDS, CSV_UNITS, guessCsvMapping, readCsvMapping, type CsvMapping } from '@diveatlas/divelog';
import { db, schema } from '../../lib/db.server.ts';
import type { ImportStatus, StagedImportFile } from '../../../db/schema/logbook.ts';
import { csvHeaderKey } from './import-staging.server.ts';

/** What a column of a CSV file may hold, and in which units, for the mapping step. */
export const CSV_CHOICES = { fields: CSV_FIELDS, units: CSV_UNITS };

export type PreviewDive = {
  position: number;
  fileIndex: number;
  startLocal: string;
  utcOffsetMinutes: number | null;
  durationS: number | null;
  maxDepthM: number | null;
  mode: string;
  sampleCount: number;
  placeName: string | null;
  site: { id: number; name: string; by: 'position' | 'name' } | null;
  duplicate: { diveId: number; number: number; reason: 'start' | 'computer-number' } | null;
  choice: 'save' | 'skip';
  savedDiveId: number | null;
};

export type HeldCsv = { fileIndex: number; name: string; headers: string[]; mapping: CsvMapping };

export type ImportPreview = {
  id: number;
  status: ImportStatus;
  files: StagedImportFile[];
  bytesTotal: number;
  bytesRead: number;
  divesFound: number;
  divesSaved: number;
  held: HeldCsv[];
  dives: PreviewDive[];
};

/** The header cells of a held CSV file, for the mapping step (the guess names only the columns it knew). */
function headerCells(bytes: Uint8Array, mapping: CsvMapping): string[] {
  const line = new TextDecoder(mapping.encoding).decode(bytes.subarray(0, 64 * 1024)).replace(/^\ufeff/, '').split(/\r\n|\r|\n/)[0] ?? '';
  const cells = line.split(mapping.delimiter).map((cell) => cell.trim().replace(/^"(.*)"$/, '$1'));
  return cells.slice(0, 60);
}

async function heldFiles(memberId: string, importId: number, files: StagedImportFile[]): Promise<HeldCsv[]> {
  const h = schema.logbookImportHeldFiles;
  const rows = await db().select({ fileIndex: h.fileIndex, bytes: h.bytes }).from(h).where(eq(h.importId, importId)).orderBy(asc(h.fileIndex));
  const held: HeldCsv[] = [];
  for (const row of rows) {
    const head = row.bytes.subarray(0, 64 * 1024);
    // A mapping the member confirmed for another file of this layout comes first, else the reader's guess.
    const [remembered] = await db()
      .select({ mapping: schema.logbookCsvMappings.mapping })
      .from(schema.logbookCsvMappings)
      .where(and(eq(schema.logbookCsvMappings.memberId, memberId), eq(schema.logbookCsvMappings.headerKey, csvHeaderKey(row.bytes))));
    const mapping = (remembered && readCsvMapping(remembered.mapping)) || guessCsvMapping(head);
    held.push({ fileIndex: row.fileIndex, name: files[row.fileIndex]?.name ?? '', headers: mapping.hasHeader ? headerCells(row.bytes, mapping) : [], mapping });
  }
  return held;
}

/** The member's import by id, or their latest one still waiting for a choice; null when there is none. */
export async function importPreview(memberId: string, importId: number | null): Promise<ImportPreview | null> {
  const i = schema.logbookImports;
  const [row] = await db()
    .select()
    .from(i)
    .where(and(eq(i.memberId, memberId), importId !== null ? eq(i.id, importId) : inArray(i.status, ['ready']), sql`${i.expiresAt} > now()`))
    .orderBy(desc(i.createdAt))
    .limit(1);
  if (!row) return null;
  const d = schema.logbookImportDives;
  const { rows } = await db().execute<{
    position: number;
    file_index: number;
    start_local: string;
    offset: number | null;
    duration_s: number | null;
    max_depth_m: number | null;
    mode: string;
    sample_count: number;
    place_name: string | null;
    site_id: number | null;
    site_name: string | null;
    site_match: 'position' | 'name' | null;
    duplicate_id: number | null;
    duplicate_number: number | null;
    duplicate_reason: 'start' | 'computer-number' | null;
    choice: 'save' | 'skip';
    saved_dive_id: number | null;
  }>(sql`
    select d.position, d.file_index, to_char(d.start_local, 'YYYY-MM-DD"T"HH24:MI:SS') as start_local,
      (d.dive->>'utcOffsetMinutes')::int as offset, (d.dive->>'durationS')::float8 as duration_s, (d.dive->>'maxDepthM')::float8 as max_depth_m,
      d.dive->>'mode' as mode, d.sample_count, d.dive->'site'->>'name' as place_name,
      s.id as site_id, s.name as site_name, d.site_match,
      dup.id as duplicate_id, dup.number as duplicate_number, d.duplicate_reason, d.choice, d.saved_dive_id
    from ${d} d
    left join dive_site s on s.id = d.matched_site_id
    left join dive dup on dup.id = d.duplicate_of_dive_id
    where d.import_id = ${row.id}
    order by d.start_local, d.position`);
  return {
    id: row.id,
    status: row.status,
    files: row.files,
    bytesTotal: row.bytesTotal,
    bytesRead: row.bytesRead,
    divesFound: row.divesFound,
    divesSaved: row.divesSaved,
    held: row.status === 'ready' ? await heldFiles(memberId, row.id, row.files) : [],
    dives: rows.map((dive) => ({
      position: dive.position,
      fileIndex: dive.file_index,
      startLocal: dive.start_local,
      utcOffsetMinutes: dive.offset,
      durationS: dive.duration_s,
      maxDepthM: dive.max_depth_m,
      mode: dive.mode,
      sampleCount: dive.sample_count,
      placeName: dive.place_name,
      site: dive.site_id !== null && dive.site_match ? { id: dive.site_id, name: dive.site_name ?? '', by: dive.site_match } : null,
      duplicate: dive.duplicate_id !== null && dive.duplicate_reason ? { diveId: dive.duplicate_id, number: dive.duplicate_number ?? 0, reason: dive.duplicate_reason } : null,
      choice: dive.choice,
      savedDiveId: dive.saved_dive_id,
    })),
  };
}

/** How far the member's import being read has got, for the progress bar; null when none is being read. */
export async function importProgress(memberId: string): Promise<{ bytesRead: number; bytesTotal: number } | null> {
  const i = schema.logbookImports;
  const [row] = await db()
    .select({ bytesRead: i.bytesRead, bytesTotal: i.bytesTotal })
    .from(i)
    .where(and(eq(i.memberId, memberId), eq(i.status, 'reading')))
    .orderBy(desc(i.createdAt))
    .limit(1);
  return row ?? null;
}
