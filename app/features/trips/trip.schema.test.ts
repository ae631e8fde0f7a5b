import { describe, expect, it } from 'vitest';
import { parseSubmission } from '~/lib/form-submission.ts';
import { ReservationRequestSchema, TRIP_LISTS, tripSchema } from './trip.schema.ts';

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) data.append(name, item);
  return data;
}

const now = new Date('2026-06-01T00:00:00Z');
const valid = {
  kind: 'boat-dives',
  titleEn: 'Morning boat dives',
  startDate: '2026-07-04',
  startTime: '08:00',
  endDate: '2026-07-04',
  endTime: '13:00',
  price: '95,50',
  currency: 'eur',
  capacity: '10',
  cancellationPolicy: 'moderate',
  included: ['boat', 'guide', 'made-up'],
  siteIds: ['12', '12', 'x', '40'],
};

describe('the trip form', () => {
  it('turns local times into instants in the centre’s zone, and keeps only known values', () => {
    const submission = parseSubmission(form(valid), tripSchema('Africa/Cairo', now), { lists: TRIP_LISTS });
    expect(submission.ok).toBe(true);
    if (!submission.ok) return;
    expect(submission.data).toMatchObject({
      title: { en: 'Morning boat dives' },
      description: {},
      price: '95.50',
      currency: 'EUR',
      capacity: 10,
      included: ['boat', 'guide'],
      siteIds: [12, 40],
      minCertTier: null,
      minLoggedDives: 0,
    });
    expect(submission.data.startsAt.toISOString()).toBe('2026-07-04T05:00:00.000Z');
    expect(submission.data.endsAt.toISOString()).toBe('2026-07-04T10:00:00.000Z');
  });

  it('says what is wrong, field by field, in message keys', () => {
    const errors = (fields: Record<string, string | string[]>) => {
      const submission = parseSubmission(form(fields), tripSchema('Europe/Madrid', now), { lists: TRIP_LISTS });
      return submission.ok ? {} : submission.reply.fieldErrors;
    };
    expect(errors({})).toMatchObject({ kind: 'trips.error.kindRequired', startDate: 'trips.error.dateInvalid', price: 'trips.error.priceRequired', capacity: 'trips.error.capacityRequired', cancellationPolicy: 'trips.error.policyRequired' });
    expect(errors({ ...valid, titleEn: '' })).toEqual({ titleEn: 'trips.error.titleRequired' });
    expect(errors({ ...valid, capacity: '0' })).toEqual({ capacity: 'trips.error.capacityRange' });
    expect(errors({ ...valid, capacity: '12.5' })).toEqual({ capacity: 'trips.error.capacityRange' });
    expect(errors({ ...valid, price: '-5' })).toEqual({ price: 'trips.error.priceInvalid' });
    expect(errors({ ...valid, currency: 'XXQ' })).toEqual({ currency: 'trips.error.currencyRequired' });
    expect(errors({ ...valid, startDate: '2026-05-01', endDate: '2026-05-01' })).toEqual({ startDate: 'trips.error.startPast' });
    expect(errors({ ...valid, endTime: '07:00' })).toEqual({ endDate: 'trips.error.endBeforeStart' });
    expect(errors({ ...valid, endDate: '2026-09-30' })).toEqual({ endDate: 'trips.error.tooLongTrip' });
    expect(errors({ ...valid, startDate: '2027-03-28', startTime: '02:30', endDate: '2027-03-28' })).toEqual({ startTime: 'trips.error.timeMissing' });
    expect(errors({ ...valid, minCertTier: 'instructor' })).toEqual({ minCertTier: 'trips.error.tierInvalid' });
    expect(errors({ ...valid, cancellationPolicy: 'whenever' })).toEqual({ cancellationPolicy: 'trips.error.policyRequired' });
  });
});

describe('the request for seats', () => {
  const request = (fields: Record<string, string>) => parseSubmission(form(fields), ReservationRequestSchema);

  it('takes seats, a listed certification or the member’s own words, and logged dives', () => {
    expect(request({ seats: '2', certLevel: 'padi-advanced-open-water', loggedDives: '45' })).toMatchObject({ ok: true, data: { seats: 2, certLevel: 'padi-advanced-open-water', loggedDives: 45, message: null } });
    expect(request({ seats: '1', certLevel: 'other', certOther: 'FFESSM Niveau 2', loggedDives: '0' })).toMatchObject({ ok: true, data: { certOther: 'FFESSM Niveau 2' } });
    expect(request({ seats: '1', certLevel: 'none', loggedDives: '0' })).toMatchObject({ ok: true });
  });

  it('refuses what cannot be right', () => {
    const errors = (fields: Record<string, string>) => {
      const submission = request(fields);
      return submission.ok ? {} : submission.reply.fieldErrors;
    };
    expect(errors({})).toEqual({ seats: 'trips.error.seatsRange', loggedDives: 'trips.error.loggedDivesRequired', certLevel: 'trips.error.certRequired' });
    expect(errors({ seats: '21', certLevel: 'padi-open-water', loggedDives: '3' })).toEqual({ seats: 'trips.error.seatsRange' });
    expect(errors({ seats: '1', certLevel: 'padi-astronaut', loggedDives: '3' })).toEqual({ certLevel: 'trips.error.certInvalid' });
    expect(errors({ seats: '1', certLevel: 'other', loggedDives: '3' })).toEqual({ certOther: 'trips.error.certOtherRequired' });
    expect(errors({ seats: '1', certLevel: 'none', loggedDives: '-1' })).toEqual({ loggedDives: 'trips.error.loggedDivesRange' });
  });
});
