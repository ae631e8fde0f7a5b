import { describe, expect, it } from 'vitest';
import { chartScale, depthAreaPath, gasAt, gasesBreathed, nearestSample, thinnedSamples, valueLinePath } from './profile-chart.ts';

describe('the profile chart', () => {
  it('draws every sample of an ordinary profile, and on a dense one keeps the first, the last and every peak and trough', () => {
    expect(thinnedSamples([0, 5, 10, 5, 0])).toEqual([0, 1, 2, 3, 4]);
    // 10,000 samples of a saw-tooth, with one spike to 61 m and one dip to the surface in the middle.
    const depths = Array.from({ length: 10_000 }, (_, i) => 20 + (i % 7));
    depths[4321] = 61;
    depths[6000] = 0;
    const kept = thinnedSamples(depths, 200);
    expect(kept.length).toBeLessThanOrEqual(200);
    expect(kept[0]).toBe(0);
    expect(kept[kept.length - 1]).toBe(9999);
    expect(kept).toContain(4321);
    expect(kept).toContain(6000);
    expect([...kept].sort((a, b) => a - b)).toEqual(kept);
    expect(new Set(kept).size).toBe(kept.length);
  });

  it('finds the sample nearest a time and the gas breathed then', () => {
    const times = [0, 10, 20, 40, 80];
    expect(nearestSample(times, -5)).toBe(0);
    expect(nearestSample(times, 14)).toBe(1);
    expect(nearestSample(times, 31)).toBe(3);
    expect(nearestSample(times, 500)).toBe(4);
    const gases = gasesBreathed({
      cylinders: [{ o2Percent: 32, hePercent: 0 }, { o2Percent: 100, hePercent: 0 }],
      gasSwitches: [{ timeS: 900, o2Percent: 100, hePercent: 0 }, { timeS: 300, o2Percent: 21, hePercent: 0 }],
    });
    expect(gases.map((gas) => [gas.fromS, gas.o2Percent])).toEqual([[0, 32], [300, 21], [900, 100]]);
    expect(gasAt(gases, 299)?.o2Percent).toBe(32);
    expect(gasAt(gases, 300)?.o2Percent).toBe(21);
    expect(gasAt(gases, 2000)?.o2Percent).toBe(100);
    expect(gasesBreathed({ cylinders: [], gasSwitches: [] })).toEqual([{ fromS: 0, o2Percent: 21, hePercent: 0 }]);
  });

  it('rounds the depth axis in the reader\'s units and the time axis in minutes', () => {
    const chart = { timeS: [0, 60, 2400, 2700], depthM: [0, 18.4, 18.4, 0] };
    const metric = chartScale(chart, 'metric');
    expect(metric.depthTicks.map((tick) => tick.label)).toEqual([0, 5, 10, 15, 20]);
    expect(metric.bottomM).toBe(20);
    expect(metric.timeTicksMin).toEqual([0, 10, 20, 30, 40]);
    // 18.4 m is 60.4 ft: the axis reaches 80 ft (24.384 m) in steps of 20 ft.
    const imperial = chartScale(chart, 'imperial');
    expect(imperial.depthTicks.map((tick) => tick.label)).toEqual([0, 20, 40, 60, 80]);
    expect(imperial.bottomM).toBeCloseTo(24.384, 9);
    expect(imperial.depthTicks[3]!.metres).toBeCloseTo(18.288, 9);
  });

  it('draws the depth as an area from the surface and breaks a value line where samples have none', () => {
    const chart = { timeS: [0, 50, 100], depthM: [0, 10, 0], temperatureC: null, pressures: [], gases: [], events: [], sampleCount: 3, deco: null };
    const scale = { endS: 100, bottomM: 20, depthTicks: [], timeTicksMin: [] };
    expect(depthAreaPath(chart, scale, { width: 200, height: 100 })).toBe('M0,0L0,0L100,50L200,0L200,0Z');
    expect(valueLinePath([0, 50, 100], [200, null, 150], scale, { width: 200, height: 100 }, (bar) => 100 - bar / 2)).toBe('M0,0M200,25');
  });
});
