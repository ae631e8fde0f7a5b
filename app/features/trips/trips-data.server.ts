// A member's trips and reservations for "Export my data": every reservation with its history, the
// trips they planned by hand, and whether they have a calendar feed (not its secret address).
import { sql } from 'drizzle-orm';
import { db } from '../../lib/db.server.ts';

export async function memberTripsData(memberId: string) {
  const { rows: reservations } = await db().execute(sql`
    select r.id, t.id as trip_id, t.title as trip, c.name as centre, t.starts_at, t.ends_at, r.seats, r.status,
      r.cert_agency, r.cert_level, r.cert_other, r.logged_dives, r.message, r.hold_expires_at, r.created_at,
      (select json_agg(json_build_object('status', e.status, 'by', e.actor, 'reason', e.reason, 'feePercent', e.fee_percent, 'at', e.created_at) order by e.id)
         from reservation_event e where e.reservation_id = r.id) as history
    from reservation r join trip t on t.id = r.trip_id join dive_center c on c.id = t.center_id
    where r.member_id = ${memberId} order by r.id`);
  const { rows: plannedTrips } = await db().execute(sql`
    select p.id, p.reservation_id, p.destination, p.starts_on, p.ends_on, c.name as centre, p.checklist, p.notes, p.created_at, p.updated_at,
      (select coalesce(json_agg(s.name order by s.name), '[]') from planned_trip_site ps join dive_site s on s.id = ps.site_id where ps.planned_trip_id = p.id) as sites
    from planned_trip p left join dive_center c on c.id = p.center_id where p.member_id = ${memberId} order by p.id`);
  const { rows: feed } = await db().execute<{ created_at: Date }>(sql`select created_at from calendar_feed where member_id = ${memberId}`);
  return { reservations, plannedTrips, calendarFeed: feed[0] ? { createdAt: feed[0].created_at } : null };
}
