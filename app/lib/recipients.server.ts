// Who an email goes to: a member's address, first name and language, so every feature's emails are
// written in the reader's language. The one place that decides which language a member reads.
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { EmailChoice } from '../../db/schema/notifications.ts';
import { db, schema } from './db.server.ts';
import { isLocale, type Locale } from './i18n.ts';

export type Recipient = { email: string; firstName: string; locale: Locale };

/**
 * A member's address, first name and language: their profile's, else `fallback` (English unless the
 * caller knows better, such as the language of the page that signed them up).
 */
export async function recipientFor(userId: string, fallback: Locale = 'en'): Promise<Recipient | null> {
  return recipientWhere(eq(schema.authUsers.id, userId), fallback);
}

/** The same, for the member who has this address (compared as stored: trimmed, in lower case). */
export async function recipientByEmail(email: string, fallback: Locale = 'en'): Promise<Recipient | null> {
  return recipientWhere(eq(schema.authUsers.email, email.trim().toLowerCase()), fallback);
}

/** The same for many members at once, by member; a member who is gone is missing from the map. */
export async function recipientsFor(userIds: readonly string[], fallback: Locale = 'en'): Promise<Map<string, Recipient>> {
  if (userIds.length === 0) return new Map();
  const u = schema.authUsers;
  const rows = await db()
    .select({ id: u.id, email: u.email, firstName: u.firstName, language: schema.memberProfiles.language })
    .from(u)
    .leftJoin(schema.memberProfiles, eq(schema.memberProfiles.userId, u.id))
    .where(inArray(u.id, [...userIds]));
  return new Map(rows.map((row) => [row.id, recipientOf(row, fallback)]));
}

/**
 * A member's recipient and the email choice they made for one notification category (null when they
 * made none), read together: `notify` needs both for every notification.
 */
export async function recipientWithEmailChoice(userId: string, category: string): Promise<{ recipient: Recipient; chosen: EmailChoice | null } | null> {
  const u = schema.authUsers;
  const p = schema.notificationPreferences;
  const [row] = await db()
    .select({ email: u.email, firstName: u.firstName, language: schema.memberProfiles.language, chosen: p.email })
    .from(u)
    .leftJoin(schema.memberProfiles, eq(schema.memberProfiles.userId, u.id))
    .leftJoin(p, and(eq(p.userId, u.id), eq(p.category, category)))
    .where(eq(u.id, userId));
  return row ? { recipient: recipientOf(row, 'en'), chosen: row.chosen } : null;
}

function recipientOf(row: { email: string; firstName: string; language: string | null }, fallback: Locale): Recipient {
  return { email: row.email, firstName: row.firstName, locale: isLocale(row.language) ? row.language : fallback };
}

async function recipientWhere(condition: SQL, fallback: Locale): Promise<Recipient | null> {
  const u = schema.authUsers;
  const [row] = await db()
    .select({ email: u.email, firstName: u.firstName, language: schema.memberProfiles.language })
    .from(u)
    .leftJoin(schema.memberProfiles, eq(schema.memberProfiles.userId, u.id))
    .where(condition);
  return row ? recipientOf(row, fallback) : null;
}

/**
 * Who hears about a dive centre's trips, reservations and messages: its owner and managers (each
 * notified in their own list), and the centre's own address when it has one, which then takes the
 * email in place of theirs (in the owner's language). `members` has the owner first.
 */
export async function centerAudience(centerId: number): Promise<{ members: string[]; address: Recipient | null }> {
  const c = schema.diveCenters;
  const [center] = await db().select({ name: c.name, email: c.email, ownerId: c.submittedUser }).from(c).where(eq(c.id, centerId));
  if (!center) return { members: [], address: null };
  const managers = await db().select({ userId: schema.diveCenterManagers.userId }).from(schema.diveCenterManagers).where(eq(schema.diveCenterManagers.centerId, centerId));
  const members = [...new Set([...(center.ownerId ? [center.ownerId] : []), ...managers.map((manager) => manager.userId)])];
  if (!center.email) return { members, address: null };
  const owner = center.ownerId ? await recipientFor(center.ownerId) : null;
  return { members, address: { email: center.email, firstName: center.name, locale: owner?.locale ?? 'en' } };
}
