import { describe, expect, it } from 'vitest';
import { DiveLogError, parseDiveLog } from '../src/index.ts';
import { diveFit, encodeFit, fitSeconds } from './fit-fixture.test-helper.ts';

const read = (bytes: Uint8Array, fileName = 'dive.fit') => parseDiveLog(bytes, { fileName });

async function errorCode(bytes: Uint8Array): Promise<string> {
  try {
    await read(bytes);
  } catch (error) {
    if (error instanceof DiveLogError) return error.issue.code;
    throw error;
  }
  return 'no error';
}

describe('Garmin FIT', () => {
  it('keeps the wall clock the watch showed, with the offset between its local and UTC times', async () => {
    const { format, dives } = await read(diveFit({ startUtc: '2024-03-10T01:00:00Z', localOffsetS: 7 * 3600 }));
    expect(format).toBe('garmin-fit');
    expect(dives).toHaveLength(1);
    const dive = dives[0]!;
    expect(dive.startLocal).toBe('2024-03-10T08:00:00');
    expect(dive.utcOffsetMinutes).toBe(420);
    expect(dive.offsetSource).toBe('utc-and-local');
    expect(dive.writtenAs).toBe('2024-03-10T01:00:00Z');
  });

  it("takes the watch's own offset setting when the activity has no local time, and UTC when there is neither", async () => {
    const setting = diveFit({ localOffsetS: null, extra: [['DEVICE_SETTINGS', { timeOffset: [2 ** 32 - 5 * 3600] }]] });
    const withSetting = (await read(setting)).dives[0]!;
    expect(withSetting.startLocal).toBe('2024-03-09T20:00:00');
    expect(withSetting.utcOffsetMinutes).toBe(-300);
    const none = (await read(diveFit({ localOffsetS: null }))).dives[0]!;
    expect(none.startLocal).toBe('2024-03-10T01:00:00');
    expect(none.utcOffsetMinutes).toBe(0);
    expect(none.offsetSource).toBe('file');
  });

  it('reads the summary, the gases, the device and the profile', async () => {
    const { dives } = await read(
      diveFit({
        gases: [
          { messageIndex: 0, oxygenContent: 32, heliumContent: 0, status: 'enabled', mode: 'openCircuit' },
          { messageIndex: 1, oxygenContent: 21, heliumContent: 35, status: 'disabled', mode: 'openCircuit' },
          { messageIndex: 2, oxygenContent: 50, heliumContent: 0, status: 'enabled', mode: 'openCircuit' },
        ],
        events: [
          [1500, { event: 'diveGasSwitched', data: 2 }],
          [400, { event: 'diveAlert', data: 3 }],
          [401, { event: 'diveAlert', data: 19 }],
          [2200, { event: 'userMarker', data: 0 }],
        ],
        session: { startPositionLat: 138240072, startPositionLong: 1974617841 },
      }),
    );
    const dive = dives[0]!;
    expect(dive.maxDepthM).toBe(18.3);
    expect(dive.meanDepthM).toBe(10.1);
    expect(dive.durationS).toBe(2370);
    expect(dive.minWaterTempC).toBe(25);
    expect(dive.mode).toBe('open-circuit');
    // The disabled gas is not one the diver carried.
    expect(dive.gases).toEqual([
      { o2Percent: 32, hePercent: 0 },
      { o2Percent: 50, hePercent: 0 },
    ]);
    const computer = dive.computers[0]!;
    expect(computer.computer).toMatchObject({ model: 'Garmin Descent Mk2', serial: '3456789012', firmware: '12.10', diveNumber: '42' });
    expect(computer.waterDensity).toBe(1025);
    expect(computer.gasSwitches).toEqual([{ timeS: 1500, cylinderIndex: 1, gas: { o2Percent: 50, hePercent: 0 } }]);
    // The dismissal of an alert is the watch's housekeeping, not an event of the dive.
    expect(computer.events.map((e) => [e.timeS, e.kind, e.name])).toEqual([
      [400, 'deco-stop', 'approachingNdl'],
      [2200, 'bookmark', 'userMarker'],
    ]);
    expect([...computer.samples.timeS]).toEqual([0, 60, 600, 1500, 2100, 2400]);
    expect([...computer.samples.depthM]).toEqual([1.2, 12.4, 18.3, 9, 4.6, 0.8]);
    expect([...computer.samples.temperatureC!]).toEqual([27, 26, 25, 26, 27, 27]);
    expect(dive.site?.lat).toBeCloseTo(11.587149, 5);
    expect(dive.site?.lng).toBeCloseTo(165.510555, 5);
  });

  it('keeps the declared dive time over the profile and says they differ', async () => {
    const { dives, issues } = await read(diveFit({ summary: { bottomTime: 1800 } }));
    expect(dives[0]!.durationS).toBe(1800);
    expect(issues).toContainEqual(expect.objectContaining({ code: 'declared-differs-from-profile', params: { field: 'durationS', declared: 1800, profile: 2400 } }));
  });

  it('fills what the file does not declare from the profile', async () => {
    const { dives } = await read(diveFit({ summary: null }));
    expect(dives[0]!.maxDepthM).toBe(18.3);
    expect(dives[0]!.durationS).toBe(2400);
    expect(dives[0]!.fromProfile).toEqual(expect.arrayContaining(['durationS', 'maxDepthM', 'meanDepthM']));
  });

  it('puts each tank pod on the cylinder of the gas breathed when it first reports', async () => {
    const { dives } = await read(
      diveFit({
        gases: [
          { messageIndex: 0, oxygenContent: 21, heliumContent: 0, status: 'enabled', mode: 'openCircuit' },
          { messageIndex: 1, oxygenContent: 80, heliumContent: 0, status: 'enabled', mode: 'openCircuit' },
        ],
        events: [[1500, { event: 'diveGasSwitched', data: 1 }]],
        tankUpdates: [
          [0, 111, 210],
          [600, 111, 150],
          [1500, 222, 205],
          [2100, 111, 100],
          [2400, 222, 190.5],
        ],
        extra: [['TANK_SUMMARY', { timestamp: fitSeconds('2024-03-10T01:40:00Z'), sensor: 111, startPressure: 211, endPressure: 99 }]],
      }),
    );
    const dive = dives[0]!;
    expect(dive.cylinders.map((c) => [c.gas.o2Percent, c.startPressureBar, c.endPressureBar])).toEqual([
      [21, 211, 99],
      [80, 205, 190.5],
    ]);
    const [back, stage] = dive.computers[0]!.samples.pressureBar;
    expect([...back!]).toEqual([210, NaN, 150, NaN, 100, NaN]);
    expect([...stage!]).toEqual([NaN, NaN, NaN, 205, NaN, 190.5]);
  });

  it('gives a second pod on the same gas a cylinder of its own (sidemount)', async () => {
    const { dives } = await read(
      diveFit({
        tankUpdates: [
          [0, 5, 200],
          [0, 6, 198],
        ],
      }),
    );
    expect(dives[0]!.cylinders.map((c) => [c.gas.o2Percent, c.startPressureBar])).toEqual([
      [32, 200],
      [32, 198],
    ]);
  });

  it('reads a rebreather dive with its diluent', async () => {
    const { dives } = await read(
      diveFit({
        subSport: 'ccrDiving',
        gases: [
          { messageIndex: 0, oxygenContent: 18, heliumContent: 45, status: 'enabled', mode: 'closedCircuitDiluent' },
          { messageIndex: 1, oxygenContent: 50, heliumContent: 0, status: 'backupOnly', mode: 'openCircuit' },
        ],
      }),
    );
    expect(dives[0]!.mode).toBe('ccr');
    expect(dives[0]!.cylinders.map((c) => c.use)).toEqual(['diluent', 'open-circuit']);
  });

  it('refuses a truncated file, a damaged one and one that is not FIT, with their codes', async () => {
    const bytes = diveFit();
    expect(await errorCode(bytes.subarray(0, bytes.length - 40))).toBe('file-truncated');
    expect(await errorCode(bytes.subarray(0, 8))).toBe('file-truncated');
    const damaged = bytes.slice();
    damaged[200] = damaged[200]! ^ 0xff;
    expect(await errorCode(damaged)).toBe('file-corrupt');
    expect(await errorCode(new TextEncoder().encode('not a fit file at all, just text'))).toBe('format-mismatch');
    const trailing = new Uint8Array(bytes.length + 5);
    trailing.set(bytes);
    expect(await errorCode(trailing)).toBe('file-corrupt');
  });

  it('says a FIT file of a run has no dives', async () => {
    expect(await errorCode(diveFit({ sport: 'running', subSport: 'generic' }))).toBe('no-dives');
  });

  it('drops a depth of 5 km and refuses a dive dated in 2100', async () => {
    const deep = await read(diveFit({ summary: { maxDepth: 5000 }, profile: [[0, 2, 20], [60, 5000, 20], [120, 10, 20]] }));
    expect(deep.dives[0]!.maxDepthM).toBe(10);
    expect(Number.isNaN(deep.dives[0]!.computers[0]!.samples.depthM[1]!)).toBe(true);
    expect(deep.issues).toContainEqual(expect.objectContaining({ code: 'value-out-of-range', params: expect.objectContaining({ field: 'computers.0.maxDepthM', value: 5000 }) }));
    const future = await read(diveFit({ startUtc: '2100-01-01T10:00:00Z' }));
    expect(future.dives).toHaveLength(0);
    expect(future.issues).toContainEqual(expect.objectContaining({ code: 'dive-date-out-of-range', severity: 'error' }));
  });

  it('reads files chained one after another', async () => {
    const first = diveFit({ startUtc: '2024-03-10T01:00:00Z' });
    const second = diveFit({ startUtc: '2024-03-10T04:00:00Z' });
    const both = new Uint8Array(first.length + second.length);
    both.set(first);
    both.set(second, first.length);
    const { dives } = await read(both);
    expect(dives.map((d) => [d.sourceIndex, d.startLocal])).toEqual([
      [0, '2024-03-10T08:00:00'],
      [1, '2024-03-10T11:00:00'],
    ]);
  });

  it('is detected by its header, whatever the name', async () => {
    const { format } = await parseDiveLog(encodeFit([['FILE_ID', { manufacturer: 'garmin', type: 'activity' }]]), { fileName: 'export.bin' }).catch((e: DiveLogError) => ({ format: e.issue.code }));
    expect(format).toBe('no-dives');
  });
});
