// "Dives logged here" on a site's page: the newest public dives at the site, with their divers' names,
// and how many there are. Only public dives are listed (a buddies or private dive counts, without a
// name, in the site's figures alone), and never a demo dive: an invented dive is not the atlas's to show.
// Both reads go through the (site_id, privacy, start_local) index; the count stops at COUNT_CAP so
// that a site with a hundred thousand dives costs no more than one with a thousand.
import { sql } from 'drizzle-orm';
import { db } from '../../lib/db.server.ts';

export const SITE_DIVES_SHOWN = 10;
export const SITE_DIVES_COUNT_CAP = 1000;

export type SiteDiveEntry = {
  id: number;
  startLocal: string;
  maxDepthM: number | null;
  durationS: number | null;
  waterTempC: number | null;
  diver: { memberId: string; firstName: string; lastName: string };
};

/** `count` is exact up to SITE_DIVES_COUNT_CAP; `more` says there are more than that. */
export type SiteDives = { entries: SiteDiveEntry[]; count: number; more: boolean };

export async function publicDivesAtSite(siteId: number): Promise<SiteDives> {
  const [list, counted] = await Promise.all([
    db().execute<{ id: number; start_local: string; max_depth_m: number | null; duration_s: number | null; water_temp_c: number | null; member_id: string; first_name: string; last_name: string }>(sql`
      select d.id, to_char(d.start_local, 'YYYY-MM-DD"T"HH24:MI:SS') as start_local, d.max_depth_m, d.duration_s, d.water_temp_c,
        u.member_id, u.first_name, u.last_name
      from dive d join auth_user u on u.id = d.member_id
      where d.site_id = ${siteId} and d.privacy = 'public' and not d.is_demo
      order by d.start_local desc, d.id desc
      limit ${SITE_DIVES_SHOWN}`),
    db().execute<{ n: number }>(sql`
      select count(*)::int as n from (
        select 1 from dive d where d.site_id = ${siteId} and d.privacy = 'public' and not d.is_demo limit ${SITE_DIVES_COUNT_CAP + 1}
      ) capped`),
  ]);
  const n = counted.rows[0]?.n ?? 0;
  return {
    entries: list.rows.map((row) => ({
      id: row.id,
      startLocal: row.start_local,
      maxDepthM: row.max_depth_m,
      durationS: row.duration_s,
      waterTempC: row.water_temp_c,
      diver: { memberId: row.member_id, firstName: row.first_name, lastName: row.last_name },
    })),
    count: Math.min(n, SITE_DIVES_COUNT_CAP),
    more: n > SITE_DIVES_COUNT_CAP,
  };
}
