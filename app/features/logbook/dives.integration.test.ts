// The logbook's writes and the one-dive reads against a real PostgreSQL: dive numbers per member that
// stay unique and without gaps under 40 writes at once; everything of a dive saved in SI in one
// transaction (nothing left of a refused one); a dive from a file saved through the same service with
// its packed profile; sites, places, trips and buddies checked; privacy of a dive for its diver, a
// buddy, another member and a visitor; only the diver changes or deletes a dive.
import { unpackProfile } from '@diveatlas/divelog';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { db, schema } from '../../lib/db.server.ts';
import { getRuntime, installRuntime } from '../../lib/runtime.server.ts';
import { createCenter } from '../../../tests/factories/centers.ts';
import { authorOf, diveInput, logDive, modelDive } from '../../../tests/factories/dives.ts';
import { createMember } from '../../../tests/factories/members.ts';
import { createDiveSite } from '../../../tests/factories/sites.ts';
import { createTrip } from '../../../tests/factories/trips.ts';
import { diveInputFromModel } from './dive-from-model.server.ts';
import { getDiveForViewer } from './dive-page.queries.server.ts';
import { createDive, deleteDive, updateDive } from './dives.service.server.ts';

async function numbersOf(memberId: string): Promise<number[]> {
  const rows = await db().select({ number: schema.dives.number }).from(schema.dives).where(eq(schema.dives.memberId, memberId)).orderBy(schema.dives.number);
  return rows.map((row) => row.number);
}

