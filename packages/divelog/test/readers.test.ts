import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDiveLog } from '../src/index.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const parse = (name: string) => parseDiveLog(fixture(name), { fileName: name });
const codes = (issues: { code: string }[]) => issues.map((i) => i.code);

describe('Subsurface XML', () => {
  it('reads dives in and out of trips, with units in the text, sites, cylinders and gas changes', async () => {
    const { format, dives, issues } = await parse('two-computers.ssrf');
    expect(format).toBe('subsurface-xml');
    expect(dives).toHaveLength(2);
    const [first, second] = dives;
    expect(first).toMatchObject({
      startLocal: '2021-03-04T09:15:30',
      utcOffsetMinutes: null,
      offsetSource: 'none',
      number: 7,
      durationS: 2550,
      maxDepthM: 30.2,
      meanDepthM: 14.5,
      minWaterTempC: 18.5,
      airTempC: 24,
      rating: 4,
      visibilityRating: 3,
      tags: ['boat', 'wall'],
      diveGuide: 'Ana',
      buddies: ['Bo', 'Cy'],
      notes: 'First line\nsecond line',
      suit: 'wet, 5mm',
      weights: [{ kg: 6, description: 'belt' }],
      trip: 'Spring test week',
      site: { name: 'Test Reef & Wall', lat: 12.345678, lng: -98.765432 },
      gases: [
        { o2Percent: 32, hePercent: 0 },
        { o2Percent: 50, hePercent: 0 },
      ],
    });
    expect(first!.cylinders[0]).toEqual({ description: 'S12', sizeL: 12, workPressureBar: 232, startPressureBar: 210, endPressureBar: 70.5, gas: { o2Percent: 32, hePercent: 0 }, use: 'open-circuit' });
    const [main, backup] = first!.computers;
    expect(main!.computer).toEqual({ model: 'Reef Ray 2', serial: 'RR2-0042', firmware: '1.7', deviceId: '0a0b0c0d', diveNumber: '0000002a' });
    expect(main!.waterDensity).toBe(1030);
    expect(main!.surfacePressureBar).toBe(1.013);
    expect(main!.gasSwitches).toEqual([{ timeS: 1200, cylinderIndex: 1, gas: { o2Percent: 50, hePercent: 0 } }]);
    expect(main!.events).toEqual([{ timeS: 60, kind: 'bookmark', name: 'bookmark', value: null }]);
    expect([...main!.samples.timeS]).toEqual([0, 10, 600, 1200, 2550]);
    expect([...main!.samples.depthM]).toEqual([0, 5.5, 30, 6, 0]);
    expect([...main!.samples.temperatureC!]).toEqual([21, NaN, 18.5, NaN, NaN]);
    expect([...main!.samples.pressureBar[0]!]).toEqual([210, 208, 150, NaN, NaN]);
    expect([...main!.samples.pressureBar[1]!]).toEqual([NaN, NaN, NaN, 200, 150]);
    expect(main!.samples.ndlS![1]).toBe(5940);
    expect(main!.samples.cnsPercent![2]).toBe(5);
    expect(backup).toMatchObject({ startLocal: '2021-03-04T09:15:00', durationS: 2580, maxDepthM: 30.4, computer: { model: 'Backup Gauge' } });
    expect(backup!.samples.timeS).toHaveLength(3);

    expect(second).toMatchObject({ startLocal: '2021-03-05T00:00:00', mode: 'ccr', trip: null, site: { name: 'Harbour', lat: null, lng: null } });
    expect(second!.cylinders[0]).toMatchObject({ use: 'diluent', gas: { o2Percent: 21, hePercent: 35 } });
    // Set on the dive (an altitude lake), not by the computer.
    expect(second!.computers[0]).toMatchObject({ surfacePressureBar: 0.95, waterDensity: 1000 });
    // No declared depth or temperature: both come from the profile (coldest sample deeper than 1 m).
    expect(second!.maxDepthM).toBe(40);
    expect(second!.minWaterTempC).toBe(9);
    expect(second!.fromProfile).toEqual(['maxDepthM', 'meanDepthM', 'minWaterTempC']);
    expect([...second!.computers[0]!.samples.ppO2Bar!]).toEqual([0.7, 1.3, NaN]);
    expect(codes(issues)).not.toContain('dive-placeholder-skipped');
  });
});

