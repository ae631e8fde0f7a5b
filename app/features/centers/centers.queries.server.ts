// Reads of dive centres: the finder pages, a centre's public page, the manager page, the lists on
// dive-site pages, the sitemap and the avatar menu's question. The public reads never select the
// centre's email address: it reaches nobody's browser outside the manager page.
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { db, schema } from '../../lib/db.server.ts';
import { distanceKm, type LatLng } from '../sites/geo.ts';
import { bestPlace } from '../map/place-search.server.ts';
import { wrapLng } from '../map/geo-box.ts';
import { CENTER_PAGE_SIZE, type CenterFilters } from './center-filters.ts';
import type { CenterKind } from './center-vocabulary.ts';

const c = schema.diveCenters;

export type CenterCard = {
  id: number;
  kind: CenterKind;
  name: string;
  countryCode: string;
  region: string | null;
  lat: number;
  lng: number;
  agencies: string[];
  primaryAgency: string | null;
  services: string[];
  languages: string[];
  courseTypes: string[];
  ratingAverage: number | null;
  ratingCount: number;
  coverPhoto: string | null;
  logo: string | null;
  verification: 'unverified' | 'verified';
  isSeed: boolean;
  distanceKm: number | null;
};

type CardRow = {
  id: number;
  kind: CenterKind;
  name: string;
  country_code: string;
  region: string | null;
  lat: number;
  lng: number;
  agencies: string[];
  primary_agency: string | null;
  services: string[];
  languages: string[];
  course_types: string[];
  rating_average: string | null;
  rating_count: number;
  cover_photo: string | null;
  logo: string | null;
  verification: 'unverified' | 'verified';
  is_seed: boolean;
};

const CARD_COLUMNS = sql.raw(
  `c.id, c.kind, c.name, c.country_code, c.region, c.lat, c.lng, c.agencies, c.primary_agency, c.services, c.languages,
   c.course_types, c.rating_average, c.rating_count, c.cover_photo, c.logo, c.verification, c.is_seed`,
);

function toCard(row: CardRow, origin: LatLng | null): CenterCard {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    countryCode: row.country_code,
    region: row.region,
    lat: row.lat,
    lng: row.lng,
    agencies: row.agencies,
    primaryAgency: row.primary_agency,
    services: row.services,
    languages: row.languages,
    courseTypes: row.course_types,
    ratingAverage: row.rating_average === null ? null : Number(row.rating_average),
    ratingCount: row.rating_count,
    coverPhoto: row.cover_photo,
    logo: row.logo,
    verification: row.verification,
    isSeed: row.is_seed,
    distanceKm: origin ? distanceKm(origin, row) : null,
  };
}

function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/** Every condition has a GIN (arrays) or btree index. Within a group any value matches; groups combine. */
function filterConditions(filters: CenterFilters, kinds: readonly CenterKind[], countryCode: string | null): SQL {
  const shown = filters.kind ? [filters.kind] : kinds;
  const conditions: SQL[] = [sql`c.status = 'published'`, sql`c.kind in (${sql.join(shown.map((kind) => sql`${kind}`), sql`, `)})`];
  if (countryCode) conditions.push(sql`c.country_code = ${countryCode}`);
  if (filters.agencies.length) conditions.push(sql`c.agencies && ${textArray(filters.agencies)}`);
  // Services, languages and courses are what a diver needs, so each one asked for must be there.
  if (filters.services.length) conditions.push(sql`c.services @> ${textArray(filters.services)}`);
  if (filters.languages.length) conditions.push(sql`c.languages && ${textArray(filters.languages)}`);
  if (filters.courses.length) conditions.push(sql`c.course_types @> ${textArray(filters.courses)}`);
  if (filters.minRating) conditions.push(sql`c.rating_average >= ${filters.minRating}`);
  return sql.join(conditions, sql` and `);
}

/** Where distances are measured from: the visitor's position, or the place the search found. */
export type Origin = LatLng & {
  label: string;
  /** Set when the place is a country: the results are then that country's centres. */
  countryCode: string | null;
};

/**
 * The map's place search (countries, regions, dive sites, centres, in both languages) turns the
 * typed place into a point: the place's own position, or the middle of its area.
 */
export async function resolveCenterPlace(near: string, locale: string): Promise<Origin | null> {
  const place = await bestPlace(near, locale);
  if (!place) return null;
  const [west, south, east, north] = place.box;
  const [lng, lat] = place.point ?? [wrapLng((west + east) / 2), (south + north) / 2];
  return { lat, lng, label: place.label, countryCode: place.kind === 'country' ? place.countryCode : null };
}

export type CenterSearch = {
  centers: CenterCard[];
  total: number;
  page: number;
  pageCount: number;
  origin: Origin | null;
  /** A place was typed but the place search found nothing by that name. */
  placeNotFound: boolean;
};

