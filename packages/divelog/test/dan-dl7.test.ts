import { describe, expect, it } from 'vitest';
import { type DiveLogError, parseDiveLog } from '../src/index.ts';
import { readGasCode, readTimeStamp } from '../src/readers/dan-dl7.ts';

const text = (lines: string[], end = '\r') => new TextEncoder().encode(lines.join(end) + end);
const read = (bytes: Uint8Array, fileName = 'log.zxu') => parseDiveLog(bytes, { fileName });

/** A ZDP row from its columns, numbered as the standard numbers them (1 time, 2 depth, 3 gas ...). */
function row(columns: Record<number, string | number>): string {
  const cells: string[] = [''];
  for (let i = 1; i <= 15; i++) cells.push(columns[i] === undefined ? '' : String(columns[i]));
  return cells.join('|').replace(/\|*$/, '|');
}
const TIME = 1, DEPTH = 2, GAS = 3, PO2 = 4, DECO_VIOLATION = 6, TEMPERATURE = 8, PRESSURE = 10, CNS = 13;

/** Two dives in metres and bar: one with a nitrox profile in decimal minutes, one logged by hand. */
const METRIC = [
  'FSH|^~<>{}|TEST01^1.0^A|ZXU|20240610090000+0200|',
  'ZRH|^~<>{}|REEF01|SN-778|MSWG|ThM|C|bar|L|',
  'ZAR{}',
  'ZDH|1|57|I|Q30S|20240609101500|24|12|FO2|||',
  'ZDP{',
  row({ [TIME]: '0.00', [DEPTH]: '0.0', [GAS]: '2.32', [PRESSURE]: 210 }),
  row({ [TIME]: '0.50', [DEPTH]: 6.2, [PRESSURE]: 205 }),
  row({ [TIME]: '1.00', [DEPTH]: 14.8, [PO2]: 1.1, [TEMPERATURE]: 22.5, [PRESSURE]: 198 }),
  row({ [TIME]: '20.00', [DEPTH]: 21.4, [PO2]: 1.3, [TEMPERATURE]: 21.0, [PRESSURE]: 140, [CNS]: 18 }),
  row({ [TIME]: '35.00', [DEPTH]: 5.0, [DECO_VIOLATION]: 'T', [TEMPERATURE]: 22.0, [PRESSURE]: 95 }),
  row({ [TIME]: '38.50', [DEPTH]: 0.0, [PRESSURE]: 90 }),
  'ZDP}',
  'ZDT|1|57|21.6|20240609105400|20.5||',
  'ZDH|2|58|M|Q30S|20240609150000|25|12|FO2|||',
  'ZDT|2|58|12.0|20240609154000|23||',
];