describe('UDDF', () => {
  it('reads a namespaced file: links, tanks, switches, the misplaced offset, a placeholder and a 0,0 site', async () => {
    const { format, dives, issues } = await parse('oc-with-namespace.uddf');
    expect(format).toBe('uddf');
    expect(dives).toHaveLength(2);
    const [dive, second] = dives;
    expect(dive).toMatchObject({
      sourceIndex: 1,
      startLocal: '2024-02-03T10:20:30',
      utcOffsetMinutes: 480,
      offsetSource: 'file-corrected',
      writtenAs: '2024-02-03T10:20:30.000+00:08',
      number: 12,
      durationS: 2380,
      maxDepthM: 18.4,
      airTempC: 30,
      visibilityM: 15,
      rating: 4,
      notes: 'Turtle.\nStrong current.',
      buddies: ['Dee Ex'],
      site: { name: 'North Point', lat: -8.5, lng: 115.25 },
      weights: [{ kg: 4, description: null }],
      mode: 'open-circuit',
    });
    expect(dive!.minWaterTempC).toBeCloseTo(25.5, 6);
    expect(dive!.cylinders).toEqual([
      { description: 'EAN32', sizeL: 12, workPressureBar: null, startPressureBar: 200, endPressureBar: 50, gas: { o2Percent: 32, hePercent: 0 }, use: 'open-circuit' },
      { description: 'oxygen', sizeL: 3, workPressureBar: null, startPressureBar: null, endPressureBar: null, gas: { o2Percent: 100, hePercent: 0 }, use: 'open-circuit' },
    ]);
    const computer = dive!.computers[0]!;
    expect(computer.computer).toMatchObject({ model: 'Wrist 9', serial: 'W9-77' });
    expect(computer.gasSwitches).toEqual([
      { timeS: 0, cylinderIndex: 0, gas: { o2Percent: 32, hePercent: 0 } },
      { timeS: 1800, cylinderIndex: 1, gas: { o2Percent: 100, hePercent: 0 } },
    ]);
    expect([...computer.samples.pressureBar[0]!]).toEqual([200, 150, 60, NaN]);
    expect(computer.samples.temperatureC![1]).toBeCloseTo(26, 6);
    // Z from a writer other than Shearwater is UTC; a site at 0,0 has no position and is named by its id.
    expect(second).toMatchObject({ utcOffsetMinutes: 0, offsetSource: 'file', site: null, durationS: 1200, maxDepthM: 9 });
    expect(issues).toContainEqual({ code: 'dive-placeholder-skipped', severity: 'warning', params: {}, at: { dive: 0 } });
    expect(issues).toContainEqual({ code: 'offset-corrected', severity: 'warning', params: { written: '2024-02-03T10:20:30.000+00:08', used: 480 }, at: { dive: 1 } });
    // Declared values win over the profile's (26 °C, 18.2 m, 2400 s); only the mean depth was not declared.
    expect(dive!.fromProfile).toEqual(['meanDepthM']);
  });

  it('reads a rebreather dive without a namespace: diluent switches, measured ppO2 and a switch between waypoints', async () => {
    const { dives } = await parse('rebreather-no-namespace.uddf');
    expect(dives).toHaveLength(1);
    const dive = dives[0]!;
    expect(dive).toMatchObject({ startLocal: '2019-07-08T07:06:05', mode: 'ccr', maxDepthM: 80.5, durationS: 5400 });
    expect(dive.gases).toEqual([
      { o2Percent: 10, hePercent: 70 },
      { o2Percent: 21, hePercent: 0 },
    ]);
    expect(dive.computers[0]!.gasSwitches.map((s) => s.timeS)).toEqual([0, 900]);
    expect([...dive.computers[0]!.samples.ppO2Bar!]).toEqual([0.71, 1.3, NaN]);
  });
});

describe('Suunto SML', () => {
  it('reads the header, the device and the samples with a depth, keeping event-only samples as events', async () => {
    const { format, dives } = await parse('small.sml');
    expect(format).toBe('suunto-sml');
    const dive = dives[0]!;
    expect(dive).toMatchObject({ startLocal: '2018-09-10T08:07:06', durationS: 1500, maxDepthM: 12.5, meanDepthM: 7.25, gases: [{ o2Percent: 32, hePercent: 0 }] });
    const computer = dive.computers[0]!;
    expect(computer.computer).toMatchObject({ model: 'Wrist Zero', serial: '123', firmware: '2.0.1' });
    expect(computer.surfacePressureBar).toBe(1.01);
    expect([...computer.samples.timeS]).toEqual([0, 20, 1500]);
    expect([...computer.samples.pressureBar[0]!]).toEqual([200, NaN, 90]);
    expect(dive.minWaterTempC).toBeCloseTo(20, 6);
    expect(computer.events).toEqual([{ timeS: 30, kind: 'ascent-rate', name: 'Ascent Speed', value: null }]);
  });
});

