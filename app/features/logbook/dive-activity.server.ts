// A public dive logged is news for those who follow its diver or its site
// (app/lib/activity.server.ts). Written in the transaction that saves the dive. Dives brought in by an
// import are old news and demo dives are nobody's: neither is announced. A dive that later becomes
// private, or is deleted, leaves the feeds by itself (they read only public dives).
import { sql } from 'drizzle-orm';
import { recordActivity } from '../../lib/activity.server.ts';
import type { Transaction } from '../../lib/db.server.ts';

export async function announceDive(tx: Transaction, diveId: number): Promise<void> {
  const { rows } = await tx.execute<{ member_id: string; privacy: string; is_demo: boolean; origin: string; site_id: number | null; place: string | null; first_name: string; last_name: string }>(sql`
    select d.member_id, d.privacy, d.is_demo, d.origin, d.site_id, coalesce(s.name, d.place_name) as place, u.first_name, u.last_name
    from dive d join auth_user u on u.id = d.member_id left join dive_site s on s.id = d.site_id
    where d.id = ${diveId}`);
  const dive = rows[0];
  if (!dive || dive.privacy !== 'public' || dive.is_demo || (dive.origin !== 'manual' && dive.origin !== 'copy')) return;
  const facts = { siteId: dive.site_id, params: { diver: `${dive.first_name} ${dive.last_name}`.trim(), place: dive.place ?? '' } };
  // Edited: the announcement follows the dive to its new place, without telling anyone twice.
  const moved = await tx.execute(sql`
    update activity set site_id = ${facts.siteId}, params = ${JSON.stringify(facts.params)}::jsonb
    where dive_id = ${diveId} returning id`);
  if (moved.rows.length) return;
  await recordActivity(tx, { kind: 'dive', actorId: dive.member_id, diveId, ...facts, link: `/dive/${diveId}` });
}
