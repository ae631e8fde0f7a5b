import { describe, expect, it } from 'vitest';
import { guessCsvMapping, readCsvMapping } from '../src/csv/guess.ts';
import type { CsvMapping } from '../src/csv/mapping.ts';
import { parseCsvDate, parseCsvDuration, parseCsvTime } from '../src/csv/values.ts';
import { type DiveLogError, parseDiveLog } from '../src/index.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);
const read = (bytes: Uint8Array, csvMapping?: CsvMapping, fileName = 'dives.csv') => parseDiveLog(bytes, { fileName, csvMapping });
const refused = (promise: Promise<unknown>) => promise.then(() => null, (e: DiveLogError) => e.issue);

/** Subsurface's dive list columns (two cylinders here), with rows of our own. */
const SUBSURFACE = [
  'dive number,date,time,duration [min],sac [l/min],maxdepth [m],avgdepth [m],mode,airtemp [C],watertemp [C],cylinder size (1) [l],startpressure (1) [bar],endpressure (1) [bar],o2 (1) [%],he (1) [%],cylinder size (2) [l],startpressure (2) [bar],endpressure (2) [bar],o2 (2) [%],he (2) [%],location,gps,divemaster,buddy,suit,rating,visibility,notes,weight [kg],tags,',
  '7,2023-04-02,10:12:00,48:30,14.2,23.4,14.1,OC,19.5,16.0,12.0,210,60,32,,,,,,,Blue Hole,28.572 34.537,Ana,"Ben, Chris",5mm,4,3,"Long swim, then ""the arch""",4,"reef, boat",',
  ',2023-04-03,08:00:00,1:02:03,,41.0,22.0,CCR,,14.5,3.0,200,80,21,35,3.0,200,150,100,,,,,,,,,,,,',
  '',
].join('\n');

