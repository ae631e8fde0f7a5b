// A member's log against a real PostgreSQL: the filters pick the right dives and the totals and dives
// per month follow them; another member or a visitor reading the same log sees only what each dive's
// privacy allows; photos go through the pipeline, are served to those who see the dive only, and go
// with the dive; the account's data export holds the log, and deleting the account deletes the dives.
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { db, schema } from '../../lib/db.server.ts';
import { storage } from '../../lib/storage.server.ts';
import { signInMember } from '../members/auth.service.server.ts';
import { deleteMemberAccount, exportMemberData } from '../account/account-data.server.ts';
import { logDive } from '../../../tests/factories/dives.ts';
import { createMember } from '../../../tests/factories/members.ts';
import { createDiveSite } from '../../../tests/factories/sites.ts';
import { deleteDive } from './dives.service.server.ts';
import { readDivePhotoFile, saveDivePhoto } from './dive-photos.server.ts';
import { parseLogFilters } from './log-filters.ts';
import { divePlaces, logEntries, logSummary, logTotals } from './log.queries.server.ts';

const filters = (query: string, units: 'metric' | 'imperial' = 'metric') => parseLogFilters(new URLSearchParams(query), units);

async function photoFile(): Promise<File> {
  const bytes = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();
  return new File([bytes], 'reef.jpg', { type: 'image/jpeg' });
}

/** A log of five dives over two years, at two sites in two countries and one new place, with buddies and tags. */
async function fiveDiveLog() {
  const member = await createMember();
  const buddy = await createMember({ firstName: 'Bea', lastName: 'Buddy' });
  const malta = await createDiveSite({ name: 'Test Blue Hole', countryCode: 'MT' });
  const egypt = await createDiveSite({ name: 'Test Canyon', countryCode: 'EG' });
  const dives = [
    await logDive(member, { startLocal: '2023-07-01T10:00:00', place: { kind: 'site', siteId: malta.id }, maxDepthM: 12, durationS: 3000, waterTempC: 22, tags: ['reef'] }),
    await logDive(member, { startLocal: '2023-07-02T10:00:00', place: { kind: 'site', siteId: malta.id }, maxDepthM: 35, durationS: 2400, waterTempC: 19, tags: ['deep'], buddies: [{ memberId: buddy.memberId }] }),
    await logDive(member, { startLocal: '2024-03-10T09:00:00', place: { kind: 'site', siteId: egypt.id }, maxDepthM: 25, durationS: 4200, waterTempC: 23, tags: ['night'], buddies: [{ name: 'Carlos' }] }),
    await logDive(member, { startLocal: '2024-03-11T09:00:00', place: { kind: 'site', siteId: egypt.id }, maxDepthM: 18, durationS: 3600, waterTempC: 24, tags: ['reef', 'drift'], privacy: 'public' }),
    await logDive(member, { startLocal: '2024-08-20T16:30:00', place: { kind: 'new', name: 'Test Secret Cove', lat: 35.9, lng: 14.4, countryCode: 'MT' }, maxDepthM: 8, meanDepthM: 6, durationS: 1800, waterTempC: null, tags: [], privacy: 'buddies', buddies: [{ memberId: buddy.memberId }] }),
  ];
  return { member, buddy, malta, egypt, dives };
}

