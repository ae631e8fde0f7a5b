// /api/push/subscription: the settings page (and the service worker, when the browser renews a
// subscription) turns push on or off for this browser. A form post like any other: same-origin only
// (server/request-guards.ts), the subscription read by its schema, counted by the write limits, and
// only ever the signed-in member's own.
import type { Route } from './+types/api.push.subscription';
import { getSessionUser } from '~/features/members/session.server.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { PushSubscribeSchema, PushUnsubscribeSchema } from '~/lib/push-subscription.schema.ts';
import { addPushDevice, removePushEndpoint } from '~/lib/push-subscriptions.server.ts';

const NO_STORE = { 'Cache-Control': 'no-store' };

export async function action({ request }: Route.ActionArgs) {
  const user = await getSessionUser(request);
  if (!user) return Response.json({ ok: false, error: 'notifications.push.error.signedOut' }, { status: 401, headers: NO_STORE });
  const { form } = await readForm(request);
  const fields = Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  if (fields.intent === 'unsubscribe') {
    const parsed = PushUnsubscribeSchema.safeParse(fields);
    if (!parsed.success) return Response.json({ ok: false, error: 'notifications.push.error.invalid' }, { status: 400, headers: NO_STORE });
    await removePushEndpoint(user.id, parsed.data.endpoint);
    return Response.json({ ok: true }, { headers: NO_STORE });
  }
  if (fields.intent !== 'subscribe') return Response.json({ ok: false, error: 'notifications.push.error.invalid' }, { status: 400, headers: NO_STORE });
  const parsed = PushSubscribeSchema.safeParse(fields);
  if (!parsed.success) return Response.json({ ok: false, error: 'notifications.push.error.invalid' }, { status: 400, headers: NO_STORE });
  const added = await addPushDevice({ userId: user.id, ...parsed.data, userAgent: request.headers.get('user-agent') });
  if (!added.ok) return Response.json({ ok: false, error: 'notifications.push.error.rateLimited' }, { status: 429, headers: NO_STORE });
  return Response.json({ ok: true }, { status: 201, headers: NO_STORE });
}
