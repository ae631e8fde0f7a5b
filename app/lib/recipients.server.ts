// Who an email goes to: a member's address, first name and language, so every feature's emails are
// written in the reader's language.
import { eq } from 'drizzle-orm';
import { db, schema } from './db.server.ts';
import { isLocale, type Locale } from './i18n.ts';

export type Recipient = { email: string; firstName: string; locale: Locale };

/** A member's address, first name and language (their profile's, else English). */
export async function recipientFor(userId: string): Promise<Recipient | null> {
  const u = schema.authUsers;
  const [row] = await db()
    .select({ email: u.email, firstName: u.firstName, language: schema.memberProfiles.language })
    .from(u)
    .leftJoin(schema.memberProfiles, eq(schema.memberProfiles.userId, u.id))
    .where(eq(u.id, userId));
  if (!row) return null;
  return { email: row.email, firstName: row.firstName, locale: isLocale(row.language) ? row.language : 'en' };
}
