import { describe, expect, it } from 'vitest';
import { formatPartialDate } from './partial-date.ts';

describe('a date as precise as its source', () => {
  it('shows a year, a month or a day, in the reader language', () => {
    expect(formatPartialDate('2004', 'en')).toBe('2004');
    expect(formatPartialDate('2023-01', 'en')).toBe('January 2023');
    expect(formatPartialDate('2023-01', 'es')).toBe('enero de 2023');
    expect(formatPartialDate('2012-01-01', 'en')).toBe('January 1, 2012');
  });
});
