import { describe, expect, it } from 'vitest';
import {
  bestNitroxMix,
  bestTrimixMix,
  equivalentNarcoticDepth,
  gasName,
  maxOperatingDepth,
  siteEnvironment,
} from '../src/index.ts';
import { cnsPercentPerMinute, otuPerMinute } from '../src/oxygen-toxicity.ts';

const salt = siteEnvironment({ water: 'salt' });

describe('gas helpers', () => {
  it('computes the maximum operating depth', () => {
    // (1.4 / 0.32 - 1.01325) / 0.101008 = 33.28 m
    expect(maxOperatingDepth(salt, { fO2: 0.32, fHe: 0 }, 1.4)).toBeCloseTo(33.28, 2);
    expect(maxOperatingDepth(salt, { fO2: 1, fHe: 0 }, 1.6)).toBeCloseTo(5.81, 2);
    expect(maxOperatingDepth(salt, { fO2: 1, fHe: 0 }, 0.9)).toBe(0);
  });

  it('computes the equivalent narcotic depth', () => {
    expect(equivalentNarcoticDepth(salt, { fO2: 0.21, fHe: 0 }, 30)).toBeCloseTo(30, 6);
    // 21/35 at 50 m: 6.063 bar x 0.65 narcotic = 3.941 bar, i.e. 28.98 m.
    expect(equivalentNarcoticDepth(salt, { fO2: 0.21, fHe: 0.35 }, 50)).toBeCloseTo(28.98, 1);
    // Counting nitrogen only: 6.063 x 0.44 / 0.79 = 3.377 bar, i.e. 23.4 m.
    expect(equivalentNarcoticDepth(salt, { fO2: 0.21, fHe: 0.35 }, 50, false)).toBeCloseTo(23.4, 1);
    expect(equivalentNarcoticDepth(salt, { fO2: 0.1, fHe: 0.9 }, 5)).toBe(0);
  });

  it('finds the best mix for a depth', () => {
    expect(bestNitroxMix(salt, 30, 1.4)).toEqual({ fO2: 0.34, fHe: 0 });
    expect(bestNitroxMix(salt, 3, 1.6)).toEqual({ fO2: 1, fHe: 0 });
    const trimix = bestTrimixMix(salt, 50, 1.4, 30);
    expect(trimix).toEqual({ fO2: 0.23, fHe: 0.34 });
    expect(equivalentNarcoticDepth(salt, trimix, 50)).toBeLessThanOrEqual(30);
    expect(bestTrimixMix(salt, 20, 1.4, 30).fHe).toBe(0);
  });

  it('names gases', () => {
    expect(gasName({ fO2: 0.21, fHe: 0 })).toBe('Air');
    expect(gasName({ fO2: 0.32, fHe: 0 })).toBe('EAN32');
    expect(gasName({ fO2: 1, fHe: 0 })).toBe('Oxygen');
    expect(gasName({ fO2: 0.18, fHe: 0.45 })).toBe('Trimix 18/45');
  });
});

describe('oxygen toxicity', () => {
  it('follows the NOAA limits for CNS', () => {
    expect(cnsPercentPerMinute(0.4)).toBe(0);
    expect(cnsPercentPerMinute(1.4)).toBeCloseTo(100 / 150, 10);
    expect(cnsPercentPerMinute(1.6)).toBeCloseTo(100 / 45, 10);
    expect(cnsPercentPerMinute(1.45)).toBeCloseTo(100 / 135, 10);
    expect(cnsPercentPerMinute(1.7)).toBeGreaterThan(cnsPercentPerMinute(1.6));
  });

  it('counts one OTU per minute at 1 bar', () => {
    expect(otuPerMinute(1)).toBeCloseTo(1, 10);
    expect(otuPerMinute(0.5)).toBe(0);
    expect(otuPerMinute(1.6)).toBeCloseTo(Math.pow(2.2, 5 / 6), 10);
  });
});
