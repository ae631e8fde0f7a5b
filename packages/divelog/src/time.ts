// Dates and times as dive logs write them. The wall clock the computer showed is kept as it is; the offset
// to UTC is read beside it, corrected where a known mistake is recognised, and never applied (README, "Time").
import type { OffsetSource, WallClock } from './model.ts';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A wall clock from its parts, or null when they are not a real date and time (month 13, 31 April, 25:00). */
export function wallClock(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): WallClock | null {
  const parts = [year, month, day, hour, minute, second];
  if (!parts.every((n) => Number.isInteger(n))) return null;
  if (year < 0 || year > 9999 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

export function yearOf(clock: WallClock): number {
  return Number(clock.slice(0, 4));
}

/** Adds seconds to a wall clock (no zone, so no daylight-saving jumps). */
export function addSeconds(clock: WallClock, seconds: number): WallClock {
  const date = new Date(`${clock}Z`);
  date.setTime(date.getTime() + Math.round(seconds) * 1000);
  return date.toISOString().slice(0, 19);
}

/** Seconds from one wall clock to another. */
export function secondsBetween(from: WallClock, to: WallClock): number {
  return (Date.parse(`${to}Z`) - Date.parse(`${from}Z`)) / 1000;
}

export interface ReadTime {
  startLocal: WallClock;
  utcOffsetMinutes: number | null;
  offsetSource: OffsetSource;
  writtenAs: string | null;
}

export interface ZoneRules {
  /** The file's maker writes `Z` on local times (Shearwater): a `Z` says nothing about the offset. */
  zMeansUnknown?: boolean;
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2}|[+-]\d{2})?$/;

/**
 * Reads an ISO 8601 date and time (`2025-05-12T11:04:47.000+07:00`, `2024-06-01 09:00:00`, `2016-02-01T12:04`).
 * Returns null when the text is not a date and time or not a real one. Fractions of a second are dropped.
 */
export function parseDateTime(text: string, rules: ZoneRules = {}): ReadTime | null {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s, zone] = match;
  const startLocal = wallClock(Number(y), Number(mo), Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0));
  if (!startLocal) return null;
  if (zone === undefined) return { startLocal, utcOffsetMinutes: null, offsetSource: 'none', writtenAs: null };
  const writtenAs = text.trim();
  if (zone === 'Z') {
    if (rules.zMeansUnknown) return { startLocal, utcOffsetMinutes: null, offsetSource: 'file-ignored', writtenAs };
    return { startLocal, utcOffsetMinutes: 0, offsetSource: 'file', writtenAs };
  }
  const offset = readOffset(zone);
  return { startLocal, utcOffsetMinutes: offset.minutes, offsetSource: offset.source, writtenAs };
}

/**
 * Reads `+07:00`, `-0330` or `+05`. No zone in use today has zero hours and some minutes, so `+00:07` is a
 * misplaced hour count (one phone app writes this) and is read as `+07:00`; offsets beyond ±14 hours are
 * not offsets and are ignored.
 */
export function readOffset(zone: string): { minutes: number | null; source: OffsetSource } {
  const match = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone);
  if (!match) return { minutes: null, source: 'file-ignored' };
  const sign = match[1] === '-' ? -1 : 1;
  const hours = Number(match[2]);
  const minutes = Number(match[3] ?? 0);
  if (hours === 0 && minutes > 0) {
    if (minutes <= 14) return { minutes: sign * minutes * 60, source: 'file-corrected' };
    return { minutes: null, source: 'file-ignored' };
  }
  if (minutes >= 60 || hours * 60 + minutes > 14 * 60) return { minutes: null, source: 'file-ignored' };
  return { minutes: sign * (hours * 60 + minutes), source: 'file' };
}

/** `+07:00` for 420, for writers. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * Reads a duration as Subsurface writes it: `45:30 min` (minutes:seconds), `1:02:03` or `62 min`, or plain
 * seconds. Returns seconds, or null.
 */
export function parseDuration(text: string): number | null {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) <= 32) end--;
  const minutes = text.endsWith('min', end);
  if (minutes) end -= 3;
  // By hand, for the common `M:SS`: a million samples go through here.
  let total = 0;
  let part = 0;
  let digits = 0;
  let parts = 1;
  let i = 0;
  while (i < end && text.charCodeAt(i) <= 32) i++;
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      part = part * 10 + (c - 48);
      digits++;
    } else if (c === 58 && digits > 0 && parts < 3) {
      total = total * 60 + part;
      part = 0;
      digits = 0;
      parts++;
    } else break;
  }
  while (i < end && text.charCodeAt(i) <= 32) i++;
  if (i === end && digits > 0) return parts === 1 && minutes ? part * 60 : total * 60 + part;
  // Fractions of a second or of a minute.
  const trimmed = text.slice(0, end).trim();
  const pieces = trimmed.split(':');
  if (pieces.length > 3 || !pieces.every((p) => /^\d+(?:\.\d+)?$/.test(p))) return null;
  if (pieces.length === 1 && minutes) return Math.round(Number(pieces[0]) * 60);
  return Math.round(pieces.reduce((sum, piece) => sum * 60 + Number(piece), 0));
}

/** `45:30 min` from 2730, as Subsurface writes it. */
export function formatMinutes(seconds: number): string {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${pad(s % 60)} min`;
}
