// The better-auth instance: email + password accounts, sessions in PostgreSQL, signed email links.
// Edit this file to change session lifetimes, cookie settings, token lifetimes or to add sign-in
// providers. Route code does not call better-auth directly: it goes through the members feature
// (app/features/members/*.server.ts), which adds rate limits, messages and the profile.
import { AsyncLocalStorage } from 'node:async_hooks';
import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { eq } from 'drizzle-orm';
import { authAccounts, authSessions, authUsers, authVerifications } from '../../db/schema/auth.ts';
import { memberProfiles } from '../../db/schema/members.ts';
import { generateMemberId } from './member-id.ts';
import type { Config } from './env.server.ts';
import { db } from './db.server.ts';
import type { Locale } from './i18n.ts';
import { loadMessages } from './i18n.server.ts';
import { createTranslator } from './i18n.ts';
import { sendEmail } from './notify.server.ts';
import { publicOrigin } from './public-origin.server.ts';
import { recipientFor } from './recipients.server.ts';
import { hitRateLimit } from './rate-limit.server.ts';
import { getRuntime, logger, runtimeScoped } from './runtime.server.ts';

export const SESSION_EXPIRES_IN_S = 60 * 60 * 24 * 30;
/** A used session is extended (and its cookie renewed) at most once a day. */
export const SESSION_UPDATE_AGE_S = 60 * 60 * 24;
/** Reset links are single-use and expire after an hour. */
export const RESET_TOKEN_EXPIRES_IN_S = 60 * 60;
export const VERIFY_TOKEN_EXPIRES_IN_S = 60 * 60 * 24;
export const COOKIE_PREFIX = 'diveatlas';

/** Facts about the call in progress that better-auth's callbacks cannot receive as arguments. */
type AuthCall = { locale: Locale };
const authCalls = new AsyncLocalStorage<AuthCall>();

/** Runs a better-auth call so its emails and new profile use the visitor's language. */
export function withAuthLocale<T>(locale: Locale, work: () => Promise<T>): Promise<T> {
  return authCalls.run({ locale }, work);
}

/** `Secure` cookies only in production over HTTPS: the local and test servers run on plain http. */
export function secureCookiesFor(config: Pick<Config, 'NODE_ENV'>, origin: string): boolean {
  return config.NODE_ENV === 'production' && origin.startsWith('https://');
}

/** The member's language, else the language of the page that made the call (a new member has no profile yet). */
async function languageOf(userId: string): Promise<Locale> {
  const pageLocale = authCalls.getStore()?.locale ?? 'en';
  return (await recipientFor(userId, pageLocale))?.locale ?? pageLocale;
}

type EmailKind = 'verify' | 'reset' | 'changeEmail';

async function sendAccountEmail(kind: EmailKind, to: string, user: { id: string; name: string; firstName?: unknown }, link: string) {
  const locale = await languageOf(user.id);
  const t = createTranslator(locale, loadMessages(locale, ['auth']));
  const name = typeof user.firstName === 'string' && user.firstName ? user.firstName : user.name;
  const params = { name, link, orgName: getRuntime().config.ORG_NAME };
  await sendEmail({ email: to, firstName: name, locale }, { subject: t(`auth.email.${kind}.subject`, params), text: t(`auth.email.${kind}.text`, params) }, { category: 'account' });
}

/** Draws member IDs until one is free; the unique index stays the final guard. */
async function freeMemberId(): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const candidate = generateMemberId();
    const [taken] = await db().select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.memberId, candidate));
    if (!taken) return candidate;
  }
  throw new Error('Could not find a free member ID after 5 attempts');
}

