// iCalendar (RFC 5545) for confirmed reservations: one event per file, or a member's upcoming trips
// as a feed. Times are written in UTC ("Z"), which every calendar shows in its reader's own zone, so
// no time-zone definitions are needed. Text is escaped and long lines are folded as the RFC asks.

export type CalendarEvent = {
  /** Stable across downloads, so a calendar updates the event instead of adding a second one. */
  uid: string;
  title: string;
  description: string;
  location: string | null;
  startsAt: Date;
  endsAt: Date;
  url: string;
  /** A cancelled trip is sent as CANCELLED, so calendars that subscribed remove it. */
  cancelled?: boolean;
  /** Bumped when the trip changes (its last update, in seconds), so calendars take the new version. */
  sequence?: number;
};

/** 20260704T060000Z */
function utc(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** Text values escape backslashes, semicolons, commas and line breaks. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after a space, never splitting a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const character of line) {
    const bytes = encoder.encode(character).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += character;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function eventLines(event: CalendarEvent, stamp: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(stamp)}`,
    `DTSTART:${utc(event.startsAt)}`,
    `DTEND:${utc(event.endsAt)}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `URL:${event.url}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
  ];
}

/** A calendar document with these events; `name` titles a subscribed feed. */
export function calendar(events: readonly CalendarEvent[], options: { productName: string; name?: string; stamp?: Date; cancel?: boolean }): string {
  const stamp = options.stamp ?? new Date();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(options.productName)}//Trips//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${options.cancel ? 'CANCEL' : 'PUBLISH'}`,
    ...(options.name ? [`X-WR-CALNAME:${escapeText(options.name)}`] : []),
    ...events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
