// Claims of ownership: finding a centre to claim, a member's own claims, and the moderators' queues
// (pending claims, owned centres not verified yet).
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { db, schema } from '../../lib/db.server.ts';
import type { CenterKind } from './center-vocabulary.ts';

const c = schema.diveCenters;

/** Published centres whose name contains the words typed, for the claim form. */
export async function findCentersByName(q: string, limit = 10): Promise<Array<{ id: number; name: string; kind: CenterKind; countryCode: string; region: string | null; ownerId: string | null }>> {
  const words = q.trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
  if (!words.length) return [];
  const conditions = words.map((word) => sql`lower(${c.name}) like ${`%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`}`);
  return db()
    .select({ id: c.id, name: c.name, kind: c.kind, countryCode: c.countryCode, region: c.region, ownerId: c.submittedUser })
    .from(c)
    .where(and(eq(c.status, 'published'), ...conditions))
    .orderBy(asc(c.name), asc(c.id))
    .limit(limit);
}

export type ClaimSummary = {
  id: number;
  centerId: number;
  centerName: string;
  status: 'pending' | 'approved' | 'rejected';
  decisionNote: string | null;
  createdAt: Date;
  decidedAt: Date | null;
};

/** A member's own claims, newest first: where they learn the outcome on the site. */
export async function claimsOfMember(userId: string): Promise<ClaimSummary[]> {
  const k = schema.diveCenterClaims;
  return db()
    .select({ id: k.id, centerId: k.centerId, centerName: c.name, status: k.status, decisionNote: k.decisionNote, createdAt: k.createdAt, decidedAt: k.decidedAt })
    .from(k)
    .innerJoin(c, eq(c.id, k.centerId))
    .where(eq(k.claimantId, userId))
    .orderBy(desc(k.createdAt), desc(k.id))
    .limit(50);
}

export type QueuedClaim = {
  id: number;
  evidence: string;
  contact: string | null;
  createdAt: Date;
  center: { id: number; name: string; countryCode: string; region: string | null; verification: string; website: string | null; ownerMemberId: string | null };
  claimant: { memberId: string; firstName: string; lastName: string; email: string; emailVerified: boolean; joinedAt: Date };
};

/** The moderators' queue: pending claims, oldest first. */
export async function pendingClaims(): Promise<QueuedClaim[]> {
  const { rows } = await db().execute<{
    id: number;
    evidence: string;
    contact: string | null;
    created_at: string;
    center_id: number;
    center_name: string;
    country_code: string;
    region: string | null;
    verification: string;
    website: string | null;
    owner_member_id: string | null;
    member_id: string;
    first_name: string;
    last_name: string;
    email: string;
    email_verified: boolean;
    joined_at: string;
  }>(sql`
    select k.id, k.evidence, k.contact, k.created_at, c.id as center_id, c.name as center_name, c.country_code, c.region,
      c.verification, c.website, owner.member_id as owner_member_id,
      m.member_id, m.first_name, m.last_name, m.email, m.email_verified, m.created_at as joined_at
    from dive_center_claim k
    join dive_center c on c.id = k.center_id
    join auth_user m on m.id = k.claimant_id
    left join auth_user owner on owner.id = c.submitted_user
    where k.status = 'pending'
    order by k.created_at, k.id
    limit 200`);
  return rows.map((row) => ({
    id: row.id,
    evidence: row.evidence,
    contact: row.contact,
    createdAt: new Date(row.created_at),
    center: { id: row.center_id, name: row.center_name, countryCode: row.country_code, region: row.region, verification: row.verification, website: row.website, ownerMemberId: row.owner_member_id },
    claimant: { memberId: row.member_id, firstName: row.first_name, lastName: row.last_name, email: row.email, emailVerified: row.email_verified, joinedAt: new Date(row.joined_at) },
  }));
}

export type UnverifiedCenter = {
  id: number;
  name: string;
  countryCode: string;
  region: string | null;
  website: string | null;
  createdAt: Date;
  owner: { memberId: string; firstName: string; lastName: string };
};

/**
 * Published centres that have an owner but are not verified, oldest first: most were submitted by
 * their owner, who cannot claim their own page, so a moderator verifies them from the claims queue.
 */
export async function unverifiedOwnedCenters(): Promise<UnverifiedCenter[]> {
  const owner = schema.authUsers;
  const rows = await db()
    .select({
      id: c.id,
      name: c.name,
      countryCode: c.countryCode,
      region: c.region,
      website: c.website,
      createdAt: c.createdAt,
      memberId: owner.memberId,
      firstName: owner.firstName,
      lastName: owner.lastName,
    })
    .from(c)
    .innerJoin(owner, eq(owner.id, c.submittedUser))
    .where(and(eq(c.status, 'published'), eq(c.verification, 'unverified')))
    .orderBy(asc(c.createdAt), asc(c.id))
    .limit(200);
  return rows.map(({ memberId, firstName, lastName, ...center }) => ({ ...center, owner: { memberId, firstName, lastName } }));
}
