// The member's trip planner (/trips): trips from their confirmed reservations and trips they add by
// hand (a destination, dates, sites from their wishlist, a centre), each with a checklist and notes.
// Past trips list the sites dived and which of them the member has not reviewed yet.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { db, schema } from '../../lib/db.server.ts';
import type { TripChecklist } from '../../../db/schema/trips.ts';
import type { LocalizedText } from '../../../db/schema/sites.ts';
import type { PlannedTripInput } from './trip.schema.ts';
import type { ChecklistItem } from './trip-vocabulary.ts';

export type PlannerSite = { id: number; name: string; countryCode: string; reviewed: boolean };

export type PlannerEntry = {
  /** "r<reservation id>" or "p<planned trip id>": unique across both kinds. */
  key: string;
  kind: 'reservation' | 'planned';
  plannedTripId: number | null;
  reservationId: number | null;
  tripId: number | null;
  title: LocalizedText | null;
  destination: string | null;
  centerId: number | null;
  centerName: string | null;
  timeZone: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  startsOn: string | null;
  endsOn: string | null;
  status: string | null;
  checklist: TripChecklist;
  notes: string | null;
  sites: PlannerSite[];
};

type Row = {
  kind: 'reservation' | 'planned';
  planned_id: number | null;
  reservation_id: number | null;
  trip_id: number | null;
  title: LocalizedText | null;
  destination: string | null;
  center_id: number | null;
  center_name: string | null;
  time_zone: string | null;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  starts_on: string | null;
  ends_on: string | null;
  status: string | null;
  checklist: TripChecklist | null;
  notes: string | null;
  sites: PlannerSite[] | null;
};

/** Every trip of the member's planner, earliest first. */
export async function plannerEntries(memberId: string): Promise<PlannerEntry[]> {
  const { rows } = await db().execute<Row>(sql`
    select 'reservation' as kind, p.id as planned_id, r.id as reservation_id, t.id as trip_id, t.title, null as destination,
      c.id as center_id, c.name as center_name, c.time_zone, t.starts_at, t.ends_at,
      (t.starts_at at time zone c.time_zone)::date::text as starts_on, (t.ends_at at time zone c.time_zone)::date::text as ends_on,
      r.status, p.checklist, p.notes,
      (select json_agg(json_build_object('id', s.id, 'name', s.name, 'countryCode', s.country_code,
          'reviewed', exists (select 1 from dive_site_review v where v.site_id = s.id and v.author_id = ${memberId})) order by ts.position)
        from trip_site ts join dive_site s on s.id = ts.site_id where ts.trip_id = t.id and s.status = 'published') as sites
    from reservation r join trip t on t.id = r.trip_id join dive_center c on c.id = t.center_id
      left join planned_trip p on p.reservation_id = r.id
    where r.member_id = ${memberId} and r.status in ('confirmed', 'attended')
    union all
    select 'planned', p.id, null, null, null, p.destination, c.id, c.name, null, null, null, p.starts_on::text, p.ends_on::text, null, p.checklist, p.notes,
      (select json_agg(json_build_object('id', s.id, 'name', s.name, 'countryCode', s.country_code,
          'reviewed', exists (select 1 from dive_site_review v where v.site_id = s.id and v.author_id = ${memberId})) order by s.name)
        from planned_trip_site ps join dive_site s on s.id = ps.site_id where ps.planned_trip_id = p.id and s.status = 'published')
    from planned_trip p left join dive_center c on c.id = p.center_id
    where p.member_id = ${memberId} and p.reservation_id is null
    order by starts_on, kind`);
  return rows.map((row) => ({
    key: row.kind === 'reservation' ? `r${row.reservation_id}` : `p${row.planned_id}`,
    kind: row.kind,
    plannedTripId: row.planned_id,
    reservationId: row.reservation_id,
    tripId: row.trip_id,
    title: row.title,
    destination: row.destination,
    centerId: row.center_id,
    centerName: row.center_name,
    timeZone: row.time_zone,
    startsAt: row.starts_at ? new Date(row.starts_at) : null,
    endsAt: row.ends_at ? new Date(row.ends_at) : null,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    status: row.status,
    checklist: row.checklist ?? {},
    notes: row.notes,
    sites: row.sites ?? [],
  }));
}

