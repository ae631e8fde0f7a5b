// A member's message to a centre from the centre's page: a message in the inbox's conversation about
// the centre, and at once an email to the centre, with its own limits on how often a member writes.
import { eq } from 'drizzle-orm';
import { db, schema } from '../../lib/db.server.ts';
import { hitRateLimits } from '../../lib/rate-limit.server.ts';
import { recipientFor } from '../../lib/recipients.server.ts';
import { sendCenterEmail } from '../centers/center-emails.server.ts';
import type { SessionUser } from '../members/session-user.ts';
import { messageCenter, noteEmailed, type Done, type Refusal } from './inbox.service.server.ts';

const c = schema.diveCenters;

function refuse(field: string, error: string): Refusal {
  return { ok: false, field, error };
}

/** Per member: a few messages an hour, and fewer to one centre in a day. */
export const CONTACT_LIMITS = { perMemberPerHour: 5, perCenterPerDay: 3 } as const;

/**
 * A member's message to a centre from its page: kept in both inboxes (the conversation about the
 * centre in general), and sent at once to the centre's address (else its owner's) with the member's
 * address as Reply-To. The centre's address is never shown to the member.
 */
export async function sendCenterMessage(options: {
  centerId: number;
  sender: Pick<SessionUser, 'id' | 'firstName' | 'lastName' | 'memberId'>;
  subject: string;
  message: string;
}): Promise<Done<{ conversationId: number }> | Refusal> {
  const limit = await hitRateLimits([
    { key: `center-contact:member:${options.sender.id}`, limit: CONTACT_LIMITS.perMemberPerHour, windowMs: 60 * 60 * 1000 },
    { key: `center-contact:member:${options.sender.id}:center:${options.centerId}`, limit: CONTACT_LIMITS.perCenterPerDay, windowMs: 24 * 60 * 60 * 1000 },
  ]);
  if (!limit.allowed) return refuse('form', 'centers.error.rateLimited');
  const [center] = await db().select({ name: c.name, email: c.email, ownerId: c.submittedUser, status: c.status }).from(c).where(eq(c.id, options.centerId));
  if (!center || center.status !== 'published') return refuse('form', 'centers.error.generic');
  const owner = center.ownerId ? await recipientFor(center.ownerId) : null;
  const to = center.email ? { email: center.email, firstName: center.name, locale: owner?.locale ?? 'en' } : owner;
  const sender = await recipientFor(options.sender.id);
  if (!to || !sender) return refuse('form', 'centers.error.noRecipient');
  const stored = await messageCenter({ centerId: options.centerId, memberId: options.sender.id, subject: options.subject, body: options.message });
  if (!stored.ok) return refuse('form', stored.error === 'inbox.error.blocked' || stored.error === 'inbox.error.youBlocked' ? 'centers.error.blocked' : 'centers.error.rateLimited');
  const sent = await sendCenterEmail(
    'message',
    to,
    {
      center: center.name,
      sender: `${options.sender.firstName} ${options.sender.lastName}`.trim(),
      memberId: options.sender.memberId,
      subject: options.subject,
      message: options.message,
      link: `/dive-center/${options.centerId}`,
      inboxLink: `/admin-divecenter/divecenter/inbox/${stored.conversationId}?center=${options.centerId}`,
    },
    { replyTo: sender.email },
  );
  // The message is in the centre's inbox either way; the email only tells them sooner.
  if (sent) await noteEmailed({ conversationId: stored.conversationId, side: 'center' });
  return { ok: true, conversationId: stored.conversationId };
}
