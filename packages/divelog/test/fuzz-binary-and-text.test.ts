// The FIT, DL7, Suunto JSON, CSV and zip readers, given our own files damaged at random or text with each
// format's markers and random content, read dives or refuse the file with a DiveLogError: never a crash or
// a hang. (fuzz.test.ts gives every reader random bytes; the samples step damages the real files.)
import fc from 'fast-check';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { diveFit } from './fit-fixture.test-helper.ts';
import { mangleArb } from './mangle.ts';
import { readsOrRefuses, withFitCrcFixed } from './mangle.test-helper.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);

const FIT = diveFit({
  gases: [
    { messageIndex: 0, oxygenContent: 21, heliumContent: 0, status: 'enabled', mode: 'openCircuit' },
    { messageIndex: 1, oxygenContent: 50, heliumContent: 0, status: 'enabled', mode: 'openCircuit' },
  ],
  events: [
    [900, { event: 'diveGasSwitched', data: 1 }],
    [300, { event: 'diveAlert', data: 9 }],
  ],
  tankUpdates: [
    [0, 9, 200],
    [1500, 9, 120],
  ],
});
const DL7 = utf8(
  [
    'FSH|^~<>{}|F^1^A|ZXU|20240101000000|',
    'ZRH|^~<>{}|M1|S1|MSWG|ThM|C|bar|L|',
    'ZDH|1|1|I|Q10S|20240105093000+0100|22|10|FO2|||',
    'ZDP{',
    '|0|0|2.30|',
    '|0.5|8.2||1.0||||20||190|',
    '|30|3.1||||T||21||90||||12|',
    'ZDP}',
    'ZDT|1|1|8.4|20240105100100|20||',
  ].join('\r\n'),
);
const SUUNTO = utf8(
  JSON.stringify({
    DeviceLog: {
      Header: { DateTime: '2024-02-02T10:00:00.000+00:08', Duration: 600, Depth: { Max: 9, Avg: 5 }, Diving: { Gases: [{ Oxygen: 0.21, TankSize: 0.012, StartPressure: 2e7 }] } },
      Samples: [
        { Events: [{ GasSwitch: { GasNumber: 1 } }], TimeISO8601: '2024-02-02T10:00:00.000+00:08' },
        { Depth: 9, Temperature: 290.15, Cylinders: [{ GasNumber: 1, Pressure: 1.9e7 }], TimeISO8601: '2024-02-02T10:05:00.000+00:08' },
        { Depth: 0.5, Events: [{ Alarm: { Active: true, Type: 'Ascent Speed' } }], TimeISO8601: '2024-02-02T10:10:00.000+00:08' },
      ],
    },
  }),
);
const CSV = utf8('dive number;date;time;duration [min];maxdepth [m];watertemp [C];o2 (1) [%];location;gps\n1;05.03.2024;9:15;45:00;21,4;18;32;"Reef; north";"12,5 -70,25"\n2;06.03.2024;10:00;1:10:00;30;17;;Wall;\n');
const ZIP = zipSync({ 'a/dive.fit': FIT, 'a/log.zxu': DL7, 'b/dive.json': SUUNTO, 'b/list.csv': CSV });

const OWN_FILES: [string, Uint8Array][] = [
  ['dive.fit', FIT],
  ['log.zxu', DL7],
  ['dive.json', SUUNTO],
  ['list.csv', CSV],
  ['logs.zip', ZIP],
];

// Each run of each property is one parse.
const RUNS = 200;

