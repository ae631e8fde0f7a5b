// What every app server does in the background, as jobs of the shared queue (app/lib/jobs.server.ts):
// seat holds that ran out give their seats back, unread messages get their reminder, failed emails are
// tried again, followers hear of what they follow, pushes go out, the daily digest goes out, and finished
// jobs are cleared away. Started by the first page request a server answers; each job runs on one
// server, however many run this.
import { sendUnreadReminders } from './features/inbox/inbox-emails.server.ts';
import { expireHolds } from './features/trips/reservations.service.server.ts';
import { FAN_OUT_JOB, fanOutJob } from './lib/activity.server.ts';
import { startJobRunner, sweepFinishedJobs, type JobHandler, type RecurringJob } from './lib/jobs.server.ts';
import { DIGEST_JOB, digestJob, EMAIL_JOB, emailJob } from './lib/notify.server.ts';
import { PUSH_JOB, pushJob } from './lib/push-delivery.server.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const JOB_HANDLERS: Readonly<Record<string, JobHandler>> = {
  'expire-seat-holds': async () => {
    await expireHolds(new Date());
  },
  'unread-message-reminders': async () => {
    await sendUnreadReminders(new Date());
  },
  [EMAIL_JOB]: emailJob,
  [PUSH_JOB]: pushJob,
  [DIGEST_JOB]: digestJob,
  [FAN_OUT_JOB]: fanOutJob,
  'sweep-finished-jobs': async () => {
    await sweepFinishedJobs();
  },
};

export const RECURRING_JOBS: readonly RecurringJob[] = [
  { kind: 'expire-seat-holds', everyMs: MINUTE },
  { kind: 'unread-message-reminders', everyMs: MINUTE },
  // The digest of the day before, at 06:00 UTC.
  { kind: DIGEST_JOB, everyMs: 24 * HOUR, offsetMs: 6 * HOUR },
  { kind: 'sweep-finished-jobs', everyMs: HOUR },
];

export function startBackgroundWork(): void {
  startJobRunner({ handlers: JOB_HANDLERS, recurring: RECURRING_JOBS });
}
