// An inbox's list of conversations (the member's or a centre's), newest first: who with, about what,
// the last message (a system message in the reader's words) and its unread count; with the
// inbox/archive switch. It reloads itself when a new message arrives (the live inbox's events).
import { useEffect } from 'react';
import { Link, useRevalidator } from 'react-router';
import { useT } from '~/lib/use-translation.ts';
import { LocalTime } from '~/ui/local-time.tsx';
import type { ConversationListView, Preview } from '../inbox-views.ts';
import { useLiveInbox } from './live-inbox.tsx';

/** A system message in the reader's words: "2 seats requested", "Reservation confirmed". */
export function useEventText() {
  const t = useT();
  return (event: { kind: string; params?: Record<string, string | number> }) => {
    const params = event.params ?? {};
    const seats = typeof params.seats === 'number' ? t.plural('inbox.seats', params.seats) : '';
    return t(`inbox.event.${event.kind}`, { ...params, seats });
  };
}

function PreviewText({ preview, fromMe }: { preview: Preview; fromMe: boolean }) {
  const t = useT();
  const eventText = useEventText();
  if (preview.kind === 'none') return null;
  const text = preview.kind === 'event' ? eventText(preview.event) : preview.text;
  return (
    <span className="block truncate text-sm text-slate-700">
      {fromMe && preview.kind === 'text' ? `${t('inbox.list.you')}: ` : ''}
      {text}
    </span>
  );
}

/** Reloads the page's data when one of the reader's conversations changes (or only `conversationId`). */
export function useReloadOnInboxChange(conversationId?: number) {
  const { changed } = useLiveInbox();
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!changed) return;
    if (conversationId === undefined || changed.id === conversationId) void revalidate();
  }, [changed, conversationId, revalidate]);
}

export function ConversationList({ conversations, empty }: { conversations: ConversationListView[]; empty: string }) {
  const t = useT();
  useReloadOnInboxChange();
  if (!conversations.length) return <p className="rounded-2xl bg-white p-6 text-slate-700 shadow-sm ring-1 ring-slate-200">{empty}</p>;
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200" data-testid="conversations">
      {conversations.map((conversation) => (
        <li key={conversation.id}>
          <Link to={conversation.href} className={`flex items-start gap-3 px-4 py-3 hover:bg-slate-50 ${conversation.unread ? 'bg-sky-50' : ''}`}>
            <span className="min-w-0 flex-1">
              <span className="flex items-baseline justify-between gap-2">
                <span className={`truncate ${conversation.unread ? 'font-bold text-slate-900' : 'font-semibold text-slate-900'}`}>{conversation.counterpart}</span>
                <LocalTime value={conversation.at} locale={t.locale} placeZone={conversation.placeZone} className="shrink-0 text-xs text-slate-600" />
              </span>
              {conversation.topic ? (
                <span className="block truncate text-sm text-slate-800" lang={conversation.topicLang ?? undefined}>
                  {conversation.topic}
                </span>
              ) : null}
              <PreviewText preview={conversation.preview} fromMe={conversation.fromMe} />
            </span>
            {conversation.unread ? (
              <span className="mt-1 rounded-full bg-red-700 px-1.5 text-xs leading-5 font-semibold text-white" data-testid="conversation-unread">
                {conversation.unread}
                <span className="sr-only"> {t.plural('inbox.frame.unread', conversation.unread)}</span>
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Inbox / Archive, as links that keep the rest of the address. */
export function InboxTabs({ basePath, archived, extra = '' }: { basePath: string; archived: boolean; extra?: string }) {
  const t = useT();
  const tab = (on: boolean) => (on ? 'rounded-full bg-sky-800 px-3 py-1 font-semibold text-white' : 'rounded-full bg-slate-100 px-3 py-1 text-slate-900 hover:bg-slate-200');
  const join = (query: string) => `${basePath}${query || extra ? `?${[extra, query].filter(Boolean).join('&')}` : ''}`;
  return (
    <nav aria-label={t('inbox.list.folders')} className="flex gap-2 text-sm">
      <Link to={join('')} aria-current={!archived ? 'page' : undefined} className={tab(!archived)}>
        {t('inbox.list.inbox')}
      </Link>
      <Link to={join('archived=1')} aria-current={archived ? 'page' : undefined} className={tab(archived)}>
        {t('inbox.list.archive')}
      </Link>
    </nav>
  );
}
