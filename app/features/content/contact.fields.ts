// The contact form's fields as the page and the server both read them: lengths and choices. No
// parser here, so a page that only shows a hint or a counter does not load the validation library.
export const CONTACT_TOPICS = ['general', 'listing', 'diveCenter', 'account', 'privacy', 'press', 'other'] as const;

export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** Long enough for a detailed question, short enough that nobody pastes a book into our inbox. */
export const MESSAGE_MAX = 5000;

export const MESSAGE_MIN = 10;

/** Named like a real field so that form-filling bots complete it; people never see it. */
export const HONEYPOT_FIELD = 'website';

export function isContactTopic(value: unknown): value is ContactTopic {
  return typeof value === 'string' && (CONTACT_TOPICS as readonly string[]).includes(value);
}
