// The live inbox streams this server holds (/api/inbox/events), kept by member. A member has at most
// STREAMS_PER_MEMBER of them: a new one closes the oldest (after telling its browser not to come back
// until its tab is shown again). All of a member's streams share one subscription to the inbox events
// and one reading of the inbox per change, whatever their number. The stream opens with the current
// state, then sends it again after each change; it ends after a few minutes, and the browser opens a
// new one, so a signed-out or removed member stops receiving; a comment every 25 s keeps proxies from
// closing it. Edit to change these limits or what a stream sends.
import { logger } from '../../lib/runtime.server.ts';
import { onInboxEvent } from '../../lib/inbox-events.server.ts';
import { inboxSummary, type InboxSummary } from './inbox.queries.server.ts';

/** Tabs and windows showing the site at once; browsers close a hidden tab's stream (live-inbox.tsx). */
export const STREAMS_PER_MEMBER = 5;
const HEARTBEAT_MS = 25_000;
const LIFETIME_MS = 5 * 60_000;
/** Several changes in a burst (a trip cancelled for twenty divers) are sent as one reading. */
const GATHER_MS = 150;

type Stream = { send(text: string): void; end(): void };

type MemberStreams = {
  /** Oldest first. */
  streams: Set<Stream>;
  /** The centres the member answers for, as the newest stream found them. */
  centres: Set<number>;
  unsubscribe: () => void;
  pending?: ReturnType<typeof setTimeout>;
  /** The conversation the last change was about. */
  changed?: number;
};

const members = new Map<string, MemberStreams>();

const inboxEvent = (summary: InboxSummary & { changed?: number }) => `event: inbox\ndata: ${JSON.stringify(summary)}\n\n`;

function follow(memberId: string, centres: number[]): MemberStreams {
  const known = members.get(memberId);
  if (known) {
    known.centres = new Set(centres);
    return known;
  }
  const entry: MemberStreams = { streams: new Set(), centres: new Set(centres), unsubscribe: () => {} };
  const push = async () => {
    entry.pending = undefined;
    const about = entry.changed;
    entry.changed = undefined;
    try {
      const text = inboxEvent({ ...(await inboxSummary(memberId)), ...(about ? { changed: about } : {}) });
      for (const stream of entry.streams) stream.send(text);
    } catch (error) {
      logger().warn({ err: error }, 'inbox events: reading the summary failed');
    }
  };
  entry.unsubscribe = onInboxEvent((event) => {
    if (event && event.memberId !== memberId && !entry.centres.has(event.centerId)) return;
    if (event) entry.changed = event.conversationId;
    entry.pending ??= setTimeout(() => void push(), GATHER_MS);
  });
  members.set(memberId, entry);
  return entry;
}

function leave(memberId: string, entry: MemberStreams, stream: Stream): void {
  entry.streams.delete(stream);
  if (entry.streams.size > 0 || members.get(memberId) !== entry) return;
  entry.unsubscribe();
  clearTimeout(entry.pending);
  members.delete(memberId);
}

/** A new event stream for the member, opening with `first`; it closes when `signal` aborts (the browser left). */
export function openInboxStream(options: { memberId: string; centres: number[]; first: InboxSummary; signal: AbortSignal }): ReadableStream<Uint8Array> {
  const { memberId, first, signal } = options;
  const encoder = new TextEncoder();
  let cleanup = () => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const entry = follow(memberId, options.centres);
      let closed = false;
      const stream: Stream = {
        send(text) {
          if (closed) return;
          try {
            controller.enqueue(encoder.encode(text));
          } catch {
            cleanup();
          }
        },
        end: () => cleanup(),
      };
      const heartbeat = setInterval(() => stream.send(': still here\n\n'), HEARTBEAT_MS);
      const lifetime = setTimeout(() => cleanup(), LIFETIME_MS);
      cleanup = () => {
        if (closed) return;
        closed = true;
        leave(memberId, entry, stream);
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        try {
          controller.close();
        } catch {
          // already closed by the reader
        }
      };
      signal.addEventListener('abort', () => cleanup());
      for (const oldest of entry.streams) {
        if (entry.streams.size < STREAMS_PER_MEMBER) break;
        // Its browser stops following rather than coming back and closing another in turn.
        oldest.send('event: replaced\ndata: {}\n\n');
        oldest.end();
      }
      entry.streams.add(stream);
      stream.send(`retry: 3000\n${inboxEvent(first)}`);
    },
    cancel() {
      cleanup();
    },
  });
}
