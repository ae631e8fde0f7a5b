import { describe, expect, it } from 'vitest';
import { barHeight } from './log-summary.tsx';

describe("a month's bar in the dives-per-month table", () => {
  it('fills the 2.5 rem cell for the busiest month and shrinks in proportion', () => {
    expect(barHeight(34, 34)).toBe('2.50rem');
    expect(barHeight(17, 34)).toBe('1.25rem');
    expect(barHeight(30, 40)).toBe('1.88rem');
  });

  it('never goes under 1 rem, so the count written in it stays readable, and an empty month keeps that height', () => {
    expect(barHeight(1, 100)).toBe('1.00rem');
    expect(barHeight(0, 12)).toBe('1.00rem');
  });
});
