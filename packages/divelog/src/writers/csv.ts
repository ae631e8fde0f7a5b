// Writes a dive list as CSV, one row per dive, in the columns of Subsurface's dive list export (so programs
// that read that layout read this): number, date, time, duration as minutes:seconds, depths, temperatures,
// six cylinders, site, position, dive guide, buddies, suit, rating, visibility, notes, weight, tags. Numbers
// use a dot; a field with a comma, a quote or a line break is quoted.
import type { Dive } from '../model.ts';
import type { FormatWriter } from '../writer.ts';
import { num } from './xml-text.ts';

const CYLINDERS = 6;

const HEADER = [
  'dive number',
  'date',
  'time',
  'duration [min]',
  'sac [l/min]',
  'maxdepth [m]',
  'avgdepth [m]',
  'mode',
  'airtemp [C]',
  'watertemp [C]',
  ...Array.from({ length: CYLINDERS }, (_, i) => [`cylinder size (${i + 1}) [l]`, `startpressure (${i + 1}) [bar]`, `endpressure (${i + 1}) [bar]`, `o2 (${i + 1}) [%]`, `he (${i + 1}) [%]`]).flat(),
  'location',
  'gps',
  'divemaster',
  'buddy',
  'suit',
  'rating',
  'visibility',
  'notes',
  'weight [kg]',
  'tags',
];

const MODE_TEXT: Record<string, string> = { 'open-circuit': 'OC', ccr: 'CCR', scr: 'PSCR', freedive: 'Freedive', gauge: 'Gauge' };

function field(value: string | number | null): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? num(value) : value;
  // A leading =, +, - or @ would make a spreadsheet run the text as a formula.
  const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const minutes = (s: number) => `${Math.floor(Math.round(s) / 60)}:${String(Math.round(s) % 60).padStart(2, '0')}`;

export const csvWriter: FormatWriter = {
  id: 'csv',
  extension: '.csv',
  mediaType: 'text/csv',
  write(dives: readonly Dive[]) {
    const lines = [HEADER.join(',')];
    for (const dive of dives) {
      const cylinders = Array.from({ length: CYLINDERS }, (_, i) => {
        const c = dive.cylinders[i];
        return c ? [c.sizeL, c.startPressureBar, c.endPressureBar, c.gas.o2Percent, c.gas.hePercent] : [null, null, null, null, null];
      }).flat();
      const row = [
        dive.number,
        dive.startLocal.slice(0, 10),
        dive.startLocal.slice(11),
        dive.durationS === null ? null : minutes(dive.durationS),
        null,
        dive.maxDepthM,
        dive.meanDepthM,
        MODE_TEXT[dive.mode] ?? null,
        dive.airTempC,
        dive.minWaterTempC,
        ...cylinders,
        dive.site?.name ?? null,
        dive.site && dive.site.lat !== null && dive.site.lng !== null ? `${num(dive.site.lat, 6)} ${num(dive.site.lng, 6)}` : null,
        dive.diveGuide,
        dive.buddies.length ? dive.buddies.join(', ') : null,
        dive.suit,
        dive.rating,
        dive.visibilityRating,
        dive.notes,
        dive.weights.length ? dive.weights.reduce((sum, w) => sum + w.kg, 0) : null,
        dive.tags.length ? dive.tags.join(', ') : null,
      ];
      lines.push(row.map(field).join(','));
    }
    return lines.join('\r\n') + '\r\n';
  },
};
