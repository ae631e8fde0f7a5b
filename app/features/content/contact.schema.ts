// The contact form, shared by the page and its action. Errors are message keys.
import { z } from 'zod';

export const CONTACT_TOPICS = ['general', 'listing', 'diveCenter', 'account', 'privacy', 'press', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** Long enough for a detailed question, short enough that nobody pastes a book into our inbox. */
export const MESSAGE_MAX = 5000;
export const MESSAGE_MIN = 10;

export const ContactSchema = z.object({
  name: z.string().trim().min(1, 'content.contact.error.nameRequired').max(120, 'content.contact.error.nameTooLong'),
  email: z.string().trim().min(1, 'content.contact.error.emailRequired').max(254, 'content.contact.error.emailInvalid').pipe(z.email('content.contact.error.emailInvalid')),
  topic: z.enum(CONTACT_TOPICS, 'content.contact.error.topicRequired'),
  message: z
    .string()
    .trim()
    .min(MESSAGE_MIN, 'content.contact.error.messageTooShort')
    .max(MESSAGE_MAX, 'content.contact.error.messageTooLong'),
});

export type ContactInput = z.infer<typeof ContactSchema>;
export type ContactField = keyof ContactInput;

/** Named like a real field so that form-filling bots complete it; people never see it. */
export const HONEYPOT_FIELD = 'website';

export function isContactTopic(value: unknown): value is ContactTopic {
  return typeof value === 'string' && (CONTACT_TOPICS as readonly string[]).includes(value);
}
