// A member's public profile and preferences, one row per account (created with the account).
import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';
import type { FollowPolicy } from './follow-vocabulary.ts';

export const memberProfiles = pgTable(
  'member_profile',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    bio: text('bio'),
    /** ISO 3166-1 alpha-2. */
    countryCode: text('country_code'),
    /** Agency and level codes from app/features/members/certifications.ts. */
    certAgency: text('cert_agency'),
    certLevel: text('cert_level'),
    units: text('units').$type<'metric' | 'imperial'>().notNull().default('metric'),
    /** The language of the site and of the emails we send this member. */
    language: text('language').$type<'en' | 'es'>().notNull().default('en'),
    /** Who may follow the member (anyone, members they approve, nobody). */
    followPolicy: text('follow_policy').$type<FollowPolicy>().notNull().default('anyone'),
    /** When the member confirmed at sign-up that they are 16 or older (ADR 17); null for older accounts. */
    ageConfirmedAt: timestamp('age_confirmed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('member_profile_units_value', sql`${table.units} in ('metric', 'imperial')`),
    check('member_profile_language_value', sql`${table.language} in ('en', 'es')`),
    check('member_profile_follow_policy_value', sql`${table.followPolicy} in ('anyone', 'approve', 'nobody')`),
  ],
);
