// /api/inbox/events: the signed-in member's inbox as server-sent events. The stream opens with the
// current state (unread counts and the newest unread conversations), then sends it again whenever a
// conversation of the member or of a centre they run changes, on whichever app server it changed
// (PostgreSQL LISTEN/NOTIFY, through the change feed). It ends after a few minutes, and the browser
// opens a new one, so a signed-out or removed member stops receiving; a comment every 25 s keeps
// proxies from closing it. Visitors get 401.
import type { Route } from './+types/api.inbox.events';
import { getSessionUser } from '~/features/members/session.server.ts';
import { onInboxEvent } from '~/features/inbox/inbox-events.server.ts';
import { centreIdsRunBy, inboxSummary } from '~/features/inbox/inbox.queries.server.ts';
import { logger } from '~/lib/runtime.server.ts';

const HEARTBEAT_MS = 25_000;
const LIFETIME_MS = 5 * 60_000;
/** Several changes in a burst (a trip cancelled for twenty divers) are sent as one reading. */
const GATHER_MS = 150;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  if (!user) return new Response('Sign in to follow your inbox.', { status: 401, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  const [centres, first] = await Promise.all([centreIdsRunBy(user.id), inboxSummary(user.id)]);
  const mine = new Set(centres);
  const encoder = new TextEncoder();
  let cleanup = () => {};

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false;
      let pending: ReturnType<typeof setTimeout> | undefined;
      let changed: number | undefined;
      const send = (text: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          cleanup();
        }
      };
      const push = async () => {
        pending = undefined;
        const about = changed;
        changed = undefined;
        try {
          const summary = await inboxSummary(user.id);
          send(`event: inbox\ndata: ${JSON.stringify({ ...summary, ...(about ? { changed: about } : {}) })}\n\n`);
        } catch (error) {
          logger().warn({ err: error }, 'inbox events: reading the summary failed');
        }
      };
      const unsubscribe = onInboxEvent((event) => {
        if (event && event.memberId !== user.id && !mine.has(event.centerId)) return;
        if (event) changed = event.conversationId;
        pending ??= setTimeout(() => void push(), GATHER_MS);
      });
      const heartbeat = setInterval(() => send(': still here\n\n'), HEARTBEAT_MS);
      const end = setTimeout(() => cleanup(), LIFETIME_MS);
      cleanup = () => {
        if (closed) return;
        closed = true;
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(end);
        clearTimeout(pending);
        try {
          controller.close();
        } catch {
          // already closed by the reader
        }
      };
      request.signal.addEventListener('abort', () => cleanup());
      send(`retry: 3000\nevent: inbox\ndata: ${JSON.stringify(first)}\n\n`);
    },
    cancel() {
      cleanup();
    },
  });

  return new Response(body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform keeps the compression middleware (and proxies) from holding events back.
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
}
