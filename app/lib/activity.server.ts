// What happened that members may follow (docs/decisions/0029-notifications-follows-and-the-feed.md): a
// public dive logged, a site's facts improved, a new site, a centre's new trip or offer. Each event is
// one `activity` row written in the transaction that makes it, so it exists exactly when the event
// does; feeds read it through their follows. The followers' notifications are written by a job after
// the commit, in one statement whatever their number, never on the request's path.
import { sql } from 'drizzle-orm';
import type { ActivityKind } from '../../db/schema/follows.ts';
import type { NotificationParam } from '../../db/schema/notifications.ts';
import { db, schema, type Transaction } from './db.server.ts';
import { distanceKmSql } from './geo-sql.server.ts';
import { enqueueJob } from './jobs.server.ts';
import { notificationCategory } from './notification-categories.ts';
import { queueActivityPushes } from './push-delivery.server.ts';
import { logger } from './runtime.server.ts';

export const FAN_OUT_JOB = 'activity.fan-out';

export type NewActivity = {
  kind: ActivityKind;
  actorId?: string | null;
  siteId?: number | null;
  centerId?: number | null;
  countryCode?: string | null;
  diveId?: number | null;
  tripId?: number | null;
  offerId?: number | null;
  params: Record<string, NotificationParam>;
  /** A path on this site. */
  link: string;
};

/**
 * Records an event inside the transaction that makes it, and enqueues the telling of its followers.
 * A dive, trip or offer is recorded once: a second call for it (a dive edited, a trip saved again)
 * records nothing. Returns the new activity's id, or null.
 */
export async function recordActivity(tx: Transaction, activity: NewActivity): Promise<number | null> {
  const rows = await tx
    .insert(schema.activities)
    .values({
      kind: activity.kind,
      actorId: activity.actorId ?? null,
      siteId: activity.siteId ?? null,
      centerId: activity.centerId ?? null,
      countryCode: activity.countryCode ?? null,
      diveId: activity.diveId ?? null,
      tripId: activity.tripId ?? null,
      offerId: activity.offerId ?? null,
      params: activity.params,
      link: activity.link,
    })
    .onConflictDoNothing()
    .returning({ id: schema.activities.id });
  const id = rows[0]?.id;
  if (id === undefined) return null;
  await enqueueJob({ kind: FAN_OUT_JOB, payload: { activityId: id }, key: `${FAN_OUT_JOB}:${id}` }, tx);
  return id;
}

/**
 * Whether an activity's subject is still public: a dive still public, a trip still published, an
 * offer still active. The feed and the fan-out both ask it, as SQL over the activity `a`.
 */
export function activityStillPublic(a: string = 'a') {
  const alias = sql.raw(a);
  return sql`(${alias}.dive_id is null or exists (select 1 from dive d where d.id = ${alias}.dive_id and d.privacy = 'public' and not d.is_demo))
    and (${alias}.trip_id is null or exists (select 1 from trip t where t.id = ${alias}.trip_id and t.status = 'published'))
    and (${alias}.offer_id is null or exists (select 1 from member_offer o where o.id = ${alias}.offer_id and o.status = 'active' and o.hidden_at is null))
    and (${alias}.site_id is null or exists (select 1 from dive_site s where s.id = ${alias}.site_id and s.status = 'published'))
    and (${alias}.center_id is null or exists (select 1 from dive_center c where c.id = ${alias}.center_id and c.status = 'published'))`;
}

/**
 * SQL: whether the activity `a` lies in the followed area `f` (its box by index, then the distance,
 * measured as every distance here is).
 */
export function inFollowedArea(f: string, a: string) {
  return sql`${sql.raw(f)}.area_box @> point(${sql.raw(a)}.lng, ${sql.raw(a)}.lat)
    and ${distanceKmSql({ lat: sql.raw(`${f}.lat`), lng: sql.raw(`${f}.lng`) }, a)} <= ${sql.raw(f)}.radius_km`;
}

/**
 * Tells the followers of an activity, each once: a notification in their list (category "following")
 * and, unless they switched it off, a line in their daily digest (and a push where they asked for one).
 * Everyone who follows its site, its centre, its actor, its country or a map area around it hears of
 * it once, except the actor and members the centre blocked or who blocked it. Safe to run twice (one notification per activity and member). Returns
 * how many members were told.
 */
export async function fanOutActivity(activityId: number): Promise<number> {
  const { rows } = await db().execute<{ told: number }>(sql`
    with a as (
      select * from activity a where a.id = ${activityId} and ${activityStillPublic('a')}
    ),
    followers as (
      select f.follower_id from follow f join a on f.kind = 'site' and f.site_id = a.site_id where f.status = 'active'
      union
      select f.follower_id from follow f join a on f.kind = 'center' and f.center_id = a.center_id where f.status = 'active'
      union
      select f.follower_id from follow f join a on f.kind = 'member' and f.member_id = a.actor_id where f.status = 'active'
      union
      select f.follower_id from follow f join a on f.kind = 'country' and f.country_code = a.country_code where f.status = 'active'
      union
      select f.follower_id from follow f join a on f.kind = 'area' and ${inFollowedArea('f', 'a')} where f.status = 'active'
    ),
    told as (
      insert into notification (user_id, category, kind, params, link, listed, activity_id)
      select fl.follower_id, 'following', 'following.' || a.kind, a.params, a.link, true, a.id
      from followers fl cross join a
      where fl.follower_id is distinct from a.actor_id
        and (a.center_id is null or not exists (select 1 from inbox_block b where b.center_id = a.center_id and b.member_id = fl.follower_id))
      on conflict (activity_id, user_id) where activity_id is not null do nothing
      returning id, user_id
    ),
    digest as (
      insert into notification_delivery (notification_id, channel, state)
      select told.id, 'email', 'digest' from told
      left join notification_preference p on p.user_id = told.user_id and p.category = 'following'
      where coalesce(p.email, ${notificationCategory('following').email}) = 'digest'
    )
    select count(*)::int as told from told`);
  // Pushes for those who asked for them, in a statement of their own: a second run queues what a
  // first one left out.
  await queueActivityPushes(activityId);
  return rows[0]?.told ?? 0;
}

/** The fan-out job; throwing leaves the retrying to the job queue. */
export async function fanOutJob(payload: unknown): Promise<void> {
  const activityId = Number((payload as { activityId?: unknown }).activityId);
  if (!Number.isSafeInteger(activityId)) return;
  const told = await fanOutActivity(activityId);
  logger().info({ activityId, told }, 'activity told to its followers');
}

/** A centre's news (a trip published, an offer posted), with the centre's name and country as they are now. */
export async function recordCenterActivity(
  tx: Transaction,
  news: { kind: 'trip' | 'offer'; centerId: number; tripId?: number; offerId?: number; title: Record<string, string | undefined>; link: string },
): Promise<number | null> {
  const { rows } = await tx.execute<{ name: string; country_code: string | null }>(sql`select name, country_code from dive_center where id = ${news.centerId}`);
  const center = rows[0];
  if (!center) return null;
  return recordActivity(tx, {
    kind: news.kind,
    centerId: news.centerId,
    countryCode: center.country_code,
    tripId: news.tripId ?? null,
    offerId: news.offerId ?? null,
    params: { center: center.name, title: news.title },
    link: news.link,
  });
}
