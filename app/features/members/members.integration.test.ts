import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetAuthInstances } from '~/lib/auth.server.ts';
import { db, schema } from '~/lib/db.server.ts';
import { publicOrigin } from '~/lib/public-origin.server.ts';
import { getRuntime } from '~/lib/runtime.server.ts';
import { createCenter } from '../../../tests/factories/centers.ts';
import { createMember, signedInRequest, uniqueEmail } from '../../../tests/factories/members.ts';
import { reviewsOf } from '../centers/center-page.queries.server.ts';
import { saveReview as saveCenterReview } from '../centers/centers.service.server.ts';
import { listReviews, saveReview as saveSiteReview } from '../sites/reviews.server.ts';
import { deleteMemberAccount, exportMemberData } from '../account/account-data.server.ts';
import { revokeSession } from './account.service.server.ts';
import { SIGN_IN_FAILURES_PER_ACCOUNT_FROM_NEW_BROWSERS, SIGN_IN_FAILURES_PER_CLIENT, SIGN_IN_FAILURES_PER_CLIENT_AND_ACCOUNT } from './auth-limits.server.ts';
import { requestPasswordReset, resetPassword, signInMember, signUpMember } from './auth.service.server.ts';
import { getSessionUser, requireRole } from './session.server.ts';

const ORIGIN = 'http://diveatlas.test';

function post(pathname: string, headers: Record<string, string> = {}, origin = ORIGIN) {
  return new Request(`${origin}${pathname}`, { method: 'POST', headers });
}

