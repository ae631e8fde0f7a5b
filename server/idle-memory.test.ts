import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { releaseMemoryWhenIdle, whenIdleAfterBusy } from './idle-memory.ts';

describe('whenIdleAfterBusy', () => {
  let stop: () => void = () => {};
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  function serve(server: EventEmitter, requests: number) {
    for (let i = 0; i < requests; i++) server.emit('request');
  }

  /** A server watched with the given thresholds; `stop` ends the watch after the test. */
  function watched(options: { idleMs: number; minRequests: number }) {
    const server = new EventEmitter();
    const onIdle = vi.fn();
    stop = whenIdleAfterBusy(server, onIdle, options);
    return { server, onIdle };
  }

  it('runs once the server has been quiet for the idle time after a busy spell, and not again until the next one', () => {
    const { server, onIdle } = watched({ idleMs: 1000, minRequests: 10 });
    serve(server, 10);
    vi.advanceTimersByTime(999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1001);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    serve(server, 10);
    vi.advanceTimersByTime(2000);
    expect(onIdle).toHaveBeenCalledTimes(2);
  });

  it('waits while requests keep coming, and ignores a few stray ones', () => {
    const { server, onIdle } = watched({ idleMs: 1000, minRequests: 10 });
    for (let second = 0; second < 5; second++) {
      serve(server, 5);
      vi.advanceTimersByTime(500);
    }
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1500);
    expect(onIdle).toHaveBeenCalledTimes(1);

    serve(server, 9);
    vi.advanceTimersByTime(5000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('stops watching when asked', () => {
    const { server, onIdle } = watched({ idleMs: 1000, minRequests: 1 });
    stop();
    expect(server.listenerCount('request')).toBe(0);
    serve(server, 5);
    vi.advanceTimersByTime(5000);
    expect(onIdle).not.toHaveBeenCalled();
  });
});

describe('releaseMemoryWhenIdle', () => {
  it('frees the garbage left by a busy spell', async () => {
    const server = new EventEmitter();
    const stop = releaseMemoryWhenIdle(server, { idleMs: 50, minRequests: 1 });
    try {
      // About 100 MB of small objects, held long enough to reach the old generation, then dropped:
      // only a full collection frees them.
      let held: Array<{ index: number; label: string }> | null = [];
      for (let i = 0; i < 1_000_000; i++) held.push({ index: i, label: `object ${i}` });
      expect(held).toHaveLength(1_000_000);
      held = null;
      server.emit('request');
      const before = process.memoryUsage().heapUsed;
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(process.memoryUsage().heapUsed).toBeLessThan(before - 50 * 2 ** 20);
    } finally {
      stop();
    }
  });
});
