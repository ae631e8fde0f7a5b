import { describe, expect, it } from 'vitest';
import { computeNdlTable } from './ndl-table.server.ts';
import { PADI_RDP_IMPERIAL, PADI_RDP_METRIC, publishedLimit, US_NAVY_REV7_AIR } from './published-tables.ts';
import { DEFAULT_SETTINGS } from './table-settings.ts';

describe('the no-decompression table', () => {
  it('gives longer limits with a higher GF high, and longer limits on nitrox than on air', () => {
    const conservative = computeNdlTable({ ...DEFAULT_SETTINGS, gfHigh: 0.7 }, 'metric');
    const liberal = computeNdlTable({ ...DEFAULT_SETTINGS, gfHigh: 0.9 }, 'metric');
    const at18 = (view: typeof conservative) => view.rows.find((r) => r.depthM === 18)?.limits ?? [];
    const [air70, ean32at70] = at18(conservative) as number[];
    const [air90] = at18(liberal) as number[];
    expect(air90).toBeGreaterThan(air70 ?? Infinity);
    expect(ean32at70).toBeGreaterThan(air70 ?? Infinity);
  });

  it('leaves a nitrox cell empty beyond the mix’s maximum operating depth, and says unlimited in words', () => {
    const view = computeNdlTable(DEFAULT_SETTINGS, 'metric');
    const at40 = view.rows.find((r) => r.depthM === 40);
    expect(at40?.limits[0]).toBeGreaterThan(0);
    expect(at40?.limits[1]).toBeNull();
    expect(view.modsM[1]).toBeCloseTo(33.3, 1);
    // JSON has no Infinity: an unlimited limit travels as a word.
    expect(computeNdlTable({ ...DEFAULT_SETTINGS, gfHigh: 1 }, 'metric').rows[0]?.limits[2]).toBe('unlimited');
  });

  it('shows the imperial PADI card’s own rows in feet, not the metric card converted', () => {
    const view = computeNdlTable(DEFAULT_SETTINGS, 'imperial');
    expect(view.rows[0]?.depthM).toBeCloseTo(35 * 0.3048, 9);
    const at60 = view.rows.find((r) => Math.abs(r.depthM - 60 * 0.3048) < 1e-9);
    expect(at60?.padi).toEqual({ minutes: 55, rowDepth: 60, exact: true });
    expect(at60?.navy).toEqual({ minutes: 63, rowDepth: 60, exact: true });
    for (const row of view.rows) expect(row.padi?.exact).toBe(true);
  });
});

describe('reading a published table', () => {
  it('reads the exact row, or the next deeper one as the cards instruct', () => {
    expect(publishedLimit(PADI_RDP_METRIC, 18)).toEqual({ minutes: 56, rowDepth: 18, exact: true });
    expect(publishedLimit(PADI_RDP_METRIC, 19)).toEqual({ minutes: 45, rowDepth: 20, exact: false });
    expect(publishedLimit(PADI_RDP_METRIC, 43)).toBeNull();
    expect(publishedLimit(PADI_RDP_IMPERIAL, 18)).toEqual({ minutes: 55, rowDepth: 60, exact: false });
    expect(publishedLimit(US_NAVY_REV7_AIR, 18)).toEqual({ minutes: 63, rowDepth: 60, exact: false });
    expect(publishedLimit(US_NAVY_REV7_AIR, 5)).toEqual({ minutes: null, rowDepth: 20, exact: false });
  });
});
