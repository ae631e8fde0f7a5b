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

  it('finds nothing for a query with no words in it (LIKE wildcards, punctuation, a malformed escape), rather than every site', async () => {
    expect((await search('sort=rating')).total).toBeGreaterThan(0);
    for (const query of ['q=%25', 'q=_', 'q=%25%25', 'q=%5C', 'q=%E0', 'q=%21%3F%2A']) {
      const result = await search(query);
      expect(result.total, query).toBe(0);
      expect(names(result), query).toEqual([]);
    }
    // In a name, a wildcard is only a character: "100%" finds what "100" finds.
    expect(names(await search('q=blue%25'))).toEqual(names(await search('q=blue')));
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

describe('searching a sea by name', () => {
  it('"Red Sea" finds the sites of the Red Sea and its gulfs in every country around it, and not a Thai "Red Rock" in the Andaman Sea', async () => {
    await createDiveSite({ name: 'Test Elphinstone', countryCode: 'EG', region: 'Marsa Alam', lat: 25.31, lng: 34.86 });
    await createDiveSite({ name: 'Test Sanganeb', countryCode: 'SD', region: 'Port Sudan', lat: 19.73, lng: 37.44 });
    await createDiveSite({ name: 'Test Cedar Pride', countryCode: 'JO', region: 'Aqaba', lat: 29.4475, lng: 34.9725 });
    await createDiveSite({ name: 'Test Farasan Reef', countryCode: 'SA', region: 'Farasan Islands', lat: 16.7, lng: 42.0 });
    await createDiveSite({ name: 'Test Dahlak Wall', countryCode: 'ER', region: 'Dahlak Archipelago', lat: 15.7, lng: 40.1 });
    // Not in the Red Sea: a Thai site whose words are "Red" (alias) and "Sea" (region), Egypt's
    // Mediterranean coast, and Djibouti's Gulf of Tadjoura (the Gulf of Aden).
    await createDiveSite({ name: 'Test Hin Daeng', aliases: ['Red Rock'], countryCode: 'TH', region: 'Mu Ko Lanta National Park, Andaman Sea', lat: 7.153, lng: 98.82 });
    await createDiveSite({ name: 'Test Alexandria Harbour', countryCode: 'EG', region: 'Alexandria', lat: 31.21, lng: 29.88 });
    await createDiveSite({ name: 'Test Moucha', countryCode: 'DJ', region: 'Gulf of Tadjoura', lat: 11.72, lng: 43.21 });

    const redSea = ['Test Cedar Pride', 'Test Dahlak Wall', 'Test Elphinstone', 'Test Farasan Reef', 'Test Sanganeb'];
    const inRedSea = (query: string) => search(`${query}&sort=name`).then((result) => names(result).filter((name) => name.startsWith('Test ')));
    expect(await inRedSea('q=Red+Sea')).toEqual(redSea);
    // In Spanish, and however it is typed.
    expect(await inRedSea('q=Mar+Rojo')).toEqual(redSea);
    expect(await inRedSea('q=mar+rojo&lang=es')).toEqual(redSea);
    expect(await inRedSea('q=the+red+sea')).toEqual(redSea);
    // The Andaman Sea by its Spanish name finds what its region says.
    expect(await inRedSea('q=Mar+de+Andam%C3%A1n')).toEqual(['Test Hin Daeng']);
    // A sea's name and another word narrow it: the sites of the Red Sea in Jordan.
    expect(await inRedSea('q=Red+Sea&country=JO')).toEqual(['Test Cedar Pride']);
  });
});

