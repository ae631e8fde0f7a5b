// Trips, the planner and the calendar feed against a real PostgreSQL: what a centre may change on a
// trip and when, who is told, what a member's planner and feed hold, and nothing of anyone else's.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db, schema } from '../../lib/db.server.ts';
import { createCenter } from '../../../tests/factories/centers.ts';
import { createMember, latestEmailTo } from '../../../tests/factories/members.ts';
import { createDiveSite } from '../../../tests/factories/sites.ts';
import { createTrip, meetingFor, seatRequest } from '../../../tests/factories/trips.ts';
import { feedToken, memberForFeedToken, replaceFeedToken } from './calendar-feed.server.ts';
import { addPlannedTrip, deletePlannedTrip, plannerEntries, saveChecklist } from './planner.server.ts';
import { feedCalendar, reservationCalendar } from './reservation-ics.server.ts';
import { memberReservationView } from './reservation-views.ts';
import { memberFeedReservations, memberReservation } from './reservations.queries.server.ts';
import { cancelReservationAsMember, confirmReservation, requestSeats } from './reservations.service.server.ts';
import type { TripInput } from './trip.schema.ts';
import { deleteDraftTrip, publishTrip, saveTrip, setCenterTimeZone } from './trips.service.server.ts';
import { searchTrips, tripsVisitingSite } from './trips.queries.server.ts';
import { parseTripFilters } from './trip-filters.schema.ts';
import { getRuntime } from '../../lib/runtime.server.ts';
import { formatPlaceTime } from '../../lib/time-format.ts';
import { zonedParts, zonedTimeToInstant } from '../../lib/time-zones.ts';

const DAY = 86_400_000;

function input(overrides: Partial<TripInput> = {}): TripInput {
  const startsAt = new Date(Date.now() + 12 * DAY);
  return {
    kind: 'boat-dives',
    title: { en: 'Service test trip' },
    description: {},
    startsAt,
    endsAt: new Date(startsAt.getTime() + 5 * 3_600_000),
    siteIds: [],
    meetingPoint: 'North harbour',
    price: '80',
    currency: 'EUR',
    included: ['boat'],
    capacity: 6,
    minCertTier: null,
    minLoggedDives: 0,
    cancellationPolicy: 'strict',
    paymentNote: null,
    ...overrides,
  };
}

describe('a centre’s trips', () => {
  it('are drafts until published, keep the seats already taken, tell members of a new time, and only drafts are deleted', async () => {
    const owner = await createMember();
    const center = await createCenter({ owner });
    const site = await createDiveSite({ name: 'Service Test Wall' });
    const hidden = await createDiveSite({ name: 'Hidden Test Wall', status: 'hidden' });
    const saved = (await saveTrip({ centerId: center.id, userId: owner.id, input: input({ siteIds: [site.id, hidden.id] }) })) as { tripId: number };
    const [draft] = await db().select().from(schema.trips).where(eq(schema.trips.id, saved.tripId));
    expect(draft).toMatchObject({ status: 'draft', freeCancelDays: 14, lateCancelFeePercent: 100, capacity: 6 });
    expect(await tripsVisitingSite(site.id)).toHaveLength(0);
    expect(await publishTrip({ centerId: center.id, tripId: saved.tripId })).toMatchObject({ ok: true });
    // Only published sites are linked; the trip now shows on the site's page.
    expect((await tripsVisitingSite(site.id)).map((trip) => trip.id)).toEqual([saved.tripId]);
    expect(await tripsVisitingSite(hidden.id)).toHaveLength(0);

    const diver = await createMember();
    const request = (await requestSeats({ tripId: saved.tripId, memberId: diver.id, input: seatRequest({ seats: 4 }), waitlist: false })) as { reservationId: number };
    expect(await saveTrip({ centerId: center.id, userId: owner.id, tripId: saved.tripId, input: input({ capacity: 3 }) })).toMatchObject({ ok: false, field: 'capacity', error: 'trips.error.capacityBelowTaken' });
    const later = new Date(Date.now() + 13 * DAY);
    expect(await saveTrip({ centerId: center.id, userId: owner.id, tripId: saved.tripId, input: input({ startsAt: later, endsAt: new Date(later.getTime() + 3_600_000) }) })).toMatchObject({ ok: true });
    const [conversation] = await db().select({ id: schema.conversations.id }).from(schema.conversations).where(eq(schema.conversations.reservationId, request.reservationId));
    const notices = await db().select({ event: schema.messages.event }).from(schema.messages).where(eq(schema.messages.conversationId, conversation!.id));
    expect(notices.map((notice) => notice.event?.kind)).toContain('trip.changed');

    // Another centre cannot change, publish or delete it; a published trip is never deleted.
    const other = await createCenter({ owner: await createMember() });
    expect(await saveTrip({ centerId: other.id, userId: owner.id, tripId: saved.tripId, input: input() })).toMatchObject({ ok: false, error: 'trips.error.notFound' });
    expect(await deleteDraftTrip({ centerId: center.id, tripId: saved.tripId })).toBe(false);
    const second = (await saveTrip({ centerId: center.id, userId: owner.id, input: input() })) as { tripId: number };
    expect(await deleteDraftTrip({ centerId: other.id, tripId: second.tripId })).toBe(false);
    expect(await deleteDraftTrip({ centerId: center.id, tripId: second.tripId })).toBe(true);
  });

  it('take a time zone the runtime knows, and are found by place, days, kind, price and seats', async () => {
    const center = await createCenter({ owner: await createMember(), countryCode: 'MT', lat: 36.05, lng: 14.25, name: 'Search Test Lodge' });
    expect(await setCenterTimeZone({ centerId: center.id, timeZone: 'Europe/Atlantis' })).toMatchObject({ ok: false, field: 'timeZone' });
    expect(await setCenterTimeZone({ centerId: center.id, timeZone: 'Europe/Malta' })).toMatchObject({ ok: true });
    const startsAt = new Date(Date.now() + 40 * DAY);
    // The day filters read the centre's calendar: late in the UTC evening, Malta is already a day ahead.
    const day = zonedParts(startsAt, 'Europe/Malta').date;
    const match = await createTrip({ center, startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000), kind: 'night-dive', price: '40', currency: 'EUR', capacity: 4 });
    await createTrip({ center, startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000), kind: 'night-dive', price: '400', currency: 'EUR' });
    const found = await searchTrips(parseTripFilters(new URLSearchParams({ from: day, to: day, kind: 'night-dive', maxPrice: '50', currency: 'EUR', seats: '4' })).filters, 'en');
    expect(found.trips.map((trip) => trip.id)).toContain(match.id);
    expect(found.trips.every((trip) => trip.kind === 'night-dive' && Number(trip.price) <= 50 && trip.currency === 'EUR' && trip.seatsLeft >= 4)).toBe(true);
    expect((await searchTrips(parseTripFilters(new URLSearchParams({ from: day, to: day, seats: '5' })).filters, 'en')).trips.map((trip) => trip.id)).not.toContain(match.id);
  });
});

