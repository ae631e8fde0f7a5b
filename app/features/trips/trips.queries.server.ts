// Reads about trips: the public trip page, the lists on centre and dive-site pages, the trip search,
// the sitemap, and the manager's list. Each takes what it needs explicitly and selects only the
// columns the page shows; a draft is only ever read for those who run its centre.
import { sql, type SQL } from 'drizzle-orm';
import { db } from '../../lib/db.server.ts';
import type { LocalizedText } from '../../../db/schema/sites.ts';
import type { TripStatus } from '../../../db/schema/trips.ts';
import { resolveCenterPlace, type Origin } from '../centers/center-cards.queries.server.ts';
import { distanceKmSql } from '../../lib/geo-sql.server.ts';
import { TRIP_PAGE_SIZE, TRIP_PLACE_RADIUS_KM, type TripFilters } from './trip-filters.ts';

/** A trip as cards and lists show it. */
export type TripCard = {
  id: number;
  status: TripStatus;
  kind: string;
  title: LocalizedText;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  price: string;
  currency: string;
  capacity: number;
  seatsLeft: number;
  centerId: number;
  centerName: string;
  countryCode: string;
  region: string | null;
  isSeed: boolean;
};

type CardRow = {
  id: number;
  status: TripStatus;
  kind: string;
  title: LocalizedText;
  starts_at: Date | string;
  ends_at: Date | string;
  time_zone: string;
  price: string;
  currency: string;
  capacity: number;
  seats_taken: number;
  center_id: number;
  center_name: string;
  country_code: string;
  region: string | null;
  is_seed: boolean;
};

const CARD_COLUMNS = sql.raw(`t.id, t.status, t.kind, t.title, t.starts_at, t.ends_at, c.time_zone, t.price, t.currency, t.capacity, t.seats_taken,
  c.id as center_id, c.name as center_name, c.country_code, c.region, t.is_seed`);

function toCard(row: CardRow): TripCard {
  return {
    id: row.id,
    status: row.status,
    kind: row.kind,
    title: row.title,
    startsAt: new Date(row.starts_at),
    endsAt: new Date(row.ends_at),
    timeZone: row.time_zone,
    price: row.price,
    currency: row.currency,
    capacity: row.capacity,
    seatsLeft: Math.max(0, row.capacity - row.seats_taken),
    centerId: row.center_id,
    centerName: row.center_name,
    countryCode: row.country_code,
    region: row.region,
    isSeed: row.is_seed,
  };
}

/** Published trips of published centres that have not started: what visitors may find. */
const FINDABLE = sql`t.status = 'published' and c.status = 'published' and t.starts_at > now()`;

/** A centre's upcoming published trips, soonest first, for its page. */
export async function upcomingTripsOfCenter(centerId: number, limit = 12): Promise<TripCard[]> {
  const { rows } = await db().execute<CardRow>(sql`
    select ${CARD_COLUMNS} from trip t join dive_center c on c.id = t.center_id
    where t.center_id = ${centerId} and ${FINDABLE}
    order by t.starts_at, t.id limit ${limit}`);
  return rows.map(toCard);
}

/** The soonest upcoming trips with seats left, anywhere, for the home page. */
export async function soonestTrips(limit = 3): Promise<TripCard[]> {
  const { rows } = await db().execute<CardRow>(sql`
    select ${CARD_COLUMNS} from trip t join dive_center c on c.id = t.center_id
    where ${FINDABLE} and t.seats_taken < t.capacity
    order by t.starts_at, t.id limit ${limit}`);
  return rows.map(toCard);
}

/** Upcoming published trips that visit a dive site, soonest first ("trips to this site"). */
export async function tripsVisitingSite(siteId: number, limit = 6): Promise<TripCard[]> {
  const { rows } = await db().execute<CardRow>(sql`
    select ${CARD_COLUMNS} from trip_site ts join trip t on t.id = ts.trip_id join dive_center c on c.id = t.center_id
    where ts.site_id = ${siteId} and ${FINDABLE}
    order by t.starts_at, t.id limit ${limit}`);
  return rows.map(toCard);
}

export type TripSearch = {
  trips: TripCard[];
  total: number;
  page: number;
  pageCount: number;
  origin: Origin | null;
  /** A place was typed but the place search found nothing by that name. */
  placeNotFound: boolean;
};

