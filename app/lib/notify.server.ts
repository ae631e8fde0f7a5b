// The one way the site tells a person something (docs/decisions/0029-notifications-follows-and-the-feed.md).
// `notify` records a notification for a member (their notification list shows it) and delivers it by
// email as the member chose for its category: at once, in the daily digest, or not at all. `sendEmail`
// is the one sender of every email, members' or not: it adds the footer that says why the mail came and
// how to stop it, and RFC 8058's one-click unsubscribe headers. Nothing here throws at its caller: the
// change a notification announces is saved already, and an email that fails is tried again by a job.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { EmailChoice, NotificationParam } from '../../db/schema/notifications.ts';
import { db, schema } from './db.server.ts';
import { createTranslator, type Locale, type MessageParams, type Translator } from './i18n.ts';
import { loadMessages } from './i18n.server.ts';
import { notifyMemberNotified } from './inbox-events.server.ts';
import { enqueueJob, JOB_LEASE_MS } from './jobs.server.ts';
import { DIGEST_UNSUBSCRIBE, notificationCategory, NOTIFICATION_CATEGORIES, type NotificationCategoryId } from './notification-categories.ts';
import { publicOrigin } from './public-origin.server.ts';
import { queuePush } from './push-delivery.server.ts';
import { pushWanted } from './push-subscriptions.server.ts';
import { centerAudience, recipientsFor, recipientWithEmailChoice, type Recipient } from './recipients.server.ts';
import { getRuntime, logger } from './runtime.server.ts';

export type EmailContent = { subject: string; text: string; replyTo?: string };

/** Mail that belongs to no member's category: their account's own (verify, reset, sign-in alerts) and the staff's. */
type OtherMail = 'account' | 'staff';

export type Notice = {
  userId: string;
  category: NotificationCategoryId;
  /** Its line in the notification list: a key of the "notifications" catalogue and its values. */
  kind: string;
  params?: Record<string, NotificationParam>;
  /** A path on this site. */
  link: string;
  /** The email, written in its reader's language; a notice without one is not emailed. */
  email?: (to: Recipient, link: string) => EmailContent | Promise<EmailContent>;
  /** Whom the email goes to when not the member themselves (a centre's own address, in its owner's language). */
  emailTo?: Recipient;
  /** Listed as read already: the same news is unread elsewhere and counted there (a conversation's message). */
  read?: boolean;
};

export const EMAIL_JOB = 'notification.email';
export const DIGEST_JOB = 'notification.digest';
const NAMESPACES = ['notifications'];

function translator(locale: Locale): Translator {
  return createTranslator(locale, loadMessages(locale, NAMESPACES));
}

function absolute(path: string): string {
  return `${publicOrigin().replace(/\/+$/, '')}${path}`;
}

// ---------------------------------------------------------------------------------------------------
// Unsubscribing without signing in: a link per member and category, signed with the site's secret.

function unsubscribeKey(): Buffer {
  return createHmac('sha256', getRuntime().authSecret).update('notification unsubscribe').digest();
}

export function unsubscribeToken(userId: string, category: string): string {
  return createHmac('sha256', unsubscribeKey()).update(`${userId}\n${category}`).digest('base64url');
}

export function unsubscribePath(userId: string, category: string): string {
  const query = new URLSearchParams({ u: userId, c: category, t: unsubscribeToken(userId, category) });
  return `/unsubscribe?${query}`;
}

/** Whether `token` is the one this site made for the member and category. */
export function unsubscribeTokenValid(userId: string, category: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(userId, category));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

// ---------------------------------------------------------------------------------------------------
// Sending

type Footer = { category: NotificationCategoryId | typeof DIGEST_UNSUBSCRIBE; userId: string } | { category: OtherMail };

