import { describe, expect, it } from 'vitest';
import { projectLat, projectLng, type FlatPolygon } from './land-geometry.ts';
import { LandPolygonParser } from './land-source.server.ts';

function parse(text: string, chunkSize: number): FlatPolygon[] {
  const found: FlatPolygon[] = [];
  const parser = new LandPolygonParser((polygon) => found.push(polygon));
  const bytes = new TextEncoder().encode(text);
  for (let start = 0; start < bytes.length; start += chunkSize) parser.write(bytes.subarray(start, start + chunkSize));
  parser.end();
  return found;
}

const GEOJSON = JSON.stringify({
  type: 'GeometryCollection',
  geometries: [
    {
      type: 'MultiPolygon',
      coordinates: [
        [
          [
            [34.5, 28.5],
            [34.6, 28.5],
            [34.6, 28.6],
            [34.5, 28.5],
          ],
          [
            [34.55, 28.52],
            [34.56, 28.52],
            [34.56, 28.53],
            [34.55, 28.52],
          ],
        ],
        // Too small to have an area once projected: left out, and its hole with it.
        [
          [
            [1, 1],
            [1, 1],
            [1, 1],
            [1, 1],
          ],
          [
            [1, 1],
            [2, 2],
            [1, 2],
            [1, 1],
          ],
        ],
      ],
    },
    { type: 'Polygon', properties: { name: 'a "coordinates" string' }, coordinates: [[[-8.7e1, 2.03e1], [-87.01, 20.3], [-87.01, 20.31], [-87, 20.3]]] },
  ],
});

describe('reading the land file as a stream', () => {
  it('gives each polygon in world units, whatever the chunks', () => {
    for (const chunkSize of [1, 7, 64, GEOJSON.length]) {
      const polygons = parse(GEOJSON, chunkSize);
      expect(polygons).toHaveLength(2);
      const [sinai, cozumel] = polygons as [FlatPolygon, FlatPolygon];
      // Closing points are dropped: three corners for the outer ring, three for the hole.
      expect([...sinai.ends]).toEqual([6, 12]);
      expect([...sinai.coords.subarray(0, 2)]).toEqual([projectLng(34.5), projectLat(28.5)]);
      expect([...sinai.coords.subarray(6, 8)]).toEqual([projectLng(34.55), projectLat(28.52)]);
      // -8.7e1, 2.03e1 is the closing point written another way: dropped too.
      expect([...cozumel.ends]).toEqual([6]);
      expect([...cozumel.coords.subarray(0, 2)]).toEqual([projectLng(-87), projectLat(20.3)]);
    }
  });

  it('refuses a file cut off inside coordinates', () => {
    expect(() => parse(GEOJSON.slice(0, 120), 50)).toThrow(/ends inside/);
  });
});
