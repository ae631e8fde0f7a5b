// Rate limits on the account forms, on the shared PostgreSQL counters (~/lib/rate-limit.server.ts),
// so every app server sees the same counts. Keys hold a hash of the email, never the address.
import { createHash } from 'node:crypto';
import { exhaustedUntil, hitRateLimit, type RateLimitRule } from '~/lib/rate-limit.server.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Failed sign-ins (ADR 15). Counted per client address and account, per client address across
 * accounts, and per account over browsers it has never signed in on. A client that used up its
 * attempts waits; the account's owner, from another address or from a browser they signed in on
 * before, does not. A stranger can hold back new browsers on an account for 15 minutes at most,
 * and the owner is told by email; a password reset link marks the browser that opens it as known.
 */
export const SIGN_IN_FAILURES_PER_CLIENT_AND_ACCOUNT = 5;
export const SIGN_IN_FAILURES_PER_CLIENT = 25;
export const SIGN_IN_FAILURES_PER_ACCOUNT_FROM_NEW_BROWSERS = 10;
const SIGN_IN_WINDOW = 15 * MINUTE;
export const SIGN_IN_WINDOW_MINUTES = SIGN_IN_WINDOW / MINUTE;

/** Wrong current passwords typed in the settings (change email or password, delete account). */
const PASSWORD_CHECK_FAILURES = 5;

export type LimitCheck = { allowed: true } | { allowed: false; retryAt: Date };

function emailKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);
}

async function checkAll(rules: readonly RateLimitRule[], now = new Date()): Promise<LimitCheck> {
  const blockedUntil = (await Promise.all(rules.map((rule) => exhaustedUntil(rule, now)))).filter((date): date is Date => date !== null);
  if (blockedUntil.length === 0) return { allowed: true };
  return { allowed: false, retryAt: new Date(Math.max(...blockedUntil.map((date) => date.getTime()))) };
}

/** Counts one failure on every rule; says whether the attempts are now used up, and until when. */
async function recordFailure(rules: readonly RateLimitRule[], now = new Date()): Promise<LimitCheck> {
  const results = await Promise.all(rules.map(async (rule) => ({ rule, result: await hitRateLimit(rule, now) })));
  const exhausted = results.filter(({ rule, result }) => result.count >= rule.limit);
  if (exhausted.length === 0) return { allowed: true };
  return { allowed: false, retryAt: new Date(Math.max(...exhausted.map(({ result }) => result.resetAt.getTime()))) };
}

/** Which attempt this is: who is signing in to which account, and whether the browser has signed in to it before. */
export type SignInAttempt = { email: string; ip: string | null; knownBrowser: boolean };

const ACCOUNT_RULE_PREFIX = 'sign-in-failures:account:';

function signInRules({ email, ip, knownBrowser }: SignInAttempt): RateLimitRule[] {
  const account = emailKey(email);
  const rules: RateLimitRule[] = [];
  if (ip) {
    rules.push({ key: `sign-in-failures:client-account:${ip}:${account}`, limit: SIGN_IN_FAILURES_PER_CLIENT_AND_ACCOUNT, windowMs: SIGN_IN_WINDOW });
    rules.push({ key: `sign-in-failures:client:${ip}`, limit: SIGN_IN_FAILURES_PER_CLIENT, windowMs: SIGN_IN_WINDOW });
  }
  if (!knownBrowser) rules.push({ key: `${ACCOUNT_RULE_PREFIX}${account}`, limit: SIGN_IN_FAILURES_PER_ACCOUNT_FROM_NEW_BROWSERS, windowMs: SIGN_IN_WINDOW });
  return rules;
}

export function checkSignIn(attempt: SignInAttempt): Promise<LimitCheck> {
  return checkAll(signInRules(attempt));
}

export type SignInFailure = LimitCheck & {
  /** This failure is the one that held back new browsers on the account: its owner should hear of it. */
  accountTargeted: boolean;
};

