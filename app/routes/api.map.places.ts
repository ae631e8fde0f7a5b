// /api/map/places?q=…: countries, regions, dive sites and dive centres whose names match, each with
// the box the map flies to; names in the visitor's language. With &kind=site, dive sites only (the
// logbook's site picker).
import type { Route } from './+types/api.map.places';
import { resolveLocale } from '~/lib/i18n.server.ts';
import { searchPlaces, searchSitePlaces } from '~/features/map/place-search.server.ts';
import { MAX_QUERY_LENGTH } from '~/features/sites/site-filters.ts';

export async function loader({ request }: Route.LoaderArgs) {
  const { locale } = await resolveLocale(request);
  const q = (new URL(request.url).searchParams.get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
  const sitesOnly = new URL(request.url).searchParams.get('kind') === 'site';
  const places = sitesOnly ? await searchSitePlaces(q, locale) : await searchPlaces(q, locale);
  return Response.json({ q, places }, { headers: { 'Cache-Control': 'private, max-age=60', Vary: 'Cookie, Accept-Language' } });
}
