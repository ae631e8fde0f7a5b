// What the site tells people about dive centres, each in their reader's language: a member hears of
// their claim's outcome, an ownership change and a manager invitation through their notifications;
// a centre gets a member's message, and the team a new claim, as plain emails. Texts are in the
// "centers" catalogues under "email.<kind>" and the notification lines in "notifications".
import { createTranslator, type MessageParams } from '../../lib/i18n.ts';
import { loadMessages } from '../../lib/i18n.server.ts';
import { notify, sendEmail } from '../../lib/notify.server.ts';
import { publicOrigin } from '../../lib/public-origin.server.ts';
import type { Recipient } from '../../lib/recipients.server.ts';
import { getRuntime, logger } from '../../lib/runtime.server.ts';

type MemberKind = 'claimApproved' | 'claimRejected' | 'ownershipMoved' | 'ownershipMovedKept' | 'managerInvited';
type MailKind = 'claimReceived' | 'message';

function render(kind: MemberKind | MailKind, to: Recipient, params: MessageParams) {
  const t = createTranslator(to.locale, loadMessages(to.locale, ['centers']));
  const all = { name: to.firstName, orgName: getRuntime().config.ORG_NAME, origin: publicOrigin().replace(/\/+$/, ''), ...params };
  return { subject: t(`centers.email.${kind}.subject`, all), text: t(`centers.email.${kind}.text`, all) };
}

/** Tells a member about a centre they claimed, own or are invited to manage; `link` is a path on this site. */
export async function notifyCenterMember(kind: MemberKind, userId: string, params: { center: string; link: string; note?: string }): Promise<void> {
  await notify({
    userId,
    category: 'centers',
    kind: `center.${kind}`,
    params: { center: params.center },
    link: params.link,
    email: (to) => render(kind, to, { center: params.center, note: params.note ?? '', link: params.link }),
  });
}

/**
 * Sends a plain email to a centre's address or to the team (not a member's notification); a failure is
 * logged and reported as false, never thrown, because what it tells of is saved already.
 */
export async function sendCenterEmail(kind: MailKind, to: Recipient, params: MessageParams, options: { replyTo?: string } = {}): Promise<boolean> {
  try {
    await sendEmail(to, { ...render(kind, to, params), replyTo: options.replyTo }, { category: 'staff' });
    return true;
  } catch (error) {
    logger().error({ err: error, kind }, 'dive centre email failed');
    return false;
  }
}
