// Emails about dive centres, each in its recipient's language: claim outcomes, manager invitations,
// ownership changes, and members' messages to a centre. Texts are in the "centers" catalogues.
import { eq } from 'drizzle-orm';
import { db, schema } from '../../lib/db.server.ts';
import { createTranslator, type MessageParams } from '../../lib/i18n.ts';
import { loadMessages } from '../../lib/i18n.server.ts';
import { publicOrigin } from '../../lib/public-origin.server.ts';
import { recipientFor, type Recipient } from '../../lib/recipients.server.ts';
import { getRuntime, logger } from '../../lib/runtime.server.ts';

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

/**
 * Who reads the centre's mail about trips, reservations and messages: the centre's own address (in
 * its owner's language) when it has one, otherwise its owner and each manager in their own language.
 */
export async function centerRecipients(centerId: number): Promise<Recipient[]> {
  const c = schema.diveCenters;
  const [center] = await db().select({ name: c.name, email: c.email, ownerId: c.submittedUser }).from(c).where(eq(c.id, centerId));
  if (!center) return [];
  const owner = center.ownerId ? await recipientFor(center.ownerId) : null;
  if (center.email) return [{ email: center.email, firstName: center.name, locale: owner?.locale ?? 'en' }];
  const managers = await db().select({ userId: schema.diveCenterManagers.userId }).from(schema.diveCenterManagers).where(eq(schema.diveCenterManagers.centerId, centerId));
  const others = await Promise.all(managers.map((manager) => recipientFor(manager.userId)));
  return [owner, ...others].filter((recipient): recipient is Recipient => recipient !== null);
}
