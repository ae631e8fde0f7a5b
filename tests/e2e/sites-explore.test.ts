import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, MOBILE, newPage, useBrowser } from '../setup/browser.ts';

const cardNames = (page: Page) => page.locator('[data-testid=site-card] h3').allTextContents();
const resultCount = (page: Page) => page.getByTestId('result-count').textContent();

describe('finding and judging dive sites', { timeout: 120_000 }, () => {
  const browser = useBrowser();

  it('a visitor searches "blue hole" from the home page and finds the Blue Hole sites', async () => {
    const page = await newPage(browser);
    await page.goto('/');
    await page.locator('main input[name=q]').fill('blue hole');
    await Promise.all([page.waitForURL(/\/explore\?q=blue\+hole/), page.locator('main').getByRole('button', { name: 'Search', exact: true }).click()]);
    const names = await cardNames(page);
    expect(names).toEqual(expect.arrayContaining(['Great Blue Hole', "Dean's Blue Hole", 'Blue Hole']));
    expect(names.slice(0, 3).every((name) => /Blue Hole/.test(name))).toBe(true);
    expect(await page.title()).toBe('Dive sites for “blue hole” · DiveAtlas');
    await expectNoAxeViolations(page);
  });

  it('a visitor who mistypes "thistlegrom" still finds the SS Thistlegorm', async () => {
    const page = await newPage(browser);
    await page.goto('/explore');
    await page.getByLabel('Site, place or country').fill('thistlegrom');
    await page.locator('main').getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/q=thistlegrom/);
    await expect.poll(async () => (await cardNames(page))[0]).toBe('SS Thistlegorm');
  });

  it('a visitor narrows results with filters; they stay in the URL through a reload and the back button', async () => {
    const page = await newPage(browser);
    await page.goto('/explore?q=egypt');
    const before = await resultCount(page);
    const all = Number(/\d+/.exec(before ?? '')?.[0]);
    expect(all).toBeGreaterThan(3);

    const filters = page.locator('details').filter({ hasText: 'Filters and sorting' });
    const wreck = page.getByLabel('Wreck', { exact: true });
    // Wide screens open the filters once the page is interactive; open them by hand otherwise.
    await expect
      .poll(async () => {
        if (!(await wreck.isVisible())) await filters.locator('summary').click();
        return wreck.isVisible();
      })
      .toBe(true);
    await wreck.check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/type=wreck/);
    await expect.poll(async () => Number(/\d+/.exec((await resultCount(page)) ?? '')?.[0])).toBeLessThan(all);
    const narrowed = Number(/\d+/.exec((await resultCount(page)) ?? '')?.[0]);
    expect(narrowed).toBeGreaterThan(0);
    expect(await cardNames(page)).toContain('SS Thistlegorm');

    await page.reload();
    expect(page.url()).toContain('type=wreck');
    expect(await page.getByLabel('Wreck', { exact: true }).isChecked()).toBe(true);
    expect(Number(/\d+/.exec((await resultCount(page)) ?? '')?.[0])).toBe(narrowed);

    // Removing the filter chip widens the results again; Back brings the filter back.
    await page.getByRole('link', { name: 'Remove filter: Wreck' }).click();
    await page.waitForURL((url) => !url.search.includes('type=wreck'));
    await expect.poll(() => resultCount(page)).toBe(before);
    await page.goBack();
    await page.waitForURL(/type=wreck/);
    await expect.poll(async () => Number(/\d+/.exec((await resultCount(page)) ?? '')?.[0])).toBe(narrowed);
  });

  it('the search works without JavaScript, as a plain GET form', async () => {
    const context = await browser().newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/explore');
    await page.getByLabel('Site, place or country').fill('thistlegorm');
    await page.locator('main').getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/q=thistlegorm/);
    expect((await cardNames(page))[0]).toBe('SS Thistlegorm');
    await context.close();
  });

  it('a visitor sorts by distance from a place and sees distances', async () => {
    const page = await newPage(browser);
    await page.goto('/explore?near=dahab');
    expect(await page.getByText(/^Distances from /).textContent()).toContain('Dahab');
    const first = page.locator('[data-testid=site-card]').first();
    expect(await first.textContent()).toMatch(/\d[\d.,]* (m|km) away/);
  });

  it('a visitor filtering by level learns how many sites do not record it yet, and can include them', async () => {
    const page = await newPage(browser);
    await page.goto('/explore?level=beginner');
    const count = async () => Number(/\d+/.exec((await resultCount(page)) ?? '')?.[0] ?? 0);
    const recorded = await count();
    const note = page.getByTestId('unrecorded-note');
    const unrecorded = Number(/[\d,]+/.exec((await note.textContent()) ?? '')?.[0]?.replace(/,/g, ''));
    expect(unrecorded).toBeGreaterThan(100);
    await expectNoAxeViolations(page);
    await Promise.all([page.waitForURL(/unknown=1/), note.getByRole('link', { name: 'Show them too' }).click()]);
    await expect.poll(count).toBe(recorded + unrecorded);
    expect(await note.textContent()).toContain('check those facts locally before you dive');
    await Promise.all([page.waitForURL((url) => !url.searchParams.has('unknown')), note.getByRole('link', { name: 'Show only sites that record them' }).click()]);
    await expect.poll(count).toBe(recorded);
    await page.goto('/explore?level=beginner&lang=es');
    expect(await note.textContent()).toContain('Mostrarlos también');
    await expectNoAxeViolations(page);
  });

  it('a visitor with no match gets a helpful empty state, in both languages without accessibility violations', async () => {
    const page = await newPage(browser, { viewport: MOBILE });
    await page.goto('/explore?q=zzqqxxyy&type=kelp');
    expect(await page.getByTestId('explore-empty').textContent()).toContain('Remove a filter');
    await expectNoAxeViolations(page);
    await page.goto('/explore?q=arrecife&lang=es');
    expect(await page.locator('main h1').textContent()).toBe('Explorar puntos de buceo');
    await expectNoAxeViolations(page);
  });

  it('a visitor opens a listing: facts, seed label, nearby sites, head tags and JSON-LD', async () => {
    const page = await newPage(browser);
    await page.goto('/explore?q=thistlegorm');
    await Promise.all([page.waitForURL(/\/listing\/\d+$/), page.locator('main').getByRole('link', { name: 'SS Thistlegorm', exact: true }).first().click()]);
    const path = new URL(page.url()).pathname;
    await expect.poll(() => page.locator('main h1').textContent()).toBe('SS Thistlegorm');
    expect(await page.getByText('Seed data', { exact: true }).first().isVisible()).toBe(true);
    expect(await page.getByTestId('facts').textContent()).toContain('Egypt');
    expect(await page.getByTestId('nearby').locator('li').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    const html = await (await fetch(`${baseUrl()}${path}`)).text();
    const meta = (attribute: string, value: string) => new RegExp(`<meta[^>]*${attribute}="${value}"[^>]*content="([^"]*)"`).exec(html)?.[1];
    expect(meta('property', 'og:title')).toMatch(/^SS Thistlegorm \(.*Egypt\) · DiveAtlas$/);
    expect(meta('name', 'description')).toContain('SS Thistlegorm');
    expect(html).toContain(`<link rel="canonical" href="${baseUrl()}${path}"/>`);
    const jsonLd = /<script type="application\/ld\+json" nonce="([^"]+)">([\s\S]*?)<\/script>/.exec(html);
    expect(jsonLd).not.toBeNull();
    const data = JSON.parse(jsonLd![2]!) as { '@type': string[]; name: string; geo: { latitude: number; longitude: number }; url: string };
    expect(data['@type']).toContain('Place');
    expect(data.name).toBe('SS Thistlegorm');
    expect(data.url).toBe(`${baseUrl()}${path}`);
    expect(data.geo.latitude).toBeCloseTo(27.8, 0);
    expect(data.geo.longitude).toBeCloseTo(33.9, 0);

    await page.goto(`${path}?lang=es`);
    expect(await page.getByText('Datos iniciales', { exact: true }).first().isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    expect((await fetch(`${baseUrl()}/listing/99999999`)).status).toBe(404);
  });

  it('a visitor compares sites from the results, keeps the tray across pages and shares the comparison', async () => {
    const page = await newPage(browser);
    await page.goto('/explore?q=blue+hole');
    await page.getByRole('button', { name: 'Compare Great Blue Hole' }).click();
    await page.getByRole('button', { name: "Compare Dean's Blue Hole" }).click();
    expect(await page.getByRole('complementary', { name: 'Comparison' }).textContent()).toContain('2 sites to compare');
    await page.goto('/explore?q=thistlegorm');
    await page.getByRole('button', { name: 'Compare SS Thistlegorm' }).click();
    await Promise.all([page.waitForURL(/\/compare\?ids=\d+,\d+,\d+/), page.getByRole('link', { name: 'Compare now' }).click()]);
    const table = page.getByTestId('compare-table');
    for (const name of ['Great Blue Hole', "Dean's Blue Hole", 'SS Thistlegorm']) await expect.poll(() => table.textContent()).toContain(name);
    expect(await table.textContent()).toMatch(/km to SS Thistlegorm/);
    await expectNoAxeViolations(page);

    const shared = page.url();
    const other = await newPage(browser);
    await other.goto(shared);
    expect(await other.getByTestId('compare-table').locator('thead th').count()).toBe(3);
    await other.getByRole('link', { name: 'Remove SS Thistlegorm from the comparison' }).click();
    await other.waitForURL((url) => url.searchParams.get('ids')?.split(',').length === 2);
    await other.fill('#compare-add', 'punta loma');
    await other.getByRole('button', { name: 'Add', exact: true }).click();
    await other.waitForURL((url) => url.searchParams.get('ids')?.split(',').length === 3);
    await expect.poll(() => other.getByTestId('compare-table').textContent()).toContain('Punta Loma');
    await other.goto(`${new URL(other.url()).pathname}${new URL(other.url()).search}&lang=es`);
    await expectNoAxeViolations(other);
  });

  it('a visitor downloads the results as GPX and KML', async () => {
    const gpx = await fetch(`${baseUrl()}/explore/export/gpx?q=blue+hole`);
    expect(gpx.headers.get('content-type')).toContain('application/gpx+xml');
    expect(gpx.headers.get('content-disposition')).toContain('blue-hole.gpx');
    const text = await gpx.text();
    expect(text).toMatch(/<wpt lat="-?\d+(\.\d+)?" lon="-?\d+(\.\d+)?">\s*<name>Great Blue Hole<\/name>/);
    const kml = await (await fetch(`${baseUrl()}/explore/export/kml?q=thistlegorm`)).text();
    expect(kml).toContain('<name>SS Thistlegorm</name>');
    expect(kml).toMatch(/<coordinates>33\.\d+,27\.\d+,0<\/coordinates>/);
  });

  it('search engines find every published site through robots.txt and the sitemap', async () => {
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${baseUrl()}/explore</loc>`);
    expect((sitemap.match(/\/listing\/\d+<\/loc>/g) ?? []).length).toBeGreaterThan(250);
  });
});
