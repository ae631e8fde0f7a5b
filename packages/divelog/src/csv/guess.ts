// Proposes a mapping for a CSV file from its first bytes: the encoding, the delimiter, whether the first row
// is a header, decimal commas, the order of dates and which column holds what (from the header's words,
// in English, Spanish, German and French, and units in brackets: `maxdepth [m]`, `Temp (°F)`). The app
// shows the proposal for the member to confirm or correct, and keeps it.
import { CsvTokenizer, type CsvRow } from './tokenizer.ts';
import { CSV_UNITS, type CsvColumn, type CsvEncoding, type CsvField, type CsvMapping, type CsvUnit, type DateOrder } from './mapping.ts';
import { parseCsvDate, parseCsvNumber } from './values.ts';

/** Header words for each field, without units or cylinder numbers, lower case. */
const SYNONYMS: Record<CsvField, readonly string[]> = {
  number: ['dive number', 'dive no', 'dive nr', 'dive #', 'dive', 'number', 'no', 'nr', '#', 'nº', 'número', 'numero', 'número de inmersión', 'inmersión', 'tauchgang', 'tauchgang nr', 'plongée', 'numéro'],
  date: ['date', 'dive date', 'day', 'fecha', 'día', 'datum', 'tag'],
  time: ['time', 'start time', 'entry time', 'time in', 'hora', 'hora de entrada', 'zeit', 'uhrzeit', 'startzeit', 'heure'],
  dateTime: ['date time', 'datetime', 'date/time', 'date and time', 'start', 'start date', 'timestamp', 'fecha y hora', 'datum und zeit', 'date et heure'],
  duration: ['duration', 'dive time', 'divetime', 'bottom time', 'total time', 'runtime', 'duración', 'duracion', 'tiempo', 'tiempo de inmersión', 'dauer', 'tauchzeit', 'durée'],
  maxDepth: ['maxdepth', 'max depth', 'max. depth', 'maximum depth', 'depth', 'profundidad máxima', 'profundidad max', 'prof. máx', 'profundidad', 'max. tiefe', 'max tiefe', 'maximale tiefe', 'tiefe', 'profondeur max', 'profondeur maximale', 'profondeur'],
  meanDepth: ['avgdepth', 'avg depth', 'avg. depth', 'average depth', 'mean depth', 'profundidad media', 'durchschnittliche tiefe', 'mittlere tiefe', 'profondeur moyenne'],
  waterTemp: ['watertemp', 'water temp', 'water temperature', 'temp', 'temperature', 'min temp', 'bottom temp', 'temperatura', 'temperatura del agua', 'temperatura agua', 'wassertemperatur', 'température', "température de l'eau"],
  airTemp: ['airtemp', 'air temp', 'air temperature', 'temperatura del aire', 'temperatura aire', 'lufttemperatur', "température de l'air"],
  site: ['location', 'site', 'dive site', 'divesite', 'site name', 'spot', 'place', 'sitio', 'lugar', 'punto de inmersión', 'tauchplatz', 'ort', 'site de plongée', 'lieu'],
  gps: ['gps', 'coordinates', 'position', 'coordenadas', 'koordinaten', 'coordonnées'],
  lat: ['lat', 'latitude', 'latitud', 'breite', 'breitengrad'],
  lng: ['lon', 'lng', 'long', 'longitude', 'longitud', 'länge', 'längengrad'],
  buddy: ['buddy', 'buddies', 'dive buddy', 'compañero', 'compañeros', 'pareja', 'tauchpartner', 'buddy name', 'binôme'],
  diveGuide: ['divemaster', 'dive master', 'guide', 'dive guide', 'instructor', 'guía', 'guia', 'tauchguide', 'guide de plongée'],
  notes: ['notes', 'note', 'comments', 'comment', 'remarks', 'notas', 'comentarios', 'bemerkungen', 'notizen', 'remarques'],
  suit: ['suit', 'exposure suit', 'traje', 'anzug', 'combinaison'],
  rating: ['rating', 'stars', 'valoración', 'puntuación', 'bewertung', 'note de la plongée'],
  visibility: ['visibility', 'vis', 'visibilidad', 'sicht', 'sichtweite', 'visibilité'],
  weight: ['weight', 'weights', 'lead', 'lastre', 'plomo', 'blei', 'lest'],
  tags: ['tags', 'tag list', 'etiquetas', 'schlagwörter'],
  mode: ['mode', 'dive mode', 'modo', 'modus'],
  cylinderSize: ['cylinder size', 'cylinder', 'tank size', 'tank', 'tank volume', 'botella', 'tamaño de botella', 'volumen', 'flasche', 'flaschengröße', 'bouteille'],
  workPressure: ['working pressure', 'work pressure', 'workpressure', 'presión de trabajo', 'nenndruck'],
  startPressure: ['startpressure', 'start pressure', 'pressure start', 'begin pressure', 'presión inicial', 'anfangsdruck', 'pression début'],
  endPressure: ['endpressure', 'end pressure', 'pressure end', 'presión final', 'enddruck', 'pression fin'],
  o2: ['o2', 'oxygen', 'fo2', 'nitrox', 'o2 %', 'oxígeno', 'sauerstoff', 'oxygène'],
  he: ['he', 'helium', 'helio', 'hélium'],
};

