// The loader shared by /find-a-dive-center and /find-a-dive-resort: filters from the URL, one page
// of results nearest first, and the locator drawn around them.
import { resolveLocale } from '../../lib/i18n.server.ts';
import { publicOrigin } from '../../lib/public-origin.server.ts';
import { centerFiltersToSearch } from './center-filters.ts';
import { parseCenterFilters } from './center-filters.schema.ts';
import { buildLocator } from '../../lib/map/locator-map.server.ts';
import { finderMessages } from './center-messages.server.ts';
import type { CenterKind } from './center-vocabulary.ts';
import { searchCenters } from './center-cards.queries.server.ts';

/** Results within this distance of the searched place (or three times the nearest) are on the map. */
const LOCATOR_RADIUS_KM = 250;

export async function loadFinder(request: Request, options: { kinds: readonly CenterKind[]; path: string }) {
  const { locale } = await resolveLocale(request);
  const { filters, issues } = parseCenterFilters(new URL(request.url).searchParams, options.kinds);
  const result = await searchCenters(filters, options.kinds, locale);
  // Around a place, the map frames the nearby results only: one far-off result would otherwise zoom
  // it out to the whole world. Its number is still on its card.
  const nearest = result.centers[0]?.distanceKm ?? 0;
  const frameKm = Math.max(LOCATOR_RADIUS_KM, nearest * 3);
  const locator = buildLocator(
    result.centers
      .map((center, index) => ({ lat: center.lat, lng: center.lng, label: String(index + 1), kind: 'center' as const, distanceKm: center.distanceKm }))
      .filter((marker) => marker.distanceKm === null || marker.distanceKm <= frameKm),
    result.origin,
  );
  const query = centerFiltersToSearch(filters, { page: 1 });
  return {
    messages: finderMessages(locale),
    filters,
    issues,
    result,
    locator,
    kinds: options.kinds,
    path: options.path,
    canonical: `${publicOrigin()}${options.path}${query ? `?${query}` : ''}`,
  };
}

export type FinderData = Awaited<ReturnType<typeof loadFinder>>;
