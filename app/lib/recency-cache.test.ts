import { describe, expect, it } from 'vitest';
import { RecencyCache } from './recency-cache.ts';

describe('RecencyCache', () => {
  it('keeps as many entries as the budget and drops the least recently used first', () => {
    const cache = new RecencyCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // 'a' is now the most recently used
    cache.set('c', 3);
    expect(cache.has('b')).toBe(false);
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('counts sizes when given a size function, and replaces an entry set twice', () => {
    const cache = new RecencyCache<string, string>(10, (text) => text.length);
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    cache.set('a', 'aaaaa');
    expect(cache.kept).toBe(9);
    cache.set('c', 'ccc');
    // 12 > 10: 'b' (least recently used) goes, 'a' and 'c' stay.
    expect(cache.has('b')).toBe(false);
    expect(cache.kept).toBe(8);
    expect(cache.get('a')).toBe('aaaaa');
  });

  it('keeps the entry just set even when it alone is over the budget', () => {
    const cache = new RecencyCache<string, string>(3, (text) => text.length);
    cache.set('a', 'aa');
    cache.set('big', 'bbbbbb');
    expect(cache.has('a')).toBe(false);
    expect(cache.get('big')).toBe('bbbbbb');
  });

  it('gives a loading entry its size later, then trims; an entry dropped meanwhile stays dropped', () => {
    const cache = new RecencyCache<string, string>(10);
    cache.set('old', 'x', 4);
    cache.set('loading', 'y', 0);
    cache.set('gone', 'z', 0);
    cache.delete('gone');
    cache.resize('gone', 5);
    expect(cache.has('gone')).toBe(false);
    expect(cache.kept).toBe(4);
    cache.resize('loading', 8);
    expect(cache.has('old')).toBe(false);
    expect(cache.get('loading')).toBe('y');
    expect(cache.kept).toBe(8);
  });
});
