import { describe, expect, it } from 'vitest';
import { createDiveSite } from '../../../tests/factories/sites.ts';
import { parseSiteFilters } from './site-filters.schema.ts';
import { nearbySites, resolvePlace, searchSites } from './sites.queries.server.ts';

const search = (query: string) => searchSites(parseSiteFilters(new URLSearchParams(query)).filters);
const names = (result: Awaited<ReturnType<typeof search>>) => result.sites.map((site) => site.name);

describe('dive site search', () => {
  it('finds sites by name, alias, region and country in either language, ignoring case, accents and typos', async () => {
    await createDiveSite({ name: 'Great Blue Hole', aliases: ['Blue Hole of Belize'], countryCode: 'BZ', region: 'Lighthouse Reef', lat: 17.316, lng: -87.535, siteTypes: ['blue-hole'] });
    await createDiveSite({ name: 'Blue Hole', aliases: ['Dahab Blue Hole'], countryCode: 'EG', region: 'Dahab, South Sinai', lat: 28.572, lng: 34.537 });
    await createDiveSite({ name: 'SS Thistlegorm', aliases: ['Thistlegorm'], countryCode: 'EG', region: 'Ras Mohammed', lat: 27.813, lng: 33.921, siteTypes: ['wreck'], depthMaxM: 30, level: 'advanced' });
    await createDiveSite({ name: 'Cañón de Cozumel', countryCode: 'MX', region: 'Quintana Roo', lat: 20.4, lng: -86.9, siteTypes: ['wall'], depthMaxM: 40 });

    expect(names(await search('q=blue+hole'))).toEqual(expect.arrayContaining(['Great Blue Hole', 'Blue Hole']));
    expect(names(await search('q=BLUE+HOLE'))).not.toContain('SS Thistlegorm');
    expect(names(await search('q=thistlegrom'))[0]).toBe('SS Thistlegorm');
    expect(names(await search('q=canon+cozumel'))).toEqual(['Cañón de Cozumel']);
    expect(names(await search('q=egipto'))).toEqual(expect.arrayContaining(['Blue Hole', 'SS Thistlegorm']));
    expect(names(await search('q=egypt'))).toHaveLength(2);
    expect(names(await search('q=mexico'))).toEqual(['Cañón de Cozumel']);
    expect(names(await search('q=dahab'))).toEqual(['Blue Hole']);
  });

  it('narrows by filters and sorts by name, rating and distance', async () => {
    expect(names(await search('type=wreck'))).toEqual(['SS Thistlegorm']);
    expect(names(await search('country=EG&sort=name'))).toEqual(['Blue Hole', 'SS Thistlegorm']);
    expect(names(await search('depthMin=35'))).toEqual(['Cañón de Cozumel']);
    expect(names(await search('depthMax=100&units=imperial'))).toEqual(['SS Thistlegorm']);
    expect(names(await search('level=advanced&level=beginner'))).toEqual(['SS Thistlegorm']);
    // Three sites record no level: they are counted, and listed only when asked for.
    expect((await search('level=advanced')).unrecorded).toBe(3);
    expect((await search('type=wreck')).unrecorded).toBeNull();
    const withUnknown = await search('level=advanced&unknown=1&sort=name');
    expect(names(withUnknown)).toEqual(['Blue Hole', 'Cañón de Cozumel', 'Great Blue Hole', 'SS Thistlegorm']);
    expect(withUnknown.unrecorded).toBeNull();
    // A recorded depth outside the range still leaves a site out; an unrecorded one is included on request.
    expect(names(await search('depthMax=35&unknown=1&sort=name'))).toEqual(['Blue Hole', 'Great Blue Hole', 'SS Thistlegorm']);
    expect((await search('depthMax=35')).unrecorded).toBe(2);
    expect(names(await search('region=sinai'))).toEqual(['Blue Hole']);
    expect((await search('photos=1')).total).toBe(0);

    const near = await search('near=28.0,34.0&q=hole');
    expect(near.origin).toMatchObject({ lat: 28, lng: 34 });
    expect(names(near)).toEqual(['Blue Hole', 'Great Blue Hole']);
    expect(near.sites[0]!.distanceKm).toBeGreaterThan(80);
    expect(near.sites[0]!.distanceKm).toBeLessThan(85);
  });

  it('reads a query with no words left (punctuation, a malformed escape) as no query at all', async () => {
    const all = names(await search('sort=rating'));
    expect(names(await search('q=%E0'))).toEqual(all);
    expect(names(await search('q=%21%3F%2A'))).toEqual(all);
  });

  it('measures distance from a named place and lists neighbours nearest first', async () => {
    const origin = await resolvePlace('dahab');
    expect(origin?.label).toBe('Blue Hole, Dahab, South Sinai');
    const around = await nearbySites({ lat: 28.572, lng: 34.537 }, { limit: 2 });
    expect(around.map((site) => site.name)).toEqual(['Blue Hole', 'SS Thistlegorm']);
  });

  it('leaves hidden sites out', async () => {
    await createDiveSite({ name: 'Hidden Blue Hole', status: 'hidden' });
    expect(names(await search('q=hidden'))).toEqual([]);
  });
});
