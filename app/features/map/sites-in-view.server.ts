// The list beside the map: the published dive sites inside the visible box that pass the /explore
// filters (the same SQL conditions, from the sites feature), nearest to the map's centre first.
import { sql, type SQL } from 'drizzle-orm';
import { db } from '../../lib/db.server.ts';
import { distanceKmSql } from '../../lib/geo-sql.server.ts';
import { PAGE_SIZE, type SiteFilters } from '../sites/site-filters.ts';
import { CARD_COLUMNS, COUNT_CAP, siteFilterConditions, toCard, type CardRow } from '../sites/sites.queries.server.ts';
import { splitAtAntimeridian, type Box } from '../../lib/geo-box.ts';
import type { SitesInView } from './map-api.ts';

/** The box as a condition the GiST index on point(lng, lat) answers; two boxes across the antimeridian. */
function insideBox(box: Box): SQL {
  const parts = splitAtAntimeridian(box).map(
    ([west, south, east, north]) => sql`point(s.lng, s.lat) <@ box(point(${west}, ${south}), point(${east}, ${north}))`,
  );
  return parts.length === 1 ? parts[0]! : sql`(${sql.join(parts, sql` or `)})`;
}

export async function sitesInView(options: {
  box: Box;
  centre: { lat: number; lng: number };
  filters: SiteFilters;
  page: number;
  pageSize?: number;
}): Promise<SitesInView> {
  const { box, centre, filters } = options;
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const where = sql.join([...siteFilterConditions(filters), insideBox(box)], sql` and `);
  const countQuery = sql`select count(*)::int as total from (select 1 from dive_site s where ${where} limit ${COUNT_CAP + 1}) as matched`;
  const page = Math.max(1, options.page);
  const offset = (page - 1) * pageSize;
  const columns = sql`${CARD_COLUMNS}, null::jsonb as month_temp`;
  // The GiST index hands over the sites nearest the centre in plain degrees; a window of those is
  // put in great-circle order, which differs from the planar one only far from the equator. Plain
  // degrees do not wrap, so a view across the antimeridian sorts every site in it instead.
  const rowsQuery =
    splitAtAntimeridian(box).length > 1
      ? sql`select ${columns} from dive_site s where ${where} order by ${distanceKmSql(centre, 's')}, s.id offset ${offset} limit ${pageSize}`
      : sql`select * from (
          select ${columns} from dive_site s where ${where}
          order by point(s.lng, s.lat) <-> point(${centre.lng}, ${centre.lat})
          limit ${(offset + pageSize) * 4 + 100}
        ) as s
        order by ${distanceKmSql(centre, 's')}, s.id offset ${offset} limit ${pageSize}`;
  // PostgreSQL estimates "point inside a box" at a fixed 0.1 % of the rows whatever the box, so for a
  // wide view it expects a hundred sites where there are tens of thousands: it then collects every
  // one of them through a bitmap and sorts them (62 ms for the world view of 100,000 sites) instead
  // of walking the index nearest first within the box and stopping after the window (0.5 ms).
  // Turning bitmap scans off for these two queries leaves it that plan.
  const [countResult, rowsResult] = await db().transaction(
    async (tx) => {
      await tx.execute(sql`set local enable_bitmapscan = off`);
      return [await tx.execute<{ total: number }>(countQuery), await tx.execute<CardRow>(rowsQuery)] as const;
    },
    { accessMode: 'read only' },
  );
  const counted = countResult.rows[0]?.total ?? 0;
  const total = Math.min(counted, COUNT_CAP);
  return {
    sites: rowsResult.rows.map((row) => {
      const card = toCard(row, centre);
      return { ...card, distanceKm: card.distanceKm ?? 0 };
    }),
    total,
    capped: counted > COUNT_CAP,
    page,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}
