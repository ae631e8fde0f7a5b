// The import against a real PostgreSQL: a preview before anything is saved, with each dive's atlas site
// (by position within 500 m, then by name) or a new place, and the dives already in the log marked; the
// member's choice saved through the dive service with one suggestion per new place; a CSV file held
// until its columns are confirmed, the mapping remembered; and files a reader must refuse (too large, a
// zip bomb, a DOCTYPE or an entity, a cut or damaged FIT file, the year 3000, a 5 km depth, 10,000
// cylinders), each named with its problem while the other files of the import still come through.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db, schema } from '../../lib/db.server.ts';
import { authorOf, logDive } from '../../../tests/factories/dives.ts';
import { BAD_FILES, subsurfaceFile } from '../../../tests/factories/dive-log-files.ts';
import { createMember } from '../../../tests/factories/members.ts';
import { createDiveSite } from '../../../tests/factories/sites.ts';
import { importPreview } from './import-preview.queries.server.ts';
import { saveImport } from './import-saving.server.ts';
import { readHeldCsv, stageImport } from './import-staging.server.ts';

const everything = (preview: { dives: Array<{ position: number; choice: string }> }) => new Set(preview.dives.filter((dive) => dive.choice === 'save').map((dive) => dive.position));

describe('the preview', () => {
  it('matches sites by position then name, marks dives already logged, and saves nothing', async () => {
    const member = await createMember();
    const near = await createDiveSite({ name: 'Test Coral Garden', lat: 10.5, lng: 120.5 });
    const named = await createDiveSite({ name: 'Test Lonely Pinnacle', lat: -30.25, lng: 150.75 });
    const logged = await logDive(member, { startLocal: '2024-07-01T09:00:00' });
    const file = subsurfaceFile([
      // 300 m from the site, under another name.
      { startLocal: '2024-06-01T09:00:00', number: null, site: { name: 'Garden North', lat: 10.5027, lng: 120.5 } },
      // No position: the name alone (one site has it).
      { startLocal: '2024-06-02T09:00:00', number: null, site: { name: 'test lonely pinnacle', lat: null, lng: null } },
      // Nowhere the atlas knows.
      { startLocal: '2024-06-03T09:00:00', number: null, site: { name: 'Secret Bommie', lat: -8.1, lng: 115.2 } },
      // 90 s after the dive already logged.
      { startLocal: '2024-07-01T09:01:30', number: null, site: null },
      // A snorkelling watch's breath-hold record.
      { startLocal: '2024-06-04T11:00:00', number: null, site: null, mode: 'freedive', maxDepthM: 3.2 },
    ]);
    const importId = await stageImport({ memberId: member.id, files: [{ name: 'log.ssrf', bytes: file }] });
    const preview = (await importPreview(member.id, importId))!;
    expect(preview.status).toBe('ready');
    expect(preview.files).toEqual([expect.objectContaining({ name: 'log.ssrf', format: 'subsurface-xml', dives: 5 })]);
    const byStart = new Map(preview.dives.map((dive) => [dive.startLocal, dive]));
    expect(byStart.get('2024-06-01T09:00:00')).toMatchObject({ site: { id: near.id, by: 'position' }, duplicate: null, choice: 'save' });
    expect(byStart.get('2024-06-02T09:00:00')).toMatchObject({ site: { id: named.id, by: 'name' }, choice: 'save' });
    expect(byStart.get('2024-06-03T09:00:00')).toMatchObject({ site: null, placeName: 'Secret Bommie', choice: 'save' });
    expect(byStart.get('2024-07-01T09:01:30')).toMatchObject({ duplicate: { diveId: logged.diveId, reason: 'start' }, choice: 'skip' });
    expect(byStart.get('2024-06-04T11:00:00')).toMatchObject({ mode: 'freedive', choice: 'skip' });
    expect(byStart.get('2024-06-01T09:00:00')!.sampleCount).toBe(300);
    const { rows } = await db().execute<{ n: number }>(sql`select count(*)::int as n from dive where member_id = ${member.id}`);
    expect(rows[0]!.n).toBe(1);
  });

  it("marks the same computer's dive number as a duplicate, whatever the time", async () => {
    const member = await createMember();
    const first = await stageImport({ memberId: member.id, files: [{ name: 'a.ssrf', bytes: subsurfaceFile([{ startLocal: '2024-01-05T08:00:00' }]) }] });
    const saved = await saveImport({ author: authorOf(member), importId: first, chosen: new Set([0]), privacy: 'private' });
    expect(saved).toEqual({ ok: true, saved: 1, refused: 0 });
    // The same computer and dive number, with the clock set an hour off.
    const second = await stageImport({ memberId: member.id, files: [{ name: 'b.ssrf', bytes: subsurfaceFile([{ startLocal: '2024-01-05T09:00:00' }]) }] });
    const preview = (await importPreview(member.id, second))!;
    expect(preview.dives[0]).toMatchObject({ duplicate: { reason: 'computer-number' }, choice: 'skip' });
  });

  it("shows a member only their own imports", async () => {
    const owner = await createMember();
    const other = await createMember();
    const importId = await stageImport({ memberId: owner.id, files: [{ name: 'a.ssrf', bytes: subsurfaceFile([{}]) }] });
    expect(await importPreview(other.id, importId)).toBeNull();
    expect(await saveImport({ author: authorOf(other), importId, chosen: new Set([0]), privacy: 'public' })).toEqual({ ok: false, problem: 'notFound' });
  });
});

