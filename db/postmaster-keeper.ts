// Keeps the embedded PostgreSQL running for as long as the app runs (ADR 26). When the postmaster
// ends without the app having asked (a crash, a kill, the out-of-memory killer), or is asked by
// someone else to shut down, it is started again on the same data and port after a pause that
// doubles with each failure; the app's pool and change feed connect again by themselves. When it
// cannot be started again (or keeps dying), the app is told to give up, and exits non-zero for its
// supervisor. Edit to change the pauses or what counts as a death.
//
// A smart shutdown (SIGTERM, which systemd sends to every process of a service at once when it stops
// one with KillMode=control-group) never ends while the app's connections stay open: the postmaster
// refuses new connections and waits. So a shutdown request the app did not send is finished here with
// a fast shutdown, after a moment in which the app's own stop, if that is what is happening, says so.
import type { ChildProcess } from 'node:child_process';
import type { Logger } from 'pino';

export type KeeperTimings = {
  /** The pauses before each attempt to start again; one more death or failure after the last is the end. */
  pausesMs: readonly number[];
  /** A postmaster that has run this long has recovered: the next death starts the pauses from the first. */
  stableMs: number;
  /** How long a shutdown request from elsewhere is left alone, in case the app is stopping too. */
  graceMs: number;
};

export const KEEPER_TIMINGS: KeeperTimings = { pausesMs: [1000, 2000, 4000, 8000, 16_000], stableMs: 60_000, graceMs: 1000 };

const SHUTDOWN_REQUEST = /received (smart|fast|immediate) shutdown request/;

export type PostmasterKeeper = {
  /** The postmaster running now (or the last one, while another is being started). */
  current(): ChildProcess;
  /** Reads a line of the postmaster's log: a shutdown request the app did not send is a death foretold. */
  heard(line: string): void;
  /** The app stops it: no more restarts; an attempt under way is cut short; resolves once none is running. */
  stop(): Promise<void>;
};

export function keepPostmasterRunning(options: {
  first: ChildProcess;
  start: () => Promise<ChildProcess>;
  /** A fast shutdown of one postmaster, resolving once it has exited. */
  shutDown: (child: ChildProcess) => Promise<void>;
  log: Logger;
  /** Aborted when the app begins to stop: from then on a death is expected, and nothing is restarted. */
  appStopping?: AbortSignal;
  /** Called once, when the postmaster cannot be kept running. */
  onGiveUp: (error: Error) => void;
  timings?: KeeperTimings;
}): PostmasterKeeper {
  const { start, shutDown, log, appStopping, onGiveUp, timings = KEEPER_TIMINGS } = options;
  let child = options.first;
  let stopped = false;
  /** Deaths and failed starts since the postmaster last ran for `stableMs`. */
  let failures = 0;
  let stableTimer: NodeJS.Timeout | undefined;
  let recovery: Promise<void> | null = null;
  let wakeUp: (() => void) | null = null;
  let finishing: ChildProcess | null = null;
  const ended = () => stopped || appStopping?.aborted === true;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        wakeUp = null;
        resolve();
      }, ms);
      wakeUp = () => {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      };
    });

  const watch = (watched: ChildProcess) => {
    clearTimeout(stableTimer);
    stableTimer = setTimeout(() => (failures = 0), timings.stableMs);
    stableTimer.unref();
    watched.once('exit', (code, signal) => {
      if (ended() || watched !== child) return;
      clearTimeout(stableTimer);
      log.error({ postmasterPid: watched.pid, code, signal }, 'embedded PostgreSQL stopped unexpectedly: starting it again');
      recovery ??= recover().finally(() => (recovery = null));
    });
  };

  const recover = async () => {
    for (;;) {
      const pauseMs = timings.pausesMs[failures];
      if (pauseMs === undefined) {
        log.fatal({ attempts: failures }, 'embedded PostgreSQL could not be kept running: stopping the app');
        onGiveUp(new Error(`the embedded PostgreSQL could not be kept running (${failures} restarts in a row failed or died)`));
        return;
      }
      failures += 1;
      await pause(pauseMs);
      if (ended()) return;
      try {
        const next = await start();
        if (ended()) return void (await shutDown(next));
        child = next;
        watch(next);
        log.warn({ postmasterPid: next.pid, attempt: failures }, 'embedded PostgreSQL started again');
        return;
      } catch (error) {
        log.error({ err: error, attempt: failures }, 'embedded PostgreSQL did not start again');
      }
    }
  };

  watch(child);

  return {
    current: () => child,

    heard(line) {
      if (!SHUTDOWN_REQUEST.test(line) || ended() || finishing === child) return;
      const asked = child;
      finishing = asked;
      log.warn({ postmasterPid: asked.pid, request: line.trim() }, 'embedded PostgreSQL was asked to shut down by another process');
      setTimeout(() => {
        // The app's own stop finishes it; otherwise end the sessions it waits for, and the exit restarts it.
        if (!ended() && asked === child && asked.exitCode === null && asked.signalCode === null) void shutDown(asked);
      }, timings.graceMs).unref();
    },

    async stop() {
      stopped = true;
      clearTimeout(stableTimer);
      wakeUp?.();
      await recovery;
      await shutDown(child);
    },
  };
}
