// Following members, dive centres, dive sites and countries (docs/decisions/0029-notifications-follows-and-the-feed.md).
// A member decides who may follow them: anyone, members they approve, or nobody. Centres, sites and
// countries may be followed by any member while they are public. Every follow, request and answer is
// counted against the member's write limit, so a script cannot flood anyone with requests.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FollowKind, FollowPolicy } from '../../../db/schema/follow-vocabulary.ts';
import { isCountryCode } from '../../lib/country-codes.ts';
import { db, schema } from '../../lib/db.server.ts';
import { notify } from '../../lib/notify.server.ts';
import { logger } from '../../lib/runtime.server.ts';
import { hitWriteLimit } from '../../lib/write-limits.server.ts';

const f = schema.follows;

/** What is followed, as the follow form names it: a member by their public id, a country by its code. */
export type FollowTarget = { kind: 'member'; memberId: string } | { kind: 'center'; centerId: number } | { kind: 'site'; siteId: number } | { kind: 'country'; countryCode: string };

export type FollowState = 'none' | 'following' | 'requested';

export type FollowRefusal = { ok: false; error: 'follows.error.notFound' | 'follows.error.self' | 'follows.error.nobody' | 'follows.error.rateLimited' };

type Resolved = { kind: FollowKind; column: 'memberId' | 'centerId' | 'siteId' | 'countryCode'; value: string | number; policy: FollowPolicy; userId?: string; name: string };

/** The followed thing as stored, if it exists and may be followed now. */
async function resolveTarget(target: FollowTarget): Promise<Resolved | null> {
  switch (target.kind) {
    case 'member': {
      const { rows } = await db().execute<{ id: string; first_name: string; policy: FollowPolicy | null }>(sql`
        select u.id, u.first_name, p.follow_policy as policy from auth_user u left join member_profile p on p.user_id = u.id where u.member_id = ${target.memberId}`);
      const member = rows[0];
      return member ? { kind: 'member', column: 'memberId', value: member.id, policy: member.policy ?? 'anyone', userId: member.id, name: member.first_name } : null;
    }
    case 'center': {
      const [center] = await db().select({ name: schema.diveCenters.name }).from(schema.diveCenters).where(and(eq(schema.diveCenters.id, target.centerId), eq(schema.diveCenters.status, 'published')));
      return center ? { kind: 'center', column: 'centerId', value: target.centerId, policy: 'anyone', name: center.name } : null;
    }
    case 'site': {
      const [site] = await db().select({ name: schema.diveSites.name }).from(schema.diveSites).where(and(eq(schema.diveSites.id, target.siteId), eq(schema.diveSites.status, 'published')));
      return site ? { kind: 'site', column: 'siteId', value: target.siteId, policy: 'anyone', name: site.name } : null;
    }
    case 'country': {
      const code = target.countryCode.toUpperCase();
      return isCountryCode(code) ? { kind: 'country', column: 'countryCode', value: code, policy: 'anyone', name: code } : null;
    }
  }
}

function targetCondition(resolved: Pick<Resolved, 'kind' | 'column' | 'value'>) {
  return and(eq(f.kind, resolved.kind), eq(f[resolved.column], resolved.value));
}

/** Whether the member follows the target, has asked to, or neither. */
export async function followState(followerId: string | undefined, target: FollowTarget): Promise<FollowState> {
  if (!followerId) return 'none';
  const resolved = await resolveTarget(target);
  return resolved ? stateOf(followerId, resolved) : 'none';
}

async function stateOf(followerId: string, resolved: Resolved): Promise<FollowState> {
  const [row] = await db()
    .select({ status: f.status })
    .from(f)
    .where(and(eq(f.followerId, followerId), targetCondition(resolved)));
  return row ? (row.status === 'pending' ? 'requested' : 'following') : 'none';
}

/**
 * Follows the target, or asks to when it is a member who approves their followers (they are told).
 * Following again what one follows changes nothing.
 */
