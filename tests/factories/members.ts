// Test members. createMember() writes one straight to the database (integration tests);
// signUpInBrowser() goes through the real sign-up form (end-to-end tests). Names and addresses say
// they are test data.
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { hashPassword } from 'better-auth/crypto';
import type { Page } from 'playwright-core';
import { baseUrl, craftedPost } from '../setup/browser.ts';
import { generateMemberId } from '../../app/lib/member-id.ts';

export const TEST_PASSWORD = 'coral-garden-at-dawn';

let sequence = 0;

export function uniqueEmail(label = 'diver'): string {
  sequence += 1;
  return `${label}.${Date.now().toString(36)}${sequence}${randomBytes(3).toString('hex')}@test.diveatlas.example`;
}

type MemberOverrides = {
  email?: string;
  firstName?: string;
  lastName?: string;
  password?: string;
  role?: 'member' | 'editor' | 'moderator' | 'admin';
  emailVerified?: boolean;
};

/** A member with a password sign-in and a profile, written directly to the database. */
export async function createMember(overrides: MemberOverrides = {}) {
  const { db, schema } = await import('../../app/lib/db.server.ts');
  const id = randomBytes(16).toString('hex');
  const email = overrides.email ?? uniqueEmail();
  const firstName = overrides.firstName ?? 'Test';
  const lastName = overrides.lastName ?? 'Diver';
  const password = overrides.password ?? TEST_PASSWORD;
  const [user] = await db()
    .insert(schema.authUsers)
    .values({
      id,
      email,
      name: `${firstName} ${lastName}`,
      firstName,
      lastName,
      memberId: generateMemberId(),
      role: overrides.role ?? 'member',
      emailVerified: overrides.emailVerified ?? true,
    })
    .returning();
  await db().insert(schema.authAccounts).values({ id: `${id}-credential`, accountId: id, providerId: 'credential', userId: id, password: await hashPassword(password) });
  await db().insert(schema.memberProfiles).values({ userId: id });
  return { ...user!, password };
}

type SignUpOverrides = { firstName?: string; lastName?: string; email?: string; password?: string };

/** What a test member signs up with: a unique address, and the overrides given. */
function signUpDetails(overrides: SignUpOverrides) {
  return {
    firstName: overrides.firstName ?? 'Ana',
    lastName: overrides.lastName ?? 'Testdiver',
    email: overrides.email ?? uniqueEmail('ana'),
    password: overrides.password ?? TEST_PASSWORD,
  };
}

/** Fills and sends the sign-up form; ends on the account page. */
export async function signUpInBrowser(page: Page, overrides: SignUpOverrides = {}) {
  const member = signUpDetails(overrides);
  await page.goto('/sign-up');
  await page.fill('#field-firstName', member.firstName);
  await page.fill('#field-lastName', member.lastName);
  await page.fill('#field-email', member.email);
  await page.fill('#field-password', member.password);
  await page.check('#field-acceptTerms');
  await page.check('#field-ageConfirm');
  await Promise.all([page.waitForURL(/\/account/), page.click('main form button[type=submit]')]);
  const memberId = ((await page.getByTestId('member-id').textContent()) ?? '').replace(/^.*:\s*/, '').trim();
  return { ...member, memberId };
}

/**
 * The same sign-up as signUpInBrowser, sent as the form sends it but without drawing the form: for tests
 * whose subject is what the member does next. The session cookie lands in the page's browser context.
 */
export async function signUpOverHttp(page: Page, overrides: SignUpOverrides = {}) {
  const member = signUpDetails(overrides);
  const response = await craftedPost(page, '/sign-up', { ...member, acceptTerms: 'on', ageConfirm: 'on' });
  if (!response.headers()['location']?.startsWith('/account')) throw new Error(`Sign-up of ${member.email} answered ${response.status()}`);
  const account = await (await page.request.get(`${baseUrl()}/account`)).text();
  const link = /<a [^>]*data-testid="member-id"[^>]*>/.exec(account)?.[0];
  const memberId = link && /href="\/user\/([^"]+)"/.exec(link)?.[1];
  if (!memberId) throw new Error(`No member ID on the account page of ${member.email}`);
  return { ...member, memberId };
}

/**
 * Signs in as the form does, without drawing the form: for tests whose subject is what the member does
 * next. The session cookie lands in the page's browser context; the page itself stays where it was.
 */
export async function signInOverHttp(page: Page, email: string, password: string): Promise<void> {
  const response = await craftedPost(page, '/sign-in', { email, password, redirectTo: '/account' });
  if (response.status() !== 302 || response.headers()['location'] !== '/account') throw new Error(`Sign-in of ${email} answered ${response.status()}`);
}

/** Signs in through the form; resolves once the member has left the form or an error shows. */
export async function signInInBrowser(page: Page, email: string, password: string, from = '/sign-in') {
  await page.goto(from);
  await page.fill('#field-email', email);
  await page.fill('#field-password', password);
  await page.locator('main form button[type=submit]').click();
  await page.waitForFunction(() => !location.pathname.startsWith('/sign-in') || document.querySelector('main [role=alert]') !== null);
}

export type OutboxMessage = { to: string; subject: string; text: string; links: string[]; headers?: Record<string, string>; createdAt: string };

/** The newest email to an address (from the local outbox folder) that `wanted` accepts, waiting up to `timeoutMs` for it. */
export async function emailTo(dataDir: string, to: string, wanted: (message: OutboxMessage) => boolean, timeoutMs = 5_000): Promise<OutboxMessage> {
  const folder = path.join(dataDir, 'outbox');
  const until = Date.now() + timeoutMs;
  do {
    const files = (await readdir(folder).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const message = JSON.parse(await readFile(path.join(folder, file), 'utf8')) as OutboxMessage;
      if (message.to === to && wanted(message)) return message;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  } while (Date.now() < until);
  throw new Error(`No email to ${to} as the test wants it`);
}

/** The newest email sent to an address with a link matching `matching`, waiting briefly for it. */
export async function latestEmailTo(dataDir: string, to: string, matching: RegExp = /./): Promise<OutboxMessage> {
  return emailTo(dataDir, to, (message) => message.links.some((link) => matching.test(link))).catch(() => {
    throw new Error(`No email to ${to} with a link matching ${matching}`);
  });
}

/**
 * A request to `pathname` carrying the session cookie of a real sign-in (integration tests): what a
 * loader or an action of the signed-in member receives.
 */
export async function signedInRequest(email: string, options: { password?: string; pathname?: string; origin?: string } = {}): Promise<Request> {
  const { signInMember } = await import('../../app/features/members/auth.service.server.ts');
  const origin = options.origin ?? 'http://diveatlas.test';
  const result = await signInMember({ request: new Request(`${origin}/sign-in`, { method: 'POST' }), email, password: options.password ?? TEST_PASSWORD });
  if (!result.ok) throw new Error('sign-in failed');
  const cookie = result.cookies.map((value) => value.split(';')[0]).join('; ');
  return new Request(`${origin}${options.pathname ?? '/account'}`, { headers: { cookie } });
}
