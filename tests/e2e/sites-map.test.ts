// Maps where members find and place a dive site: the static locator on a site's page, the pin
// picker of the listing form (MapLibre through SwiftShader), the map page's link to the form, and a
// photo too large to take that loses nothing else the member typed.
import { truncate, writeFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { skipCookieBanner, verifiedMemberInBrowser } from '../factories/centers.ts';
import { baseUrl, expectNoAxeViolations, openPage, useBrowser } from '../setup/browser.ts';

/** Software WebGL is slow: the first frame of a map can take several seconds. */
const MAP_TIMEOUT = 45_000;

async function newPage(browser: Browser, options: { javaScriptEnabled?: boolean } = {}): Promise<{ page: Page; origins: Set<string> }> {
  const page = await openPage(browser, options);
  await skipCookieBanner(page, baseUrl());
  const origins = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
  });
  return { page, origins };
}

async function waitForPinMap(page: Page): Promise<void> {
  await page.locator('[data-testid="pin-map"][data-status="ready"]').waitFor({ timeout: MAP_TIMEOUT });
  await page.locator('[data-testid="pin-map"] canvas').waitFor({ timeout: MAP_TIMEOUT });
}

async function fieldPosition(page: Page): Promise<{ lat: number; lng: number }> {
  return { lat: Number(await page.inputValue('input[name=lat]')), lng: Number(await page.inputValue('input[name=lng]')) };
}

