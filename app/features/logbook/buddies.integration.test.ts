// Buddies who are members, against a real PostgreSQL: the member named is asked (their requests, the
// email), confirms or declines (declining removes the link), and, once confirmed, copies the dive into
// their own log with their own cylinder, once. Nobody answers or copies for someone else, and the
// diver cannot copy their own dive.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '../../lib/db.server.ts';
import { getRuntime } from '../../lib/runtime.server.ts';
import { authorOf, logDive } from '../../../tests/factories/dives.ts';
import { createMember } from '../../../tests/factories/members.ts';
import { createDiveSite } from '../../../tests/factories/sites.ts';
import { answerBuddyRequest, buddyRequestsFor, copyBuddyDive, pendingBuddyRequests } from './buddies.service.server.ts';
import { emailAskedBuddies } from './buddy-emails.server.ts';
import { parseBuddyCopy } from './buddy-copy.schema.ts';
import { getDiveForViewer } from './dive-page.queries.server.ts';

async function emailsTo(address: string) {
  const folder = path.join(getRuntime().dataDir, 'outbox');
  const files = await readdir(folder).catch(() => [] as string[]);
  const all = await Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(folder, file), 'utf8')) as { to: string; subject: string; text: string }));
  return all.filter((mail) => mail.to === address);
}

async function buddyRow(diveId: number, buddyId: string) {
  const { rows } = await db().execute<{ status: string; copied_dive_id: number | null }>(sql`select status, copied_dive_id from dive_buddy where dive_id = ${diveId} and buddy_id = ${buddyId}`);
  return rows[0] ?? null;
}

const copyInput = { privacy: 'private' as const, cylinder: { sizeL: 12, workPressureBar: 232, startPressureBar: 220, endPressureBar: 70, o2Percent: 32 } };