describe('fuzzing the binary and text formats', () => {
  it('our own files read as they are', async () => {
    for (const [name, bytes] of OWN_FILES) expect(await readsOrRefuses(bytes, { fileName: name }), name).toBe('read');
  });

  it.each(OWN_FILES)('%s damaged at random is read or refused, never a crash', async (name, original) => {
    await fc.assert(
      fc.asyncProperty(mangleArb, fc.boolean(), async (mangle, detect) => {
        const bytes = mangle(original);
        await readsOrRefuses(bytes, detect ? { fileName: name } : { fileName: name, format: formatOf(name) });
      }),
      { numRuns: RUNS },
    );
  }, 60_000);

  it('a damaged FIT file whose CRC is made right again reaches the reader, which reads or refuses it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(mangleArb, { minLength: 1, maxLength: 4 }), async (mangles) => {
        await readsOrRefuses(withFitCrcFixed(mangles.reduce((bytes, mangle) => mangle(bytes), FIT)), { fileName: 'dive.fit' });
      }),
      { numRuns: RUNS },
    );
  }, 60_000);

  it('text with the markers of each text format but random content is read or refused', async () => {
    const cell = fc.oneof(fc.string({ maxLength: 12 }), fc.double({ noNaN: false }).map(String), fc.constantFrom('', '"', '""', '2024-01-01', '10:00', '45:30', '0000-00-00', '99999999999999'));
    const line = fc.array(cell, { maxLength: 12 });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(',', ';', '\t', '|'), fc.array(line, { maxLength: 12 }), async (delimiter, lines) => {
        const body = lines.map((cells) => cells.join(delimiter)).join('\n');
        await readsOrRefuses(utf8(`date,time,maxdepth,duration\n${body}`), { fileName: 'x.csv' });
        await readsOrRefuses(utf8(`FSH|^~<>{}|X|ZXU||\rZRH|^~<>{}|||MSWG|ThM|C|bar|L|\rZDH${body.replace(/\n/g, '\r')}`), { fileName: 'x.zxu' });
        await readsOrRefuses(utf8(`{"DeviceLog":{"Header":{"DateTime":${JSON.stringify(lines[0]?.[0] ?? '')}},"Samples":[${lines.map((l) => JSON.stringify({ Depth: Number(l[0]), TimeISO8601: l[1] ?? null })).join(',')}]}}`), { fileName: 'x.json' });
      }),
      { numRuns: RUNS },
    );
  }, 60_000);

  it('cells and fields of 200,000 characters where a number, a date or a header belongs are read or refused', async () => {
    // Before values were capped, patterns took time growing with the square of such a cell: a hang.
    const long = (c: string) => c.repeat(200_000);
    const files: [string, string][] = [
      ['a.csv', `date,maxdepth\n2024-01-01,${long('1')}x\n`],
      ['a.csv', `date,maxdepth\n2024-01-01${long(' ')}x,1\n`],
      ['a.csv', `date,${long('x')}[${long(' ')}\n2024-01-01,1\n`],
      ['a.zxu', `FSH|^~<>{}|X|ZXU||\rZRH|^~<>{}|||MSWG|ThM|C|bar|L|\rZDH|1|1|I|Q|20240101100000|${long('1')}x|\rZDT|1|1|10|${long('2')}|\r`],
      ['a.json', `{"DeviceLog":{"Header":{"DateTime":"2024-01-01T10:00:00${long(' ')}x"},"Samples":[{"Depth":1,"TimeISO8601":"${long('9')}"}]}}`],
    ];
    for (const [name, text] of files) expect(await readsOrRefuses(utf8(text), { fileName: name })).toMatch(/read|refused/);
  });

  it('Suunto logs of any shape, with any values where numbers and times belong, are read or refused', async () => {
    const value = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.integer({ min: -3, max: 5 }), fc.constantFrom('2024-05-05T10:00:00+02:00', '2024-05-05T10:00:30.5+00:07', '3000-01-01T00:00:00'));
    const partial = <T,>(model: { [K in keyof T]: fc.Arbitrary<T[K]> }) => fc.record(model, { requiredKeys: [] });
    const event = partial({ GasSwitch: partial({ GasNumber: value }), Alarm: partial({ Active: value, Type: value }), Notify: value });
    const sample = partial({ Depth: value, Temperature: value, NoDecTime: value, TimeISO8601: value, Time: value, Events: fc.oneof(value, fc.array(event, { maxLength: 3 })), Cylinders: fc.oneof(value, fc.array(partial({ GasNumber: value, Pressure: value }), { maxLength: 3 })) });
    const gas = partial({ Oxygen: value, Helium: value, TankSize: value, TankFillPressure: value, StartPressure: value, EndPressure: value });
    const header = partial({ DateTime: value, Duration: value, Depth: fc.oneof(value, partial({ Max: value, Avg: value })), Diving: partial({ DiveMode: value, SurfacePressure: value, Gases: fc.oneof(value, fc.array(gas, { maxLength: 3 })) }) });
    const log = partial({ Header: header, Samples: fc.oneof(value, fc.array(sample, { maxLength: 8 })), Device: value });
    await fc.assert(
      fc.asyncProperty(fc.oneof(log.map((l) => ({ DeviceLog: l })), fc.array(log, { maxLength: 3 })), async (root) => {
        await readsOrRefuses(utf8(JSON.stringify(root)), { fileName: 'x.json' });
      }),
      { numRuns: RUNS },
    );
  }, 60_000);
});

function formatOf(name: string) {
  const formats = { fit: 'garmin-fit', zxu: 'dan-dl7', json: 'suunto-json', csv: 'csv', zip: 'zip' } as const;
  return formats[name.slice(name.lastIndexOf('.') + 1) as keyof typeof formats];
}
