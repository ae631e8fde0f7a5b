// An import's second half: the dives the member ticked in the preview go into their log through the
// dive service, oldest first so the new numbers follow the dates. Dives are saved in batches, one
// transaction each with a savepoint per dive: a dive the service refuses stays in the preview with its
// reason and the others are saved. Dives of one import at the same new place share one suggestion to
// the moderators. An import is saved once: a second post finds it already saving or saved.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { unpackProfile, type Dive, type Samples } from '@diveatlas/divelog';
import { db, schema } from '../../lib/db.server.ts';
import { logger } from '../../lib/runtime.server.ts';
import type { DivePrivacy, StagedImportFile } from '../../../db/schema/logbook.ts';
import { diveInputFromModel } from './dive-from-model.server.ts';
import type { DivePlaceInput } from './dive.schema.ts';
import { createDiveInTransaction, type DiveAuthor } from './dives.service.server.ts';

/** Dives saved per transaction: short enough not to hold the member's log for long. */
const SAVE_BATCH = 100;

export type ImportSaveResult = { ok: true; saved: number; refused: number } | { ok: false; problem: 'notFound' | 'notReady' };

/** The stored dive with its packed samples put back on its first computer. */
function restoredDive(stored: Dive, packed: Uint8Array | null): Dive {
  const [first, ...others] = stored.computers;
  if (!first) return stored;
  const unpacked = packed ? unpackProfile(packed) : null;
  const samples: Samples = unpacked
    ? { timeS: unpacked.timeS, depthM: unpacked.depthM, temperatureC: unpacked.temperatureC, pressureBar: unpacked.pressureBar, ppO2Bar: null, ndlS: null, cnsPercent: null, heartRateBpm: null }
    : { timeS: new Float64Array(0), depthM: new Float64Array(0), temperatureC: null, pressureBar: [], ppO2Bar: null, ndlS: null, cnsPercent: null, heartRateBpm: null };
  return { ...stored, computers: [{ ...first, samples }, ...others] };
}

/** The place a dive is saved at: the matched site, else a new place when the file gives a name and a position. */
function placeOf(dive: Dive, matchedSiteId: number | null): DivePlaceInput | null {
  if (matchedSiteId !== null) return { kind: 'site', siteId: matchedSiteId };
  const site = dive.site;
  const name = site?.name?.trim() ?? '';
  if (!site || name.length < 2 || site.lat === null || site.lng === null) return null;
  return { kind: 'new', name: name.slice(0, 120), lat: site.lat, lng: site.lng, countryCode: null };
}

const placeKey = (place: DivePlaceInput) => (place.kind === 'new' ? JSON.stringify([place.name, place.lat, place.lng]) : null);

/**
 * Saves the dives the member chose (`chosen`: staged positions; the others are skipped) with the given
 * privacy. The author is the member signed in; the import must be theirs.
 */
