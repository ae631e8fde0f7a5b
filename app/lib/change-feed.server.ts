// How an app server hears that shared data changed, whichever server changed it. App servers keep
// some rows in memory (the map's cluster indexes, the country list of the site filters); a trigger
// on those tables (migration "shared_change_notifications") sends
// pg_notify('diveatlas_changes', '<table>') when the writing transaction commits, and every server
// listens on a connection of its own and counts what it hears. A cache keeps the stamp of its table
// from when it was built and builds again once the stamp has moved on.
// The same connection also carries events for open pages: the inbox channel's notifications (sent
// by app/features/inbox when a message is written) go to subscribers of this server, which push them
// to the browsers connected here (server-sent events), whichever server took the message.
// Edit this file when rows of another table are kept in memory (and add its trigger in a migration),
// or when another kind of live event needs a channel.
import pg from 'pg';
import type { Logger } from 'pino';
import { getRuntime } from './runtime.server.ts';

export const CHANGE_CHANNEL = 'diveatlas_changes';
/** New messages and read marks: the payload says which conversation and whose (see app/lib/inbox-events.server.ts). */
export const INBOX_CHANNEL = 'diveatlas_inbox';
export type EventChannel = typeof INBOX_CHANNEL;

/** A subscriber's callback: a notification's payload, or null when notifications may have been missed (after a reconnection). */
export type ChannelListener = (payload: string | null) => void;

/** Tables whose rows app servers keep in memory; each has the notify trigger. */
export type WatchedTable = 'dive_site' | 'dive_center';

/** While the feed is not listening (the database went away), a stamp holds for a second at most. */
const UNHEARD_STAMP_MS = 1000;
const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;

export type ChangeFeed = {
  /** A value that moves on whenever `table` may have changed: compare it with the one a cache was built at. */
  stamp(table: WatchedTable): string;
  /** Calls `listener` for every notification on `channel` this server hears; returns the unsubscribe function. */
  subscribe(channel: EventChannel, listener: ChannelListener): () => void;
  /** Stops listening (at shutdown). */
  close(): Promise<void>;
};

/**
 * Connects and starts listening; fails when the database cannot be reached. A connection lost later
 * is opened again in the background, and everything counts as changed once it is back (what was
 * sent in between was not heard).
 */
export async function startChangeFeed(options: { connectionString: string; log: Logger }): Promise<ChangeFeed> {
  const { connectionString, log } = options;
  const heard = new Map<string, number>();
  const subscribers = new Map<EventChannel, Set<ChannelListener>>([[INBOX_CHANNEL, new Set()]]);
  const deliver = (channel: EventChannel, payload: string | null) => {
    for (const listener of subscribers.get(channel) ?? []) {
      try {
        listener(payload);
      } catch (error) {
        log.warn({ err: error, channel }, 'change feed: a subscriber failed');
      }
    }
  };
  /** Counts connections: notifications may have been missed between two of them. */
  let session = 0;
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = RETRY_FIRST_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const lost = (which: pg.Client, error?: Error) => {
    if (client !== which) return;
    client = null;
    which.end().catch(() => undefined);
    if (closed) return;
    log.warn({ err: error }, 'change feed: database connection lost; in-memory caches are rebuilt every second until it is back');
    retry();
  };

  const listen = async () => {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
    next.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL && message.payload) heard.set(message.payload, (heard.get(message.payload) ?? 0) + 1);
      else if (message.channel === INBOX_CHANNEL && message.payload) deliver(INBOX_CHANNEL, message.payload);
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`listen ${INBOX_CHANNEL}`);
      await next.query(`listen ${CHANGE_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) return void (await next.end());
    client = next;
    session += 1;
    retryMs = RETRY_FIRST_MS;
    // What was sent while no connection listened was not heard: subscribers look again.
    if (session > 1) deliver(INBOX_CHANNEL, null);
  };

  const retry = () => {
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      listen().then(
        () => log.info('change feed: listening again'),
        (error: unknown) => {
          log.warn({ err: error }, 'change feed: reconnecting failed');
          retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
          if (!closed) retry();
        },
      );
    }, retryMs);
    retryTimer.unref();
  };

  await listen();
  return {
    stamp(table) {
      if (!client) return `unheard:${Math.floor(Date.now() / UNHEARD_STAMP_MS)}`;
      return `${session}:${heard.get(table) ?? 0}`;
    },
    subscribe(channel, listener) {
      const listeners = subscribers.get(channel)!;
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async close() {
      closed = true;
      for (const listeners of subscribers.values()) listeners.clear();
      clearTimeout(retryTimer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}

/** The current stamp of a table (see ChangeFeed.stamp). */
export function changeStamp(table: WatchedTable): string {
  return getRuntime().changes.stamp(table);
}

/**
 * A read that many pages share and only a write to `table` can change, kept until the change feed
 * says the table changed (on any app server). The stamp is taken before reading, so a write during
 * the read makes the next call read again; a failed read is not kept.
 */
export function keptUntilChanged<T>(table: WatchedTable, read: () => Promise<T>): () => Promise<T> {
  let kept: { stamp: string; value: Promise<T> } | undefined;
  return () => {
    const stamp = changeStamp(table);
    if (kept?.stamp !== stamp) {
      const value = read();
      kept = { stamp, value };
      value.catch(() => {
        if (kept?.value === value) kept = undefined;
      });
    }
    return kept.value;
  };
}
