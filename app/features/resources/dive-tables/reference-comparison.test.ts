import { planDive } from '@diveatlas/deco';
import { describe, expect, it } from 'vitest';
import { REFERENCE_COMPARISON } from './reference-comparison.ts';

const air = (fO2: number) => [{ fO2, fHe: 0 }];

describe('the comparison the page shows', () => {
  for (const row of REFERENCE_COMPARISON) {
    it(`${row.depthM} m for ${row.minutes} min at GF ${row.gfLow}/${row.gfHigh}: our figures are the planner's own`, () => {
      const segments = [{ toDepthM: row.depthM, durationS: row.minutes * 60, gas: 0 }];
      const gf = { gfLow: row.gfLow / 100, gfHigh: row.gfHigh / 100 };
      // GasPlanner's test options.
      const gasPlanner = planDive({
        gases: air(0.209),
        segments,
        options: { ...gf, descentMPerMin: 20, ascentMPerMin: 10, safetyStop: 'always', gasSwitchMin: 1 },
      });
      expect(gasPlanner.runtimeS).toBe(row.gasPlanner.ours);
      // Subsurface's planner defaults, which are ours but for the safety stop.
      const subsurface = planDive({ gases: air(0.21), segments, options: { ...gf, safetyStop: 'never' } });
      expect(subsurface.runtimeS).toBe(row.subsurface.ours);
      // Never shorter than the references beyond Subsurface's own tolerance (1 % + 60 s).
      expect(row.gasPlanner.ours).toBeGreaterThanOrEqual(row.gasPlanner.theirs - (0.01 * row.gasPlanner.theirs + 60));
      expect(row.subsurface.ours).toBeGreaterThanOrEqual(row.subsurface.theirs - (0.01 * row.subsurface.theirs + 60));
    });
  }
});
