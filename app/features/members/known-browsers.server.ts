// Browsers an account has signed in on before (ADR 15). Each successful sign-in, and each password
// reset, leaves a token for the account in a cookie; while strangers pile up wrong passwords on the
// account, sign-ins from browsers with the token are not held back. The token is a signature of the
// account and its current password hash, so nothing is stored and a new password forgets every browser.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { COOKIE_PREFIX, secureCookiesFor } from '~/lib/auth.server.ts';
import { readCookie, writeCookie, type ServerCookieDefinition } from '~/lib/cookies.server.ts';
import { db, schema } from '~/lib/db.server.ts';
import { publicOrigin } from '~/lib/public-origin.server.ts';
import { getRuntime } from '~/lib/runtime.server.ts';

export const KNOWN_BROWSER_COOKIE = `${COOKIE_PREFIX}.known`;
export const KNOWN_BROWSER_COOKIE_DAYS = 365;
/** Accounts one browser is remembered for (a shared family computer). */
const MAX_ACCOUNTS = 5;
/** Up to MAX_ACCOUNTS tokens of 22 characters, joined by dots. */
const KNOWN_BROWSER: ServerCookieDefinition = {
  name: KNOWN_BROWSER_COOKIE,
  maxAge: KNOWN_BROWSER_COOKIE_DAYS * 24 * 60 * 60,
  httpOnly: true,
  value: new RegExp(`^[\\w-]{22}(\\.[\\w-]{22}){0,${MAX_ACCOUNTS - 1}}$`),
};

async function credentialOf(where: { email: string } | { userId: string }): Promise<{ userId: string; passwordHash: string } | null> {
  const u = schema.authUsers;
  const a = schema.authAccounts;
  const [row] = await db()
    .select({ userId: u.id, passwordHash: a.password })
    .from(u)
    .innerJoin(a, and(eq(a.userId, u.id), eq(a.providerId, 'credential')))
    .where('email' in where ? eq(u.email, where.email.trim().toLowerCase()) : eq(u.id, where.userId));
  return row?.passwordHash ? { userId: row.userId, passwordHash: row.passwordHash } : null;
}

function tokenFor(credential: { userId: string; passwordHash: string }): string {
  return createHmac('sha256', getRuntime().authSecret).update(`known-browser:${credential.userId}:${credential.passwordHash}`).digest('base64url').slice(0, 22);
}

/** The tokens the browser sent; a malformed cookie counts as none. */
function tokensIn(request: Request): string[] {
  return readCookie(request, KNOWN_BROWSER)?.split('.') ?? [];
}

/** Whether this browser has signed in to the account with this email (under its current password). */
export async function isKnownBrowser(request: Request, email: string): Promise<boolean> {
  const tokens = tokensIn(request);
  if (tokens.length === 0) return false;
  const credential = await credentialOf({ email });
  if (!credential) return false;
  const expected = Buffer.from(tokenFor(credential));
  return tokens.some((token) => timingSafeEqual(Buffer.from(token), expected));
}

/** The Set-Cookie that remembers this browser for the account (keeping the other accounts it remembers). */
export async function rememberBrowser(request: Request, userId: string): Promise<string[]> {
  const credential = await credentialOf({ userId });
  if (!credential) return [];
  const token = tokenFor(credential);
  const tokens = [token, ...tokensIn(request).filter((other) => other !== token)].slice(0, MAX_ACCOUNTS);
  const secure = secureCookiesFor(getRuntime().config, publicOrigin());
  return [writeCookie(request, KNOWN_BROWSER, tokens.join('.'), { secure })];
}
