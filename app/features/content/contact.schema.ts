// The contact form, shared by the page and its action. Errors are message keys.
import { z } from 'zod';
import { singleLineText } from '../../lib/single-line-text.ts';
import { CONTACT_TOPICS, MESSAGE_MAX, MESSAGE_MIN } from './contact.fields.ts';

export const ContactSchema = z.object({
  name: singleLineText().min(1, 'content.contact.error.nameRequired').max(120, 'content.contact.error.nameTooLong'),
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

