// Who an email goes to: a member's address, first name and language, so every feature's emails are
// written in the reader's language. The one place that decides which language a member reads.
import { eq, type SQL } from 'drizzle-orm';
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

async function recipientWhere(condition: SQL, fallback: Locale): Promise<Recipient | null> {
  const u = schema.authUsers;
  const [row] = await db()
    .select({ email: u.email, firstName: u.firstName, language: schema.memberProfiles.language })
    .from(u)
    .leftJoin(schema.memberProfiles, eq(schema.memberProfiles.userId, u.id))
    .where(condition);
  if (!row) return null;
  return { email: row.email, firstName: row.firstName, locale: isLocale(row.language) ? row.language : fallback };
}
