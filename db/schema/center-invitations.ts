// Invitations to help manage a dive centre. The invited member becomes a manager only when they
// accept (from the email's link or their account page); they may decline, and the owner sees what
// is pending and may cancel it.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';
import { diveCenters } from './centers.ts';

export type InvitationStatus = 'pending' | 'accepted' | 'declined' | 'cancelled';

export const diveCenterInvitations = pgTable(
  'dive_center_invitation',
  {
    id: serial('id').primaryKey(),
    centerId: integer('center_id')
      .notNull()
      .references(() => diveCenters.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    invitedBy: text('invited_by').references(() => authUsers.id, { onDelete: 'set null' }),
    status: text('status').$type<InvitationStatus>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (table) => [
    // One pending invitation per member and centre.
    uniqueIndex('dive_center_invitation_one_pending').on(table.centerId, table.userId).where(sql`${table.status} = 'pending'`),
    index('dive_center_invitation_user_idx').on(table.userId, table.status),
    check('dive_center_invitation_status_value', sql`${table.status} in ('pending', 'accepted', 'declined', 'cancelled')`),
  ],
);
