// /account/notifications/:id/open: marks one of the member's own notifications read and goes where it
// leads. Another member's, or one that does not exist, is "not found".
import { data, redirect } from 'react-router';
import type { Route } from './+types/account.notifications.$id.open';
import { requireMember } from '~/features/members/session.server.ts';
import { openNotification } from '~/lib/notify.server.ts';

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireMember(request);
  const id = /^\d{1,15}$/.test(params.id) ? Number(params.id) : null;
  const link = id === null ? null : await openNotification(user.id, id);
  if (!link) throw data(null, { status: 404 });
  throw redirect(link);
}
