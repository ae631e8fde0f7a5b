import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, layoutShift, MOBILE, newPage, useBrowser, visit } from '../setup/browser.ts';

/** Follows a link and waits until the new page has rendered. */
async function follow(page: Page, link: ReturnType<Page['locator']>, url: RegExp) {
  const before = await page.locator('h1').textContent();
  await link.click();
  await page.waitForURL(url);
  // The new page renders in a transition, possibly just after the address changed.
  await page.waitForFunction((old) => document.querySelector('h1')?.textContent !== old, before);
  await page.waitForLoadState('networkidle');
}

const cardNames = (page: Page) => page.locator('[data-testid=center-card] h3').allTextContents();

describe('a visitor looks for a dive centre', { timeout: 180_000 }, () => {
  const browser = useBrowser();

  it('a visitor finds a centre by place, then narrows the results with filters kept in the URL', async () => {
    const page = await newPage(browser);
    await visit(page, '/find-a-dive-center');
    expect(await page.locator('h1').textContent()).toBe('Find a dive centre');
    await expectNoAxeViolations(page);

    // Other journeys add centres of their own; Bonaire only has the seeded sample.
    await page.fill('#finder-near', 'Bonaire');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/near=Bonaire/);
    await expect.poll(() => page.locator('#finder-results').textContent(), { timeout: 10_000 }).toMatch(/dive centres? near Bonaire/);
    const names = await cardNames(page);
    expect(names[0]).toContain('Sample Flamingo Shore Divers (demo)');
    expect(await page.getByTestId('center-card').first().textContent()).toMatch(/\d km away/);
    // The locator map numbers the nearby results like the cards.
    expect(await page.locator('svg[role=img] title').first().textContent()).toMatch(/closest to the place searched/);
    await expectNoAxeViolations(page);

    // Filters: a training agency, ticked in the form; the search stays near Bonaire.
    await page.locator('summary', { hasText: 'Training agencies' }).click();
    await page.check('#finder-agency-gue');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/agency=gue/);
    await expect.poll(() => cardNames(page), { timeout: 10_000 }).toEqual(['Result 1: Sample Cenote Explorers (demo)']);
    expect(page.url()).toContain('near=Bonaire');

    // Languages, courses and services, straight from shared links.
    await visit(page, '/find-a-dive-center?near=Sydney&speaks=ja');
    expect((await cardNames(page)).map((name) => name.replace(/^Result \d+: /, ''))).toEqual(['Sample Harbour Divers (demo)']);
    await visit(page, '/find-a-dive-center?course=cave');
    expect((await cardNames(page)).map((name) => name.replace(/^Result \d+: /, ''))).toEqual(['Sample Cenote Explorers (demo)']);
    await visit(page, '/find-a-dive-center?near=Bonaire&service=shore-dives&service=night-dives');
    const withServices = (await cardNames(page)).map((name) => name.replace(/^Result \d+: /, ''));
    expect(withServices[0]).toBe('Sample Flamingo Shore Divers (demo)');
    expect(withServices).not.toContain('Sample Cenote Explorers (demo)');
    expect(await page.isChecked('#finder-service-night-dives')).toBe(true);
    await visit(page, '/find-a-dive-center?near=Bonaire&rating=4');
    expect(await cardNames(page)).not.toContainEqual(expect.stringContaining('Sample Flamingo Shore Divers'));
    await visit(page, '/find-a-dive-center?agency=gue&speaks=ja');
    expect(await page.locator('#finder-results').textContent()).toMatch(/^0 dive centres/);
    expect(await page.locator('main').textContent()).toContain('No dive centres match all of these filters');

    await visit(page, '/find-a-dive-center?near=Dahab&lang=es');
    expect(await page.locator('h1').textContent()).toBe('Buscar un centro de buceo');
    expect(await page.locator('#finder-results').textContent()).toMatch(/cerca de Dahab/);
    await expectNoAxeViolations(page);
  });

  it('a visitor lets the browser share their position and gets the nearest centres first', async () => {
    const page = await newPage(browser, { geolocation: { latitude: 20.2, longitude: -87.45 }, permissions: ['geolocation'] });
    await visit(page, '/find-a-dive-center');
    const nearMe = page.getByRole('button', { name: 'Near me' });
    await nearMe.waitFor();
    // The button appears once the page's script runs: beside the place field, so nothing on the page moves.
    // (A row pushed down by it would score above 0.02; Inter arriving after the first paint in this new
    // browser context may still nudge a line of text by a fraction of a pixel.)
    expect(await layoutShift(page)).toBeLessThan(0.001);
    await nearMe.click();
    await page.waitForURL(/at=20\.2/);
    await expect.poll(() => page.locator('#finder-results').textContent(), { timeout: 10_000 }).toMatch(/near your position/);
    expect((await cardNames(page))[0]).toContain('Sample Cenote Explorers (demo)');
  });

  it('a visitor finds a dive resort near a place and sees it described as a resort to search engines', async () => {
    const page = await newPage(browser);
    await visit(page, '/find-a-dive-resort?near=Gozo');
    expect(await page.locator('h1').textContent()).toBe('Find a dive resort');
    const names = await cardNames(page);
    expect(names[0]).toContain('Sample Gozo Dive Lodge (demo)');
    expect(names.join(' ')).not.toContain('Sample Reef Divers');
    await expectNoAxeViolations(page);
    await visit(page, '/find-a-dive-resort?near=Gozo&lang=es');
    expect(await page.locator('h1').textContent()).toBe('Buscar un resort de buceo');
    await expectNoAxeViolations(page);

    await follow(page, page.getByRole('link', { name: /Sample Gozo Dive Lodge/ }), /\/dive-center\/\d+/);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
    expect(jsonLd['@type']).toBe('Resort');
    expect(jsonLd.name).toBe('Sample Gozo Dive Lodge (demo)');
  });

  it('a visitor reads a centre page: no email address in its source, a sign-in prompt instead, and its sites link both ways', async () => {
    const page = await newPage(browser);
    await visit(page, '/find-a-dive-center?near=Dahab');
    await follow(page, page.getByRole('link', { name: /Sample Reef Divers/ }), /\/dive-center\/\d+/);
    const path = new URL(page.url()).pathname;
    await visit(page, path);
    expect(await page.locator('h1').textContent()).toBe('Sample Reef Divers (demo)');
    expect(await page.locator('main').textContent()).toContain('This is an invented business');
    expect(await page.locator('#contact').textContent()).toContain('Sign in to send a message');
    expect(await page.locator('#contact form').count()).toBe(0);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
    expect(jsonLd['@type']).toBe('SportsActivityLocation');
    await expectNoAxeViolations(page);
    await visit(page, `${path}?lang=es`);
    expect(await page.locator('#about-heading').textContent()).toBe('Sobre el centro');
    await expectNoAxeViolations(page);
    await visit(page, `${path}?lang=en`);

    // The server-rendered document and the data a client navigation fetches carry no address.
    for (const url of [`${baseUrl()}${path}`, `${baseUrl()}${path}.data`]) {
      const source = await (await fetch(url)).text();
      expect(source).toContain('Sample Reef Divers');
      // The seeded sample's address is sample-reef-divers@example.com.
      expect(source).not.toContain('sample-reef-divers@');
      expect(source).not.toContain('mailto:');
    }

    // A site the centre visits lists the centre, and links back to it.
    const siteLink = page.locator('#sites a').first();
    const siteName = await siteLink.textContent();
    await follow(page, siteLink, /\/listing\/\d+/);
    expect(await page.locator('h1').textContent()).toBe(siteName);
    const centres = page.getByTestId('site-centers');
    expect(await centres.textContent()).toContain('Centres that dive here');
    expect(await centres.getByRole('link', { name: 'Sample Reef Divers (demo)' }).getAttribute('href')).toBe(path);
    await visit(page, new URL(page.url()).pathname);
    await expectNoAxeViolations(page);
    await visit(page, `${new URL(page.url()).pathname}?lang=es`);
    expect(await page.getByTestId('site-centers').textContent()).toContain('Centros que bucean aquí');
    await expectNoAxeViolations(page);
    await visit(page, `${new URL(page.url()).pathname}?lang=en`);

    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(sitemap).toContain(`${baseUrl()}${path}</loc>`);
  });

  it('on a phone, the finder and a centre page fit the screen without sideways scrolling', async () => {
    const page = await newPage(browser, { viewport: MOBILE });
    for (const path of ['/find-a-dive-center?near=Dahab', '/find-a-dive-resort']) {
      await visit(page, path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
    await follow(page, page.getByRole('link', { name: /Sample Gozo Dive Lodge/ }).first(), /\/dive-center\/\d+/);
    await visit(page, new URL(page.url()).pathname);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page);
  });
});
