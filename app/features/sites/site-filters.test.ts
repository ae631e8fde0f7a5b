import { describe, expect, it } from 'vitest';
import { distanceKm, parseLatLng } from '../../lib/geo.ts';
import { prefixTsQuery, similarityText } from '../../lib/search-text.ts';
import { toGpx, toKml } from './site-export.ts';
import { parseSiteFilters } from './site-filters.schema.ts';
import { EMPTY_FILTERS, siteFiltersToSearchParams } from './site-filters.ts';
import { jsonForScript } from '~/lib/json-for-script.ts';
import { listingJsonLd } from './listing-json-ld.ts';
import { formatDepthRange, formatTemperature } from '~/lib/units.ts';

const parse = (query: string) => parseSiteFilters(new URLSearchParams(query));

describe('explore filters in the URL', () => {
  it('parse an empty search to the empty filters the pages link to', () => {
    expect(parse('')).toEqual({ filters: EMPTY_FILTERS, issues: [] });
  });

  it('reads every filter and writes the same URL back', () => {
    const query = 'q=blue+hole&type=wreck&type=wall&level=advanced&entry=boat&units=imperial&depthMin=30&depthMax=100&country=EG&region=Sinai&month=8&minTemp=77&photos=1&rating=4&near=Dahab&sort=rating&page=3';
    const { filters, issues } = parse(query);
    expect(issues).toEqual([]);
    expect(filters).toMatchObject({ q: 'blue hole', types: ['wreck', 'wall'], levels: ['advanced'], entries: ['boat'], country: 'EG', month: 8, hasPhotos: true, minRating: 4, sort: 'rating', page: 3 });
    expect(filters.depthMaxM).toBeCloseTo(30.48, 10);
    expect(filters.minTempC).toBeCloseTo(25, 10);
    expect(siteFiltersToSearchParams(filters).toString()).toBe(query);
  });

  it('leaves sites closed to scuba out unless "closed" asks for them, and keeps the choice in links', () => {
    expect(parse('').filters.includeClosed).toBe(false);
    const { filters, issues } = parse('type=wreck&closed=1');
    expect(issues).toEqual([]);
    expect(filters.includeClosed).toBe(true);
    expect(siteFiltersToSearchParams(filters).toString()).toBe('type=wreck&closed=1');
    expect(parse('closed=maybe').issues).toEqual([{ field: 'closed', message: 'sites.filters.invalid.closed' }]);
  });

  it('keeps "include sites that do not record it" only while a level, depth or month filter is on', () => {
    const { filters } = parse('level=beginner&unknown=1');
    expect(filters.includeUnknown).toBe(true);
    expect(siteFiltersToSearchParams(filters).toString()).toBe('level=beginner&unknown=1');
    expect(siteFiltersToSearchParams(filters, { levels: [] }).toString()).toBe('');
    expect(parse('type=wreck&unknown=1').filters.includeUnknown).toBe(true);
    expect(siteFiltersToSearchParams(parse('type=wreck&unknown=1').filters).toString()).toBe('type=wreck');
  });

  it('drops what does not fit and says so, without failing the page', () => {
    const { filters, issues } = parse('type=volcano&type=reef&level=expert&depthMax=5000&country=XX&rating=9&sort=distance&page=-2');
    expect(filters).toMatchObject({ types: ['reef'], levels: [], depthMaxM: undefined, country: undefined, minRating: undefined, sort: 'rating', page: 1 });
    expect(issues.map((issue) => issue.field).sort()).toEqual(['country', 'depthMax', 'near', 'page', 'rating']);
  });

  it('sorts by distance when a place is given and by relevance for a text', () => {
    expect(parse('near=28.5,34.5').filters.sort).toBe('distance');
    expect(parse('q=reef').filters.sort).toBe('relevance');
    expect(parse('').filters.sort).toBe('rating');
  });
});

describe('search text', () => {
  it('folds case and accents and builds a prefix query', () => {
    expect(prefixTsQuery('Cañón  de Cozumel!')).toBe('canon:* & de:* & cozumel:*');
    expect(similarityText('Ça va, THISTLEGROM')).toBe('ca va thistlegrom');
    expect(prefixTsQuery('  !! ')).toBeNull();
  });
});

describe('geography and units', () => {
  it('measures great-circle distances and reads typed coordinates', () => {
    expect(distanceKm({ lat: 27.8136, lng: 33.9215 }, { lat: 28.5722, lng: 34.5372 })).toBeCloseTo(104, 0);
    expect(parseLatLng('-8.27, 115.59')).toEqual({ lat: -8.27, lng: 115.59 });
    expect(parseLatLng('95, 10')).toBeUndefined();
  });

  it('shows SI values in the member units', () => {
    expect(formatDepthRange(5, 30, 'metric', 'en')).toBe('5–30 m');
    expect(formatDepthRange(5, 30, 'imperial', 'en')).toBe('16–98 ft');
    expect(formatTemperature(26.5, 'metric', 'es')).toBe('26,5 °C');
    expect(formatTemperature(25, 'imperial', 'en')).toBe('77 °F');
  });
});

describe('GPX, KML and JSON-LD', () => {
  const sites = [{ id: 7, name: 'Reef <&> "Test"', lat: 27.81361234567, lng: -33.9, summary: 'Egypt · Wreck', url: 'https://example.test/listing/7' }];

  it('writes escaped, well-formed GPX and KML with longitude first in KML', () => {
    const gpx = toGpx(sites, { title: 'Sites', creator: 'DiveAtlas', time: new Date('2026-01-01T00:00:00Z') });
    expect(gpx).toContain('<wpt lat="27.813612" lon="-33.9">');
    expect(gpx).toContain('<name>Reef &lt;&amp;&gt; &quot;Test&quot;</name>');
    const kml = toKml(sites, { title: 'Sites' });
    expect(kml).toContain('<coordinates>-33.9,27.813612,0</coordinates>');
  });

  it('describes a listing as a Place with coordinates, safe to inline', () => {
    const data = listingJsonLd({ url: 'https://example.test/listing/1', name: 'A </script> site', aliases: [], description: null, lat: 1, lng: 2, countryCode: 'EG', region: null, images: [], ratingAverage: 4.5, ratingCount: 2 });
    expect(data).toMatchObject({ '@type': ['Place', 'TouristAttraction'], geo: { latitude: 1, longitude: 2 }, aggregateRating: { ratingValue: 4.5, ratingCount: 2 } });
    expect(jsonForScript(data)).not.toContain('</script>');
    expect(JSON.parse(jsonForScript(data)).name).toBe('A </script> site');
  });
});
