// The signed-in member's inbox state on every page: unread counts (their own and their centres')
// and the newest unread conversations, first from the page's server data, then kept current by the
// server's event stream (/api/inbox/events), so counts and threads change without a reload.
// The stream is closed while the tab is hidden (browsers allow few open connections per site) and
// opened again, with the current state, when it shows; also when the server replaces it with a newer
// one of the same member (it keeps five).
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '~/lib/use-translation.ts';
import type { InboxSummary } from '../inbox.queries.server.ts';

type Live = { summary: InboxSummary | null; changed: { id: number; seq: number } | null };

const LiveContext = createContext<Live>({ summary: null, changed: null });

export const INBOX_EVENTS_PATH = '/api/inbox/events';
const RETRY_FIRST_MS = 3000;
const RETRY_MAX_MS = 60_000;

export function LiveInboxProvider({ initial, children }: { initial: InboxSummary | null; children: ReactNode }) {
  const [summary, setSummary] = useState<InboxSummary | null>(initial);
  const [changed, setChanged] = useState<Live['changed']>(null);
  const signedIn = initial !== null;

  // A newer reading from the server (a navigation) wins over an older one from the stream, and back.
  const [seen, setSeen] = useState(initial);
  if (initial !== seen) {
    setSeen(initial);
    if (!initial || !summary || initial.at >= summary.at) setSummary(initial);
  }

  const seq = useRef(0);
  useEffect(() => {
    if (!signedIn || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let delay = RETRY_FIRST_MS;
    const close = () => {
      source?.close();
      source = null;
      clearTimeout(retry);
    };
    const open = () => {
      close();
      source = new EventSource(INBOX_EVENTS_PATH);
      source.addEventListener('inbox', (event) => {
        delay = RETRY_FIRST_MS;
        try {
          const next = JSON.parse((event as MessageEvent<string>).data) as InboxSummary & { changed?: number };
          setSummary((current) => (!current || next.at >= current.at ? next : current));
          if (typeof next.changed === 'number') {
            seq.current += 1;
            setChanged({ id: next.changed, seq: seq.current });
          }
        } catch {
          // A malformed event is skipped; the next one carries the whole state again.
        }
      });
      // The member has more streams open than the server keeps: this tab's, the oldest, gives way
      // until the tab is shown again.
      source.addEventListener('replaced', () => close());
      source.onerror = () => {
        // The browser retries a dropped stream by itself; one the server refused (a restart, a
        // sign-out) is closed for good, so it is opened again here, less and less often.
        if (source?.readyState === EventSource.CLOSED) {
          close();
          retry = setTimeout(open, delay);
          delay = Math.min(delay * 2, RETRY_MAX_MS);
        }
      };
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? close() : open());
    if (document.visibilityState !== 'hidden') open();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      close();
    };
  }, [signedIn]);

  return <LiveContext.Provider value={{ summary, changed }}>{children}</LiveContext.Provider>;
}

export function useLiveInbox(): Live {
  return useContext(LiveContext);
}

/**
 * A count of unread things: the member's own messages, their centres', their notifications, or all of
 * them (the one badge over the avatar). Nothing when there are none.
 */
export function UnreadBadge({ which = 'total', className = '' }: { which?: 'member' | 'center' | 'notifications' | 'total'; className?: string }) {
  const t = useT();
  const { summary } = useLiveInbox();
  if (!summary) return null;
  const counts = { member: summary.unread, center: summary.centerUnread, notifications: summary.notifications, total: summary.unread + summary.centerUnread + summary.notifications };
  const count = counts[which];
  if (count <= 0) return null;
  const label = which === 'notifications' ? t.plural('inbox.frame.unreadNotifications', count) : which === 'total' ? t.plural('inbox.frame.unreadAll', count) : t.plural('inbox.frame.unread', count);
  return (
    <span className={`inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs leading-5 font-semibold text-white ${className}`} data-testid={`unread-${which}`}>
      {count > 99 ? '99+' : count}
      <span className="sr-only"> {label}</span>
    </span>
  );
}

/**
 * The spec's chat ribbon, on wide screens: the conversations with unread messages, each a link to
 * its thread. It stays out of the way on the inbox pages themselves, and can be folded away.
 */
export function ChatRibbon() {
  const t = useT();
  const { summary } = useLiveInbox();
  const { pathname } = useLocation();
  const [folded, setFolded] = useState(false);
  if (!summary || !summary.ribbon.length || pathname.startsWith('/account/inbox') || pathname.startsWith('/admin-divecenter/divecenter/inbox')) return null;
  return (
    <aside aria-labelledby="chat-ribbon-heading" className="fixed right-4 bottom-4 z-30 hidden w-72 rounded-2xl bg-white shadow-xl ring-1 ring-slate-900/10 md:block" data-testid="chat-ribbon">
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-2">
        <h2 id="chat-ribbon-heading" className="text-sm font-semibold text-slate-900">
          {t('inbox.frame.ribbonTitle')}
        </h2>
        <button type="button" onClick={() => setFolded(!folded)} aria-expanded={!folded} aria-controls="chat-ribbon-list" className="rounded-full px-2 py-1 text-xs font-semibold text-sky-800 hover:bg-slate-100">
          {folded ? t('inbox.frame.show') : t('inbox.frame.hide')}
        </button>
      </div>
      <ul id="chat-ribbon-list" hidden={folded} className="max-h-72 overflow-y-auto p-2">
        {summary.ribbon.map((item) => (
          <li key={`${item.side}-${item.id}`}>
            <Link to={item.href} className="flex items-center justify-between gap-2 rounded-lg px-2 py-2 text-sm hover:bg-slate-100">
              <span className="min-w-0 truncate text-slate-900">{item.name}</span>
              <span className="rounded-full bg-red-700 px-1.5 text-xs leading-5 font-semibold text-white">
                {item.unread}
                <span className="sr-only"> {t.plural('inbox.frame.unread', item.unread)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}

/**
 * A small link over the phone's account icon: to the inbox with the member's own unread messages, else
 * to the notifications with their unread count.
 */
export function UnreadInboxLink() {
  const t = useT();
  const { summary } = useLiveInbox();
  const messages = summary?.unread ?? 0;
  const count = messages || (summary?.notifications ?? 0);
  if (count <= 0) return null;
  return (
    <Link
      to={messages ? '/account/inbox' : '/account/notifications'}
      aria-label={messages ? t.plural('inbox.frame.openInbox', count) : t.plural('inbox.frame.openNotifications', count)}
      className="inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs font-semibold text-white" data-testid="unread-link">
      {count > 99 ? '99+' : count}
    </Link>
  );
}