/** The unsubscribe link's lines and RFC 8058 headers. */
function unsubscribeFooter(userId: string, category: string, t: Translator) {
  const unsubscribe = absolute(unsubscribePath(userId, category));
  return { line: t('notifications.footer.unsubscribe', { link: unsubscribe }), headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}

function footerOf(footer: Footer, t: Translator, params: MessageParams): { lines: string[]; headers?: Record<string, string> } {
  if (!('userId' in footer)) return { lines: footer.category === 'account' ? [t('notifications.footer.account', params)] : [] };
  if (footer.category === DIGEST_UNSUBSCRIBE) {
    const { line, headers } = unsubscribeFooter(footer.userId, DIGEST_UNSUBSCRIBE, t);
    return { lines: [t('notifications.footer.digest', params), line, t('notifications.footer.settings', { link: absolute('/account/notifications/settings') })], headers };
  }
  const category = notificationCategory(footer.category);
  const settings = t('notifications.footer.settings', { link: absolute('/account/notifications/settings') });
  if (category.transactional) return { lines: [t(`notifications.category.${category.id}.transactional`), settings] };
  const { line, headers } = unsubscribeFooter(footer.userId, category.id, t);
  return { lines: [t('notifications.footer.why', { ...params, category: t(`notifications.category.${category.id}.name`) }), line, settings], headers };
}

/**
 * Sends one email with the footer of its category, in the recipient's language. Throws when the mail
 * server refuses it; `notify` and the account's mails decide what that means for them.
 */
export async function sendEmail(to: Recipient, content: EmailContent, footer: Footer): Promise<void> {
  const { config, mailer } = getRuntime();
  const t = translator(to.locale);
  const { lines, headers } = footerOf(footer, t, { orgName: config.ORG_NAME, email: to.email });
  const text = lines.length ? `${content.text}\n\n-- \n${lines.join('\n')}` : content.text;
  await mailer.send({ to: to.email, subject: content.subject, text, replyTo: content.replyTo, headers });
}

// ---------------------------------------------------------------------------------------------------
// Notifying

/** The member's email choice for a category: the one they made, else the category's default; a transactional one is always immediate. */
function emailChoice(categoryId: NotificationCategoryId, chosen: EmailChoice | null): EmailChoice {
  const category = notificationCategory(categoryId);
  return category.transactional ? 'immediate' : (chosen ?? category.email);
}

type StoredEmail = { to: Recipient; content: EmailContent; userId: string; category: NotificationCategoryId };

/**
 * Records a notification and delivers it as its member chose. Returns its id, or null when the member
 * is gone or it could not be recorded (logged; the caller's change stands).
 */
export async function notify(notice: Notice): Promise<number | null> {
  try {
    const read = await recipientWithEmailChoice(notice.userId, notice.category);
    if (!read) return null;
    const member = read.recipient;
    const category = notificationCategory(notice.category);
    const choice = notice.email ? emailChoice(notice.category, read.chosen) : 'off';
    const push = await pushWanted(notice.userId, notice.category);
    const to = notice.emailTo ?? member;
    const stored: StoredEmail | null = choice === 'immediate' && notice.email ? { to, content: await notice.email(to, absolute(notice.link)), userId: notice.userId, category: notice.category } : null;
    const { notificationId, deliveryId } = await db().transaction(async (tx) => {
      const [row] = await tx
        .insert(schema.notifications)
        .values({ userId: notice.userId, category: notice.category, kind: notice.kind, params: notice.params ?? {}, link: notice.link, listed: category.listed, readAt: category.listed && !notice.read ? null : new Date() })
        .returning({ id: schema.notifications.id });
      const id = row!.id;
      if (category.listed && !notice.read) await notifyMemberNotified(tx, notice.userId);
      // Sent by a job once this commits, never on the request's path.
      if (push) await queuePush(tx, id);
      if (choice === 'off') return { notificationId: id, deliveryId: null };
      const [delivery] = await tx
        .insert(schema.notificationDeliveries)
        .values({ notificationId: id, channel: 'email', state: choice === 'digest' ? 'digest' : 'pending', message: stored })
        .returning({ id: schema.notificationDeliveries.id });
      return { notificationId: id, deliveryId: choice === 'digest' ? null : delivery!.id };
    });
    if (deliveryId !== null && !(await deliverEmail(deliveryId))) {
      await enqueueJob({ kind: EMAIL_JOB, payload: { deliveryId }, key: `${EMAIL_JOB}:${deliveryId}`, runAfter: new Date(Date.now() + 30_000), maxAttempts: 8 });
    }
    return notificationId;
  } catch (error) {
    logger().error({ err: error, category: notice.category, kind: notice.kind }, 'notification failed');
    return null;
  }
}

/**
 * Tells a dive centre's owner and managers, each in their own list. When the centre has its own
 * address, that address takes the email (through the owner's notification, under the owner's choice)
 * in place of theirs.
 */
export async function notifyCenter(centerId: number, notice: Omit<Notice, 'userId' | 'emailTo'>): Promise<void> {
  const { members, address } = await centerAudience(centerId);
  for (const [index, userId] of members.entries()) {
    if (!address) await notify({ ...notice, userId });
    else if (index === 0) await notify({ ...notice, userId, emailTo: address });
    else await notify({ ...notice, userId, email: undefined });
  }
}

/**
 * Sends a pending email delivery once: it is claimed first, so a second server (or the job that
 * retries it) finds it taken or sent. Returns false when sending failed and it waits for a retry.
 */
export async function deliverEmail(deliveryId: number, now: Date = new Date()): Promise<boolean> {
  const d = schema.notificationDeliveries;
  const [claimed] = await db()
    .update(d)
    .set({ state: 'sending', attempts: sql`${d.attempts} + 1`, lockedUntil: new Date(now.getTime() + JOB_LEASE_MS) })
    .where(and(eq(d.id, deliveryId), sql`(${d.state} = 'pending' or (${d.state} = 'sending' and ${d.lockedUntil} <= ${now.toISOString()}))`))
    .returning({ message: d.message });
  if (!claimed) return true;
  const stored = claimed.message as StoredEmail | null;
  try {
    if (!stored) throw new Error('The delivery has no email');
    await sendEmail(stored.to, stored.content, { category: stored.category, userId: stored.userId });
    await db().update(d).set({ state: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null }).where(eq(d.id, deliveryId));
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db().update(d).set({ state: 'pending', lockedUntil: null, lastError: message.slice(0, 2000) }).where(eq(d.id, deliveryId));
    logger().warn({ err: error, deliveryId }, 'notification email failed; it is tried again');
    return false;
  }
}

/** The job that tries a failed email again; throwing leaves the retrying to the job queue. */
export async function emailJob(payload: unknown): Promise<void> {
  const deliveryId = Number((payload as { deliveryId?: unknown }).deliveryId);
  if (!Number.isSafeInteger(deliveryId)) return;
  if (!(await deliverEmail(deliveryId))) throw new Error(`Email delivery ${deliveryId} failed`);
}

// ---------------------------------------------------------------------------------------------------
// The daily digest

/** How many members one digest job writes to before it leaves the rest to the next job. */
const DIGEST_BATCH = 500;
/** How long a member's digest that the mail server refused waits before a run tries it again. */
const DIGEST_RETRY_MS = 60 * 60_000;
/** The most lines one digest lists; the rest are counted and left on the site. */
const DIGEST_LINES = 30;

type DigestLine = { deliveryId: number; kind: string; params: Record<string, NotificationParam>; link: string; createdAt: Date };

/**
 * Writes one digest per member whose digest deliveries wait, for up to `batch` members: their rows are
 * claimed together (a lease, as jobs have), and each member's are marked sent right after their mail,
 * so a run that stops and starts again sends nothing twice (at most the one mail under way when it
 * stopped). Returns how many digests went out and whether members are left.
 */
export async function sendDigests(options: { now?: Date; batch?: number } = {}): Promise<{ sent: number; more: boolean }> {
  const now = options.now ?? new Date();
  const batch = options.batch ?? DIGEST_BATCH;
  const waiting = waitingForDigest(now);
  // The members of the oldest waiting rows (read from the partial index of waiting deliveries), then all their rows.
  const { rows } = await db().execute<{ delivery_id: number; user_id: string; kind: string; params: Record<string, NotificationParam>; link: string; created_at: Date }>(sql`
    with members as (
      select distinct n.user_id from (
        select d.notification_id from notification_delivery d where ${waiting} order by d.state, d.created_at limit ${batch}
      ) w join notification n on n.id = w.notification_id
    )
    update notification_delivery d set state = 'sending', attempts = d.attempts + 1, locked_until = ${new Date(now.getTime() + JOB_LEASE_MS).toISOString()}
    from notification n
    where n.id = d.notification_id and n.user_id in (select user_id from members) and ${waiting}
    returning d.id as delivery_id, n.user_id, n.kind, n.params, n.link, n.created_at`);
  const byMember = new Map<string, DigestLine[]>();
  for (const row of rows) {
    const lines = byMember.get(row.user_id) ?? [];
    lines.push({ deliveryId: Number(row.delivery_id), kind: row.kind, params: row.params, link: row.link, createdAt: new Date(row.created_at) });
    byMember.set(row.user_id, lines);
  }
  const recipients = await recipientsFor([...byMember.keys()]);
  let sent = 0;
  for (const [userId, lines] of byMember) {
    try {
      if (await sendDigestTo(userId, recipients.get(userId) ?? null, lines, now)) sent += 1;
    } catch (error) {
      logger().error({ err: error }, 'notification digest failed for a member');
    }
  }
  return { sent, more: rows.length > 0 && (await digestsWaiting(now)) };
}

/** A digest delivery `d` that waits to be sent at `now`: not yet sent, and not claimed by a run still under way. */
function waitingForDigest(now: Date) {
  const at = now.toISOString();
  return sql`d.channel = 'email' and d.message is null and d.created_at <= ${at} and d.state in ('digest', 'sending') and (d.locked_until is null or d.locked_until <= ${at})`;
}

async function digestsWaiting(now: Date): Promise<boolean> {
  const { rows } = await db().execute<{ one: number }>(sql`select 1 as one from notification_delivery d where ${waitingForDigest(now)} limit 1`);
  return rows.length > 0;
}

async function sendDigestTo(userId: string, to: Recipient | null, lines: DigestLine[], now: Date): Promise<boolean> {
  const ids = lines.map((line) => line.deliveryId);
  const d = schema.notificationDeliveries;
  if (!to) {
    await db().update(d).set({ state: 'failed', lockedUntil: null, lastError: 'member gone' }).where(inArray(d.id, ids));
    return false;
  }
  try {
    const t = translator(to.locale);
    lines.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    const shown = lines.slice(0, DIGEST_LINES).map((line) => `• ${renderNotification(t, line.kind, line.params)}\n  ${absolute(line.link)}`);
    const more = lines.length - shown.length;
    const { config } = getRuntime();
    const params = { name: to.firstName, orgName: config.ORG_NAME, count: lines.length, link: absolute('/account/notifications') };
    const text = [t.plural('notifications.digest.intro', lines.length, params), shown.join('\n\n'), more > 0 ? t.plural('notifications.digest.more', more, params) : '', t('notifications.digest.open', params)].filter(Boolean).join('\n\n');
    await sendEmail(to, { subject: t.plural('notifications.digest.subject', lines.length, params), text }, { category: DIGEST_UNSUBSCRIBE, userId });
    await db().update(d).set({ state: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null }).where(inArray(d.id, ids));
    return true;
  } catch (error) {
    // Back to waiting, left alone for an hour so this run goes on to the other members: a run after that
    // (tomorrow's, or this one started again later) sends them.
    await db().update(d).set({ state: 'digest', lockedUntil: new Date(now.getTime() + DIGEST_RETRY_MS), lastError: (error instanceof Error ? error.message : String(error)).slice(0, 2000) }).where(inArray(d.id, ids));
    throw error;
  }
}

/** The digest job: sends a batch and, while members are left, enqueues itself again at once. */
export async function digestJob(payload: unknown): Promise<void> {
  const run = Number((payload as { run?: unknown }).run ?? 0);
  const { more } = await sendDigests();
  if (more) await enqueueJob({ kind: DIGEST_JOB, payload: { run: run + 1 } });
}

// ---------------------------------------------------------------------------------------------------
// The notification list

/** A notification's line in the reader's language; a title written per language is shown in theirs. */
export function renderNotification(t: Translator, kind: string, params: Record<string, NotificationParam>): string {
  const values: MessageParams = {};
  for (const [name, value] of Object.entries(params)) {
    values[name] = typeof value === 'object' && value !== null ? (value[t.locale] ?? value.en ?? Object.values(value)[0] ?? '') : value;
  }
  return t(`notifications.kind.${kind}`, values);
}

export type NotificationItem = { id: number; category: string; text: string; link: string; createdAt: string; read: boolean };

const PAGE_SIZE = 30;

/** A page of the member's notifications, newest first, each in their language; `before` is the last id of the page before. */
export async function notificationsOf(userId: string, locale: Locale, options: { before?: number } = {}): Promise<{ items: NotificationItem[]; next: number | null }> {
  const n = schema.notifications;
  const rows = await db()
    .select({ id: n.id, category: n.category, kind: n.kind, params: n.params, link: n.link, createdAt: n.createdAt, readAt: n.readAt })
    .from(n)
    .where(and(eq(n.userId, userId), eq(n.listed, true), options.before ? lt(n.id, options.before) : undefined))
    .orderBy(desc(n.id))
    .limit(PAGE_SIZE + 1);
  const t = translator(locale);
  const items = rows.slice(0, PAGE_SIZE).map((row) => ({ id: row.id, category: row.category, text: renderNotification(t, row.kind, row.params), link: row.link, createdAt: row.createdAt.toISOString(), read: row.readAt !== null }));
  return { items, next: rows.length > PAGE_SIZE ? items.at(-1)!.id : null };
}

/** How many listed notifications the member has not read. */
export async function unreadNotificationCount(userId: string): Promise<number> {
  const n = schema.notifications;
  const [row] = await db()
    .select({ count: sql<number>`count(*)::int` })
    .from(n)
    .where(and(eq(n.userId, userId), eq(n.listed, true), isNull(n.readAt)));
  return row?.count ?? 0;
}

/** Marks one of the member's notifications read and returns where it leads; null when it is not theirs. */
export async function openNotification(userId: string, id: number): Promise<string | null> {
  const n = schema.notifications;
  const [row] = await db()
    .update(n)
    .set({ readAt: sql`coalesce(${n.readAt}, now())` })
    .where(and(eq(n.id, id), eq(n.userId, userId)))
    .returning({ link: n.link });
  return row?.link ?? null;
}

/** Marks the member's notifications read: one, or all up to and including `upTo`. Returns how many changed. */
export async function markNotificationsRead(userId: string, which: { id: number } | { upTo: number }): Promise<number> {
  const n = schema.notifications;
  const target = 'id' in which ? eq(n.id, which.id) : sql`${n.id} <= ${which.upTo}`;
  const changed = await db()
    .update(n)
    .set({ readAt: new Date() })
    .where(and(eq(n.userId, userId), isNull(n.readAt), target))
    .returning({ id: n.id });
  return changed.length;
}

// ---------------------------------------------------------------------------------------------------
// Preferences

export type CategoryChoice = { id: NotificationCategoryId; transactional: boolean; email: EmailChoice };

/** Every category with the member's email choice for it. */
export async function emailChoices(userId: string): Promise<CategoryChoice[]> {
  const p = schema.notificationPreferences;
  const rows = await db().select({ category: p.category, email: p.email }).from(p).where(eq(p.userId, userId));
  const chosen = new Map(rows.map((row) => [row.category, row.email]));
  return NOTIFICATION_CATEGORIES.map((category) => ({ id: category.id, transactional: category.transactional, email: emailChoice(category.id, chosen.get(category.id) ?? null) }));
}

/** Stops the daily digest: every kind the member gets in it is emailed no more. Returns the kinds that changed. */
export async function stopDigest(userId: string): Promise<NotificationCategoryId[]> {
  const inDigest = (await emailChoices(userId)).filter((choice) => choice.email === 'digest');
  return saveEmailChoices(userId, Object.fromEntries(inDigest.map((choice) => [choice.id, 'off' as const])));
}

/**
 * Saves the member's email choices; a transactional category keeps its immediate mail whatever is
 * asked. Returns the categories that changed.
 */
export async function saveEmailChoices(userId: string, choices: Partial<Record<NotificationCategoryId, EmailChoice>>): Promise<NotificationCategoryId[]> {
  const before = new Map((await emailChoices(userId)).map((choice) => [choice.id, choice.email]));
  const changed: NotificationCategoryId[] = [];
  const p = schema.notificationPreferences;
  await db().transaction(async (tx) => {
    for (const category of NOTIFICATION_CATEGORIES) {
      const email = choices[category.id];
      if (!email || category.transactional || !(category.choices as readonly EmailChoice[]).includes(email) || before.get(category.id) === email) continue;
      await tx
        .insert(p)
        .values({ userId, category: category.id, email })
        .onConflictDoUpdate({ target: [p.userId, p.category], set: { email, updatedAt: new Date() } });
      changed.push(category.id);
    }
  });
  return changed;
}
