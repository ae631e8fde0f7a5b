// Reading a CSV cell's date, time, duration or number the ways spreadsheets and logbook programs write them.
import type { CsvUnit, DateOrder } from './mapping.ts';

/**
 * No date, time or number is longer: a longer cell is not one, and is never given to a pattern (some
 * patterns take time that grows with the square of the text's length).
 */
export const MAX_VALUE_CHARS = 64;

/** The cell's text trimmed, or null when it is too long to be a value. */
export function shortValue(text: string): string | null {
  const value = text.trim();
  return value.length > MAX_VALUE_CHARS ? null : value;
}

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

export interface TimeParts {
  hour: number;
  minute: number;
  second: number;
}

/** Month names and abbreviations, English and Spanish (`12 May 2024`, `3-ene-2024`, `May 12, 2024`). */
const MONTHS: Record<string, number> = {
  jan: 1, january: 1, ene: 1, enero: 1,
  feb: 2, february: 2, febrero: 2,
  mar: 3, march: 3, marzo: 3,
  apr: 4, april: 4, abr: 4, abril: 4,
  may: 5, mayo: 5,
  jun: 6, june: 6, junio: 6,
  jul: 7, july: 7, julio: 7,
  aug: 8, august: 8, ago: 8, agosto: 8,
  sep: 9, sept: 9, september: 9, septiembre: 9, setiembre: 9,
  oct: 10, october: 10, octubre: 10,
  nov: 11, november: 11, noviembre: 11,
  dec: 12, december: 12, dic: 12, diciembre: 12,
};

/** A two-digit year: 70–99 are the 1900s, 00–69 the 2000s. */
const fullYear = (text: string) => (text.length === 2 ? (Number(text) >= 70 ? 1900 : 2000) + Number(text) : Number(text));

/**
 * The date forms recognised: `2024-05-12`, `2024/05/12`, `2024.05.12`, `20240512` (always year first);
 * `12/05/2024`, `12.05.2024`, `12-05-24` in the file's order (DMY or MDY); `12 May 2024`, `12-May-24`,
 * `May 12, 2024` with English or Spanish month names. Returns null for anything else.
 */
export function parseCsvDate(text: string, order: DateOrder): DateParts | null {
  const value = shortValue(text)?.toLowerCase();
  if (!value) return null;
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(value) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (m) return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})$/.exec(value);
  if (m) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    const year = fullYear(m[3]!);
    if (order === 'MDY') return { year, month: a, day: b };
    if (order === 'YMD' && m[3]!.length === 2) return { year: fullYear(m[1]!), month: b, day: Number(m[3]) };
    return { year, month: b, day: a };
  }
  m = /^(\d{1,2})[-/. ]+([a-zñ]{3,10})\.?[-/. ,]+(\d{2}|\d{4})$/.exec(value);
  if (m && MONTHS[m[2]!]) return { year: fullYear(m[3]!), month: MONTHS[m[2]!]!, day: Number(m[1]) };
  m = /^([a-zñ]{3,10})\.?[-/. ]+(\d{1,2})(?:st|nd|rd|th)?,?[-/. ]+(\d{4})$/.exec(value);
  if (m && MONTHS[m[1]!]) return { year: Number(m[3]), month: MONTHS[m[1]!]!, day: Number(m[2]) };
  return null;
}

/** `9:30`, `09:30:15`, `9:30 pm`, `21.30`; null for anything else. */
export function parseCsvTime(text: string): TimeParts | null {
  const value = shortValue(text);
  const m = value === null ? null : /^(\d{1,2})[:.](\d{2})(?:[:.](\d{2})(?:[.,]\d+)?)?\s*([ap]\.?m\.?)?$/i.exec(value);
  if (!m) return null;
  let hour = Number(m[1]);
  const meridiem = m[4]?.toLowerCase().replace(/\./g, '');
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'pm' ? 12 : 0);
  }
  return { hour, minute: Number(m[2]), second: Number(m[3] ?? 0) };
}

/**
 * A duration in seconds. `1:02:03` is always hours, minutes and seconds; `45:30` is minutes and seconds
 * (`min`) or hours and minutes (`h:mm`); a plain number is in the column's unit.
 */
export function parseCsvDuration(text: string, unit: CsvUnit | null, decimalComma: boolean): number | null {
  const short = shortValue(text);
  if (short === null) return null;
  const value = short.replace(/\s*(min|mins|minutes|minutos|s|sec|h)$/i, '');
  const parts = value.split(':');
  if (parts.length > 1) {
    if (parts.length > 3 || !parts.every((p) => /^\d+$/.test(p))) return null;
    const [a, b, c] = parts.map(Number) as [number, number, number?];
    if (c !== undefined) return a * 3600 + b * 60 + c;
    return unit === 'h:mm' ? a * 3600 + b * 60 : a * 60 + b;
  }
  const n = parseCsvNumber(value, decimalComma);
  if (n === null) return null;
  return Math.round(unit === 's' ? n : unit === 'h:mm' ? n * 3600 : n * 60);
}

/** A number as written: `12.5`, or `12,5` when the file writes decimal commas; a unit after it is ignored. */
export function parseCsvNumber(text: string, decimalComma: boolean): number | null {
  const short = shortValue(text);
  if (short === null) return null;
  let value = short.replace(/\s*(m|ft|°?[cfk]|bar|psi|l|cuft|kg|lbs?|%|min)$/i, '');
  if (value === '') return null;
  if (decimalComma) {
    // `1.234,5`: the dots group thousands.
    if (/^[+-]?\d{1,3}(\.\d{3})+(,\d+)?$/.test(value)) value = value.replace(/\./g, '');
    value = value.replace(',', '.');
  }
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(value)) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** `40.179575 -74.037466`, `40.1796, -74.0375` or `40,1796; -74,0375` (decimal commas). */
export function parseCsvPosition(text: string, decimalComma: boolean): { lat: number; lng: number } | null {
  const value = shortValue(text);
  if (value === null) return null;
  const parts = decimalComma ? value.split(/\s*;\s*|\s+/) : value.split(/\s*[,;]\s*|\s+/);
  if (parts.length !== 2) return null;
  const lat = parseCsvNumber(parts[0]!, decimalComma);
  const lng = parseCsvNumber(parts[1]!, decimalComma);
  return lat === null || lng === null ? null : { lat, lng };
}
