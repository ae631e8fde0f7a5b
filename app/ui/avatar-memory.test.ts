import { describe, expect, it } from 'vitest';
import { FAILED_AVATAR_KEY, FAILED_AVATAR_MAX, FAILED_AVATAR_TTL_MS, hasFailed, rememberFailure } from './avatar-memory.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

describe('the memory of avatar pictures that failed to load', () => {
  it('remembers a failed address for 7 days, then forgets it', () => {
    const storage = memoryStorage();
    const now = Date.UTC(2026, 0, 1);
    rememberFailure(storage, '/a.png', now);
    expect(hasFailed(storage, '/a.png', now + 1000)).toBe(true);
    expect(hasFailed(storage, '/b.png', now + 1000)).toBe(false);
    expect(hasFailed(storage, '/a.png', now + FAILED_AVATAR_TTL_MS - 1)).toBe(true);
    expect(hasFailed(storage, '/a.png', now + FAILED_AVATAR_TTL_MS)).toBe(false);
  });

  it('keeps at most 20 addresses, dropping the oldest, and no duplicates', () => {
    const storage = memoryStorage();
    const now = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 25; i += 1) rememberFailure(storage, `/p${i}.png`, now + i);
    rememberFailure(storage, '/p24.png', now + 30);
    const stored = JSON.parse(storage.values.get(FAILED_AVATAR_KEY)!) as { src: string }[];
    expect(stored).toHaveLength(FAILED_AVATAR_MAX);
    expect(new Set(stored.map((e) => e.src)).size).toBe(FAILED_AVATAR_MAX);
    expect(hasFailed(storage, '/p4.png', now + 40)).toBe(false);
    expect(hasFailed(storage, '/p5.png', now + 40)).toBe(true);
  });

  it('survives corrupt or foreign data in storage', () => {
    const storage = memoryStorage();
    storage.setItem(FAILED_AVATAR_KEY, '{not json');
    expect(hasFailed(storage, '/a.png')).toBe(false);
    storage.setItem(FAILED_AVATAR_KEY, JSON.stringify([{ src: 1 }, 'x', null]));
    rememberFailure(storage, '/a.png');
    expect(hasFailed(storage, '/a.png')).toBe(true);
  });
});