export async function recordSignInFailure(attempt: SignInAttempt): Promise<SignInFailure> {
  const now = new Date();
  const rules = signInRules(attempt);
  const results = await Promise.all(rules.map(async (rule) => ({ rule, result: await hitRateLimit(rule, now) })));
  const accountTargeted = results.some(({ rule, result }) => rule.key.startsWith(ACCOUNT_RULE_PREFIX) && result.count === rule.limit);
  const exhausted = results.filter(({ rule, result }) => result.count >= rule.limit);
  if (exhausted.length === 0) return { allowed: true, accountTargeted };
  return { allowed: false, retryAt: new Date(Math.max(...exhausted.map(({ result }) => result.resetAt.getTime()))), accountTargeted };
}

/** The owner hears at most once a day that their account is being guessed at, however long it goes on. */
export async function shouldAlertOwner(email: string): Promise<boolean> {
  return (await hitRateLimit({ key: `sign-in-alert:${emailKey(email)}`, limit: 1, windowMs: DAY })).allowed;
}

function passwordCheckRules(userId: string): RateLimitRule[] {
  return [{ key: `password-check-failures:${userId}`, limit: PASSWORD_CHECK_FAILURES, windowMs: SIGN_IN_WINDOW }];
}

export function checkPasswordAttempts(userId: string): Promise<LimitCheck> {
  return checkAll(passwordCheckRules(userId));
}

export function recordPasswordFailure(userId: string): Promise<LimitCheck> {
  return recordFailure(passwordCheckRules(userId));
}

/** Counts a request against limits where every request counts (not only failures). */
async function hitAll(rules: readonly RateLimitRule[]): Promise<LimitCheck> {
  const now = new Date();
  const results = await Promise.all(rules.map((rule) => hitRateLimit(rule, now)));
  const blocked = results.filter((result) => !result.allowed);
  if (blocked.length === 0) return { allowed: true };
  return { allowed: false, retryAt: new Date(Math.max(...blocked.map((result) => result.resetAt.getTime()))) };
}

/**
 * Sign-ups: 10 an hour per client address, and 200 an hour for the whole site (each sends an email,
 * and a stream of new accounts from many addresses is a script, not a community growing).
 */
export const SIGN_UPS_PER_HOUR_SITE_WIDE = 200;

export function hitSignUp(ip: string | null): Promise<LimitCheck> {
  const rules: RateLimitRule[] = [{ key: 'sign-up:all', limit: SIGN_UPS_PER_HOUR_SITE_WIDE, windowMs: HOUR }];
  if (ip) rules.push({ key: `sign-up:ip:${ip}`, limit: 10, windowMs: HOUR });
  return hitAll(rules);
}

/**
 * Reset emails: 3 an hour per address typed from one client, 6 an hour per address typed (so no
 * one can fill a mailbox, and a stranger alone cannot use up the owner's), 10 an hour per client
 * address, and 200 an hour for the whole site.
 */
export const RESET_EMAILS_PER_HOUR_SITE_WIDE = 200;

export function hitPasswordResetRequest(email: string, ip: string | null): Promise<LimitCheck> {
  const account = emailKey(email);
  const rules: RateLimitRule[] = [
    { key: `password-reset:account:${account}`, limit: 6, windowMs: HOUR },
    { key: 'password-reset:all', limit: RESET_EMAILS_PER_HOUR_SITE_WIDE, windowMs: HOUR },
  ];
  if (ip) {
    rules.push({ key: `password-reset:client-account:${ip}:${account}`, limit: 3, windowMs: HOUR });
    rules.push({ key: `password-reset:ip:${ip}`, limit: 10, windowMs: HOUR });
  }
  return hitAll(rules);
}

/** Verification emails sent again: 3 per 15 minutes per member. */
export function hitVerificationResend(userId: string): Promise<LimitCheck> {
  return hitAll([{ key: `verify-resend:${userId}`, limit: 3, windowMs: 15 * MINUTE }]);
}

/** Avatar uploads: 20 an hour per member (each one is decoded and re-encoded). */
export function hitAvatarUpload(userId: string): Promise<LimitCheck> {
  return hitAll([{ key: `avatar-upload:${userId}`, limit: 20, windowMs: HOUR }]);
}

/** Whole minutes until the limit lifts, at least 1, for "try again in N minutes". */
export function minutesUntil(date: Date, now = new Date()): number {
  return Math.max(1, Math.ceil((date.getTime() - now.getTime()) / MINUTE));
}
