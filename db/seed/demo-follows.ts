// The demo member follows the sample centre and Egypt, so their feed (/account/feed) is not empty on a
// fresh start: the sample trips are written as the activity they would have made when published. Like
// the trips themselves, this is demo data; no notification is sent for it.
import type { PoolClient } from 'pg';
import { DEMO_CENTER_OWNER } from './demo-trips.ts';

const DEMO_FOLLOWER = 'demo.member@diveatlas.example';
const DEMO_COUNTRY = 'EG';

/** Returns how many follows were added. */
export async function seedDemoFollows(client: PoolClient): Promise<number> {
  const centre = await client.query(
    `insert into follow (follower_id, kind, center_id) select u.id, 'center', c.id from auth_user u, dive_center c where u.email = $1 and c.seed_key = $2 on conflict do nothing returning id`,
    [DEMO_FOLLOWER, DEMO_CENTER_OWNER.centerKey],
  );
  const country = await client.query(`insert into follow (follower_id, kind, country_code) select id, 'country', $2 from auth_user where email = $1 on conflict do nothing returning id`, [DEMO_FOLLOWER, DEMO_COUNTRY]);
  await client.query(
    `insert into activity (kind, center_id, country_code, trip_id, params, link, created_at)
     select 'trip', c.id, c.country_code, t.id, jsonb_build_object('center', c.name, 'title', t.title), '/trip/' || t.id, t.published_at
     from trip t join dive_center c on c.id = t.center_id
     where t.is_seed and t.status = 'published'
     order by t.published_at, t.id
     on conflict do nothing`,
  );
  return (centre.rowCount ?? 0) + (country.rowCount ?? 0);
}