const CYLINDER_FIELDS = new Set<CsvField>(['cylinderSize', 'workPressure', 'startPressure', 'endPressure', 'o2', 'he']);

/** Units written in a header, lower case, as `[m]`, `(ft)`, `in °C`. */
const UNIT_WORDS: Record<string, CsvUnit> = {
  m: 'm', metres: 'm', meters: 'm', metros: 'm', meter: 'm',
  ft: 'ft', feet: 'ft', pies: 'ft',
  c: 'C', '°c': 'C', celsius: 'C',
  f: 'F', '°f': 'F', fahrenheit: 'F',
  k: 'K', kelvin: 'K',
  bar: 'bar', psi: 'psi', psia: 'psi',
  l: 'L', liters: 'L', litres: 'L', litros: 'L',
  cuft: 'cuft', 'cu ft': 'cuft', ft3: 'cuft',
  kg: 'kg', lb: 'lb', lbs: 'lb',
  min: 'min', minutes: 'min', minutos: 'min', 'mm:ss': 'min',
  s: 's', sec: 's', seconds: 's', segundos: 's',
  'h:mm': 'h:mm', 'hh:mm': 'h:mm',
  '%': 'percent',
};

const DEFAULT_UNITS: Partial<Record<CsvField, CsvUnit>> = {
  duration: 'min',
  maxDepth: 'm',
  meanDepth: 'm',
  waterTemp: 'C',
  airTemp: 'C',
  weight: 'kg',
  cylinderSize: 'L',
  workPressure: 'bar',
  startPressure: 'bar',
  endPressure: 'bar',
  o2: 'percent',
  he: 'percent',
};

const normalise = (text: string) => text.trim().toLowerCase().replace(/[_\s]+/g, ' ');

/** Reads one header cell: the field it names, its unit and cylinder number, or null when not known. */
export function headerField(text: string): { field: CsvField; unit: CsvUnit | null; cylinder: number | null } | null {
  // No header the reader knows is longer; a longer one is never given to the patterns below.
  if (text.length > 200) return null;
  let unit: CsvUnit | null = null;
  let cylinder: number | null = null;
  // Bracketed parts are units or a cylinder's number: Subsurface writes `startpressure (1) [bar]`.
  let name = normalise(text)
    .replace(/[[(]([^\])]*)[\])]/g, (_, inside: string) => {
      const word = inside.trim();
      if (UNIT_WORDS[word]) unit = UNIT_WORDS[word]!;
      else if (/^\d{1,6}$/.test(word)) cylinder = Math.max(0, Number(word) - 1);
      return ' ';
    })
    .replace(/\s+/g, ' ')
    .trim();
  const trailing = /\s(?:in\s)?(°[cf]|m|ft|bar|psi|kg|lbs?|min|%)$/.exec(name);
  if (unit === null && trailing) {
    unit = UNIT_WORDS[trailing[1]!] ?? null;
    name = name.slice(0, trailing.index);
  }
  let field = fieldOf(name) ?? fieldOf(name.replace(/^(cylinder|tank|botella) /, ''));
  const number = /\d{1,4}/.exec(name);
  if (!field && number) {
    // `cylinder 2 size`, `o2 2`, `tank #2 start pressure`.
    const bare = name.replace(number[0], ' ').replace(/[#\s]+/g, ' ').trim();
    field = fieldOf(bare) ?? fieldOf(bare.replace(/^(cylinder|tank|botella) /, ''));
    if (field && cylinder === null) cylinder = Math.max(0, Number(number[0]) - 1);
  }
  if (!field) return null;
  const forCylinder = CYLINDER_FIELDS.has(field);
  const fallback = field === 'visibility' && unit !== 'm' && unit !== 'ft' ? 'rating' : DEFAULT_UNITS[field];
  return { field, unit: unit ?? fallback ?? null, cylinder: forCylinder ? (cylinder ?? 0) : null };
}

function fieldOf(name: string): CsvField | null {
  for (const [field, words] of Object.entries(SYNONYMS) as [CsvField, readonly string[]][]) if (words.includes(name)) return field;
  return null;
}

/** The encoding a file's first bytes are in: a byte-order mark, zero bytes of UTF-16, else UTF-8 when valid. */
export function sniffCsvEncoding(head: Uint8Array): { encoding: CsvEncoding; bomLength: number; validUtf8: boolean } {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return { encoding: 'utf-8', bomLength: 3, validUtf8: true };
  if (head[0] === 0xff && head[1] === 0xfe) return { encoding: 'utf-16le', bomLength: 2, validUtf8: false };
  if (head[0] === 0xfe && head[1] === 0xff) return { encoding: 'utf-16be', bomLength: 2, validUtf8: false };
  if (head.length > 1 && head[1] === 0 && head[0] !== 0) return { encoding: 'utf-16le', bomLength: 0, validUtf8: false };
  if (head.length > 1 && head[0] === 0 && head[1] !== 0) return { encoding: 'utf-16be', bomLength: 0, validUtf8: false };
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return { encoding: 'utf-8', bomLength: 0, validUtf8: true };
  } catch {
    // Not UTF-8: spreadsheets on Windows save in their ANSI code page. Only proposed, never assumed.
    return { encoding: 'windows-1252', bomLength: 0, validUtf8: false };
  }
}

