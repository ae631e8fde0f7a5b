// A member's private calendar feed: an address with a long random secret that calendar apps poll
// for the member's confirmed trips. Whoever holds the address reads those trips (nothing else), so
// the member can replace it, which ends the old one at once.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { db, schema } from '../../lib/db.server.ts';

const f = schema.calendarFeeds;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export async function feedToken(memberId: string): Promise<string | null> {
  const [row] = await db().select({ token: f.token }).from(f).where(eq(f.memberId, memberId));
  return row?.token ?? null;
}

/** A new secret for the member's feed; the previous address stops working. */
export async function replaceFeedToken(memberId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db()
    .insert(f)
    .values({ memberId, token })
    .onConflictDoUpdate({ target: f.memberId, set: { token, createdAt: new Date() } });
  return token;
}

/** The member whose feed this secret opens, or null (a wrong or replaced secret). */
export async function memberForFeedToken(token: string): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db().select({ memberId: f.memberId, token: f.token }).from(f).where(eq(f.token, token));
  // Found by an index on the secret; compared again in constant time before it is trusted.
  if (!row || !timingSafeEqual(Buffer.from(row.token), Buffer.from(token))) return null;
  return row.memberId;
}

/** The feed's address; calendar apps take https:// (webcal:// is the same address for apps that want it). */
export function feedPath(token: string): string {
  return `/calendar/${token}/trips.ics`;
}