/** Great-circle distance in SQL (haversine), in radians of arc; only its order matters here. */
function arcFrom(origin: LatLng, alias: string): SQL {
  const lat = sql.raw(`${alias}.lat`);
  const lng = sql.raw(`${alias}.lng`);
  return sql`asin(least(1, sqrt(power(sin(radians(${lat} - ${origin.lat}) / 2), 2) + cos(radians(${origin.lat})) * cos(radians(${lat})) * power(sin(radians(${lng} - ${origin.lng}) / 2), 2))))`;
}

/**
 * One page of the finder: nearest first when there is a place (typed, or the visitor's own
 * position), otherwise best rated first.
 */
export async function searchCenters(filters: CenterFilters, kinds: readonly CenterKind[], locale: string): Promise<CenterSearch> {
  let origin: Origin | null = null;
  let placeNotFound = false;
  if (filters.at) origin = { ...filters.at, label: '', countryCode: null };
  else if (filters.near) {
    origin = await resolveCenterPlace(filters.near, locale);
    placeNotFound = origin === null;
  }
  const where = filterConditions(filters, kinds, origin?.countryCode ?? null);
  const offset = (filters.page - 1) * CENTER_PAGE_SIZE;
  let rowsQuery: SQL;
  if (origin) {
    // The GiST index hands out candidates nearest-first in plain degrees; that window is then put
    // in great-circle order, which differs from the planar one only far from the equator.
    const window = (offset + CENTER_PAGE_SIZE) * 4 + 100;
    rowsQuery = sql`
      select * from (
        select ${CARD_COLUMNS} from dive_center c where ${where}
        order by point(c.lng, c.lat) <-> point(${origin.lng}, ${origin.lat})
        limit ${window}
      ) as nearest
      order by ${arcFrom(origin, 'nearest')}, nearest.id
      offset ${offset} limit ${CENTER_PAGE_SIZE}`;
  } else {
    rowsQuery = sql`select ${CARD_COLUMNS} from dive_center c where ${where}
      order by c.rating_average desc nulls last, c.rating_count desc, lower(c.name), c.id
      offset ${offset} limit ${CENTER_PAGE_SIZE}`;
  }
  const [countResult, rowsResult] = await Promise.all([
    db().execute<{ total: number }>(sql`select count(*)::int as total from dive_center c where ${where}`),
    db().execute<CardRow>(rowsQuery),
  ]);
  const total = countResult.rows[0]?.total ?? 0;
  return {
    centers: rowsResult.rows.map((row) => toCard(row, origin)),
    total,
    page: filters.page,
    pageCount: Math.max(1, Math.ceil(total / CENTER_PAGE_SIZE)),
    origin,
    placeNotFound,
  };
}

/** Published centres nearest to a position, within a distance, for a dive-site page. */
export async function centersNear(lat: number, lng: number, options: { limit?: number; withinKm?: number; excludeIds?: number[] } = {}): Promise<CenterCard[]> {
  const limit = options.limit ?? 6;
  const withinKm = options.withinKm ?? 50;
  const origin = { lat, lng };
  const exclude = options.excludeIds?.length ? sql`and c.id not in (${sql.join(options.excludeIds.map((id) => sql`${id}`), sql`, `)})` : sql``;
  const { rows } = await db().execute<CardRow>(sql`
    select ${CARD_COLUMNS} from dive_center c
    where c.status = 'published' ${exclude}
    order by point(c.lng, c.lat) <-> point(${lng}, ${lat})
    limit ${limit * 3}`);
  return rows
    .map((row) => toCard(row, origin))
    .filter((center) => (center.distanceKm ?? Infinity) <= withinKm)
    .sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0))
    .slice(0, limit);
}

/** Published centres that say they take divers to this site, nearest first. */
export async function centersVisitingSite(siteId: number): Promise<CenterCard[]> {
  const { rows } = await db().execute<CardRow & { site_lat: number; site_lng: number }>(sql`
    select ${CARD_COLUMNS}, s.lat as site_lat, s.lng as site_lng
    from dive_center_site cs
    join dive_center c on c.id = cs.center_id
    join dive_site s on s.id = cs.site_id
    where cs.site_id = ${siteId} and c.status = 'published'
    order by c.rating_average desc nulls last, c.id
    limit 50`);
  return rows.map((row) => toCard(row, { lat: row.site_lat, lng: row.site_lng })).sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0));
}

/** The spec's question for the avatar menu: is this member the submittedUser of any centre? */
export async function isCenterSubmitter(userId: string): Promise<boolean> {
  const { rows } = await db().execute(sql`select 1 from dive_center where submitted_user = ${userId} limit 1`);
  return rows.length > 0;
}