const DELIMITERS = ['\t', ';', ','] as const;

/** The delimiter that splits the first lines into the same number of fields (more than one). */
function guessDelimiter(lines: string[]): CsvMapping['delimiter'] {
  let best: { delimiter: CsvMapping['delimiter']; score: number } = { delimiter: ',', score: 0 };
  for (const delimiter of DELIMITERS) {
    const counts = lines.map((line) => new CsvTokenizer(delimiter, Infinity).push(`${line}\n`)[0]?.fields.length ?? 1);
    const first = counts[0] ?? 1;
    if (first < 2) continue;
    const consistent = counts.filter((n) => n === first).length;
    const score = consistent * 1000 + first;
    if (score > best.score) best = { delimiter, score };
  }
  return best.delimiter;
}

const looksNumeric = (cell: string) => /^[+-]?\d+([.,]\d+)?$/.test(cell.trim());

/** Proposes a mapping from a file's first bytes: 64 KiB are plenty, or the whole first line when it is longer. */
export function guessCsvMapping(head: Uint8Array): CsvMapping {
  const { encoding, bomLength } = sniffCsvEncoding(head);
  const text = new TextDecoder(encoding).decode(head.subarray(bomLength));
  const all = text.split(/\r\n|\r|\n/);
  // The head may end inside a line: that part-line is not a row to judge by.
  if (all.length > 1 && !/[\r\n]$/.test(text)) all.pop();
  const lines = all.filter((line) => line.trim() !== '').slice(0, 20);
  const delimiter = guessDelimiter(lines.slice(0, 10));
  const tokenizer = new CsvTokenizer(delimiter, Infinity);
  const rows: CsvRow[] = [];
  for (const line of lines) rows.push(...tokenizer.push(`${line}\n`));
  const first = rows[0]?.fields ?? [];
  const known = first.map(headerField);
  const hasHeader = known.some((k) => k !== null) || first.filter((cell) => cell.trim() !== '' && !looksNumeric(cell)).length > first.length / 2;
  const body = hasHeader ? rows.slice(1) : rows;
  const columns: CsvColumn[] = [];
  if (hasHeader) {
    const taken = new Set<string>();
    first.forEach((cell, index) => {
      const found = known[index];
      if (!found) return;
      const key = `${found.field}:${found.cylinder ?? ''}`;
      // The first column of a kind wins (`depth` after `max depth` is not a second maximum).
      if (taken.has(key)) return;
      taken.add(key);
      columns.push({ header: cell, index, field: found.field, unit: found.unit, cylinder: found.cylinder });
    });
  }
  // With the comma as delimiter, a decimal comma can only be in a quoted cell; the test is the same.
  const decimalComma = body.some((row) => row.fields.some((cell) => /^[+-]?\d+,\d+$/.test(cell.trim())));
  const mapping: CsvMapping = { version: 1, delimiter, decimalComma, hasHeader, dateOrder: 'DMY', encoding, columns };
  refineFromValues(mapping, body);
  return mapping;
}

