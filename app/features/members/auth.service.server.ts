// The account journeys: sign up, sign in, sign out, forgotten password, email verification.
// Each returns what the route needs (cookies to set, or a message key to show).
import { eq } from 'drizzle-orm';
import { isAPIError } from 'better-auth/api';
import { auth, withAuthLocale } from '~/lib/auth.server.ts';
import { db, schema } from '~/lib/db.server.ts';
import { getRuntime, logger } from '~/lib/runtime.server.ts';
import {
  checkSignIn,
  hitPasswordResetRequest,
  hitSignUp,
  hitVerificationResend,
  recordSignInFailure,
  shouldAlertOwner,
  SIGN_IN_WINDOW_MINUTES,
  type LimitCheck,
} from './auth-limits.server.ts';
import { isKnownBrowser, rememberBrowser } from './known-browsers.server.ts';
import { loadMessages } from '~/lib/i18n.server.ts';
import { createTranslator, type Locale } from '~/lib/i18n.ts';
import { publicOrigin } from '~/lib/public-origin.server.ts';
import { sendEmail } from '~/lib/notify.server.ts';
import { recipientByEmail } from '~/lib/recipients.server.ts';
import { clientAddress } from '~/lib/rate-limit.server.ts';
import { passwordProblem } from './password-policy.server.ts';
import { activeSuspension, endAllSessions } from './suspension.server.ts';

export type Limited = { ok: false; limited: Date };
export type Failed = { ok: false; fieldErrors?: Record<string, string>; formError?: string; formErrorParams?: Record<string, string> };
export type Succeeded = { ok: true; cookies: string[] };

function authErrorCode(error: unknown): string | null {
  if (!isAPIError(error)) return null;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : null;
}

function limited(check: LimitCheck): Limited | null {
  return check.allowed ? null : { ok: false, limited: check.retryAt };
}

export type SignUpInput = { firstName: string; lastName: string; email: string; password: string };

/** Creates the account, signs the member in and sends the verification email. */
export async function signUpMember(options: { request: Request; input: SignUpInput; locale: Locale }): Promise<Succeeded | Failed | Limited> {
  const { request, input, locale } = options;
  const problem = passwordProblem(input.password, { email: input.email });
  if (problem) return { ok: false, fieldErrors: { password: problem } };
  const block = limited(await hitSignUp(clientAddress(request)));
  if (block) return block;
  try {
    const { headers, response } = await withAuthLocale(locale, () =>
      auth().api.signUpEmail({
        body: { name: `${input.firstName} ${input.lastName}`, firstName: input.firstName, lastName: input.lastName, email: input.email, password: input.password },
        headers: request.headers,
        returnHeaders: true,
      }),
    );
    // The schema refused the form without the age confirmation; when it was given is kept (ADR 17).
    await db().update(schema.memberProfiles).set({ ageConfirmedAt: new Date() }).where(eq(schema.memberProfiles.userId, response.user.id));
    // The browser that made the account is its owner's (ADR 15).
    return { ok: true, cookies: [...headers.getSetCookie(), ...(await rememberBrowser(request, response.user.id))] };
  } catch (error) {
    const code = authErrorCode(error);
    if (code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' || code === 'USER_ALREADY_EXISTS') {
      return { ok: false, fieldErrors: { email: 'auth.error.emailTaken' } };
    }
    if (code === 'PASSWORD_TOO_SHORT') return { ok: false, fieldErrors: { password: 'auth.error.passwordTooShort' } };
    if (code === 'PASSWORD_TOO_LONG') return { ok: false, fieldErrors: { password: 'auth.error.passwordTooLong' } };
    // Two sign-ups with one address at the same moment both pass the "is it free?" check; the unique
    // index refuses the second, which better-auth reports as a failed create.
    if (await emailInUse(input.email)) return { ok: false, fieldErrors: { email: 'auth.error.emailTaken' } };
    throw error;
  }
}

