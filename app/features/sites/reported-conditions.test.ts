import { describe, expect, it } from 'vitest';
import { summariseConditions } from './reported-conditions.ts';

const report = (divedOn: string | null, visibilityM: number | null, waterTempC: number | null, current: string | null = null, maxDepthM: number | null = null) => ({ divedOn, visibilityM, waterTempC, current, maxDepthM });

describe('conditions from divers\u2019 reports', () => {
  it('sums up visibility, temperature by month, current and depth', () => {
    const summary = summariseConditions([
      report('2025-07-03', 30, 27, 'moderate', 24),
      report('2025-07-20', 12, 26, 'strong'),
      report('2024-02-11', 20, 22, 'moderate', 31),
      report(null, null, null, null, null),
    ]);
    expect(summary.count).toBe(3);
    expect(summary.months).toEqual([2, 7]);
    expect(summary.depthMaxM).toBe(31);
    expect(summary.conditions).toMatchObject({ visibilityMinM: 12, visibilityMaxM: 30, current: 'moderate', currentReports: 2, visibilityReports: 3, temperatureReports: 3 });
    expect(summary.conditions?.tempByMonth[6]).toEqual({ minC: 26, maxC: 27 });
    expect(summary.conditions?.tempByMonth[1]).toEqual({ minC: 22, maxC: 22 });
    expect(summary.conditions?.tempByMonth[0]).toBeNull();
  });

  it('is empty without any figure', () => {
    expect(summariseConditions([report('2025-01-01', null, null)])).toEqual({ count: 0, months: [], depthMaxM: null, conditions: null });
  });
});
