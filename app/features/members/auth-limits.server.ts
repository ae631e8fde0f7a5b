// Rate limits on the account forms, on the shared PostgreSQL counters (~/lib/rate-limit.server.ts),
// so every app server sees the same counts. Keys hold a hash of the email, never the address.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { db } from '~/lib/db.server.ts';
import { hitRateLimit, type RateLimitRule } from '~/lib/rate-limit.server.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Failed sign-ins: 5 per account and 25 per address in 15 minutes. The account limit stops
 * guessing one member's password from many addresses; the address limit stops trying one password
 * on many accounts, and is higher because a household or office shares an address.
 */
export const SIGN_IN_FAILURES_PER_ACCOUNT = 5;
export const SIGN_IN_FAILURES_PER_IP = 25;
const SIGN_IN_WINDOW = 15 * MINUTE;

/** Wrong current passwords typed in the settings (change email or password, delete account). */
const PASSWORD_CHECK_FAILURES = 5;

export type LimitCheck = { allowed: true } | { allowed: false; retryAt: Date };

function emailKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);
}

function windowStart(rule: Pick<RateLimitRule, 'windowMs'>, now: Date): Date {
  return new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
}

/** Reads a counter without counting a hit, so only failures are counted. */
async function isExhausted(rule: RateLimitRule, now: Date): Promise<Date | null> {
  const start = windowStart(rule, now);
  const result = await db().execute<{ count: number }>(
    sql`select count from rate_limit where key = ${rule.key} and window_start = ${start.toISOString()}`,
  );
  const count = Number(result.rows[0]?.count ?? 0);
  return count >= rule.limit ? new Date(start.getTime() + rule.windowMs) : null;
}

async function checkAll(rules: readonly RateLimitRule[], now = new Date()): Promise<LimitCheck> {
  const blockedUntil = (await Promise.all(rules.map((rule) => isExhausted(rule, now)))).filter((date): date is Date => date !== null);
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

function signInRules(email: string, ip: string | null): RateLimitRule[] {
  const rules: RateLimitRule[] = [{ key: `sign-in-failures:account:${emailKey(email)}`, limit: SIGN_IN_FAILURES_PER_ACCOUNT, windowMs: SIGN_IN_WINDOW }];
  if (ip) rules.push({ key: `sign-in-failures:ip:${ip}`, limit: SIGN_IN_FAILURES_PER_IP, windowMs: SIGN_IN_WINDOW });
  return rules;
}

export function checkSignIn(email: string, ip: string | null): Promise<LimitCheck> {
  return checkAll(signInRules(email, ip));
}

export function recordSignInFailure(email: string, ip: string | null): Promise<LimitCheck> {
  return recordFailure(signInRules(email, ip));
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

/** Sign-ups: 10 an hour per address. */
export function hitSignUp(ip: string | null): Promise<LimitCheck> {
  return ip ? hitAll([{ key: `sign-up:ip:${ip}`, limit: 10, windowMs: HOUR }]) : Promise.resolve({ allowed: true });
}

/** Reset emails: 3 an hour per address typed, 10 an hour per client address. */
export function hitPasswordResetRequest(email: string, ip: string | null): Promise<LimitCheck> {
  const rules: RateLimitRule[] = [{ key: `password-reset:account:${emailKey(email)}`, limit: 3, windowMs: HOUR }];
  if (ip) rules.push({ key: `password-reset:ip:${ip}`, limit: 10, windowMs: HOUR });
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
