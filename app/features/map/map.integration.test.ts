import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../lib/db.server.ts';
import { createCenter } from '../../../tests/factories/centers.ts';
import { createDiveSite } from '../../../tests/factories/sites.ts';
import { EMPTY_FILTERS } from '../sites/site-filters.ts';
import { settleClusterIndexes } from './cluster-index.server.ts';
import type { ClustersBody } from './map-api.ts';
import { clustersResponse } from './map-clusters.server.ts';
import { searchPlaces } from './place-search.server.ts';
import { pointLayer } from './point-layers.server.ts';
import { sitesInView } from './sites-in-view.server.ts';

async function clusters(query: string): Promise<ClustersBody> {
  const { status, json } = await clustersResponse(new URL(`http://test/api/map/clusters?${query}`));
  expect(status).toBe(200);
  return JSON.parse(json) as ClustersBody;
}

const RED_SEA = { lat: 28.5, lng: 34.5 };
let dahab: { id: number };
let hidden: { id: number };

beforeAll(async () => {
  // Three sites a few hundred metres apart on the Red Sea coast, two far away, one hidden.
  dahab = await createDiveSite({ name: 'Test Canyon', region: 'Dahab', countryCode: 'EG', lat: 28.5, lng: 34.52, level: 'advanced', depthMinM: 5, depthMaxM: 30, siteTypes: ['reef', 'cave'] });
  await createDiveSite({ name: 'Test Bells', region: 'Dahab', countryCode: 'EG', lat: 28.503, lng: 34.521, level: 'beginner' });
  await createDiveSite({ name: 'Test Lighthouse', region: 'Dahab', countryCode: 'EG', lat: 28.497, lng: 34.518 });
  await createDiveSite({ name: 'Test Cenote', region: 'Quintana Roo', countryCode: 'MX', lat: 20.5, lng: -87.3, level: 'advanced' });
  await createDiveSite({ name: 'Test Rainbow Reef', region: 'Taveuni', countryCode: 'FJ', lat: -16.9, lng: 179.9 });
  hidden = await createDiveSite({ name: 'Test Hidden Wreck', region: 'Dahab', countryCode: 'EG', lat: 28.51, lng: 34.53, status: 'hidden' });
});

describe('map clusters', () => {
  it('groups nearby sites at a world view and shows single sites up close, never hidden ones', async () => {
    const world = await clusters('bbox=-180,-85,180,85&z=2&layers=sites');
    const sites = world.layers.sites!;
    const dahabCluster = sites.clusters.find(([lng, lat]) => Math.abs(lat - 28.5) < 0.1 && Math.abs(lng - 34.52) < 0.1);
    expect(dahabCluster?.[2]).toBe(3);
    // It splits into its sites at a higher zoom.
    expect(dahabCluster?.[4]).toBeGreaterThan(2);
    expect(sites.points.map(([, , , name]) => name).sort()).toEqual(['Test Cenote', 'Test Rainbow Reef']);

    const close = await clusters(`bbox=34.4,28.4,34.6,28.6&z=17&layers=sites`);
    expect(close.layers.sites!.clusters).toEqual([]);
    expect(close.layers.sites!.points.map(([, , , name]) => name).sort()).toEqual(['Test Bells', 'Test Canyon', 'Test Lighthouse']);
    expect(close.layers.sites!.points.find(([, , id]) => id === hidden.id)).toBeUndefined();
  });

  it('answers a box across the antimeridian, and only for the layers asked for', async () => {
    const pacific = await clusters('bbox=175,-20,185,-10&z=8&layers=sites');
    expect(pacific.layers.sites!.points.map(([, , , name]) => name)).toEqual(['Test Rainbow Reef']);
    const none = await clusters('bbox=175,-20,185,-10&z=8&layers=none');
    expect(none.layers).toEqual({});
  });

  it('applies the /explore filters to the clusters', async () => {
    const advanced = await clusters('bbox=-180,-85,180,85&z=18&layers=sites&level=advanced');
    expect(advanced.layers.sites!.points.map(([, , , name]) => name).sort()).toEqual(['Test Canyon', 'Test Cenote']);
  });

  it('rejects a request without a box', async () => {
    const { status } = await clustersResponse(new URL('http://test/api/map/clusters?z=3'));
    expect(status).toBe(400);
  });

  it('refreshes the index when a site is added, moved or hidden', async () => {
    await clusters('bbox=-180,-85,180,85&z=2&layers=sites');
    const before = await db().execute<{ version: string }>(sql`select value ->> 'version' as version from app_meta where key = 'map_points:dive_site'`);
    const added = await createDiveSite({ name: 'Test Fresh Pinnacle', countryCode: 'PH', lat: 9.9, lng: 123.9 });
    const after = await db().execute<{ version: string }>(sql`select value ->> 'version' as version from app_meta where key = 'map_points:dive_site'`);
    expect(Number(after.rows[0]!.version)).toBeGreaterThan(Number(before.rows[0]?.version ?? 0));

    const names = async () => {
      const body = await clusters('bbox=123,9,125,11&z=12&layers=sites');
      await settleClusterIndexes();
      return body.layers.sites!.points.map(([, , , name]) => name);
    };
    await expect.poll(names, { timeout: 5000, interval: 250 }).toEqual(['Test Fresh Pinnacle']);

    await db().execute(sql`update dive_site set status = 'hidden' where id = ${added.id}`);
    await expect.poll(names, { timeout: 5000, interval: 250 }).toEqual([]);
  });
});

