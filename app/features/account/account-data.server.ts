// "Export my data" and "Delete my account". When a feature starts storing data about a member
// (wishlists, reviews, reservations, messages), it adds that data to exportMemberData and decides
// in deleteMemberAccount whether it is personal (removed) or a contribution (kept, anonymous).
// A feature of its own, last in the features' order (eslint.config.js), because it reaches into all of them.
import { eq, sql } from 'drizzle-orm';
import { db, schema } from '~/lib/db.server.ts';
import { logger } from '~/lib/runtime.server.ts';
import { releaseOwnedCenters } from '../centers/center-ownership.server.ts';
import { deleteAvatar } from '../members/avatar.server.ts';
import { deleteCardPhotoFiles } from '../members/wallet-photos.server.ts';
import { confirmPassword } from '../members/account.service.server.ts';
import type { Limited } from '../members/auth.service.server.ts';
import { signOutMember } from '../members/auth.service.server.ts';
import { memberInboxData } from '../inbox/inbox-data.server.ts';
import { cancelReservationsOfLeavingMember } from '../trips/reservations.service.server.ts';
import { memberTripsData } from '../trips/trips-data.server.ts';
import { memberDivePhotoFiles, memberLogbookData, removeDivePhotoFiles } from '../logbook/logbook-data.server.ts';

