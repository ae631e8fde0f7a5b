import { describe, expect, it } from 'vitest';
import { filterInputValue, metresToFeet } from './units.ts';

describe('a filter field shows the stored SI value in the viewer units', () => {
  it('converts to feet for imperial viewers, to one decimal, and stays empty when unset', () => {
    expect(filterInputValue(18, 'metric', metresToFeet)).toBe('18');
    expect(filterInputValue(18, 'imperial', metresToFeet)).toBe('59.1');
    expect(filterInputValue(undefined, 'imperial', metresToFeet)).toBe('');
  });
});
