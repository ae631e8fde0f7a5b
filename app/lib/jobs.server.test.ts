import { afterEach, describe, expect, it, vi } from 'vitest';
import { startJobRunner } from './jobs.server.ts';
import { installRuntime, onRuntimeStop, stopRuntimeWork, type Runtime } from './runtime.server.ts';

const startBackgroundWork = () => startJobRunner({ handlers: {}, recurring: [] });

// Test files share their worker's modules: put back whatever runtime was installed before.
const RUNTIME_KEY = Symbol.for('diveatlas.runtime');
const globals = globalThis as Record<symbol, unknown>;
const previous = globals[RUNTIME_KEY];

afterEach(() => {
  globals[RUNTIME_KEY] = previous;
  vi.useRealTimers();
});

function freshRuntime(): Runtime {
  const runtime = {} as Runtime;
  installRuntime(runtime);
  return runtime;
}

describe('the job runner', () => {
  it('starts one timer per runtime and stops it when the runtime stops, before the pool closes', async () => {
    vi.useFakeTimers();
    const runtime = freshRuntime();
    startBackgroundWork();
    startBackgroundWork();
    expect(vi.getTimerCount()).toBe(1);
    await stopRuntimeWork(runtime);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts again for the next runtime installed in the same process', async () => {
    vi.useFakeTimers();
    await stopRuntimeWork(freshRuntime());
    const second = freshRuntime();
    startBackgroundWork();
    expect(vi.getTimerCount()).toBe(1);
    await stopRuntimeWork(second);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('runtime stop steps', () => {
  it('run once, the last registered first, and a failing one does not keep the others from running', async () => {
    const runtime = freshRuntime();
    const ran: string[] = [];
    onRuntimeStop(async () => void ran.push('first'));
    onRuntimeStop(async () => {
      ran.push('second');
      throw new Error('could not stop');
    });
    onRuntimeStop(async () => void ran.push('third'));
    await expect(stopRuntimeWork(runtime)).rejects.toThrow('a runtime stop step failed');
    expect(ran).toEqual(['third', 'second', 'first']);
    await stopRuntimeWork(runtime);
    expect(ran).toHaveLength(3);
  });
});
