// The signed-in member of a request, and the guards route loaders and actions call first:
// requireMember, requireVerifiedMember, requireRole.
import { and, eq, lt, sql } from 'drizzle-orm';
import { data, redirect, type MiddlewareFunction } from 'react-router';
import { auth } from '~/lib/auth.server.ts';
import { db, schema } from '~/lib/db.server.ts';
import { logger } from '~/lib/runtime.server.ts';
import { actingAsInSession } from './acting-as.server.ts';
import { isDiveCenterManager } from './dive-center-manager.server.ts';
import { activeSuspension, endAllSessions } from './suspension.server.ts';
import { hasRole, isRole } from './member.policy.ts';
import { signInPath } from './redirect-path.ts';
import type { Role, SessionUser } from './session-user.ts';

export type LoadedSession = {
  user: SessionUser | null;
  /** The internal id of the current session, to mark "this device" in the sessions list. */
  sessionId: string | null;
  /** Set-Cookie headers better-auth produced (a renewed or cleared session cookie). */
  cookies: string[];
};

const LAST_USED_RESOLUTION = sql`interval '5 minutes'`;
const loaded = new WeakMap<Request, Promise<LoadedSession>>();

async function readSession(request: Request): Promise<LoadedSession> {
  if (!request.headers.get('cookie')) return { user: null, sessionId: null, cookies: [] };
  const { headers, response } = await auth().api.getSession({ headers: request.headers, returnHeaders: true });
  const cookies = headers?.getSetCookie() ?? [];
  if (!response) return { user: null, sessionId: null, cookies };
  const { session, user } = response;
  // A session that outlived its member's suspension (made before it, on another server) ends here.
  if (await activeSuspension(user.id)) {
    await endAllSessions(user.id);
    return { user: null, sessionId: null, cookies };
  }
  const [profile] = await db()
    .select({ units: schema.memberProfiles.units })
    .from(schema.memberProfiles)
    .where(eq(schema.memberProfiles.userId, user.id));
  // Kept coarse (5 minutes) so reading a page costs no write most of the time.
  await db()
    .update(schema.authSessions)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(schema.authSessions.id, session.id), lt(schema.authSessions.lastUsedAt, sql`now() - ${LAST_USED_RESOLUTION}`)));
  const role = isRole(user.role) ? user.role : 'member';
  const sessionUser: SessionUser = {
    id: user.id,
    memberId: String(user.memberId ?? ''),
    firstName: String(user.firstName ?? ''),
    lastName: String(user.lastName ?? ''),
    avatarUrl: user.image ?? null,
    role,
    emailVerified: user.emailVerified,
    isDiveCenterManager: await isDiveCenterManager(user.id),
    units: profile?.units === 'imperial' ? 'imperial' : 'metric',
    // Only admins can act as a centre's manager; nobody else pays for the question.
    actingAs: role === 'admin' ? await actingAsInSession(session.id, user.id) : null,
  };
  return { user: sessionUser, sessionId: session.id, cookies };
}

/** The session of this request, read once however many loaders ask. */
export function loadSession(request: Request): Promise<LoadedSession> {
  let pending = loaded.get(request);
  if (!pending) {
    pending = readSession(request).catch((error: unknown) => {
      logger().error({ err: error }, 'reading the session failed');
      throw error;
    });
    loaded.set(request, pending);
  }
  return pending;
}

/** The signed-in member, or null for a visitor. */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  return (await loadSession(request)).user;
}

/**
 * For the page frame only: the signed-in member, or null when the session cannot be read (the
 * database is down). The frame then shows the signed-out header, so pages that need no data keep
 * working and a failing page shows the full, translated error page. Guards never use this.
 */
export async function frameSessionUser(request: Request): Promise<SessionUser | null> {
  try {
    return await getSessionUser(request);
  } catch {
    return null;
  }
}

function currentPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** The signed-in member; a visitor is sent to /sign-in and brought back here afterwards. */
export async function requireMember(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw redirect(signInPath(currentPath(request)));
  return user;
}

/**
 * A member whose email is verified, for contributing (listings, reviews, messages, dive centres).
 * Others are sent to /verify-email, which explains why and offers to send the link again.
 */
export async function requireVerifiedMember(request: Request): Promise<SessionUser> {
  const user = await requireMember(request);
  if (!user.emailVerified) throw redirect(`/verify-email?redirectTo=${encodeURIComponent(currentPath(request))}`);
  return user;
}

/** A member with at least this role (admin > moderator > member); anyone else gets a 403. */
export async function requireRole(request: Request, role: Role): Promise<SessionUser> {
  const user = await requireMember(request);
  if (!hasRole(user, role)) throw data({ message: 'Forbidden' }, { status: 403 });
  return user;
}

/**
 * Root middleware: when better-auth renewed (or cleared) the session cookie while a loader read
 * the session, the new cookie goes out with the response.
 */
export const sessionCookieMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  const pending = loaded.get(request);
  if (!pending) return response;
  const session = await pending.catch(() => null);
  // A cookie the route itself set (signing in or out) wins over a renewal read earlier in the request.
  const alreadySet = new Set(response.headers.getSetCookie().map(cookieName));
  for (const cookie of session?.cookies ?? []) if (!alreadySet.has(cookieName(cookie))) response.headers.append('Set-Cookie', cookie);
  return response;
};

function cookieName(setCookie: string): string {
  return setCookie.slice(0, setCookie.indexOf('=')).trim();
}