async function countRows(table: string, diveId: number): Promise<number> {
  const { rows } = await db().execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} where dive_id = ${diveId}`);
  return rows[0]!.n;
}

/** Runs `work` with a pool as wide as a busy server's, so many transactions really wait on each other. */
async function withWidePool<T>(work: () => Promise<T>): Promise<T> {
  const runtime = getRuntime();
  const wide = new pg.Pool({ connectionString: runtime.pool.options.connectionString, max: 20 });
  installRuntime({ ...runtime, pool: wide });
  try {
    return await work();
  } finally {
    installRuntime(runtime);
    await wide.end();
  }
}

describe('dive numbers', () => {
  it('run 1, 2, 3 per member, each member on their own', async () => {
    const ana = await createMember();
    const ben = await createMember();
    await logDive(ana);
    await logDive(ana);
    await logDive(ben);
    await logDive(ana);
    expect(await numbersOf(ana.id)).toEqual([1, 2, 3]);
    expect(await numbersOf(ben.id)).toEqual([1]);
  });

  it('40 dives logged at once by one member get 1 to 40, none twice and none missing', async () => {
    const member = await createMember();
    const results = await withWidePool(() => Promise.all(Array.from({ length: 40 }, () => createDive({ author: authorOf(member), input: diveInput() }))));
    expect(results.every((result) => result.ok)).toBe(true);
    expect(await numbersOf(member.id)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('a number the member gives is kept; one already taken is refused next to the field, and nothing is saved', async () => {
    const member = await createMember();
    await logDive(member, { number: 120 });
    expect(await numbersOf(member.id)).toEqual([120]);
    const next = await logDive(member);
    expect(next.number).toBe(121);
    const taken = await createDive({ author: authorOf(member), input: diveInput({ number: 120, notes: 'second try' }) });
    expect(taken).toEqual({ ok: false, fieldErrors: { number: 'logbook.form.error.numberTaken' } });
    expect(await numbersOf(member.id)).toEqual([120, 121]);
  });

  it('ten writers asking for the same number at once: one gets it, the others are told it is taken', async () => {
    const member = await createMember();
    const results = await withWidePool(() => Promise.all(Array.from({ length: 10 }, () => createDive({ author: authorOf(member), input: diveInput({ number: 5 }) }))));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && 'fieldErrors' in result && result.fieldErrors.number === 'logbook.form.error.numberTaken')).toHaveLength(9);
    expect(await numbersOf(member.id)).toEqual([5]);
  });

  it('after the last dive is deleted, the next one takes its number again; an earlier gap stays', async () => {
    const member = await createMember();
    const first = await logDive(member);
    const second = await logDive(member);
    const third = await logDive(member);
    expect((await deleteDive({ memberId: member.id, diveId: second.diveId })).ok).toBe(true);
    expect((await deleteDive({ memberId: member.id, diveId: third.diveId })).ok).toBe(true);
    expect((await logDive(member)).number).toBe(2);
    expect(first.number).toBe(1);
  });
});

describe('saving a dive', () => {
  it('keeps every field in SI with its cylinders, gas switches and buddies, and the wall clock unshifted', async () => {
    const member = await createMember();
    const buddy = await createMember({ firstName: 'Bea' });
    const site = await createDiveSite({ countryCode: 'MT' });
    const saved = await logDive(member, {
      startLocal: '2024-08-03T22:15:00',
      utcOffsetMinutes: 345,
      place: { kind: 'site', siteId: site.id },
      tags: ['night', 'wreck'],
      cylinders: [
        { description: 'D12', sizeL: 24, workPressureBar: 232, startPressureBar: 220, endPressureBar: 80, o2Percent: 18, hePercent: 45, use: 'open-circuit' },
        { description: null, sizeL: 7, workPressureBar: 200, startPressureBar: 200, endPressureBar: 150, o2Percent: 50, hePercent: 0, use: 'open-circuit' },
      ],
      gasSwitches: [{ timeS: 1800, cylinderPosition: 1, o2Percent: 50, hePercent: 0 }],
      buddies: [{ name: 'Carlos from the boat' }, { memberId: buddy.memberId }],
    });
    const [dive] = await db().select().from(schema.dives).where(eq(schema.dives.id, saved.diveId));
    expect(dive).toMatchObject({ startLocal: '2024-08-03 22:15:00', utcOffsetMinutes: 345, maxDepthM: 18, siteId: site.id, countryCode: 'MT', origin: 'manual', tags: ['night', 'wreck'], privacy: 'private' });
    const cylinders = await db().select().from(schema.diveCylinders).where(eq(schema.diveCylinders.diveId, saved.diveId)).orderBy(schema.diveCylinders.position);
    expect(cylinders.map((c) => [c.position, c.sizeL, c.o2Percent, c.hePercent])).toEqual([
      [0, 24, 18, 45],
      [1, 7, 50, 0],
    ]);
    const [gasSwitch] = await db().select().from(schema.diveGasSwitches).where(eq(schema.diveGasSwitches.diveId, saved.diveId));
    expect(gasSwitch).toMatchObject({ timeS: 1800, cylinderPosition: 1, o2Percent: 50 });
    const buddies = await db().select().from(schema.diveBuddies).where(eq(schema.diveBuddies.diveId, saved.diveId)).orderBy(schema.diveBuddies.position);
    expect(buddies.map((b) => [b.name, b.buddyId, b.status])).toEqual([
      ['Carlos from the boat', null, 'named'],
      [null, buddy.id, 'pending'],
    ]);
    expect(saved.askedBuddyIds).toEqual([buddy.id]);
  });

  it('refuses what the schema refuses, next to the field, and writes nothing', async () => {
    const member = await createMember();
    const result = await createDive({ author: authorOf(member), input: diveInput({ maxDepthM: 5000, meanDepthM: 12 }) });
    expect(result).toEqual({ ok: false, fieldErrors: { maxDepthM: 'logbook.form.error.depth' } });
    const deeperMean = await createDive({ author: authorOf(member), input: diveInput({ maxDepthM: 10, meanDepthM: 12 }) });
    expect(deeperMean).toEqual({ ok: false, fieldErrors: { meanDepthM: 'logbook.form.error.meanDeeperThanMax' } });
    const future = await createDive({ author: authorOf(member), input: diveInput({ startLocal: `${new Date().getUTCFullYear() + 1}-12-31T10:00:00` }) });
    expect(future).toEqual({ ok: false, fieldErrors: { startLocal: 'logbook.form.error.startInFuture' } });
    expect(await numbersOf(member.id)).toEqual([]);
  });

  it('refuses a buddy ID nobody has, and the diver as their own buddy, rolling back the whole dive', async () => {
    const member = await createMember();
    const unknown = await createDive({ author: authorOf(member), input: diveInput({ buddies: [{ name: 'Someone' }, { memberId: 'ZZZZZZZZ' }] }) });
    expect(unknown).toEqual({ ok: false, fieldErrors: { buddies: 'logbook.form.error.buddyUnknown' } });
    const self = await createDive({ author: authorOf(member), input: diveInput({ buddies: [{ memberId: member.memberId }] }) });
    expect(self).toEqual({ ok: false, fieldErrors: { buddies: 'logbook.form.error.buddySelf' } });
    const { rows } = await db().execute(sql`select 1 from dive where member_id = ${member.id}`);
    expect(rows).toHaveLength(0);
  });

  it('takes a published site only; a hidden one is refused', async () => {
    const member = await createMember();
    const hidden = await createDiveSite({ status: 'hidden' });
    const result = await createDive({ author: authorOf(member), input: diveInput({ place: { kind: 'site', siteId: hidden.id } }) });
    expect(result).toEqual({ ok: false, fieldErrors: { place: 'logbook.form.error.site' } });
  });

  it('a new place goes to the moderators as a new-site suggestion; an unverified member’s place is kept on the dive only', async () => {
    const member = await createMember();
    const saved = await logDive(member, { startLocal: '2024-02-10T08:00:00', place: { kind: 'new', name: 'Test Pinnacle North', lat: 36.01, lng: 14.33, countryCode: 'MT' } });
    expect(saved.placeEditId).not.toBeNull();
    const [edit] = await db().select().from(schema.diveSiteEdits).where(eq(schema.diveSiteEdits.id, saved.placeEditId!));
    expect(edit).toMatchObject({ kind: 'new-site', siteId: null, status: 'pending', authorId: member.id, proposed: { name: 'Test Pinnacle North', lat: 36.01, lng: 14.33, countryCode: 'MT' } });
    expect(edit!.source).toMatchObject({ kind: 'dive', divedOn: '2024-02-10', memberId: member.memberId });
    const [dive] = await db().select().from(schema.dives).where(eq(schema.dives.id, saved.diveId));
    expect(dive).toMatchObject({ siteId: null, placeName: 'Test Pinnacle North', placeEditId: saved.placeEditId, countryCode: 'MT' });

    // Editing the dive without moving the place does not suggest it again.
    const again = await updateDive({ author: authorOf(member), diveId: saved.diveId, input: diveInput({ startLocal: '2024-02-10T08:00:00', place: { kind: 'new', name: 'Test Pinnacle North', lat: 36.01, lng: 14.33, countryCode: 'MT' }, notes: 'edited' }) });
    expect(again.ok && again.placeEditId).toBe(saved.placeEditId);

    const unverified = await createMember({ emailVerified: false });
    const quiet = await logDive(unverified, { place: { kind: 'new', name: 'Test Cove', lat: 36.02, lng: 14.3, countryCode: null } });
    expect(quiet.placeEditId).toBeNull();
  });

  it('names a centre and trip only from the member’s own reservations that went ahead', async () => {
    const member = await createMember();
    const center = await createCenter({ owner: await createMember() });
    const trip = await createTrip({ center, inDays: -3 });
    const other = await createTrip({ center, inDays: -2 });
    await db().insert(schema.reservations).values({ tripId: trip.id, memberId: member.id, seats: 1, status: 'attended', loggedDives: 10 });
    await db().insert(schema.reservations).values({ tripId: other.id, memberId: member.id, seats: 1, status: 'declined', loggedDives: 10 });
    const saved = await logDive(member, { tripId: trip.id });
    const [dive] = await db().select({ tripId: schema.dives.tripId, centerId: schema.dives.centerId }).from(schema.dives).where(eq(schema.dives.id, saved.diveId));
    expect(dive).toEqual({ tripId: trip.id, centerId: center.id });
    const declined = await createDive({ author: authorOf(member), input: diveInput({ tripId: other.id }) });
    expect(declined).toEqual({ ok: false, fieldErrors: { tripId: 'logbook.form.error.trip' } });
    const stranger = await createCenter({ owner: await createMember() });
    const notTheirs = await createDive({ author: authorOf(member), input: diveInput({ centerId: stranger.id }) });
    expect(notTheirs).toEqual({ ok: false, fieldErrors: { centerId: 'logbook.form.error.center' } });
  });

  it('saves a dive read from a file through the same service, with its profile packed in at most 6 bytes a sample', async () => {
    const member = await createMember();
    const model = modelDive();
    const { input, recording } = diveInputFromModel(model, { privacy: 'public', place: null, keepNumber: true, sourceFormat: 'subsurface-xml', sourceFile: 'log.ssrf' });
    const result = await createDive({ author: authorOf(member), input, recording });
    expect(result.ok).toBe(true);
    const diveId = result.ok ? result.diveId : 0;
    const [dive] = await db().select().from(schema.dives).where(eq(schema.dives.id, diveId));
    expect(dive).toMatchObject({ number: 7, startLocal: '2023-10-02 14:05:00', utcOffsetMinutes: null, offsetSource: 'none', waterTempC: 23.8, origin: 'import', sourceFormat: 'subsurface-xml', computerModel: 'Test Computer', computerDiveNumber: '112', tags: ['drift', 'photography'], tripLabel: 'Test Trip', weightKg: 4 });
    const [profile] = await db().select().from(schema.diveProfiles).where(eq(schema.diveProfiles.diveId, diveId));
    expect(profile!.sampleCount).toBe(300);
    expect(profile!.samples.length / profile!.sampleCount).toBeLessThanOrEqual(6);
    const unpacked = unpackProfile(profile!.samples);
    expect(unpacked.depthM[20]).toBeCloseTo(22, 2);
    expect(unpacked.pressureBar[0]![10]).toBeCloseTo(205, 1);
    expect(profile!.events).toEqual([{ timeS: 600, kind: 'bookmark', name: 'bookmark', value: null }]);
    expect(await countRows('dive_gas_switch', diveId)).toBe(1);
  });
});

describe('who sees and changes a dive', () => {
  it('a private dive is its diver’s alone: not another member’s, not a visitor’s, not a moderator’s', async () => {
    const diver = await createMember();
    const other = await createMember();
    const moderator = await createMember({ role: 'moderator' });
    const { diveId } = await logDive(diver, { privacy: 'private', notes: 'only mine' });
    expect((await getDiveForViewer({ id: diver.id }, diveId))?.notes).toBe('only mine');
    expect(await getDiveForViewer({ id: other.id }, diveId)).toBeNull();
    expect(await getDiveForViewer({ id: moderator.id }, diveId)).toBeNull();
    expect(await getDiveForViewer(null, diveId)).toBeNull();
  });

  it('a buddies dive is seen by the members named on it, and nobody else', async () => {
    const diver = await createMember();
    const buddy = await createMember();
    const other = await createMember();
    const { diveId } = await logDive(diver, { privacy: 'buddies', buddies: [{ memberId: buddy.memberId }] });
    const seen = await getDiveForViewer({ id: buddy.id }, diveId);
    expect(seen?.viewerIsBuddy).toBe(true);
    expect(seen?.viewerIsOwner).toBe(false);
    expect(await getDiveForViewer({ id: other.id }, diveId)).toBeNull();
    expect(await getDiveForViewer(null, diveId)).toBeNull();
  });

  it('a public dive is seen by everyone, without its diver’s internal id', async () => {
    const diver = await createMember();
    const { diveId } = await logDive(diver, { privacy: 'public' });
    const seen = await getDiveForViewer(null, diveId);
    expect(seen?.diver.memberId).toBe(diver.memberId);
    expect(JSON.stringify(seen)).not.toContain(diver.id);
  });

  it('only the diver updates or deletes a dive; others are told it is not there and nothing changes', async () => {
    const diver = await createMember();
    const other = await createMember();
    const { diveId } = await logDive(diver, { notes: 'original' });
    expect(await updateDive({ author: authorOf(other), diveId, input: diveInput({ notes: 'vandal' }) })).toEqual({ ok: false, notFound: true });
    expect(await deleteDive({ memberId: other.id, diveId })).toEqual({ ok: false, notFound: true });
    const [dive] = await db().select({ notes: schema.dives.notes }).from(schema.dives).where(eq(schema.dives.id, diveId));
    expect(dive?.notes).toBe('original');
  });

  it('an update replaces cylinders and buddies, keeps a confirmed buddy confirmed, and asks only the new one', async () => {
    const diver = await createMember();
    const confirmed = await createMember();
    const added = await createMember();
    const { diveId } = await logDive(diver, { buddies: [{ memberId: confirmed.memberId }, { name: 'Old name' }] });
    await db().update(schema.diveBuddies).set({ status: 'confirmed', answeredAt: new Date() }).where(eq(schema.diveBuddies.buddyId, confirmed.id));
    const result = await updateDive({
      author: authorOf(diver),
      diveId,
      input: diveInput({ buddies: [{ memberId: confirmed.memberId }, { memberId: added.memberId }], cylinders: [], maxDepthM: 30.48 }),
    });
    expect(result.ok && result.askedBuddyIds).toEqual([added.id]);
    const buddies = await db().select({ buddyId: schema.diveBuddies.buddyId, status: schema.diveBuddies.status }).from(schema.diveBuddies).where(eq(schema.diveBuddies.diveId, diveId)).orderBy(schema.diveBuddies.position);
    expect(buddies).toEqual([
      { buddyId: confirmed.id, status: 'confirmed' },
      { buddyId: added.id, status: 'pending' },
    ]);
    expect(await countRows('dive_cylinder', diveId)).toBe(0);
    const [dive] = await db().select({ maxDepthM: schema.dives.maxDepthM, number: schema.dives.number }).from(schema.dives).where(eq(schema.dives.id, diveId));
    expect(dive).toEqual({ maxDepthM: 30.48, number: 1 });
  });

  it('deleting a dive removes its cylinders, buddies and profile with it', async () => {
    const diver = await createMember();
    const { input, recording } = diveInputFromModel(modelDive(), { privacy: 'private', place: null, keepNumber: false, sourceFormat: 'uddf', sourceFile: null });
    const result = await createDive({ author: authorOf(diver), input, recording });
    const diveId = result.ok ? result.diveId : 0;
    expect(await countRows('dive_profile', diveId)).toBe(1);
    await deleteDive({ memberId: diver.id, diveId });
    for (const table of ['dive_profile', 'dive_cylinder', 'dive_buddy', 'dive_gas_switch']) expect(await countRows(table, diveId)).toBe(0);
  });
});
