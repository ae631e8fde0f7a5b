// /api/notifications/:id: a notification's text for the service worker that received its push
// (app/push-worker/). Only its member reads it: a visitor gets 401 and another member 404, each with
// a neutral text to show instead, which says nothing of the notification.
import type { Route } from './+types/api.notifications.$id';
import { getSessionUser } from '~/features/members/session.server.ts';
import { resolveLocale } from '~/lib/i18n.server.ts';
import { neutralDeviceNotification, notificationForDevice } from '~/lib/pushed-notification.server.ts';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

export async function loader({ request, params }: Route.LoaderArgs) {
  const { locale } = await resolveLocale(request);
  const user = await getSessionUser(request);
  if (!user) return Response.json(neutralDeviceNotification(locale), { status: 401, headers: PRIVATE });
  const id = /^\d{1,15}$/.test(params.id) ? Number(params.id) : null;
  const notification = id === null ? null : await notificationForDevice(user.id, id, locale);
  if (!notification) return Response.json(neutralDeviceNotification(locale), { status: 404, headers: PRIVATE });
  return Response.json(notification, { headers: PRIVATE });
}