describe('maps for finding and placing a dive site', { timeout: 240_000 }, () => {
  const browser = useBrowser({ webgl: true, keepContexts: true });
  let signedIn: { page: Page; origins: Set<string> } | undefined;
  /** One verified member for the tests below, signed in on the first use. */
  async function member(): Promise<{ page: Page; origins: Set<string> }> {
    if (signedIn) return signedIn;
    signedIn = await newPage(browser());
    await verifiedMemberInBrowser(signedIn.page, inject('appDataDir'), { firstName: 'Pia', lastName: 'Placer' });
    return signedIn;
  }

  it('a visitor sees a dive site as a pin on a land-and-sea map with its nearby sites numbered, even without JavaScript', async () => {
    const { page, origins } = await newPage(browser());
    await page.goto('/explore?q=thistlegorm');
    await Promise.all([page.waitForURL(/\/listing\/\d+$/), page.locator('[data-testid=site-card] h3 a').first().click()]);
    const listingPath = new URL(page.url()).pathname;
    const name = (await page.locator('main h1', { hasText: 'Thistlegorm' }).textContent())!;

    const map = page.getByRole('img', { name: `Where ${name} lies, with the nearest dive sites` });
    await map.waitFor();
    expect(await map.evaluate((element) => element.tagName.toLowerCase())).toBe('svg');
    // The Red Sea between Sinai and the Egyptian mainland: land is drawn, and the site is the one pin.
    expect((await map.locator('path').first().getAttribute('d'))!.length).toBeGreaterThan(50);
    expect(await map.locator('[data-marker=pin]').count()).toBe(1);
    const nearby = await page.getByTestId('nearby').locator('li').count();
    expect(nearby).toBeGreaterThan(0);
    expect(await map.locator('[data-marker=site]').count()).toBe(nearby);
    // The description reads out the numbered sites, the same as the list beside the map.
    const firstNearby = (await page.getByTestId('nearby').locator('li a').first().textContent())!;
    expect(await map.locator('desc').textContent()).toContain(`1: ${firstNearby}`);
    expect(await page.getByTestId('locator-scale').textContent()).toMatch(/^[\d.,]+ (km|m)$/);
    expect(await page.getByRole('link', { name: 'Open on the map' }).getAttribute('href')).toMatch(/^\/map-explore\?lat=27\.\d+&lng=33\.\d+&zoom=11$/);
    expect(await page.getByRole('link', { name: 'Open in OpenStreetMap' }).getAttribute('href')).toMatch(/^https:\/\/www\.openstreetmap\.org\//);
    expect([...origins]).toEqual([new URL(baseUrl()).origin]);
    await expectNoAxeViolations(page);

    await page.goto(`${listingPath}?lang=es`);
    await page.getByRole('img', { name: `Dónde está ${name}, con los puntos de buceo más cercanos` }).waitFor();
    await expectNoAxeViolations(page);

    const { page: noScript } = await newPage(browser(), { javaScriptEnabled: false });
    await noScript.goto(listingPath);
    expect(await noScript.locator('[data-testid=site-locator] svg [data-marker=pin]').count()).toBe(1);
    expect(await noScript.getByRole('img', { name: `Where ${name} lies, with the nearest dive sites` }).count()).toBe(1);
  });

  it('a member clicks the map on the listing form and the coordinates fill in; typing and dragging move the pin', async () => {
    const { page, origins } = await member();
    await page.goto('/add-listing');
    await waitForPinMap(page);
    expect(await page.inputValue('input[name=lat]')).toBe('');
    expect(await page.getByTestId('map-pin').count()).toBe(0);

    // The empty form shows the world around (15° N, 20° E): a click in the middle lands near there.
    const canvas = page.locator('[data-testid="pin-map"] canvas');
    const box = (await canvas.boundingBox())!;
    await canvas.click({ position: { x: box.width / 2, y: box.height / 2 } });
    await expect.poll(() => page.inputValue('input[name=lat]')).toMatch(/^-?\d+\.\d{5}$/);
    const clicked = await fieldPosition(page);
    expect(Math.abs(clicked.lat - 15)).toBeLessThan(3);
    expect(Math.abs(clicked.lng - 20)).toBeLessThan(3);
    const typed = { lat: await page.inputValue('input[name=lat]'), lng: await page.inputValue('input[name=lng]') };
    expect(await page.getByRole('status').filter({ hasText: 'Pin placed at' }).textContent()).toBe(`Pin placed at ${typed.lat}, ${typed.lng}: latitude and longitude filled in.`);
    await page.getByTestId('map-pin').waitFor();

    // A click further west and north moves the pin and the fields with it.
    await canvas.click({ position: { x: box.width / 2 - 120, y: box.height / 2 - 60 } });
    await expect.poll(async () => (await fieldPosition(page)).lng).toBeLessThan(clicked.lng - 5);
    expect((await fieldPosition(page)).lat).toBeGreaterThan(clicked.lat + 3);

    // Typing a position (with a decimal comma) moves the pin there.
    const before = (await page.getByTestId('map-pin').boundingBox())!;
    await page.fill('input[name=lat]', '-8,5');
    await page.fill('input[name=lng]', '115.5');
    await expect.poll(async () => (await page.getByTestId('map-pin').boundingBox())!.x).toBeGreaterThan(before.x + 100);

    // Dragging the pin fills in where it was dropped.
    const pin = (await page.getByTestId('map-pin').boundingBox())!;
    await page.mouse.move(pin.x + pin.width / 2, pin.y + pin.height / 2);
    await page.mouse.down();
    await page.mouse.move(pin.x + pin.width / 2 - 40, pin.y + pin.height / 2 - 30, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => page.inputValue('input[name=lng]')).not.toBe('115.5');
    const dropped = await fieldPosition(page);
    expect(dropped.lng).toBeLessThan(115.5);
    expect(dropped.lat).toBeGreaterThan(-8.5);

    expect([...origins]).toEqual([new URL(baseUrl()).origin]);
    await expectNoAxeViolations(page);
    await page.goto('/add-listing?lang=es');
    await waitForPinMap(page);
    expect(await page.getByText('O sitúa el marcador en el mapa').count()).toBe(1);
    await expectNoAxeViolations(page);
  });

  it("the map page's “add a dive site here” opens the listing form with the map's centre filled in", async () => {
    const { page } = await member();
    await page.goto('/map-explore?lat=27.5&lng=34.2&z=9&lang=en');
    await page.locator('[data-testid="map-canvas"][data-status="ready"]').waitFor({ timeout: MAP_TIMEOUT });
    const link = page.getByRole('link', { name: 'Add a dive site here' });
    await Promise.all([page.waitForURL(/\/add-listing\?lat=/), link.click()]);
    const position = await fieldPosition(page);
    expect(position.lat).toBeCloseTo(27.5, 1);
    expect(position.lng).toBeCloseTo(34.2, 1);
    await waitForPinMap(page);
    await page.getByTestId('map-pin').waitFor();
    await expectNoAxeViolations(page);

    // Without JavaScript the link is there too, from the view in the address.
    const { page: noScript } = await newPage(browser(), { javaScriptEnabled: false });
    await noScript.goto('/map-explore?lat=-8.4&lng=115.6&z=10&lang=es');
    expect(await noScript.getByRole('link', { name: 'Añadir un punto de buceo aquí' }).getAttribute('href')).toBe('/add-listing?lat=-8.40000&lng=115.60000');
  });

  it('a photo too large to take is refused beside the photo field, and everything typed comes back', async () => {
    const { page } = await member();
    await page.goto('/add-listing');
    await page.fill('input[name=name]', 'Pia’s Pinnacle');
    await page.selectOption('select[name=countryCode]', 'ID');
    await page.fill('input[name=lat]', '-8.27512');
    await page.fill('input[name=lng]', '115.59344');
    await page.getByLabel('Reef', { exact: true }).check();
    await page.fill('input[name=depthMax]', '31');
    await page.fill('textarea[name=descriptionEn]', 'A pinnacle with soft corals and a cleaning station at 18 m.');
    await page.getByLabel('A guide book').check();
    await page.fill('input[name=sourceTitle]', 'Logbook, April 2026');
    // Larger than ten photos at the limit together: before, the whole form came back empty.
    const huge = '/tmp/diveatlas-huge-photo.jpg';
    await writeFile(huge, '');
    await truncate(huge, 120 * 1024 * 1024);
    await page.setInputFiles('input[name=photos]', huge);
    await page.getByRole('button', { name: 'Publish the dive site' }).click();

    const error = page.locator('input[name=photos] ~ p');
    await expect.poll(() => error.textContent(), { timeout: 60_000 }).toBe('A photo was larger than 10 MB and was not added.');
    expect(await page.locator('input[name=photos]').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('form-errors').textContent()).toContain('Add photos');
    expect(await page.inputValue('input[name=name]')).toBe('Pia’s Pinnacle');
    expect(await page.inputValue('select[name=countryCode]')).toBe('ID');
    expect(await fieldPosition(page)).toEqual({ lat: -8.27512, lng: 115.59344 });
    expect(await page.getByLabel('Reef', { exact: true }).isChecked()).toBe(true);
    expect(await page.inputValue('input[name=depthMax]')).toBe('31');
    expect(await page.inputValue('textarea[name=descriptionEn]')).toBe('A pinnacle with soft corals and a cleaning station at 18 m.');
    expect(await page.inputValue('input[name=sourceTitle]')).toBe('Logbook, April 2026');
    expect(await page.getByLabel('A guide book').isChecked()).toBe(true);
    await expectNoAxeViolations(page);
  });
});
