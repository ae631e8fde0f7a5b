// Background work shared by every app server (docs/decisions/0029-notifications-follows-and-the-feed.md):
// a job is a row of `job`; a server claims the due ones by leasing them under `for update skip locked`,
// so each job runs on one server at a time, and one whose server died is claimed again when its lease
// ends. Handlers must be safe to run twice (a lease can end while a slow handler still runs). A failed
// job is tried again later, waiting twice as long each time, until it has used its attempts.
import { sql } from 'drizzle-orm';
import { db } from './db.server.ts';
import { logger, onRuntimeStop, runtimeScoped } from './runtime.server.ts';

export type JobHandler = (payload: unknown) => Promise<void>;

export type NewJob = {
  kind: string;
  payload?: Record<string, unknown>;
  /** Enqueues the job once: a second job with the same key is not added, even after the first is done. */
  key?: string;
  runAfter?: Date;
  maxAttempts?: number;
};

export type ClaimedJob = { id: number; kind: string; payload: unknown; attempts: number; maxAttempts: number };

export type JobRun = { done: number; retried: number; failed: number };

/** How long a claimed job is its server's alone; it must finish well within this. */
export const JOB_LEASE_MS = 5 * 60_000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 6 * 60 * 60_000;
const ERROR_TEXT_MAX = 2_000;

type Executor = { execute: ReturnType<typeof db>['execute'] };

/**
 * Adds a job; pass a transaction to enqueue it with the change that calls for it. Returns the job's id,
 * or null when a job with the same key exists already.
 */
export async function enqueueJob(job: NewJob, executor: Executor = db()): Promise<number | null> {
  const [id] = await enqueueJobs([job], executor);
  return id ?? null;
}

/**
 * Adds many jobs in one statement (a fan-out's pushes), as `enqueueJob` adds each: a job whose key
 * exists already is not added. Returns the ids of those added.
 */
export async function enqueueJobs(jobs: readonly NewJob[], executor: Executor = db()): Promise<number[]> {
  if (!jobs.length) return [];
  for (const job of jobs) if (!/^[\w.:-]{1,100}$/.test(job.kind)) throw new Error(`Invalid job kind "${job.kind}"`);
  const now = new Date().toISOString();
  // Each column goes as one array parameter (a plain array in the template would become a list).
  const column = <T>(value: (job: NewJob) => T) => sql.param(jobs.map(value));
  const result = await executor.execute<{ id: number }>(sql`
    insert into job (kind, payload, key, run_after, max_attempts)
    select * from unnest(
      ${column((job) => job.kind)}::text[], ${column((job) => JSON.stringify(job.payload ?? {}))}::jsonb[], ${column((job) => job.key ?? null)}::text[],
      ${column((job) => job.runAfter?.toISOString() ?? now)}::timestamptz[], ${column((job) => job.maxAttempts ?? 5)}::int[])
    on conflict (key) where key is not null do nothing
    returning id`);
  return result.rows.map((row) => Number(row.id));
}

/** Leases up to `limit` due jobs of the given kinds, oldest first, to the caller. */
export async function claimJobs(kinds: readonly string[], limit: number, now: Date = new Date()): Promise<ClaimedJob[]> {
  if (kinds.length === 0 || limit < 1) return [];
  const at = now.toISOString();
  const leaseEnds = new Date(now.getTime() + JOB_LEASE_MS).toISOString();
  const result = await db().execute<{ id: number; kind: string; payload: unknown; attempts: number; max_attempts: number }>(sql`
    update job set locked_until = ${leaseEnds}, attempts = attempts + 1
    where id in (
      select id from job
      where state = 'pending' and run_after <= ${at} and (locked_until is null or locked_until <= ${at})
        and kind in (${sql.join(kinds.map((kind) => sql`${kind}`), sql`, `)})
      order by run_after, id
      limit ${limit}
      for update skip locked)
    returning id, kind, payload, attempts, max_attempts`);
  return result.rows.map((row) => ({ id: Number(row.id), kind: row.kind, payload: row.payload, attempts: row.attempts, maxAttempts: row.max_attempts }));
}

/** The wait before attempt `attempts + 1`: 30 s, then twice as long each time, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Claims the due jobs that `handlers` know and runs them one after the other. A job that throws is
 * tried again after `retryDelayMs`, or marked failed, with its error, once it has used its attempts.
 */