describe('saving', () => {
  it('saves the chosen dives oldest first, with one suggestion per new place, and only once', async () => {
    const member = await createMember();
    const place = { name: 'Test Unknown Arch', lat: -20.123, lng: 57.456 };
    const file = subsurfaceFile([
      { startLocal: '2024-03-02T10:00:00', number: null, site: place },
      { startLocal: '2024-03-01T10:00:00', number: null, site: place },
      { startLocal: '2024-03-03T10:00:00', number: null, site: null },
    ]);
    const importId = await stageImport({ memberId: member.id, files: [{ name: 'trip.ssrf', bytes: file }] });
    const preview = (await importPreview(member.id, importId))!;
    const unwanted = preview.dives.find((dive) => dive.startLocal === '2024-03-03T10:00:00')!.position;
    const chosen = new Set(preview.dives.map((dive) => dive.position).filter((position) => position !== unwanted));
    expect(await saveImport({ author: authorOf(member), importId, chosen, privacy: 'public' })).toEqual({ ok: true, saved: 2, refused: 0 });

    const dives = await db()
      .select({ number: schema.dives.number, startLocal: schema.dives.startLocal, privacy: schema.dives.privacy, placeEditId: schema.dives.placeEditId, origin: schema.dives.origin })
      .from(schema.dives)
      .where(eq(schema.dives.memberId, member.id))
      .orderBy(schema.dives.number);
    expect(dives.map((dive) => [dive.number, dive.startLocal.slice(0, 10), dive.privacy, dive.origin])).toEqual([
      [1, '2024-03-01', 'public', 'import'],
      [2, '2024-03-02', 'public', 'import'],
    ]);
    expect(dives[0]!.placeEditId).not.toBeNull();
    expect(dives[1]!.placeEditId).toBe(dives[0]!.placeEditId);
    const { rows: profiles } = await db().execute<{ n: number }>(sql`select sum(p.sample_count)::int as n from dive_profile p join dive d on d.id = p.dive_id where d.member_id = ${member.id}`);
    expect(profiles[0]!.n).toBe(600);
    expect(await saveImport({ author: authorOf(member), importId, chosen, privacy: 'public' })).toEqual({ ok: false, problem: 'notReady' });
  });
});

