// Dive centre pages in /sitemap.xml. The sitemap itself belongs to the dive-sites feature; this adds
// one <url> per published centre to the first (or only) part, where its public pages are listed.
import { escapeXml } from '../sites/site-export.ts';
import { publishedCentersForSitemap } from './center-index.queries.server.ts';

/** The document with the centres' entries added; an index of parts comes back unchanged. */
export async function addCentersToSitemap(xml: string, origin: string): Promise<string> {
  const end = xml.lastIndexOf('</urlset>');
  if (end === -1) return xml;
  const centers = await publishedCentersForSitemap();
  const entries = centers.map((center) => `  <url><loc>${escapeXml(`${origin}/dive-center/${center.id}`)}</loc><lastmod>${center.updatedAt.toISOString()}</lastmod></url>\n`);
  return `${xml.slice(0, end)}${entries.join('')}${xml.slice(end)}`;
}
