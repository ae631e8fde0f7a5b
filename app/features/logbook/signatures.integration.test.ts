import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db, schema } from '../../lib/db.server.ts';
import { addManager, createCenter } from '../../../tests/factories/centers.ts';
import { authorOf, diveInput, logDive } from '../../../tests/factories/dives.ts';
import { createMember } from '../../../tests/factories/members.ts';
import { createTrip } from '../../../tests/factories/trips.ts';
import { createDive, updateDive } from './dives.service.server.ts';
import { answerSignature, ASK_AGAIN_AFTER_MS, centerSignatures, requestSignature, signatureOf, tellCenterOfRequest, withdrawSignature } from './signatures.server.ts';

/** A member's dive with a centre (as a reservation would link it). */
async function diveWithCenter() {
  const [diver, owner, manager] = [await createMember({ firstName: 'Dora' }), await createMember(), await createMember({ firstName: 'Mani', lastName: 'Ger' })];
  const center = await createCenter({ owner, name: 'Signing Reef Divers' });
  await addManager(center.id, manager.id);
  const { diveId } = await logDive(diver);
  await db().update(schema.dives).set({ centerId: center.id }).where(eq(schema.dives.id, diveId));
  return { diver, owner, manager, center, diveId };
}

async function auditOf(diveId: number) {
  const rows = await db()
    .select({ action: schema.auditLog.action, actorId: schema.auditLog.actorId })
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.targetType, 'dive'), eq(schema.auditLog.targetId, String(diveId))))
    .orderBy(schema.auditLog.id);
  return rows;
}