/** Everything we hold about the member, as one JSON document. Password hashes and tokens excluded. */
export async function exportMemberData(userId: string) {
  const [member] = await db()
    .select({
      memberId: schema.authUsers.memberId,
      email: schema.authUsers.email,
      emailVerified: schema.authUsers.emailVerified,
      firstName: schema.authUsers.firstName,
      lastName: schema.authUsers.lastName,
      role: schema.authUsers.role,
      avatarUrl: schema.authUsers.image,
      createdAt: schema.authUsers.createdAt,
      updatedAt: schema.authUsers.updatedAt,
    })
    .from(schema.authUsers)
    .where(eq(schema.authUsers.id, userId));
  if (!member) return null;
  const [profile] = await db()
    .select({
      bio: schema.memberProfiles.bio,
      countryCode: schema.memberProfiles.countryCode,
      certificationAgency: schema.memberProfiles.certAgency,
      certificationLevel: schema.memberProfiles.certLevel,
      units: schema.memberProfiles.units,
      language: schema.memberProfiles.language,
      whoMayFollow: schema.memberProfiles.followPolicy,
      updatedAt: schema.memberProfiles.updatedAt,
    })
    .from(schema.memberProfiles)
    .where(eq(schema.memberProfiles.userId, userId));
  const sessions = await db()
    .select({
      device: schema.authSessions.userAgent,
      ipAddress: schema.authSessions.ipAddress,
      signedInAt: schema.authSessions.createdAt,
      lastUsedAt: schema.authSessions.lastUsedAt,
      expiresAt: schema.authSessions.expiresAt,
    })
    .from(schema.authSessions)
    .where(eq(schema.authSessions.userId, userId));
  const signInMethods = await db()
    .select({ provider: schema.authAccounts.providerId, addedAt: schema.authAccounts.createdAt })
    .from(schema.authAccounts)
    .where(eq(schema.authAccounts.userId, userId));
  const listings = await db()
    .select({ id: schema.diveSites.id, name: schema.diveSites.name, countryCode: schema.diveSites.countryCode, status: schema.diveSites.status, createdAt: schema.diveSites.createdAt })
    .from(schema.diveSites)
    .where(eq(schema.diveSites.createdBy, userId));
  const siteReviews = await db()
    .select({
      site: schema.diveSites.name,
      siteId: schema.siteReviews.siteId,
      rating: schema.siteReviews.rating,
      body: schema.siteReviews.body,
      divedOn: schema.siteReviews.divedOn,
      visibilityM: schema.siteReviews.visibilityM,
      waterTempC: schema.siteReviews.waterTempC,
      current: schema.siteReviews.current,
      createdAt: schema.siteReviews.createdAt,
      updatedAt: schema.siteReviews.updatedAt,
    })
    .from(schema.siteReviews)
    .innerJoin(schema.diveSites, eq(schema.diveSites.id, schema.siteReviews.siteId))
    .where(eq(schema.siteReviews.authorId, userId));
  const centerReviews = await db()
    .select({
      center: schema.diveCenters.name,
      centerId: schema.diveCenterReviews.centerId,
      rating: schema.diveCenterReviews.rating,
      body: schema.diveCenterReviews.body,
      createdAt: schema.diveCenterReviews.createdAt,
      updatedAt: schema.diveCenterReviews.updatedAt,
    })
    .from(schema.diveCenterReviews)
    .innerJoin(schema.diveCenters, eq(schema.diveCenters.id, schema.diveCenterReviews.centerId))
    .where(eq(schema.diveCenterReviews.authorId, userId));
  const { rows: wishlist } = await db().execute(sql`
    select s.id as "siteId", s.name as site, w.created_at as "savedAt" from dive_site_wishlist w join dive_site s on s.id = w.site_id
    where w.user_id = ${userId} order by w.created_at`);
  const { rows: centers } = await db().execute(sql`
    select c.id, c.name, 'owner' as role, c.created_at as "since" from dive_center c where c.submitted_user = ${userId}
    union all
    select c.id, c.name, 'manager', m.created_at from dive_center_manager m join dive_center c on c.id = m.center_id where m.user_id = ${userId}
    order by 1`);
  const { rows: claims } = await db().execute(sql`
    select c.name as centre, k.evidence, k.contact, k.status, k.decision_note as "decisionNote", k.created_at as "createdAt", k.decided_at as "decidedAt"
    from dive_center_claim k join dive_center c on c.id = k.center_id where k.claimant_id = ${userId} order by k.id`);
  const { rows: photos } = await db().execute(sql`
    select 'dive site' as "of", s.name, p.storage_key as "file", p.created_at as "uploadedAt" from dive_site_photo p join dive_site s on s.id = p.site_id where p.uploaded_by = ${userId}
    union all
    select 'dive centre', c.name, p.storage_key, p.created_at from dive_center_photo p join dive_center c on c.id = p.center_id where p.uploaded_by = ${userId}
    order by 4`);
  const [trips, inbox, logbook] = await Promise.all([memberTripsData(userId), memberInboxData(userId), memberLogbookData(userId)]);
  const { rows: notifications } = await db().execute(sql`
    select n.category, n.kind, n.params, n.link, n.created_at as "createdAt", n.read_at as "readAt" from notification n where n.user_id = ${userId} order by n.id`);
  const { rows: certifications } = await db().execute(sql`
    select k.agency, k.level, k.other_name as "otherName", k.card_number as "cardNumber", k.certified_on as "certifiedOn", k.certified_by as "certifiedBy",
      k.front_photo as "frontPhoto", k.back_photo as "backPhoto",
      c.name as "seenBy", k.seen_at as "seenAt", k.created_at as "addedAt"
    from member_certification k left join dive_center c on c.id = k.seen_by_center_id where k.user_id = ${userId} order by k.id`);
  // Whom the member follows and who follows them, by name (internal ids stay on the server).
  const { rows: following } = await db().execute(sql`
    select f.kind, f.status, coalesce(trim(u.first_name || ' ' || u.last_name), c.name, s.name, f.country_code, f.label) as "name",
      f.lat, f.lng, f.radius_km as "radiusKm", f.created_at as "since"
    from follow f left join auth_user u on u.id = f.member_id left join dive_center c on c.id = f.center_id left join dive_site s on s.id = f.site_id
    where f.follower_id = ${userId} order by f.id`);
  const { rows: followers } = await db().execute(sql`
    select trim(u.first_name || ' ' || u.last_name) as "name", u.member_id as "memberId", f.status, f.created_at as "since"
    from follow f join auth_user u on u.id = f.follower_id where f.kind = 'member' and f.member_id = ${userId} order by f.id`);
  const { rows: notificationEmails } = await db().execute(sql`select category, email, push, updated_at as "updatedAt" from notification_preference where user_id = ${userId} order by category`);
  // The browsers that receive pushes, without their push addresses and keys (the browser's own secrets).
  const { rows: pushDevices } = await db().execute(sql`select user_agent as device, created_at as "addedAt", last_success_at as "lastPushAt" from push_subscription where user_id = ${userId} order by id`);
  return {
    exportedAt: new Date().toISOString(),
    member,
    profile: profile ?? null,
    sessions,
    signInMethods,
    contributions: { listings, siteReviews, centerReviews, photos },
    wishlist,
    diveCenters: centers,
    claims,
    reservations: trips.reservations,
    plannedTrips: trips.plannedTrips,
    calendarFeed: trips.calendarFeed,
    conversations: inbox.conversations,
    messageReports: inbox.reports,
    blockedCentres: inbox.blocks,
    logbook,
    certifications,
    notifications,
    notificationEmails,
    following,
    followers,
    pushDevices,
  };
}