/** One page of /find-a-trip: upcoming published trips matching the filters, soonest first. */
export async function searchTrips(filters: TripFilters, locale: string): Promise<TripSearch> {
  let origin: Origin | null = null;
  let placeNotFound = false;
  if (filters.near) {
    origin = await resolveCenterPlace(filters.near, locale);
    placeNotFound = origin === null;
  }
  const conditions: SQL[] = [FINDABLE];
  if (origin?.countryCode) conditions.push(sql`c.country_code = ${origin.countryCode}`);
  else if (origin) conditions.push(sql`${distanceKmSql(origin, 'c')} <= ${TRIP_PLACE_RADIUS_KM}`);
  // Days are the trip's own: a trip starting on 4 July in Bali is on 4 July whatever the reader's zone.
  if (filters.from) conditions.push(sql`(t.starts_at at time zone c.time_zone)::date >= ${filters.from}::date`);
  if (filters.to) conditions.push(sql`(t.starts_at at time zone c.time_zone)::date <= ${filters.to}::date`);
  if (filters.kind) conditions.push(sql`t.kind = ${filters.kind}`);
  if (filters.currency) conditions.push(sql`t.currency = ${filters.currency}`);
  if (filters.maxPrice !== null) conditions.push(sql`t.price <= ${filters.maxPrice}`);
  if (filters.seats) conditions.push(sql`t.capacity - t.seats_taken >= ${filters.seats}`);
  // A place that found nothing matches nothing, rather than everything.
  if (placeNotFound) conditions.push(sql`false`);
  const where = sql.join(conditions, sql` and `);
  const offset = (filters.page - 1) * TRIP_PAGE_SIZE;
  const [count, rows] = await Promise.all([
    db().execute<{ total: number }>(sql`select count(*)::int as total from trip t join dive_center c on c.id = t.center_id where ${where}`),
    db().execute<CardRow>(sql`select ${CARD_COLUMNS} from trip t join dive_center c on c.id = t.center_id where ${where}
      order by t.starts_at, t.id offset ${offset} limit ${TRIP_PAGE_SIZE}`),
  ]);
  const total = count.rows[0]?.total ?? 0;
  return { trips: rows.rows.map(toCard), total, page: filters.page, pageCount: Math.max(1, Math.ceil(total / TRIP_PAGE_SIZE)), origin, placeNotFound };
}

export type TripSite = { id: number; name: string; countryCode: string; region: string | null; lat: number; lng: number };

export type TripDetail = TripCard & {
  description: LocalizedText;
  meetingPoint: string | null;
  included: string[];
  minCertTier: string | null;
  minLoggedDives: number;
  cancellationPolicy: string;
  freeCancelDays: number;
  lateCancelFeePercent: number;
  paymentNote: string | null;
  cancelledAt: Date | null;
  cancelReason: string | null;
  updatedAt: Date;
  sites: TripSite[];
  center: { id: number; name: string; kind: string; status: 'published' | 'hidden'; timeZone: string; lat: number; lng: number; ownerId: string | null; managerIds: string[]; isSeed: boolean };
};

/** Everything the trip page shows, with who runs its centre (for the permission checks); null when there is no such trip. */
export async function getTrip(tripId: number): Promise<TripDetail | null> {
  const { rows } = await db().execute<
    CardRow & {
      description: LocalizedText;
      meeting_point: string | null;
      included: string[];
      min_cert_tier: string | null;
      min_logged_dives: number;
      cancellation_policy: string;
      free_cancel_days: number;
      late_cancel_fee_percent: number;
      payment_note: string | null;
      cancelled_at: Date | string | null;
      cancel_reason: string | null;
      updated_at: Date | string;
      center_kind: string;
      center_status: 'published' | 'hidden';
      lat: number;
      lng: number;
      owner_id: string | null;
      center_is_seed: boolean;
      manager_ids: string[];
      sites: TripSite[] | null;
    }
  >(sql`
    select ${CARD_COLUMNS}, t.description, t.meeting_point, t.included, t.min_cert_tier, t.min_logged_dives, t.cancellation_policy,
      t.free_cancel_days, t.late_cancel_fee_percent, t.payment_note, t.cancelled_at, t.cancel_reason, t.updated_at,
      c.kind as center_kind, c.status as center_status, c.lat, c.lng, c.submitted_user as owner_id, c.is_seed as center_is_seed,
      coalesce((select array_agg(m.user_id) from dive_center_manager m where m.center_id = c.id), '{}') as manager_ids,
      (select json_agg(json_build_object('id', s.id, 'name', s.name, 'countryCode', s.country_code, 'region', s.region, 'lat', s.lat, 'lng', s.lng) order by ts.position, s.id)
         from trip_site ts join dive_site s on s.id = ts.site_id where ts.trip_id = t.id and s.status = 'published') as sites
    from trip t join dive_center c on c.id = t.center_id where t.id = ${tripId}`);
  const row = rows[0];
  if (!row) return null;
  return {
    ...toCard(row),
    description: row.description,
    meetingPoint: row.meeting_point,
    included: row.included,
    minCertTier: row.min_cert_tier,
    minLoggedDives: row.min_logged_dives,
    cancellationPolicy: row.cancellation_policy,
    freeCancelDays: row.free_cancel_days,
    lateCancelFeePercent: row.late_cancel_fee_percent,
    paymentNote: row.payment_note,
    cancelledAt: row.cancelled_at ? new Date(row.cancelled_at) : null,
    cancelReason: row.cancel_reason,
    updatedAt: new Date(row.updated_at),
    sites: row.sites ?? [],
    center: {
      id: row.center_id,
      name: row.center_name,
      kind: row.center_kind,
      status: row.center_status,
      timeZone: row.time_zone,
      lat: row.lat,
      lng: row.lng,
      ownerId: row.owner_id,
      managerIds: row.manager_ids,
      isSeed: row.center_is_seed,
    },
  };
}

