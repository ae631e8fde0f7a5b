// What the home page shows below the hero, read from the dive-site table. Every visitor of the home
// page asks the same, so the answer is kept until dive sites change (on any app server).
import { count, eq, sql } from 'drizzle-orm';
import { keptUntilChanged } from '~/lib/change-feed.server.ts';
import { db, schema } from '~/lib/db.server.ts';
import { siteDrawingUrl } from '~/lib/site-drawings.ts';
import { countPublishedSites } from '../sites/sites.queries.server.ts';

export type FeaturedSite = {
  id: number;
  name: string;
  countryCode: string;
  region: string | null;
  siteTypes: string[];
  isSeed: boolean;
  /** The drawing of what the site is (the cards have no photo), chosen here so the page needs no code for it. */
  drawingUrl: string;
};

export type RegionCount = { countryCode: string; sites: number };

/** The hero's count of sites, one featured site from each of the six countries with most, and the twelve countries with most. */
export const homeSites = keptUntilChanged('dive_site', async () => {
  const [siteCount, featured, regions] = await Promise.all([countPublishedSites(), featuredSites(6), topRegions(12)]);
  return { siteCount, featured, regions };
});

/**
 * One site from each of the countries with the most sites, so the selection shows the spread of
 * the atlas: the best-reviewed site of the country, else its first listed one.
 */
async function featuredSites(limit: number): Promise<FeaturedSite[]> {
  const result = await db().execute<{
    id: number;
    name: string;
    country_code: string;
    region: string | null;
    site_types: string[];
    is_seed: boolean;
  }>(sql`
    select id, name, country_code, region, site_types, is_seed from (
      select distinct on (s.country_code) s.id, s.name, s.country_code, s.region, s.site_types, s.is_seed,
        count(*) over (partition by s.country_code) as country_sites
      from dive_site s
      where s.status = 'published'
      order by s.country_code, s.rating_count desc, s.id
    ) per_country
    order by country_sites desc, country_code
    limit ${limit}`);
  return result.rows.map((row) => ({
    id: row.id,
    name: row.name,
    countryCode: row.country_code,
    region: row.region,
    siteTypes: row.site_types,
    isSeed: row.is_seed,
    drawingUrl: siteDrawingUrl(row.site_types),
  }));
}

async function topRegions(limit: number): Promise<RegionCount[]> {
  return db()
    .select({ countryCode: schema.diveSites.countryCode, sites: count() })
    .from(schema.diveSites)
    .where(eq(schema.diveSites.status, 'published'))
    .groupBy(schema.diveSites.countryCode)
    .orderBy(sql`count(*) desc`, schema.diveSites.countryCode)
    .limit(limit);
}
