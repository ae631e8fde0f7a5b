// The tables better-auth reads and writes (app/lib/auth.server.ts passes them to its Drizzle adapter).
// Property names are better-auth's field names; edit this file together with the auth options when a
// field is added, since better-auth checks the two against each other when it starts.
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Editors write news; moderators look after members' content; admins do both and manage roles (ADR 18). */
export const memberRoles = ['member', 'editor', 'moderator', 'admin'] as const;
export type MemberRole = (typeof memberRoles)[number];

/** A member's account. The internal `id` never leaves the server; `memberId` is the public identifier. */
export const authUsers = pgTable(
  'auth_user',
  {
    id: text('id').primaryKey(),
    /** "First Last", kept because better-auth requires a display name. */
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** Public path of the avatar image, e.g. /uploads/avatars/<random>.webp. */
    image: text('image'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    memberId: text('member_id').notNull(),
    role: text('role').$type<MemberRole>().notNull().default('member'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('auth_user_email_key').on(table.email),
    uniqueIndex('auth_user_member_id_key').on(table.memberId),
    check('auth_user_role_value', sql`${table.role} in ('member', 'editor', 'moderator', 'admin')`),
  ],
);

/** One signed-in browser. Deleting the row signs that browser out on its next request. */
export const authSessions = pgTable(
  'auth_session',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Updated by us (at most every few minutes) so the sessions list can say when a device was last used. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('auth_session_token_key').on(table.token), index('auth_session_user_idx').on(table.userId)],
);

/** Sign-in methods of a member; "credential" holds the password hash. */
export const authAccounts = pgTable(
  'auth_account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_account_user_idx').on(table.userId)],
);

/** Short-lived tokens (password reset links). Email verification links are signed tokens instead. */
export const authVerifications = pgTable(
  'auth_verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_verification_identifier_idx').on(table.identifier)],
);