/** Settles what the header cannot say from the values: date order, duration form, gas fractions, visibility. */
function refineFromValues(mapping: CsvMapping, body: CsvRow[]): void {
  const cells = (field: CsvField) => {
    const column = mapping.columns.find((c) => c.field === field);
    return column ? body.map((row) => (row.fields[column.index] ?? '').trim()).filter((cell) => cell !== '') : [];
  };
  const dates = [...cells('date'), ...cells('dateTime').map((cell) => cell.split(/[ T]/)[0]!)];
  let order: DateOrder | null = null;
  for (const date of dates) {
    const m = /^(\d{1,4})[-/.](\d{1,2})[-/.](\d{2,4})$/.exec(date);
    if (!m) continue;
    if (m[1]!.length === 4) order = 'YMD';
    else if (Number(m[1]) > 12) order = 'DMY';
    else if (Number(m[2]) > 12) order = 'MDY';
    if (order) break;
  }
  mapping.dateOrder = order ?? (dates.length > 0 && dates.every((d) => parseCsvDate(d, 'YMD') && /^\d{4}/.test(d)) ? 'YMD' : 'DMY');

  const duration = mapping.columns.find((c) => c.field === 'duration');
  if (duration && duration.unit === 'min') {
    const clocks = cells('duration').map((cell) => /^(\d+):(\d{2})$/.exec(cell)).filter((m) => m !== null);
    // `0:45` as minutes and seconds would be a 45-second dive: such files write hours and minutes.
    if (clocks.length > 0 && clocks.every((m) => Number(m[1]) <= 3)) duration.unit = 'h:mm';
  }
  for (const column of mapping.columns) {
    if ((column.field === 'o2' || column.field === 'he') && column.unit === 'percent') {
      const values = body.map((row) => parseCsvNumber(row.fields[column.index] ?? '', mapping.decimalComma)).filter((n) => n !== null);
      if (values.length > 0 && values.every((n) => n > 0 && n <= 1)) column.unit = 'fraction';
    }
    if (column.field === 'visibility' && column.unit === 'rating') {
      const values = body.map((row) => parseCsvNumber(row.fields[column.index] ?? '', mapping.decimalComma)).filter((n) => n !== null);
      if (values.some((n) => n > 5)) column.unit = 'm';
    }
  }
}

const FIELDS = new Set<string>(Object.keys(SYNONYMS));
const UNITS = new Set<string>(CSV_UNITS);

/** A stored mapping read back: the mapping when it is one this version knows, else null (ask again). */
export function readCsvMapping(value: unknown): CsvMapping | null {
  if (typeof value !== 'object' || value === null) return null;
  const m = value as Record<string, unknown>;
  if (m.version !== 1 || !DELIMITERS.includes(m.delimiter as never) || typeof m.decimalComma !== 'boolean' || typeof m.hasHeader !== 'boolean') return null;
  if (!['YMD', 'DMY', 'MDY'].includes(m.dateOrder as string) || !['utf-8', 'windows-1252', 'utf-16le', 'utf-16be'].includes(m.encoding as string)) return null;
  if (!Array.isArray(m.columns) || m.columns.length > 10_000) return null;
  const columns: CsvColumn[] = [];
  for (const item of m.columns as unknown[]) {
    if (typeof item !== 'object' || item === null) return null;
    const c = item as Record<string, unknown>;
    if (!(c.header === null || typeof c.header === 'string') || !Number.isSafeInteger(c.index) || (c.index as number) < 0) return null;
    if (!FIELDS.has(c.field as string) || !(c.unit === null || UNITS.has(c.unit as string))) return null;
    if (!(c.cylinder === null || (Number.isSafeInteger(c.cylinder) && (c.cylinder as number) >= 0))) return null;
    columns.push({ header: c.header as string | null, index: c.index as number, field: c.field as CsvField, unit: c.unit as CsvUnit | null, cylinder: c.cylinder as number | null });
  }
  return { version: 1, delimiter: m.delimiter as CsvMapping['delimiter'], decimalComma: m.decimalComma, hasHeader: m.hasHeader, dateOrder: m.dateOrder as DateOrder, encoding: m.encoding as CsvEncoding, columns };
}
