// /api/map/places?q=…: countries, regions, dive sites and dive centres whose names match, each with
// the box the map flies to; names in the visitor's language. With &kind=site, dive sites only (the
// logbook's site picker).
import type { Route } from './+types/api.map.places';
import { resolveLocale } from '~/lib/i18n.server.ts';
import { oneOf, readQuery, searchText } from '~/lib/parameters.schema.ts';
import { searchPlaces, searchSitePlaces } from '~/features/map/place-search.server.ts';
import { MAX_QUERY_LENGTH } from '~/features/sites/site-filters.ts';

export async function loader({ request }: Route.LoaderArgs) {
  const { locale } = await resolveLocale(request);
  // No place has a name longer than the longest search: such a search finds nothing.
  const { values, issues } = readQuery(new URL(request.url).searchParams, {
    q: searchText(MAX_QUERY_LENGTH, 'common.params.invalid'),
    kind: oneOf(['site'] as const),
  });
  const q = values.q ?? '';
  const search = values.kind === 'site' ? searchSitePlaces : searchPlaces;
  const places = issues.q ? [] : await search(q, locale);
  return Response.json({ q, places }, { headers: { 'Cache-Control': 'private, max-age=60', Vary: 'Cookie, Accept-Language' } });
}
