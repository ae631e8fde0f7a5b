import { describe, expect, it } from 'vitest';
import { cancellationTerms, tripDays } from './trip-format.ts';

const DAY = 86_400_000;

describe('cancellation terms', () => {
  const startsAt = new Date('2026-08-20T06:00:00Z');
  const moderate = { startsAt, freeCancelDays: 7, lateCancelFeePercent: 50 };

  it('are free until N days before the start, then the fee', () => {
    expect(cancellationTerms(moderate, new Date(startsAt.getTime() - 8 * DAY))).toEqual({ freeUntil: new Date(startsAt.getTime() - 7 * DAY), feePercentNow: 0, started: false });
    expect(cancellationTerms(moderate, new Date(startsAt.getTime() - 7 * DAY)).feePercentNow).toBe(0);
    expect(cancellationTerms(moderate, new Date(startsAt.getTime() - 7 * DAY + 1000)).feePercentNow).toBe(50);
    expect(cancellationTerms(moderate, new Date(startsAt.getTime() + 1000))).toMatchObject({ feePercentNow: 50, started: true });
  });

  it('name the fee at once when nothing is free', () => {
    expect(cancellationTerms({ startsAt, freeCancelDays: 0, lateCancelFeePercent: 100 }, new Date(startsAt.getTime() - 60 * DAY)).feePercentNow).toBe(100);
  });
});

describe('a trip’s length', () => {
  it('counts the centre’s calendar days, one for a trip within a day', () => {
    expect(tripDays({ startsAt: new Date('2026-07-04T05:00:00Z'), endsAt: new Date('2026-07-04T10:30:00Z'), timeZone: 'Africa/Cairo' })).toBe(1);
    expect(tripDays({ startsAt: new Date('2026-07-04T15:00:00Z'), endsAt: new Date('2026-07-11T07:00:00Z'), timeZone: 'Africa/Cairo' })).toBe(8);
    // 23:30 UTC on the 4th is already the 5th in Cairo.
    expect(tripDays({ startsAt: new Date('2026-07-04T23:30:00Z'), endsAt: new Date('2026-07-05T10:00:00Z'), timeZone: 'Africa/Cairo' })).toBe(1);
  });
});
