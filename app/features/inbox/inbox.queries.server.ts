// Reads of the inbox: who is party to a conversation (for the permission checks), a side's list of
// conversations, one thread, and the unread summary the page frame shows. Every list is one indexed
// read on the conversation row, whose side columns hold the unread counts.
import { sql, type SQL } from 'drizzle-orm';
import { db } from '../../lib/db.server.ts';
import type { InboxSide, MessageEvent, MessageSender } from '../../../db/schema/inbox.ts';
import type { LocalizedText } from '../../../db/schema/sites.ts';

export type ConversationAccess = {
  id: number;
  centerId: number;
  centerName: string;
  centerStatus: 'published' | 'hidden';
  memberId: string;
  tripId: number | null;
  reservationId: number | null;
  ownerId: string | null;
  managerIds: string[];
  /** Open reports on its messages: while there are some, moderators may read it. */
  openReports: number;
};

export async function conversationAccess(conversationId: number): Promise<ConversationAccess | null> {
  const { rows } = await db().execute<{
    id: number;
    center_id: number;
    center_name: string;
    center_status: 'published' | 'hidden';
    member_id: string;
    trip_id: number | null;
    reservation_id: number | null;
    owner_id: string | null;
    manager_ids: string[];
    open_reports: number;
  }>(sql`
    select v.id, v.center_id, c.name as center_name, c.status as center_status, v.member_id, v.trip_id, v.reservation_id, c.submitted_user as owner_id,
      coalesce((select array_agg(m.user_id) from dive_center_manager m where m.center_id = c.id), '{}') as manager_ids,
      (select count(*)::int from message_report r where r.conversation_id = v.id and r.status = 'open') as open_reports
    from conversation v join dive_center c on c.id = v.center_id where v.id = ${conversationId}`);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    centerId: row.center_id,
    centerName: row.center_name,
    centerStatus: row.center_status,
    memberId: row.member_id,
    tripId: row.trip_id,
    reservationId: row.reservation_id,
    ownerId: row.owner_id,
    managerIds: row.manager_ids,
    openReports: row.open_reports,
  };
}

export type ConversationListItem = {
  id: number;
  /** The other side: the centre's name for a member, the member's name for a centre. */
  counterpart: string;
  counterpartAvatar: string | null;
  /** The centre's time zone: times sent are named when the reader's clock differs from it. */
  centerTimeZone: string;
  subject: string | null;
  tripId: number | null;
  tripTitle: LocalizedText | null;
  lastMessageAt: Date;
  unread: number;
  archived: boolean;
  last: { sender: MessageSender; body: string; event: MessageEvent | null } | null;
};

export const INBOX_PAGE_SIZE = 50;

type ListRow = {
  id: number;
  counterpart: string;
  counterpart_avatar: string | null;
  time_zone: string;
  subject: string | null;
  trip_id: number | null;
  trip_title: LocalizedText | null;
  last_message_at: Date | string;
  unread: number;
  archived: boolean;
  last_sender: MessageSender | null;
  last_body: string | null;
  last_event: MessageEvent | null;
};

export type InboxOwner = { side: 'member'; memberId: string } | { side: 'center'; centerId: number };

/**
 * One page of a side's conversations, latest message first: the inbox or the archive. `before` is
 * the cursor of the last item of the previous page.
 */