describe('buddies who are members', () => {
  it('are asked to confirm, in their requests and by email in their language', async () => {
    const diver = await createMember({ firstName: 'Lucía', lastName: 'Reyes' });
    const buddy = await createMember({ firstName: 'Tomás' });
    await db().execute(sql`update member_profile set language = 'es' where user_id = ${buddy.id}`);
    const saved = await logDive(diver, { buddies: [{ memberId: buddy.memberId }], privacy: 'buddies' });
    await emailAskedBuddies({ diveId: saved.diveId, askedBuddyIds: saved.askedBuddyIds, diver });

    expect(await pendingBuddyRequests(buddy.id)).toBe(1);
    const [request] = await buddyRequestsFor(buddy.id);
    expect(request).toMatchObject({ diveId: saved.diveId, status: 'pending', diver: { memberId: diver.memberId, firstName: 'Lucía' } });
    const [mail] = await emailsTo(buddy.email);
    expect(mail?.subject).toBe('Lucía Reyes te ha nombrado compañero en una inmersión');
    expect(mail?.text).toContain('/logbook/buddies');
  });

  it('confirm, which keeps the link; a second answer or someone else answering changes nothing', async () => {
    const diver = await createMember();
    const buddy = await createMember();
    const stranger = await createMember();
    const { diveId } = await logDive(diver, { buddies: [{ memberId: buddy.memberId }] });
    expect(await answerBuddyRequest({ userId: stranger.id, diveId, confirm: true })).toBe(false);
    expect(await answerBuddyRequest({ userId: diver.id, diveId, confirm: true })).toBe(false);
    expect((await buddyRow(diveId, buddy.id))?.status).toBe('pending');
    expect(await answerBuddyRequest({ userId: buddy.id, diveId, confirm: true })).toBe(true);
    expect((await buddyRow(diveId, buddy.id))?.status).toBe('confirmed');
    expect(await answerBuddyRequest({ userId: buddy.id, diveId, confirm: false })).toBe(false);
    expect(await pendingBuddyRequests(buddy.id)).toBe(0);
  });

  it('decline, which removes the link and with it their view of a buddies dive', async () => {
    const diver = await createMember();
    const buddy = await createMember();
    const { diveId } = await logDive(diver, { buddies: [{ memberId: buddy.memberId }], privacy: 'buddies' });
    expect(await getDiveForViewer(buddy, diveId)).not.toBeNull();
    expect(await answerBuddyRequest({ userId: buddy.id, diveId, confirm: false })).toBe(true);
    expect(await buddyRow(diveId, buddy.id)).toBeNull();
    expect(await buddyRequestsFor(buddy.id)).toEqual([]);
    expect(await getDiveForViewer(buddy, diveId)).toBeNull();
  });

  it('copy a confirmed dive into their own log: place, time, depths, their cylinder, once', async () => {
    const site = await createDiveSite();
    const diver = await createMember({ firstName: 'Marta', lastName: 'Vidal' });
    const buddy = await createMember();
    const { diveId } = await logDive(diver, {
      place: { kind: 'site', siteId: site.id },
      startLocal: '2024-07-02T08:15:00',
      utcOffsetMinutes: 180,
      maxDepthM: 27.5,
      meanDepthM: 16,
      durationS: 52 * 60,
      notes: 'My own notes',
      buddies: [{ memberId: buddy.memberId }],
    });
    // Not before confirming.
    expect(await copyBuddyDive({ author: authorOf(buddy), diveId, input: copyInput })).toEqual({ ok: false, notFound: true });
    await answerBuddyRequest({ userId: buddy.id, diveId, confirm: true });
    const copied = await copyBuddyDive({ author: authorOf(buddy), diveId, input: copyInput });
    expect(copied.ok).toBe(true);
    const copyId = copied.ok ? copied.diveId : 0;

    const copy = await getDiveForViewer(buddy, copyId);
    expect(copy).toMatchObject({ number: 1, startLocal: '2024-07-02 08:15:00', utcOffsetMinutes: 180, maxDepthM: 27.5, meanDepthM: 16, durationS: 3120, notes: null, privacy: 'private', origin: 'copy' });
    expect(copy?.site?.id).toBe(site.id);
    expect(copy?.cylinders).toEqual([expect.objectContaining({ sizeL: 12, workPressureBar: 232, startPressureBar: 220, endPressureBar: 70, o2Percent: 32 })]);
    expect(copy?.buddies).toEqual([expect.objectContaining({ name: 'Marta Vidal', status: 'named' })]);
    expect((await buddyRow(diveId, buddy.id))?.copied_dive_id).toBe(copyId);

    // Once only.
    expect(await copyBuddyDive({ author: authorOf(buddy), diveId, input: copyInput })).toEqual({ ok: false, formError: 'logbook.buddies.error.copiedAlready' });
    const { rows } = await db().execute<{ n: number }>(sql`select count(*)::int as n from dive where member_id = ${buddy.id}`);
    expect(rows[0]!.n).toBe(1);
  });

  it('cannot be copied by the diver or a stranger', async () => {
    const diver = await createMember();
    const buddy = await createMember();
    const stranger = await createMember();
    const { diveId } = await logDive(diver, { privacy: 'public', buddies: [{ memberId: buddy.memberId }] });
    await answerBuddyRequest({ userId: buddy.id, diveId, confirm: true });
    expect(await copyBuddyDive({ author: authorOf(stranger), diveId, input: copyInput })).toEqual({ ok: false, notFound: true });
    expect(await copyBuddyDive({ author: authorOf(diver), diveId, input: copyInput })).toEqual({ ok: false, notFound: true });
  });
});

describe("the copy form's cylinder", () => {
  it('reads imperial sizes and pressures into litres and bar, and says what is wrong beside the field', () => {
    const imperial = parseBuddyCopy({ size: '80', workPressure: '3000', startPressure: '3000', endPressure: '700', o2Percent: '', privacy: 'public' }, 'imperial');
    expect(imperial.ok && imperial.input.cylinder?.sizeL).toBeCloseTo(10.95, 1);
    expect(imperial.ok && imperial.input.cylinder?.startPressureBar).toBeCloseTo(206.8, 1);
    expect(parseBuddyCopy({ size: '80', workPressure: '', startPressure: '', endPressure: '', o2Percent: '', privacy: 'public' }, 'imperial')).toEqual({
      ok: false,
      fieldErrors: { workPressure: 'logbook.form.error.workPressureForCubicFeet' },
    });
    expect(parseBuddyCopy({ size: '12', workPressure: '', startPressure: '50', endPressure: '200', o2Percent: '', privacy: 'public' }, 'metric')).toEqual({
      ok: false,
      fieldErrors: { endPressure: 'logbook.form.error.pressureOrder' },
    });
    expect(parseBuddyCopy({ size: '', workPressure: '', startPressure: '', endPressure: '', o2Percent: '', privacy: 'public' }, 'metric')).toEqual({ ok: true, input: { privacy: 'public', cylinder: null } });
  });
});
