// CSV dive lists (`.csv`, `.tsv`, `.txt`): one dive per row, read through a mapping that says which column
// holds what and in which unit (src/csv/mapping.ts). A member's stored mapping comes in the parse options;
// without one the reader proposes one from the header (src/csv/guess.ts), which knows Subsurface's dive list
// export. No profile: the values are the row's.
import { readAllBytes } from '../bytes.ts';
import { guessCsvMapping, headerField, sniffCsvEncoding } from '../csv/guess.ts';
import type { CsvColumn, CsvField, CsvMapping } from '../csv/mapping.ts';
import { type CsvRow, CsvTokenizer } from '../csv/tokenizer.ts';
import { MAX_VALUE_CHARS, parseCsvDate, parseCsvDuration, parseCsvNumber, parseCsvPosition, parseCsvTime } from '../csv/values.ts';
import { hasExtension, headText } from '../detect.ts';
import { AIR, type DraftComputer, type DraftDive, newComputer, newCylinder, newDraft } from '../draft.ts';
import { DiveLogError, type IssueList, type IssueLocation } from '../issues.ts';
import type { Cylinder, DiveMode } from '../model.ts';
import type { FormatReader, ReaderContext } from '../reader.ts';
import { parseDateTime, type ReadTime, wallClock } from '../time.ts';
import { cubicFeetToWaterLitres, fahrenheitToCelsius, feetToMetres, kelvinToCelsius, poundsToKg, psiToBar } from '../units.ts';
import { firstInvalidUtf8 } from '../xml/decode.ts';
import { DiveCollector } from './xml-common.ts';

