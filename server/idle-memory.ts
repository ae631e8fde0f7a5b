// Gives memory back after a busy spell (docs/decisions/0021-memory-after-load.md). Under load V8 lets
// its heap grow toward its limit and collects lazily; once the load stops nothing allocates, so
// nothing prompts a collection, and the process keeps the garbage of every page it rendered. A heap
// snapshot taken after load (it collects first) held 72 MB of live objects in a 2.2 GB process.
// So once a busy server has had no request for a few seconds, it runs one full collection.
import type { EventEmitter } from 'node:events';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export type IdleOptions = {
  /** How long without a request counts as idle; also how often it is checked. */
  idleMs: number;
  /** Requests since the last collection that make one worth running. */
  minRequests: number;
};

const DEFAULTS: IdleOptions = { idleMs: 5_000, minRequests: 200 };

/**
 * Calls `onIdle` once the server has had `idleMs` without a request after at least `minRequests`
 * requests since the last call. Returns a function that stops watching.
 */
export function whenIdleAfterBusy(server: EventEmitter, onIdle: () => void, options: Partial<IdleOptions> = {}): () => void {
  const { idleMs, minRequests } = { ...DEFAULTS, ...options };
  let requests = 0;
  let lastRequestAt = 0;
  const onRequest = () => {
    requests += 1;
    lastRequestAt = Date.now();
  };
  server.on('request', onRequest);
  const timer = setInterval(() => {
    if (requests < minRequests || Date.now() - lastRequestAt < idleMs) return;
    requests = 0;
    onIdle();
  }, idleMs).unref();
  return () => {
    clearInterval(timer);
    server.off('request', onRequest);
  };
}

type Collect = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/**
 * V8's most thorough collection, the one it runs near its heap limit: it collects until nothing more
 * is freed and hands the emptied pages back to the system. Exposed here as Node's --expose-gc would;
 * null where this Node does not allow it, and the server then simply keeps its memory.
 */
function allGarbageCollector(): (() => void) | null {
  try {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as unknown;
    if (typeof gc !== 'function') return null;
    return () => (gc as Collect)({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  } catch {
    return null;
  }
}

export function releaseMemoryWhenIdle(server: EventEmitter, options: Partial<IdleOptions> = {}): () => void {
  const collect = allGarbageCollector();
  if (!collect) return () => {};
  return whenIdleAfterBusy(server, collect, options);
}
