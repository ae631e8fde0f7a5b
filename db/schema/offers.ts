// Member offers: discounts and free extras that verified dive centres give signed-in members, with a
// code to show at the centre. An offer is current while it is active, not hidden by a moderator and
// today (UTC) is within its validity dates, so it expires by itself.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';
import { diveCenters } from './centers.ts';
import type { OfferKind } from './offer-kinds.ts';
import type { LocalizedText } from './sites.ts';


export const memberOffers = pgTable(
  'member_offer',
  {
    id: serial('id').primaryKey(),
    centerId: integer('center_id')
      .notNull()
      .references(() => diveCenters.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<LocalizedText>().notNull().default({}),
    description: jsonb('description').$type<LocalizedText>().notNull().default({}),
    terms: jsonb('terms').$type<LocalizedText>().notNull().default({}),
    /** "percent" off, a fixed "amount" off (in `currency`), or a free "extra" the title names. */
    kind: text('kind').$type<OfferKind>().notNull(),
    percent: smallint('percent'),
    amount: numeric('amount', { precision: 12, scale: 2 }),
    /** ISO 4217. */
    currency: text('currency'),
    /** First and last day the offer holds (inclusive, UTC dates). */
    validFrom: date('valid_from').notNull(),
    validUntil: date('valid_until').notNull(),
    /** What the member shows or types at the centre; sent only to signed-in members. */
    code: text('code').notNull(),
    /** The centre pauses and resumes its offer. */
    status: text('status').$type<'active' | 'paused'>().notNull().default('active'),
    /** Set when a moderator took the offer off the site; the centre still sees it, with the reason. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: text('hidden_by').references(() => authUsers.id, { onDelete: 'set null' }),
    hiddenReason: text('hidden_reason'),
    /** When a moderator last looked at it: new and changed offers wait in the console's queue until then. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Sample offers of the demo centres, labelled as such. */
    isSample: boolean('is_sample').notNull().default(false),
    createdBy: text('created_by').references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('member_offer_center_idx').on(table.centerId),
    index('member_offer_current_idx').on(table.validUntil, table.validFrom),
    check('member_offer_kind_value', sql`${table.kind} in ('percent', 'amount', 'extra')`),
    check('member_offer_status_value', sql`${table.status} in ('active', 'paused')`),
    check('member_offer_dates', sql`${table.validUntil} >= ${table.validFrom}`),
    check('member_offer_percent', sql`${table.kind} <> 'percent' or ${table.percent} between 1 and 100`),
    check('member_offer_amount', sql`${table.kind} <> 'amount' or (${table.amount} > 0 and ${table.currency} is not null)`),
  ],
);
