// Members and verified dive centres written straight into the database of the app server under
// test (e2e), for what no page can do quickly: a member with a role, a centre a moderator verified.
// Names and addresses say they are test data.
import { randomBytes } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { generateMemberId } from '../../app/lib/member-id.ts';
import { appDatabase } from './centers.ts';
import { TEST_PASSWORD, uniqueEmail } from './members.ts';

type Role = 'member' | 'editor' | 'moderator' | 'admin';

export type AppMember = { id: string; email: string; password: string; memberId: string; firstName: string; lastName: string; role: Role };

/** A verified member with a password, in the app under test. */
export async function createMemberInApp(dataDir: string, overrides: { firstName?: string; lastName?: string; role?: Role } = {}): Promise<AppMember> {
  const client = await appDatabase(dataDir);
  try {
    const member = {
      id: randomBytes(16).toString('hex'),
      email: uniqueEmail('e2e'),
      password: TEST_PASSWORD,
      memberId: generateMemberId(),
      firstName: overrides.firstName ?? 'Test',
      lastName: overrides.lastName ?? 'Diver',
      role: overrides.role ?? 'member',
    };
    await client.query(
      `insert into auth_user (id, name, email, email_verified, first_name, last_name, member_id, role) values ($1, $2, $3, true, $4, $5, $6, $7)`,
      [member.id, `${member.firstName} ${member.lastName}`, member.email, member.firstName, member.lastName, member.memberId, member.role],
    );
    await client.query(`insert into auth_account (id, account_id, provider_id, user_id, password) values ($1, $2, 'credential', $2, $3)`, [`${member.id}-credential`, member.id, await hashPassword(member.password)]);
    await client.query('insert into member_profile (user_id) values ($1)', [member.id]);
    return member;
  } finally {
    await client.end();
  }
}

/** A published centre a moderator verified, owned by `ownerId`, in the app under test. */
export async function createVerifiedCenterInApp(dataDir: string, options: { ownerId: string; name: string }): Promise<number> {
  const client = await appDatabase(dataDir);
  try {
    const { rows } = await client.query<{ id: number }>(
      `insert into dive_center (name, kind, country_code, region, lat, lng, submitted_user, verification, status)
       values ($1, 'center', 'MT', 'Test Bay', 35.9, 14.4, $2, 'verified', 'published') returning id`,
      [options.name, options.ownerId],
    );
    return rows[0]!.id;
  } finally {
    await client.end();
  }
}

/** One query against the app under test's database (for what a test checks was stored or not). */
export async function queryApp<T extends Record<string, unknown>>(dataDir: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = await appDatabase(dataDir);
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}
