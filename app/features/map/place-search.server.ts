// Place search for the map: countries, regions, dive sites and dive centres, from our own data,
// in English and Spanish. Each hit carries the box to fly to. Countries are named by the runtime's
// CLDR data in both languages, so "Egipto" and "Egypt" both find Egypt.
import { sql } from 'drizzle-orm';
import { db } from '../../lib/db.server.ts';
import { countryName } from '../../lib/country-names.ts';
import { foldText, prefixTsQuery, queryWords, similarityText } from '../../lib/search-text.ts';
import { SEAS, seaName } from '../sites/seas.ts';
import { seaSites } from '../sites/sites.queries.server.ts';
import { countryBox, outlinedCountries } from './basemap.server.ts';
import { layerPoints } from './cluster-index.server.ts';
import { boxContains, boxOfPoints, padBox, unionBoxes, type Box, type LngLat } from '../../lib/geo-box.ts';
import type { Place } from './map-api.ts';
import type { MapLayerId } from '../../lib/map/map-view.ts';
import { pointLayer } from './point-layers.server.ts';
import { escapeLike } from '../../lib/sql-like.ts';

const LIMITS = { country: 3, sea: 2, region: 4, site: 5, centre: 4 } as const;
export const MIN_QUERY_LENGTH = 2;

type CountryFacts = { count: number; box: Box | undefined; points: LngLat[] };

/** Per country: how many published dive sites, and the box around them (from the in-memory layer). */
async function siteFactsByCountry(): Promise<Map<string, CountryFacts>> {
  const sites = pointLayer('sites');
  const byCountry = new Map<string, CountryFacts>();
  if (!sites) return byCountry;
  for (const point of await layerPoints(sites)) {
    let facts = byCountry.get(point.countryCode);
    if (!facts) byCountry.set(point.countryCode, (facts = { count: 0, box: undefined, points: [] }));
    facts.count += 1;
    facts.points.push([point.lng, point.lat]);
  }
  for (const facts of byCountry.values()) facts.box = boxOfPoints(facts.points);
  return byCountry;
}

/**
 * Where to fly for a country: its main land, unless none of its dive sites lie there (Ecuador's
 * sites may all be in Galápagos); then the box takes in the sites too.
 */
function countryFlyBox(code: string, facts: CountryFacts | undefined): Box | undefined {
  const land = countryBox(code);
  if (!land) return facts?.box ? padBox(facts.box, 0.1) : undefined;
  if (!facts?.box || facts.points.some(([lng, lat]) => boxContains(land, lng, lat))) return land;
  return unionBoxes(land, facts.box);
}

/** How well a name matches the folded query words: 3 exact, 2 starts with, 1 every word starts a word, 0 none. */
function nameScore(name: string, words: string[], whole: string): number {
  const folded = foldText(name);
  if (folded === whole) return 3;
  if (folded.startsWith(whole)) return 2;
  const nameWords = folded.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.every((word) => nameWords.some((candidate) => candidate.startsWith(word))) ? 1 : 0;
}

async function searchCountries(q: string, locale: string): Promise<Place[]> {
  const words = queryWords(q);
  const whole = words.join(' ');
  if (!words.length) return [];
  const facts = await siteFactsByCountry();
  const codes = new Set([...outlinedCountries(), ...facts.keys()]);
  const scored: Array<{ place: Place; score: number }> = [];
  for (const code of codes) {
    const names = new Set([countryName(code, locale), countryName(code, 'en'), countryName(code, 'es')]);
    const score = Math.max(...[...names].map((name) => nameScore(name, words, whole)), code.toLowerCase() === whole ? 3 : 0);
    if (!score) continue;
    const countryFacts = facts.get(code);
    const box = countryFlyBox(code, countryFacts);
    if (!box) continue;
    scored.push({
      score: score * 1e6 + (countryFacts?.count ?? 0),
      place: {
        kind: 'country',
        key: `country:${code}`,
        label: countryName(code, locale),
        countryCode: code,
        countryName: countryName(code, locale),
        region: null,
        siteCount: countryFacts?.count ?? 0,
        box,
        point: null,
        href: null,
        layer: null,
        id: null,
      },
    });
  }
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, LIMITS.country)
    .map((entry) => entry.place);
}

/** Seas by any of their names in either language ("red s", "mar rojo"), with the box to fly to. */
async function searchSeas(q: string, locale: string): Promise<Place[]> {
  const words = queryWords(q).filter((word, index) => index > 0 || !['the', 'el', 'la'].includes(word));
  const whole = words.join(' ');
  if (!words.length) return [];
  const matched = SEAS.map((sea) => ({ sea, score: Math.max(...[...sea.names.en, ...sea.names.es].map((name) => nameScore(name, words, whole))) })).filter((entry) => entry.score > 0);
  const places: Array<{ place: Place; score: number }> = [];
  for (const { sea, score } of matched) {
    const sites = await seaSites(sea);
    const box = sea.extent ? ([...sea.extent.box] as Box) : sites.box ? padBox(sites.box, 0.15) : undefined;
    if (!box || (!sites.count && !sea.extent)) continue;
    places.push({
      score: score * 1e6 + sites.count,
      place: { kind: 'sea', key: `sea:${sea.key}`, label: seaName(sea, locale), countryCode: null, countryName: null, region: null, siteCount: sites.count, box, point: null, href: null, layer: null, id: null },
    });
  }
  return places
    .sort((a, b) => b.score - a.score)
    .slice(0, LIMITS.sea)
    .map((entry) => entry.place);
}

