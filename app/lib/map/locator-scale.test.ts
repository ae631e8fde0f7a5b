import { describe, expect, it } from 'vitest';
import { scaleBar } from './locator-scale.ts';

describe('the locator scale bar', () => {
  it('picks the longest round distance that fits', () => {
    // 0.1 km per unit and room for 100 units: 10 km fits exactly.
    expect(scaleBar(0.1, 100, 'km')).toEqual({ value: 10, km: 10, length: 100 });
    // Room for 9.9 km: 5 km, drawn 50 units long.
    expect(scaleBar(0.1, 99, 'km')).toEqual({ value: 5, km: 5, length: 50 });
    // Room for 2.4 km: 2 km.
    expect(scaleBar(0.03, 80, 'km')!.value).toBe(2);
  });

  it('counts in miles for imperial viewers', () => {
    const bar = scaleBar(0.1, 100, 'mi')!;
    expect(bar.value).toBe(5);
    expect(bar.km).toBeCloseTo(8.04672, 6);
    expect(bar.length).toBeCloseTo((5 * 1.609344) / 0.1, 6);
  });

  it('goes below one unit when the map is small', () => {
    expect(scaleBar(0.001, 100, 'km')!.value).toBeCloseTo(0.1, 10);
  });

  it('has no bar for a drawing without a scale', () => {
    expect(scaleBar(0, 100, 'km')).toBeNull();
    expect(scaleBar(Number.NaN, 100, 'km')).toBeNull();
  });
});