describe('DAN DL7', () => {
  it('reads each dive: the leave-surface time as written, the trailer, the profile and its gas', async () => {
    const { format, dives, issues } = await read(text(METRIC));
    expect(format).toBe('dan-dl7');
    expect(dives).toHaveLength(2);
    const [first, second] = dives;
    expect(first!.startLocal).toBe('2024-06-09T10:15:00');
    expect(first!.utcOffsetMinutes).toBeNull();
    expect(first!.offsetSource).toBe('none');
    // From the reach-surface time 10:54:00; the profile's last row at 38.5 minutes agrees within 90 s.
    expect(first!.durationS).toBe(39 * 60);
    expect(first!.maxDepthM).toBe(21.6);
    expect(first!.minWaterTempC).toBe(20.5);
    expect(first!.airTempC).toBe(24);
    expect(first!.gases).toEqual([{ o2Percent: 32, hePercent: 0 }]);
    expect(first!.cylinders[0]).toMatchObject({ sizeL: 12, startPressureBar: 210, endPressureBar: 90 });
    const computer = first!.computers[0]!;
    expect(computer.computer).toMatchObject({ model: 'REEF01', serial: 'SN-778', diveNumber: '57' });
    expect([...computer.samples.timeS]).toEqual([0, 30, 60, 1200, 2100, 2310]);
    expect([...computer.samples.depthM]).toEqual([0, 6.2, 14.8, 21.4, 5, 0]);
    expect([...computer.samples.ppO2Bar!].map((v) => (Number.isNaN(v) ? null : Math.round(v * 1000) / 1000))).toEqual([null, null, 1.115, 1.317, null, null]);
    expect([...computer.samples.cnsPercent!]).toEqual([NaN, NaN, NaN, 18, NaN, NaN]);
    expect(computer.events).toEqual([{ timeS: 2100, kind: 'deco-violation', name: 'decompression violation', value: null }]);
    expect(second!.startLocal).toBe('2024-06-09T15:00:00');
    expect(second!.durationS).toBe(2400);
    expect(second!.computers[0]!.samples.timeS).toHaveLength(0);
    expect(issues).toEqual([]);
  });

  it('converts feet, Fahrenheit and psi, and reads minutes and seconds in the profile', async () => {
    const { dives } = await read(
      text(
        [
          'FSH|^~<>{}|TEST01^1.0^A|ZXU|20240610090000|',
          'ZRH|^~<>{}|REEF02|77|FSWG|ThFt|F|PSIA|CF|',
          'ZDH|1|3|I|Q20S|20230102080000-0500|80|80|FO2|||',
          'ZDP{',
          row({ [TIME]: '0:00', [DEPTH]: 0, [GAS]: 1 }),
          row({ [TIME]: '0:20', [DEPTH]: 33 }),
          row({ [TIME]: '5:40', [DEPTH]: 66, [TEMPERATURE]: 68, [PRESSURE]: 2900 }),
          row({ [TIME]: '10:00', [DEPTH]: 0, [TEMPERATURE]: 70, [PRESSURE]: 2200 }),
          'ZDP}',
          'ZDT|1|3|66|20230102081000-0500|68||',
        ],
        '\n',
      ),
    );
    const dive = dives[0]!;
    expect(dive.startLocal).toBe('2023-01-02T08:00:00');
    expect(dive.utcOffsetMinutes).toBe(-300);
    expect(dive.offsetSource).toBe('file');
    expect(dive.maxDepthM).toBeCloseTo(20.117, 3);
    expect(dive.minWaterTempC).toBeCloseTo(20, 6);
    expect(dive.airTempC).toBeCloseTo(26.667, 3);
    expect([...dive.computers[0]!.samples.timeS]).toEqual([0, 20, 340, 600]);
    expect(dive.cylinders[0]!.description).toBe('80 cu ft');
    expect(dive.cylinders[0]!.sizeL).toBeNull();
    expect(dive.cylinders[0]!.startPressureBar).toBeCloseTo(199.948, 2);
    expect(dive.gases).toEqual([{ o2Percent: 21, hePercent: 0 }]);
  });

  it('takes whole-number profile times as seconds when that fits the dive, and records gas switches', async () => {
    const { dives } = await read(
      text([
        'FSH|^~<>{}|X|ZXU|20240101000000|',
        'ZRH|^~<>{}|||MFWG|ThM|C|bar|L|',
        'ZDH|1|9|I|V|20240301100000|||FO2|||',
        'ZDP{',
        '|0|0|2.28|',
        '|120|20|',
        '|1500|6|2.50|',
        '|1800|0|',
        'ZDP}',
        'ZDT|1|9|20.0|20240301103000|||',
      ]),
    );
    const computer = dives[0]!.computers[0]!;
    expect([...computer.samples.timeS]).toEqual([0, 120, 1500, 1800]);
    expect(computer.gasSwitches).toEqual([{ timeS: 1500, cylinderIndex: 1, gas: { o2Percent: 50, hePercent: 0 } }]);
    expect(dives[0]!.gases).toEqual([
      { o2Percent: 28, hePercent: 0 },
      { o2Percent: 50, hePercent: 0 },
    ]);
  });

  it('skips an application block and a dive with nothing in it, and refuses dates in year 0 and 3000', async () => {
    const { dives, issues } = await read(
      text([
        'FSH|^~<>{}|X|ZXU|20240101000000|',
        'ZRH|^~<>{}|||MSWG|ThM|C|bar|L|',
        'ZAR{<VENDOR>',
        'ZDH|this line belongs to the block|',
        'ZAR}',
        'ZDH|1|1|M|Q30S||||FO2|||',
        'ZDT|1|1||||',
        'ZDH|2|2|I|Q30S|00000101100000|||FO2|||',
        'ZDT|2|2|10|00000101103000|||',
        'ZDH|3|3|I|Q30S|30000101100000|||FO2|||',
        'ZDT|3|3|10|30000101103000|||',
        'ZDH|4|4|I|Q30S|20240101100000|||FO2|||',
        'ZDT|4|4|12.5|20240101103000|||',
      ]),
    );
    expect(dives.map((d) => [d.sourceIndex, d.startLocal])).toEqual([[3, '2024-01-01T10:00:00']]);
    expect(issues.map((i) => [i.code, i.at.dive])).toEqual([
      ['dive-placeholder-skipped', 0],
      ['dive-date-out-of-range', 1],
      ['dive-date-out-of-range', 2],
    ]);
  });

  it('refuses depths given as absolute pressure, naming the unit, and a file that is not DL7', async () => {
    const refused = (bytes: Uint8Array) => read(bytes).then(() => null, (e: DiveLogError) => e.issue);
    expect(await refused(text(['FSH|^~<>{}|X|ZXU||', 'ZRH|^~<>{}|||ATA|ThM|C|bar|L|', 'ZDH|1|1|I|Q1S|20240101100000|||||']))).toMatchObject({
      code: 'file-corrupt',
      params: { reason: "depth unit 'ATA'" },
      at: { line: 2 },
    });
    expect(await refused(text(['ZDH|1|1|I|Q1S|20240101100000|||||']))).toMatchObject({ code: 'format-mismatch' });
  });

  it('reads the gas codes of the standard and leaves the others', () => {
    expect(readGasCode('1')).toEqual({ o2Percent: 21, hePercent: 0 });
    expect(readGasCode('2.32')).toEqual({ o2Percent: 32, hePercent: 0 });
    expect(readGasCode('2.5')).toEqual({ o2Percent: 50, hePercent: 0 });
    expect(readGasCode('2.325')).toEqual({ o2Percent: 32.5, hePercent: 0 });
    expect(readGasCode('4.21')).toEqual({ o2Percent: 21, hePercent: 79 });
    expect(readGasCode('3.13')).toBeNull();
    expect(readGasCode('air')).toBeNull();
  });

  it('reads time stamps to the minute or second, with or without an offset', () => {
    expect(readTimeStamp('202406091015')).toMatchObject({ startLocal: '2024-06-09T10:15:00', utcOffsetMinutes: null });
    expect(readTimeStamp('20240609.101530')).toMatchObject({ startLocal: '2024-06-09T10:15:30' });
    expect(readTimeStamp('20240609101530+0530')).toMatchObject({ utcOffsetMinutes: 330, writtenAs: '20240609101530+0530' });
    expect(readTimeStamp('20241309101530')).toBeNull();
  });
});
