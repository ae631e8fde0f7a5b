// The minute-by-minute work of trips and the inbox on each app server: requests whose seat hold ran
// out give their seats back (the waiting list moves up), and unread messages get their reminder
// email. Started by the first page request a server answers; every server runs it, and each step is
// claimed in the database, so running it on several servers at once does each thing once.
import { logger } from '../../lib/runtime.server.ts';
import { sendUnreadReminders } from '../inbox/inbox-emails.server.ts';
import { expireHolds } from './reservations.service.server.ts';

const EVERY_MS = 60_000;
let timer: NodeJS.Timeout | undefined;
let running = false;

export async function runBackgroundWork(now: Date = new Date()): Promise<{ expired: number; reminded: number }> {
  const expired = await expireHolds(now);
  const reminded = await sendUnreadReminders(now);
  return { expired, reminded };
}

/** Starts the timer once per process; it never keeps the process alive on its own. */
export function startBackgroundWork(): void {
  if (timer) return;
  timer = setInterval(() => {
    if (running) return;
    running = true;
    runBackgroundWork()
      .catch((error: unknown) => logger().warn({ err: error }, 'trips and inbox background work failed'))
      .finally(() => {
        running = false;
      });
  }, EVERY_MS);
  timer.unref();
}