async function searchRegions(q: string, locale: string): Promise<Place[]> {
  const folded = similarityText(q);
  if (!folded) return [];
  const { rows } = await db().execute<{ region: string; country_code: string; sites: number; lng_min: number; lng_max: number; lat_min: number; lat_max: number }>(sql`
    select min(region) as region, country_code, count(*)::int as sites,
      min(lng) as lng_min, max(lng) as lng_max, min(lat) as lat_min, max(lat) as lat_max
    from dive_site
    where status = 'published' and region_key like ${`%${escapeLike(folded)}%`}
    group by region_key, country_code
    order by (region_key like ${`${escapeLike(folded)}%`}) desc, count(*) desc, min(region)
    limit ${LIMITS.region}`);
  return rows.map((row) => {
    // A region never spans half the globe; a wider range means it straddles the antimeridian.
    const box: Box =
      row.lng_max - row.lng_min > 180
        ? (boxOfPoints([
            [row.lng_min, row.lat_min],
            [row.lng_max, row.lat_max],
          ]) ?? [row.lng_min, row.lat_min, row.lng_max, row.lat_max])
        : [row.lng_min, row.lat_min, row.lng_max, row.lat_max];
    return {
      kind: 'region',
      key: `region:${row.country_code}:${row.region}`,
      label: row.region,
      countryCode: row.country_code,
      countryName: countryName(row.country_code, locale),
      region: row.region,
      siteCount: row.sites,
      box: padBox(box, 0.15),
      point: null,
      href: null,
      layer: null,
      id: null,
    } satisfies Place;
  });
}

/** Dive sites only, for a picker of sites (the logbook's): the same search as the map's, with more hits. */
export async function searchSitePlaces(q: string, locale: string, limit = 8): Promise<Place[]> {
  const text = q.trim();
  if (foldText(text).replace(/[^\p{L}\p{N}]/gu, '').length < MIN_QUERY_LENGTH) return [];
  return searchSites(text, locale, limit);
}

async function searchSites(q: string, locale: string, limit: number = LIMITS.site): Promise<Place[]> {
  const tsQuery = prefixTsQuery(q);
  const folded = similarityText(q);
  if (!tsQuery || !folded) return [];
  const { rows } = await db().execute<{ id: number; name: string; region: string | null; country_code: string; lng: number; lat: number }>(sql`
    select s.id, s.name, s.region, s.country_code, s.lng, s.lat from dive_site s
    where s.status = 'published' and s.search_vector @@ to_tsquery('simple', ${tsQuery})
    order by (s.name_key like ${`${escapeLike(folded)}%`}) desc, word_similarity(${folded}, s.name_key) desc,
      s.rating_average desc nulls last, s.id
    limit ${limit}`);
  return rows.map((row) => pointPlace('site', 'sites', row, `/listing/${row.id}`, locale));
}

async function searchCentres(q: string, locale: string): Promise<Place[]> {
  if (!pointLayer('centres')) return [];
  const folded = similarityText(q);
  if (!folded) return [];
  const { rows } = await db().execute<{ id: number; name: string; region: string | null; country_code: string; lng: number; lat: number }>(sql`
    select c.id, c.name, c.region, c.country_code, c.lng, c.lat from dive_center c
    where c.status = 'published' and lower(unaccent(c.name)) like ${`%${escapeLike(folded)}%`}
    order by (lower(unaccent(c.name)) like ${`${escapeLike(folded)}%`}) desc, c.rating_average desc nulls last, c.id
    limit ${LIMITS.centre}`);
  return rows.map((row) => pointPlace('centre', 'centres', row, `/dive-center/${row.id}`, locale));
}

function pointPlace(
  kind: 'site' | 'centre',
  layer: MapLayerId,
  row: { id: number; name: string; region: string | null; country_code: string; lng: number; lat: number },
  href: string,
  locale: string,
): Place {
  return {
    kind,
    key: `${kind}:${row.id}`,
    label: row.name,
    countryCode: row.country_code,
    countryName: countryName(row.country_code, locale),
    region: row.region,
    siteCount: null,
    box: padBox([row.lng, row.lat, row.lng, row.lat], 0, 0.04),
    point: [row.lng, row.lat],
    href,
    layer,
    id: row.id,
  };
}

/** Places matching the query, grouped: countries, seas, regions, dive sites, then dive centres. */
export async function searchPlaces(q: string, locale: string): Promise<Place[]> {
  const text = q.trim();
  if (foldText(text).replace(/[^\p{L}\p{N}]/gu, '').length < MIN_QUERY_LENGTH) return [];
  const [countries, seas, regions, sites, centres] = await Promise.all([
    searchCountries(text, locale),
    searchSeas(text, locale),
    searchRegions(text, locale),
    searchSites(text, locale),
    searchCentres(text, locale),
  ]);
  return [...countries, ...seas, ...regions, ...sites, ...centres];
}

/** The place a typed query most likely means (what ?q= on the map page flies to). */
export async function bestPlace(q: string, locale: string): Promise<Place | undefined> {
  return (await searchPlaces(q, locale))[0];
}
