import { describe, expect, it } from 'vitest';
import { celsiusToFahrenheit, fahrenheitToCelsius, feetToMetres, filterInputValue, formatDepth, formatDepthRange, formatDistance, formatTemperature, metresToFeet } from './units.ts';

describe('a filter field shows the stored SI value in the viewer units', () => {
  it('converts to feet for imperial viewers, to one decimal, and stays empty when unset', () => {
    expect(filterInputValue(18, 'metric', metresToFeet)).toBe('18');
    expect(filterInputValue(18, 'imperial', metresToFeet)).toBe('59.1');
    expect(filterInputValue(undefined, 'imperial', metresToFeet)).toBe('');
  });
});

describe('units shown to a reader', () => {
  it('converts with the exact foot and mile, and back', () => {
    expect(metresToFeet(30.48)).toBeCloseTo(100, 12);
    expect(feetToMetres(metresToFeet(18))).toBeCloseTo(18, 12);
    expect(celsiusToFahrenheit(fahrenheitToCelsius(79))).toBeCloseTo(79, 12);
  });

  it('writes depths, temperatures and distances in the reader\'s units and language', () => {
    expect(formatDepth(18, 'imperial', 'en')).toBe('59 ft');
    expect(formatDepthRange(5, 30.5, 'metric', 'es')).toBe('5–30,5 m');
    expect(formatTemperature(26, 'imperial', 'en')).toBe('79 °F');
    expect(formatDistance(0.85, 'metric', 'en')).toBe('850 m');
    expect(formatDistance(12.07, 'imperial', 'en')).toBe('7.5 mi');
    expect(formatDistance(0.1, 'imperial', 'en')).toBe('328 ft');
  });
});