function buildAuth(origin: string) {
  const { config, authSecret } = getRuntime();
  const options = {
    appName: config.ORG_NAME,
    baseURL: origin,
    basePath: '/api/auth',
    secret: authSecret,
    trustedOrigins: [origin],
    database: drizzleAdapter(db(), {
      provider: 'pg',
      schema: { user: authUsers, session: authSessions, account: authAccounts, verification: authVerifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_EXPIRES_IN_S,
      // Not awaited, so the answer takes as long whether or not the address has an account.
      sendResetPassword: async ({ user, token }) => {
        const link = `${origin}/reset-password?token=${encodeURIComponent(token)}`;
        void sendAccountEmail('reset', user.email, user, link).catch((error: unknown) => logger().error({ err: error }, 'reset email failed'));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: VERIFY_TOKEN_EXPIRES_IN_S,
      sendVerificationEmail: async ({ user, token }) => {
        const link = `${origin}/verify-email?token=${encodeURIComponent(token)}`;
        await sendAccountEmail('verify', user.email, user, link);
      },
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: true, input: true },
        lastName: { type: 'string', required: true, input: true },
        memberId: { type: 'string', required: false, input: false },
        role: { type: 'string', required: false, input: false, defaultValue: 'member' },
      },
      changeEmail: { enabled: true, updateEmailWithoutVerification: true },
    },
    session: { expiresIn: SESSION_EXPIRES_IN_S, updateAge: SESSION_UPDATE_AGE_S },
    // Only used if better-auth's own HTTP endpoints are ever mounted; the site's forms apply their
    // own limits (app/features/members/auth-limits.server.ts). Either way the counters are in PostgreSQL.
    rateLimit: {
      enabled: true,
      customStorage: {
        async consume(key, rule) {
          const result = await hitRateLimit({ key: `better-auth:${key}`, limit: rule.max, windowMs: rule.window * 1000 });
          return { allowed: result.allowed, retryAfter: result.allowed ? null : Math.ceil((result.resetAt.getTime() - Date.now()) / 1000) };
        },
      },
    },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: secureCookiesFor(config, origin),
      ipAddress: config.TRUST_PROXY ? { ipAddressHeaders: ['x-forwarded-for'] } : { disableIpTracking: true },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => {
            const email = String(user.email).toLowerCase();
            const role = config.ADMIN_EMAILS.includes(email) ? 'admin' : 'member';
            const firstName = typeof user.firstName === 'string' ? user.firstName : '';
            const lastName = typeof user.lastName === 'string' ? user.lastName : '';
            return { data: { ...user, memberId: await freeMemberId(), role, name: `${firstName} ${lastName}`.trim() || user.name } };
          },
          after: async (user) => {
            const language = authCalls.getStore()?.locale ?? 'en';
            await db().insert(memberProfiles).values({ userId: user.id, language }).onConflictDoNothing();
          },
        },
      },
    },
    logger: {
      level: 'warn',
      log: (level, message) => {
        const log = logger();
        if (level === 'error') log.error({ source: 'better-auth' }, message);
        else if (level === 'warn') log.warn({ source: 'better-auth' }, message);
        else log.debug({ source: 'better-auth' }, message);
      },
    },
    telemetry: { enabled: false },
  } satisfies BetterAuthOptions;
  return betterAuth(options);
}

export type Auth = ReturnType<typeof buildAuth>;

// One instance per runtime (it holds the runtime's database pool), for the configured public origin:
// the links it puts in emails never depend on the request. It is built again when the origin changes
// (a test that changes PUBLIC_URL).
const AUTH_INSTANCE = Symbol('auth instance');
const instanceSlot = () => runtimeScoped(AUTH_INSTANCE, (): { current?: { origin: string; auth: Auth } } => ({}));

/** The better-auth instance. */
export function auth(): Auth {
  const origin = publicOrigin();
  const slot = instanceSlot();
  if (slot.current?.origin !== origin) slot.current = { origin, auth: buildAuth(origin) };
  return slot.current.auth;
}

/** Forgets the instance, e.g. after a test changes the configuration. */
export function resetAuthInstances(): void {
  instanceSlot().current = undefined;
}