function cookieFrom(setCookies: readonly string[]): string {
  return setCookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

async function outboxMessages() {
  const outbox = path.join(getRuntime().dataDir, 'outbox');
  return Promise.all((await readdir(outbox)).map(async (file) => JSON.parse(await readFile(path.join(outbox, file), 'utf8'))));
}

async function resetLinkFor(email: string, request: Request): Promise<string> {
  await requestPasswordReset({ request, email, locale: 'en' });
  for (let attempt = 0; attempt < 50; attempt++) {
    const messages = await outboxMessages();
    const mine = messages.find((message) => message.to === email && String(message.links?.[0]).includes('/reset-password'));
    if (mine) return mine.links[0];
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no reset email');
}

let originalConfig: ReturnType<typeof getRuntime>['config'];
beforeAll(() => {
  originalConfig = { ...getRuntime().config };
});
afterEach(() => {
  Object.assign(getRuntime().config, originalConfig);
  resetAuthInstances();
});

describe('signing up', () => {
  it('creates an account with a random member ID and a profile in the visitor language, and emails a verification link in it', async () => {
    const email = uniqueEmail('sofia');
    const result = await signUpMember({ request: post('/sign-up'), input: { firstName: 'Sofía', lastName: 'Marín', email, password: 'quiet-manta-cleaning-station' }, locale: 'es' });
    expect(result.ok).toBe(true);
    const [user] = await db().select().from(schema.authUsers).where(eq(schema.authUsers.email, email));
    expect(user?.memberId).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
    expect(user?.role).toBe('member');
    expect(user?.name).toBe('Sofía Marín');
    const [profile] = await db().select().from(schema.memberProfiles).where(eq(schema.memberProfiles.userId, user!.id));
    expect(profile?.language).toBe('es');

    const outbox = path.join(getRuntime().dataDir, 'outbox');
    const messages = await Promise.all((await readdir(outbox)).map(async (file) => JSON.parse(await readFile(path.join(outbox, file), 'utf8'))));
    const mine = messages.find((message) => message.to === email);
    expect(mine.subject).toBe('Confirma tu dirección de correo en DiveAtlas');
    expect(mine.links[0]).toMatch(new RegExp(`^${publicOrigin()}/verify-email\\?token=`));
  });

  it('makes the addresses in ADMIN_EMAILS admins', async () => {
    const email = uniqueEmail('boss');
    getRuntime().config.ADMIN_EMAILS = [email];
    resetAuthInstances();
    const result = await signUpMember({ request: post('/sign-up'), input: { firstName: 'Bea', lastName: 'Boss', email, password: 'quiet-manta-cleaning-station' }, locale: 'en' });
    expect(result.ok).toBe(true);
    const [user] = await db().select({ role: schema.authUsers.role }).from(schema.authUsers).where(eq(schema.authUsers.email, email));
    expect(user?.role).toBe('admin');
  });

  it('refuses common passwords and addresses already in use', async () => {
    const existing = await createMember();
    const common = await signUpMember({ request: post('/sign-up'), input: { firstName: 'A', lastName: 'B', email: uniqueEmail(), password: 'sunshine1' }, locale: 'en' });
    expect(common).toEqual({ ok: false, fieldErrors: { password: 'auth.error.passwordCommon' } });
    const taken = await signUpMember({ request: post('/sign-up'), input: { firstName: 'A', lastName: 'B', email: existing.email, password: 'quiet-manta-cleaning-station' }, locale: 'en' });
    expect(taken).toEqual({ ok: false, fieldErrors: { email: 'auth.error.emailTaken' } });
  });

  it('sets a Secure, httpOnly, SameSite=Lax session cookie in production over HTTPS', async () => {
    getRuntime().config.NODE_ENV = 'production';
    getRuntime().config.PUBLIC_URL = 'https://diveatlas.example';
    resetAuthInstances();
    const result = await signUpMember({
      request: post('/sign-up', {}, 'https://diveatlas.example'),
      input: { firstName: 'Sam', lastName: 'Secure', email: uniqueEmail(), password: 'quiet-manta-cleaning-station' },
      locale: 'en',
    });
    if (!result.ok) throw new Error('sign-up failed');
    const session = result.cookies.find((cookie) => cookie.includes('session_token='));
    expect(session).toMatch(/^__Secure-diveatlas\.session_token=/);
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; SameSite=Lax/i);
  });
});

describe('links in emails', () => {
  it('come from PUBLIC_URL, whatever Host and Origin the request claims', async () => {
    getRuntime().config.PUBLIC_URL = 'https://dives.example.org';
    const member = await createMember();
    const forged = new Request('http://evil.example/forgot-password', { method: 'POST', headers: { host: 'evil.example', origin: 'http://evil.example' } });
    expect(await resetLinkFor(member.email, forged)).toMatch(/^https:\/\/dives\.example\.org\/reset-password\?token=/);
  });

  it('come from the listening address when PUBLIC_URL is not set, never from the request', async () => {
    getRuntime().config.PUBLIC_URL = undefined;
    const member = await createMember();
    const forged = new Request('http://evil.example/forgot-password', { method: 'POST', headers: { host: 'evil.example', origin: 'http://evil.example' } });
    const { HOST, PORT } = getRuntime().config;
    expect(await resetLinkFor(member.email, forged)).toMatch(new RegExp(`^http://${HOST.replaceAll('.', '\\.')}:${PORT}/reset-password\\?token=`));
  });
});

describe('signing in', { timeout: 60_000 }, () => {
  it('limits failures per address across accounts, and not other addresses', async () => {
    getRuntime().config.TRUST_PROXY = true;
    const attacker = { 'x-forwarded-for': '203.0.113.7' };
    for (let i = 1; i < SIGN_IN_FAILURES_PER_CLIENT; i++) {
      const result = await signInMember({ request: post('/sign-in', attacker), email: uniqueEmail('victim'), password: 'guess-guess-guess' });
      expect(result).toEqual({ ok: false, formError: 'auth.error.invalidCredentials' });
    }
    // The failure that uses up the allowance already says when to come back.
    const last = await signInMember({ request: post('/sign-in', attacker), email: uniqueEmail('victim'), password: 'guess-guess-guess' });
    expect('limited' in last).toBe(true);
    const member = await createMember();
    const blocked = await signInMember({ request: post('/sign-in', attacker), email: member.email, password: member.password });
    expect(blocked.ok).toBe(false);
    expect('limited' in blocked && blocked.limited.getTime()).toBeGreaterThan(Date.now());
    const elsewhere = await signInMember({ request: post('/sign-in', { 'x-forwarded-for': '198.51.100.20' }), email: member.email, password: member.password });
    expect(elsewhere.ok).toBe(true);
  });

  it('holds back one client guessing one account, never the owner from another address', async () => {
    getRuntime().config.TRUST_PROXY = true;
    const member = await createMember();
    const stranger = { 'x-forwarded-for': '203.0.113.9' };
    for (let i = 0; i < SIGN_IN_FAILURES_PER_CLIENT_AND_ACCOUNT; i++) {
      await signInMember({ request: post('/sign-in', stranger), email: member.email, password: `wrong-guess-${i}` });
    }
    const strangerWithRightPassword = await signInMember({ request: post('/sign-in', stranger), email: member.email, password: member.password });
    expect('limited' in strangerWithRightPassword).toBe(true);
    const owner = await signInMember({ request: post('/sign-in', { 'x-forwarded-for': '198.51.100.30' }), email: member.email, password: member.password });
    expect(owner.ok).toBe(true);
  });

  it('during a wave of guesses from many addresses, lets the owner in from a browser they used before, and tells them once, in their language', async () => {
    getRuntime().config.TRUST_PROXY = true;
    const member = await createMember({ firstName: 'Olga' });
    await db().update(schema.memberProfiles).set({ language: 'es' }).where(eq(schema.memberProfiles.userId, member.id));
    // The owner signed in on their laptop last week: it carries the account's token.
    const laptop = await signInMember({ request: post('/sign-in', { 'x-forwarded-for': '198.51.100.40' }), email: member.email, password: member.password });
    if (!laptop.ok) throw new Error('sign-in failed');
    const laptopCookie = cookieFrom(laptop.cookies.filter((cookie) => cookie.startsWith('diveatlas.known=')));
    expect(laptopCookie).toMatch(/^diveatlas\.known=[\w-]{22}$/);
    // Only the server reads it, for a year, on every path.
    const laptopSetCookie = laptop.cookies.find((cookie) => cookie.startsWith('diveatlas.known='))!;
    expect(laptopSetCookie).toMatch(/; HttpOnly/);
    expect(laptopSetCookie).toMatch(/; Max-Age=31536000/);
    expect(laptopSetCookie).toMatch(/; Path=\//);

    for (let i = 0; i < SIGN_IN_FAILURES_PER_ACCOUNT_FROM_NEW_BROWSERS + 3; i++) {
      await signInMember({ request: post('/sign-in', { 'x-forwarded-for': `203.0.113.${100 + i}` }), email: member.email, password: `wrong-guess-${i}` });
    }
    // A new browser, even with the right password, waits; the laptop does not.
    const newBrowser = await signInMember({ request: post('/sign-in', { 'x-forwarded-for': '198.51.100.41' }), email: member.email, password: member.password });
    expect('limited' in newBrowser).toBe(true);
    const fromLaptop = await signInMember({ request: post('/sign-in', { 'x-forwarded-for': '198.51.100.41', cookie: laptopCookie }), email: member.email, password: member.password });
    expect(fromLaptop.ok).toBe(true);
    // A token of another account, or a forged one, is no key.
    const forged = await signInMember({ request: post('/sign-in', { 'x-forwarded-for': '198.51.100.42', cookie: 'diveatlas.known=AAAAAAAAAAAAAAAAAAAAAA' }), email: member.email, password: member.password });
    expect('limited' in forged).toBe(true);

    const alerts = (await outboxMessages()).filter((message) => message.to === member.email && /Alguien intenta entrar/.test(message.subject));
    expect(alerts).toHaveLength(1);
    expect(alerts[0].text).toContain('Hola, Olga');
    expect(alerts[0].text).toContain(`${publicOrigin()}/forgot-password`);
  });

  it('remembers the browser that opened a reset link, so it gets in during a wave of guesses', async () => {
    getRuntime().config.TRUST_PROXY = true;
    const member = await createMember();
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ACCOUNT_FROM_NEW_BROWSERS; i++) {
      await signInMember({ request: post('/sign-in', { 'x-forwarded-for': `203.0.113.${150 + i}` }), email: member.email, password: `wrong-guess-${i}` });
    }
    const phone = { 'x-forwarded-for': '198.51.100.50' };
    const link = await resetLinkFor(member.email, post('/forgot-password', phone));
    const token = new URL(link).searchParams.get('token')!;
    const reset = await resetPassword({ request: post('/reset-password', phone), token, password: 'a-brand-new-reef-phrase' });
    if (!reset.ok) throw new Error('reset failed');
    const signIn = await signInMember({ request: post('/sign-in', { ...phone, cookie: cookieFrom(reset.cookies) }), email: member.email, password: 'a-brand-new-reef-phrase' });
    expect(signIn.ok).toBe(true);
  });

  it('gives the session user to loaders, and requireRole answers 403 below the role', async () => {
    const member = await createMember({ firstName: 'Mo', role: 'moderator' });
    const request = await signedInRequest(member.email);
    const user = await getSessionUser(request);
    expect(user).toMatchObject({ firstName: 'Mo', memberId: member.memberId, role: 'moderator', units: 'metric', isDiveCenterManager: false });
    await expect(requireRole(request, 'moderator')).resolves.toMatchObject({ id: member.id });
    const denied = await requireRole(new Request(request.url, { headers: request.headers }), 'admin').catch((error: unknown) => error);
    expect(denied).toMatchObject({ init: { status: 403 } });
  });
});

describe('account data', () => {
  it('revoking a session of another member changes nothing', async () => {
    const owner = await createMember();
    const other = await createMember();
    const ownerRequest = await signedInRequest(owner.email);
    const [ownerSession] = await db().select({ id: schema.authSessions.id }).from(schema.authSessions).where(eq(schema.authSessions.userId, owner.id));
    expect(await revokeSession({ userId: other.id, sessionId: ownerSession!.id })).toBe(false);
    expect(await getSessionUser(new Request(ownerRequest.url, { headers: ownerRequest.headers }))).not.toBeNull();
  });

  it('deleting an account removes personal data and keeps listings and reviews, attributed to nobody we can name', async () => {
    const member = await createMember({ firstName: 'Leaving' });
    const request = await signedInRequest(member.email);
    const [site] = await db().insert(schema.diveSites).values({ name: 'Test Reef Kept', countryCode: 'EG', lat: 27.1, lng: 34.1, createdBy: member.id }).returning();
    const center = await createCenter();
    const review = { rating: 4, body: 'Demo review text: a calm test dive with plenty of light.' };
    await saveSiteReview({ siteId: site!.id, authorId: member.id, input: { ...review, divedOn: null, visibilityM: 15, waterTempC: null, current: null } });
    await saveCenterReview({ centerId: center.id, authorId: member.id, ...review });
    await db().insert(schema.siteWishlist).values({ userId: member.id, siteId: site!.id });
    const exported = await exportMemberData(member.id);
    expect(exported?.contributions.listings.map((listing) => listing.name)).toEqual(['Test Reef Kept']);
    expect(exported?.contributions.siteReviews).toMatchObject([{ site: 'Test Reef Kept', rating: 4, visibilityM: 15 }]);
    expect(exported?.contributions.centerReviews).toMatchObject([{ center: center.name, rating: 4 }]);

    const wrong = await deleteMemberAccount({ request: new Request(request.url, { method: 'POST', headers: request.headers }), userId: member.id, password: 'not-it' });
    expect(wrong).toEqual({ ok: false, wrongPassword: true });
    const done = await deleteMemberAccount({ request: new Request(request.url, { method: 'POST', headers: request.headers }), userId: member.id, password: member.password });
    expect(done.ok).toBe(true);

    expect(await db().select().from(schema.authUsers).where(eq(schema.authUsers.id, member.id))).toEqual([]);
    expect(await db().select().from(schema.authSessions).where(eq(schema.authSessions.userId, member.id))).toEqual([]);
    expect(await db().select().from(schema.memberProfiles).where(eq(schema.memberProfiles.userId, member.id))).toEqual([]);
    expect(await db().select().from(schema.siteWishlist).where(eq(schema.siteWishlist.userId, member.id))).toEqual([]);
    const [kept] = await db().select({ createdBy: schema.diveSites.createdBy, ratingCount: schema.diveSites.ratingCount }).from(schema.diveSites).where(eq(schema.diveSites.id, site!.id));
    expect(kept).toEqual({ createdBy: member.id, ratingCount: 1 });
    expect(await listReviews(site!.id)).toMatchObject([{ authorId: null, authorName: null, authorMemberId: null, rating: 4, body: review.body, visibilityM: 15 }]);
    expect(await reviewsOf(center.id)).toMatchObject([{ authorId: null, author: null, rating: 4, body: review.body }]);
  });
});
