import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type PlannerValues } from './dive-tables.schema.ts';
import { planDives } from './dive-plan.ts';

const dive = (values: Partial<PlannerValues>): PlannerValues => ({ depthM: 18, timeMin: 30, fO2: 0.21, sacLPerMin: 20, second: null, ...values });

describe('planning dives for the page', () => {
  it('plans a no-stop dive with a safety stop and reports gas, oxygen and the ceiling', () => {
    const { first } = planDives(DEFAULT_SETTINGS, dive({}));
    if (!first.ok) throw new Error('expected a plan');
    expect(first.plan.decoRequired).toBe(false);
    expect(first.plan.stops.map((s) => [s.depthM, s.safetyS])).toEqual([[5, 180]]);
    expect(first.ndlMin).toBeGreaterThan(30);
    expect(first.plan.gasUsedL[0]).toBeGreaterThan(1000);
    expect(first.ceiling.length).toBeGreaterThan(10);
    expect(first.maxPpO2).toBeCloseTo(0.21 * (1.01325 + 18 * 0.101), 2);
  });

  it('adds decompression stops when the time passes the limit', () => {
    const { first } = planDives(DEFAULT_SETTINGS, dive({ depthM: 30, timeMin: 30 }));
    if (!first.ok) throw new Error('expected a plan');
    expect(first.plan.decoRequired).toBe(true);
    expect(first.plan.stops.some((s) => s.decoS > 0)).toBe(true);
    expect(Math.max(...first.ceiling.map((c) => c.ceilingM))).toBeGreaterThan(0);
  });

  it('gives a shorter limit on a second dive than a rested diver would have', () => {
    const { second } = planDives(DEFAULT_SETTINGS, dive({ second: { intervalMin: 60, depthM: 15, timeMin: 20 } }));
    if (!second?.ok) throw new Error('expected a second plan');
    expect(second.restedNdlMin).not.toBeNull();
    expect(second.ndlMin).toBeLessThan(second.restedNdlMin ?? 0);
  });
});
