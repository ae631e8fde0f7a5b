// /api/inbox/events: the signed-in member's inbox as server-sent events (the stream, its limits and
// what it sends: app/features/inbox/inbox-streams.server.ts). Visitors get 401.
import type { Route } from './+types/api.inbox.events';
import { getSessionUser } from '~/features/members/session.server.ts';
import { openInboxStream } from '~/features/inbox/inbox-streams.server.ts';
import { centreIdsRunBy, inboxSummary } from '~/features/inbox/inbox.queries.server.ts';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  if (!user) return new Response('Sign in to follow your inbox.', { status: 401, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  const [centres, first] = await Promise.all([centreIdsRunBy(user.id), inboxSummary(user.id)]);
  return new Response(openInboxStream({ memberId: user.id, centres, first, signal: request.signal }), {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform keeps the compression middleware (and proxies) from holding events back.
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
}
