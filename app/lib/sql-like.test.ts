import { describe, expect, it } from 'vitest';
import { escapeLike } from './sql-like.ts';

describe('escapeLike', () => {
  it('makes LIKE wildcards and the escape character stand for themselves', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });

  it('leaves other text as it is', () => {
    expect(escapeLike('Blue Hole, Dahab')).toBe('Blue Hole, Dahab');
  });
});
