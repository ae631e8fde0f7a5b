// The site administrators' records: members' suspensions and the audit log of every moderator and
// admin action (ADR 18). The audit log is append-only: a trigger (migration 0015) refuses UPDATE and
// DELETE, and its rows name the actor by copies of their id and member ID rather than by a foreign
// key, so an entry never changes, not even when its actor deletes their account.
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { authSessions, authUsers } from './auth.ts';
import { diveCenters } from './centers.ts';

/**
 * A member kept from signing in and posting until `endsAt`, or until an admin lifts it. Their
 * sessions end when it starts; the reason is shown to them when they try to sign in.
 */
export const memberSuspensions = pgTable(
  'member_suspension',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdBy: text('created_by').references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: text('lifted_by').references(() => authUsers.id, { onDelete: 'set null' }),
  },
  (table) => [index('member_suspension_user_idx').on(table.userId, table.endsAt), check('member_suspension_reason_present', sql`length(${table.reason}) > 0`)],
);

/** Scalars that say what an action changed ("from": "member", "to": "moderator"). */
export type AuditDetails = Record<string, string | number | boolean | null>;

/** Who did what to what, when and why. Written in the transaction of the action it records. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The actor's internal id when they acted (no foreign key: the row outlives the account). */
    actorId: text('actor_id'),
    /** The actor's public member ID and name when they acted. */
    actorMemberId: text('actor_member_id'),
    actorName: text('actor_name').notNull().default(''),
    /** What was done, from app/lib/audit-log.server.ts: AUDIT_ACTIONS ("member.role", "site.hide"...). */
    action: text('action').notNull(),
    /** What it was done to: a kind ("member", "site", "center"...), its id and its name at the time. */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    targetLabel: text('target_label').notNull().default(''),
    reason: text('reason').notNull().default(''),
    details: jsonb('details').$type<AuditDetails>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_target_idx').on(table.targetType, table.targetId),
    index('audit_log_actor_idx').on(table.actorId, table.createdAt),
    index('audit_log_action_idx').on(table.action, table.createdAt),
  ],
);

/**
 * An admin acting as a manager of one dive centre (ADR 27): started on purpose with a reason, for
 * one signed-in session (another device, or a new sign-in, does not inherit it), until `expiresAt`
 * or until ended. Every change made meanwhile is in the audit log with the admin as its actor.
 */
export const actingManagers = pgTable(
  'acting_manager',
  {
    id: serial('id').primaryKey(),
    adminId: text('admin_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    centerId: integer('center_id')
      .notNull()
      .references(() => diveCenters.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('acting_manager_one_per_session').on(table.sessionId).where(sql`${table.endedAt} is null`),
    check('acting_manager_reason_present', sql`length(${table.reason}) > 0`),
    check('acting_manager_ends_after_start', sql`${table.expiresAt} > ${table.startedAt}`),
  ],
);