export async function follow(followerId: string, target: FollowTarget): Promise<{ ok: true; state: FollowState } | FollowRefusal> {
  const resolved = await resolveTarget(target);
  if (!resolved) return { ok: false, error: 'follows.error.notFound' };
  if (resolved.userId === followerId) return { ok: false, error: 'follows.error.self' };
  if (resolved.policy === 'nobody') return { ok: false, error: 'follows.error.nobody' };
  const existing = await stateOf(followerId, resolved);
  if (existing !== 'none') return { ok: true, state: existing };
  if (!(await hitWriteLimit('follow', followerId)).allowed) return { ok: false, error: 'follows.error.rateLimited' };
  const status = resolved.policy === 'approve' ? 'pending' : 'active';
  const inserted = await db()
    .insert(f)
    .values({ followerId, kind: resolved.kind, [resolved.column]: resolved.value, status })
    .onConflictDoNothing()
    .returning({ id: f.id });
  if (inserted.length && resolved.userId) await tellFollowed(resolved.userId, followerId, status);
  logger().info({ kind: resolved.kind, status }, 'follow');
  return { ok: true, state: status === 'pending' ? 'requested' : 'following' };
}

/** A member hears that someone follows them now, or asks to. */
async function tellFollowed(userId: string, followerId: string, status: 'active' | 'pending'): Promise<void> {
  const [follower] = await db().select({ firstName: schema.authUsers.firstName, lastName: schema.authUsers.lastName }).from(schema.authUsers).where(eq(schema.authUsers.id, followerId));
  if (!follower) return;
  await notify({
    userId,
    category: 'following',
    kind: status === 'pending' ? 'following.request' : 'following.new-follower',
    params: { member: `${follower.firstName} ${follower.lastName}`.trim() },
    link: '/account/following',
  });
}

/** Stops following the target, or withdraws the request. */
export async function unfollow(followerId: string, target: FollowTarget): Promise<void> {
  const resolved = await resolveTarget(target);
  if (!resolved) return;
  await db()
    .delete(f)
    .where(and(eq(f.followerId, followerId), targetCondition(resolved)));
}

/** The member approves or declines a request to follow them; false when there is no such request. */
export async function answerFollowRequest(userId: string, followId: number, approve: boolean): Promise<boolean> {
  const mine = and(eq(f.id, followId), eq(f.kind, 'member'), eq(f.memberId, userId), eq(f.status, 'pending'));
  if (approve) {
    const rows = await db().update(f).set({ status: 'active' }).where(mine).returning({ id: f.id });
    return rows.length > 0;
  }
  const rows = await db().delete(f).where(mine).returning({ id: f.id });
  return rows.length > 0;
}

/** The member stops someone following them (the follower is not told). */
export async function removeFollower(userId: string, followId: number): Promise<boolean> {
  const rows = await db()
    .delete(f)
    .where(and(eq(f.id, followId), eq(f.kind, 'member'), eq(f.memberId, userId)))
    .returning({ id: f.id });
  return rows.length > 0;
}

export async function followPolicyOf(userId: string): Promise<FollowPolicy> {
  const [row] = await db().select({ policy: schema.memberProfiles.followPolicy }).from(schema.memberProfiles).where(eq(schema.memberProfiles.userId, userId));
  return row?.policy ?? 'anyone';
}

/**
 * Sets who may follow the member. "Nobody" ends every follow of them and every request; "members I
 * approve" keeps those who follow already. Returns how many follows ended.
 */
export async function setFollowPolicy(userId: string, policy: FollowPolicy): Promise<number> {
  return db().transaction(async (tx) => {
    await tx.insert(schema.memberProfiles).values({ userId, followPolicy: policy }).onConflictDoUpdate({ target: schema.memberProfiles.userId, set: { followPolicy: policy, updatedAt: new Date() } });
    if (policy === 'anyone') {
      // Waiting requests are answered by the new rule: anyone may follow.
      await tx.update(f).set({ status: 'active' }).where(and(eq(f.kind, 'member'), eq(f.memberId, userId), eq(f.status, 'pending')));
      return 0;
    }
    if (policy !== 'nobody') return 0;
    const ended = await tx
      .delete(f)
      .where(and(eq(f.kind, 'member'), eq(f.memberId, userId)))
      .returning({ id: f.id });
    return ended.length;
  });
}