/** Upcoming published trips, for /sitemap.xml. */
export async function tripsForSitemap(): Promise<Array<{ id: number; updatedAt: Date }>> {
  const { rows } = await db().execute<{ id: number; updated_at: Date | string }>(sql`
    select t.id, t.updated_at from trip t join dive_center c on c.id = t.center_id where ${FINDABLE} order by t.id limit 40000`);
  return rows.map((row) => ({ id: row.id, updatedAt: new Date(row.updated_at) }));
}

export type ManagerTrip = TripCard & { requested: number; confirmed: number; waitlisted: number };

/** Every trip of a centre for its manager page, newest start first within upcoming, then past. */
export async function tripsOfCenterForManager(centerId: number): Promise<ManagerTrip[]> {
  const { rows } = await db().execute<CardRow & { requested: number; confirmed: number; waitlisted: number }>(sql`
    select ${CARD_COLUMNS},
      (select count(*)::int from reservation r where r.trip_id = t.id and r.status = 'requested') as requested,
      (select count(*)::int from reservation r where r.trip_id = t.id and r.status in ('confirmed', 'attended')) as confirmed,
      (select count(*)::int from reservation r where r.trip_id = t.id and r.status = 'waitlisted') as waitlisted
    from trip t join dive_center c on c.id = t.center_id
    where t.center_id = ${centerId}
    order by (t.ends_at < now()), case when t.ends_at < now() then null else t.starts_at end, t.starts_at desc, t.id desc
    limit 500`);
  return rows.map((row) => ({ ...toCard(row), requested: row.requested, confirmed: row.confirmed, waitlisted: row.waitlisted }));
}

/** What the manager's trip pages need about the centre itself. */
export async function centerForTrips(centerId: number): Promise<{ id: number; name: string; timeZone: string; currency: string | null } | null> {
  const { rows } = await db().execute<{ id: number; name: string; time_zone: string; currency: string | null }>(sql`
    select c.id, c.name, c.time_zone,
      coalesce((select t.currency from trip t where t.center_id = c.id order by t.id desc limit 1),
               (select k.currency from dive_center_course k where k.center_id = c.id and k.currency is not null order by k.position limit 1)) as currency
    from dive_center c where c.id = ${centerId}`);
  const row = rows[0];
  return row ? { id: row.id, name: row.name, timeZone: row.time_zone, currency: row.currency } : null;
}

export type SiteChoice = { id: number; name: string; countryCode: string; region: string | null; visited: boolean };

/** The dive sites a trip form offers: those the centre visits, then the nearest others. */
export async function siteChoicesForCenter(centerId: number, extraIds: readonly number[] = [], nearest = 20): Promise<SiteChoice[]> {
  const { rows: centres } = await db().execute<{ lat: number; lng: number }>(sql`select lat, lng from dive_center where id = ${centerId}`);
  const centre = centres[0];
  if (!centre) return [];
  const extra = extraIds.length ? sql`or s.id in (${sql.join(extraIds.map((id) => sql`${id}`), sql`, `)})` : sql``;
  // The nearest sites come from the GiST index on (lng, lat), with the centre's position as constants.
  const { rows } = await db().execute<{ id: number; name: string; country_code: string; region: string | null; visited: boolean }>(sql`
    with visited as (select site_id from dive_center_site where center_id = ${centerId}),
    near as (
      select s.id from dive_site s where s.status = 'published'
      order by point(s.lng, s.lat) <-> point(${centre.lng}, ${centre.lat}) limit ${nearest}
    )
    select s.id, s.name, s.country_code, s.region, (s.id in (select site_id from visited)) as visited from dive_site s
    where s.status = 'published' and (s.id in (select site_id from visited) or s.id in (select id from near) ${extra})
    order by (s.id in (select site_id from visited)) desc, s.name, s.id`);
  return rows.map((row) => ({ id: row.id, name: row.name, countryCode: row.country_code, region: row.region, visited: row.visited }));
}

/** The counts beside the manager pages' names: requests waiting for an answer, unread messages. */
export async function managerBadges(centerId: number): Promise<{ requests: number; unread: number }> {
  const { rows } = await db().execute<{ requests: number; unread: number }>(sql`
    select
      (select count(*)::int from reservation r join trip t on t.id = r.trip_id where t.center_id = ${centerId} and r.status = 'requested') as requests,
      (select coalesce(sum(center_unread), 0)::int from conversation where center_id = ${centerId} and center_unread > 0) as unread`);
  return rows[0] ?? { requests: 0, unread: 0 };
}