describe('divelogs.de UDCF', () => {
  it('reads date parts, the mix and its tank in pascal, and depths at a fixed interval', async () => {
    const { format, dives } = await parse('interval.udcf');
    expect(format).toBe('udcf');
    expect(dives[0]).toMatchObject({
      startLocal: '2015-08-09T14:05:00',
      durationS: 80,
      maxDepthM: 9.9,
      minWaterTempC: 12.5,
      site: { name: 'Quarry, North Shore', lat: null, lng: null },
      cylinders: [{ description: 'EAN36', sizeL: 10, startPressureBar: 200, endPressureBar: 80, gas: { o2Percent: 36, hePercent: 0 } }],
    });
    expect([...dives[0]!.computers[0]!.samples.timeS]).toEqual([0, 20, 40, 60, 80]);
  });
});

describe('MacDive XML', () => {
  it('reads a metric file and skips its DOCTYPE unread', async () => {
    const { format, dives, issues } = await parse('metric.macdive.xml');
    expect(format).toBe('macdive-xml');
    expect(dives[0]).toMatchObject({
      startLocal: '2022-10-11T12:13:14',
      number: 101,
      durationS: 2700,
      maxDepthM: 21.3,
      meanDepthM: 11,
      minWaterTempC: 24,
      site: { name: 'East Wall, Bay, Nowhere', lat: 1.5, lng: 2.5 },
      buddies: ['Fay'],
      tags: ['reef'],
      cylinders: [{ description: 'S12', sizeL: 12, workPressureBar: 232, startPressureBar: 200, endPressureBar: 60 }],
    });
    expect(dives[0]!.computers[0]!.computer).toMatchObject({ model: 'Reef Ray 2', serial: 'RR2-0001' });
    expect(codes(issues)).toContain('doctype-ignored');
  });

  it('converts an imperial file: feet, °F, psi and cubic feet', async () => {
    const xml = readFileSync(new URL('./fixtures/metric.macdive.xml', import.meta.url), 'utf8')
      .replace('Metric', 'Imperial')
      .replace('<maxDepth>21.3', '<maxDepth>100')
      .replace('<tempLow>24', '<tempLow>50')
      .replace('<tankSize>12', '<tankSize>80')
      .replace('<workingPressure>232', '<workingPressure>3000')
      .replace('<pressureStart>200', '<pressureStart>3000');
    const { dives } = await parseDiveLog(Buffer.from(xml));
    expect(dives[0]!.maxDepthM).toBeCloseTo(30.48, 6);
    expect(dives[0]!.minWaterTempC).toBeCloseTo(10, 6);
    expect(dives[0]!.cylinders[0]!.startPressureBar).toBeCloseTo(206.843, 3);
    // 80 ft³ of gas (2265.3 litres) at 3000 psi (204.14 atm): 11.097 litres of water.
    expect(dives[0]!.cylinders[0]!.sizeL).toBeCloseTo(11.097, 3);
  });
});

describe('streamed input and progress', () => {
  it('reads the same dives from a stream of small chunks and reports progress to the end', async () => {
    const bytes = fixture('two-computers.ssrf');
    async function* chunks() {
      for (let i = 0; i < bytes.length; i += 7) yield bytes.subarray(i, i + 7);
    }
    const progress: number[] = [];
    const streamed = await parseDiveLog(chunks(), { sizeBytes: bytes.length, onProgress: (p) => progress.push(p.bytesRead) });
    const whole = await parseDiveLog(bytes);
    expect(streamed.dives).toEqual(whole.dives);
    expect(progress.at(-1)).toBe(bytes.length);
  });

  it('stops with parse-aborted when the signal is aborted, before or while reading', async () => {
    const bytes = fixture('two-computers.ssrf');
    const before = new AbortController();
    before.abort();
    await expect(parseDiveLog(bytes, { signal: before.signal })).rejects.toMatchObject({ issue: { code: 'parse-aborted' } });
    const during = new AbortController();
    async function* chunks() {
      yield bytes.subarray(0, 100);
      during.abort();
      yield bytes.subarray(100);
    }
    await expect(parseDiveLog(chunks(), { signal: during.signal })).rejects.toMatchObject({ issue: { code: 'parse-aborted' } });
  });
});
