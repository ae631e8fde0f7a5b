// The console's dashboard figures: how much waits in each queue, and the site's size and the past
// week's activity. One round trip; every count is on an indexed column or a small table.
import { sql } from 'drizzle-orm';
import { db } from '~/lib/db.server.ts';
import type { QueueKey } from './console-queues.ts';

export type SiteFigures = {
  members: number;
  sites: number;
  centers: number;
  week: { members: number; sites: number; reviews: number; edits: number; offers: number; articles: number };
};

export async function dashboardFigures(): Promise<{ queues: Record<QueueKey, number>; figures: SiteFigures }> {
  const { rows } = await db().execute<Record<string, number>>(sql`
    select
      (select count(*)::int from dive_site_report where status = 'open') as reports,
      (select count(*)::int from message_report where status = 'open') as messages,
      (select count(*)::int from dive_site_edit where status in ('pending', 'published')) as edits,
      (select count(*)::int from dive_center_claim where status = 'pending')
        + (select count(*)::int from dive_center where submitted_user is not null and verification = 'unverified' and status = 'published') as claims,
      (select count(*)::int from member_offer where reviewed_at is null and hidden_at is null and valid_until >= current_date) as offers,
      (select count(*)::int from news_article where status = 'draft') as news,
      (select count(*)::int from auth_user) as members,
      (select count(*)::int from dive_site where status = 'published') as sites,
      (select count(*)::int from dive_center where status = 'published') as centers,
      (select count(*)::int from auth_user where created_at > now() - interval '7 days') as week_members,
      (select count(*)::int from dive_site where created_at > now() - interval '7 days') as week_sites,
      (select count(*)::int from dive_site_review where created_at > now() - interval '7 days')
        + (select count(*)::int from dive_center_review where created_at > now() - interval '7 days') as week_reviews,
      (select count(*)::int from dive_site_edit where created_at > now() - interval '7 days') as week_edits,
      (select count(*)::int from member_offer where created_at > now() - interval '7 days') as week_offers,
      (select count(*)::int from news_article where status = 'published' and publish_at > now() - interval '7 days' and publish_at <= now()) as week_articles`);
  const row = rows[0]!;
  return {
    queues: { reports: row.reports!, messages: row.messages!, edits: row.edits!, claims: row.claims!, offers: row.offers!, news: row.news! },
    figures: {
      members: row.members!,
      sites: row.sites!,
      centers: row.centers!,
      week: { members: row.week_members!, sites: row.week_sites!, reviews: row.week_reviews!, edits: row.week_edits!, offers: row.week_offers!, articles: row.week_articles! },
    },
  };
}
