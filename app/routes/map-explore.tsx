// /map-explore: the dive-site map. The URL holds the view (lat, lng, z), the layers, the /explore
// filters, the place searched for (q) and the list's page. The server renders the panel and a first
// list (useful without JavaScript); MapLibre loads in the browser only.
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/map-explore';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { mapPageMessages } from '~/features/sites/site-messages.server.ts';
import { metaTranslator } from '~/lib/use-translation.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { MapExplorer } from '~/features/map/components/map-explorer.tsx';
import { boxAroundView, boxCentre, zoomForBox } from '~/lib/geo-box.ts';
import { mapStyleChoice } from '~/features/map/map-style.server.ts';
import { parseMapState } from '~/features/map/map-state.schema.ts';
import type { MapView } from '~/lib/map/map-view.ts';
import { DEFAULT_VIEW } from '~/features/map/map-state.ts';
import { bestPlace } from '~/features/map/place-search.server.ts';
import { warmClusterIndexes } from '~/features/map/cluster-index.server.ts';
import { availableLayers, POINT_LAYERS } from '~/features/map/point-layers.server.ts';
import { sitesInView } from '~/features/map/sites-in-view.server.ts';
import { isMapWrittenUrl } from '~/features/map/url-sync.ts';
import { countryCodes } from '~/lib/country-codes.ts';
import { countryName } from '~/lib/country-names.ts';
import { countriesWithSites } from '~/features/sites/sites.queries.server.ts';

/** The server cannot measure the screen: the first list assumes a laptop-sized map. */
const ASSUMED_VIEWPORT = { width: 900, height: 700 };

export async function loader({ request }: Route.LoaderArgs) {
  const { locale } = await resolveLocale(request);
  // The browser asks for clusters a moment after this page arrives; have the indexes ready by then.
  warmClusterIndexes(POINT_LAYERS);
  const available = availableLayers();
  const state = parseMapState(new URL(request.url).searchParams, available);
  const place = state.q ? ((await bestPlace(state.q, locale)) ?? null) : null;
  let listView: MapView = state.view ?? DEFAULT_VIEW;
  if (!state.view && place) {
    const [lng, lat] = boxCentre(place.box);
    listView = { lat, lng, zoom: zoomForBox(place.box, ASSUMED_VIEWPORT) };
  }
  const listBox = boxAroundView(listView, listView.zoom, ASSUMED_VIEWPORT);
  const [list, countries] = await Promise.all([
    sitesInView({ box: listBox, centre: listView, filters: state.filters, page: state.page }),
    countriesWithSites(),
  ]);
  return {
    messages: { ...loadMessages(locale, ['map']), ...mapPageMessages(locale) },
    style: mapStyleChoice(),
    available,
    view: state.view,
    listView,
    listBox,
    place,
    placeNotFound: Boolean(state.q) && !place,
    layers: state.layers,
    filters: state.filters,
    q: state.q,
    list,
    countries,
    countryNames: Object.fromEntries(countryCodes().map((code) => [code, countryName(code, locale)])),
  };
}

/** The map writes its own state into the URL as it moves; those navigations need no new data. */
export function shouldRevalidate({ nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return isMapWrittenUrl(nextUrl) ? false : defaultShouldRevalidate;
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  // One indexable page: the views and filters in the query are for sharing, not for search engines.
  return pageMeta({ matches, location: { pathname: location.pathname }, title: t('map.metaTitle'), description: t('map.metaDescription') });
}

export default function MapExplore({ loaderData }: Route.ComponentProps) {
  // A new key when the loader ran again (another link to this page, a language switch): start afresh.
  return <MapExplorer key={JSON.stringify([loaderData.view, loaderData.q, loaderData.filters, loaderData.layers])} {...loaderData} />;
}