export const csvReader: FormatReader = {
  id: 'csv',
  extensions: ['.csv', '.tsv', '.txt'],
  detect(head, fileName) {
    const text = headText(head, 4096).replace(/^\uFEFF|^ï»¿|^\xFF\xFE|^\xFE\xFF/, '').replace(/\0/g, '');
    const firstLine = text.split(/\r\n|\r|\n/, 1)[0] ?? '';
    if (/^\s*[<{[]/.test(firstLine) || firstLine.startsWith('FSH|')) return 0;
    const cells = Math.max(...[',', ';', '\t'].map((d) => firstLine.split(d).length));
    if (cells < 3) return hasExtension(fileName, ['.csv', '.tsv']) ? 0.2 : 0;
    const known = firstLine.split(/[,;\t]/).filter((cell) => headerField(cell.replace(/"/g, '')) !== null).length;
    if (/^"?dive number"?[,;\t]"?date"?[,;\t]"?time"?/i.test(firstLine)) return 0.9;
    if (known >= 2) return 0.6;
    return hasExtension(fileName, ['.csv', '.tsv', '.txt']) ? 0.4 : 0.1;
  },
  async read(context: ReaderContext) {
    const bytes = await readAllBytes(context);
    const mapping = context.csvMapping ?? guessCsvMapping(headOf(bytes));
    const text = decode(bytes, mapping, context.csvMapping !== null);
    const tokenizer = new CsvTokenizer(mapping.delimiter, context.limits.maxTextChars);
    const rows = tokenizer.push(text);
    rows.push(...tokenizer.end());
    const collector = new DiveCollector(context);
    let body = rows;
    let columns = mapping.columns;
    if (mapping.hasHeader && rows.length > 0) {
      columns = placeColumns(mapping.columns, rows[0]!.fields);
      body = rows.slice(1);
    }
    if (!columns.some((c) => c.field === 'date' || c.field === 'dateTime')) throw new DiveLogError('csv-mapping-needed', { missing: 'date' });
    body.forEach((row, i) => {
      collector.add(readRow(row, columns, mapping, collector.nextIndex(), context.issues));
      if (i % 1000 === 0) context.progress(bytes.length, collector.dives.length);
    });
    return collector.dives;
  },
};

const HEAD_BYTES = 64 * 1024;

/** The first 64 KiB, or up to the end of the first line that goes past them (a header of 10,000 columns). */
function headOf(bytes: Uint8Array): Uint8Array {
  const firstBreak = bytes.indexOf(0x0a);
  if (firstBreak < HEAD_BYTES) return bytes.subarray(0, HEAD_BYTES);
  // One byte more: in UTF-16 the line break is two bytes.
  return bytes.subarray(0, firstBreak + 2);
}

/**
 * The file's text. A byte-order mark decides; else the mapping's encoding. Without a mapping from the
 * member, bytes that are not UTF-8 are an error naming the first bad byte, never read in a guessed encoding.
 */
function decode(bytes: Uint8Array, mapping: CsvMapping, chosen: boolean): string {
  const sniffed = sniffCsvEncoding(bytes.subarray(0, 4));
  const encoding = sniffed.bomLength > 0 || sniffed.encoding.startsWith('utf-16') ? sniffed.encoding : mapping.encoding;
  if (!chosen && encoding === 'windows-1252') throw new DiveLogError('encoding-invalid', {}, { byte: firstInvalidUtf8(bytes) });
  try {
    return new TextDecoder(encoding, { fatal: encoding !== 'windows-1252' }).decode(bytes.subarray(sniffed.bomLength));
  } catch {
    throw new DiveLogError('encoding-invalid', {}, encoding === 'utf-8' ? { byte: firstInvalidUtf8(bytes) } : {});
  }
}

/** Each mapped column's position in this file: by its header text when it has one, else by its index. */
function placeColumns(columns: CsvColumn[], header: string[]): CsvColumn[] {
  const positions = new Map<string, number>();
  header.forEach((cell, i) => {
    const key = cell.trim().toLowerCase();
    if (!positions.has(key)) positions.set(key, i);
  });
  return columns.map((column) => {
    if (column.header === null) return column;
    const index = positions.get(column.header.trim().toLowerCase());
    if (index === undefined) throw new DiveLogError('csv-column-missing', { column: column.header.slice(0, 100) });
    return { ...column, index };
  });
}

const MODES: Record<string, DiveMode> = { oc: 'open-circuit', 'open circuit': 'open-circuit', ccr: 'ccr', scr: 'scr', pscr: 'scr', freedive: 'freedive', apnea: 'freedive', gauge: 'gauge' };

function readRow(row: CsvRow, columns: CsvColumn[], mapping: CsvMapping, index: number, issues: IssueList): DraftDive {
  const draft = newDraft(index);
  const computer = newComputer();
  const at: IssueLocation = { line: row.line, dive: index };
  const cylinders = new Map<number, { cylinder: Cylinder; cuft: number | null; o2: number | null; he: number | null }>();
  let date: string | null = null;
  let time: string | null = null;
  let lat: number | null = null;
  let lng: number | null = null;
  let siteName: string | null = null;

  for (const column of columns) {
    const raw = (row.fields[column.index] ?? '').trim();
    if (raw === '') continue;
    const unreadable = () => issues.warn('value-unreadable', { field: column.field, value: raw.slice(0, 100) }, at);
    const number = () => {
      const n = parseCsvNumber(raw, mapping.decimalComma);
      if (n === null) unreadable();
      return n;
    };
    switch (column.field) {
      case 'date':
        date = raw;
        break;
      case 'time':
        time = raw;
        break;
      case 'dateTime':
        date = raw;
        break;
      case 'duration': {
        const seconds = parseCsvDuration(raw, column.unit, mapping.decimalComma);
        if (seconds === null) unreadable();
        computer.durationS = seconds;
        break;
      }
      case 'maxDepth':
      case 'meanDepth': {
        const n = number();
        if (n === null) break;
        const metres = column.unit === 'ft' ? feetToMetres(n) : n;
        if (column.field === 'maxDepth') computer.maxDepthM = metres;
        else computer.meanDepthM = metres;
        break;
      }
      case 'waterTemp':
      case 'airTemp': {
        const n = number();
        if (n === null) break;
        const celsius = column.unit === 'F' ? fahrenheitToCelsius(n) : column.unit === 'K' ? kelvinToCelsius(n) : n;
        if (column.field === 'waterTemp') computer.minWaterTempC = celsius;
        else draft.airTempC = celsius;
        break;
      }
      case 'number': {
        const n = number();
        if (n !== null) draft.number = n;
        break;
      }
      case 'site':
        siteName = raw;
        break;
      case 'gps': {
        const position = parseCsvPosition(raw, mapping.decimalComma);
        if (position) ({ lat, lng } = position);
        else unreadable();
        break;
      }
      case 'lat':
        lat = number();
        break;
      case 'lng':
        lng = number();
        break;
      case 'buddy':
        draft.buddies.push(...splitList(raw));
        break;
      case 'diveGuide':
        draft.diveGuide = raw;
        break;
      case 'notes':
        draft.notes = raw;
        break;
      case 'suit':
        draft.suit = raw;
        break;
      case 'rating':
        draft.rating = number();
        break;
      case 'visibility': {
        const n = number();
        if (n === null) break;
        if (column.unit === 'm' || column.unit === 'ft') draft.visibilityM = column.unit === 'ft' ? feetToMetres(n) : n;
        else draft.visibilityRating = n;
        break;
      }
      case 'weight': {
        const n = number();
        if (n !== null) draft.weights.push({ kg: column.unit === 'lb' ? poundsToKg(n) : n, description: null });
        break;
      }
      case 'tags':
        draft.tags.push(...splitList(raw));
        break;
      case 'mode': {
        const mode = MODES[raw.toLowerCase()];
        if (mode) draft.mode = mode;
        else unreadable();
        break;
      }
      default:
        readCylinderCell(column, raw, cylinders, mapping, unreadable);
    }
  }

  draft.dateText = [date, time].filter(Boolean).join(' ') || null;
  draft.time = date ? rowTime(date, time, mapping) : null;
  if (siteName !== null || lat !== null || lng !== null) draft.site = { name: siteName, lat, lng };
  for (const [, entry] of [...cylinders].sort(([a], [b]) => a - b)) {
    const { cylinder, cuft, o2, he } = entry;
    cylinder.gas = o2 === null && he === null ? { ...AIR } : { o2Percent: o2 ?? AIR.o2Percent, hePercent: he ?? 0 };
    if (cuft !== null) {
      // Cubic feet are the gas a cylinder holds at its working pressure: litres need that pressure.
      cylinder.sizeL = cylinder.workPressureBar ? cubicFeetToWaterLitres(cuft, cylinder.workPressureBar) : null;
      cylinder.description ??= `${cuft} cu ft`;
    }
    draft.cylinders.push(cylinder);
  }
  draft.computers.push(computer satisfies DraftComputer);
  return draft;
}

const CYLINDER_CELLS = new Set<CsvField>(['cylinderSize', 'workPressure', 'startPressure', 'endPressure', 'o2', 'he']);

function readCylinderCell(
  column: CsvColumn,
  raw: string,
  cylinders: Map<number, { cylinder: Cylinder; cuft: number | null; o2: number | null; he: number | null }>,
  mapping: CsvMapping,
  unreadable: () => void,
): void {
  if (!CYLINDER_CELLS.has(column.field)) return;
  const key = column.cylinder ?? 0;
  let entry = cylinders.get(key);
  if (!entry) {
    entry = { cylinder: newCylinder(), cuft: null, o2: null, he: null };
    cylinders.set(key, entry);
  }
  const n = parseCsvNumber(raw, mapping.decimalComma);
  if (n === null) {
    // A named cylinder (`AL80`, `D12`) rather than a size.
    if (column.field === 'cylinderSize') entry.cylinder.description = raw.slice(0, 100);
    else unreadable();
    return;
  }
  const bar = column.unit === 'psi' ? psiToBar(n) : n;
  const gas = column.unit === 'fraction' ? n * 100 : n;
  switch (column.field) {
    case 'cylinderSize':
      if (column.unit === 'cuft') entry.cuft = n;
      else entry.cylinder.sizeL = n;
      break;
    case 'workPressure':
      entry.cylinder.workPressureBar = bar;
      break;
    case 'startPressure':
      entry.cylinder.startPressureBar = bar;
      break;
    case 'endPressure':
      entry.cylinder.endPressureBar = bar;
      break;
    case 'o2':
      entry.o2 = gas;
      break;
    case 'he':
      entry.he = gas;
  }
}

/** `, Kiyan Griffin` or `shore; student` as a list without empty names. */
const splitList = (text: string) => text.split(/[,;]/).map((s) => s.trim()).filter((s) => s !== '');

/** The row's start: a date-time in one column (with an offset when written), or a date and a time. */
function rowTime(dateText: string, timeText: string | null, mapping: CsvMapping): ReadTime | null {
  const iso = timeText === null && dateText.length <= MAX_VALUE_CHARS ? parseDateTime(dateText) : null;
  if (iso) return iso;
  let datePart = dateText;
  let timePart = timeText;
  if (timePart === null && dateText.length <= MAX_VALUE_CHARS) {
    const split = /^(.+?)[ T]+(\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:\s*[ap]\.?m\.?)?)$/i.exec(dateText.trim());
    if (split) [datePart, timePart] = [split[1]!, split[2]!];
  }
  const date = parseCsvDate(datePart, mapping.dateOrder);
  const clock = timePart === null ? { hour: 0, minute: 0, second: 0 } : parseCsvTime(timePart);
  if (!date || !clock) return null;
  const startLocal = wallClock(date.year, date.month, date.day, clock.hour, clock.minute, clock.second);
  return startLocal ? { startLocal, utcOffsetMinutes: null, offsetSource: 'none', writtenAs: null } : null;
}
