import { describe, expect, it } from 'vitest';
import { type DiveLogError, parseDiveLog } from '../src/index.ts';

/** A dive as the Suunto app exports it, small: ISO times with an offset on the header and on every sample. */
function suuntoLog(zone: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const at = (clock: string) => `2024-07-14T${clock}${zone}`;
  return {
    DeviceLog: {
      Header: {
        DateTime: at('09:05:00.250'),
        Duration: 1200,
        Depth: { Avg: 9.8, Max: 16.4 },
        Diving: {
          DiveMode: 'Nitrox',
          SurfacePressure: 101300,
          Gases: [
            { Oxygen: 0.32, Helium: 0, TankSize: 0.0111, TankFillPressure: 20700000, StartPressure: 20000000, EndPressure: 9000000, State: 'Primary' },
            { Oxygen: 0.5, Helium: 0, State: 'Deco' },
          ],
        },
        ...overrides,
      },
      Device: { Name: 'EON Steel', SerialNumber: '1234567', Info: { SW: '2.4.1' } },
      Samples: [
        { Events: [{ GasSwitch: { GasNumber: 1 } }, { State: { Active: true, Type: 'Dive Active' } }], TimeISO8601: at('09:05:00.250') },
        { Depth: 3.5, Temperature: 299.15, NoDecTime: 5940, Cylinders: [{ GasNumber: 1, Pressure: 19900000 }], TimeISO8601: at('09:05:10.250') },
        { Depth: 16.4, Temperature: 297.15, NoDecTime: 1200, Cylinders: [{ GasNumber: 1, Pressure: 15000000 }], TimeISO8601: at('09:10:00.750') },
        { Events: [{ Alarm: { Active: true, Type: 'Ascent Speed' } }, { Notify: { Active: false, Type: 'Safety Stop' } }], TimeISO8601: at('09:20:00.250') },
        { Events: [{ GasSwitch: { GasNumber: 2 } }], TimeISO8601: at('09:21:00.250') },
        { Depth: 5.0, Temperature: 298.15, Cylinders: [{ GasNumber: 1, Pressure: 9500000 }], TimeISO8601: at('09:22:00.250') },
        { Depth: 0.3, Temperature: 298.15, TimeISO8601: at('09:25:00.250') },
      ],
    },
  };
}

const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
const read = (bytes: Uint8Array) => parseDiveLog(bytes, { fileName: 'dive.json' });
const refused = (bytes: Uint8Array) => read(bytes).then(() => null, (e: DiveLogError) => e.issue.code);

