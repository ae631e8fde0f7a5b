// The home page: the hero, the search that leads to Explore, and what a visitor finds below the fold.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { skipCookieBanner } from '../factories/centers.ts';
import { baseUrl, DESKTOP, expectNoAxeViolations, MOBILE, openPage, useBrowser } from '../setup/browser.ts';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../.cache/screenshots');
const HEADLINE_ES = 'El mundo submarino te espera...';

describe('the home page', () => {
  const browser = useBrowser();

  it('a visitor reads the headline and the three lines, and searches a location', async () => {
    const page = await openPage(browser());
    await page.context().addCookies([{ name: 'cookieChoiceDone', value: 'true', url: baseUrl() }]);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(await page.locator('h1').textContent()).toBe('The world below awaits...');
    for (const line of [
      'Compare dive sites from hundreds of locations.',
      'Plan your dives with real dive tables.',
      'Join a growing community of divers finding their ideal dive locations.',
    ]) {
      expect(await page.getByText(line, { exact: true }).isVisible(), line).toBe(true);
    }
    const search = page.getByRole('search').getByRole('combobox', { name: 'Search a location...' });
    expect(await search.getAttribute('placeholder')).toBe('Search a location...');
    expect(await page.getByRole('link', { name: 'View the map' }).getAttribute('href')).toBe('/map-explore');
    await search.fill('Blue Hole');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/explore');
    expect(new URL(page.url()).searchParams.get('q')).toBe('Blue Hole');
  });

  it('the search box suggests places while the visitor types, as the map’s does, and a chosen sea opens on the map', async () => {
    const page = await openPage(browser());
    await page.context().addCookies([{ name: 'cookieChoiceDone', value: 'true', url: baseUrl() }]);
    await page.goto('/?lang=es');
    await page.waitForLoadState('networkidle');
    const search = page.getByRole('search').getByRole('combobox', { name: 'Busca un lugar...' });
    await search.pressSequentially('Mar Ro', { delay: 60 });
    const option = page.getByRole('listbox').getByRole('option', { name: /Mar Rojo/ });
    await option.first().waitFor({ timeout: 10_000 });
    expect(await option.first().textContent()).toMatch(/Mar · \d+ puntos de buceo/);
    await option.first().click();
    await page.waitForURL((url) => url.pathname === '/map-explore');
    expect(new URL(page.url()).searchParams.get('q')).toBe('Mar Rojo');
  });

  it('a dive site suggested while typing opens its own page', async () => {
    const page = await openPage(browser());
    await page.context().addCookies([{ name: 'cookieChoiceDone', value: 'true', url: baseUrl() }]);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const search = page.getByRole('search').getByRole('combobox', { name: 'Search a location...' });
    await search.pressSequentially('Thistleg', { delay: 60 });
    const option = page.getByRole('option', { name: /SS Thistlegorm/ });
    await option.first().waitFor({ timeout: 10_000 });
    await search.press('ArrowDown');
    await search.press('Enter');
    await page.waitForURL((url) => /^\/listing\/\d+$/.test(url.pathname));
    await expect.poll(() => page.locator('h1').first().textContent()).toContain('Thistlegorm');
  });

  it('below the fold: featured seeded sites, countries, resources, offers and news, linked to their pages', async () => {
    const page = await openPage(browser());
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Featured dive sites' });
    const cards = featured.locator('a[href^="/listing/"]');
    expect(await cards.count()).toBe(6);
    expect(await cards.first().getAttribute('href')).toMatch(/^\/listing\/\d+$/);
    expect(await featured.getByText('Seed data', { exact: true }).count()).toBe(6);
    const regions = page.getByRole('region', { name: 'Explore by country' }).locator('a');
    expect(await regions.count()).toBeGreaterThan(3);
    expect(await regions.first().getAttribute('href')).toMatch(/^\/explore\?country=[A-Z]{2}$/);
    const resources = page.getByRole('region', { name: 'Dive resources' });
    expect(await resources.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/dive-tables',
      '/certification-equivalency',
      '/universal-dive-signals',
    ]);
    // Other tests publish offers and news on the same server: each section shows either its cards or its empty note.
    const offers = page.getByRole('region', { name: 'Member offers' });
    const offerTitles = await offers.locator('li h3').count();
    if (offerTitles) expect(await offers.locator('li a[href^="/dive-center/"]').count()).toBeGreaterThanOrEqual(offerTitles);
    else expect(await offers.getByText('No offers yet').isVisible()).toBe(true);
    const news = page.getByRole('region', { name: 'Latest news' });
    const articleTitles = await news.locator('li h3').count();
    if (articleTitles) expect(await news.locator('li h3 a[href^="/news/"]').count()).toBe(articleTitles);
    else expect(await news.getByText('No news yet').isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Dive in with the community' }).getByRole('link', { name: 'Create a free account' }).getAttribute('href')).toBe('/sign-up');
  });

  it('in Spanish on a phone, the home page is translated and accessible, and shows the live site count', async () => {
    const page = await openPage(browser(), { viewport: MOBILE });
    await page.goto('/?lang=es');
    expect(await page.locator('h1').textContent()).toBe('El mundo submarino te espera...');
    expect(await page.getByRole('search').getByRole('combobox').getAttribute('placeholder')).toBe('Busca un lugar...');
    expect(await page.getByRole('button', { name: 'Buscar', exact: true }).isVisible()).toBe(true);
    expect(await page.getByTestId('site-count').textContent()).toMatch(/^[\d.]+ puntos? de buceo y sumando$/);
    expect(await page.getByRole('region', { name: 'Puntos de buceo destacados' }).getByText('Datos iniciales', { exact: true }).count()).toBe(6);
    await expectNoAxeViolations(page);
  });
  it('the home page fits desktop and phone widths in both languages (screenshots kept in .cache/screenshots)', async () => {
    await mkdir(SCREENSHOTS, { recursive: true });
    for (const [width, viewport] of [['desktop', DESKTOP], ['mobile', MOBILE]] as const) {
      for (const [lang, headline] of [['en', 'The world below awaits...'], ['es', HEADLINE_ES]] as const) {
        const page = await openPage(browser(), { viewport });
        await skipCookieBanner(page, baseUrl());
        await page.goto(`/?lang=${lang}`);
        const heading = page.locator('main h1');
        expect(await heading.textContent()).toBe(headline);
        // The headline is in the first screen, and nothing makes the page scroll sideways.
        const box = (await heading.boundingBox())!;
        expect(box.y + box.height).toBeLessThan(viewport.height);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await page.screenshot({ path: path.join(SCREENSHOTS, `home-${width}-${lang}.png`), fullPage: true });
        await page.context().close();
      }
    }
  });
});
