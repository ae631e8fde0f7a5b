// Reads about members: the public profile (nothing private), the account overview and the settings.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { db, schema } from '~/lib/db.server.ts';

const PROFILE_LISTINGS_SHOWN = 24;

export type Contribution = { kind: 'listing'; id: number; name: string; countryCode: string };

/** The dive sites a member has shared and that are published, newest first. Reviews: listMemberReviews. */
export async function listContributions(userId: string, limit = PROFILE_LISTINGS_SHOWN): Promise<{ items: Contribution[]; listingCount: number }> {
  const published = and(eq(schema.diveSites.createdBy, userId), eq(schema.diveSites.status, 'published'));
  const [rows, [total]] = await Promise.all([
    db()
      .select({ id: schema.diveSites.id, name: schema.diveSites.name, countryCode: schema.diveSites.countryCode })
      .from(schema.diveSites)
      .where(published)
      .orderBy(desc(schema.diveSites.createdAt), desc(schema.diveSites.id))
      .limit(limit),
    db().select({ n: count() }).from(schema.diveSites).where(published),
  ]);
  return { items: rows.map((row) => ({ kind: 'listing' as const, ...row })), listingCount: total?.n ?? 0 };
}

const PROFILE_REVIEWS_SHOWN = 12;

export type ReviewContribution = {
  kind: 'site' | 'center';
  id: number;
  placeId: number;
  placeName: string;
  countryCode: string;
  rating: number;
  body: string;
  writtenAt: Date;
};

/** The member's reviews of published dive sites and centres, newest first, with how many there are. */
export async function listMemberReviews(userId: string, limit = PROFILE_REVIEWS_SHOWN): Promise<{ items: ReviewContribution[]; reviewCount: number }> {
  const { rows } = await db().execute<{
    kind: 'site' | 'center';
    id: number;
    place_id: number;
    place_name: string;
    country_code: string;
    rating: number;
    body: string;
    written_at: Date | string;
    total: number;
  }>(sql`
    with reviews as (
      select 'site' as kind, r.id, s.id as place_id, s.name as place_name, s.country_code, r.rating, r.body, r.updated_at as written_at
      from dive_site_review r join dive_site s on s.id = r.site_id
      where r.author_id = ${userId} and r.status = 'published' and s.status = 'published'
      union all
      select 'center', r.id, c.id, c.name, c.country_code, r.rating, r.body, r.updated_at
      from dive_center_review r join dive_center c on c.id = r.center_id
      where r.author_id = ${userId} and r.status = 'published' and c.status = 'published'
    )
    select *, (count(*) over ())::int as total from reviews order by written_at desc, id desc limit ${limit}`);
  return {
    items: rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      placeId: row.place_id,
      placeName: row.place_name,
      countryCode: row.country_code,
      rating: row.rating,
      body: row.body,
      writtenAt: new Date(row.written_at),
    })),
    reviewCount: rows[0]?.total ?? 0,
  };
}

export type PublicProfile = {
  memberId: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  bio: string | null;
  countryCode: string | null;
  certAgency: string | null;
  certLevel: string | null;
  memberSince: Date;
};

/** The public face of a member, found by member ID only. Never the email or the internal id. */
export async function getPublicProfile(memberId: string): Promise<(PublicProfile & { userId: string }) | null> {
  const [row] = await db()
    .select({
      userId: schema.authUsers.id,
      memberId: schema.authUsers.memberId,
      firstName: schema.authUsers.firstName,
      lastName: schema.authUsers.lastName,
      avatarUrl: schema.authUsers.image,
      bio: schema.memberProfiles.bio,
      countryCode: schema.memberProfiles.countryCode,
      certAgency: schema.memberProfiles.certAgency,
      certLevel: schema.memberProfiles.certLevel,
      memberSince: schema.authUsers.createdAt,
    })
    .from(schema.authUsers)
    .leftJoin(schema.memberProfiles, eq(schema.memberProfiles.userId, schema.authUsers.id))
    .where(eq(schema.authUsers.memberId, memberId));
  return row ?? null;
}

export type AccountSettings = {
  email: string;
  emailVerified: boolean;
  memberId: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  bio: string;
  countryCode: string;
  certAgency: string;
  certLevel: string;
  units: 'metric' | 'imperial';
  language: 'en' | 'es';
};

/** The member's own settings, to fill the settings forms. */
export async function getAccountSettings(userId: string): Promise<AccountSettings | null> {
  const [row] = await db()
    .select({
      email: schema.authUsers.email,
      emailVerified: schema.authUsers.emailVerified,
      memberId: schema.authUsers.memberId,
      firstName: schema.authUsers.firstName,
      lastName: schema.authUsers.lastName,
      avatarUrl: schema.authUsers.image,
      bio: schema.memberProfiles.bio,
      countryCode: schema.memberProfiles.countryCode,
      certAgency: schema.memberProfiles.certAgency,
      certLevel: schema.memberProfiles.certLevel,
      units: schema.memberProfiles.units,
      language: schema.memberProfiles.language,
    })
    .from(schema.authUsers)
    .leftJoin(schema.memberProfiles, eq(schema.memberProfiles.userId, schema.authUsers.id))
    .where(eq(schema.authUsers.id, userId));
  if (!row) return null;
  return {
    ...row,
    bio: row.bio ?? '',
    countryCode: row.countryCode ?? '',
    certAgency: row.certAgency ?? '',
    certLevel: row.certLevel ?? '',
    units: row.units ?? 'metric',
    language: row.language ?? 'en',
  };
}

export type MemberSession = { id: string; userAgent: string | null; createdAt: Date; lastUsedAt: Date; current: boolean };

/** The member's signed-in browsers, most recently used first. */
export async function listMemberSessions(userId: string, currentSessionId: string | null): Promise<MemberSession[]> {
  const rows = await db()
    .select({
      id: schema.authSessions.id,
      userAgent: schema.authSessions.userAgent,
      createdAt: schema.authSessions.createdAt,
      lastUsedAt: schema.authSessions.lastUsedAt,
      expiresAt: schema.authSessions.expiresAt,
    })
    .from(schema.authSessions)
    .where(eq(schema.authSessions.userId, userId))
    .orderBy(desc(schema.authSessions.lastUsedAt));
  const now = new Date();
  return rows
    .filter((row) => row.expiresAt > now)
    .map(({ expiresAt: _expiresAt, ...row }) => ({ ...row, current: row.id === currentSessionId }));
}

export type AccountOverview = { dives: number; listings: number; wishlist: number; reservations: number; unreadMessages: number };

/** Counts for the account overview: dives logged, listings, saved sites, open reservations of trips to come, unread messages. */
export async function getAccountOverview(userId: string): Promise<AccountOverview> {
  const { rows } = await db().execute<AccountOverview>(sql`
    select
      (select count(*)::int from dive where member_id = ${userId}) as "dives",
      (select count(*)::int from dive_site where created_by = ${userId}) as "listings",
      (select count(*)::int from dive_site_wishlist where user_id = ${userId}) as "wishlist",
      (select count(*)::int from reservation r join trip t on t.id = r.trip_id
        where r.member_id = ${userId} and r.status in ('requested', 'confirmed', 'waitlisted') and t.ends_at >= now()) as "reservations",
      (select coalesce(sum(member_unread), 0)::int from conversation where member_id = ${userId} and member_unread > 0) as "unreadMessages"`);
  return rows[0] ?? { dives: 0, listings: 0, wishlist: 0, reservations: 0, unreadMessages: 0 };
}