export type CenterAccess = { id: number; name: string; ownerId: string | null; managerIds: string[]; status: 'published' | 'hidden' };

/** Who may change a centre: its owner and managers (moderators and admins by role). */
export async function getCenterAccess(centerId: number): Promise<CenterAccess | null> {
  const [center] = await db().select({ id: c.id, name: c.name, ownerId: c.submittedUser, status: c.status }).from(c).where(eq(c.id, centerId));
  if (!center) return null;
  const managers = await db()
    .select({ userId: schema.diveCenterManagers.userId })
    .from(schema.diveCenterManagers)
    .where(eq(schema.diveCenterManagers.centerId, centerId));
  return { ...center, managerIds: managers.map((manager) => manager.userId) };
}

export type ManagedCenter = { id: number; name: string; role: 'owner' | 'manager' };

/** The centres a member owns or helps manage, for the manager page's switcher. */
export async function centersManagedBy(userId: string): Promise<ManagedCenter[]> {
  const rows = await db()
    .selectDistinct({ id: c.id, name: c.name, ownerId: c.submittedUser })
    .from(c)
    .leftJoin(schema.diveCenterManagers, and(eq(schema.diveCenterManagers.centerId, c.id), eq(schema.diveCenterManagers.userId, userId)))
    .where(or(eq(c.submittedUser, userId), eq(schema.diveCenterManagers.userId, userId)))
    .orderBy(asc(c.name), asc(c.id));
  return rows.map((row) => ({ id: row.id, name: row.name, role: row.ownerId === userId ? 'owner' : 'manager' }));
}

export type CenterPhoto = { id: number; storageKey: string; width: number; height: number; sizes: number[]; position: number };
export type CenterCourse = {
  id: number;
  courseType: string;
  title: string | null;
  agency: string | null;
  price: string | null;
  currency: string | null;
  durationDays: number | null;
};
export type VisitedSite = { id: number; name: string; countryCode: string; region: string | null; lat: number; lng: number };

async function photosOf(centerId: number): Promise<CenterPhoto[]> {
  const p = schema.diveCenterPhotos;
  return db()
    .select({ id: p.id, storageKey: p.storageKey, width: p.width, height: p.height, sizes: p.sizes, position: p.position })
    .from(p)
    .where(eq(p.centerId, centerId))
    .orderBy(asc(p.position), asc(p.id));
}

async function coursesOf(centerId: number): Promise<CenterCourse[]> {
  const k = schema.diveCenterCourses;
  return db()
    .select({ id: k.id, courseType: k.courseType, title: k.title, agency: k.agency, price: k.price, currency: k.currency, durationDays: k.durationDays })
    .from(k)
    .where(eq(k.centerId, centerId))
    .orderBy(asc(k.position), asc(k.id));
}

async function visitedSitesOf(centerId: number): Promise<VisitedSite[]> {
  const s = schema.diveSites;
  return db()
    .select({ id: s.id, name: s.name, countryCode: s.countryCode, region: s.region, lat: s.lat, lng: s.lng })
    .from(schema.diveCenterSites)
    .innerJoin(s, eq(s.id, schema.diveCenterSites.siteId))
    .where(and(eq(schema.diveCenterSites.centerId, centerId), eq(s.status, 'published')))
    .orderBy(asc(s.name));
}

/** Every column a visitor may see. `email` is deliberately not among them. */
const publicColumns = {
  id: c.id,
  kind: c.kind,
  name: c.name,
  description: c.description,
  lat: c.lat,
  lng: c.lng,
  address: c.address,
  countryCode: c.countryCode,
  region: c.region,
  phone: c.phone,
  website: c.website,
  socialLinks: c.socialLinks,
  agencies: c.agencies,
  primaryAgency: c.primaryAgency,
  services: c.services,
  languages: c.languages,
  openingHours: c.openingHours,
  hoursNote: c.hoursNote,
  logo: c.logo,
  coverPhoto: c.coverPhoto,
  ratingAverage: c.ratingAverage,
  ratingCount: c.ratingCount,
  verification: c.verification,
  status: c.status,
  isSeed: c.isSeed,
  ownerId: c.submittedUser,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
  /** Whether the contact form has somewhere to send to (the centre's address or its owner's). */
  canReceiveMessages: sql<boolean>`(${c.email} is not null or ${c.submittedUser} is not null)`,
};

export type PublicCenter = Awaited<ReturnType<typeof getPublicCenter>>;

