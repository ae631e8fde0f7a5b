// A member's feed: what the things they follow did, newest first, read through their follows
// (fan-out on read, docs/decisions/0029-notifications-follows-and-the-feed.md). For each follow one
// index scan takes the newest ids of its kind's index (site, centre, actor, country; an area's by the
// GiST index of activity's points, ordered by the id's distance from the cursor), the ids are
// merged and cut to a page, and only that page's rows are read. So a page costs the same whether the
// member follows ten things or a thousand among millions of rows, and nothing is written per follower.
import { sql } from 'drizzle-orm';
import type { ActivityKind } from '../../../db/schema/follows.ts';
import type { NotificationParam } from '../../../db/schema/notifications.ts';
import { activityStillPublic, inFollowedArea } from '../../lib/activity.server.ts';
import { db } from '../../lib/db.server.ts';
import type { Translator } from '../../lib/i18n.ts';
import { renderNotification } from '../../lib/notify.server.ts';

export const FEED_PAGE = 20;
/** Read beyond the page for what is then left out (the reader's own, what went private, a blocked centre's). */
const HEADROOM = 2;

/** A line of the feed; `area` names the followed map area it came through, when nothing else brought it. */
export type FeedItem = { id: number; kind: ActivityKind; text: string; link: string; createdAt: string; area: FeedArea | null };
export type FeedArea = { radiusKm: number; place: string };

type FeedRow = { id: number; kind: ActivityKind; params: Record<string, NotificationParam>; link: string; created_at: Date | string; area: FeedArea | null };

/** A page of the member's feed; `before` is the last id of the page before. */
export async function feedOf(userId: string, t: Translator, options: { before?: number; limit?: number } = {}): Promise<{ items: FeedItem[]; next: number | null }> {
  const limit = options.limit ?? FEED_PAGE;
  const before = options.before ?? Number.MAX_SAFE_INTEGER;
  const per = limit + 1;
  const { rows } = await db().execute<FeedRow>(sql`
    with mine as (
      select kind, member_id, center_id, site_id, country_code, lat, lng, radius_km, area_box from follow where follower_id = ${userId} and status = 'active'
    ),
    candidates as (
      select x.id from mine f cross join lateral (select a.id from activity a where a.site_id = f.site_id and a.id < ${before} order by a.id desc nulls last limit ${per * HEADROOM}) x where f.kind = 'site'
      union
      select x.id from mine f cross join lateral (select a.id from activity a where a.center_id = f.center_id and a.id < ${before} order by a.id desc nulls last limit ${per * HEADROOM}) x where f.kind = 'center'
      union
      select x.id from mine f cross join lateral (select a.id from activity a where a.actor_id = f.member_id and a.id < ${before} order by a.id desc nulls last limit ${per * HEADROOM}) x where f.kind = 'member'
      union
      select x.id from mine f cross join lateral (select a.id from activity a where a.country_code = f.country_code and a.id < ${before} order by a.id desc nulls last limit ${per * HEADROOM}) x where f.kind = 'country'
      union
      select x.id from mine f cross join lateral (select a.id from activity a where a.lat is not null and ${inFollowedArea('f', 'a')} and a.id < ${before} order by a.id <-> ${before}::bigint limit ${per * HEADROOM}) x where f.kind = 'area'
    ),
    page as (select id from candidates order by id desc limit ${per * HEADROOM})
    select a.id, a.kind, a.params, a.link, a.created_at,
      -- The area that brought a line, when nothing else the member follows did (each an index probe).
      case when a.lat is not null
        and not exists (select 1 from follow m where m.follower_id = ${userId} and m.status = 'active' and m.kind = 'site' and m.site_id = a.site_id)
        and not exists (select 1 from follow m where m.follower_id = ${userId} and m.status = 'active' and m.kind = 'center' and m.center_id = a.center_id)
        and not exists (select 1 from follow m where m.follower_id = ${userId} and m.status = 'active' and m.kind = 'member' and m.member_id = a.actor_id)
        and not exists (select 1 from follow m where m.follower_id = ${userId} and m.status = 'active' and m.kind = 'country' and m.country_code = a.country_code)
      then (select json_build_object('radiusKm', f.radius_km, 'place', f.label) from follow f
        where f.follower_id = ${userId} and f.status = 'active' and f.kind = 'area' and ${inFollowedArea('f', 'a')}
        order by f.radius_km limit 1) end as area
    from activity a join page using (id)
    where a.actor_id is distinct from ${userId}
      and ${activityStillPublic('a')}
      and (a.center_id is null or not exists (select 1 from inbox_block b where b.center_id = a.center_id and b.member_id = ${userId}))
    order by a.id desc
    limit ${per}`);
  const items = rows.slice(0, limit).map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    text: renderNotification(t, `following.${row.kind}`, row.params),
    link: row.link,
    createdAt: new Date(row.created_at).toISOString(),
    area: row.area,
  }));
  return { items, next: rows.length > limit ? items.at(-1)!.id : null };
}
