// The reminder for messages left unread: once a person's message has waited unread for a few minutes,
// the side that has not read it is told (by email, or in the digest, as each reader chose for
// messages), at most once an hour per conversation, in their own language. Each conversation is claimed with a conditional update before its email goes out,
// so several app servers running this at once send one email, not several. (A reservation's
// changes have their own emails; their system messages start no reminder.)
import { sql } from 'drizzle-orm';
import { db } from '../../lib/db.server.ts';
import { createTranslator } from '../../lib/i18n.ts';
import { loadMessages } from '../../lib/i18n.server.ts';
import { notify, notifyCenter, type EmailContent } from '../../lib/notify.server.ts';
import { getRuntime, logger } from '../../lib/runtime.server.ts';
import type { InboxSide } from '../../../db/schema/inbox.ts';
import type { Recipient } from '../../lib/recipients.server.ts';

/** How long a message waits unread before its reminder. */
export const REMIND_AFTER_MS = 5 * 60_000;
/** At most one reminder per conversation and side in this time. */
export const REMIND_EVERY_MS = 60 * 60_000;

type Claimed = { id: number; center_id: number; member_id: string; unread: number; center_name: string; member_name: string };

async function claim(side: InboxSide, now: Date): Promise<Claimed[]> {
  const column = sql.raw(side);
  const { rows } = await db().execute<Claimed>(sql`
    update conversation v set ${column}_emailed_at = ${now}
    from dive_center c, auth_user u
    where c.id = v.center_id and u.id = v.member_id
      and v.id in (
        select id from conversation
        where ${column}_unread_since <= ${new Date(now.getTime() - REMIND_AFTER_MS)} and ${column}_unread > 0
          and (${column}_emailed_at is null or ${column}_emailed_at <= ${new Date(now.getTime() - REMIND_EVERY_MS)})
        order by ${column}_unread_since limit 200
        for update skip locked)
    returning v.id, v.center_id, v.member_id, v.${column}_unread as unread, c.name as center_name, trim(u.first_name || ' ' || u.last_name) as member_name`);
  return rows;
}

function render(to: Recipient, side: InboxSide, conversation: Claimed, link: string): EmailContent {
  const t = createTranslator(to.locale, loadMessages(to.locale, ['inbox-email']));
  const params = {
    name: to.firstName,
    orgName: getRuntime().config.ORG_NAME,
    from: side === 'member' ? conversation.center_name : conversation.member_name,
    center: conversation.center_name,
    count: conversation.unread,
    link,
  };
  return { subject: t.plural(`inbox-email.unread.${side}.subject`, conversation.unread, params), text: t.plural(`inbox-email.unread.${side}.text`, conversation.unread, params) };
}

/** Sends the reminders that are due; returns how many conversations were reminded. */
export async function sendUnreadReminders(now: Date = new Date()): Promise<number> {
  let reminded = 0;
  for (const side of ['member', 'center'] as const) {
    for (const conversation of await claim(side, now)) {
      try {
        const notice = {
          category: 'messages' as const,
          kind: `message.unread.${side}`,
          params: { from: side === 'member' ? conversation.center_name : conversation.member_name, count: conversation.unread },
          link: side === 'member' ? `/account/inbox/${conversation.id}` : `/admin-divecenter/divecenter/inbox/${conversation.id}?center=${conversation.center_id}`,
          email: (to: Recipient, link: string) => render(to, side, conversation, link),
        };
        if (side === 'member') await notify({ ...notice, userId: conversation.member_id });
        else await notifyCenter(conversation.center_id, notice);
        reminded += 1;
      } catch (error) {
        logger().error({ err: error, conversationId: conversation.id }, 'unread message reminder failed');
      }
    }
  }
  return reminded;
}
