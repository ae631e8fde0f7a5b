import { describe, expect, it } from 'vitest';
import { calendar, escapeText, foldLine } from './ics.ts';

describe('iCalendar files', () => {
  const event = {
    uid: 'reservation-42@dives.example.org',
    title: 'Wreck morning, Red Sea; 2 seats',
    description: 'With Sample Divers\nMeeting point: harbour\\pier 3',
    location: 'Harbour, pier 3',
    startsAt: new Date('2026-07-04T05:00:00Z'),
    endsAt: new Date('2026-07-04T10:30:00Z'),
    url: 'https://dives.example.org/trip/7',
    sequence: 3,
  };

  it('hold one event per reservation, in UTC, with a stable UID and escaped text, in CRLF lines', () => {
    const text = calendar([event], { productName: 'DiveAtlas', stamp: new Date('2026-06-01T12:00:00Z') });
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('UID:reservation-42@dives.example.org');
    expect(lines).toContain('DTSTART:20260704T050000Z');
    expect(lines).toContain('DTEND:20260704T103000Z');
    expect(lines).toContain('DTSTAMP:20260601T120000Z');
    expect(lines).toContain('SEQUENCE:3');
    expect(lines).toContain('SUMMARY:Wreck morning\\, Red Sea\\; 2 seats');
    expect(lines).toContain('DESCRIPTION:With Sample Divers\\nMeeting point: harbour\\\\pier 3');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text).not.toMatch(/[^\r]\n/);
  });

  it('mark a cancelled trip CANCELLED, and name a feed', () => {
    const text = calendar([{ ...event, cancelled: true }], { productName: 'DiveAtlas', name: 'My dive trips' });
    expect(text).toContain('STATUS:CANCELLED');
    expect(text).toContain('X-WR-CALNAME:My dive trips');
  });

  it('fold lines longer than 75 octets without splitting a character', () => {
    const long = `DESCRIPTION:${'á'.repeat(60)}`;
    const folded = foldLine(long);
    const parts = folded.split('\r\n ');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.join('')).toBe(long);
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });
});
