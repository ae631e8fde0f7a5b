// /sitemap.xml: the public pages and every published dive site. Past 45,000 URLs it becomes a
// sitemap index of parts (the protocol allows 50,000 URLs per file).
import { escapeXml } from './site-export.ts';
import { countPublishedSites, publishedSitesForSitemap } from './sites.queries.server.ts';

export const SITEMAP_PART_SIZE = 45_000;

/** Public pages other than listings (the product's public routes; edit when one is added). */
export const PUBLIC_PAGES = [
  '/',
  '/explore',
  '/map-explore',
  '/about',
  '/who-we-are',
  '/find-a-dive-center',
  '/find-a-dive-resort',
  '/dive-tables',
  '/certification-equivalency',
  '/universal-dive-signals',
  '/member-offers',
  '/news',
  '/pricing',
  '/contact',
  '/help',
  '/privacy',
  '/terms',
];

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function urlEntry(loc: string, lastmod?: Date): string {
  return `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
}

/** The sitemap document for `part` (undefined: the whole sitemap, or the index when it is large). */
export async function buildSitemap(origin: string, part?: number): Promise<string | null> {
  const total = await countPublishedSites();
  const parts = Math.max(1, Math.ceil(total / SITEMAP_PART_SIZE));
  if (part === undefined && parts > 1) {
    const entries = Array.from({ length: parts }, (_, index) => `  <sitemap><loc>${escapeXml(`${origin}/sitemap.xml?part=${index + 1}`)}</loc></sitemap>`);
    return [HEAD, `<sitemapindex xmlns="${NS}">`, ...entries, '</sitemapindex>', ''].join('\n');
  }
  const index = part ?? 1;
  if (index < 1 || index > parts) return null;
  const sites = await publishedSitesForSitemap({ offset: (index - 1) * SITEMAP_PART_SIZE, limit: SITEMAP_PART_SIZE });
  const lines = [HEAD, `<urlset xmlns="${NS}">`];
  if (index === 1) for (const page of PUBLIC_PAGES) lines.push(urlEntry(`${origin}${page === '/' ? '/' : page}`));
  for (const site of sites) lines.push(urlEntry(`${origin}/listing/${site.id}`, site.updatedAt));
  lines.push('</urlset>', '');
  return lines.join('\n');
}
