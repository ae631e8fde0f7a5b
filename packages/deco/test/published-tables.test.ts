// Comparison with published air tables (PADI RDP, U.S. Navy Rev. 7). They come from other models and other
// conventions, so they are not expected outputs: the findings are asserted with documented tolerances and
// printed, and written up in the package README.
import { describe, expect, it } from 'vitest';
import { noDecompressionLimit, type DecoOptionsInput } from '../src/index.ts';
import {
  METRES_PER_FSW,
  PADI_RDP_METRIC,
  US_NAVY_DESCENT_M_PER_MIN,
  US_NAVY_REV7_FSW,
} from './fixtures/published-ndl-tables.ts';

const AIR = { fO2: 0.21, fHe: 0 };
const PURE_BUHLMANN: DecoOptionsInput = { gfLow: 1, gfHigh: 1 };

function ours(depthM: number, options: DecoOptionsInput): number {
  // maxPpO2 1.6 so that 42 m and 190 fsw on air can be computed for the comparison.
  return noDecompressionLimit({ depthM, gas: AIR, options: { water: 'salt', maxPpO2: 1.6, ...options } });
}

const percent = (value: number, reference: number) => Math.round(((value - reference) / reference) * 100);

function report(title: string, rows: [string, number, number][]): void {
  const lines = rows.map(([depth, table, mine]) => `  ${depth.padEnd(8)} table ${String(table).padStart(5)}  ours ${String(mine).padStart(5)}  ${percent(mine, table) >= 0 ? '+' : ''}${percent(mine, table)} %`);
  console.log(`${title}\n${lines.join('\n')}`);
}

describe('PADI Recreational Dive Planner (metric)', () => {
  const depths = Object.keys(PADI_RDP_METRIC).map(Number);

  it('pure ZHL-16C (GF 100/100) is within 20 % of the RDP from 12 m to 42 m', () => {
    const rows: [string, number, number][] = depths.map((d) => [`${d} m`, PADI_RDP_METRIC[d]!, ours(d, PURE_BUHLMANN)]);
    report('PADI RDP vs ZHL-16C GF 100/100, sea water, descent 18 m/min', rows);
    for (const [, table, mine] of rows.slice(1)) expect(Math.abs(mine - table) / table).toBeLessThanOrEqual(0.2);
    // At 10 m (10.5 m on the card) ZHL-16C allows far longer than the RDP (measured: 408 min at 10 m,
    // 309 min at 10.5 m, against 219), whose shallow limits come from DSAT's own model and testing; this is
    // a documented difference, not a tolerance.
    const at105 = ours(10.5, PURE_BUHLMANN);
    console.log(`PADI RDP 10 m row (10.5 m actual): table ${PADI_RDP_METRIC[10]}, ours ${at105}`);
    expect(at105).toBeGreaterThan(PADI_RDP_METRIC[10]! * 1.3);
  });

  it('with the default settings (GF 30/75) is never longer than the RDP', () => {
    const rows: [string, number, number][] = depths.map((d) => [`${d} m`, PADI_RDP_METRIC[d]!, ours(d, {})]);
    report('PADI RDP vs defaults (GF 30/75), sea water, descent 18 m/min', rows);
    for (const [, table, mine] of rows) expect(mine).toBeLessThanOrEqual(table);
  });
});

describe('U.S. Navy Diving Manual Rev. 7, Table 9-7', () => {
  const depthsFsw = Object.keys(US_NAVY_REV7_FSW).map(Number);
  const navyOptions = (options: DecoOptionsInput): DecoOptionsInput => ({
    ...options,
    descentMPerMin: US_NAVY_DESCENT_M_PER_MIN,
  });

  it('pure ZHL-16C is longer in the shallows and shorter from 45 to 150 fsw', () => {
    const rows: [string, number, number][] = depthsFsw.map((fsw) => [
      `${fsw} fsw`,
      US_NAVY_REV7_FSW[fsw]!,
      ours(fsw * METRES_PER_FSW, navyOptions(PURE_BUHLMANN)),
    ]);
    report('US Navy Rev. 7 vs ZHL-16C GF 100/100, sea water, descent 75 fsw/min', rows);
    for (const [depth, table, mine] of rows) {
      const fsw = Number.parseInt(depth, 10);
      if (fsw <= 35) expect(mine).toBeGreaterThan(table);
      if (fsw >= 45 && fsw <= 150) expect(mine).toBeLessThanOrEqual(table);
      // Wherever they are compared, the two stay within a factor of two of each other.
      expect(mine / table).toBeGreaterThan(0.5);
      expect(mine / table).toBeLessThan(2);
    }
  });

  it('with the default settings is never longer than the Navy table', () => {
    const rows: [string, number, number][] = depthsFsw.map((fsw) => [
      `${fsw} fsw`,
      US_NAVY_REV7_FSW[fsw]!,
      ours(fsw * METRES_PER_FSW, navyOptions({})),
    ]);
    report('US Navy Rev. 7 vs defaults (GF 30/75)', rows);
    for (const [, table, mine] of rows) expect(mine).toBeLessThanOrEqual(table);
  });

  it('agrees with the Navy that 20 fsw (6.1 m) on air is unlimited', () => {
    expect(ours(20 * METRES_PER_FSW, navyOptions(PURE_BUHLMANN))).toBe(Number.POSITIVE_INFINITY);
  });
});
