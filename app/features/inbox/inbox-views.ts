// What the inbox pages send to the browser: a side's list and one thread, seen from that side
// (which messages are "mine", what the other side has read). Internal user ids stay on the server.
import type { Locale } from '../../lib/i18n.ts';
import { pickLocalized } from '../../lib/localized-text.ts';
import type { InboxSide, MessageEvent, MessageSender } from '../../../db/schema/inbox.ts';
import type { ConversationListItem, Thread } from './inbox.queries.server.ts';

export type Preview = { kind: 'text'; text: string } | { kind: 'event'; event: MessageEvent } | { kind: 'none' };

function previewOf(last: ConversationListItem['last']): Preview {
  if (!last) return { kind: 'none' };
  if (last.event) return { kind: 'event', event: last.event };
  return { kind: 'text', text: last.body.replace(/\s+/g, ' ').slice(0, 140) };
}

export type ConversationListView = {
  id: number;
  href: string;
  counterpart: string;
  topic: string | null;
  topicLang: Locale | null;
  unread: number;
  at: string;
  /** The centre's time zone, for naming the reader's zone beside `at` when the two clocks differ. */
  placeZone: string;
  preview: Preview;
  fromMe: boolean;
};

export function conversationListView(item: ConversationListItem, side: InboxSide, locale: Locale, hrefOf: (id: number) => string): ConversationListView {
  const title = item.tripTitle ? pickLocalized(item.tripTitle, locale) : null;
  return {
    id: item.id,
    href: hrefOf(item.id),
    counterpart: item.counterpart,
    topic: title?.text ?? item.subject,
    topicLang: title?.lang ?? null,
    unread: item.unread,
    at: item.lastMessageAt.toISOString(),
    placeZone: item.centerTimeZone,
    preview: previewOf(item.last),
    fromMe: item.last?.sender === side,
  };
}

export type MessageView = {
  id: number;
  sender: MessageSender;
  mine: boolean;
  author: string | null;
  subject: string | null;
  body: string;
  event: MessageEvent | null;
  at: string;
};

export type ThreadView = {
  id: number;
  side: InboxSide;
  counterpart: string;
  /** The member's public profile, for the centre's side. */
  counterpartProfile: string | null;
  topic: string | null;
  topicLang: Locale | null;
  tripId: number | null;
  reservationId: number | null;
  centerId: number;
  /** The centre's time zone: reservation times beside the thread are in it, message times in the reader's. */
  placeZone: string;
  archived: boolean;
  messages: MessageView[];
  earlier: boolean;
  /** The last of my messages the other side has read, for a "Seen" mark. */
  seenUpTo: number | null;
  blockedByMe: boolean;
  blockedByThem: boolean;
};

export function threadView(thread: Thread, side: InboxSide, locale: Locale, blocks: InboxSide[]): ThreadView {
  const title = thread.tripTitle ? pickLocalized(thread.tripTitle, locale) : null;
  const otherRead = side === 'member' ? thread.centerReadAt : thread.memberReadAt;
  const mineRead = thread.messages.filter((message) => message.sender === side && otherRead && message.createdAt <= otherRead);
  return {
    id: thread.id,
    side,
    counterpart: side === 'member' ? thread.centerName : `${thread.memberFirstName} ${thread.memberLastName}`.trim(),
    counterpartProfile: side === 'center' ? `/user/${thread.memberPublicId}` : `/dive-center/${thread.centerId}`,
    topic: title?.text ?? thread.subject,
    topicLang: title?.lang ?? null,
    tripId: thread.tripId,
    reservationId: thread.reservationId,
    centerId: thread.centerId,
    placeZone: thread.centerTimeZone,
    archived: side === 'member' ? thread.memberArchived : thread.centerArchived,
    messages: thread.messages.map((message) => ({
      id: message.id,
      sender: message.sender,
      mine: message.sender === side,
      author: message.authorName,
      subject: message.subject,
      body: message.body,
      event: message.event,
      at: message.createdAt.toISOString(),
    })),
    earlier: thread.earlier,
    seenUpTo: mineRead.at(-1)?.id ?? null,
    blockedByMe: blocks.includes(side),
    blockedByThem: blocks.some((blocker) => blocker !== side),
  };
}
