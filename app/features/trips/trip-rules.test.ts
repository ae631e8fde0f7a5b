// The pure rules around trips: the search's URL state, the schema.org data, who may do what.
import { describe, expect, it } from 'vitest';
import { tripFiltersToSearch } from './trip-filters.ts';
import { parseTripFilters } from './trip-filters.schema.ts';
import { tripJsonLd } from './trip-json-ld.ts';
import { canCancelAsMember, canManageTrips, canRequestSeats, canSeeTrip, centerActionsFor } from './trip.policy.ts';
import { meetsTier } from '../members/certifications.ts';
import { canReadConversation, canWriteInConversation, sideOf } from '../inbox/inbox.policy.ts';

describe('the trip search in the address', () => {
  it('keeps what fits and drops the rest, and writes it back the same way', () => {
    const { filters, issues } = parseTripFilters(new URLSearchParams('near=Dahab&from=2026-07-01&to=2026-06-01&kind=liveaboard&maxPrice=150,5&currency=eur&seats=2&page=3&bogus=1'));
    expect(issues).toEqual({ to: 'trips.search.invalid.toBeforeFrom' });
    expect(filters).toEqual({ near: 'Dahab', from: '2026-07-01', to: null, kind: 'liveaboard', maxPrice: 150.5, currency: 'EUR', seats: 2, page: 3 });
    expect(tripFiltersToSearch(filters, { page: 1 })).toBe('near=Dahab&from=2026-07-01&kind=liveaboard&maxPrice=150.5&currency=EUR&seats=2');
    expect(parseTripFilters(new URLSearchParams('kind=spacewalk&seats=500&currency=XYZ&from=2026-02-31x&page=-4')).filters).toEqual({ near: '', from: null, to: null, kind: null, maxPrice: null, currency: null, seats: null, page: 1 });
  });

  it('leaves out a day that does not exist, a price that is no number and an id past PostgreSQL’s integer, and says so', () => {
    const { filters, issues } = parseTripFilters(new URLSearchParams('from=2027-02-30&to=2027-02-29&maxPrice=1e999&seats=2147483648&near=Da%00hab'));
    expect(filters).toMatchObject({ from: null, to: null, maxPrice: null, seats: null, near: 'Da hab' });
    expect(issues).toEqual({ from: 'trips.search.invalid.day', to: 'trips.search.invalid.day', maxPrice: 'trips.search.invalid.maxPrice', seats: 'trips.search.invalid.seats' });
  });
});

describe('a trip as schema.org reads it', () => {
  it('is an Event at the centre’s local time, with an Offer that says whether seats are left', () => {
    const data = tripJsonLd({
      url: 'https://dives.example.org/trip/7',
      name: 'Morning boat dives',
      description: null,
      startsAt: new Date('2026-07-04T05:00:00Z'),
      endsAt: new Date('2026-07-04T10:00:00Z'),
      timeZone: 'Africa/Cairo',
      cancelled: false,
      price: '95.00',
      currency: 'EUR',
      capacity: 10,
      seatsLeft: 0,
      meetingPoint: 'Harbour',
      center: { name: 'Sample Divers', url: 'https://dives.example.org/dive-center/3', lat: 28.5, lng: 34.5, countryCode: 'EG', region: null },
      image: null,
    });
    expect(data).toMatchObject({
      '@type': 'Event',
      startDate: '2026-07-04T08:00:00+03:00',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: 'Harbour' },
      organizer: { name: 'Sample Divers' },
      offers: { '@type': 'Offer', price: '95.00', priceCurrency: 'EUR', availability: 'https://schema.org/SoldOut' },
      remainingAttendeeCapacity: 0,
    });
  });
});

