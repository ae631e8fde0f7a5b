// The keeper's rules with stand-in postmasters (the real one is killed in tests/e2e/operations.test.ts).
import type { ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { keepPostmasterRunning, type KeeperTimings } from './postmaster-keeper.ts';

const TIMINGS: KeeperTimings = { pausesMs: [10, 20, 40], stableMs: 5000, graceMs: 20 };
const log = pino({ level: 'silent' });
let nextPid = 1000;

/** Enough of a child process: a pid, its exit state, and an exit event. */
function postmaster() {
  const child = Object.assign(new EventEmitter(), { pid: nextPid++, exitCode: null as number | null, signalCode: null as NodeJS.Signals | null });
  const die = (signal: NodeJS.Signals) => {
    child.signalCode = signal;
    child.emit('exit', null, signal);
  };
  return { child: child as unknown as ChildProcess, die };
}

function keeper(options: { starts?: Array<'ok' | 'fail'>; appStopping?: AbortSignal } = {}) {
  const first = postmaster();
  const started: Array<ReturnType<typeof postmaster>> = [];
  const shutDowns: number[] = [];
  const gaveUp: Error[] = [];
  const plan = [...(options.starts ?? [])];
  const kept = keepPostmasterRunning({
    first: first.child,
    start: async () => {
      if ((plan.shift() ?? 'ok') === 'fail') throw new Error('could not bind');
      const next = postmaster();
      started.push(next);
      return next.child;
    },
    shutDown: async (child) => {
      shutDowns.push(child.pid!);
      if (child.exitCode === null && child.signalCode === null) {
        (child as unknown as { signalCode: string }).signalCode = 'SIGINT';
        child.emit('exit', null, 'SIGINT');
      }
    },
    log,
    appStopping: options.appStopping,
    onGiveUp: (error) => gaveUp.push(error),
    timings: TIMINGS,
  });
  return { kept, first, started, shutDowns, gaveUp };
}

describe('keeping the embedded PostgreSQL running', () => {
  it('starts a postmaster that died again, after a pause that grows with each failed start', async () => {
    const { kept, first, started } = keeper({ starts: ['fail', 'ok'] });
    first.die('SIGKILL');
    expect(started).toHaveLength(0);
    await expect.poll(() => started.length).toBe(1);
    expect(kept.current()).toBe(started[0]!.child);
    await kept.stop();
  });

  it('finishes a shutdown another process asked for, once the app has had a moment to say it is stopping', async () => {
    const { kept, first, started, shutDowns } = keeper();
    kept.heard('2026-01-01 10:00:00.000 UTC [42] LOG:  received smart shutdown request');
    await expect.poll(() => shutDowns).toEqual([first.child.pid]);
    await expect.poll(() => started.length).toBe(1);
    await kept.stop();
  });

  it('leaves the postmaster alone when the app itself is stopping', async () => {
    const stopping = new AbortController();
    const { kept, first, started, shutDowns } = keeper({ appStopping: stopping.signal });
    kept.heard('LOG:  received smart shutdown request');
    stopping.abort();
    await new Promise((resolve) => setTimeout(resolve, 80));
    first.die('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(shutDowns).toEqual([]);
    expect(started).toHaveLength(0);
    await kept.stop();
  });

  it('gives up when it cannot start it again, so the app can exit for its supervisor', async () => {
    const { kept, first, started, gaveUp } = keeper({ starts: ['fail', 'fail', 'fail'] });
    first.die('SIGKILL');
    await expect.poll(() => gaveUp.length).toBe(1);
    expect(gaveUp[0]!.message).toContain('could not be kept running');
    expect(started).toHaveLength(0);
    await kept.stop();
  });

  it('gives up when each postmaster it starts dies soon after', async () => {
    const { kept, first, started, gaveUp } = keeper();
    first.die('SIGKILL');
    for (let index = 0; index < TIMINGS.pausesMs.length; index += 1) {
      await expect.poll(() => started.length).toBe(index + 1);
      started[index]!.die('SIGSEGV' as NodeJS.Signals);
    }
    await expect.poll(() => gaveUp.length).toBe(1);
    await kept.stop();
  });

  it('stops with the app: a pause before a restart is cut short and nothing starts', async () => {
    const { kept, first, started } = keeper();
    first.die('SIGKILL');
    await kept.stop();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started).toHaveLength(0);
  });
});
