// A site's news for those who follow it (app/lib/activity.server.ts): its facts improved or new photos,
// by whom; and a new site, for those who follow its country. Written in the transaction that changes
// the site. Seed data and moderators' reverts are not news.
import { sql } from 'drizzle-orm';
import { recordActivity } from '../../lib/activity.server.ts';
import type { Tx } from './site-history.server.ts';

async function namesOf(tx: Tx, siteId: number, authorId: string) {
  const { rows } = await tx.execute<{ site: string; country_code: string; first_name: string; last_name: string }>(sql`
    select s.name as site, s.country_code, u.first_name, u.last_name from dive_site s, auth_user u where s.id = ${siteId} and u.id = ${authorId}`);
  return rows[0] ?? null;
}

/** A member's change to a site went live: new facts, or only new photos. */
export async function announceSiteChange(tx: Tx, options: { siteId: number; authorId: string | null; factsChanged: number; photosAdded: number }): Promise<void> {
  if (!options.authorId || (options.factsChanged === 0 && options.photosAdded === 0)) return;
  const names = await namesOf(tx, options.siteId, options.authorId);
  if (!names) return;
  await recordActivity(tx, {
    kind: options.factsChanged === 0 ? 'site-photos' : 'site-edit',
    actorId: options.authorId,
    siteId: options.siteId,
    params: { member: `${names.first_name} ${names.last_name}`.trim(), site: names.site, photos: options.photosAdded },
    link: `/listing/${options.siteId}`,
  });
}

/** A member added a site to the atlas: news for those who follow its country and the member. */
export async function announceNewSite(tx: Tx, options: { siteId: number; authorId: string }): Promise<void> {
  const names = await namesOf(tx, options.siteId, options.authorId);
  if (!names) return;
  await recordActivity(tx, {
    kind: 'site-new',
    actorId: options.authorId,
    siteId: options.siteId,
    countryCode: names.country_code,
    params: { member: `${names.first_name} ${names.last_name}`.trim(), site: names.site },
    link: `/listing/${options.siteId}`,
  });
}
