// /sitemap.xml for search engines; hidden and deleted sites are not in it, nor any dive that is not public.
import { data } from 'react-router';
import type { Route } from './+types/sitemap[.]xml';
import { addCentersToSitemap } from '~/features/centers/centers-sitemap.server.ts';
import { addDivesToSitemap } from '~/features/logbook/logbook-sitemap.server.ts';
import { addArticlesToSitemap } from '~/features/news/news-sitemap.server.ts';
import { queryNumber, readQuery } from '~/lib/parameters.schema.ts';
import { publicOrigin } from '~/lib/public-origin.server.ts';
import { buildSitemap } from '~/features/sites/sitemap.server.ts';
import { addTripsToSitemap } from '~/features/trips/trips-sitemap.server.ts';

export async function loader({ request }: Route.LoaderArgs) {
  // A part that is no number is no part of the sitemap; one past the last is refused below.
  const { values, issues } = readQuery(new URL(request.url).searchParams, { part: queryNumber(1, 100_000) });
  if (issues.part) throw data(null, { status: 404 });
  const { part } = values;
  const sitesXml = await buildSitemap(publicOrigin(), part);
  if (sitesXml === null) throw data(null, { status: 404 });
  // Dive centre, trip, news and public dive pages go in the first part, with the other public pages.
  const origin = publicOrigin();
  const xml = part === undefined || part === 1 ? await addDivesToSitemap(await addArticlesToSitemap(await addTripsToSitemap(await addCentersToSitemap(sitesXml, origin), origin), origin), origin) : sitesXml;
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