export type FollowedThing = { id: number; kind: FollowKind; status: 'active' | 'pending'; name: string; link: string; countryCode: string | null };

/** What the member follows (and has asked to), by kind and name; things no longer public are left out. */
export async function followedBy(followerId: string): Promise<FollowedThing[]> {
  const { rows } = await db().execute<{ id: number; kind: FollowKind; status: 'active' | 'pending'; name: string | null; link: string; country_code: string | null }>(sql`
    select f.id, f.kind, f.status,
      case f.kind when 'member' then trim(u.first_name || ' ' || u.last_name) when 'center' then c.name when 'site' then s.name else f.country_code end as name,
      case f.kind when 'member' then '/user/' || u.member_id when 'center' then '/dive-center/' || c.id when 'site' then '/listing/' || s.id else '/explore?country=' || f.country_code end as link,
      coalesce(c.country_code, s.country_code, f.country_code) as country_code
    from follow f
    left join auth_user u on u.id = f.member_id
    left join dive_center c on c.id = f.center_id and c.status = 'published'
    left join dive_site s on s.id = f.site_id and s.status = 'published'
    where f.follower_id = ${followerId}
      and (f.kind = 'country' or u.id is not null or c.id is not null or s.id is not null)
    order by f.kind, name`);
  return rows.map((row) => ({ id: row.id, kind: row.kind, status: row.status, name: row.name ?? '', link: row.link, countryCode: row.country_code }));
}

export type Follower = { followId: number; memberId: string; name: string; since: Date; status: 'active' | 'pending' };

/** Who follows the member, and who asks to, newest first. */
export async function followersOf(userId: string): Promise<Follower[]> {
  const rows = await db()
    .select({ followId: f.id, memberId: schema.authUsers.memberId, firstName: schema.authUsers.firstName, lastName: schema.authUsers.lastName, since: f.createdAt, status: f.status })
    .from(f)
    .innerJoin(schema.authUsers, eq(schema.authUsers.id, f.followerId))
    .where(and(eq(f.kind, 'member'), eq(f.memberId, userId)))
    .orderBy(asc(f.status), desc(f.createdAt));
  return rows.map((row) => ({ followId: row.followId, memberId: row.memberId, name: `${row.firstName} ${row.lastName}`.trim(), since: row.since, status: row.status }));
}

/** How many follow a member, a centre or a site (shown beside its follow button). */
export async function followerCount(target: FollowTarget): Promise<number> {
  const resolved = await resolveTarget(target);
  if (!resolved) return 0;
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(f)
    .where(and(targetCondition(resolved), eq(f.status, 'active')));
  return row?.n ?? 0;
}

/** Stops one of the member's follows (or request) from their following page; false when it is not theirs. */
export async function unfollowById(followerId: string, followId: number): Promise<boolean> {
  const rows = await db()
    .delete(f)
    .where(and(eq(f.id, followId), eq(f.followerId, followerId)))
    .returning({ id: f.id });
  return rows.length > 0;
}

export type FollowManagement = 'approve' | 'decline' | 'remove' | 'unfollow';

/** One answer or change on the member's following page, counted against their follow limit. */
export async function manageFollow(userId: string, action: FollowManagement, followId: number): Promise<{ ok: true } | { ok: false; error: 'follows.error.rateLimited' | 'follows.following.missing' }> {
  if (!(await hitWriteLimit('follow', userId)).allowed) return { ok: false, error: 'follows.error.rateLimited' };
  let changed: boolean;
  if (action === 'approve' || action === 'decline') changed = await answerFollowRequest(userId, followId, action === 'approve');
  else if (action === 'remove') changed = await removeFollower(userId, followId);
  else changed = await unfollowById(userId, followId);
  return changed ? { ok: true } : { ok: false, error: 'follows.following.missing' };
}
