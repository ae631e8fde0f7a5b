// The browsers where a member turned push on, and what they chose to receive there
// (docs/decisions/0029-notifications-follows-and-the-feed.md). Push is off for a member until they
// turn it on for a device; from then on each category comes as a push unless they switch it off
// (or it is off by default: app/lib/notification-categories.ts). The sending is app/lib/push-delivery.server.ts.
import { createHash } from 'node:crypto';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { db, schema, type Transaction } from './db.server.ts';
import { NOTIFICATION_CATEGORIES, pushByDefault, type NotificationCategoryId } from './notification-categories.ts';
import { hitWriteLimit } from './write-limits.server.ts';

/** A device as its member's settings page lists it: the endpoint itself stays on the server, its fingerprint tells the browser which one it is. */
export type PushDevice = { id: number; fingerprint: string; userAgent: string | null; createdAt: string; lastSuccessAt: string | null };
export type PushChoice = { id: NotificationCategoryId; push: boolean };

const USER_AGENT_KEPT = 300;

/**
 * The condition that the member `userId` (a value or a column) gets this category's notifications as
 * pushes: they have a device, and the category is on for them.
 */
export function wantsPushSql(userId: SQL | string, category: NotificationCategoryId): SQL {
  return sql`(exists (select 1 from push_subscription ps where ps.user_id = ${userId})
    and coalesce((select np.push from notification_preference np where np.user_id = ${userId} and np.category = ${category}), ${pushByDefault(category)}))`;
}

/** Whether the member gets this category's notifications as pushes. */
export async function pushWanted(userId: string, category: NotificationCategoryId, executor: Pick<Transaction, 'execute'> = db()): Promise<boolean> {
  const { rows } = await executor.execute<{ wanted: boolean }>(sql`select ${wantsPushSql(userId, category)} as wanted`);
  return rows[0]?.wanted === true;
}

/** Every category with the member's push choice for it. */
export async function pushChoices(userId: string): Promise<PushChoice[]> {
  const p = schema.notificationPreferences;
  const rows = await db().select({ category: p.category, push: p.push }).from(p).where(eq(p.userId, userId));
  const chosen = new Map(rows.map((row) => [row.category, row.push]));
  return NOTIFICATION_CATEGORIES.map((category) => ({ id: category.id, push: chosen.get(category.id) ?? pushByDefault(category.id) }));
}

/** Saves the member's push choices; returns the categories that changed. */
export async function savePushChoices(userId: string, choices: Partial<Record<NotificationCategoryId, boolean>>): Promise<NotificationCategoryId[]> {
  const before = new Map((await pushChoices(userId)).map((choice) => [choice.id, choice.push]));
  const changed: NotificationCategoryId[] = [];
  const p = schema.notificationPreferences;
  await db().transaction(async (tx) => {
    for (const category of NOTIFICATION_CATEGORIES) {
      const push = choices[category.id];
      if (push === undefined || before.get(category.id) === push) continue;
      await tx
        .insert(p)
        // A category without a row has its default email choice: the new row keeps it, so a push choice changes no email.
        .values({ userId, category: category.id, email: category.email, push })
        .onConflictDoUpdate({ target: [p.userId, p.category], set: { push, updatedAt: new Date() } });
      changed.push(category.id);
    }
  });
  return changed;
}

/** The first 12 bytes of the endpoint's SHA-256, base64url: what the browser computes from its own (app/features/account/push-device.ts). */
export function endpointFingerprint(endpoint: string): string {
  return createHash('sha256').update(endpoint).digest().subarray(0, 12).toString('base64url');
}

/** The member's devices that receive pushes, newest first. */
export async function pushDevicesOf(userId: string): Promise<PushDevice[]> {
  const s = schema.pushSubscriptions;
  const rows = await db().select({ id: s.id, endpoint: s.endpoint, userAgent: s.userAgent, createdAt: s.createdAt, lastSuccessAt: s.lastSuccessAt }).from(s).where(eq(s.userId, userId)).orderBy(desc(s.id));
  return rows.map((row) => ({ id: row.id, fingerprint: endpointFingerprint(row.endpoint), userAgent: row.userAgent, createdAt: row.createdAt.toISOString(), lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null }));
}

export type NewPushDevice = { userId: string; endpoint: string; p256dh: string; auth: string; userAgent: string | null };

/**
 * Turns push on for a browser. An endpoint is one browser's: when another member had turned push on
 * in it, it is now this member's (the browser passed from one to the other), and their pushes stop there.
 */
export async function addPushDevice(device: NewPushDevice): Promise<{ ok: true } | { ok: false; limited: true }> {
  if (!(await hitWriteLimit('pushDevice', device.userId)).allowed) return { ok: false, limited: true };
  const s = schema.pushSubscriptions;
  const values = { userId: device.userId, endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth, userAgent: device.userAgent?.slice(0, USER_AGENT_KEPT) ?? null };
  await db()
    .insert(s)
    .values(values)
    .onConflictDoUpdate({ target: s.endpoint, set: { ...values, createdAt: new Date(), lastSuccessAt: null } });
  return { ok: true };
}

/** Turns push off for the browser with this endpoint, if it is the member's. */
export async function removePushEndpoint(userId: string, endpoint: string): Promise<boolean> {
  const s = schema.pushSubscriptions;
  const removed = await db().delete(s).where(and(eq(s.userId, userId), eq(s.endpoint, endpoint))).returning({ id: s.id });
  return removed.length > 0;
}

/** Removes one of the member's devices from their list; false when it is not theirs. */
export async function removePushDevice(userId: string, id: number): Promise<boolean> {
  const s = schema.pushSubscriptions;
  const removed = await db().delete(s).where(and(eq(s.userId, userId), eq(s.id, id))).returning({ id: s.id });
  return removed.length > 0;
}
