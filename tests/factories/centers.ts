// Test data for dive centres. Names say they are test data; every fact can be overridden.
// createCenter() writes to the integration test's database; the e2e helpers reach the database of
// the server under test through its DATA_DIR (embedded PostgreSQL), for what no page can do, such
// as giving a member the moderator role.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import pg from 'pg';
import type { diveCenters } from '../../db/schema/centers.ts';

type NewCenter = Partial<typeof diveCenters.$inferInsert>;
let sequence = 0;

/** A published dive centre; pass `owner` (a member from createMember) to make them its submittedUser. */
export async function createCenter(options: NewCenter & { owner?: { id: string } | null } = {}) {
  const { db, schema } = await import('../../app/lib/db.server.ts');
  const { owner, ...overrides } = options;
  sequence += 1;
  const [center] = await db()
    .insert(schema.diveCenters)
    .values({
      name: `Test Dive Centre ${sequence}`,
      kind: 'center',
      countryCode: 'EG',
      region: 'Test Bay',
      lat: 27 + sequence / 100,
      lng: 34,
      email: `centre${sequence}@test.diveatlas.example`,
      submittedUser: owner?.id ?? null,
      ...overrides,
    })
    .returning();
  return center!;
}

export async function addManager(centerId: number, userId: string) {
  const { db, schema } = await import('../../app/lib/db.server.ts');
  await db().insert(schema.diveCenterManagers).values({ centerId, userId });
}

/** A connection to the database of the app server started by the e2e global setup. */
export async function appDatabase(dataDir: string): Promise<pg.Client> {
  const secrets = JSON.parse(await readFile(path.join(dataDir, 'secrets.json'), 'utf8')) as { postgresPassword: string };
  // The fourth line of postmaster.pid is the port the embedded server listens on.
  const pid = await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  const port = pid.split('\n')[3]?.trim();
  const client = new pg.Client({ connectionString: `postgres://postgres:${encodeURIComponent(secrets.postgresPassword)}@127.0.0.1:${port}/diveatlas` });
  await client.connect();
  return client;
}

/** Gives a member a role in the app under test, as an admin would. */
export async function setRoleInApp(dataDir: string, email: string, role: 'member' | 'editor' | 'moderator' | 'admin'): Promise<void> {
  const client = await appDatabase(dataDir);
  try {
    const result = await client.query('update auth_user set role = $1 where email = $2', [role, email.toLowerCase()]);
    if (result.rowCount !== 1) throw new Error(`No member with the address ${email}`);
  } finally {
    await client.end();
  }
}

type BrowserPage = Page;

export { skipCookieBanner } from '../setup/browser.ts';

/**
 * A member who signed up and confirmed their address from the emailed link, with the session in the
 * page's browser context. Sign-up and confirmation go over HTTP with the context's cookies, so the page
 * stays where it was (the forms themselves are tested in auth.test.ts): open the page the test is about.
 */
export async function verifiedMemberInBrowser(page: BrowserPage, dataDir: string, overrides: { firstName?: string; lastName?: string } = {}) {
  const { latestEmailTo, signUpOverHttp } = await import('./members.ts');
  const member = await signUpOverHttp(page, overrides);
  const email = await latestEmailTo(dataDir, member.email, /\/verify-email\?token=/);
  const link = email.links.find((url) => url.includes('/verify-email?token='));
  if (!link) throw new Error(`No verification link in the email to ${member.email}`);
  const verified = await page.request.get(link);
  if (!verified.ok()) throw new Error(`The verification link for ${member.email} answered ${verified.status()}`);
  return member;
}