async function emailInUse(email: string): Promise<boolean> {
  const [row] = await db().select({ id: schema.authUsers.id }).from(schema.authUsers).where(eq(schema.authUsers.email, email.trim().toLowerCase()));
  return !!row;
}

/** The member's saved language, so the site switches to it when they sign in. */
export async function memberLanguage(email: string): Promise<Locale | null> {
  const [row] = await db()
    .select({ language: schema.memberProfiles.language })
    .from(schema.authUsers)
    .innerJoin(schema.memberProfiles, eq(schema.memberProfiles.userId, schema.authUsers.id))
    .where(eq(schema.authUsers.email, email.toLowerCase()));
  return row?.language ?? null;
}

/**
 * Signs in with email and password. Wrong email and wrong password give the same answer. Failures
 * are counted per client and account, per client, and per account over browsers that never signed
 * in to it (ADR 15): a client that used them up is refused until the window ends, even with the
 * right password, while the owner's own browsers and other addresses are not held back.
 */
export async function signInMember(options: { request: Request; email: string; password: string }): Promise<Succeeded | Failed | Limited> {
  const { request, email, password } = options;
  const attempt = { email, ip: clientAddress(request), knownBrowser: await isKnownBrowser(request, email) };
  const block = limited(await checkSignIn(attempt));
  if (block) return block;
  try {
    const { headers, response } = await auth().api.signInEmail({
      body: { email, password, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    });
    // The password was right, so the member may learn why they cannot come in; the session just
    // made is ended before its cookie leaves.
    const suspension = await activeSuspension(response.user.id);
    if (suspension) {
      await endAllSessions(response.user.id);
      return { ok: false, formError: 'auth.error.suspended', formErrorParams: { reason: suspension.reason, until: suspension.endsAt.toISOString() } };
    }
    await promoteConfiguredAdmin(response.user.id, email);
    return { ok: true, cookies: [...headers.getSetCookie(), ...(await rememberBrowser(request, response.user.id))] };
  } catch (error) {
    const code = authErrorCode(error);
    if (code !== 'INVALID_EMAIL_OR_PASSWORD' && code !== 'INVALID_PASSWORD') throw error;
    const failure = await recordSignInFailure(attempt);
    if (failure.accountTargeted && (await shouldAlertOwner(email))) {
      void sendSignInAlert(email).catch((alertError: unknown) => logger().error({ err: alertError }, 'sign-in alert email failed'));
    }
    return limited(failure) ?? { ok: false, formError: 'auth.error.invalidCredentials' };
  }
}

/**
 * Tells an account's owner that wrong passwords are piling up on it, in their language, with what
 * still works and where to choose a new password. Nothing is sent for an address without an account.
 */
async function sendSignInAlert(email: string): Promise<void> {
  const to = await recipientByEmail(email);
  if (!to) return;
  const t = createTranslator(to.locale, loadMessages(to.locale, ['auth']));
  const params = { name: to.firstName, orgName: getRuntime().config.ORG_NAME, minutes: SIGN_IN_WINDOW_MINUTES, link: `${publicOrigin()}/forgot-password` };
  await sendEmail(to, { subject: t('auth.email.signInAlert.subject', params), text: t('auth.email.signInAlert.text', params) }, { category: 'account' });
  logger().warn({ account: 'targeted' }, 'wrong passwords piling up on one account: its owner was told');
}

/** ADMIN_EMAILS names the first admins: they become admins when they sign up or sign in. */
async function promoteConfiguredAdmin(userId: string, email: string): Promise<void> {
  if (!getRuntime().config.ADMIN_EMAILS.includes(email.toLowerCase())) return;
  await db().update(schema.authUsers).set({ role: 'admin' }).where(eq(schema.authUsers.id, userId));
}

/** Ends this browser's session on the server and returns the cookie that clears it. */
export async function signOutMember(request: Request): Promise<string[]> {
  try {
    const { headers } = await auth().api.signOut({ headers: request.headers, returnHeaders: true });
    return headers.getSetCookie();
  } catch (error) {
    // Signing out without a valid session is not an error for the visitor.
    logger().info({ err: error }, 'sign-out without a session');
    return [];
  }
}

/**
 * Sends a single-use reset link when the address has an account. The answer is the same either way;
 * only the rate limit (counted per address typed, whether or not it exists) can refuse.
 */
export async function requestPasswordReset(options: { request: Request; email: string; locale: Locale }): Promise<{ ok: true } | Limited> {
  const { request, email, locale } = options;
  const block = limited(await hitPasswordResetRequest(email, clientAddress(request)));
  if (block) return block;
  await withAuthLocale(locale, () => auth().api.requestPasswordReset({ body: { email }, headers: request.headers }));
  return { ok: true };
}

/**
 * Sets a new password from a reset link; every session of the member ends. The browser that opened
 * the link proved it can read the member's email, so it is remembered as theirs (`cookies`).
 */
export async function resetPassword(options: { request: Request; token: string; password: string }): Promise<{ ok: true; cookies: string[] } | Failed> {
  const { request, token, password } = options;
  const [row] = await db()
    .select({ email: schema.authUsers.email, userId: schema.authUsers.id })
    .from(schema.authVerifications)
    .innerJoin(schema.authUsers, eq(schema.authUsers.id, schema.authVerifications.value))
    .where(eq(schema.authVerifications.identifier, `reset-password:${token}`));
  const problem = passwordProblem(password, { email: row?.email });
  if (problem) return { ok: false, fieldErrors: { password: problem } };
  try {
    await auth().api.resetPassword({ body: { token, newPassword: password }, headers: request.headers });
    return { ok: true, cookies: row ? await rememberBrowser(request, row.userId) : [] };
  } catch (error) {
    const code = authErrorCode(error);
    if (code === 'INVALID_TOKEN' || code === 'USER_NOT_FOUND') return { ok: false, formError: 'auth.error.resetLinkInvalid' };
    if (code === 'PASSWORD_TOO_SHORT') return { ok: false, fieldErrors: { password: 'auth.error.passwordTooShort' } };
    if (code === 'PASSWORD_TOO_LONG') return { ok: false, fieldErrors: { password: 'auth.error.passwordTooLong' } };
    throw error;
  }
}

/** Whether a reset link is still usable, so the page can say so before anything is typed. */
export async function isResetTokenValid(token: string): Promise<boolean> {
  const [row] = await db()
    .select({ expiresAt: schema.authVerifications.expiresAt })
    .from(schema.authVerifications)
    .where(eq(schema.authVerifications.identifier, `reset-password:${token}`));
  return !!row && row.expiresAt > new Date();
}

export type VerifyResult = 'verified' | 'expired' | 'invalid';

/** Confirms an email address (a new account's, or a changed one) from the link we sent. */
export async function verifyEmailToken(options: { request: Request; token: string }): Promise<{ result: VerifyResult; cookies: string[] }> {
  try {
    const { headers } = await auth().api.verifyEmail({ query: { token: options.token }, headers: options.request.headers, returnHeaders: true });
    return { result: 'verified', cookies: headers.getSetCookie() };
  } catch (error) {
    const code = authErrorCode(error);
    if (code === 'TOKEN_EXPIRED') return { result: 'expired', cookies: [] };
    if (code) return { result: 'invalid', cookies: [] };
    throw error;
  }
}

/** Sends the verification link again to a signed-in, unverified member. */
export async function resendVerificationEmail(options: { request: Request; userId: string; locale: Locale }): Promise<{ ok: true } | Limited> {
  const { request, userId, locale } = options;
  const block = limited(await hitVerificationResend(userId));
  if (block) return block;
  const [user] = await db().select({ email: schema.authUsers.email, verified: schema.authUsers.emailVerified }).from(schema.authUsers).where(eq(schema.authUsers.id, userId));
  if (!user || user.verified) return { ok: true };
  await withAuthLocale(locale, () => auth().api.sendVerificationEmail({ body: { email: user.email }, headers: request.headers }));
  return { ok: true };
}