describe('CSV files', () => {
  const csv = new TextEncoder().encode('Day,Deepest,Minutes under,Spot\n2024-03-02,18.5,41,Blue Corner\n2024-03-03,22,38,Blue Corner\n');

  it('holds a CSV of unknown columns until they are confirmed, then remembers them', async () => {
    const member = await createMember();
    const importId = await stageImport({ memberId: member.id, files: [{ name: 'list.csv', bytes: csv }] });
    const preview = (await importPreview(member.id, importId))!;
    expect(preview.dives).toEqual([]);
    expect(preview.files[0]!.issues).toEqual([expect.objectContaining({ code: 'csv-mapping-needed' })]);
    expect(preview.held).toEqual([expect.objectContaining({ fileIndex: 0, headers: ['Day', 'Deepest', 'Minutes under', 'Spot'] })]);

    const mapping = {
      ...preview.held[0]!.mapping,
      columns: [
        { header: 'Day', index: 0, field: 'date' as const, unit: null, cylinder: null },
        { header: 'Deepest', index: 1, field: 'maxDepth' as const, unit: 'm' as const, cylinder: null },
        { header: 'Minutes under', index: 2, field: 'duration' as const, unit: 'min' as const, cylinder: null },
        { header: 'Spot', index: 3, field: 'site' as const, unit: null, cylinder: null },
      ],
    };
    expect(await readHeldCsv({ memberId: member.id, importId, fileIndex: 0, mapping })).toEqual({ ok: true, dives: 2 });
    const read = (await importPreview(member.id, importId))!;
    expect(read.held).toEqual([]);
    expect(read.dives.map((dive) => [dive.startLocal.slice(0, 10), dive.maxDepthM, dive.durationS])).toEqual([
      ['2024-03-02', 18.5, 41 * 60],
      ['2024-03-03', 22, 38 * 60],
    ]);
    // The next file with this header is read at once with the member's columns.
    const next = await stageImport({ memberId: member.id, files: [{ name: 'again.csv', bytes: csv }] });
    expect((await importPreview(member.id, next))!.dives).toHaveLength(2);
  });

  it('does not keep a CSV file never mapped once the import is saved', async () => {
    const member = await createMember();
    const importId = await stageImport({ memberId: member.id, files: [{ name: 'list.csv', bytes: csv }, { name: 'log.ssrf', bytes: subsurfaceFile([{}]) }] });
    const held = async () => (await db().execute<{ n: number }>(sql`select count(*)::int as n from logbook_import_held_file where import_id = ${importId}`)).rows[0]!.n;
    expect(await held()).toBe(1);
    expect(await saveImport({ author: authorOf(member), importId, chosen: new Set([0]), privacy: 'private' })).toEqual({ ok: true, saved: 1, refused: 0 });
    expect(await held()).toBe(0);
  });
});

describe('files that cannot be read', () => {
  it('names each bad file with its problem and still reads the good one', async () => {
    const member = await createMember();
    const good = subsurfaceFile([{ startLocal: '2024-04-04T10:00:00', number: null }]);
    const importId = await stageImport({
      memberId: member.id,
      files: [
        { name: 'entities.xml', bytes: BAD_FILES.doctype },
        { name: 'external.ssrf', bytes: BAD_FILES.externalEntity },
        { name: 'bomb.zip', bytes: BAD_FILES.zipBomb },
        { name: 'cut.fit', bytes: BAD_FILES.cutFit() },
        { name: 'damaged.fit', bytes: BAD_FILES.damagedFit() },
        { name: 'future.ssrf', bytes: BAD_FILES.year3000 },
        { name: 'deep.ssrf', bytes: BAD_FILES.deep5km },
        { name: 'tanks.ssrf', bytes: BAD_FILES.cylinders10k },
        { name: 'good.ssrf', bytes: good },
      ],
      refused: [{ name: 'huge.xml', problem: 'tooLarge' }],
    });
    const preview = (await importPreview(member.id, importId))!;
    const problems = Object.fromEntries(preview.files.map((file) => [file.name, file.issues.filter((issue) => issue.severity === 'error').map((issue) => issue.code)]));
    expect(problems).toEqual({
      'entities.xml': ['xml-doctype-refused'],
      'external.ssrf': ['xml-entity-refused'],
      'bomb.zip': ['archive-suspicious-ratio'],
      'cut.fit': ['file-truncated'],
      'damaged.fit': ['file-corrupt'],
      'future.ssrf': ['dive-date-out-of-range'],
      'deep.ssrf': [],
      'tanks.ssrf': ['dive-too-many-cylinders'],
      'good.ssrf': [],
      'huge.xml': ['file-too-large'],
    });
    const deep = preview.files.find((file) => file.name === 'deep.ssrf')!;
    expect(deep.issues).toContainEqual(expect.objectContaining({ code: 'value-out-of-range', severity: 'warning' }));
    // The 5 km dive is kept: its impossible declared depth is dropped and its profile's 12 m taken; the good one is there too.
    expect(preview.dives.map((dive) => [dive.startLocal, dive.maxDepthM === null ? null : Math.round(dive.maxDepthM)])).toEqual([
      ['2024-02-02T10:00:00', 12],
      ['2024-04-04T10:00:00', 22],
    ]);
    expect(await saveImport({ author: authorOf(member), importId, chosen: everything(preview), privacy: 'private' })).toEqual({ ok: true, saved: 2, refused: 0 });
  });
});
