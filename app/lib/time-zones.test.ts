import { describe, expect, it } from 'vitest';
import { isoInZone, isTimeZone, utcOffsetLabel, zonedParts, zonedTimeToInstant } from './time-zones.ts';

describe('trip times in the centre’s time zone', () => {
  it('turns a local date and time into the instant, whatever the server’s own zone', () => {
    expect(zonedTimeToInstant('2026-07-04', '08:00', 'Africa/Cairo')?.toISOString()).toBe('2026-07-04T05:00:00.000Z');
    expect(zonedTimeToInstant('2026-01-15', '08:00', 'Europe/Madrid')?.toISOString()).toBe('2026-01-15T07:00:00.000Z');
    expect(zonedTimeToInstant('2026-07-15', '08:00', 'Europe/Madrid')?.toISOString()).toBe('2026-07-15T06:00:00.000Z');
    expect(zonedTimeToInstant('2026-03-01', '06:30', 'Asia/Kolkata')?.toISOString()).toBe('2026-03-01T01:00:00.000Z');
    expect(zonedTimeToInstant('2026-06-01', '23:45', 'Pacific/Chatham')?.toISOString()).toBe('2026-06-01T11:00:00.000Z');
    expect(zonedTimeToInstant('2026-06-01', '09:00', 'UTC')?.toISOString()).toBe('2026-06-01T09:00:00.000Z');
  });

  it('refuses a time the clocks skip, and takes the first of a time they repeat', () => {
    // Spain moved from 02:00 to 03:00 on 29 March 2026, and back from 03:00 to 02:00 on 25 October.
    expect(zonedTimeToInstant('2026-03-29', '02:30', 'Europe/Madrid')).toBeNull();
    expect(zonedTimeToInstant('2026-10-25', '02:30', 'Europe/Madrid')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(zonedTimeToInstant('2026-02-30', '08:00', 'UTC')).toBeNull();
    expect(zonedTimeToInstant('2026-02-10', '25:00', 'UTC')).toBeNull();
    expect(zonedTimeToInstant('2026-02-10', '08:00', 'Mars/Olympus')).toBeNull();
  });

  it('reads an instant back as the local clock, and names the offset', () => {
    const instant = new Date('2026-12-20T22:30:00Z');
    expect(zonedParts(instant, 'Australia/Sydney')).toEqual({ date: '2026-12-21', time: '09:30' });
    expect(utcOffsetLabel(instant, 'Australia/Sydney')).toBe('UTC+11');
    expect(utcOffsetLabel(instant, 'America/Cancun')).toBe('UTC−5');
    expect(utcOffsetLabel(instant, 'Asia/Kolkata')).toBe('UTC+5:30');
    expect(isoInZone(instant, 'Australia/Sydney')).toBe('2026-12-21T09:30:00+11:00');
    expect(isoInZone(instant, 'America/Cancun')).toBe('2026-12-20T17:30:00-05:00');
  });

  it('knows the runtime’s zones and UTC, and nothing else', () => {
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Africa/Cairo')).toBe(true);
    expect(isTimeZone('Europe/Atlantis')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
