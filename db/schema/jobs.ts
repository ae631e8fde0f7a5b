import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Work to be done in the background, shared by every app server (see app/lib/jobs.server.ts). A server
 * claims a due job by leasing it (`lockedUntil`) under `for update skip locked`, so two servers never
 * run the same job at once; a job whose server died is claimed again once its lease ends. A job with a
 * `key` is enqueued once: the key is its idempotency key, kept after the job is done.
 */
export const jobs = pgTable(
  'job',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    key: text('key'),
    state: text('state', { enum: ['pending', 'done', 'failed'] }).notNull().default('pending'),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('job_key_idx').on(table.key).where(sql`${table.key} is not null`),
    index('job_due_idx').on(table.runAfter).where(sql`${table.state} = 'pending'`),
    check('job_kind_present', sql`length(${table.kind}) between 1 and 100`),
    check('job_state_known', sql`${table.state} in ('pending', 'done', 'failed')`),
    check('job_attempts_bounded', sql`${table.attempts} >= 0 and ${table.maxAttempts} between 1 and 100`),
  ],
);
