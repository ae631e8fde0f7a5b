import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from './db.server.ts';
import { claimJobs, enqueueJob, enqueueRecurring, JOB_LEASE_MS, retryDelayMs, runDueJobs, sweepFinishedJobs } from './jobs.server.ts';

type Row = { id: number; kind: string; state: string; attempts: number; last_error: string | null; run_after: Date; key: string | null };

async function jobsOf(kind: string): Promise<Row[]> {
  const result = await db().execute<Row>(sql`select id, kind, state, attempts, last_error, run_after, key from job where kind = ${kind} order by id`);
  return result.rows.map((row) => ({ ...row, id: Number(row.id), run_after: new Date(row.run_after) }));
}

describe('the background job queue', () => {
  it('adds a job with a key once, even after it is done', async () => {
    const first = await enqueueJob({ kind: 'test.keyed', key: 'digest:2026-11-29', payload: { day: '2026-11-29' } });
    expect(first).toBeTypeOf('number');
    expect(await enqueueJob({ kind: 'test.keyed', key: 'digest:2026-11-29' })).toBeNull();
    const seen: unknown[] = [];
    await runDueJobs({ 'test.keyed': async (payload) => void seen.push(payload) });
    expect(await enqueueJob({ kind: 'test.keyed', key: 'digest:2026-11-29' })).toBeNull();
    expect(seen).toEqual([{ day: '2026-11-29' }]);
    expect((await jobsOf('test.keyed')).map((job) => job.state)).toEqual(['done']);
  });

  it('runs each job once when two servers look for work at the same moment', async () => {
    for (let i = 0; i < 30; i += 1) await enqueueJob({ kind: 'test.race', payload: { n: i } });
    const runs: number[] = [];
    const handler = async (payload: unknown) => {
      runs.push((payload as { n: number }).n);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const [a, b] = await Promise.all([runDueJobs({ 'test.race': handler }, { limit: 20 }), runDueJobs({ 'test.race': handler }, { limit: 20 })]);
    const rest = await runDueJobs({ 'test.race': handler });
    expect(a.done + b.done + rest.done).toBe(30);
    expect([...runs].sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, i) => i));
  });

  it('passes over jobs another server is claiming at that moment instead of waiting for them', async () => {
    const now = new Date('2030-03-01T08:00:00Z');
    for (let i = 0; i < 6; i += 1) await enqueueJob({ kind: 'test.busy', payload: { n: i }, runAfter: now });
    const ids = (await jobsOf('test.busy')).map((job) => job.id);
    const lockedIds = ids.slice(0, 3);
    let claimedMeanwhile: number[] = [];
    await db().transaction(async (tx) => {
      // Another server's claim, still under way: it holds the first three rows.
      await tx.execute(sql`select id from job where id in (${sql.join(lockedIds.map((id) => sql`${id}`), sql`, `)}) for update`);
      claimedMeanwhile = (await claimJobs(['test.busy'], 10, now)).map((job) => job.id);
    });
    expect(claimedMeanwhile.sort((a, b) => a - b)).toEqual(ids.slice(3));
  });

  it('tries a failing job again later, waiting longer each time, and keeps its error once it has used its attempts', async () => {
    const start = new Date('2030-01-01T08:00:00Z');
    await enqueueJob({ kind: 'test.failing', maxAttempts: 3, runAfter: start });
    const failing = { 'test.failing': async () => Promise.reject(new Error('the mail server refused the message')) };

    expect(await runDueJobs(failing, { now: start })).toEqual({ done: 0, retried: 1, failed: 0 });
    const [afterFirst] = await jobsOf('test.failing');
    expect(afterFirst).toMatchObject({ state: 'pending', attempts: 1, last_error: 'the mail server refused the message' });
    expect(afterFirst!.run_after.getTime() - start.getTime()).toBe(30_000);
    // Not due yet: nothing is claimed before the wait is over.
    expect(await runDueJobs(failing, { now: new Date(start.getTime() + 29_000) })).toEqual({ done: 0, retried: 0, failed: 0 });

    const second = new Date(start.getTime() + 30_000);
    expect(await runDueJobs(failing, { now: second })).toEqual({ done: 0, retried: 1, failed: 0 });
    expect((await jobsOf('test.failing'))[0]!.run_after.getTime() - second.getTime()).toBe(60_000);

    expect(await runDueJobs(failing, { now: new Date(second.getTime() + 60_000) })).toEqual({ done: 0, retried: 0, failed: 1 });
    expect(await jobsOf('test.failing')).toMatchObject([{ state: 'failed', attempts: 3, last_error: 'the mail server refused the message' }]);
    // A failed job is never claimed again.
    expect(await runDueJobs(failing, { now: new Date('2031-01-01T00:00:00Z') })).toEqual({ done: 0, retried: 0, failed: 0 });
  });

  it('gives a job whose server stopped answering to another server once its lease ends', async () => {
    const now = new Date('2030-02-01T08:00:00Z');
    await enqueueJob({ kind: 'test.lease', runAfter: now });
    expect(await claimJobs(['test.lease'], 10, now)).toHaveLength(1);
    expect(await claimJobs(['test.lease'], 10, new Date(now.getTime() + JOB_LEASE_MS - 1000))).toEqual([]);
    expect(await claimJobs(['test.lease'], 10, new Date(now.getTime() + JOB_LEASE_MS))).toMatchObject([{ kind: 'test.lease', attempts: 2 }]);
  });

  it('leaves jobs of kinds it has no handler for, and adds none when the change that asked for one is rolled back', async () => {
    await enqueueJob({ kind: 'test.unhandled' });
    expect(await runDueJobs({ 'test.other': async () => undefined })).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(await jobsOf('test.unhandled')).toMatchObject([{ state: 'pending', attempts: 0 }]);

    await expect(
      db().transaction(async (tx) => {
        await enqueueJob({ kind: 'test.rolled-back' }, tx);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await jobsOf('test.rolled-back')).toEqual([]);
  });

  it('refuses a kind that is not a plain name, and waits at most six hours between attempts', async () => {
    await expect(enqueueJob({ kind: 'bad kind; drop table job' })).rejects.toThrow('Invalid job kind');
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(40)).toBe(6 * 60 * 60_000);
  });

  it('enqueues a recurring job once per period however many servers ask, due at the start of its period', async () => {
    const recurring = [{ kind: 'test.daily', everyMs: 86_400_000, offsetMs: 6 * 3_600_000 }];
    const at = new Date('2031-03-04T09:30:00Z');
    expect(await enqueueRecurring(recurring, at)).toBe(1);
    expect(await enqueueRecurring(recurring, new Date('2031-03-05T05:59:00Z'))).toBe(0);
    expect(await enqueueRecurring(recurring, new Date('2031-03-05T06:00:00Z'))).toBe(1);
    expect((await jobsOf('test.daily')).map((job) => job.run_after.toISOString())).toEqual(['2031-03-04T06:00:00.000Z', '2031-03-05T06:00:00.000Z']);
  });

  it('clears done jobs after a day and failed ones after thirty, leaving waiting ones', async () => {
    for (const state of ['done', 'failed', 'pending']) await enqueueJob({ kind: `test.sweep.${state}` });
    await db().execute(sql`update job set state = substring(kind from 12), finished_at = now() - interval '2 days' where kind like 'test.sweep.%' and kind <> 'test.sweep.pending'`);
    await sweepFinishedJobs();
    expect((await jobsOf('test.sweep.done')).length).toBe(0);
    expect((await jobsOf('test.sweep.failed')).length).toBe(1);
    expect((await jobsOf('test.sweep.pending')).length).toBe(1);
    await sweepFinishedJobs(new Date(Date.now() + 31 * 86_400_000));
    expect((await jobsOf('test.sweep.failed')).length).toBe(0);
    expect((await jobsOf('test.sweep.pending')).length).toBe(1);
  });
});
