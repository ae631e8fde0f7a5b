// Following members, dive centres, dive sites, countries and map areas (docs/decisions/0029-notifications-follows-and-the-feed.md).
// A member decides who may follow them: anyone, members they approve, or nobody. Centres, sites and
// countries may be followed by any member while they are public; an area (a centre and a radius) by
// any member, up to MAX_AREAS of them. Every follow, request and answer is
// counted against the member's write limit, so a script cannot flood anyone with requests.
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { MAX_AREAS, type FollowKind, type FollowPolicy } from '../../../db/schema/follow-vocabulary.ts';
import { isCountryCode } from '../../lib/country-codes.ts';
import { db, schema } from '../../lib/db.server.ts';
import { boundingBox } from '../../lib/geo.ts';
import { notify } from '../../lib/notify.server.ts';
import { logger } from '../../lib/runtime.server.ts';
import { hitWriteLimit } from '../../lib/write-limits.server.ts';

const f = schema.follows;

/**
 * What is followed, as the follow form names it: a member by their public id, a country by its code,
 * an area by its radius around a site (named after it) or around a point of the map.
 */
export type FollowTarget =
  | { kind: 'member'; memberId: string }
  | { kind: 'center'; centerId: number }
  | { kind: 'site'; siteId: number }
  | { kind: 'country'; countryCode: string }
  | { kind: 'area'; radiusKm: number; around: { siteId: number } | { lat: number; lng: number } };

export type FollowState = 'none' | 'following' | 'requested';

export type FollowRefusal = { ok: false; error: 'follows.error.notFound' | 'follows.error.self' | 'follows.error.nobody' | 'follows.error.rateLimited' | 'follows.error.tooManyAreas' };

type TargetColumns = { memberId?: string; centerId?: number; siteId?: number; countryCode?: string; lat?: number; lng?: number; radiusKm?: number };
/** The followed thing as stored: the columns that name it, and for an area its label and box. */
type Resolved = { kind: FollowKind; target: TargetColumns; area?: { label: string; box: SQL }; policy: FollowPolicy; userId?: string; name: string };

/** An area's stored columns: its centre and radius, named after `label`, with the box that holds it. */
function resolveArea(lat: number, lng: number, radiusKm: number, label: string): Resolved {
  const b = boundingBox({ lat, lng }, radiusKm);
  return { kind: 'area', target: { lat, lng, radiusKm }, area: { label, box: sql`box(point(${b.minLng}, ${b.minLat}), point(${b.maxLng}, ${b.maxLat}))` }, policy: 'anyone', name: label };
}

/** The followed thing as stored, if it exists and may be followed now. */
async function resolveTarget(target: FollowTarget): Promise<Resolved | null> {
  switch (target.kind) {
    case 'member': {
      const { rows } = await db().execute<{ id: string; first_name: string; policy: FollowPolicy | null }>(sql`
        select u.id, u.first_name, p.follow_policy as policy from auth_user u left join member_profile p on p.user_id = u.id where u.member_id = ${target.memberId}`);
      const member = rows[0];
      return member ? { kind: 'member', target: { memberId: member.id }, policy: member.policy ?? 'anyone', userId: member.id, name: member.first_name } : null;
    }
    case 'center': {
      const [center] = await db().select({ name: schema.diveCenters.name }).from(schema.diveCenters).where(and(eq(schema.diveCenters.id, target.centerId), eq(schema.diveCenters.status, 'published')));
      return center ? { kind: 'center', target: { centerId: target.centerId }, policy: 'anyone', name: center.name } : null;
    }
    case 'site': {
      const [site] = await db().select({ name: schema.diveSites.name }).from(schema.diveSites).where(and(eq(schema.diveSites.id, target.siteId), eq(schema.diveSites.status, 'published')));
      return site ? { kind: 'site', target: { siteId: target.siteId }, policy: 'anyone', name: site.name } : null;
    }
    case 'country': {
      const code = target.countryCode.toUpperCase();
      return isCountryCode(code) ? { kind: 'country', target: { countryCode: code }, policy: 'anyone', name: code } : null;
    }
    case 'area': {
      if ('lat' in target.around) return resolveArea(target.around.lat, target.around.lng, target.radiusKm, formatPoint(target.around));
      // Around a site: its position, and its name with its region as the place the member sees.
      const [site] = await db()
        .select({ name: schema.diveSites.name, region: schema.diveSites.region, lat: schema.diveSites.lat, lng: schema.diveSites.lng })
        .from(schema.diveSites)
        .where(and(eq(schema.diveSites.id, target.around.siteId), eq(schema.diveSites.status, 'published')));
      return site ? resolveArea(site.lat, site.lng, target.radiusKm, site.region ? `${site.name}, ${site.region}` : site.name) : null;
    }
  }
}