/** The sites and centres the add form offers: the member's wishlist, and centres they know or that visit those sites. */
export async function plannerChoices(memberId: string): Promise<{ sites: Array<{ id: number; name: string; countryCode: string }>; centers: Array<{ id: number; name: string }> }> {
  const { rows: sites } = await db().execute<{ id: number; name: string; country_code: string }>(sql`
    select s.id, s.name, s.country_code from dive_site_wishlist w join dive_site s on s.id = w.site_id
    where w.user_id = ${memberId} and s.status = 'published' order by s.name limit 200`);
  const { rows: centers } = await db().execute<{ id: number; name: string }>(sql`
    select distinct c.id, c.name from dive_center c
    where c.status = 'published' and (
      c.id in (select center_id from conversation where member_id = ${memberId})
      or c.id in (select t.center_id from reservation r join trip t on t.id = r.trip_id where r.member_id = ${memberId})
      or c.id in (select cs.center_id from dive_center_site cs join dive_site_wishlist w on w.site_id = cs.site_id where w.user_id = ${memberId}))
    order by c.name limit 100`);
  return { sites: sites.map((site) => ({ id: site.id, name: site.name, countryCode: site.country_code })), centers };
}

/** A trip the member adds by hand, with sites from their wishlist (others are left out). */
export async function addPlannedTrip(options: { memberId: string; input: PlannedTripInput }): Promise<number> {
  const { input, memberId } = options;
  const choices = await plannerChoices(memberId);
  const siteIds = input.siteIds.filter((id) => choices.sites.some((site) => site.id === id));
  const centerId = input.centerId !== null && choices.centers.some((center) => center.id === input.centerId) ? input.centerId : null;
  return db().transaction(async (tx) => {
    const [row] = await tx
      .insert(schema.plannedTrips)
      .values({ memberId, destination: input.destination, startsOn: input.startsOn, endsOn: input.endsOn, centerId, notes: input.notes })
      .returning({ id: schema.plannedTrips.id });
    if (siteIds.length) await tx.insert(schema.plannedTripSites).values(siteIds.map((siteId) => ({ plannedTripId: row!.id, siteId })));
    return row!.id;
  });
}

/** Ticks and notes of one trip of the planner: a planned trip of the member's, or one of their confirmed reservations. */
export async function saveChecklist(options: { memberId: string; plannedTripId: number | null; reservationId: number | null; checked: ChecklistItem[]; notes: string | null }): Promise<boolean> {
  const checklist: TripChecklist = Object.fromEntries(options.checked.map((item) => [item, true]));
  const p = schema.plannedTrips;
  if (options.plannedTripId !== null) {
    const changed = await db()
      .update(p)
      .set({ checklist, notes: options.notes, updatedAt: new Date() })
      .where(and(eq(p.id, options.plannedTripId), eq(p.memberId, options.memberId)))
      .returning({ id: p.id });
    return changed.length > 0;
  }
  const r = schema.reservations;
  const [reservation] = await db()
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.id, options.reservationId!), eq(r.memberId, options.memberId), inArray(r.status, ['confirmed', 'attended'])));
  if (!reservation) return false;
  await db()
    .insert(p)
    .values({ memberId: options.memberId, reservationId: reservation.id, checklist, notes: options.notes })
    .onConflictDoUpdate({ target: p.reservationId, set: { checklist, notes: options.notes, updatedAt: new Date() } });
  return true;
}

export async function deletePlannedTrip(options: { memberId: string; plannedTripId: number }): Promise<boolean> {
  const p = schema.plannedTrips;
  const removed = await db()
    .delete(p)
    .where(and(eq(p.id, options.plannedTripId), eq(p.memberId, options.memberId), sql`${p.reservationId} is null`))
    .returning({ id: p.id });
  return removed.length > 0;
}
