import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { BASEMAP_VERSION, basemapFile, countryBox, outlinedCountries } from './basemap.server.ts';
import { boxContains } from '../../lib/geo-box.ts';
import { alpha2FromWorldAtlas } from './world-atlas-codes.ts';

const require = createRequire(import.meta.url);

describe('the built-in basemap', () => {
  it('gives every country shape of world-atlas an ISO alpha-2 code the runtime can name', () => {
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    for (const resolution of ['110m', '50m', '10m']) {
      const atlas = JSON.parse(readFileSync(require.resolve(`world-atlas/countries-${resolution}.json`), 'utf8')) as {
        objects: { countries: { geometries: Array<{ id?: string; properties: { name: string } }> } };
      };
      for (const shape of atlas.objects.countries.geometries) {
        const code = alpha2FromWorldAtlas(shape.id, shape.properties.name);
        if (shape.id !== undefined) {
          expect(code, `${shape.id} ${shape.properties.name}`).toMatch(/^[A-Z]{2}$/);
          expect(names.of(code!), `${shape.id} ${shape.properties.name}`).toBeTruthy();
        }
      }
    }
  });

  // Builds both outline files from world-atlas: a few seconds on a busy machine.
  it('serves land and borders as GeoJSON, compressed once', { timeout: 30_000 }, () => {
    const file = basemapFile('land-110m.json');
    expect(file).toBeDefined();
    const data = JSON.parse(file!.json) as { features: Array<{ properties: { kind: string }; geometry: { type: string; coordinates: unknown[] } }> };
    expect(data.features.map((feature) => [feature.properties.kind, feature.geometry.type])).toEqual([
      ['land', 'MultiPolygon'],
      ['coast', 'MultiLineString'],
      ['border', 'MultiLineString'],
    ]);
    expect(data.features[0]!.geometry.coordinates.length).toBeGreaterThan(50);
    expect(file!.gzip.length).toBeLessThan(file!.json.length / 2);
    const detailed = basemapFile('land-50m.json')!.json;
    expect(detailed.length).toBeGreaterThan(file!.json.length);
    // A single NaN (null in JSON) makes MapLibre drop the whole source.
    expect(file!.json).not.toContain('null');
    expect(detailed).not.toContain('null');
    expect(basemapFile('../../package.json')).toBeUndefined();
    expect(basemapFile('country-QQ.json')).toBeUndefined();
    expect(BASEMAP_VERSION).toMatch(/^202-\d+$/);
    // Flat maps need every shape within ±180° (world-atlas runs some across the antimeridian).
    const longitudes = JSON.stringify(data).match(/\[-?\d+(\.\d+)?,/g)!.map((text) => Number(text.slice(1, -1)));
    expect(Math.max(...longitudes)).toBeLessThanOrEqual(180);
    expect(Math.min(...longitudes)).toBeGreaterThanOrEqual(-180);
  });

  it('outlines a country and flies to its main land', () => {
    const egypt = JSON.parse(basemapFile('country-EG.json')!.json) as { properties: { code: string }; geometry: { type: string } };
    expect(egypt.properties.code).toBe('EG');
    expect(egypt.geometry.type).toBe('MultiPolygon');
    expect(outlinedCountries()).toContain('XK');
    // France means Europe, not Réunion and French Guiana as well.
    const france = countryBox('FR')!;
    expect(boxContains(france, 2.35, 48.85)).toBe(true);
    expect(boxContains(france, 55.5, -21)).toBe(false);
    expect(france[2] - france[0]).toBeLessThan(20);
    // Fiji lies across the antimeridian: a narrow box, not one around the world.
    const fiji = countryBox('FJ')!;
    expect(fiji[2] - fiji[0]).toBeLessThan(10);
    expect(boxContains(fiji, 178.4, -18.1)).toBe(true);
  });
});
