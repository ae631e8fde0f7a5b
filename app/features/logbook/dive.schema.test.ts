import { PLAUSIBLE } from '@diveatlas/divelog';
import { describe, expect, it } from 'vitest';
import { diveInput } from '../../../tests/factories/dives.ts';
import { DiveInputSchema, isInTheFuture } from './dive.schema.ts';
import { DIVE_LIMITS } from './dive-limits.ts';

describe('the dive schema', () => {
  it('takes every value a dive-log reader keeps (its ranges are the reader’s)', () => {
    for (const key of ['depthM', 'durationS', 'temperatureC', 'airTemperatureC', 'pressureBar', 'cylinderSizeL', 'weightKg'] as const) {
      expect(DIVE_LIMITS[key]).toEqual(PLAUSIBLE[key]);
    }
    expect(DIVE_LIMITS.firstYear).toBe(PLAUSIBLE.year.min);
  });

  it('refuses a date that does not exist, and an offset that is not a quarter hour', () => {
    expect(DiveInputSchema.safeParse(diveInput({ startLocal: '2023-02-30T10:00:00' })).success).toBe(false);
    expect(DiveInputSchema.safeParse(diveInput({ utcOffsetMinutes: 37 })).success).toBe(false);
    expect(DiveInputSchema.safeParse(diveInput({ utcOffsetMinutes: 345 })).success).toBe(true);
  });

  it('refuses a gas switch to a cylinder the dive does not have, and a mix over 100 %', () => {
    expect(DiveInputSchema.safeParse(diveInput({ gasSwitches: [{ timeS: 60, cylinderPosition: 3, o2Percent: 50, hePercent: 0 }] })).success).toBe(false);
    const cylinder = { description: null, sizeL: 12, workPressureBar: 232, startPressureBar: 200, endPressureBar: 50, o2Percent: 60, hePercent: 50, use: 'open-circuit' as const };
    expect(DiveInputSchema.safeParse(diveInput({ cylinders: [cylinder] })).success).toBe(false);
  });

  it('counts a start as in the future only when it is, wherever on Earth the dive was', () => {
    const now = new Date('2025-06-01T00:00:00Z');
    // 23:30 on 1 June at UTC+14 is 09:30 UTC on 1 June: within the day allowed, so not in the future.
    expect(isInTheFuture('2025-06-01T23:30:00', null, now)).toBe(false);
    expect(isInTheFuture('2025-06-03T09:00:00', 0, now)).toBe(true);
  });
});
