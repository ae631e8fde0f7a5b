// What a member's device shows for a push (app/push-worker/): the service worker receives only a
// notification's id and asks /api/notifications/:id for its text with the member's cookie. Only the
// notification's member gets it; for anyone else there is a neutral text that says nothing of it.
import { and, eq } from 'drizzle-orm';
import { db, schema } from './db.server.ts';
import { createTranslator, type Locale } from './i18n.ts';
import { loadMessages } from './i18n.server.ts';
import { isNotificationCategory } from './notification-categories.ts';
import { renderNotification } from './notify.server.ts';
import { getRuntime } from './runtime.server.ts';

export type DeviceNotification = { title: string; body: string; url: string; tag: string; lang: Locale };

function translator(locale: Locale) {
  return createTranslator(locale, loadMessages(locale, ['notifications']));
}

/** The member's notification as their device shows it; clicking it opens it through its list (marking it read). */
export async function notificationForDevice(userId: string, id: number, locale: Locale): Promise<DeviceNotification | null> {
  const n = schema.notifications;
  const [row] = await db()
    .select({ category: n.category, kind: n.kind, params: n.params })
    .from(n)
    .where(and(eq(n.id, id), eq(n.userId, userId)));
  if (!row) return null;
  const t = translator(locale);
  const title = isNotificationCategory(row.category) ? t(`notifications.category.${row.category}.name`) : getRuntime().config.ORG_NAME;
  return { title, body: renderNotification(t, row.kind, row.params), url: `/account/notifications/${id}/open`, tag: `notification-${id}`, lang: locale };
}

/** What a device shows when the notification is not the signed-in member's to read (signed out, or another member's browser). */
export function neutralDeviceNotification(locale: Locale): DeviceNotification {
  const t = translator(locale);
  const orgName = getRuntime().config.ORG_NAME;
  return { title: orgName, body: t('notifications.push.neutral', { orgName }), url: '/account/notifications', tag: 'notification', lang: locale };
}
