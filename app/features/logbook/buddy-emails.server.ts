// The email that asks a member named as buddy on a dive to confirm it, in their own language, with the
// link to their buddy requests. Sent after the dive is saved; a failure is logged and never thrown (the
// request is saved, and the member also finds it on their requests page and their account).
import { createTranslator } from '../../lib/i18n.ts';
import { loadMessages } from '../../lib/i18n.server.ts';
import { publicOrigin } from '../../lib/public-origin.server.ts';
import { getRuntime, logger } from '../../lib/runtime.server.ts';
import { recipientFor } from '../../lib/recipients.server.ts';

export const BUDDY_REQUESTS_PATH = '/logbook/buddies';

export async function emailAskedBuddies(options: { diveId: number; askedBuddyIds: readonly string[]; diver: { firstName: string; lastName: string } }): Promise<void> {
  const diverName = `${options.diver.firstName} ${options.diver.lastName}`.trim();
  for (const userId of options.askedBuddyIds) {
    try {
      const to = await recipientFor(userId);
      if (!to) continue;
      const { config, mailer } = getRuntime();
      const t = createTranslator(to.locale, loadMessages(to.locale, ['logbook']));
      const params = { name: to.firstName, diver: diverName, orgName: config.ORG_NAME, link: `${publicOrigin()}${BUDDY_REQUESTS_PATH}` };
      await mailer.send({ to: to.email, subject: t('logbook.email.buddyAsked.subject', params), text: t('logbook.email.buddyAsked.text', params) });
    } catch (error) {
      logger().error({ err: error, diveId: options.diveId }, 'buddy request email failed');
    }
  }
}
