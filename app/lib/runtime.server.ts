// The process-wide services (configuration, database pool, logger, mailer, object store, change
// feed) that the server entry creates once. They are kept on globalThis under a registered symbol
// because the server entry runs from source while the routes run from the built bundle: both must
// see the same pool and logger.
import type { AsyncLocalStorage } from 'node:async_hooks';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { ChangeFeed } from './change-feed.server.ts';
import type { Config } from './env.server.ts';
import type { Mailer } from './email.server.ts';
import type { PushKeys } from './push-keys.server.ts';
import type { ObjectStore } from './storage.server.ts';

export type RequestScope = {
  requestId: string;
  nonce: string;
  log: Logger;
  /** The client's address (honours TRUST_PROXY), for per-address rate limits. */
  ip?: string;
};

export type Runtime = {
  config: Config;
  /** The absolute data folder: uploads, outbox, secrets and the embedded database live here. */
  dataDir: string;
  authSecret: string;
  /** The keys that sign this site's pushes (app/lib/push-keys.server.ts); without them no push is sent. */
  push?: PushKeys;
  pool: Pool;
  log: Logger;
  mailer: Mailer;
  /** Uploaded files: the local disk or an S3-compatible bucket (storage.server.ts). */
  storage: ObjectStore;
  /** What other app servers changed in the shared data (change-feed.server.ts). */
  changes: ChangeFeed;
  requests: AsyncLocalStorage<RequestScope>;
};

const RUNTIME_KEY = Symbol.for('diveatlas.runtime');
type GlobalWithRuntime = typeof globalThis & { [RUNTIME_KEY]?: Runtime };

export function installRuntime(runtime: Runtime): void {
  (globalThis as GlobalWithRuntime)[RUNTIME_KEY] = runtime;
}

export function getRuntime(): Runtime {
  const runtime = (globalThis as GlobalWithRuntime)[RUNTIME_KEY];
  if (!runtime) throw new Error('The runtime is not installed: start the app through server/main.ts');
  return runtime;
}

// On globalThis like the runtime itself: the server entry runs from source and the routes from the
// built bundle, and both must see the same values (the entry runs the stop steps the routes register).
const SCOPED_KEY = Symbol.for('diveatlas.runtime-scoped');
type GlobalWithScoped = typeof globalThis & { [SCOPED_KEY]?: WeakMap<Runtime, Map<symbol, unknown>> };
const scoped = ((globalThis as GlobalWithScoped)[SCOPED_KEY] ??= new WeakMap());

/**
 * State that belongs to the installed runtime rather than to the process: what was built from its
 * database pool or data folder (the auth instance, the map's cluster indexes) and its stop steps. Made
 * on first use for each runtime, so code that installs another runtime in the same process (each
 * integration test file does) never meets what was built on the previous one.
 */
export function runtimeScoped<T>(key: symbol, make: () => T): T {
  const runtime = getRuntime();
  let values = scoped.get(runtime);
  if (!values) {
    values = new Map();
    scoped.set(runtime, values);
  }
  if (!values.has(key)) values.set(key, make());
  return values.get(key) as T;
}

type StopStep = () => Promise<void>;
const STOP_STEPS = Symbol.for('diveatlas.runtime-stop-steps');

/**
 * Registers what must end before the runtime's pool closes (a timer's work, for example). The server
 * entry calls stopRuntimeWork when it shuts down, after it has stopped taking requests.
 */
export function onRuntimeStop(step: StopStep): void {
  runtimeScoped(STOP_STEPS, (): StopStep[] => []).push(step);
}

/** Runs the runtime's stop steps once, the last registered first; one that fails does not keep the others from running. */
export async function stopRuntimeWork(runtime: Runtime): Promise<void> {
  const values = scoped.get(runtime);
  const steps = (values?.get(STOP_STEPS) as StopStep[] | undefined) ?? [];
  values?.delete(STOP_STEPS);
  const failures: unknown[] = [];
  for (const step of steps.reverse()) await step().catch((error: unknown) => failures.push(error));
  if (failures.length > 0) throw new AggregateError(failures, 'a runtime stop step failed');
}

/** The current request's scope (request id, CSP nonce, request logger), when inside a request. */
export function currentRequest(): RequestScope | undefined {
  return getRuntime().requests.getStore();
}

/** A logger that carries the current request id when there is one. */
export function logger(): Logger {
  return currentRequest()?.log ?? getRuntime().log;
}
