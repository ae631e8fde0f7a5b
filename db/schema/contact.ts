import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A message sent through the contact form. Kept even when the email to the organisation fails, so
 * nothing a visitor wrote is lost; `emailedAt` stays null until the email went out.
 */
export const contactMessages = pgTable(
  'contact_message',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (table) => [index('contact_message_created_idx').on(table.createdAt)],
);

