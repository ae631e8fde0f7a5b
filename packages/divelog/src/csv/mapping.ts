// Which column of a CSV file holds what, in which unit: a plain object the app can store as JSON and give
// back the next time a member imports a file from the same program (README, "CSV").

/** What a column holds. Cylinder fields carry `cylinder` (from 0) to say which cylinder. */
export type CsvField =
  | 'number'
  | 'date'
  | 'time'
  /** Date and time in one column (`2024-05-12 09:30`, `2024-05-12T09:30:00+07:00`). */
  | 'dateTime'
  | 'duration'
  | 'maxDepth'
  | 'meanDepth'
  | 'waterTemp'
  | 'airTemp'
  | 'site'
  /** Latitude and longitude in one column: `40.1796 -74.0375` or `40.1796, -74.0375`. */
  | 'gps'
  | 'lat'
  | 'lng'
  | 'buddy'
  | 'diveGuide'
  | 'notes'
  | 'suit'
  | 'rating'
  | 'visibility'
  | 'weight'
  | 'tags'
  | 'mode'
  | 'cylinderSize'
  | 'workPressure'
  | 'startPressure'
  | 'endPressure'
  | 'o2'
  | 'he';

/** Every field a column may hold, in the order a mapping form offers them. */
export const CSV_FIELDS: readonly CsvField[] = [
  'date',
  'time',
  'dateTime',
  'duration',
  'maxDepth',
  'meanDepth',
  'waterTemp',
  'airTemp',
  'number',
  'site',
  'gps',
  'lat',
  'lng',
  'buddy',
  'diveGuide',
  'notes',
  'suit',
  'rating',
  'visibility',
  'weight',
  'tags',
  'mode',
  'cylinderSize',
  'workPressure',
  'startPressure',
  'endPressure',
  'o2',
  'he',
];

/**
 * Units a column's numbers are in. Durations: `min` reads `45` as 45 minutes and `45:30` as minutes and
 * seconds; `h:mm` reads `0:45` as 45 minutes; `s` is seconds. `1:02:03` is hours, minutes and seconds in
 * all three. Gas: `percent` (32) or `fraction` (0.32). Visibility: `rating` (1 to 5) or a distance.
 */
export type CsvUnit = 'm' | 'ft' | 'C' | 'F' | 'K' | 'bar' | 'psi' | 'L' | 'cuft' | 'kg' | 'lb' | 'min' | 'h:mm' | 's' | 'percent' | 'fraction' | 'rating';

export const CSV_UNITS: readonly CsvUnit[] = ['m', 'ft', 'C', 'F', 'K', 'bar', 'psi', 'L', 'cuft', 'kg', 'lb', 'min', 'h:mm', 's', 'percent', 'fraction', 'rating'];

export interface CsvColumn {
  /** The header's text, matched first (so a stored mapping survives reordered columns); null without a header row. */
  header: string | null;
  /** Position from 0, used when there is no header row or the header is not found. */
  index: number;
  field: CsvField;
  unit: CsvUnit | null;
  /** For cylinder fields: which cylinder, from 0. */
  cylinder: number | null;
}

/** How day, month and year follow each other in dates such as `03/04/2024`. */
export type DateOrder = 'YMD' | 'DMY' | 'MDY';

export type CsvEncoding = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be';

export interface CsvMapping {
  version: 1;
  delimiter: ',' | ';' | '\t';
  /** Numbers are written `12,5` (a delimiter other than the comma, or quoted fields). */
  decimalComma: boolean;
  hasHeader: boolean;
  dateOrder: DateOrder;
  /** Without a byte-order mark, the file is read in this encoding. */
  encoding: CsvEncoding;
  columns: CsvColumn[];
}
