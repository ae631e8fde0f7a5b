// Trip pages in /sitemap.xml: the trip search and every upcoming published trip, added to the first
// (or only) part, where the public pages are listed. Past, draft and cancelled trips are left out.
import { escapeXml } from '../sites/site-export.ts';
import { tripsForSitemap } from './trips.queries.server.ts';

export async function addTripsToSitemap(xml: string, origin: string): Promise<string> {
  const end = xml.lastIndexOf('</urlset>');
  if (end === -1) return xml;
  const trips = await tripsForSitemap();
  const entries = [
    `  <url><loc>${escapeXml(`${origin}/find-a-trip`)}</loc></url>\n`,
    ...trips.map((trip) => `  <url><loc>${escapeXml(`${origin}/trip/${trip.id}`)}</loc><lastmod>${trip.updatedAt.toISOString()}</lastmod></url>\n`),
  ];
  return `${xml.slice(0, end)}${entries.join('')}${xml.slice(end)}`;
}
