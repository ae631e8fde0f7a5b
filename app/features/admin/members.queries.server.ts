// The console's view of members: the search, one member's record (role, sign-up date, what they
// contributed and reported, their suspensions) for admins.
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { db, schema } from '~/lib/db.server.ts';
import type { Role } from '../members/session-user.ts';
import { isRole } from '../members/member.policy.ts';
import { escapeLike } from '../../lib/sql-like.ts';

const u = schema.authUsers;

export type MemberRow = {
  id: string;
  memberId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  createdAt: Date;
  suspendedUntil: Date | null;
};

export const MEMBER_PAGE_SIZE = 25;

const suspendedUntil = sql<Date | null>`(select max(ends_at) from member_suspension s where s.user_id = auth_user.id and s.lifted_at is null and s.ends_at > now())`;

/**
 * Members whose name, email or member ID contains the words typed (each word must match one of
 * them); newest first. With no words, the newest members. `role` narrows to one role.
 */
export async function searchMembers(options: { q: string; role?: Role | null; page?: number }): Promise<{ members: MemberRow[]; total: number }> {
  const words = options.q.trim().split(/\s+/).filter(Boolean).slice(0, 5);
  const conditions = words.map((word) => {
    const like = `%${escapeLike(word)}%`;
    return or(ilike(u.firstName, like), ilike(u.lastName, like), ilike(u.email, like), ilike(u.memberId, like));
  });
  if (options.role) conditions.push(eq(u.role, options.role));
  const where = conditions.length ? and(...conditions) : undefined;
  const page = Math.max(1, options.page ?? 1);
  const [rows, [counted]] = await Promise.all([
    db()
      .select({ id: u.id, memberId: u.memberId, firstName: u.firstName, lastName: u.lastName, email: u.email, role: u.role, createdAt: u.createdAt, suspendedUntil })
      .from(u)
      .where(where)
      .orderBy(desc(u.createdAt), desc(u.id))
      .limit(MEMBER_PAGE_SIZE)
      .offset((page - 1) * MEMBER_PAGE_SIZE),
    db().select({ total: sql<number>`count(*)::int` }).from(u).where(where),
  ]);
  return { members: rows.map(toRow), total: counted?.total ?? 0 };
}

function toRow(row: Omit<MemberRow, 'role' | 'suspendedUntil'> & { role: string; suspendedUntil: Date | string | null }): MemberRow {
  return { ...row, role: isRole(row.role) ? row.role : 'member', suspendedUntil: row.suspendedUntil ? new Date(row.suspendedUntil) : null };
}

export type MemberRecord = MemberRow & {
  emailVerified: boolean;
  contributions: { sites: number; siteReviews: number; centerReviews: number; edits: number; centers: number };
  reportsFiled: number;
  suspensions: Array<{ id: number; reason: string; endsAt: Date; createdAt: Date; liftedAt: Date | null; by: string | null }>;
};

/** One member's record for the console, by public member ID. */
export async function memberRecord(memberId: string): Promise<MemberRecord | null> {
  const [row] = await db()
    .select({ id: u.id, memberId: u.memberId, firstName: u.firstName, lastName: u.lastName, email: u.email, role: u.role, createdAt: u.createdAt, emailVerified: u.emailVerified, suspendedUntil })
    .from(u)
    .where(eq(u.memberId, memberId));
  if (!row) return null;
  const { rows: counts } = await db().execute<{ sites: number; site_reviews: number; center_reviews: number; edits: number; centers: number; reports: number }>(sql`
    select
      (select count(*)::int from dive_site where created_by = ${row.id}) as sites,
      (select count(*)::int from dive_site_review where author_id = ${row.id}) as site_reviews,
      (select count(*)::int from dive_center_review where author_id = ${row.id}) as center_reviews,
      (select count(*)::int from dive_site_edit where author_id = ${row.id}) as edits,
      (select count(*)::int from dive_center where submitted_user = ${row.id}) as centers,
      (select count(*)::int from dive_site_report where reporter_id = ${row.id}) as reports`);
  const count = counts[0]!;
  const s = schema.memberSuspensions;
  const by = schema.authUsers;
  const suspensions = await db()
    .select({ id: s.id, reason: s.reason, endsAt: s.endsAt, createdAt: s.createdAt, liftedAt: s.liftedAt, by: by.memberId })
    .from(s)
    .leftJoin(by, eq(by.id, s.createdBy))
    .where(eq(s.userId, row.id))
    .orderBy(desc(s.createdAt))
    .limit(20);
  return {
    ...toRow(row),
    emailVerified: row.emailVerified,
    contributions: { sites: count.sites, siteReviews: count.site_reviews, centerReviews: count.center_reviews, edits: count.edits, centers: count.centers },
    reportsFiled: count.reports,
    suspensions,
  };
}