/** A point of the map as an area's place: degrees to four places (about 10 m). */
function formatPoint(point: { lat: number; lng: number }): string {
  return `${point.lat.toFixed(4)}, ${point.lng.toFixed(4)}`;
}

function targetCondition(resolved: Pick<Resolved, 'kind' | 'target'>) {
  const columns = Object.entries(resolved.target) as [keyof TargetColumns, string | number][];
  return and(eq(f.kind, resolved.kind), ...columns.map(([column, value]) => eq(f[column], value)));
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
  const status: 'active' | 'pending' = resolved.policy === 'approve' ? 'pending' : 'active';
  const values = { followerId, kind: resolved.kind, ...resolved.target, status, ...(resolved.area ? { label: resolved.area.label, areaBox: resolved.area.box } : {}) };
  const inserted = resolved.area
    ? await insertArea(followerId, values)
    : await db().insert(f).values(values).onConflictDoNothing().returning({ id: f.id });
  if (inserted === 'tooMany') return { ok: false, error: 'follows.error.tooManyAreas' };
  if (inserted.length && resolved.userId) await tellFollowed(resolved.userId, followerId, status);
  logger().info({ kind: resolved.kind, status }, 'follow');
  return { ok: true, state: status === 'pending' ? 'requested' : 'following' };
}

/**
 * Adds an area unless the member follows MAX_AREAS already. Their account row is locked while counting,
 * so two requests at once cannot both take the last place.
 */
async function insertArea(followerId: string, values: PgInsertValue<typeof f>): Promise<{ id: number }[] | 'tooMany'> {
  return db().transaction(async (tx) => {
    await tx.execute(sql`select 1 from auth_user where id = ${followerId} for update`);
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(f)
      .where(and(eq(f.followerId, followerId), eq(f.kind, 'area')));
    if ((row?.n ?? 0) >= MAX_AREAS) return 'tooMany';
    return tx.insert(f).values(values).onConflictDoNothing().returning({ id: f.id });
  });
}

/** The radii (km) of the areas the member follows around a site, smallest first. */
export async function areaRadiiAroundSite(followerId: string | undefined, siteId: number): Promise<number[]> {
  if (!followerId) return [];
  const { rows } = await db().execute<{ radius_km: number }>(sql`
    select f.radius_km from follow f join dive_site s on s.id = ${siteId} and f.lat = s.lat and f.lng = s.lng
    where f.follower_id = ${followerId} and f.kind = 'area' order by f.radius_km`);
  return rows.map((row) => row.radius_km);
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

/** What is followed; an area's name is its place ("Blue Hole, Dahab"), shown with its radius. */
export type FollowedThing = { id: number; kind: FollowKind; status: 'active' | 'pending'; name: string; link: string; countryCode: string | null; radiusKm: number | null };

/** What the member follows (and has asked to), by kind and name; things no longer public are left out. */
export async function followedBy(followerId: string): Promise<FollowedThing[]> {
  const { rows } = await db().execute<{ id: number; kind: FollowKind; status: 'active' | 'pending'; name: string | null; link: string; country_code: string | null; radius_km: number | null }>(sql`
    select f.id, f.kind, f.status,
      case f.kind when 'member' then trim(u.first_name || ' ' || u.last_name) when 'center' then c.name when 'site' then s.name when 'area' then f.label else f.country_code end as name,
      case f.kind when 'member' then '/user/' || u.member_id when 'center' then '/dive-center/' || c.id when 'site' then '/listing/' || s.id
        when 'area' then '/explore?near=' || f.lat || ',' || f.lng else '/explore?country=' || f.country_code end as link,
      coalesce(c.country_code, s.country_code, f.country_code) as country_code, f.radius_km
    from follow f
    left join auth_user u on u.id = f.member_id
    left join dive_center c on c.id = f.center_id and c.status = 'published'
    left join dive_site s on s.id = f.site_id and s.status = 'published'
    where f.follower_id = ${followerId}
      and (f.kind in ('country', 'area') or u.id is not null or c.id is not null or s.id is not null)
    order by f.kind, name, f.radius_km`);
  return rows.map((row) => ({ id: row.id, kind: row.kind, status: row.status, name: row.name ?? '', link: row.link, countryCode: row.country_code, radiusKm: row.radius_km }));
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
