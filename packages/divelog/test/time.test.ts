import { describe, expect, it } from 'vitest';
import { addSeconds, parseDateTime, parseDuration, readOffset, wallClock } from '../src/time.ts';

describe('wall clock and offset', () => {
  it('keeps the wall clock as written and the offset beside it, never shifting the time', () => {
    expect(parseDateTime('2025-05-12T11:04:47.000+07:00')).toEqual({ startLocal: '2025-05-12T11:04:47', utcOffsetMinutes: 420, offsetSource: 'file', writtenAs: '2025-05-12T11:04:47.000+07:00' });
    expect(parseDateTime('2019-01-02T03:04:05-0330')).toMatchObject({ startLocal: '2019-01-02T03:04:05', utcOffsetMinutes: -210 });
    expect(parseDateTime('2024-06-01 09:00:00')).toEqual({ startLocal: '2024-06-01T09:00:00', utcOffsetMinutes: null, offsetSource: 'none', writtenAs: null });
    expect(parseDateTime('2016-02-01T12:04')).toMatchObject({ startLocal: '2016-02-01T12:04:00', utcOffsetMinutes: null });
  });

  it('reads an offset written in the minutes field (+00:07) as hours, and ignores what is no offset', () => {
    expect(readOffset('+00:07')).toEqual({ minutes: 420, source: 'file-corrected' });
    expect(readOffset('-00:05')).toEqual({ minutes: -300, source: 'file-corrected' });
    expect(readOffset('+00:30')).toEqual({ minutes: null, source: 'file-ignored' });
    expect(readOffset('+05:45')).toEqual({ minutes: 345, source: 'file' });
    expect(readOffset('+00:00')).toEqual({ minutes: 0, source: 'file' });
    expect(readOffset('+15:00')).toEqual({ minutes: null, source: 'file-ignored' });
  });

  it('treats Z as no offset only for writers known to put Z on local times', () => {
    expect(parseDateTime('2025-06-26T12:09:18Z')).toMatchObject({ utcOffsetMinutes: 0, offsetSource: 'file' });
    expect(parseDateTime('2025-06-26T12:09:18Z', { zMeansUnknown: true })).toMatchObject({ startLocal: '2025-06-26T12:09:18', utcOffsetMinutes: null, offsetSource: 'file-ignored' });
  });

  it('refuses dates that do not exist', () => {
    expect(parseDateTime('2023-02-29T10:00:00')).toBeNull();
    expect(parseDateTime('2024-02-29T24:00:00')).toBeNull();
    expect(parseDateTime('yesterday')).toBeNull();
    expect(wallClock(2024, 2, 29, 23, 59, 59)).toBe('2024-02-29T23:59:59');
    expect(addSeconds('2024-02-29T23:59:59', 1)).toBe('2024-03-01T00:00:00');
  });
});

describe('durations as Subsurface writes them', () => {
  it('reads minutes:seconds, hours:minutes:seconds and plain minutes', () => {
    expect(parseDuration('45:30 min')).toBe(2730);
    expect(parseDuration('0:10 min')).toBe(10);
    expect(parseDuration('1:02:03')).toBe(3723);
    expect(parseDuration('62 min')).toBe(3720);
    expect(parseDuration('-1:00 min')).toBeNull();
    expect(parseDuration('abc')).toBeNull();
  });
});
