// A member's certification cards (their wallet): any number, each an agency and level from
// app/features/members/certifications.ts or the course in their own words, with the card's number,
// date and who certified them. Private to the member, except the highest level (never the number),
// which the public profile shows, and the card a reservation names, which that centre's team sees and
// may mark as seen.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';
import { diveCenters } from './centers.ts';

export const memberCertifications = pgTable(
  'member_certification',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    agency: text('agency').notNull(),
    /** A level code of the agency; null for a course in the member's own words (`otherName`). */
    level: text('level'),
    otherName: text('other_name'),
    cardNumber: text('card_number'),
    certifiedOn: date('certified_on', { mode: 'string' }),
    /** The instructor or dive centre who certified the member, as the card says. */
    certifiedBy: text('certified_by'),
    /** The last dive centre team to look at the card, through a reservation that named it. */
    seenByCenterId: integer('seen_by_center_id').references(() => diveCenters.id, { onDelete: 'set null' }),
    seenByUserId: text('seen_by_user_id').references(() => authUsers.id, { onDelete: 'set null' }),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    /** Photos of the card's two sides (storage keys under card-photos/), seen by the member alone. */
    frontPhoto: text('front_photo'),
    backPhoto: text('back_photo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('member_certification_user_idx').on(table.userId),
    check('member_certification_named', sql`${table.level} is not null or length(${table.otherName}) > 0`),
  ],
);