export type AccountDeletion = { ok: true; cookies: string[] } | { ok: false; wrongPassword: true } | Limited;

/**
 * Deletes the account after the password is confirmed: the account, profile, sessions, sign-in
 * methods, pending reset links, wishlist, avatar, reservations (open ones are cancelled first, so
 * their seats go back to the trips), planned trips, calendar feed, conversations and the logbook (every
 * dive with its profile and photos) and the certification cards with their photos go; the sites' figures keep the anonymous numbers the dives added. Listings
 * and reviews stay, shown as by "a deleted member" (their author columns are set to null by the
 * foreign keys), and so do the trips a centre they ran published.
 */
export async function deleteMemberAccount(options: { request: Request; userId: string; password: string }): Promise<AccountDeletion> {
  const { request, userId, password } = options;
  const check = await confirmPassword({ request, userId, password });
  if (!check.ok) return 'limited' in check ? check : { ok: false, wrongPassword: true };
  const [user] = await db().select({ image: schema.authUsers.image }).from(schema.authUsers).where(eq(schema.authUsers.id, userId));
  const divePhotos = await memberDivePhotoFiles(userId);
  const cardPhotos = await db()
    .select({ cardId: schema.memberCertifications.id, front: schema.memberCertifications.frontPhoto, back: schema.memberCertifications.backPhoto })
    .from(schema.memberCertifications)
    .where(eq(schema.memberCertifications.userId, userId));
  // Seats the member holds go back to their trips (and the centres are told) before the account goes.
  await cancelReservationsOfLeavingMember(userId);
  const cookies = await signOutMember(request);
  await db().transaction(async (tx) => {
    await tx.delete(schema.authVerifications).where(eq(schema.authVerifications.value, userId));
    // The member's dive centres pass to a manager, or become unclaimed without the owner's contacts.
    await releaseOwnedCenters(tx, userId);
    // Sessions, sign-in methods and the profile go with the account (foreign keys cascade).
    await tx.delete(schema.authUsers).where(eq(schema.authUsers.id, userId));
  });
  await deleteAvatar(user?.image).catch((error: unknown) => logger().warn({ err: error }, 'avatar file of a deleted account not removed'));
  await removeDivePhotoFiles(divePhotos);
  await deleteCardPhotoFiles(cardPhotos.flatMap((card) => [{ cardId: card.cardId, file: card.front }, { cardId: card.cardId, file: card.back }])).catch((error: unknown) =>
    logger().warn({ err: error }, 'card photos of a deleted account not removed'),
  );
  logger().info('member account deleted');
  return { ok: true, cookies };
}
