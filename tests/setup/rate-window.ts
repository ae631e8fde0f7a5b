// Rate limits count in fixed windows (a quarter of an hour, an hour, a day, all aligned to UTC).
// A test that makes N attempts and expects the next to be refused would pass on every run but the
// one that crosses a window's edge, where the count starts again. Inside a `describe`, this moves
// the clock of each test to the middle of the current hour (hh:37:30, halfway through a quarter),
// and lets it run on from there, so a test that takes less than seven minutes stays in one window
// of each length. Only `Date` is faked: timers, and PostgreSQL's own clock, are left alone.
import { afterEach, beforeEach, vi } from 'vitest';

const HOUR = 60 * 60_000;
const INTO_THE_HOUR = 37.5 * 60_000;

export function keepEachTestInOneRateWindow(): void {
  beforeEach(() => {
    const now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(Math.floor(now / HOUR) * HOUR + INTO_THE_HOUR);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/**
 * For tests against a running server, whose clock we leave alone: waits, if need be, until the
 * next `marginMs` stay inside one window of `windowMs`.
 */
export async function awayFromWindowEdge(windowMs: number, marginMs = 30_000): Promise<void> {
  const untilEdge = windowMs - (Date.now() % windowMs);
  if (untilEdge < marginMs) await new Promise((resolve) => setTimeout(resolve, untilEdge + 1_000));
}