export async function listConversations(owner: InboxOwner, options: { archived?: boolean; before?: { at: Date; id: number } | null; limit?: number } = {}): Promise<ConversationListItem[]> {
  const archived = options.archived ?? false;
  const limit = options.limit ?? INBOX_PAGE_SIZE;
  const member = owner.side === 'member';
  const side = sql.raw(member ? 'member' : 'center');
  const ownerCondition: SQL = member ? sql`v.member_id = ${owner.memberId}` : sql`v.center_id = ${owner.centerId}`;
  const cursor = options.before ? sql`and (v.last_message_at, v.id) < (${options.before.at}, ${options.before.id})` : sql``;
  const counterpart = member ? sql`c.name as counterpart, c.logo as counterpart_avatar` : sql`trim(u.first_name || ' ' || u.last_name) as counterpart, u.image as counterpart_avatar`;
  // The page of conversations is chosen first, by the side's list index, and only its rows are
  // joined to their names and last message: the cost stays that of one page however long the list.
  const { rows } = await db().execute<ListRow>(sql`
    select v.id, ${counterpart}, c.time_zone, v.subject, v.trip_id, t.title as trip_title, v.last_message_at,
      v.unread, v.archived, m.sender as last_sender, m.body as last_body, m.event as last_event
    from (
      select v.id, v.center_id, v.member_id, v.trip_id, v.subject, v.last_message_at, v.${side}_unread as unread, v.${side}_archived as archived
      from conversation v
      where ${ownerCondition} and v.${side}_archived = ${archived} ${cursor}
      order by v.last_message_at desc, v.id desc
      limit ${limit}
    ) v
      join dive_center c on c.id = v.center_id
      join auth_user u on u.id = v.member_id
      left join trip t on t.id = v.trip_id
      left join lateral (select sender, body, event from message where conversation_id = v.id order by id desc limit 1) m on true
    order by v.last_message_at desc, v.id desc`);
  return rows.map((row) => ({
    id: row.id,
    counterpart: row.counterpart,
    counterpartAvatar: member ? null : row.counterpart_avatar,
    centerTimeZone: row.time_zone,
    subject: row.subject,
    tripId: row.trip_id,
    tripTitle: row.trip_title,
    lastMessageAt: new Date(row.last_message_at),
    unread: row.unread,
    archived: row.archived,
    last: row.last_sender ? { sender: row.last_sender, body: row.last_body ?? '', event: row.last_event } : null,
  }));
}

export type ThreadMessage = {
  id: number;
  sender: MessageSender;
  /** First name of whoever wrote it (a centre's message says which manager); null for system messages or deleted accounts. */
  authorName: string | null;
  subject: string | null;
  body: string;
  event: MessageEvent | null;
  createdAt: Date;
  /** Whether the viewer wrote it (or their side, for a centre). */
};

export const THREAD_LIMIT = 200;

export type Thread = {
  id: number;
  centerId: number;
  centerName: string;
  /** The centre's time zone, which the thread's reservation times are written in. */
  centerTimeZone: string;
  memberFirstName: string;
  memberLastName: string;
  memberPublicId: string;
  subject: string | null;
  tripId: number | null;
  tripTitle: LocalizedText | null;
  reservationId: number | null;
  memberArchived: boolean;
  centerArchived: boolean;
  /** When each side last read it, for "seen" marks. */
  memberReadAt: Date | null;
  centerReadAt: Date | null;
  messages: ThreadMessage[];
  /** Older messages than those shown exist. */
  earlier: boolean;
};