describe('Suunto app JSON', () => {
  it('keeps the wall clock and the offset as written, never the UTC time', async () => {
    const { format, dives } = await read(json(suuntoLog('+02:00')));
    expect(format).toBe('suunto-json');
    const dive = dives[0]!;
    expect(dive.startLocal).toBe('2024-07-14T09:05:00');
    expect(dive.utcOffsetMinutes).toBe(120);
    expect(dive.offsetSource).toBe('file');
    expect(dive.writtenAs).toBe('2024-07-14T09:05:00.250+02:00');
  });

  it('reads an offset written in the minutes as hours, and a start without an offset as having none', async () => {
    const corrected = await read(json(suuntoLog('+00:07')));
    expect(corrected.dives[0]).toMatchObject({ startLocal: '2024-07-14T09:05:00', utcOffsetMinutes: 420, offsetSource: 'file-corrected' });
    expect(corrected.issues).toContainEqual(expect.objectContaining({ code: 'offset-corrected', params: { written: '2024-07-14T09:05:00.250+00:07', used: 420 } }));
    // The samples carry the same offset: their times from the start are the same either way.
    expect([...corrected.dives[0]!.computers[0]!.samples.timeS]).toEqual([10, 300.5, 1020, 1200]);
    const none = await read(json(suuntoLog('')));
    expect(none.dives[0]).toMatchObject({ startLocal: '2024-07-14T09:05:00', utcOffsetMinutes: null, offsetSource: 'none', writtenAs: null });
    expect([...none.dives[0]!.computers[0]!.samples.timeS]).toEqual([10, 300.5, 1020, 1200]);
  });

  it('reads the summary, the gases and tanks, the device, the profile and its events', async () => {
    const { dives } = await read(json(suuntoLog('+02:00')));
    const dive = dives[0]!;
    expect(dive).toMatchObject({ durationS: 1200, maxDepthM: 16.4, meanDepthM: 9.8, mode: 'open-circuit', fromProfile: ['minWaterTempC'] });
    expect(dive.minWaterTempC).toBeCloseTo(24, 6);
    expect(dive.gases).toEqual([
      { o2Percent: 32, hePercent: 0 },
      { o2Percent: 50, hePercent: 0 },
    ]);
    expect(dive.cylinders[0]).toMatchObject({ sizeL: 11.1, workPressureBar: 207, startPressureBar: 200, endPressureBar: 90 });
    const computer = dive.computers[0]!;
    expect(computer.computer).toMatchObject({ model: 'EON Steel', serial: '1234567', firmware: '2.4.1' });
    expect(computer.surfacePressureBar).toBeCloseTo(1.013, 6);
    // Samples with events only are moments, not points of the profile.
    expect([...computer.samples.depthM]).toEqual([3.5, 16.4, 5, 0.3]);
    expect([...computer.samples.pressureBar[0]!]).toEqual([199, 150, 95, NaN]);
    expect([...computer.samples.ndlS!]).toEqual([5940, 1200, NaN, NaN]);
    expect(computer.gasSwitches).toEqual([{ timeS: 960, cylinderIndex: 1, gas: { o2Percent: 50, hePercent: 0 } }]);
    expect(computer.events).toEqual([{ timeS: 900, kind: 'ascent-rate', name: 'Ascent Speed', value: null }]);
  });

  it('refuses a truncated file, bytes that are not UTF-8 and JSON that is not a dive', async () => {
    const whole = json(suuntoLog('+02:00'));
    expect(await refused(whole.subarray(0, whole.length - 30))).toBe('file-truncated');
    const latin1 = new Uint8Array([...new TextEncoder().encode('{"DeviceLog":{"Header":{"DateTime":"Caf'), 0xe9, ...new TextEncoder().encode('"}}}')]);
    expect(await refused(latin1)).toBe('encoding-invalid');
    expect(await parseDiveLog(json({ name: 'a playlist' }), { format: 'suunto-json' }).then(() => null, (e: DiveLogError) => e.issue.code)).toBe('format-mismatch');
    expect(await refused(new TextEncoder().encode('{"DeviceLog": {"Header": nope}}'))).toBe('file-corrupt');
  });

  it('refuses a dive dated in the year 3000 or 0, and drops a 5 km depth', async () => {
    const future = await read(json(suuntoLog('+02:00', { DateTime: '3000-01-01T10:00:00+02:00' })));
    expect(future.dives).toHaveLength(0);
    expect(future.issues).toContainEqual(expect.objectContaining({ code: 'dive-date-out-of-range' }));
    const zero = await read(json(suuntoLog('+02:00', { DateTime: '0000-01-01T10:00:00' })));
    expect(zero.dives).toHaveLength(0);
    const deep = await read(json(suuntoLog('+02:00', { Depth: { Max: 5000 } })));
    expect(deep.dives[0]!.maxDepthM).toBe(16.4);
    expect(deep.issues).toContainEqual(expect.objectContaining({ code: 'value-out-of-range' }));
  });

  it('reads a list of logs as several dives', async () => {
    const { dives } = await read(json([suuntoLog('+02:00'), suuntoLog('+03:00', { DateTime: '2024-07-15T11:00:00+03:00' })]));
    expect(dives.map((d) => [d.sourceIndex, d.startLocal, d.utcOffsetMinutes])).toEqual([
      [0, '2024-07-14T09:05:00', 120],
      [1, '2024-07-15T11:00:00', 180],
    ]);
  });
});