describe('who may do what', () => {
  const owner = { id: 'owner', role: 'member' as const, emailVerified: true };
  const manager = { id: 'manager', role: 'member' as const, emailVerified: true };
  const diver = { id: 'diver', role: 'member' as const, emailVerified: true };
  const unverified = { id: 'new', role: 'member' as const, emailVerified: false };
  const moderator = { id: 'mod', role: 'moderator' as const, emailVerified: true, actingAs: null };
  const admin = { id: 'admin', role: 'admin' as const, emailVerified: true, actingAs: null };
  const center = { id: 7, ownerId: 'owner', managerIds: ['manager'], status: 'published' as const };
  /** The admin, acting as a manager of centre `centerId` from their session. */
  const actingFor = (centerId: number) => ({ ...admin, actingAs: { centerId, centerName: 'Test Divers', until: new Date(Date.now() + 3_600_000).toISOString() } });
  const startsAt = new Date(Date.now() + 86_400_000);

  it('shows drafts only to those who run the centre, and lets verified members who do not ask for seats', () => {
    expect(canSeeTrip(diver, { status: 'draft', startsAt, center })).toBe(false);
    expect(canSeeTrip(manager, { status: 'draft', startsAt, center })).toBe(true);
    expect(canSeeTrip(null, { status: 'published', startsAt, center })).toBe(true);
    expect(canSeeTrip(diver, { status: 'published', startsAt, center: { ...center, status: 'hidden' } })).toBe(false);
    expect(canRequestSeats(diver, { status: 'published', startsAt, center })).toBe(true);
    expect(canRequestSeats(unverified, { status: 'published', startsAt, center })).toBe(false);
    expect(canRequestSeats(owner, { status: 'published', startsAt, center })).toBe(false);
    expect(canManageTrips(diver, center)).toBe(false);
  });

  it('runs a centre’s trips and reservations for its owner and managers only: not for moderators, and for an admin only while acting as its manager', () => {
    expect(canManageTrips(owner, center)).toBe(true);
    expect(canManageTrips(manager, center)).toBe(true);
    expect(canManageTrips(moderator, center)).toBe(false);
    expect(canManageTrips(admin, center)).toBe(false);
    expect(canManageTrips(actingFor(7), center)).toBe(true);
    expect(canManageTrips(actingFor(8), center)).toBe(false);
    // A moderator who is sent acting details (they cannot start acting) still gets nothing.
    expect(canManageTrips({ ...moderator, actingAs: actingFor(7).actingAs }, center)).toBe(false);
    expect(canSeeTrip(moderator, { status: 'draft', startsAt, center })).toBe(false);
    expect(canSeeTrip(actingFor(7), { status: 'draft', startsAt, center })).toBe(true);
    expect(canRequestSeats(actingFor(7), { status: 'published', startsAt, center })).toBe(false);
  });

  it('lets a member cancel only their own open reservation before the start; the centre’s answers follow the status', () => {
    expect(canCancelAsMember(diver, { memberId: 'diver', status: 'confirmed' }, { startsAt })).toBe(true);
    expect(canCancelAsMember(diver, { memberId: 'someone', status: 'confirmed' }, { startsAt })).toBe(false);
    expect(canCancelAsMember(diver, { memberId: 'diver', status: 'declined' }, { startsAt })).toBe(false);
    expect(canCancelAsMember(diver, { memberId: 'diver', status: 'confirmed' }, { startsAt: new Date(Date.now() - 1000) })).toBe(false);
    expect(centerActionsFor('requested', { startsAt })).toEqual(['confirm', 'decline']);
    expect(centerActionsFor('confirmed', { startsAt })).toEqual(['cancel']);
    expect(centerActionsFor('confirmed', { startsAt: new Date(Date.now() - 1000) })).toEqual(['attended', 'cancel']);
    expect(centerActionsFor('cancelled', { startsAt })).toEqual([]);
  });

  it('compares certification tiers, leaving no minimum open to all', () => {
    expect(meetsTier('advanced', 'entry-autonomous')).toBe(true);
    expect(meetsTier('entry-autonomous', 'advanced')).toBe(false);
    expect(meetsTier('entry-supervised', null)).toBe(true);
  });

  it('opens a conversation to its two sides only, and to moderators while it is reported', () => {
    const parties = { memberId: 'diver', centerId: 7, ownerId: 'owner', managerIds: ['manager'], openReports: 0 };
    expect(sideOf(diver, parties)).toBe('member');
    expect(sideOf(manager, parties)).toBe('center');
    expect(sideOf(moderator, parties)).toBeNull();
    expect(canReadConversation(moderator, parties)).toBe(false);
    expect(canReadConversation(moderator, { ...parties, openReports: 1 })).toBe(true);
    expect(canReadConversation({ ...diver, id: 'stranger' }, parties)).toBe(false);
    expect(canWriteInConversation(manager, parties, 'center')).toBe(true);
    expect(canWriteInConversation(manager, parties, 'member')).toBe(false);
    expect(canWriteInConversation(moderator, { ...parties }, 'center')).toBe(false);
    // An admin writes for the centre only while acting as its manager.
    expect(sideOf(admin, parties)).toBeNull();
    expect(canReadConversation(admin, parties)).toBe(false);
    expect(sideOf(actingFor(7), parties)).toBe('center');
    expect(canWriteInConversation(actingFor(7), parties, 'center')).toBe(true);
    expect(sideOf(actingFor(8), parties)).toBeNull();
  });
});