/** A conversation with its latest messages, oldest first. The caller has checked the viewer may read it. */
export async function getThread(conversationId: number): Promise<Thread | null> {
  const { rows } = await db().execute<{
    id: number;
    center_id: number;
    center_name: string;
    time_zone: string;
    first_name: string;
    last_name: string;
    public_id: string;
    subject: string | null;
    trip_id: number | null;
    trip_title: LocalizedText | null;
    reservation_id: number | null;
    member_archived: boolean;
    center_archived: boolean;
    member_read_at: Date | string | null;
    center_read_at: Date | string | null;
  }>(sql`
    select v.id, v.center_id, c.name as center_name, c.time_zone, u.first_name, u.last_name, u.member_id as public_id, v.subject, v.trip_id, t.title as trip_title,
      v.reservation_id, v.member_archived, v.center_archived, v.member_read_at, v.center_read_at
    from conversation v join dive_center c on c.id = v.center_id join auth_user u on u.id = v.member_id left join trip t on t.id = v.trip_id
    where v.id = ${conversationId}`);
  const row = rows[0];
  if (!row) return null;
  const { rows: messageRows } = await db().execute<{ id: number; sender: MessageSender; author: string | null; subject: string | null; body: string; event: MessageEvent | null; created_at: Date | string }>(sql`
    select * from (
      select m.id, m.sender, a.first_name as author, m.subject, m.body, m.event, m.created_at
      from message m left join auth_user a on a.id = m.sender_id
      where m.conversation_id = ${conversationId} order by m.id desc limit ${THREAD_LIMIT + 1}
    ) latest order by id`);
  const earlier = messageRows.length > THREAD_LIMIT;
  const shown = earlier ? messageRows.slice(1) : messageRows;
  return {
    id: row.id,
    centerId: row.center_id,
    centerName: row.center_name,
    centerTimeZone: row.time_zone,
    memberFirstName: row.first_name,
    memberLastName: row.last_name,
    memberPublicId: row.public_id,
    subject: row.subject,
    tripId: row.trip_id,
    tripTitle: row.trip_title,
    reservationId: row.reservation_id,
    memberArchived: row.member_archived,
    centerArchived: row.center_archived,
    memberReadAt: row.member_read_at ? new Date(row.member_read_at) : null,
    centerReadAt: row.center_read_at ? new Date(row.center_read_at) : null,
    messages: shown.map((message) => ({
      id: message.id,
      sender: message.sender,
      authorName: message.author,
      subject: message.subject,
      body: message.body,
      event: message.event,
      createdAt: new Date(message.created_at),
    })),
    earlier,
  };
}

/** Which side blocked the other, if either did. */
export async function blocksBetween(centerId: number, memberId: string): Promise<InboxSide[]> {
  const { rows } = await db().execute<{ blocked_by: InboxSide }>(sql`select blocked_by from inbox_block where center_id = ${centerId} and member_id = ${memberId}`);
  return rows.map((row) => row.blocked_by);
}

/** A conversation with unread messages, for the chat ribbon: where it leads and who it is with. */
export type RibbonItem = { id: number; href: string; name: string; unread: number; side: InboxSide };

export type InboxSummary = {
  /** Unread messages in the member's own conversations. */
  unread: number;
  /** Unread messages in the inboxes of the centres the member runs. */
  centerUnread: number;
  /** Unread notifications (app/lib/notify.server.ts): one badge counts them with the messages. */
  notifications: number;
  ribbon: RibbonItem[];
  /** Server time of the reading, so the page keeps the newest of two summaries. */
  at: number;
};

const RIBBON_SIZE = 4;

