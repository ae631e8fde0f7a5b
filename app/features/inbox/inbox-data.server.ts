// A member's conversations for "Export my data": each conversation with a centre, every message in
// it (theirs, the centre's and the site's notices), the reports they made and the blocks they set.
import { sql } from 'drizzle-orm';
import { db } from '../../lib/db.server.ts';

export async function memberInboxData(memberId: string) {
  const { rows: conversations } = await db().execute(sql`
    select v.id, c.name as centre, v.subject, v.trip_id, v.created_at, v.member_archived as archived,
      (select json_agg(json_build_object('from', m.sender, 'subject', m.subject, 'text', m.body, 'notice', m.event, 'at', m.created_at) order by m.id)
         from message m where m.conversation_id = v.id) as messages
    from conversation v join dive_center c on c.id = v.center_id where v.member_id = ${memberId} order by v.id`);
  const { rows: reports } = await db().execute(sql`
    select r.conversation_id, r.reason, r.details, r.status, r.created_at from message_report r where r.reporter_id = ${memberId} order by r.id`);
  const { rows: blocks } = await db().execute(sql`
    select c.name as centre, b.created_at from inbox_block b join dive_center c on c.id = b.center_id
    where b.member_id = ${memberId} and b.blocked_by = 'member' order by b.created_at`);
  return { conversations, reports, blocks };
}
