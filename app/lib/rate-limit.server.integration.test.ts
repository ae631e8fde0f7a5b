import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db, schema } from './db.server.ts';
import { hitRateLimit, hitRateLimits, sweepExpiredRateLimits } from './rate-limit.server.ts';

const MINUTE = 60_000;

describe('the shared rate limiter', () => {
  it('allows the limit within a window, refuses the next hit, and starts again in the next window', async () => {
    const rule = { key: 'test:window', limit: 3, windowMs: 10 * MINUTE };
    const start = new Date('2026-01-01T10:00:00Z');
    const counts = [];
    for (let i = 0; i < 4; i += 1) counts.push(await hitRateLimit(rule, new Date(start.getTime() + i * 1000)));
    expect(counts.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(counts.map((r) => r.remaining)).toEqual([2, 1, 0, 0]);
    expect(counts[3]?.resetAt.toISOString()).toBe('2026-01-01T10:10:00.000Z');

    const next = await hitRateLimit(rule, new Date('2026-01-01T10:10:00Z'));
    expect(next).toMatchObject({ allowed: true, count: 1 });
  });

  it('opens a window with the first hit, so hits on both sides of a clock edge count together', async () => {
    const rule = { key: 'test:edge', limit: 10, windowMs: 15 * MINUTE };
    const results = [];
    // Nine hits from 10:14:51 to 10:14:59, and one at 10:15:01.
    for (let second = 51; second < 60; second += 1) results.push(await hitRateLimit(rule, new Date(`2026-01-01T10:14:${second}Z`)));
    results.push(await hitRateLimit(rule, new Date('2026-01-01T10:15:01Z')));
    expect(results.map((r) => r.count)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const eleventh = await hitRateLimit(rule, new Date('2026-01-01T10:20:00Z'));
    expect(eleventh).toMatchObject({ allowed: false, count: 11 });
    expect(eleventh.resetAt.toISOString()).toBe('2026-01-01T10:29:51.000Z');
    expect(await hitRateLimit(rule, new Date('2026-01-01T10:29:51Z'))).toMatchObject({ allowed: true, count: 1 });
  });

  it('counts every concurrent hit exactly once', async () => {
    const rule = { key: 'test:concurrent', limit: 100, windowMs: MINUTE };
    const now = new Date('2026-01-01T10:00:30Z');
    const results = await Promise.all(Array.from({ length: 25 }, () => hitRateLimit(rule, now)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });

  it('keeps keys apart and refuses when any of several rules is exceeded', async () => {
    const now = new Date('2026-01-01T11:00:00Z');
    const perAddress = { key: 'test:address:a', limit: 1, windowMs: MINUTE };
    const siteWide = { key: 'test:all', limit: 10, windowMs: 10 * MINUTE };
    expect((await hitRateLimits([perAddress, siteWide], now)).allowed).toBe(true);
    const refused = await hitRateLimits([perAddress, siteWide], now);
    expect(refused.allowed).toBe(false);
    expect(refused.resetAt.toISOString()).toBe('2026-01-01T11:01:00.000Z');
    expect((await hitRateLimits([{ ...perAddress, key: 'test:address:b' }, siteWide], now)).allowed).toBe(true);
  });

  it('sweeps rows whose window has ended', async () => {
    await hitRateLimit({ key: 'test:old', limit: 5, windowMs: MINUTE }, new Date('2020-01-01T00:00:00Z'));
    await sweepExpiredRateLimits(new Date('2026-01-01T00:00:00Z'));
    const rows = await db().select().from(schema.rateLimits).where(eq(schema.rateLimits.key, 'test:old'));
    expect(rows).toEqual([]);
  });
});
