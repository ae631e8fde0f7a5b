// The dive-site map: MapLibre in a real Chromium (WebGL through SwiftShader), the built-in basemap,
// server-side clusters, cards, place search, the list beside the map and the URL.
import { mkdir } from 'node:fs/promises';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, layoutShift, MOBILE, openPage, useBrowser } from '../setup/browser.ts';

const SCREENSHOTS = '/tmp/diveatlas-map';
/** Software WebGL is slow: the first frame of the map can take several seconds. */
const MAP_TIMEOUT = 45_000;
const LAND = [0xf5, 0xf1, 0xe8];
const OCEAN = [0xcd, 0xe9, 0xf6];

/** A page whose visitor already made the cookie choice (the banner would cover the map). */
async function mapPage(browser: Browser, options: BrowserContextOptions = {}): Promise<{ page: Page; origins: Set<string> }> {
  const page = await openPage(browser, options);
  await page.context().addCookies([{ name: 'cookieChoiceDone', value: 'true', url: baseUrl() }]);
  const origins = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
  });
  return { page, origins };
}

async function waitForMap(page: Page, options: { markers?: boolean } = {}): Promise<void> {
  await page.locator('[data-testid="map-canvas"][data-status="ready"]').waitFor({ timeout: MAP_TIMEOUT });
  // The map writes its view into the URL once it has drawn its first frame.
  await page.waitForURL(/[?&]z=/, { timeout: MAP_TIMEOUT });
  // Markers come from the clusters endpoint once the map has reported that view.
  if (options.markers !== false) await page.locator('[data-testid="map-cluster"], [data-testid="map-point"]').first().waitFor({ timeout: MAP_TIMEOUT });
}

function viewOf(page: Page): { lat: number; lng: number; zoom: number } {
  const params = new URL(page.url()).searchParams;
  return { lat: Number(params.get('lat')), lng: Number(params.get('lng')), zoom: Number(params.get('z')) };
}

/** Share of the map's pixels that are land-coloured and sea-coloured. */
async function basemapColours(page: Page): Promise<{ land: number; sea: number }> {
  const shot = await page.locator('[data-testid="map-canvas"] canvas').screenshot();
  const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let land = 0;
  let sea = 0;
  const near = (offset: number, colour: number[]) => colour.every((value, channel) => Math.abs(data[offset + channel]! - value) <= 6);
  for (let offset = 0; offset < data.length; offset += 3) {
    if (near(offset, LAND)) land += 1;
    else if (near(offset, OCEAN)) sea += 1;
  }
  const total = info.width * info.height;
  return { land: land / total, sea: sea / total };
}

/** The names a symbol layer of the map draws now (read from MapLibre, which the map's container keeps). */
function drawnLabels(page: Page, layer: string): Promise<string[]> {
  return page.locator('[data-testid="map-canvas"]').evaluate((element, id) => {
    const map = (element as HTMLElement & { maplibreMap?: { getLayer(id: string): unknown; queryRenderedFeatures(options: { layers: string[] }): Array<{ properties: { name?: string } }> } }).maplibreMap;
    if (!map?.getLayer(id)) return [];
    return map.queryRenderedFeatures({ layers: [id] }).map((feature) => String(feature.properties.name));
  }, layer);
}

function expectOnlyOwnOrigin(origins: Set<string>) {
  expect([...origins]).toEqual([new URL(baseUrl()).origin]);
}

