// What a place search suggestion says under its name, and where choosing it leads from a page
// other than the map. Used by the map page's search box and the home page's (app/ui/place-search.tsx).
import type { Translator } from '../../lib/i18n.ts';
import type { PlaceSearchLabels } from '../../ui/place-search.tsx';
import type { Place } from './map-api.ts';

/** "Country · 42 dive sites", "Sea · 12 dive sites", "Region in Egypt", "Dive site · Dahab, Egypt". */
export function placeDetail(place: Place, t: Translator): string {
  const country = place.countryName ?? place.countryCode ?? '';
  const where = [place.region, country].filter(Boolean).join(', ');
  switch (place.kind) {
    case 'country':
      return `${t('map.place.country')} · ${t.plural('map.place.sites', place.siteCount ?? 0)}`;
    case 'sea':
      return `${t('map.place.sea')} · ${t.plural('map.place.sites', place.siteCount ?? 0)}`;
    case 'region':
      return `${t('map.place.region', { country })} · ${t.plural('map.place.sites', place.siteCount ?? 0)}`;
    case 'site':
      return `${t('map.place.site')} · ${where}`;
    case 'centre':
      return `${t('map.place.centre')} · ${where}`;
  }
}

/** The search box's texts (the map's; the home page names its box and button its own way). */
export function placeSearchLabels(t: Translator): PlaceSearchLabels {
  return {
    label: t('map.search.label'),
    placeholder: t('map.search.placeholder'),
    clear: t('map.search.clear'),
    submit: t('map.search.submit'),
    results: t('map.search.results'),
    none: (q) => t('map.search.none', { q }),
    error: t('map.search.error'),
    count: (count) => t.plural('map.search.count', count),
  };
}

/** A dive site's or centre's own page; any other place on the map, which flies there. */
export function placePageHref(place: Place): string {
  return place.href ?? `/map-explore?${new URLSearchParams({ q: place.label })}`;
}

/** The address the search box asks for suggestions at. */
export function placeSuggestionsUrl(text: string, locale: string): string {
  return `/api/map/places?${new URLSearchParams({ q: text, lang: locale })}`;
}
