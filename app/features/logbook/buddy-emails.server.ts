// Asking a member named as buddy on a dive to confirm it: a notification, and an email as they chose,
// in their own language, leading to their buddy requests. Sent after the dive is saved; it never
// throws (the request is saved, and the member also finds it on their requests page).
import { createTranslator } from '../../lib/i18n.ts';
import { loadMessages } from '../../lib/i18n.server.ts';
import { notify } from '../../lib/notify.server.ts';
import { getRuntime } from '../../lib/runtime.server.ts';

export const BUDDY_REQUESTS_PATH = '/logbook/buddies';

export async function emailAskedBuddies(options: { diveId: number; askedBuddyIds: readonly string[]; diver: { firstName: string; lastName: string } }): Promise<void> {
  const diver = `${options.diver.firstName} ${options.diver.lastName}`.trim();
  for (const userId of options.askedBuddyIds) {
    await notify({
      userId,
      category: 'buddies',
      kind: 'buddy.asked',
      params: { diver },
      link: BUDDY_REQUESTS_PATH,
      email: (to, link) => {
        const t = createTranslator(to.locale, loadMessages(to.locale, ['logbook']));
        const params = { name: to.firstName, diver, orgName: getRuntime().config.ORG_NAME, link };
        return { subject: t('logbook.email.buddyAsked.subject', params), text: t('logbook.email.buddyAsked.text', params) };
      },
    });
  }
}
