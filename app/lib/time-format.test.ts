import { describe, expect, it } from 'vitest';
import { formatPlaceSpan, formatPlaceTime, formatSentAt, formatZone, sameClock, zoneName } from './time-format.ts';

// Cairo keeps summer time in 2026 (UTC+3 from late April to late October, UTC+2 otherwise); Madrid
// moves on 29 March and 25 October 2026.
const JULY_MORNING = new Date('2026-07-04T05:00:00Z');
const JANUARY_MORNING = new Date('2026-01-10T06:39:00Z');

describe('a place’s times: in the centre’s zone, the zone named', () => {
  it('names the zone as the reader’s language does, or by its offset where the language has no name', () => {
    expect(zoneName(JULY_MORNING, 'Europe/Madrid', 'es')).toBe('CEST');
    expect(zoneName(JANUARY_MORNING, 'Europe/Madrid', 'es')).toBe('CET');
    expect(zoneName(JULY_MORNING, 'America/New_York', 'en')).toBe('EDT');
    // English has no short name for Cairo's or Madrid's zones: the offset, written as the site writes offsets.
    expect(zoneName(JULY_MORNING, 'Africa/Cairo', 'en')).toBe('UTC+3');
    expect(zoneName(JANUARY_MORNING, 'Africa/Cairo', 'en')).toBe('UTC+2');
    expect(zoneName(JULY_MORNING, 'Asia/Kolkata', 'en')).toBe('UTC+5:30');
    expect(zoneName(JULY_MORNING, 'UTC', 'en')).toBe('UTC');
  });

  it('writes a moment with its day, its time and the zone', () => {
    expect(formatPlaceTime(JANUARY_MORNING, 'Africa/Cairo', 'en')).toBe('Sat, Jan 10, 2026, 08:39 UTC+2');
    expect(formatPlaceTime(JULY_MORNING, 'Europe/Madrid', 'es')).toBe('sáb, 4 jul 2026, 07:00 CEST');
  });

  it('writes a span on one day or across several, the zone once at the end', () => {
    expect(formatPlaceSpan(JULY_MORNING, new Date('2026-07-04T10:30:00Z'), 'Africa/Cairo', 'en')).toBe('Sat, Jul 4, 2026, 08:00–13:30 UTC+3');
    expect(formatPlaceSpan(JULY_MORNING, new Date('2026-07-04T10:30:00Z'), 'Africa/Cairo', 'es')).toBe('sáb, 4 jul 2026, 08:00–13:30 EEST');
    expect(formatPlaceSpan(new Date('2026-07-04T15:00:00Z'), new Date('2026-07-11T07:00:00Z'), 'Africa/Cairo', 'en')).toBe('Sat, Jul 4, 2026, 18:00 – Sat, Jul 11, 2026, 10:00 UTC+3');
  });

  it('names both ends when the clocks change during the span', () => {
    // A liveaboard week in Madrid's zone across the October change.
    expect(formatPlaceSpan(new Date('2026-10-20T16:00:00Z'), new Date('2026-10-27T09:00:00Z'), 'Europe/Madrid', 'es')).toBe('mar, 20 oct 2026, 18:00 CEST – mar, 27 oct 2026, 10:00 CET');
  });

  it('describes the zone by its place and offset', () => {
    expect(formatZone(JULY_MORNING, 'Africa/Cairo')).toBe('Africa/Cairo (UTC+3)');
    expect(formatZone(JULY_MORNING, 'America/Port_of_Spain')).toBe('America/Port of Spain (UTC−4)');
    expect(formatZone(JULY_MORNING, 'UTC')).toBe('UTC');
  });
});

describe('when something was sent: in the reader’s zone, named where it differs from the centre’s', () => {
  it('is written in UTC, named, when the reader’s zone is not known (the server’s HTML)', () => {
    expect(formatSentAt(JANUARY_MORNING, 'en', { readerZone: null, placeZone: 'Africa/Cairo' })).toBe('Jan 10, 2026, 06:39 UTC');
    expect(formatSentAt(JANUARY_MORNING, 'en', { readerZone: null })).toBe('Jan 10, 2026, 06:39 UTC');
  });

  it('is not named when the reader’s clock reads as the centre’s', () => {
    expect(formatSentAt(JANUARY_MORNING, 'en', { readerZone: 'Africa/Cairo', placeZone: 'Africa/Cairo' })).toBe('Jan 10, 2026, 08:39');
    // Athens and Cairo are both on UTC+2 in January: one clock, nothing to tell apart.
    expect(formatSentAt(JANUARY_MORNING, 'en', { readerZone: 'Europe/Athens', placeZone: 'Africa/Cairo' })).toBe('Jan 10, 2026, 08:39');
    // With no centre about, the reader's own clock needs no name.
    expect(formatSentAt(JANUARY_MORNING, 'en', { readerZone: 'Europe/Madrid' })).toBe('Jan 10, 2026, 07:39');
  });

  it('is named when the reader’s clock differs from the centre’s', () => {
    expect(formatSentAt(JANUARY_MORNING, 'en', { readerZone: 'Europe/London', placeZone: 'Africa/Cairo' })).toBe('Jan 10, 2026, 06:39 GMT');
    expect(formatSentAt(JANUARY_MORNING, 'es', { readerZone: 'Europe/Madrid', placeZone: 'Africa/Cairo' })).toBe('10 ene 2026, 7:39 CET');
    expect(sameClock(JULY_MORNING, 'Europe/Athens', 'Africa/Cairo')).toBe(true);
    expect(sameClock(JULY_MORNING, 'Europe/Madrid', 'Africa/Cairo')).toBe(false);
  });
});
