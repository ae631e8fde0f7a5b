// Emails about dive centres, each in its recipient's language: claim outcomes, manager invitations,
// ownership changes, and members' messages to a centre. Texts are in the "centers" catalogues.
import { eq } from 'drizzle-orm';
import { db, schema } from '../../lib/db.server.ts';
import { createTranslator, isLocale, type Locale, type MessageParams } from '../../lib/i18n.ts';
import { loadMessages } from '../../lib/i18n.server.ts';
import { publicOrigin } from '../../lib/public-origin.server.ts';
import { getRuntime, logger } from '../../lib/runtime.server.ts';

export type Recipient = { email: string; firstName: string; locale: Locale };

/** A member's address, first name and language (their profile's, else English). */
export async function recipientFor(userId: string): Promise<Recipient | null> {
  const u = schema.authUsers;
  const [row] = await db()
    .select({ email: u.email, firstName: u.firstName, language: schema.memberProfiles.language })
    .from(u)
    .leftJoin(schema.memberProfiles, eq(schema.memberProfiles.userId, u.id))
    .where(eq(u.id, userId));
  if (!row) return null;
  return { email: row.email, firstName: row.firstName, locale: isLocale(row.language) ? row.language : 'en' };
}

type Kind = 'claimApproved' | 'claimRejected' | 'ownershipMoved' | 'ownershipMovedKept' | 'managerInvited' | 'claimReceived' | 'message';

/**
 * Sends one email; a failure is logged and reported as false, never thrown, because the change it
 * announces is already saved and the member also sees it on the site.
 */
export async function sendCenterEmail(kind: Kind, to: Recipient, params: MessageParams, options: { replyTo?: string; origin?: string } = {}): Promise<boolean> {
  const { config, mailer } = getRuntime();
  const t = createTranslator(to.locale, loadMessages(to.locale, ['centers']));
  const origin = (options.origin ?? publicOrigin()).replace(/\/+$/, '');
  const all = { name: to.firstName, orgName: config.ORG_NAME, origin, ...params };
  try {
    await mailer.send({ to: to.email, subject: t(`centers.email.${kind}.subject`, all), text: t(`centers.email.${kind}.text`, all), replyTo: options.replyTo });
    return true;
  } catch (error) {
    logger().error({ err: error, kind }, 'dive centre email failed');
    return false;
  }
}
