// Demo accounts for a fresh database, one per role, so a newcomer can sign in at once. They are
// created only with the rest of the demo data (SEED_DEMO_DATA) and their addresses are on the
// reserved .example domain. Their shared password is public (README): delete these accounts, or
// start with SEED_DEMO_DATA=false, on any site that real people use.
import { randomBytes } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import type { PoolClient } from 'pg';
import { generateMemberId } from '../../app/lib/member-id.ts';

export const DEMO_PASSWORD = 'explore-the-reef-demo';

export const DEMO_MEMBERS = [
  { email: 'demo.member@diveatlas.example', firstName: 'Demo', lastName: 'Member', role: 'member' },
  { email: 'demo.editor@diveatlas.example', firstName: 'Demo', lastName: 'Editor', role: 'editor' },
  { email: 'demo.moderator@diveatlas.example', firstName: 'Demo', lastName: 'Moderator', role: 'moderator' },
  { email: 'demo.admin@diveatlas.example', firstName: 'Demo', lastName: 'Admin', role: 'admin' },
  // Owns the sample centre "Sample Reef Divers (demo)" (db/seed/demo-trips.ts), to try the manager's side.
  { email: 'demo.centre@diveatlas.example', firstName: 'Demo', lastName: 'Centre', role: 'member' },
] as const;

/** Adds the demo accounts (verified, with the demo password) that are not there yet; returns how many. */
export async function seedDemoMembers(client: PoolClient): Promise<number> {
  const hash = await hashPassword(DEMO_PASSWORD);
  let added = 0;
  for (const member of DEMO_MEMBERS) {
    const id = randomBytes(16).toString('hex');
    const inserted = await client.query(
      `insert into auth_user (id, name, email, email_verified, first_name, last_name, member_id, role)
       values ($1, $2, $3, true, $4, $5, $6, $7)
       on conflict (email) do nothing`,
      [id, `${member.firstName} ${member.lastName}`, member.email, member.firstName, member.lastName, generateMemberId(), member.role],
    );
    if (!inserted.rowCount) continue;
    await client.query(`insert into auth_account (id, account_id, provider_id, user_id, password) values ($1, $2, 'credential', $2, $3)`, [
      randomBytes(16).toString('hex'),
      id,
      hash,
    ]);
    await client.query('insert into member_profile (user_id) values ($1) on conflict do nothing', [id]);
    added += 1;
  }
  return added;
}
