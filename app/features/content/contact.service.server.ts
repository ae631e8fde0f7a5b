// Sending a contact message: rate-limited, stored, then emailed to the organisation.
import { eq } from 'drizzle-orm';
import { db, schema } from '~/lib/db.server.ts';
import type { Locale } from '~/lib/i18n.ts';
import { sendEmail } from '~/lib/notify.server.ts';
import { hitRateLimits, type RateLimitRule } from '~/lib/rate-limit.server.ts';
import { getRuntime, logger } from '~/lib/runtime.server.ts';
import type { ContactInput } from './contact.schema.ts';

const HOUR = 60 * 60 * 1000;

// Per sender address: a few follow-ups are fine, a stream is not. Per client (when the proxy tells
// us the address) and for the whole site: a ceiling on floods from many addresses.
export function contactRateRules(options: { email: string; clientAddress: string | null }): RateLimitRule[] {
  const rules: RateLimitRule[] = [
    { key: `contact:email:${options.email.toLowerCase()}`, limit: 5, windowMs: HOUR },
    { key: 'contact:all', limit: 200, windowMs: HOUR },
  ];
  if (options.clientAddress) rules.push({ key: `contact:client:${options.clientAddress}`, limit: 10, windowMs: HOUR });
  return rules;
}

export type SendContactResult = { status: 'sent'; id: number } | { status: 'rate-limited'; retryAt: Date };

export async function sendContactMessage(options: { input: ContactInput; locale: Locale; clientAddress: string | null }): Promise<SendContactResult> {
  const { input, locale, clientAddress } = options;
  const limit = await hitRateLimits(contactRateRules({ email: input.email, clientAddress }));
  if (!limit.allowed) {
    logger().warn({ topic: input.topic }, 'contact form rate limit reached');
    return { status: 'rate-limited', retryAt: limit.resetAt };
  }

  const [row] = await db()
    .insert(schema.contactMessages)
    .values({ name: input.name, email: input.email, topic: input.topic, message: input.message, locale })
    .returning({ id: schema.contactMessages.id });
  const id = row!.id;

  const { config } = getRuntime();
  try {
    await sendEmail({ email: config.ORG_EMAIL, firstName: config.ORG_NAME, locale: 'en' }, {
      replyTo: input.email,
      subject: `[${config.ORG_NAME}] Contact (${input.topic}) from ${input.name}`,
      text: [
        `New message through the contact form (#${id}).`,
        '',
        `Name: ${input.name}`,
        `Email: ${input.email}`,
        `Topic: ${input.topic}`,
        `Language: ${locale}`,
        '',
        input.message,
      ].join('\n'),
    }, { category: 'staff' });
    await db().update(schema.contactMessages).set({ emailedAt: new Date() }).where(eq(schema.contactMessages.id, id));
  } catch (error) {
    // The message is stored, so nothing is lost: it can be read from the database and resent.
    logger().error({ err: error, contactMessageId: id }, 'contact message stored but the email to the organisation failed');
  }
  return { status: 'sent', id };
}
