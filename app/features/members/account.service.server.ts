// Changes a member makes to their own account in the settings. Every function takes the member's
// own id from the session (never from the form), so no request can reach another member's account.
import { and, eq, ne } from 'drizzle-orm';
import { isAPIError } from 'better-auth/api';
import type { z } from 'zod';
import { authFor, withAuthLocale } from '~/lib/auth.server.ts';
import { db, schema } from '~/lib/db.server.ts';
import type { Locale } from '~/lib/i18n.ts';
import { deleteAvatar, saveAvatar } from './avatar.server.ts';
import { checkPasswordAttempts, hitAvatarUpload, recordPasswordFailure } from './auth-limits.server.ts';
import type { Limited } from './auth.service.server.ts';
import type { ProfileSchema } from './member.schema.ts';
import { passwordProblem } from './password-policy.server.ts';

export type ProfileInput = z.infer<typeof ProfileSchema>;

/** Names, bio, country, certification, units and language; names and profile change together. */
export async function updateProfile(options: { userId: string; input: ProfileInput }): Promise<void> {
  const { userId, input } = options;
  const profile = {
    bio: input.bio || null,
    countryCode: input.countryCode || null,
    certAgency: input.certAgency || null,
    certLevel: input.certAgency ? input.certLevel || null : null,
    units: input.units,
    language: input.language,
    updatedAt: new Date(),
  };
  await db().transaction(async (tx) => {
    await tx
      .update(schema.authUsers)
      .set({ firstName: input.firstName, lastName: input.lastName, name: `${input.firstName} ${input.lastName}`, updatedAt: new Date() })
      .where(eq(schema.authUsers.id, userId));
    await tx
      .insert(schema.memberProfiles)
      .values({ userId, ...profile })
      .onConflictDoUpdate({ target: schema.memberProfiles.userId, set: profile });
  });
}

/** Replaces the avatar; the old file is removed once the new one is in place. */
export async function changeAvatar(options: { userId: string; file: File }): Promise<{ ok: true; url: string } | Limited> {
  const { userId, file } = options;
  const check = await hitAvatarUpload(userId);
  if (!check.allowed) return { ok: false, limited: check.retryAt };
  const url = await saveAvatar(userId, file);
  const [previous] = await db().select({ image: schema.authUsers.image }).from(schema.authUsers).where(eq(schema.authUsers.id, userId));
  await db().update(schema.authUsers).set({ image: url, updatedAt: new Date() }).where(eq(schema.authUsers.id, userId));
  await deleteAvatar(previous?.image);
  return { ok: true, url };
}

export async function removeAvatar(options: { userId: string }): Promise<void> {
  const [previous] = await db().select({ image: schema.authUsers.image }).from(schema.authUsers).where(eq(schema.authUsers.id, options.userId));
  await db().update(schema.authUsers).set({ image: null, updatedAt: new Date() }).where(eq(schema.authUsers.id, options.userId));
  await deleteAvatar(previous?.image);
}

export type PasswordCheck = { ok: true } | { ok: false; wrong: true } | Limited;

/** Confirms the member's current password before a sensitive change; failures are rate-limited. */
export async function confirmPassword(options: { request: Request; userId: string; password: string }): Promise<PasswordCheck> {
  const { request, userId, password } = options;
  const before = await checkPasswordAttempts(userId);
  if (!before.allowed) return { ok: false, limited: before.retryAt };
  try {
    await authFor(request).api.verifyPassword({ body: { password }, headers: request.headers });
    return { ok: true };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const after = await recordPasswordFailure(userId);
    return after.allowed ? { ok: false, wrong: true } : { ok: false, limited: after.retryAt };
  }
}

export type EmailChange = { ok: true; outcome: 'changed' | 'linkSent' } | { ok: false; fieldErrors: Record<string, string> } | Limited;

/**
 * Changes the sign-in email. A verified member confirms the new address by a link sent to it (the
 * address changes when it is opened); an unverified member's address changes at once and gets a
 * new verification link.
 */
export async function changeEmail(options: { request: Request; userId: string; newEmail: string; currentPassword: string; locale: Locale }): Promise<EmailChange> {
  const { request, userId, newEmail, currentPassword, locale } = options;
  const check = await confirmPassword({ request, userId, password: currentPassword });
  if (!check.ok) return 'limited' in check ? check : { ok: false, fieldErrors: { currentPassword: 'account.error.passwordWrong' } };
  const [current] = await db().select({ email: schema.authUsers.email }).from(schema.authUsers).where(eq(schema.authUsers.id, userId));
  if (current?.email === newEmail) return { ok: false, fieldErrors: { newEmail: 'account.error.emailSame' } };
  await withAuthLocale(locale, () => authFor(request).api.changeEmail({ body: { newEmail }, headers: request.headers }));
  const [after] = await db().select({ email: schema.authUsers.email }).from(schema.authUsers).where(eq(schema.authUsers.id, userId));
  return { ok: true, outcome: after?.email === newEmail ? 'changed' : 'linkSent' };
}

export type PasswordChange = { ok: true; cookies: string[] } | { ok: false; fieldErrors: Record<string, string> } | Limited;

/** Changes the password; the member's other browsers are signed out, this one stays signed in. */
export async function changePassword(options: { request: Request; userId: string; currentPassword: string; password: string }): Promise<PasswordChange> {
  const { request, userId, currentPassword, password } = options;
  const [user] = await db().select({ email: schema.authUsers.email }).from(schema.authUsers).where(eq(schema.authUsers.id, userId));
  const problem = passwordProblem(password, { email: user?.email });
  if (problem) return { ok: false, fieldErrors: { password: problem } };
  const check = await confirmPassword({ request, userId, password: currentPassword });
  if (!check.ok) return 'limited' in check ? check : { ok: false, fieldErrors: { currentPassword: 'account.error.passwordWrong' } };
  const { headers } = await authFor(request).api.changePassword({
    body: { currentPassword, newPassword: password, revokeOtherSessions: true },
    headers: request.headers,
    returnHeaders: true,
  });
  return { ok: true, cookies: headers.getSetCookie() };
}

/** Signs out one of the member's own browsers; a session id of someone else's changes nothing. */
export async function revokeSession(options: { userId: string; sessionId: string }): Promise<boolean> {
  const deleted = await db()
    .delete(schema.authSessions)
    .where(and(eq(schema.authSessions.id, options.sessionId), eq(schema.authSessions.userId, options.userId)))
    .returning({ id: schema.authSessions.id });
  return deleted.length > 0;
}

/** Signs out every browser of the member except the current one. */
export async function revokeOtherSessions(options: { userId: string; currentSessionId: string }): Promise<number> {
  const deleted = await db()
    .delete(schema.authSessions)
    .where(and(eq(schema.authSessions.userId, options.userId), ne(schema.authSessions.id, options.currentSessionId)))
    .returning({ id: schema.authSessions.id });
  return deleted.length;
}
