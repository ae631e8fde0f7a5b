// The forms of a conversation, the same for both sides: reply, archive or bring back, report a
// message, block or unblock the other side. The caller has checked that the viewer is a party and
// which side they write for; `back` is the thread's own address; `acting` is set when an admin acting
// as the centre's manager writes for the centre (each change is then audited, ADR 27).
import { data, redirect } from 'react-router';
import type { ActingManager } from '../../lib/audit-log.server.ts';
import { formReply, parseSubmission, replyWith } from '../../lib/form-submission.ts';
import type { InboxSide } from '../../../db/schema/inbox.ts';
import type { SessionUser } from '../members/session-user.ts';
import { canWriteInConversation } from './inbox.policy.ts';
import type { ConversationAccess } from './inbox.queries.server.ts';
import { ReplySchema, ReportSchema } from './inbox.schema.ts';
import { replyInConversation, reportMessage, setBlocked, setConversationArchived } from './inbox.service.server.ts';

export async function handleThreadAction(form: FormData, options: { access: ConversationAccess; side: InboxSide; user: SessionUser; back: string; acting?: ActingManager | null }) {
  const { access, side, user, back } = options;
  const acting = side === 'center' ? (options.acting ?? null) : null;
  if (!canWriteInConversation(user, access, side)) throw data(null, { status: 403 });
  const intent = String(form.get('intent') ?? '');
  const to = (notice?: string) => redirect(`${back}${notice ? `${back.includes('?') ? '&' : '?'}notice=${notice}` : ''}`);
  switch (intent) {
    case 'reply': {
      const submission = parseSubmission(form, ReplySchema, { intent });
      if (!submission.ok) return replyWith(submission.reply);
      const sent = await replyInConversation({ conversationId: access.id, centerId: access.centerId, memberId: access.memberId, side, userId: user.id, body: submission.data.body, acting });
      if (!sent.ok) return replyWith(formReply({ intent, values: submission.values, fieldErrors: { [sent.field]: sent.error } }), sent.error.endsWith('RateLimited') ? 429 : 403);
      throw redirect(`${back}#message-form`);
    }
    case 'archive':
    case 'unarchive':
      await setConversationArchived({ conversationId: access.id, side, archived: intent === 'archive', acting });
      throw to(intent === 'archive' ? 'archived' : 'unarchived');
    case 'block':
    case 'unblock':
      await setBlocked({ centerId: access.centerId, memberId: access.memberId, side, userId: user.id, blocked: intent === 'block', acting });
      throw to(intent === 'block' ? 'blocked' : 'unblocked');
    case 'report': {
      const reportIntent = `report-${String(form.get('messageId'))}`;
      const submission = parseSubmission(form, ReportSchema, { intent: reportIntent });
      if (!submission.ok) return replyWith(submission.reply);
      const reported = await reportMessage({ conversationId: access.id, messageId: submission.data.messageId, reporterId: user.id, side, reason: submission.data.reason, details: submission.data.details, acting });
      if (!reported.ok) return replyWith(formReply({ intent: reportIntent, values: submission.values, fieldErrors: { [reported.field]: reported.error } }), reported.error.endsWith('RateLimited') ? 429 : 400);
      throw to('reported');
    }
    default:
      throw data(null, { status: 400 });
  }
}
