import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db, schema } from '../../lib/db.server.ts';
import { exportMemberData } from '../account/account-data.server.ts';
import { centerReservationView } from '../trips/reservation-views.ts';
import { centerReservations } from '../trips/reservations.queries.server.ts';
import { markCardSeen, requestSeats } from '../trips/reservations.service.server.ts';
import { createCenter } from '../../../tests/factories/centers.ts';
import { createMember } from '../../../tests/factories/members.ts';
import { createTrip, seatRequest } from '../../../tests/factories/trips.ts';
import { CardSchema } from './wallet.schema.ts';
import { addCard, highestCard, qualifyingCard, removeCard, walletOf } from './wallet.server.ts';

const card = (fields: Record<string, string>) => CardSchema.parse({ level: '', otherName: '', cardNumber: '', certifiedOn: '', certifiedBy: '', ...fields });

describe('the certification wallet', () => {
  it('refuses a course that is not of the agency chosen, an empty course of another agency and a date to come', () => {
    const parse = (fields: Record<string, string>) => CardSchema.safeParse({ level: '', otherName: '', cardNumber: '', certifiedOn: '', certifiedBy: '', ...fields });
    expect(parse({ agency: 'padi', level: 'ssi-open-water' }).error?.issues[0]).toMatchObject({ path: ['level'], message: 'account.wallet.error.level' });
    expect(parse({ agency: 'other' }).error?.issues[0]).toMatchObject({ path: ['otherName'], message: 'account.wallet.error.otherName' });
    expect(parse({ agency: 'padi', level: 'padi-open-water', certifiedOn: '2999-01-01' }).error?.issues[0]).toMatchObject({ path: ['certifiedOn'] });
    expect(parse({ agency: 'nasa', level: 'padi-open-water' }).success).toBe(false);
    expect(parse({ agency: 'padi', level: 'padi-open-water', cardNumber: 'A\nB' }).success).toBe(false);
    expect(parse({ agency: 'padi', level: 'padi-open-water', certifiedOn: '2019-05-04' }).success).toBe(true);
  });

  it("keeps a member's cards, highest level first, removable by them alone; the profile's level never carries the number", async () => {
    const [diver, stranger] = [await createMember(), await createMember()];
    const first = await addCard(diver.id, card({ agency: 'padi', level: 'padi-open-water', cardNumber: 'OW-1234', certifiedOn: '2019-05-04' }));
    const second = await addCard(diver.id, card({ agency: 'ssi', level: 'ssi-stress-rescue', cardNumber: 'R-99' }));
    await addCard(diver.id, card({ agency: 'other', otherName: 'Cave Diver 1' }));
    expect(first.ok && second.ok).toBe(true);
    expect((await walletOf(diver.id)).map((held) => held.label)).toEqual(['SSI Diver Stress & Rescue', 'PADI Open Water Diver', 'Cave Diver 1']);
    expect(await highestCard(diver.id)).toBe('SSI Diver Stress & Rescue');
    expect(await walletOf(stranger.id)).toEqual([]);

    expect(await removeCard(stranger.id, first.ok ? first.id : 0)).toBe(false);
    expect(await walletOf(diver.id)).toHaveLength(3);
    expect(await removeCard(diver.id, first.ok ? first.id : 0)).toBe(true);
    expect((await exportMemberData(diver.id))?.certifications).toMatchObject([{ level: 'ssi-stress-rescue', cardNumber: 'R-99' }, { otherName: 'Cave Diver 1' }]);
  });

  it("meets a trip's minimum through the equivalency of levels: an SSI Advanced Adventurer goes on a trip asking for PADI Advanced Open Water", async () => {
    const diver = await createMember();
    await addCard(diver.id, card({ agency: 'ssi', level: 'ssi-open-water' }));
    expect(await qualifyingCard(diver.id, 'advanced')).toBeNull();
    await addCard(diver.id, card({ agency: 'ssi', level: 'ssi-advanced-open-water', cardNumber: 'AA-42' }));
    expect((await qualifyingCard(diver.id, 'advanced'))?.label).toBe('SSI Advanced Adventurer / Advanced Open Water Diver');
    expect(await qualifyingCard(diver.id, 'rescue')).toBeNull();
    expect(await qualifyingCard(diver.id, null)).toBeNull();
  });
});

describe('a reservation and the wallet', () => {
  it('is accepted on the card that meets the minimum, which the centre sees and may mark as seen; another centre may not', async () => {
    const owner = await createMember();
    const center = await createCenter({ owner, name: 'Wallet Reef Divers' });
    const elsewhere = await createCenter({ owner: await createMember() });
    const trip = await createTrip({ center, minCertTier: 'advanced' });
    const [carded, uncarded] = [await createMember(), await createMember()];
    const held = await addCard(carded.id, card({ agency: 'ssi', level: 'ssi-advanced-open-water', cardNumber: 'AA-42', certifiedOn: '2021-03-02' }));

    expect(await requestSeats({ tripId: trip.id, memberId: uncarded.id, input: seatRequest({ certLevel: 'none' }), waitlist: false })).toMatchObject({ ok: false, field: 'certLevel', error: 'trips.error.certBelowMinimum' });
    const asked = await requestSeats({ tripId: trip.id, memberId: carded.id, input: seatRequest({ certLevel: 'none' }), waitlist: false });
    expect(asked).toMatchObject({ ok: true });
    const reservationId = (asked as { reservationId: number }).reservationId;
    const [row] = await db().select().from(schema.reservations).where(eq(schema.reservations.id, reservationId));
    expect(row).toMatchObject({ certificationId: held.ok ? held.id : -1, certAgency: 'ssi', certLevel: 'ssi-advanced-open-water' });

    const seenBefore = centerReservationView((await centerReservations(center.id, { scope: 'upcoming', tripId: trip.id }))[0]!, 'en');
    expect(seenBefore.card).toMatchObject({ label: 'SSI Advanced Adventurer / Advanced Open Water Diver', cardNumber: 'AA-42', seen: null, seenHere: false });

    expect(await markCardSeen({ centerId: elsewhere.id, reservationId, actorId: owner.id })).toMatchObject({ ok: false, error: 'trips.error.notFound' });
    expect((await walletOf(carded.id))[0]!.seen).toBeNull();
    expect(await markCardSeen({ centerId: center.id, reservationId, actorId: owner.id })).toEqual({ ok: true });
    expect((await walletOf(carded.id))[0]!.seen).toMatchObject({ centerId: center.id, centerName: 'Wallet Reef Divers' });
    const seenAfter = centerReservationView((await centerReservations(center.id, { scope: 'upcoming', tripId: trip.id }))[0]!, 'en');
    expect(seenAfter.card).toMatchObject({ seen: { centerName: 'Wallet Reef Divers' }, seenHere: true });
  });
});
