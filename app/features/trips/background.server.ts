// The minute-by-minute work of trips and the inbox on each app server: requests whose seat hold ran
// out give their seats back (the waiting list moves up), and unread messages get their reminder
// email. Started by the first page request a server answers; every server runs it, and each step is
// claimed in the database, so running it on several servers at once does each thing once.
import { logger, onRuntimeStop, runtimeScoped } from '../../lib/runtime.server.ts';
import { sendUnreadReminders } from '../inbox/inbox-emails.server.ts';
import { expireHolds } from './reservations.service.server.ts';

const EVERY_MS = 60_000;
const BACKGROUND = Symbol('trips background work');

export async function runBackgroundWork(now: Date = new Date()): Promise<{ expired: number; reminded: number }> {
  const expired = await expireHolds(now);
  const reminded = await sendUnreadReminders(now);
  return { expired, reminded };
}

/**
 * Starts the timer once per runtime; it never keeps the process alive on its own, and it stops (after
 * the step under way) when the server shuts down, before the database pool closes.
 */
export function startBackgroundWork(): void {
  runtimeScoped(BACKGROUND, () => {
    let running: Promise<void> | undefined;
    const timer = setInterval(() => {
      if (running) return;
      running = runBackgroundWork()
        .then(() => undefined)
        .catch((error: unknown) => logger().warn({ err: error }, 'trips and inbox background work failed'))
        .finally(() => {
          running = undefined;
        });
    }, EVERY_MS);
    timer.unref();
    onRuntimeStop(async () => {
      clearInterval(timer);
      await running;
    });
    return timer;
  });
}
