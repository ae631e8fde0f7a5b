// Export against a real PostgreSQL: a member's log written as UDDF 3.2, Subsurface XML and CSV, imported
// into another member's log through the import, gives the same dives (within what each format holds);
// one dive's export holds that dive alone; nobody exports another member's dive.
import { parseDiveLog, type Dive } from '@diveatlas/divelog';
import { describe, expect, it } from 'vitest';
import { authorOf } from '../../../tests/factories/dives.ts';
import { subsurfaceFile } from '../../../tests/factories/dive-log-files.ts';
import { createMember } from '../../../tests/factories/members.ts';
import { EXPORT_FORMATS, exportDives, memberDivesAsModel } from './dive-export.server.ts';
import { importPreview } from './import-preview.queries.server.ts';
import { saveImport } from './import-saving.server.ts';
import { stageImport } from './import-staging.server.ts';

async function importAll(member: Awaited<ReturnType<typeof createMember>>, name: string, bytes: Uint8Array) {
  const importId = await stageImport({ memberId: member.id, files: [{ name, bytes }] });
  const preview = (await importPreview(member.id, importId))!;
  expect(preview.files[0]!.issues.filter((issue) => issue.severity === 'error')).toEqual([]);
  const result = await saveImport({ author: authorOf(member), importId, chosen: new Set(preview.dives.map((dive) => dive.position)), privacy: 'private' });
  expect(result).toMatchObject({ ok: true, refused: 0 });
}

/** What every format keeps of a dive. */
function summary(dive: Dive) {
  const round = (value: number | null, step: number) => (value === null ? null : Math.round(value / step) * step);
  return {
    startLocal: dive.startLocal,
    number: dive.number,
    durationS: round(dive.durationS, 60),
    maxDepthM: round(dive.maxDepthM, 0.1),
    minWaterTempC: round(dive.minWaterTempC, 0.1),
    site: dive.site?.name ?? null,
    gases: dive.gases,
    buddies: dive.buddies,
  };
}

describe('export', () => {
  const original = subsurfaceFile([
    { startLocal: '2023-10-02T14:05:00', number: 1, site: { name: 'Test Wall', lat: 27.9, lng: 34.3 } },
    { startLocal: '2023-10-03T09:10:00', number: 2, site: { name: 'Test Canyon', lat: 27.95, lng: 34.35 }, maxDepthM: 28.4, buddies: ['Lee Example'] },
  ]);

  for (const format of EXPORT_FORMATS) {
    it(`as ${format}, imported again, gives the same dives`, async () => {
      const diver = await createMember();
      await importAll(diver, 'log.ssrf', original);
      const exported = (await exportDives({ memberId: diver.id, format }))!;
      const again = await parseDiveLog(new TextEncoder().encode(exported.text), { fileName: exported.fileName });
      const before = await memberDivesAsModel(diver.id);
      expect(again.dives.map(summary)).toEqual(before.map(summary));

      const other = await createMember();
      await importAll(other, exported.fileName, new TextEncoder().encode(exported.text));
      const after = await memberDivesAsModel(other.id);
      expect(after.map(summary)).toEqual(before.map(summary));
      if (format !== 'csv') {
        // The profile too, sample for sample (CSV has no profiles).
        expect(after.map((dive) => dive.computers[0]!.samples.timeS.length)).toEqual([300, 300]);
        expect(Array.from(after[0]!.computers[0]!.samples.depthM)).toEqual(Array.from(before[0]!.computers[0]!.samples.depthM));
      }
    });
  }

  it("exports one dive alone, and never another member's", async () => {
    const diver = await createMember();
    await importAll(diver, 'log.ssrf', original);
    const [first] = await memberDivesAsModel(diver.id);
    const { db, schema } = await import('../../lib/db.server.ts');
    const { eq } = await import('drizzle-orm');
    const [row] = await db().select({ id: schema.dives.id }).from(schema.dives).where(eq(schema.dives.memberId, diver.id)).orderBy(schema.dives.number).limit(1);
    const one = (await exportDives({ memberId: diver.id, format: 'uddf', diveId: row!.id }))!;
    const parsed = await parseDiveLog(new TextEncoder().encode(one.text), { fileName: one.fileName });
    expect(parsed.dives.map(summary)).toEqual([summary(first!)]);
    const stranger = await createMember();
    expect(await exportDives({ memberId: stranger.id, format: 'uddf', diveId: row!.id })).toBeNull();
  });
});