describe('confirming says where and when the diver meets the centre', () => {
  it('refuses a meeting time that does not suit the trip, writing nothing; then the member reads the meeting on the reservation, in the email and in the calendar file, and it moves with the trip', async () => {
    const owner = await createMember();
    const center = await createCenter({ owner, name: 'Meeting Test Divers' });
    await setCenterTimeZone({ centerId: center.id, timeZone: 'Africa/Cairo' });
    // The boat leaves at 09:00 at the centre, twenty days on (whatever the hour this test runs at).
    const tripDay = zonedParts(new Date(Date.now() + 20 * DAY), 'Africa/Cairo').date;
    const trip = await createTrip({ center, startsAt: zonedTimeToInstant(tripDay, '09:00', 'Africa/Cairo')!, meetingPoint: 'North harbour' });
    const diver = await createMember({ firstName: 'Mina' });
    const { reservationId } = (await requestSeats({ tripId: trip.id, memberId: diver.id, input: seatRequest(), waitlist: false })) as { reservationId: number };
    const confirm = (at: Date) => confirmReservation({ centerId: center.id, reservationId, actorId: owner.id, meeting: { point: 'Harbour gate B, boat "Sea Star"', at } });

    expect(await confirm(new Date(trip.endsAt.getTime() + 60_000))).toMatchObject({ ok: false, field: 'meetingDate', error: 'trips.error.meetingAfterEnd' });
    expect(await confirm(new Date(trip.startsAt.getTime() - 8 * DAY))).toMatchObject({ ok: false, field: 'meetingDate', error: 'trips.error.meetingTooEarly' });
    expect(await confirm(new Date(Date.now() - 60_000))).toMatchObject({ ok: false, field: 'meetingTime', error: 'trips.error.meetingPast' });
    const [untouched] = await db().select().from(schema.reservations).where(eq(schema.reservations.id, reservationId));
    expect(untouched).toMatchObject({ status: 'requested', meetingPoint: null, meetsAt: null });
    expect(await db().select().from(schema.reservationEvents).where(eq(schema.reservationEvents.reservationId, reservationId))).toHaveLength(1);

    // 07:45 at the centre on the trip's day, typed in its zone.
    const day = zonedParts(trip.startsAt, 'Africa/Cairo').date;
    const meetsAt = zonedTimeToInstant(day, '07:45', 'Africa/Cairo')!;
    expect(await confirm(meetsAt)).toMatchObject({ ok: true });
    const confirmed = (await memberReservation(diver.id, reservationId))!;
    const view = memberReservationView(confirmed, diver.id, 'en');
    const when = formatPlaceTime(meetsAt, 'Africa/Cairo', 'en');
    expect(when).toMatch(/, 07:45 UTC\+[23]$/);
    expect(view.meeting).toEqual({ point: 'Harbour gate B, boat "Sea Star"', at: when });

    const mail = await latestEmailTo(getRuntime().dataDir, diver.email, /\/account\/reservations#reservation-/);
    expect(mail.subject).toBe(`Confirmed: ${trip.title.en}`);
    expect(mail.text).toContain('Meeting point: Harbour gate B, boat "Sea Star"');
    expect(mail.text).toContain(`Meeting time: ${when}`);

    const ics = reservationCalendar(confirmed, 'en');
    expect(ics).toContain('LOCATION:Harbour gate B\\, boat "Sea Star"');
    expect(ics).toContain(`DTSTART:${meetsAt.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
    expect(ics).toContain(`DTEND:${trip.endsAt.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);

    // The trip moves a day later: the meeting moves with it; the point the centre gave this diver stays.
    const later = new Date(trip.startsAt.getTime() + DAY);
    const moved = await saveTrip({ centerId: center.id, userId: owner.id, tripId: trip.id, input: input({ startsAt: later, endsAt: new Date(later.getTime() + 4 * 3_600_000), meetingPoint: 'South pier' }) });
    expect(moved).toMatchObject({ ok: true });
    const [after] = await db().select().from(schema.reservations).where(eq(schema.reservations.id, reservationId));
    expect(after).toMatchObject({ meetingPoint: 'Harbour gate B, boat "Sea Star"', meetsAt: new Date(meetsAt.getTime() + DAY) });
  });
});

describe('a member’s planner and calendar feed', () => {
  it('hold the member’s own confirmed trips and plans, with sites from their wishlist only', async () => {
    const center = await createCenter({ owner: await createMember() });
    const site = await createDiveSite({ name: 'Planner Test Reef' });
    const notSaved = await createDiveSite({ name: 'Not In Wishlist Reef' });
    const trip = await createTrip({ center, siteIds: [site.id] });
    const [member, stranger] = [await createMember(), await createMember()];
    await db().insert(schema.siteWishlist).values({ userId: member.id, siteId: site.id });
    const plannedId = await addPlannedTrip({ memberId: member.id, input: { destination: 'Gozo', startsOn: '2026-09-01', endsOn: '2026-09-08', siteIds: [site.id, notSaved.id], centerId: center.id, notes: 'Book the ferry' } });
    const request = (await requestSeats({ tripId: trip.id, memberId: member.id, input: seatRequest(), waitlist: false })) as { reservationId: number };
    // Not confirmed yet: not in the planner, no checklist.
    expect(await saveChecklist({ memberId: member.id, plannedTripId: null, reservationId: request.reservationId, checked: ['logbook'], notes: null })).toBe(false);
    await confirmReservation({ centerId: center.id, reservationId: request.reservationId, actorId: center.submittedUser!, meeting: meetingFor(trip) });
    expect(await saveChecklist({ memberId: member.id, plannedTripId: null, reservationId: request.reservationId, checked: ['logbook', 'insurance'], notes: 'Bring the torch' })).toBe(true);
    expect(await saveChecklist({ memberId: stranger.id, plannedTripId: plannedId, reservationId: null, checked: ['logbook'], notes: null })).toBe(false);
    expect(await deletePlannedTrip({ memberId: stranger.id, plannedTripId: plannedId })).toBe(false);
    const entries = await plannerEntries(member.id);
    expect(entries.map((entry) => [entry.kind, entry.destination ?? entry.title?.en, entry.sites.map((one) => one.name), entry.checklist, entry.notes])).toEqual(
      expect.arrayContaining([
        ['planned', 'Gozo', ['Planner Test Reef'], {}, 'Book the ferry'],
        ['reservation', trip.title.en, ['Planner Test Reef'], { logbook: true, insurance: true }, 'Bring the torch'],
      ]),
    );
    expect(await plannerEntries(stranger.id)).toEqual([]);

    // The feed: a secret address, replaced at will; confirmed trips, and a cancelled one marked so.
    const token = await replaceFeedToken(member.id);
    expect(await feedToken(member.id)).toBe(token);
    expect(await memberForFeedToken(token)).toBe(member.id);
    const newToken = await replaceFeedToken(member.id);
    expect(await memberForFeedToken(token)).toBeNull();
    expect(await memberForFeedToken(newToken)).toBe(member.id);
    expect(await memberForFeedToken('../../etc/passwd')).toBeNull();
    let feed = feedCalendar(await memberFeedReservations(member.id), 'en', 'My dive trips');
    expect(feed).toContain(`UID:reservation-${request.reservationId}@`);
    expect(feed).toContain('STATUS:CONFIRMED');
    await cancelReservationAsMember({ memberId: member.id, reservationId: request.reservationId, actorId: member.id });
    feed = feedCalendar(await memberFeedReservations(member.id), 'en', 'My dive trips');
    expect(feed).toContain('STATUS:CANCELLED');
    expect(await memberFeedReservations(stranger.id)).toEqual([]);
  });
});
