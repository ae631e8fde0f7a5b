// How times read, one rule for the whole site (trip pages, reservations, the inbox, emails and
// calendar files):
// - A place's time (when a trip starts and ends, until when seats are held, when a reservation was
//   asked for or confirmed, when to be at the meeting point) is written in the dive centre's own
//   zone, with the zone named: "Sat, Jul 4, 2026, 08:00 EEST". A diver abroad reads the time the
//   boat leaves, and sees whose clock it is.
// - When something was sent (a message, a notice in a conversation) is written in the reader's own
//   zone; the zone is named when the reader's clock reads differently from the centre's at that
//   moment, so two kinds of time side by side never pass for one clock.
// The server cannot know the reader's zone: its HTML writes sent times in UTC, named, and the
// browser rewrites them in the reader's zone once the page runs (app/ui/local-time.tsx).
import { dateTimeFormat } from './intl-format.ts';
import { utcOffsetLabel, zonedParts } from './time-zones.ts';

const DAY = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } as const;
const CLOCK = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
const SENT = { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' } as const;

/**
 * The zone's short name at this instant, as the reader's language writes it ("EEST", "CET", "EDT"),
 * or, where the language has none, the offset ("UTC+3"): Intl's own fallback, "GMT+3", is written
 * the way the rest of the site writes offsets.
 */
export function zoneName(instant: Date, timeZone: string, locale: string): string {
  const name = dateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name && /^[A-Z]{2,5}$/.test(name) ? name : utcOffsetLabel(instant, timeZone);
}

/** The zone as a place's page describes it: "Africa/Cairo (UTC+2)". */
export function formatZone(instant: Date, timeZone: string): string {
  return timeZone === 'UTC' ? 'UTC' : `${timeZone.replace(/_/g, ' ')} (${utcOffsetLabel(instant, timeZone)})`;
}

function day(instant: Date, timeZone: string, locale: string): string {
  return dateTimeFormat(locale, { timeZone, ...DAY }).format(instant);
}

function clock(instant: Date, timeZone: string, locale: string): string {
  return dateTimeFormat(locale, { timeZone, ...CLOCK }).format(instant);
}

/** A place's moment: "Sat, Jul 4, 2026, 08:00 EEST". */
export function formatPlaceTime(instant: Date, timeZone: string, locale: string): string {
  return `${day(instant, timeZone, locale)}, ${clock(instant, timeZone, locale)} ${zoneName(instant, timeZone, locale)}`;
}

/**
 * A place's span of time, the zone named once at the end (and at the start too when the clocks
 * change in between): "Sat, Jul 4, 2026, 08:00–13:30 EEST", or across days
 * "Sat, Jul 4, 2026, 18:00 – Sat, Jul 11, 2026, 10:00 EEST".
 */
export function formatPlaceSpan(start: Date, end: Date, timeZone: string, locale: string): string {
  const startZone = zoneName(start, timeZone, locale);
  const endZone = zoneName(end, timeZone, locale);
  const from = `${clock(start, timeZone, locale)}${startZone === endZone ? '' : ` ${startZone}`}`;
  const sameDay = zonedParts(start, timeZone).date === zonedParts(end, timeZone).date;
  if (sameDay) return `${day(start, timeZone, locale)}, ${from}–${clock(end, timeZone, locale)} ${endZone}`;
  return `${day(start, timeZone, locale)}, ${from} – ${day(end, timeZone, locale)}, ${clock(end, timeZone, locale)} ${endZone}`;
}

/** Whether two zones' clocks read the same at this instant (Athens and Cairo often do). */
export function sameClock(instant: Date, zone: string, other: string): boolean {
  if (zone === other) return true;
  const a = zonedParts(instant, zone);
  const b = zonedParts(instant, other);
  return a.date === b.date && a.time === b.time;
}

/**
 * When something was sent, in the reader's zone: "Jul 4, 2026, 04:39", with the zone named
 * ("Jul 4, 2026, 04:39 CEST") when the reader's clock differs from the centre's (`placeZone`) at
 * that moment. `readerZone` null means the reader's zone is not known (the server's HTML): the time
 * is then written in UTC, always named.
 */
export function formatSentAt(instant: Date, locale: string, options: { readerZone: string | null; placeZone?: string | null }): string {
  const zone = options.readerZone ?? 'UTC';
  const text = dateTimeFormat(locale, { timeZone: zone, ...SENT }).format(instant);
  const named = options.readerZone === null || (!!options.placeZone && !sameClock(instant, zone, options.placeZone));
  return named ? `${text} ${zoneName(instant, zone, locale)}` : text;
}
