// Emails about dive sites, each in its recipient's language: the outcome of a suggested edit and of
// a report. Texts are in the "sites" catalogues under "email.<kind>". A failure is logged and never
// thrown: the change is saved already, and the member also sees the outcome on the site.
import { createTranslator, type MessageParams } from '../../lib/i18n.ts';
import { loadMessages } from '../../lib/i18n.server.ts';
import { publicOrigin } from '../../lib/public-origin.server.ts';
import { getRuntime, logger } from '../../lib/runtime.server.ts';
import { recipientFor } from '../../lib/recipients.server.ts';

export type SiteEmailKind = 'editAccepted' | 'editRejected' | 'reportFixed' | 'reportResolved' | 'reportDismissed';

export async function sendSiteEmail(kind: SiteEmailKind, userId: string, params: MessageParams & { path: string }): Promise<boolean> {
  try {
    const to = await recipientFor(userId);
    if (!to) return false;
    const { config, mailer } = getRuntime();
    const t = createTranslator(to.locale, loadMessages(to.locale, ['sites']));
    const all = { name: to.firstName, orgName: config.ORG_NAME, link: `${publicOrigin()}${params.path}`, ...params };
    const reason = typeof params.reason === 'string' && params.reason ? t(`sites.email.${kind}.reason`, all) : '';
    await mailer.send({ to: to.email, subject: t(`sites.email.${kind}.subject`, all), text: `${t(`sites.email.${kind}.text`, all)}${reason ? `\n\n${reason}` : ''}\n\n${t('sites.email.signature', all)}` });
    return true;
  } catch (error) {
    logger().error({ err: error, kind }, 'dive site email failed');
    return false;
  }
}