describe('the dive-site map', () => {
  const browser = useBrowser({ webgl: true });
  beforeAll(async () => {
    await mkdir(SCREENSHOTS, { recursive: true });
  });

  it('a visitor sees the basemap and clusters of dive sites, with nothing fetched from another site', async () => {
    const { page, origins } = await mapPage(browser());
    const basemap: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/basemap/')) basemap.push(response.url());
    });
    await page.goto('/map-explore?lat=20&lng=20&z=1.6');
    await waitForMap(page);
    await page.waitForLoadState('networkidle');
    // The basemap is ours, under a versioned address that browsers keep for a year.
    expect(basemap).toHaveLength(1);
    const response = await fetch(basemap[0]!, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect((await fetch(basemap[0]!.replace(/\/basemap\/[^/]+\//, '/basemap/0-0/'))).status).toBe(404);
    const colours = await basemapColours(page);
    // Both land and sea are drawn by the built-in basemap (the canvas is blank until then).
    expect(colours.land).toBeGreaterThan(0.1);
    expect(colours.sea).toBeGreaterThan(0.2);
    const counts = await page.locator('[data-testid="map-cluster"]').evaluateAll((nodes) => nodes.map((node) => Number((node as HTMLElement).dataset.count)));
    expect(counts.some((count) => count > 1)).toBe(true);
    await expect(page.locator('.maplibregl-ctrl-attrib').textContent()).resolves.toContain('Natural Earth');
    await page.screenshot({ path: `${SCREENSHOTS}/desktop.png` });
    expectOnlyOwnOrigin(origins);
    await expectNoAxeViolations(page);
  });

  it('a visitor clicks a cluster and the map zooms in on it', async () => {
    const { page } = await mapPage(browser());
    await page.goto('/map-explore?lat=20&lng=20&z=1.6');
    await waitForMap(page);
    await expect.poll(() => viewOf(page).zoom, { timeout: 10_000 }).toBeCloseTo(1.6, 1);
    const before = viewOf(page).zoom;
    const biggest = page.locator('[data-testid="map-cluster"]').first();
    await biggest.click();
    await expect.poll(() => viewOf(page).zoom, { timeout: MAP_TIMEOUT }).toBeGreaterThan(before + 0.9);
  });

  it('at dive zoom over Dahab a visitor reads the town and each dive site beside its own pin, with nothing fetched from another site', async () => {
    const { page, origins } = await mapPage(browser());
    // Between Dahab and the Blue Hole, which lie 10 km apart.
    await page.goto('/map-explore?lat=28.525&lng=34.52&z=12&layers=sites');
    await waitForMap(page);
    // The Blue Hole and The Bells, 256 m apart, have a pin each: nothing is grouped at this zoom.
    await expect.poll(() => page.locator('[data-testid="map-point"]').count(), { timeout: MAP_TIMEOUT }).toBeGreaterThanOrEqual(3);
    expect(await page.locator('[data-testid="map-cluster"]').count()).toBe(0);
    await expect.poll(() => drawnLabels(page, 'point-labels'), { timeout: MAP_TIMEOUT }).toEqual(expect.arrayContaining(['Blue Hole', 'The Bells', 'The Canyon']));
    await expect.poll(() => drawnLabels(page, 'town-labels'), { timeout: MAP_TIMEOUT }).toContain('Dahab');
    await page.screenshot({ path: `${SCREENSHOTS}/dahab-zoom-12.png` });
    expectOnlyOwnOrigin(origins);
  });

  it('at zoom 10 over Dahab a visitor reads the town and the sites that stand alone, with the town names credited', async () => {
    const { page, origins } = await mapPage(browser());
    await page.goto('/map-explore?lat=28.57&lng=34.54&z=10&layers=sites');
    await waitForMap(page);
    await expect.poll(() => drawnLabels(page, 'town-labels'), { timeout: MAP_TIMEOUT }).toContain('Dahab');
    await expect.poll(() => drawnLabels(page, 'point-labels'), { timeout: MAP_TIMEOUT }).toContain('Lighthouse Reef');
    await page.screenshot({ path: `${SCREENSHOTS}/dahab-zoom-10.png` });
    await expect(page.locator('.maplibregl-ctrl-attrib').textContent()).resolves.toContain('GeoNames');
    expectOnlyOwnOrigin(origins);
  });

  it('a visitor clicks a dive site and its card links to the site page', async () => {
    // A seeded site, found the way the map finds it.
    const body = (await (await fetch(`${baseUrl()}/api/map/clusters?bbox=32,22,36,30&z=18&layers=sites`)).json()) as { layers: { sites: { points: Array<[number, number, number, string]> } } };
    const [lng, lat, id, name] = body.layers.sites.points[0]!;
    const { page, origins } = await mapPage(browser());
    await page.goto(`/map-explore?lat=${lat}&lng=${lng}&z=15&layers=sites`);
    await waitForMap(page);
    const marker = page.locator(`[data-testid="map-point"][data-id="${id}"]`);
    await marker.click();
    const card = page.locator('[data-testid="map-card"]');
    await expect(card.locator('h2').textContent({ timeout: 15_000 })).resolves.toBe(name);
    await expect(card.textContent()).resolves.toMatch(/Depth|Level/);
    await expect(marker.getAttribute('class')).resolves.toContain('is-selected');
    await card.locator('[data-testid="map-card-link"]').click();
    await page.waitForURL(`**/listing/${id}`);
    await expect(page.locator('h1').first().textContent()).resolves.toContain(name);
    expectOnlyOwnOrigin(origins);
  });

  it('a visitor searches a country by its Spanish name and the map flies there, with the list following', async () => {
    const { page, origins } = await mapPage(browser());
    await page.goto('/map-explore?lang=es');
    await waitForMap(page);
    const search = page.getByRole('combobox');
    await search.fill('Egipto');
    const option = page.getByRole('option', { name: /Egipto/ });
    await option.first().waitFor({ timeout: 10_000 });
    await expect(option.first().textContent()).resolves.toContain('País');
    await search.press('Enter');
    // Egypt's main land lies between 22° and 32° N, 25° and 37° E.
    await expect
      .poll(() => viewOf(page), { timeout: MAP_TIMEOUT })
      .toMatchObject({ lat: expect.closeTo(27, 0) as number, lng: expect.closeTo(31, 0) as number });
    await expect.poll(() => viewOf(page).zoom, { timeout: MAP_TIMEOUT }).toBeGreaterThan(3.5);
    // Up close the detailed (1:50m) basemap is drawn.
    await expect.poll(async () => (await basemapColours(page)).land, { timeout: MAP_TIMEOUT }).toBeGreaterThan(0.05);
    const places = page.locator('[data-testid="map-list-item"] p').first();
    await expect.poll(() => places.textContent(), { timeout: 15_000 }).toContain('Egipto');
    await page.screenshot({ path: `${SCREENSHOTS}/search-egypt.png` });
    expectOnlyOwnOrigin(origins);
    await expectNoAxeViolations(page);
  });

  it("a visitor types a dive site's name and presses Enter at once: the map goes to the first match", async () => {
    const { page } = await mapPage(browser());
    await page.goto('/map-explore?lat=10&lng=0&z=2');
    await waitForMap(page);
    const search = page.getByRole('combobox');
    await search.fill('Thistlegorm');
    // No waiting for the suggestions: Enter right after typing, as people do.
    await search.press('Enter');
    // The wreck lies at about 27.82° N, 33.92° E.
    await expect
      .poll(() => viewOf(page), { timeout: MAP_TIMEOUT })
      .toMatchObject({ lat: expect.closeTo(27.82, 1) as number, lng: expect.closeTo(33.92, 1) as number });
    await expect.poll(() => viewOf(page).zoom, { timeout: MAP_TIMEOUT }).toBeGreaterThan(11);
    await expect(search.inputValue()).resolves.toBe('SS Thistlegorm');
    await expect(page.getByTestId('map-card').locator('h2').textContent({ timeout: 15_000 })).resolves.toBe('SS Thistlegorm');
  });

  it('a visitor finds a dive site by name among several of the same name and the map shows it up close', async () => {
    const { page, origins } = await mapPage(browser());
    await page.goto('/map-explore?lat=10&lng=0&z=2');
    await waitForMap(page);
    const search = page.getByRole('combobox');
    await search.fill('Blue Hole');
    const dahab = page.getByRole('option', { name: /Blue Hole.*Dahab/ });
    await dahab.waitFor({ timeout: 15_000 });
    await expect(dahab.textContent()).resolves.toContain('Dive site');
    await expect(page.getByRole('option', { name: /Blue Hole.*Gozo/ }).count()).resolves.toBe(1);
    await dahab.click();
    await expect
      .poll(() => viewOf(page), { timeout: MAP_TIMEOUT })
      .toMatchObject({ lat: expect.closeTo(28.57, 1) as number, lng: expect.closeTo(34.54, 1) as number });
    await expect.poll(() => viewOf(page).zoom, { timeout: MAP_TIMEOUT }).toBeGreaterThan(11);
    await expect(page.getByTestId('map-card').locator('h2').textContent({ timeout: 15_000 })).resolves.toBe('Blue Hole');
    expectOnlyOwnOrigin(origins);
  });

  it('at dive zoom the basemap draws the coast from its own vector tiles: land on one side, sea on the other', async () => {
    const { page, origins } = await mapPage(browser());
    const tiles = new Map<string, number>();
    page.on('response', (response) => {
      if (response.url().includes('/land/13/')) tiles.set(response.url(), response.status());
    });
    const dahab = '/map-explore?lat=28.5722&lng=34.537&z=13&layers=sites';
    await page.goto(dahab);
    await waitForMap(page);
    await expect.poll(() => tiles.size, { timeout: MAP_TIMEOUT }).toBeGreaterThan(0);
    // The detailed land is prepared once, in the background, when a server first starts on a data
    // folder (the tiles answer 503 until then): wait for it, then look again.
    const [tileUrl] = [...tiles.keys()];
    await expect.poll(async () => (await fetch(tileUrl!)).status, { timeout: 240_000, interval: 2000 }).toBe(200);
    const response = await fetch(tileUrl!, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-type')).toBe('application/vnd.mapbox-vector-tile');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    tiles.clear();
    await page.goto(dahab);
    await waitForMap(page);
    await page.waitForLoadState('networkidle');
    expect(tiles.size).toBeGreaterThan(0);
    expect([...tiles.values()].every((status) => status === 200)).toBe(true);
    await expect.poll(async () => (await basemapColours(page)).land, { timeout: MAP_TIMEOUT }).toBeGreaterThan(0.1);
    expect((await basemapColours(page)).sea).toBeGreaterThan(0.1);
    await expect(page.locator('.maplibregl-ctrl-attrib').textContent()).resolves.toContain('OpenStreetMap');
    await page.screenshot({ path: `${SCREENSHOTS}/dahab-z13.png` });
    expectOnlyOwnOrigin(origins);
  }, 360_000);

  it('the list follows the map as the visitor drags it', async () => {
    const { page } = await mapPage(browser());
    await page.goto('/map-explore?lat=27.5&lng=33.5&z=7&layers=sites');
    await waitForMap(page);
    const list = page.getByTestId('map-list');
    // The SS Thistlegorm (33.92° E) lies a little east of the middle.
    await expect.poll(() => list.textContent(), { timeout: 15_000 }).toContain('Thistlegorm');
    const start = viewOf(page).lng;
    // The view written into the URL as the map moves reloads no route data (the page or the shell).
    const routeDataRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.data')) routeDataRequests.push(request.url());
    });
    const box = (await page.locator('[data-testid="map-canvas"]').boundingBox())!;
    const y = box.y + box.height * 0.3;
    await page.mouse.move(box.x + box.width * 0.85, y);
    await page.mouse.down();
    for (let step = 1; step <= 20; step++) await page.mouse.move(box.x + box.width * (0.85 - step * 0.0375), y);
    await page.mouse.up();
    // Dragging to the west moves the view east, past the wreck: the list no longer has it.
    await expect.poll(() => viewOf(page).lng, { timeout: MAP_TIMEOUT }).toBeGreaterThan(start + 2.5);
    await expect.poll(() => list.textContent(), { timeout: 20_000 }).not.toContain('Thistlegorm');
    await expect(page.getByTestId('map-list-count').textContent()).resolves.toMatch(/dive sites? in this area|No dive sites/);
    expect(routeDataRequests).toEqual([]);
  });

  it('a shared URL restores the view, the layers and the filters', async () => {
    const { page } = await mapPage(browser());
    await page.goto('/map-explore?lat=27.1&lng=34.2&z=6.25&layers=sites&type=wreck');
    await waitForMap(page);
    await expect.poll(async () => (await basemapColours(page)).land, { timeout: MAP_TIMEOUT }).toBeGreaterThan(0.1);
    const view = viewOf(page);
    expect(view.lat).toBeCloseTo(27.1, 3);
    expect(view.lng).toBeCloseTo(34.2, 3);
    expect(view.zoom).toBeCloseTo(6.25, 2);
    const params = new URL(page.url()).searchParams;
    expect(params.get('layers')).toBe('sites');
    expect(params.getAll('type')).toEqual(['wreck']);
    await expect(page.getByRole('checkbox', { name: 'Dive centres and resorts' }).isChecked()).resolves.toBe(false);
    // Filters in use are shown open.
    await expect(page.getByText('Filters (1 on)').isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('map-filters').getByRole('checkbox', { name: 'Wreck' }).isChecked()).resolves.toBe(true);
    // The list and the markers show wrecks only.
    const items = page.locator('[data-testid="map-list-item"]');
    await expect.poll(() => items.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    for (const text of await items.allTextContents()) expect(text).toContain('Wreck');
    await expect(page.locator('[data-testid="map-point"][data-layer="centres"]').count()).resolves.toBe(0);
  });

  it('a visitor asks to be located and the map centres on them', async () => {
    const { page } = await mapPage(browser(), { geolocation: { latitude: -8.34, longitude: 115.09 }, permissions: ['geolocation'] });
    await page.goto('/map-explore?lat=0&lng=0&z=2');
    await waitForMap(page);
    await page.getByRole('button', { name: 'Locate me' }).click();
    await page.getByTestId('map-user').waitFor({ timeout: MAP_TIMEOUT });
    await expect.poll(() => viewOf(page), { timeout: MAP_TIMEOUT }).toMatchObject({ lat: expect.closeTo(-8.34, 1) as number, lng: expect.closeTo(115.09, 1) as number });
  });

  it('on a phone the map fills the screen, the list is in a bottom sheet and the bottom bar stays', async () => {
    const { page, origins } = await mapPage(browser(), { viewport: MOBILE, isMobile: true, hasTouch: true });
    await page.goto('/map-explore?lat=20&lng=20&z=0.8');
    await waitForMap(page);
    // Nothing under the visitor's finger moves while the map starts: the sheet starts lowered, as it
    // stays, and the zoom buttons are not stacked on the credits, which fill in as the map loads.
    expect(await layoutShift(page)).toBeLessThan(0.05);
    await expect(page.getByTestId('bottom-bar').isVisible()).resolves.toBe(true);
    const canvas = (await page.locator('[data-testid="map-canvas"]').boundingBox())!;
    expect(canvas.width).toBe(MOBILE.width);
    const sheetToggle = page.getByRole('button', { name: 'Show the list of dive sites' });
    await expect(sheetToggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await page.screenshot({ path: `${SCREENSHOTS}/mobile.png` });
    // The credits stay in view above the sheet.
    const credits = (await page.locator('.maplibregl-ctrl-attrib').boundingBox())!;
    const sheet = (await page.locator('.map-sheet').boundingBox())!;
    expect(credits.y + credits.height).toBeLessThanOrEqual(sheet.y + 1);
    await sheetToggle.click();
    await expect(page.getByRole('button', { name: 'Hide the list of dive sites' }).getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(page.locator('[data-testid="map-list-item"]').first().isVisible()).resolves.toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/mobile-list.png` });
    expectOnlyOwnOrigin(origins);
    await expectNoAxeViolations(page);
  });

  it('without JavaScript the list, the place search and the filters still work', async () => {
    const page = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto('/map-explore?q=Egypt');
    await expect(page.locator('[data-testid="map-list-item"]').first().textContent()).resolves.toContain('Egypt');
    await expect(page.getByText('The map needs JavaScript').isVisible()).resolves.toBe(true);
    // The filter form is a plain GET form that keeps the view.
    await page.goto('/map-explore?lat=27&lng=34&z=6');
    await page.getByText(/^Filters/).click();
    await page.getByTestId('map-filters').getByRole('checkbox', { name: 'Wreck' }).check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/type=wreck/);
    expect(new URL(page.url()).searchParams.get('lat')).toBe('27');
    const items = await page.locator('[data-testid="map-list-item"]').allTextContents();
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((text) => text.includes('Wreck'))).toBe(true);

    // On a phone the list cannot be raised without JavaScript, so it is shown raised, without its handle.
    const phone = await openPage(browser(), { javaScriptEnabled: false, viewport: MOBILE });
    await phone.goto('/map-explore?q=Egypt');
    const sheet = (await phone.locator('.map-sheet').boundingBox())!;
    expect(sheet.height).toBeGreaterThan(MOBILE.height * 0.6);
    expect(await phone.getByRole('button', { name: 'Show the list of dive sites' }).count()).toBe(0);
    expect(await phone.locator('[data-testid="map-list-item"]').first().isVisible()).toBe(true);
  });
});

describe('the dive-site map in a browser without WebGL', () => {
  const browser = useBrowser();

  it('Enter in the place search still goes to the first match: the list shows it', async () => {
    const { page } = await mapPage(browser());
    // A browser that offers no WebGL context at all (old hardware, some privacy settings).
    await page.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
        return kind.startsWith('webgl') ? null : (getContext as (...args: unknown[]) => RenderingContext | null).call(this, kind, ...rest);
      } as typeof getContext;
    });
    await page.goto('/map-explore?lat=10&lng=0&z=2');
    await page.locator('[data-testid="map-canvas"][data-status="failed"]').waitFor({ timeout: MAP_TIMEOUT });
    const search = page.getByRole('combobox');
    await search.fill('Thistlegorm');
    await search.press('Enter');
    const first = page.locator('[data-testid="map-list-item"]').first();
    await expect.poll(() => first.textContent(), { timeout: 20_000 }).toContain('SS Thistlegorm');
    await page.waitForURL(/[?&]q=SS\+Thistlegorm/, { timeout: 10_000 });
  });
});
