// What a member hears about their contributions to the atlas: the outcome of a suggested edit and of
// a report, in their notifications and by email as they chose, in their own language. The email texts
// are in the "sites" catalogues under "email.<kind>", the notification lines in "notifications".
import { createTranslator, type MessageParams } from '../../lib/i18n.ts';
import { loadMessages } from '../../lib/i18n.server.ts';
import { notify } from '../../lib/notify.server.ts';
import { getRuntime } from '../../lib/runtime.server.ts';

export type SiteEmailKind = 'editAccepted' | 'editRejected' | 'reportFixed' | 'reportResolved' | 'reportDismissed';

/** Returns whether the notification was recorded (it never throws: the outcome is saved already). */
export async function notifyContributor(kind: SiteEmailKind, userId: string, params: MessageParams & { site: string; path: string }): Promise<boolean> {
  const id = await notify({
    userId,
    category: 'contributions',
    kind: `site.${kind}`,
    params: { site: params.site },
    link: params.path,
    email: (to, link) => {
      const t = createTranslator(to.locale, loadMessages(to.locale, ['sites']));
      const all = { name: to.firstName, orgName: getRuntime().config.ORG_NAME, ...params, link };
      const reason = typeof params.reason === 'string' && params.reason ? t(`sites.email.${kind}.reason`, all) : '';
      return { subject: t(`sites.email.${kind}.subject`, all), text: `${t(`sites.email.${kind}.text`, all)}${reason ? `\n\n${reason}` : ''}\n\n${t('sites.email.signature', all)}` };
    },
  });
  return id !== null;
}
