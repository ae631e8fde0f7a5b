import { describe, expect, it } from 'vitest';
import { distanceKm } from '../../lib/geo.ts';
import { comparedSites } from './compared-sites.ts';

// The Blue Hole and The Bells at Dahab as the seed data stores them: each known to about 1 km,
// so both are shown as "28.57, 34.54".
const BLUE_HOLE = { id: 1, name: 'Blue Hole', lat: 28.5722, lng: 34.5372, positionPrecisionM: 1000 };
const THE_BELLS = { id: 2, name: 'The Bells', lat: 28.5745, lng: 34.537, positionPrecisionM: 1000 };

describe('distances between compared sites', () => {
  it('are measured between the stored positions, as on the listing and the map, not between the rounded ones shown', () => {
    const [blueHole, bells] = comparedSites([BLUE_HOLE, THE_BELLS]);
    // What the listing's "nearby" and the map's list measure: 256 m.
    const stored = distanceKm(BLUE_HOLE, THE_BELLS);
    expect(stored * 1000).toBeCloseTo(256, 0);
    expect(blueHole!.distancesKm[2]).toBe(stored);
    expect(bells!.distancesKm[1]).toBe(stored);
  });

  it('still send each position no finer than it is known', () => {
    const [blueHole] = comparedSites([BLUE_HOLE, THE_BELLS]);
    expect([blueHole!.lat, blueHole!.lng]).toEqual([28.57, 34.54]);
  });
});