describe('the list beside the map', () => {
  it('lists the sites in the box, nearest to the centre first, with the /explore filters', async () => {
    const box: [number, number, number, number] = [34, 28, 35, 29];
    const all = await sitesInView({ box, centre: { lat: 28.503, lng: 34.521 }, filters: EMPTY_FILTERS, page: 1 });
    expect(all.sites.map((site) => site.name)).toEqual(['Test Bells', 'Test Canyon', 'Test Lighthouse']);
    expect(all.total).toBe(3);
    expect(all.sites[0]!.distanceKm).toBeLessThan(0.01);
    expect(all.sites[1]!.distanceKm).toBeGreaterThan(0.2);

    const beginners = await sitesInView({ box, centre: RED_SEA, filters: { ...EMPTY_FILTERS, levels: ['beginner'] }, page: 1 });
    expect(beginners.sites.map((site) => site.name)).toEqual(['Test Bells']);
  });

  it('pages through the list and reaches across the antimeridian', async () => {
    const page2 = await sitesInView({ box: [34, 28, 35, 29], centre: RED_SEA, filters: EMPTY_FILTERS, page: 2, pageSize: 2 });
    expect(page2.sites).toHaveLength(1);
    expect(page2.pageCount).toBe(2);
    const pacific = await sitesInView({ box: [179, -18, 181, -16], centre: { lat: -17, lng: -179.9 }, filters: EMPTY_FILTERS, page: 1 });
    expect(pacific.sites.map((site) => site.name)).toEqual(['Test Rainbow Reef']);
    expect(pacific.sites[0]!.distanceKm).toBeLessThan(25);
  });
});

describe('place search', () => {
  it('finds a sea by its name in either language, as typed, with the dive sites in it', async () => {
    for (const [query, locale, label] of [['Mar Rojo', 'es', 'Mar Rojo'], ['red se', 'en', 'Red Sea'], ['the red sea', 'en', 'Red Sea'], ['Red Sea', 'es', 'Mar Rojo']] as const) {
      const [first] = await searchPlaces(query, locale);
      expect(first, query).toMatchObject({ kind: 'sea', label });
      // The three Dahab test sites lie in it; the Mexican and Fijian ones do not.
      expect(first!.siteCount, query).toBe(3);
    }
  });

  it('finds a country by its English or Spanish name, with a box around its land and sites', async () => {
    for (const query of ['Egypt', 'egipto']) {
      const [first] = await searchPlaces(query, 'es');
      expect(first?.kind).toBe('country');
      expect(first?.countryCode).toBe('EG');
      expect(first?.label).toBe('Egipto');
      expect(first?.siteCount).toBe(3);
      const [west, south, east, north] = first!.box;
      expect(west).toBeLessThan(34.52);
      expect(east).toBeGreaterThan(34.52);
      expect(south).toBeLessThan(28.5);
      expect(north).toBeGreaterThan(28.5);
    }
  });

  it('finds regions and dive sites from our own data', async () => {
    const places = await searchPlaces('dahab', 'en');
    const region = places.find((place) => place.kind === 'region');
    expect(region).toMatchObject({ label: 'Dahab', countryCode: 'EG', siteCount: 3 });
    const sites = await searchPlaces('canyon', 'en');
    expect(sites.find((place) => place.kind === 'site')).toMatchObject({ label: 'Test Canyon', id: dahab.id, href: `/listing/${dahab.id}`, layer: 'sites' });
    expect(await searchPlaces('hidden wreck', 'en')).toEqual([]);
    expect(await searchPlaces('e', 'en')).toEqual([]);
  });
});

describe('marker cards', () => {
  it('gives a published site its card facts and nothing for a hidden one', async () => {
    const layer = pointLayer('sites')!;
    const card = await layer.card(dahab.id);
    expect(card).toMatchObject({ name: 'Test Canyon', region: 'Dahab', countryCode: 'EG', depthMinM: 5, depthMaxM: 30, level: 'advanced', href: `/listing/${dahab.id}` });
    // No photo yet: the card shows the drawing of its most characteristic type, as the site cards do.
    expect(card).toMatchObject({ photoUrl: null, drawingUrl: '/images/sites/cave.svg' });
    expect(await layer.card(hidden.id)).toBeUndefined();
  });
});

describe('the dive centres layer', () => {
  it('clusters centres on their own layer, gives their card and finds them by name', async () => {
    const resort = await createCenter({ name: 'Test Coral Resort', kind: 'resort', countryCode: 'MV', region: 'North Malé Atoll', lat: 4.3, lng: 73.5 });
    await createCenter({ name: 'Test Hidden Centre', countryCode: 'MV', lat: 4.31, lng: 73.51, status: 'hidden' });
    const names = async () => {
      const body = await clusters('bbox=72,3,75,6&z=16&layers=centres');
      await settleClusterIndexes();
      expect(body.layers.sites).toBeUndefined();
      return body.layers.centres!.points.map(([, , , name]) => name);
    };
    await expect.poll(names, { timeout: 5000, interval: 250 }).toEqual(['Test Coral Resort']);

    expect(await pointLayer('centres')!.card(resort.id)).toMatchObject({ layer: 'centres', name: 'Test Coral Resort', kind: 'resort', href: `/dive-center/${resort.id}`, level: null });
    const places = await searchPlaces('coral resort', 'en');
    expect(places.find((place) => place.kind === 'centre')).toMatchObject({ label: 'Test Coral Resort', layer: 'centres', id: resort.id });
  });
});