/** What the page frame shows a signed-in member: unread counts (their own and their centres') and the newest unread conversations. */
export async function inboxSummary(userId: string): Promise<InboxSummary> {
  const { rows } = await db().execute<{ kind: 'total' | 'item'; side: InboxSide | 'notice'; id: number; center_id: number; name: string; unread: number }>(sql`
    with centres as (
      select id from dive_center where submitted_user = ${userId}
      union select center_id from dive_center_manager where user_id = ${userId}
    ),
    mine as (
      select v.id, v.center_id, v.member_unread as unread, v.last_message_at from conversation v where v.member_id = ${userId} and v.member_unread > 0
    ),
    theirs as (
      select v.id, v.center_id, v.member_id, v.center_unread as unread, v.last_message_at from conversation v
      where v.center_id in (select id from centres) and v.center_unread > 0
    )
    select 'total' as kind, 'member' as side, 0 as id, 0 as center_id, '' as name, coalesce(sum(unread), 0)::int as unread from mine
    union all
    select 'total', 'center', 0, 0, '', coalesce(sum(unread), 0)::int from theirs
    union all
    select 'total', 'notice', 0, 0, '', count(*)::int from notification where user_id = ${userId} and listed and read_at is null
    union all
    (select 'item', 'member', m.id, m.center_id, c.name, m.unread from mine m join dive_center c on c.id = m.center_id order by m.last_message_at desc limit ${RIBBON_SIZE})
    union all
    (select 'item', 'center', x.id, x.center_id, trim(u.first_name || ' ' || u.last_name) || ' · ' || c.name, x.unread
       from theirs x join dive_center c on c.id = x.center_id join auth_user u on u.id = x.member_id order by x.last_message_at desc limit ${RIBBON_SIZE})`);
  const summary: InboxSummary = { unread: 0, centerUnread: 0, notifications: 0, ribbon: [], at: Date.now() };
  for (const row of rows) {
    if (row.kind === 'total') {
      if (row.side === 'member') summary.unread = row.unread;
      else if (row.side === 'center') summary.centerUnread = row.unread;
      else summary.notifications = row.unread;
    } else if (summary.ribbon.length < RIBBON_SIZE) {
      summary.ribbon.push({
        id: row.id,
        side: row.side === 'center' ? 'center' : 'member',
        name: row.name,
        unread: row.unread,
        href: row.side === 'member' ? `/account/inbox/${row.id}` : `/admin-divecenter/divecenter/inbox/${row.id}?center=${row.center_id}`,
      });
    }
  }
  return summary;
}

/** The centres a member answers messages for (owner or manager), for the live events' filter. */
export async function centreIdsRunBy(userId: string): Promise<number[]> {
  const { rows } = await db().execute<{ id: number }>(sql`
    select id from dive_center where submitted_user = ${userId} union select center_id from dive_center_manager where user_id = ${userId}`);
  return rows.map((row) => row.id);
}

/** The member's conversation with a centre about a subject (the centre in general, or a trip), if they have one. */
export async function conversationOfMember(memberId: string, centerId: number, tripId: number | null): Promise<number | null> {
  const { rows } = await db().execute<{ id: number }>(sql`
    select id from conversation where member_id = ${memberId} and center_id = ${centerId} and coalesce(trip_id, 0) = ${tripId ?? 0}`);
  return rows[0]?.id ?? null;
}

export type QueuedMessageReport = {
  id: number;
  reason: string;
  details: string;
  createdAt: Date;
  reporter: string | null;
  conversationId: number;
  centerName: string;
  memberName: string;
  reported: { id: number; sender: MessageSender; body: string; createdAt: Date };
};

/** Open reports of messages, oldest first, for the moderators' queue. */
export async function openMessageReports(limit = 100): Promise<QueuedMessageReport[]> {
  const { rows } = await db().execute<{
    id: number;
    reason: string;
    details: string;
    created_at: Date | string;
    reporter: string | null;
    conversation_id: number;
    center_name: string;
    member_name: string;
    message_id: number;
    sender: MessageSender;
    body: string;
    message_at: Date | string;
  }>(sql`
    select r.id, r.reason, r.details, r.created_at, trim(a.first_name || ' ' || a.last_name) as reporter, r.conversation_id,
      c.name as center_name, trim(u.first_name || ' ' || u.last_name) as member_name,
      m.id as message_id, m.sender, m.body, m.created_at as message_at
    from message_report r
      join message m on m.id = r.message_id
      join conversation v on v.id = r.conversation_id
      join dive_center c on c.id = v.center_id
      join auth_user u on u.id = v.member_id
      left join auth_user a on a.id = r.reporter_id
    where r.status = 'open' order by r.created_at, r.id limit ${limit}`);
  return rows.map((row) => ({
    id: row.id,
    reason: row.reason,
    details: row.details,
    createdAt: new Date(row.created_at),
    reporter: row.reporter,
    conversationId: row.conversation_id,
    centerName: row.center_name,
    memberName: row.member_name,
    reported: { id: row.message_id, sender: row.sender, body: row.body, createdAt: new Date(row.message_at) },
  }));
}