export async function runDueJobs(handlers: Readonly<Record<string, JobHandler>>, options: { limit?: number; now?: Date } = {}): Promise<JobRun> {
  const now = options.now ?? new Date();
  const claimed = await claimJobs(Object.keys(handlers), options.limit ?? 50, now);
  const run: JobRun = { done: 0, retried: 0, failed: 0 };
  for (const job of claimed) {
    try {
      await handlers[job.kind]!(job.payload);
      await db().execute(sql`update job set state = 'done', locked_until = null, last_error = null, finished_at = now() where id = ${job.id}`);
      run.done += 1;
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_TEXT_MAX);
      if (job.attempts >= job.maxAttempts) {
        await db().execute(sql`update job set state = 'failed', locked_until = null, last_error = ${message}, finished_at = now() where id = ${job.id}`);
        run.failed += 1;
      } else {
        const retryAt = new Date(now.getTime() + retryDelayMs(job.attempts)).toISOString();
        await db().execute(sql`update job set run_after = ${retryAt}, locked_until = null, last_error = ${message} where id = ${job.id}`);
        run.retried += 1;
      }
    }
  }
  return run;
}

/** A job that runs once per period on one server of all: its key is the period, so each period is enqueued once. */
export type RecurringJob = { kind: string; everyMs: number; /** Where in the period it runs (a digest at 06:00 UTC: 6 hours into the day). */ offsetMs?: number };

/** Enqueues each recurring job's current period (nothing for a period already enqueued, by any server). */
export async function enqueueRecurring(recurring: readonly RecurringJob[], now: Date = new Date()): Promise<number> {
  let added = 0;
  for (const job of recurring) {
    const offset = job.offsetMs ?? 0;
    const period = Math.floor((now.getTime() - offset) / job.everyMs);
    const id = await enqueueJob({ kind: job.kind, key: `${job.kind}@${period}`, runAfter: new Date(period * job.everyMs + offset), maxAttempts: 1 });
    if (id !== null) added += 1;
  }
  return added;
}

const DONE_KEPT_MS = 24 * 60 * 60_000;
const FAILED_KEPT_MS = 30 * 24 * 60 * 60_000;

/** Deletes done jobs after a day and failed ones after 30 days (their errors are read in the meantime). */
export async function sweepFinishedJobs(now: Date = new Date()): Promise<number> {
  const result = await db().execute(sql`
    delete from job
    where (state = 'done' and finished_at < ${new Date(now.getTime() - DONE_KEPT_MS).toISOString()})
       or (state = 'failed' and finished_at < ${new Date(now.getTime() - FAILED_KEPT_MS).toISOString()})`);
  return result.rowCount ?? 0;
}

const RUNNER = Symbol('job runner');
const POLL_MS = 5_000;

/**
 * Starts this server's job loop once per runtime: every few seconds it enqueues the recurring jobs'
 * new periods and runs the due jobs, batch after batch while there are more. It never keeps the
 * process alive on its own, and stops (after the batch under way) before the database pool closes.
 */
export function startJobRunner(options: { handlers: Readonly<Record<string, JobHandler>>; recurring: readonly RecurringJob[]; pollMs?: number }): void {
  runtimeScoped(RUNNER, () => {
    let running: Promise<void> | undefined;
    let stopped = false;
    const lastPeriod = new Map<string, number>();
    const tick = async () => {
      const now = new Date();
      // Only a period this server has not enqueued yet costs a statement.
      const due = options.recurring.filter((job) => lastPeriod.get(job.kind) !== Math.floor((now.getTime() - (job.offsetMs ?? 0)) / job.everyMs));
      if (due.length) {
        await enqueueRecurring(due, now);
        for (const job of due) lastPeriod.set(job.kind, Math.floor((now.getTime() - (job.offsetMs ?? 0)) / job.everyMs));
      }
      const BATCH = 50;
      for (let run = await runDueJobs(options.handlers, { limit: BATCH }); !stopped && run.done + run.retried + run.failed >= BATCH; run = await runDueJobs(options.handlers, { limit: BATCH }));
    };
    const timer = setInterval(() => {
      if (running) return;
      running = tick()
        .catch((error: unknown) => logger().warn({ err: error }, 'background jobs failed'))
        .finally(() => {
          running = undefined;
        });
    }, options.pollMs ?? POLL_MS);
    timer.unref();
    onRuntimeStop(async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    });
    return timer;
  });
}
