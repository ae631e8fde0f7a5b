// Sending a notification as a push (docs/decisions/0029-notifications-follows-and-the-feed.md). `notify`
// writes the push delivery and its job in the notification's transaction; the job, on whichever server
// claims it, posts to each of the member's devices a push that holds only the notification's id (the
// service worker, app/push-worker/, asks the site for its text with the member's cookie), so nothing
// private passes through a push service. A device its push service no longer knows (404, 410) is
// deleted at once; other failures are tried again by the job, as emails are.
import { eq, sql } from 'drizzle-orm';
import webPush from 'web-push';
import { db, schema, type Transaction } from './db.server.ts';
import { enqueueJob, enqueueJobs, JOB_LEASE_MS } from './jobs.server.ts';
import { wantsPushSql } from './push-subscriptions.server.ts';
import { getRuntime, logger } from './runtime.server.ts';

export const PUSH_JOB = 'notification.push';
/** How long a push service keeps a push for a device that is offline: after a day it is old news. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** Tries per delivery, as for an email: 30 s, then twice as long each time. */
const PUSH_ATTEMPTS = 8;
const PUSH_TIMEOUT_MS = 10_000;

/** What a push carries: the notification's id, nothing more. */
export type PushPayload = { id: number };
/** Kept on the delivery between tries: the devices that have the push already. */
type PushProgress = { sent: number[] };

/** Adds the notification's push delivery and the job that sends it, in the transaction that records the notification. */
export async function queuePush(tx: Transaction, notificationId: number): Promise<void> {
  const [delivery] = await tx
    .insert(schema.notificationDeliveries)
    .values({ notificationId, channel: 'push', state: 'pending' })
    .onConflictDoNothing()
    .returning({ id: schema.notificationDeliveries.id });
  if (delivery) await enqueueJob({ kind: PUSH_JOB, payload: { deliveryId: delivery.id }, key: `${PUSH_JOB}:${delivery.id}`, maxAttempts: PUSH_ATTEMPTS }, tx);
}

/**
 * Adds the push deliveries and their jobs for an activity's notifications (the fan-out's, category
 * "following"), for each member who wants pushes of it and has a device. Safe to run again: a
 * notification has one push delivery. Returns how many were queued.
 */
export async function queueActivityPushes(activityId: number): Promise<number> {
  return db().transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: number }>(sql`
      insert into notification_delivery (notification_id, channel, state)
      select n.id, 'push', 'pending' from notification n
      where n.activity_id = ${activityId} and n.category = 'following' and ${wantsPushSql(sql`n.user_id`, 'following')}
      on conflict (notification_id, channel) do nothing
      returning id`);
    await enqueueJobs(rows.map((row) => ({ kind: PUSH_JOB, payload: { deliveryId: Number(row.id) }, key: `${PUSH_JOB}:${row.id}`, maxAttempts: PUSH_ATTEMPTS })), tx);
    return rows.length;
  });
}

/**
 * Sends a pending push delivery to each of its member's devices that lacks it. It is claimed first, so
 * a second server finds it taken or sent. Returns false when a device failed and it waits for a retry.
 */
export async function deliverPush(deliveryId: number, now: Date = new Date()): Promise<boolean> {
  const d = schema.notificationDeliveries;
  const [claimed] = await db()
    .update(d)
    .set({ state: 'sending', attempts: sql`${d.attempts} + 1`, lockedUntil: new Date(now.getTime() + JOB_LEASE_MS) })
    .where(sql`${d.id} = ${deliveryId} and ${d.channel} = 'push' and (${d.state} = 'pending' or (${d.state} = 'sending' and ${d.lockedUntil} <= ${now.toISOString()}))`)
    .returning({ notificationId: d.notificationId, message: d.message, attempts: d.attempts });
  if (!claimed) return true;
  const keys = getRuntime().push;
  const sent = new Set((claimed.message as PushProgress | null)?.sent ?? []);
  const s = schema.pushSubscriptions;
  const devices = await db()
    .select({ id: s.id, endpoint: s.endpoint, p256dh: s.p256dh, auth: s.auth })
    .from(s)
    .innerJoin(schema.notifications, eq(schema.notifications.userId, s.userId))
    .where(eq(schema.notifications.id, claimed.notificationId));
  const failures: string[] = [];
  for (const device of devices) {
    if (sent.has(device.id)) continue;
    try {
      if (!keys) throw new Error('This server has no VAPID keys');
      const payload: PushPayload = { id: claimed.notificationId };
      await webPush.sendNotification({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, JSON.stringify(payload), {
        vapidDetails: keys,
        TTL: PUSH_TTL_SECONDS,
        urgency: 'normal',
        timeout: PUSH_TIMEOUT_MS,
      });
      sent.add(device.id);
      await db().update(s).set({ lastSuccessAt: new Date() }).where(eq(s.id, device.id));
    } catch (error) {
      if (error instanceof webPush.WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        // The browser dropped the subscription (push turned off in its settings, the site's data cleared).
        await db().delete(s).where(eq(s.id, device.id));
        continue;
      }
      failures.push(error instanceof webPush.WebPushError ? `${error.statusCode} ${error.body}`.trim() : error instanceof Error ? error.message : String(error));
    }
  }
  const progress: PushProgress = { sent: [...sent] };
  if (failures.length === 0) {
    await db().update(d).set({ state: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null, message: progress }).where(eq(d.id, deliveryId));
    return true;
  }
  const lastError = failures.join('\n').slice(0, 2000);
  const givenUp = claimed.attempts >= PUSH_ATTEMPTS;
  await db().update(d).set({ state: givenUp ? 'failed' : 'pending', lockedUntil: null, lastError, message: progress }).where(eq(d.id, deliveryId));
  logger().warn({ deliveryId, failures: failures.length, givenUp }, givenUp ? 'notification push failed for good' : 'notification push failed; it is tried again');
  return givenUp;
}

/** The job that sends a push delivery; throwing leaves the retrying to the job queue. */
export async function pushJob(payload: unknown): Promise<void> {
  const deliveryId = Number((payload as { deliveryId?: unknown }).deliveryId);
  if (!Number.isSafeInteger(deliveryId)) return;
  if (!(await deliverPush(deliveryId))) throw new Error(`Push delivery ${deliveryId} failed`);
}
