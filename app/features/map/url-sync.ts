// The map page writes its view, layers and filters into the URL as the visitor moves around. Those
// writes are navigations, but the page already holds everything they describe, so the route's
// shouldRevalidate asks this module whether a navigation is one of them and skips its loader.

let written: string | null = null;

/** Remembers a search string ("?lat=…") the map is about to navigate to. */
export function rememberMapSearch(search: string): void {
  written = search;
}

/** True when the next URL is exactly what the map itself last wrote. */
export function isMapWrittenUrl(url: URL): boolean {
  return written !== null && url.pathname === '/map-explore' && url.search === written;
}
