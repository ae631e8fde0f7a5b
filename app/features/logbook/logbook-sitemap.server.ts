// Public dives in /sitemap.xml: a dive its diver made public is a page anyone may read and search
// engines may index (the dive page says so in its robots meta), so it is listed too, in the first (or
// only) part with the other public pages. Only the newest DIVES_IN_SITEMAP are listed, so that the part
// stays under the 50,000 addresses a sitemap may hold beside its dive sites; demo dives never are.
import { and, desc, eq } from 'drizzle-orm';
import { db, schema } from '../../lib/db.server.ts';
import { escapeXml } from '../sites/site-export.ts';

export const DIVES_IN_SITEMAP = 4000;

export async function publicDivesForSitemap(limit = DIVES_IN_SITEMAP): Promise<Array<{ id: number; updatedAt: Date }>> {
  const d = schema.dives;
  return db()
    .select({ id: d.id, updatedAt: d.updatedAt })
    .from(d)
    .where(and(eq(d.privacy, 'public'), eq(d.isDemo, false)))
    .orderBy(desc(d.startLocal), desc(d.id))
    .limit(limit);
}

export async function addDivesToSitemap(xml: string, origin: string): Promise<string> {
  const end = xml.lastIndexOf('</urlset>');
  if (end === -1) return xml;
  const dives = await publicDivesForSitemap();
  const entries = dives.map((dive) => `  <url><loc>${escapeXml(`${origin}/dive/${dive.id}`)}</loc><lastmod>${dive.updatedAt.toISOString()}</lastmod></url>\n`);
  return `${xml.slice(0, end)}${entries.join('')}${xml.slice(end)}`;
}