describe('CSV', () => {
  it("reads Subsurface's dive list by its header", async () => {
    const { format, dives, issues } = await read(utf8(SUBSURFACE));
    expect(format).toBe('csv');
    expect(issues).toEqual([]);
    expect(dives).toHaveLength(2);
    const [first, second] = dives;
    expect(first).toMatchObject({
      number: 7,
      startLocal: '2023-04-02T10:12:00',
      utcOffsetMinutes: null,
      offsetSource: 'none',
      durationS: 2910,
      maxDepthM: 23.4,
      meanDepthM: 14.1,
      minWaterTempC: 16,
      airTempC: 19.5,
      mode: 'open-circuit',
      site: { name: 'Blue Hole', lat: 28.572, lng: 34.537 },
      diveGuide: 'Ana',
      buddies: ['Ben', 'Chris'],
      suit: '5mm',
      rating: 4,
      visibilityRating: 3,
      notes: 'Long swim, then "the arch"',
      weights: [{ kg: 4, description: null }],
      tags: ['reef', 'boat'],
    });
    expect(first!.cylinders).toEqual([{ description: null, sizeL: 12, workPressureBar: null, startPressureBar: 210, endPressureBar: 60, gas: { o2Percent: 32, hePercent: 0 }, use: 'open-circuit' }]);
    expect(second).toMatchObject({ number: null, durationS: 3723, mode: 'ccr', site: null });
    expect(second!.gases).toEqual([
      { o2Percent: 21, hePercent: 35 },
      { o2Percent: 100, hePercent: 0 },
    ]);
  });

  it('reads semicolons, decimal commas, day-first dates and headers in Spanish', async () => {
    const text = 'Fecha;Hora;Duración (min);Profundidad máxima (m);Temperatura (°C);Lugar\n14/07/2024;9:30;52;18,5;24,5;Cala Montgó\n03.08.2024;16:05;45,5;12;26;"Illa; Meda Gran"\n';
    const mapping = guessCsvMapping(utf8(text));
    expect(mapping).toMatchObject({ delimiter: ';', decimalComma: true, hasHeader: true, dateOrder: 'DMY' });
    const { dives } = await read(utf8(text));
    expect(dives.map((d) => [d.startLocal, d.durationS, d.maxDepthM, d.minWaterTempC, d.site?.name])).toEqual([
      ['2024-07-14T09:30:00', 3120, 18.5, 24.5, 'Cala Montgó'],
      ['2024-08-03T16:05:00', 2730, 12, 26, 'Illa; Meda Gran'],
    ]);
  });

  it('reads a tab-separated UTF-16 file with a byte-order mark, in feet and Fahrenheit, month-first', async () => {
    const text = 'Date\tTime\tDive Time (h:mm)\tMax Depth (ft)\tWater Temp (°F)\tO2 (%)\n07/04/2023\t2:15 PM\t0:47\t66\t78\t32\n07/15/2023\t8:00 AM\t1:05\t45\t80\t21\n';
    const body = new Uint8Array(text.length * 2 + 2);
    body.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) body[2 + i * 2] = text.charCodeAt(i);
    const { dives } = await read(body, undefined, 'export.txt');
    expect(dives.map((d) => d.startLocal)).toEqual(['2023-07-04T14:15:00', '2023-07-15T08:00:00']);
    expect(dives[0]!.durationS).toBe(47 * 60);
    expect(dives[0]!.maxDepthM).toBeCloseTo(20.117, 3);
    expect(dives[0]!.minWaterTempC).toBeCloseTo(25.556, 3);
    expect(dives[0]!.gases).toEqual([{ o2Percent: 32, hePercent: 0 }]);
  });

  it('keeps quoted line breaks in a field and counts lines from the file', async () => {
    const text = 'date,time,depth,notes\r\n2024-01-05,10:00,12,"first line\r\nsecond line"\r\n2024-01-05,,x,\r\n';
    const { dives, issues } = await read(utf8(text));
    expect(dives[0]!.notes).toBe('first line\r\nsecond line');
    expect(issues).toEqual([
      { code: 'value-unreadable', severity: 'warning', params: { field: 'maxDepth', value: 'x' }, at: { line: 4, dive: 1 } },
      // With its depth unreadable, the row holds nothing of a dive.
      { code: 'dive-placeholder-skipped', severity: 'warning', params: {}, at: { dive: 1 } },
    ]);
  });

  it("reads through a member's mapping: by header text when the columns moved, by position without a header", async () => {
    const mapping: CsvMapping = {
      version: 1,
      delimiter: ',',
      decimalComma: false,
      hasHeader: true,
      dateOrder: 'MDY',
      encoding: 'utf-8',
      columns: [
        { header: 'When', index: 0, field: 'dateTime', unit: null, cylinder: null },
        { header: 'Deepest', index: 1, field: 'maxDepth', unit: 'ft', cylinder: null },
        { header: 'Bottom', index: 2, field: 'duration', unit: 's', cylinder: null },
      ],
    };
    const moved = await read(utf8('Bottom,Note,When,Deepest\n2700,x,03/04/2024 07:45,100\n'), mapping);
    expect(moved.dives.map((d) => [d.startLocal, d.durationS, Math.round(d.maxDepthM! * 100) / 100])).toEqual([['2024-03-04T07:45:00', 2700, 30.48]]);
    const stored = readCsvMapping(JSON.parse(JSON.stringify({ ...mapping, hasHeader: false, columns: mapping.columns.map((c) => ({ ...c, header: null })) })));
    const byPosition = await read(utf8('03/04/2024 07:45,100,2700\n'), stored!);
    expect(byPosition.dives[0]!.startLocal).toBe('2024-03-04T07:45:00');
    expect(await refused(read(utf8('When,Depth\n03/04/2024,10\n'), mapping))).toMatchObject({ code: 'csv-column-missing', params: { column: 'Deepest' } });
  });

  it('asks for a mapping when no column gives the date', async () => {
    expect(await refused(read(utf8('depth,duration,site\n12,40,Reef\n')))).toMatchObject({ code: 'csv-mapping-needed', params: { missing: 'date' } });
  });

  it('refuses bytes that are not UTF-8 unless the mapping names the encoding', async () => {
    const bytes = new Uint8Array([...utf8('date,time,depth,site\n2024-02-01,10:00,9,Caf'), 0xe9, 0x0a]);
    expect(await refused(read(bytes))).toMatchObject({ code: 'encoding-invalid', at: { byte: 43 } });
    const mapping = guessCsvMapping(bytes);
    expect(mapping.encoding).toBe('windows-1252');
    const { dives } = await read(bytes, mapping);
    expect(dives[0]!.site?.name).toBe('Café');
  });

  it('refuses dives dated in year 0 or 3000, skips a row with only a date, drops a 5 km depth and refuses 10,000 cylinders', async () => {
    const cylinders = Array.from({ length: 10_000 }, (_, i) => `cylinder size (${i + 1}) [l]`).join(',');
    const tenThousand = `date,maxdepth [m],${cylinders}\n2024-01-01,10,${Array(10_000).fill('12').join(',')}\n`;
    const many = await read(utf8(tenThousand));
    expect(many.dives).toHaveLength(0);
    expect(many.issues).toContainEqual(expect.objectContaining({ code: 'dive-too-many-cylinders', params: { count: 10_000, limit: 32 } }));
    const { dives, issues } = await read(utf8('date,time,maxdepth\n0000-01-01,10:00,12\n3000-06-01,10:00,12\n2024-06-01,,\n2024-06-02,09:00,5000\n'));
    expect(dives.map((d) => [d.startLocal, d.maxDepthM])).toEqual([['2024-06-02T09:00:00', null]]);
    expect(issues.map((i) => [i.code, i.at.dive])).toEqual([
      ['dive-date-out-of-range', 0],
      ['dive-date-out-of-range', 1],
      ['dive-placeholder-skipped', 2],
      ['value-out-of-range', 3],
    ]);
  });

  it('says where a quote is never closed', async () => {
    expect(await refused(read(utf8('date,notes\n2024-01-01,ok\n2024-01-02,"never closed\n2024-01-03,x\n')))).toMatchObject({ code: 'file-corrupt', params: { reason: 'unclosed-quote' }, at: { line: 3 } });
  });

  it('recognises these date, time and duration forms', () => {
    const date = (text: string, order: 'DMY' | 'MDY' | 'YMD' = 'DMY') => {
      const d = parseCsvDate(text, order);
      return d ? `${d.year}-${d.month}-${d.day}` : null;
    };
    expect(date('2024-05-12')).toBe('2024-5-12');
    expect(date('2024/5/2')).toBe('2024-5-2');
    expect(date('20240512')).toBe('2024-5-12');
    expect(date('12/05/2024')).toBe('2024-5-12');
    expect(date('12.05.24')).toBe('2024-5-12');
    expect(date('05/12/2024', 'MDY')).toBe('2024-5-12');
    expect(date('12 May 2024')).toBe('2024-5-12');
    expect(date('3-ene-2024')).toBe('2024-1-3');
    expect(date('May 12, 2024')).toBe('2024-5-12');
    expect(date('12/05/99')).toBe('1999-5-12');
    expect(date('yesterday')).toBeNull();
    expect(parseCsvTime('9:30 pm')).toEqual({ hour: 21, minute: 30, second: 0 });
    expect(parseCsvTime('12:05 AM')).toEqual({ hour: 0, minute: 5, second: 0 });
    expect(parseCsvTime('07:45:30')).toEqual({ hour: 7, minute: 45, second: 30 });
    expect(parseCsvTime('25 past')).toBeNull();
    expect(parseCsvDuration('45:30', 'min', false)).toBe(2730);
    expect(parseCsvDuration('0:45', 'h:mm', false)).toBe(2700);
    expect(parseCsvDuration('1:02:03', 'min', false)).toBe(3723);
    expect(parseCsvDuration('52', 'min', false)).toBe(3120);
    expect(parseCsvDuration('45,5', 'min', true)).toBe(2730);
    expect(parseCsvDuration('3000', 's', false)).toBe(3000);
  });

  it('proposes a mapping a member can store and read back', () => {
    const mapping = guessCsvMapping(utf8(SUBSURFACE));
    expect(mapping).toMatchObject({ delimiter: ',', decimalComma: false, hasHeader: true, dateOrder: 'YMD', encoding: 'utf-8' });
    const byHeader = Object.fromEntries(mapping.columns.map((c) => [c.header, [c.field, c.unit, c.cylinder]]));
    expect(byHeader).toMatchObject({
      'dive number': ['number', null, null],
      'duration [min]': ['duration', 'min', null],
      'maxdepth [m]': ['maxDepth', 'm', null],
      'startpressure (2) [bar]': ['startPressure', 'bar', 1],
      'o2 (1) [%]': ['o2', 'percent', 0],
      visibility: ['visibility', 'rating', null],
      location: ['site', null, null],
    });
    expect(byHeader['sac [l/min]']).toBeUndefined();
    expect(readCsvMapping(JSON.parse(JSON.stringify(mapping)))).toEqual(mapping);
    expect(readCsvMapping({ ...mapping, delimiter: '|' })).toBeNull();
    expect(readCsvMapping({ ...mapping, version: 2 })).toBeNull();
    expect(readCsvMapping({ ...mapping, columns: [{ header: 'x', index: -1, field: 'date', unit: null, cylinder: null }] })).toBeNull();
    expect(readCsvMapping('{"version":1}')).toBeNull();
  });

  it('proposes hours and minutes for short clock durations and fractions for gases written as such', () => {
    const mapping = guessCsvMapping(utf8('date,duration,o2\n2024-01-01,0:45,0.32\n2024-01-02,1:10,0.36\n'));
    expect(mapping.columns.find((c) => c.field === 'duration')!.unit).toBe('h:mm');
    expect(mapping.columns.find((c) => c.field === 'o2')!.unit).toBe('fraction');
  });
});