describe('the member’s log', () => {
  it('totals every dive: count, bottom time, deepest, longest, coldest, countries and places', async () => {
    const { member, dives } = await fiveDiveLog();
    const expected = {
      dives: 5,
      bottomTimeS: 3000 + 2400 + 4200 + 3600 + 1800,
      deepest: { diveId: dives[1]!.diveId, number: 2, value: 35 },
      longest: { diveId: dives[2]!.diveId, number: 3, value: 4200 },
      coldest: { diveId: dives[1]!.diveId, number: 2, value: 19 },
      countries: 2,
      sites: 3,
    };
    expect(await logTotals({ ownerId: member.id, viewer: member, filters: filters('') })).toEqual(expected);
    const summary = await logSummary({ ownerId: member.id, viewer: member, filters: filters('') });
    expect(summary.totals).toEqual(expected);
    expect(summary.months).toEqual([
      { month: '2023-07', dives: 2 },
      { month: '2024-03', dives: 2 },
      { month: '2024-08', dives: 1 },
    ]);
    const entries = await logEntries({ ownerId: member.id, viewer: member, filters: filters('') });
    expect(entries.map((entry) => entry.number)).toEqual([5, 4, 3, 2, 1]);
    expect(entries[0]).toMatchObject({ place: 'Test Secret Cove', startLocal: '2024-08-20T16:30:00', privacy: 'buddies' });
  });

  it('filters by year, site, country, depth, buddy and tag, and the totals follow', async () => {
    const { member, buddy, malta } = await fiveDiveLog();
    const numbers = async (query: string, units: 'metric' | 'imperial' = 'metric') => (await logEntries({ ownerId: member.id, viewer: member, filters: filters(query, units) })).map((entry) => entry.number);
    expect(await numbers('year=2024')).toEqual([5, 4, 3]);
    expect(await numbers(`site=${malta.id}`)).toEqual([2, 1]);
    expect(await numbers('country=mt')).toEqual([5, 2, 1]);
    expect(await numbers('minDepth=18&maxDepth=30')).toEqual([4, 3]);
    // 60 ft is 18.29 m: the 18 m dive is shallower.
    expect(await numbers('minDepth=60', 'imperial')).toEqual([3, 2]);
    expect(await numbers(`buddy=m:${buddy.memberId}`)).toEqual([5, 2]);
    expect(await numbers('buddy=n:carlos')).toEqual([3]);
    expect(await numbers('tag=reef')).toEqual([4, 1]);
    expect(await numbers('year=2024&tag=reef')).toEqual([4]);
    const totals = await logTotals({ ownerId: member.id, viewer: member, filters: filters('year=2024') });
    expect(totals).toMatchObject({ dives: 3, bottomTimeS: 9600, countries: 2, sites: 2, deepest: { number: 3, value: 25 } });
    // The summary's totals and months follow the filters; its choices stay those of the whole log.
    const { totals: summed, months, choices } = await logSummary({ ownerId: member.id, viewer: member, filters: filters('year=2024&tag=reef') });
    expect(summed).toMatchObject({ dives: 1, bottomTimeS: 3600, countries: 1, sites: 1, deepest: { number: 4, value: 18 }, coldest: { number: 4, value: 24 } });
    expect(months).toEqual([{ month: '2024-03', dives: 1 }]);
    expect(choices.years).toEqual([2024, 2023]);
    expect(choices.countries).toEqual(['EG', 'MT']);
    expect(choices.buddies).toEqual([
      { value: `m:${buddy.memberId}`, label: 'Bea Buddy' },
      { value: 'n:Carlos', label: 'Carlos' },
    ]);
    expect(choices.sites.map((site) => site.name)).toEqual(['Test Blue Hole', 'Test Canyon']);
    expect(choices.tags).toEqual(['deep', 'drift', 'night', 'reef']);
  });

  it('shows another member and a visitor only the dives each one’s privacy allows, in the list, the totals and the map', async () => {
    const { member, buddy } = await fiveDiveLog();
    const stranger = await createMember();
    const seen = async (viewer: { id: string } | null) => (await logEntries({ ownerId: member.id, viewer, filters: filters('') })).map((entry) => entry.number);
    expect(await seen(stranger)).toEqual([4]);
    expect(await seen(null)).toEqual([4]);
    // Named on dive 2 (private) and dive 5 (buddies): only the buddies dive opens to them.
    expect(await seen(buddy)).toEqual([5, 4]);
    expect((await logTotals({ ownerId: member.id, viewer: null, filters: filters('') })).dives).toBe(1);
    expect((await divePlaces({ ownerId: member.id, viewer: null })).map((place) => place.name)).toEqual(['Test Canyon']);
    const visitorSummary = await logSummary({ ownerId: member.id, viewer: null, filters: filters('') });
    expect(visitorSummary.totals.dives).toBe(1);
    expect(visitorSummary.months).toEqual([{ month: '2024-03', dives: 1 }]);
    expect(visitorSummary.choices).toEqual({ years: [2024], sites: [{ id: expect.any(Number), name: 'Test Canyon', countryCode: 'EG' }], countries: ['EG'], buddies: [], tags: ['drift', 'reef'] });
  });

  it('keeps the owner’s summary until the log changes, and follows every change: dives, buddies, site and buddy names', async () => {
    const { member, buddy, malta, dives } = await fiveDiveLog();
    const own = (query = '') => logSummary({ ownerId: member.id, viewer: member, filters: filters(query) });
    expect((await own()).totals).toMatchObject({ dives: 5, deepest: { number: 2, value: 35 } });
    // Changed behind the triggers' back: the kept summary still answers, the filtered figures are counted afresh.
    await db().transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update dive set max_depth_m = 40 where id = ${dives[0]!.diveId}`);
    });
    expect((await own()).totals.deepest).toEqual({ diveId: dives[1]!.diveId, number: 2, value: 35 });
    expect((await own('year=2023')).totals.deepest).toEqual({ diveId: dives[0]!.diveId, number: 1, value: 40 });

    await logDive(member, { startLocal: '2025-01-05T08:00:00', place: { kind: 'site', siteId: malta.id }, maxDepthM: 41, tags: ['wreck'] });
    const afterDive = await own();
    expect(afterDive.totals).toMatchObject({ dives: 6, deepest: { number: 6, value: 41 } });
    expect(afterDive.months.at(-1)).toEqual({ month: '2025-01', dives: 1 });
    expect(afterDive.choices.years).toEqual([2025, 2024, 2023]);
    expect(afterDive.choices.tags).toContain('wreck');

    await db().update(schema.authUsers).set({ firstName: 'Beatriz' }).where(eq(schema.authUsers.id, buddy.id));
    expect((await own()).choices.buddies).toContainEqual({ value: `m:${buddy.memberId}`, label: 'Beatriz Buddy' });
    await db().update(schema.diveSites).set({ name: 'Test Blue Hole (Gozo)' }).where(eq(schema.diveSites.id, malta.id));
    expect((await own()).choices.sites.map((site) => site.name)).toEqual(['Test Blue Hole (Gozo)', 'Test Canyon']);
    await db().delete(schema.diveBuddies).where(eq(schema.diveBuddies.diveId, dives[2]!.diveId));
    expect((await own()).choices.buddies.map((choice) => choice.label)).toEqual(['Beatriz Buddy']);

    expect(await deleteDive({ memberId: member.id, diveId: dives[1]!.diveId })).toEqual({ ok: true });
    expect((await own()).totals).toMatchObject({ dives: 5, deepest: { number: 6, value: 41 } });
  });

  it('puts each place dived on the map once, with its number of dives', async () => {
    const { member } = await fiveDiveLog();
    const places = await divePlaces({ ownerId: member.id, viewer: member });
    expect(places.map((place) => [place.name, place.dives])).toEqual([
      ['Test Blue Hole', 2],
      ['Test Canyon', 2],
      ['Test Secret Cove', 1],
    ]);
  });
});

describe('a dive’s photos', () => {
  it('are re-encoded and stored with the dive, and removed with it', async () => {
    const member = await createMember();
    const { diveId } = await logDive(member);
    const saved = await saveDivePhoto({ diveId, file: await photoFile() });
    if (saved === 'full') throw new Error('full');
    expect(saved.sizes).toEqual([320, 640]);
    const stored = await readDivePhotoFile(diveId, `${saved.storageKey}-640.webp`);
    expect(stored).not.toBeNull();
    expect((await sharp(Buffer.from(await new Response(stored!.body).arrayBuffer())).metadata()).format).toBe('webp');
    await deleteDive({ memberId: member.id, diveId });
    expect(await storage().get(`dive-photos/${diveId}/${saved.storageKey}-640.webp`)).toBeNull();
  });
});

describe('the account and its log', () => {
  it('the data export holds every dive with its gear and buddies; deleting the account deletes the dives and their photos', async () => {
    const member = await createMember();
    const buddy = await createMember();
    const site = await createDiveSite({ name: 'Test Export Reef' });
    const { diveId } = await logDive(member, { place: { kind: 'site', siteId: site.id }, notes: 'Exported note', buddies: [{ name: 'Ana' }, { memberId: buddy.memberId }] });
    const photo = await saveDivePhoto({ diveId, file: await photoFile() });
    const exported = await exportMemberData(member.id);
    expect(exported?.logbook.dives).toHaveLength(1);
    expect(exported?.logbook.dives[0]).toMatchObject({ number: 1, site: 'Test Export Reef', notes: 'Exported note', cylinders: [{ sizeL: 11.1 }], buddies: [{ name: 'Ana' }, { memberId: buddy.memberId, status: 'pending' }] });
    // The buddy's own export says they were named on it, by the diver's public id only.
    expect((await exportMemberData(buddy.id))?.logbook.namedAsBuddy).toMatchObject([{ diveId, diverMemberId: member.memberId, status: 'pending' }]);

    const signIn = await signInMember({ request: new Request('http://diveatlas.test/sign-in', { method: 'POST' }), email: member.email, password: member.password });
    if (!signIn.ok) throw new Error('sign-in failed');
    const request = new Request('http://diveatlas.test/account/delete', { method: 'POST', headers: { cookie: signIn.cookies.map((cookie) => cookie.split(';')[0]).join('; ') } });
    expect((await deleteMemberAccount({ request, userId: member.id, password: member.password })).ok).toBe(true);
    expect(await db().select().from(schema.dives).where(eq(schema.dives.id, diveId))).toEqual([]);
    expect(await db().select().from(schema.diveBuddies).where(eq(schema.diveBuddies.diveId, diveId))).toEqual([]);
    if (photo !== 'full') expect(await storage().get(`dive-photos/${diveId}/${photo.storageKey}-320.webp`)).toBeNull();
  });
});
