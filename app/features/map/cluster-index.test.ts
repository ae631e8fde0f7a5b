import { describe, expect, it } from 'vitest';
import { buildClusterIndex } from './cluster-index.server.ts';
import type { MapPoint } from './point-layers.server.ts';

// The Blue Hole and The Bells at Dahab, as the seed data places them: 256 m apart.
const BLUE_HOLE: MapPoint = { id: 1, name: 'Blue Hole', countryCode: 'EG', lat: 28.5722, lng: 34.5372 };
const THE_BELLS: MapPoint = { id: 2, name: 'The Bells', countryCode: 'EG', lat: 28.5745, lng: 34.537 };
const AROUND_DAHAB: [number, number, number, number] = [34.4, 28.4, 34.7, 28.7];

function shownAt(zoom: number) {
  const { index } = buildClusterIndex([BLUE_HOLE, THE_BELLS]);
  return index.getClusters(AROUND_DAHAB, zoom).map((feature) => feature.properties as { cluster?: boolean; point_count?: number; i?: number });
}

describe('the map cluster index', () => {
  it('shows two dive sites 256 m apart as two pins at dive zoom (12), and from there on', () => {
    for (const zoom of [12, 13, 16]) {
      const shown = shownAt(zoom);
      expect(shown.filter((item) => item.cluster)).toEqual([]);
      expect(shown.map((item) => item.i).sort()).toEqual([0, 1]);
    }
  });

  it('still groups them into one cluster of 2 when the map shows a whole region', () => {
    const shown = shownAt(6);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ cluster: true, point_count: 2 });
  });
});
