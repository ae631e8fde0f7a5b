// One centre in full: its public page (never the email address), its manager page (with it), its
// reviews, and the dive sites near it for the manager's checklist.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { db, schema } from '../../lib/db.server.ts';
import { distanceKm, type LatLng } from '../../lib/geo.ts';

const c = schema.diveCenters;

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
