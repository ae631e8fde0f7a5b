// The sites of /compare as the page gets them: each position rounded to what is known of it, and
// the distances between them measured first, from the stored positions, with the one distance
// function the listing's "nearby" and the map's list use. Measured between rounded positions, two
// sites 256 m apart known to about 1 km were "0 m" apart.
import { distanceKm } from '../../lib/geo.ts';
import { shownPosition } from './site-facts.ts';

type Positioned = { id: number; lat: number; lng: number; positionPrecisionM: number | null };

export type ComparedSite<S> = S & {
  /** Kilometres to each other compared site, by its id. */
  distancesKm: Record<number, number>;
};

export function comparedSites<S extends Positioned>(sites: readonly S[]): Array<ComparedSite<S>> {
  return sites.map((site) => ({
    ...site,
    ...shownPosition(site),
    distancesKm: Object.fromEntries(sites.filter((other) => other.id !== site.id).map((other) => [other.id, distanceKm(site, other)])),
  }));
}
