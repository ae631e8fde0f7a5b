// A rate limiter whose counters live in PostgreSQL, so every app server sees the same counts. Use it
// for anything a stranger can trigger repeatedly (contact form, sign-in, uploads).
//
// A key's window opens with its first hit and lasts `windowMs`; the first hit after it ends opens the
// next. Windows aligned to the clock (every quarter past) would start the count again at each edge, so
// nine failures before 10:15 and nine after would never meet a limit of ten.
import { sql } from 'drizzle-orm';
import { db } from './db.server.ts';
import { currentRequest, getRuntime } from './runtime.server.ts';

export type RateLimitRule = {
  /** What is being limited and for whom, e.g. "contact:email:ana@example.com". */
  key: string;
  /** Hits allowed per window. */
  limit: number;
  windowMs: number;
};

export type RateLimitResult = {
  allowed: boolean;
  /** Hits counted in the current window, this one included. */
  count: number;
  remaining: number;
  /** When the current window ends: the next hit after it starts the count again. */
  resetAt: Date;
};

// Sweeping on a small share of hits keeps the table short without a background job.
const SWEEP_PROBABILITY = 0.02;

/**
 * Counts one hit for the key and says whether it is within the limit. The count is incremented in a
 * single upsert, so concurrent requests on several servers never lose a hit.
 */
export async function hitRateLimit(rule: RateLimitRule, now: Date = new Date()): Promise<RateLimitResult> {
  if (rule.limit < 1 || rule.windowMs < 1000) throw new Error(`Invalid rate limit rule for ${rule.key}`);
  const opensAt = now.toISOString();
  const endsAt = new Date(now.getTime() + rule.windowMs).toISOString();
  // Every expression of the update reads the row as it was, so the three agree on whether it ended.
  const result = await db().execute<{ count: number; expires_at: string | Date }>(sql`
    insert into rate_limit (key, window_start, count, expires_at)
    values (${rule.key}, ${opensAt}, 1, ${endsAt})
    on conflict (key) do update set
      count = case when rate_limit.expires_at > excluded.window_start then rate_limit.count + 1 else 1 end,
      window_start = case when rate_limit.expires_at > excluded.window_start then rate_limit.window_start else excluded.window_start end,
      expires_at = case when rate_limit.expires_at > excluded.window_start then rate_limit.expires_at else excluded.expires_at end
    returning count, expires_at`);
  const count = Number(result.rows[0]?.count ?? 1);
  const resetAt = new Date(result.rows[0]?.expires_at ?? endsAt);
  if (Math.random() < SWEEP_PROBABILITY) await sweepExpiredRateLimits(now);
  return { allowed: count <= rule.limit, count, remaining: Math.max(0, rule.limit - count), resetAt };
}

/**
 * Reads a key's count without counting a hit (for limits on failures, counted only once they happen):
 * when the current window holds the limit already, says until when; otherwise null.
 */
export async function exhaustedUntil(rule: RateLimitRule, now: Date = new Date()): Promise<Date | null> {
  const result = await db().execute<{ count: number; expires_at: string | Date }>(
    sql`select count, expires_at from rate_limit where key = ${rule.key} and expires_at > ${now.toISOString()}`,
  );
  const row = result.rows[0];
  return row && Number(row.count) >= rule.limit ? new Date(row.expires_at) : null;
}

/** Checks several rules at once (e.g. per address and site-wide); every rule counts the hit. */
export async function hitRateLimits(rules: readonly RateLimitRule[], now: Date = new Date()): Promise<RateLimitResult> {
  if (rules.length === 0) throw new Error('hitRateLimits needs at least one rule');
  const results = await Promise.all(rules.map((rule) => hitRateLimit(rule, now)));
  const blocked = results.filter((result) => !result.allowed);
  if (blocked.length === 0) {
    return results.reduce((tightest, result) => (result.remaining < tightest.remaining ? result : tightest));
  }
  // The caller can retry once the last of the exceeded windows has ended.
  return blocked.reduce((latest, result) => (result.resetAt > latest.resetAt ? result : latest));
}

export async function sweepExpiredRateLimits(now: Date = new Date()): Promise<void> {
  await db().execute(sql`delete from rate_limit where expires_at < ${now.toISOString()}`);
}

/**
 * A loopback address is not a client: it is the machine itself (a developer, a test run) or a reverse
 * proxy on the same host whose X-Forwarded-For is not trusted (TRUST_PROXY unset). Counting it would put
 * every visitor behind such a proxy into one bucket, so per-address limits skip it (per-account and
 * site-wide limits still apply).
 */
function isLoopback(ip: string): boolean {
  return ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');
}

/**
 * The client's address for per-address limits: the socket address the server entry puts in the request
 * scope (Express's req.ip, which honours TRUST_PROXY); outside a request scope, behind a trusted proxy,
 * the first X-Forwarded-For entry. Null when unknown or loopback: per-address limits are then skipped.
 */
export function clientAddress(request: Request): string | null {
  let ip = currentRequest()?.ip;
  if (!ip && getRuntime().config.TRUST_PROXY) ip = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return ip && !isLoopback(ip) ? ip : null;
}
