// An admin acting as a centre's manager, against a real PostgreSQL (ADR 27): it starts on purpose
// with a reason, holds for the session that started it and for a limited time, every change made
// meanwhile is in the audit log with the admin as its actor (and a refused one leaves no entry), and
// ending it is recorded too. Moderators and admins who are not acting get a 403 from the guard.
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db, schema } from '../../lib/db.server.ts';
import { createCenter } from '../../../tests/factories/centers.ts';
import { createMember, signedInRequest } from '../../../tests/factories/members.ts';
import { createTrip, meetingFor, seatRequest } from '../../../tests/factories/trips.ts';
import { loadSession } from '../members/session.server.ts';
import { confirmReservation, declineReservation, requestSeats } from '../trips/reservations.service.server.ts';
import { ACTING_MINUTES, endActingAsManager, startActingAsManager } from './center-acting.server.ts';
import { requireCenterManager } from './center-access.server.ts';

/** The guard of every manager page and action, as a status: 200 when it lets the request through. */
async function guardStatus(request: Request, centerId: number): Promise<number> {
  try {
    await requireCenterManager(new Request(request.url, { headers: request.headers }), centerId);
    return 200;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? 500;
  }
}

async function auditOf(adminId: string) {
  const a = schema.auditLog;
  return db().select().from(a).where(eq(a.actorId, adminId)).orderBy(a.id);
}

// Three real sign-ins and seven members (each a password hash) take a while on a busy machine.
describe('an admin acting as a centre’s manager', { timeout: 60_000 }, () => {
  it('starts with a reason, holds for that session only, audits every change made meanwhile, and ends on purpose', async () => {
    const owner = await createMember({ firstName: 'Olga' });
    const center = await createCenter({ owner, name: 'Acting Test Divers' });
    const other = await createCenter({ owner: await createMember(), name: 'Other Test Divers' });
    const admin = await createMember({ firstName: 'Ada', role: 'admin' });
    const moderator = await createMember({ role: 'moderator' });
    const diver = await createMember();

    const adminRequest = await signedInRequest(admin.email);
    const otherDevice = await signedInRequest(admin.email);
    const moderatorRequest = await signedInRequest(moderator.email);
    expect(await guardStatus(moderatorRequest, center.id)).toBe(403);
    expect(await guardStatus(adminRequest, center.id)).toBe(403);

    const { sessionId } = await loadSession(adminRequest);
    const started = await startActingAsManager({ adminId: admin.id, sessionId: sessionId!, centerId: center.id, reason: 'The owner asked for help with a trip' });
    expect(started?.until.getTime()).toBeGreaterThan(Date.now() + (ACTING_MINUTES - 1) * 60_000);
    expect(await guardStatus(adminRequest, center.id)).toBe(200);
    // Only that centre, only from that session.
    expect(await guardStatus(adminRequest, other.id)).toBe(403);
    expect(await guardStatus(otherDevice, center.id)).toBe(403);
    const context = await requireCenterManager(new Request(adminRequest.url, { headers: adminRequest.headers }), center.id);
    expect(context.acting).toEqual({ adminId: admin.id, centerId: center.id, centerName: 'Acting Test Divers' });
    expect((await loadSession(new Request(adminRequest.url, { headers: adminRequest.headers }))).user?.actingAs).toMatchObject({ centerId: center.id, centerName: 'Acting Test Divers' });

    // A change made while acting is recorded with the admin as its actor; the owner's own is not.
    const trip = await createTrip({ center });
    const first = (await requestSeats({ tripId: trip.id, memberId: diver.id, input: seatRequest(), waitlist: false })) as { reservationId: number };
    expect(await confirmReservation({ centerId: center.id, reservationId: first.reservationId, actorId: admin.id, meeting: meetingFor(trip), acting: context.acting })).toMatchObject({ ok: true });
    // Refused (it is confirmed already): no entry.
    expect(await declineReservation({ centerId: center.id, reservationId: first.reservationId, actorId: admin.id, acting: context.acting })).toMatchObject({ ok: false });

    expect(await endActingAsManager({ adminId: admin.id, sessionId: sessionId! })).toBe(true);
    expect(await guardStatus(adminRequest, center.id)).toBe(403);
    expect(await endActingAsManager({ adminId: admin.id, sessionId: sessionId! })).toBe(false);

    const entries = await auditOf(admin.id);
    expect(entries.map((entry) => [entry.action, entry.targetType, entry.targetId, entry.reason, entry.details.step ?? null])).toEqual([
      ['center.act-start', 'center', String(center.id), 'The owner asked for help with a trip', null],
      ['center.act', 'center', String(center.id), '', 'reservation.confirm'],
      ['center.act-end', 'center', String(center.id), '', null],
    ]);
    expect(entries[1]!.details).toMatchObject({ reservationId: first.reservationId, tripId: trip.id });
    expect(entries.every((entry) => entry.actorMemberId === admin.memberId)).toBe(true);
    expect(await db().select().from(schema.auditLog).where(eq(schema.auditLog.actorId, owner.id))).toEqual([]);
  });

  it('runs out by itself after its time, and a new start replaces the one before', async () => {
    const admin = await createMember({ role: 'admin' });
    const [first, second] = [await createCenter({ owner: await createMember() }), await createCenter({ owner: await createMember() })];
    const request = await signedInRequest(admin.email);
    const { sessionId } = await loadSession(request);
    const longAgo = new Date(Date.now() - (ACTING_MINUTES + 1) * 60_000);
    await startActingAsManager({ adminId: admin.id, sessionId: sessionId!, centerId: first.id, reason: 'Checking a reported trip', now: longAgo });
    expect(await guardStatus(request, first.id)).toBe(403);

    await startActingAsManager({ adminId: admin.id, sessionId: sessionId!, centerId: first.id, reason: 'Checking a reported trip again' });
    await startActingAsManager({ adminId: admin.id, sessionId: sessionId!, centerId: second.id, reason: 'Now the other centre, as asked' });
    expect(await guardStatus(request, first.id)).toBe(403);
    expect(await guardStatus(request, second.id)).toBe(200);
    const a = schema.actingManagers;
    expect(await db().select().from(a).where(and(eq(a.sessionId, sessionId!), eq(a.adminId, admin.id))).orderBy(desc(a.id))).toMatchObject([
      { centerId: second.id, endedAt: null },
      { centerId: first.id, endedAt: expect.any(Date) },
      { centerId: first.id, endedAt: expect.any(Date) },
    ]);
    // The one that had run out ended without an entry; the one replaced says so.
    const ends = (await auditOf(admin.id)).filter((entry) => entry.action === 'center.act-end');
    expect(ends.map((entry) => [entry.targetId, entry.details.why])).toEqual([[String(first.id), 'replaced']]);
  });
});