/** A centre's public page data, whatever its status: the route decides who may see a hidden one. */
export async function getPublicCenter(id: number) {
  const [center] = await db().select(publicColumns).from(c).where(eq(c.id, id));
  if (!center) return null;
  const [photos, courses, sites, managers] = await Promise.all([
    photosOf(id),
    coursesOf(id),
    visitedSitesOf(id),
    db().select({ userId: schema.diveCenterManagers.userId }).from(schema.diveCenterManagers).where(eq(schema.diveCenterManagers.centerId, id)),
  ]);
  return { ...center, photos, courses, sites, managerIds: managers.map((manager) => manager.userId) };
}

export type CenterManagerView = NonNullable<Awaited<ReturnType<typeof getCenterForManager>>>;

/** Everything about a centre for its manager page, the email address included. */
export async function getCenterForManager(id: number) {
  const { canReceiveMessages: _unused, ...columns } = publicColumns;
  const [center] = await db()
    .select({ ...columns, email: c.email })
    .from(c)
    .where(eq(c.id, id));
  if (!center) return null;
  const u = schema.authUsers;
  const [photos, courses, sites, managers, owner] = await Promise.all([
    photosOf(id),
    coursesOf(id),
    visitedSitesOf(id),
    db()
      .select({ memberId: u.memberId, firstName: u.firstName, lastName: u.lastName, userId: u.id })
      .from(schema.diveCenterManagers)
      .innerJoin(u, eq(u.id, schema.diveCenterManagers.userId))
      .where(eq(schema.diveCenterManagers.centerId, id))
      .orderBy(asc(schema.diveCenterManagers.createdAt)),
    center.ownerId
      ? db().select({ memberId: u.memberId, firstName: u.firstName, lastName: u.lastName }).from(u).where(eq(u.id, center.ownerId))
      : Promise.resolve([]),
  ]);
  return { ...center, photos, courses, sites, managers, owner: owner[0] ?? null };
}

export type CenterReview = {
  id: number;
  rating: number;
  body: string;
  reply: string | null;
  repliedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  hidden: boolean;
  /** Null, with author, once the author has deleted their account. */
  authorId: string | null;
  author: { memberId: string; firstName: string; avatarUrl: string | null } | null;
};

/** A centre's published reviews, newest first; moderators pass `includeHidden` to see hidden ones too. */
export async function reviewsOf(centerId: number, options: { limit?: number; includeHidden?: boolean } = {}): Promise<CenterReview[]> {
  const r = schema.diveCenterReviews;
  const u = schema.authUsers;
  const rows = await db()
    .select({
      id: r.id,
      rating: r.rating,
      body: r.body,
      reply: r.reply,
      repliedAt: r.repliedAt,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
      hidden: sql<boolean>`${r.status} = 'hidden'`,
      authorId: r.authorId,
      memberId: u.memberId,
      firstName: u.firstName,
      avatarUrl: u.image,
    })
    .from(r)
    .leftJoin(u, eq(u.id, r.authorId))
    .where(options.includeHidden ? eq(r.centerId, centerId) : and(eq(r.centerId, centerId), eq(r.status, 'published')))
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(options.limit ?? 100);
  return rows.map(({ memberId, firstName, avatarUrl, ...review }) => ({
    ...review,
    author: memberId !== null && firstName !== null ? { memberId, firstName, avatarUrl } : null,
  }));
}

/** Nearby published dive sites, for the manager's "sites you visit" checklist. */
export async function sitesNearCenter(position: LatLng, limit = 30): Promise<Array<VisitedSite & { distanceKm: number }>> {
  const { rows } = await db().execute<VisitedSite & { country_code: string }>(sql`
    select s.id, s.name, s.country_code, s.region, s.lat, s.lng from dive_site s
    where s.status = 'published'
    order by point(s.lng, s.lat) <-> point(${position.lng}, ${position.lat})
    limit ${limit}`);
  return rows
    .map((row) => ({ id: row.id, name: row.name, countryCode: row.country_code, region: row.region, lat: row.lat, lng: row.lng, distanceKm: distanceKm(position, row) }))
    .sort((a, b) => a.distanceKm - b.distanceKm);
}

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

/** Id and last change of every published centre, for the sitemap. */
export async function publishedCentersForSitemap(options: { offset?: number; limit?: number } = {}): Promise<Array<{ id: number; updatedAt: Date }>> {
  return db()
    .select({ id: c.id, updatedAt: c.updatedAt })
    .from(c)
    .where(eq(c.status, 'published'))
    .orderBy(asc(c.id))
    .offset(options.offset ?? 0)
    .limit(options.limit ?? 50_000);
}

/** Names of published centres by id (for links), in no particular order. */
export async function centerNames(ids: readonly number[]): Promise<Array<{ id: number; name: string }>> {
  if (!ids.length) return [];
  return db()
    .select({ id: c.id, name: c.name })
    .from(c)
    .where(and(inArray(c.id, [...ids]), eq(c.status, 'published')));
}