describe("a dive centre's signature on a logged dive", () => {
  it('is asked for by the diver alone, signed by a manager of that centre alone, shown with who signed, and audited at each step', async () => {
    const { diver, manager, center, diveId } = await diveWithCenter();
    const stranger = await createMember();
    const otherCenter = await createCenter({ owner: stranger });

    expect(await requestSignature({ memberId: stranger.id, diveId })).toEqual({ ok: false, error: 'logbook.signature.error.notFound' });
    expect(await requestSignature({ memberId: diver.id, diveId })).toEqual({ ok: true });
    expect(await requestSignature({ memberId: diver.id, diveId })).toEqual({ ok: false, error: 'logbook.signature.error.tooSoon' });
    const [waiting] = await centerSignatures(center.id);
    expect(waiting).toMatchObject({ diveId, state: 'requested', diver: { firstName: 'Dora' } });
    expect(await centerSignatures(otherCenter.id)).toEqual([]);

    expect(await answerSignature({ centerId: otherCenter.id, actorId: stranger.id, signatureId: waiting!.id, sign: true })).toEqual({ ok: false, error: 'logbook.signature.error.gone' });
    expect((await signatureOf(diveId))?.state).toBe('requested');
    expect(await answerSignature({ centerId: center.id, actorId: manager.id, signatureId: waiting!.id, sign: true })).toEqual({ ok: true });
    expect(await signatureOf(diveId)).toMatchObject({ state: 'signed', centerName: 'Signing Reef Divers', signerName: 'Mani Ger' });
    expect(await requestSignature({ memberId: diver.id, diveId })).toEqual({ ok: false, error: 'logbook.signature.error.signed' });

    const told = await db().select({ kind: schema.notifications.kind }).from(schema.notifications).where(eq(schema.notifications.userId, diver.id));
    expect(told.map((row) => row.kind)).toContain('dive.signed');
    expect(await auditOf(diveId)).toEqual([
      { action: 'dive.signature-request', actorId: diver.id },
      { action: 'dive.sign', actorId: manager.id },
    ]);
  });

  it('may be asked again after a day, declined, withdrawn by the diver only, and is taken off when the dive is edited', async () => {
    const { diver, owner, center, diveId } = await diveWithCenter();
    const now = new Date();
    expect(await requestSignature({ memberId: diver.id, diveId, now })).toEqual({ ok: true });
    expect(await requestSignature({ memberId: diver.id, diveId, now: new Date(now.getTime() + ASK_AGAIN_AFTER_MS + 1000) })).toEqual({ ok: true });
    const [row] = await db().select({ asked: schema.diveSignatures.asked }).from(schema.diveSignatures).where(eq(schema.diveSignatures.diveId, diveId));
    expect(row!.asked).toBe(2);

    const [waiting] = await centerSignatures(center.id);
    expect(await answerSignature({ centerId: center.id, actorId: owner.id, signatureId: waiting!.id, sign: false })).toEqual({ ok: true });
    expect(await signatureOf(diveId)).toBeNull();

    await requestSignature({ memberId: diver.id, diveId, now: new Date(now.getTime() + 3 * ASK_AGAIN_AFTER_MS) });
    const [again] = await centerSignatures(center.id);
    await answerSignature({ centerId: center.id, actorId: owner.id, signatureId: again!.id, sign: true });
    expect(await withdrawSignature({ memberId: owner.id, diveId })).toEqual({ ok: false, error: 'logbook.signature.error.notFound' });
    expect((await signatureOf(diveId))?.state).toBe('signed');

    const edited = await updateDive({ author: authorOf(diver), diveId, input: diveInput({ notes: 'Changed after signing', centerId: center.id }) });
    expect(edited.ok).toBe(true);
    expect(await signatureOf(diveId)).toBeNull();

    await requestSignature({ memberId: diver.id, diveId, now: new Date(now.getTime() + 5 * ASK_AGAIN_AFTER_MS) });
    expect(await withdrawSignature({ memberId: diver.id, diveId })).toEqual({ ok: true });
    expect(await signatureOf(diveId)).toBeNull();
    expect((await auditOf(diveId)).map((entry) => entry.action)).toEqual(['dive.signature-request', 'dive.signature-request', 'dive.signature-decline', 'dive.signature-request', 'dive.sign', 'dive.signature-request', 'dive.signature-withdraw']);
  });

  it("is asked of a trip's centre by itself when a diver logs a dive of that trip, once, and again only after an edit takes a signature off", async () => {
    const [diver, owner] = [await createMember({ firstName: 'Tripp', lastName: 'Diver' }), await createMember()];
    const center = await createCenter({ owner, name: 'Trip Signing Divers' });
    const trip = await createTrip({ center, inDays: -2 });
    await db().insert(schema.reservations).values({ tripId: trip.id, memberId: diver.id, seats: 1, status: 'attended', loggedDives: 10 });

    const first = await createDive({ author: authorOf(diver), input: diveInput({ tripId: trip.id }) });
    expect(first).toMatchObject({ ok: true, askedCenter: true });
    const diveId = first.ok ? first.diveId : 0;
    expect(await signatureOf(diveId)).toMatchObject({ state: 'requested', centerName: 'Trip Signing Divers' });
    const [waiting] = await centerSignatures(center.id);
    expect(waiting).toMatchObject({ diveId, state: 'requested', diver: { firstName: 'Tripp' } });
    expect(await auditOf(diveId)).toEqual([{ action: 'dive.signature-request', actorId: diver.id }]);

    // An edit of a dive still waiting asks nobody twice; a withdrawn request stays withdrawn.
    expect(await updateDive({ author: authorOf(diver), diveId, input: diveInput({ tripId: trip.id, notes: 'Turtle at the wall' }) })).toMatchObject({ ok: true, askedCenter: false });
    expect(await withdrawSignature({ memberId: diver.id, diveId })).toEqual({ ok: true });
    expect(await updateDive({ author: authorOf(diver), diveId, input: diveInput({ tripId: trip.id, notes: 'Two turtles' }) })).toMatchObject({ ok: true, askedCenter: false });
    expect(await signatureOf(diveId)).toBeNull();

    // Signed, then edited: the signature is off and the trip's centre is asked again.
    expect(await requestSignature({ memberId: diver.id, diveId })).toEqual({ ok: true });
    const [again] = await centerSignatures(center.id);
    expect(await answerSignature({ centerId: center.id, actorId: owner.id, signatureId: again!.id, sign: true })).toEqual({ ok: true });
    expect(await updateDive({ author: authorOf(diver), diveId, input: diveInput({ tripId: trip.id, notes: 'Three turtles' }) })).toMatchObject({ ok: true, askedCenter: true });
    expect(await signatureOf(diveId)).toMatchObject({ state: 'requested', signedAt: null });

    // A dive with the centre but no trip is asked for by the diver, as before.
    const plain = await createDive({ author: authorOf(diver), input: diveInput({ centerId: center.id }) });
    expect(plain).toMatchObject({ ok: true, askedCenter: false });
    expect(await signatureOf(plain.ok ? plain.diveId : 0)).toBeNull();
  });

  it('tells the trip centre of a dive waiting for its signature after the dive is saved', async () => {
    const [diver, owner] = [await createMember({ firstName: 'Tell', lastName: 'Me' }), await createMember()];
    const center = await createCenter({ owner });
    const trip = await createTrip({ center, inDays: -1 });
    await db().insert(schema.reservations).values({ tripId: trip.id, memberId: diver.id, seats: 1, status: 'confirmed', loggedDives: 10 });
    const saved = await createDive({ author: authorOf(diver), input: diveInput({ tripId: trip.id }) });
    await tellCenterOfRequest(saved.ok ? saved.diveId : 0);
    const told = await db().select({ kind: schema.notifications.kind, params: schema.notifications.params }).from(schema.notifications).where(eq(schema.notifications.userId, owner.id));
    expect(told).toContainEqual({ kind: 'dive.signatureAsked', params: { diver: 'Tell Me' } });
  });

  it('cannot be asked for a dive without a centre', async () => {
    const diver = await createMember();
    const { diveId } = await logDive(diver);
    expect(await requestSignature({ memberId: diver.id, diveId })).toEqual({ ok: false, error: 'logbook.signature.error.noCenter' });
  });
});