export async function saveImport(options: { author: DiveAuthor; importId: number; chosen: ReadonlySet<number>; privacy: DivePrivacy }): Promise<ImportSaveResult> {
  const { author, importId, chosen, privacy } = options;
  const i = schema.logbookImports;
  const d = schema.logbookImportDives;
  const [claimed] = await db()
    .update(i)
    .set({ status: 'saving', updatedAt: new Date() })
    .where(and(eq(i.id, importId), eq(i.memberId, author.id), eq(i.status, 'ready')))
    .returning({ files: i.files });
  if (!claimed) {
    const [exists] = await db().select({ id: i.id }).from(i).where(and(eq(i.id, importId), eq(i.memberId, author.id)));
    return { ok: false, problem: exists ? 'notReady' : 'notFound' };
  }
  const files: StagedImportFile[] = claimed.files;
  const positions = [...chosen].filter((position) => Number.isSafeInteger(position) && position >= 0);
  await db()
    .update(d)
    .set({ choice: positions.length ? sql`case when ${inArray(d.position, positions)} then 'save' else 'skip' end` : 'skip' })
    .where(eq(d.importId, importId));

  const { rows } = await db().execute<{ number: number }>(sql`select number from dive where member_id = ${author.id}`);
  const numbers = new Set(rows.map((row) => row.number));
  const placeEdits = new Map<string, number>();
  let saved = 0;
  let refused = 0;
  try {
    for (;;) {
      const batch = await db()
        .select({ position: d.position, fileIndex: d.fileIndex, dive: d.dive, samples: d.samples, matchedSiteId: d.matchedSiteId })
        .from(d)
        .where(and(eq(d.importId, importId), eq(d.choice, 'save'), isNull(d.savedDiveId)))
        .orderBy(asc(d.startLocal), asc(d.position))
        .limit(SAVE_BATCH);
      if (!batch.length) break;
      await db().transaction(async (tx) => {
        const savedIds: Array<[position: number, diveId: number]> = [];
        for (const row of batch) {
          const dive = restoredDive(row.dive as Dive, row.samples);
          const place = placeOf(dive, row.matchedSiteId);
          const keepNumber = dive.number !== null && !numbers.has(dive.number);
          const { input, recording } = diveInputFromModel(dive, { privacy, place, keepNumber, sourceFormat: files[row.fileIndex]?.format ?? null, sourceFile: files[row.fileIndex]?.name ?? null });
          const key = place ? placeKey(place) : null;
          recording.placeEditId = key ? (placeEdits.get(key) ?? null) : null;
          const result = await createDiveInTransaction(tx, { author, input, recording });
          if (result.ok) {
            saved += 1;
            numbers.add(result.number);
            if (key && result.placeEditId !== null) placeEdits.set(key, result.placeEditId);
            savedIds.push([row.position, result.diveId]);
          } else {
            refused += 1;
            const fieldErrors = 'fieldErrors' in result ? result.fieldErrors : {};
            const [field, message] = Object.entries(fieldErrors)[0] ?? ['', 'logbook.form.error.invalid'];
            const file = files[row.fileIndex];
            if (file) file.issues = [{ code: 'dive-refused', severity: 'error' as const, params: { field, message }, at: { dive: dive.sourceIndex } }, ...file.issues].slice(0, 60);
            // Not saved, and not tried again in the next batch: it stays in the preview, unticked.
            await tx.update(d).set({ choice: 'skip' }).where(and(eq(d.importId, importId), eq(d.position, row.position)));
          }
        }
        // Which staged dive became which dive of the log, in one statement for the batch.
        if (savedIds.length) {
          await tx.execute(sql`
            update logbook_import_dive s set saved_dive_id = v.dive_id
            from unnest(${`{${savedIds.map(([position]) => position).join(',')}}`}::int[], ${`{${savedIds.map(([, diveId]) => diveId).join(',')}}`}::int[]) as v(position, dive_id)
            where s.import_id = ${importId} and s.position = v.position`);
        }
      });
    }
  } catch (error) {
    // What was saved stays saved (each batch committed); the rest can be saved again.
    await db().update(i).set({ status: 'ready', files, divesSaved: sql`${i.divesSaved} + ${saved}`, updatedAt: new Date() }).where(eq(i.id, importId));
    throw error;
  }
  await db().update(i).set({ status: 'saved', files, divesSaved: sql`${i.divesSaved} + ${saved}`, updatedAt: new Date() }).where(eq(i.id, importId));
  // A CSV file never mapped is not kept past the save: the preview of a saved import shows what was read.
  await db().delete(schema.logbookImportHeldFiles).where(eq(schema.logbookImportHeldFiles.importId, importId));
  logger().info({ importId, saved, refused }, 'dives imported');
  return { ok: true, saved, refused };
}

/** Removes an import the member no longer wants (nothing of it was saved to the log by this). */
export async function discardImport(options: { memberId: string; importId: number }): Promise<boolean> {
  const i = schema.logbookImports;
  const gone = await db()
    .delete(i)
    .where(and(eq(i.id, options.importId), eq(i.memberId, options.memberId), inArray(i.status, ['ready', 'saved', 'failed'])))
    .returning({ id: i.id });
  return gone.length > 0;
}
