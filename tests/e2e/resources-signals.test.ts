import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, MOBILE, openPage, useBrowser } from '../setup/browser.ts';

/** The page updates as the visitor types; a busy machine may take a moment. */
const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });

async function openSignals(browser: Browser, path: string, options: Parameters<typeof openPage>[1] = {}): Promise<Page> {
  const page = await openPage(browser, options);
  await page.context().addCookies([{ name: 'cookieChoiceDone', value: 'true', url: baseUrl() }]);
  await page.goto(path, { waitUntil: 'networkidle' });
  return page;
}

const cards = (page: Page) => page.locator('[data-signal-card]');

describe('a diver learns the hand signals', () => {
  const browser = useBrowser();

  it('a visitor sees at least 40 signals, each with its drawing, grouped', async () => {
    const response = await fetch(`${baseUrl()}/universal-dive-signals`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect((html.match(/data-signal-card=/g) ?? []).length).toBeGreaterThanOrEqual(40);

    const page = await openSignals(browser(), '/universal-dive-signals');
    await expect(page.locator('h1').first().textContent()).resolves.toBe('Universal dive signals');
    const count = await cards(page).count();
    expect(count).toBeGreaterThanOrEqual(40);
    expect(await page.locator('[data-signal-card] svg[data-signal]').count()).toBe(count);
    expect(await page.locator('[data-signal-card] svg[data-signal="fallback"]').count()).toBe(0);
    expect(await page.locator('section h2').count()).toBeGreaterThanOrEqual(8);
    await expectNoAxeViolations(page);
  });

  it('a Spanish-speaking visitor on a phone gets every signal in Spanish', async () => {
    const response = await fetch(`${baseUrl()}/universal-dive-signals?lang=es`);
    expect(response.status).toBe(200);
    const spanish = await openSignals(browser(), '/universal-dive-signals?lang=es', { viewport: MOBILE });
    await expect(spanish.locator('h1').first().textContent()).resolves.toBe('Señales universales de buceo');
    expect(await cards(spanish).count()).toBeGreaterThanOrEqual(40);
    expect(await spanish.locator('[data-signal-card="shark"] h3').textContent()).toBe('Tiburón');
    await expectNoAxeViolations(spanish);
  });

  it('a visitor narrows the list by typing, and finds a Spanish term with or without its accent', async () => {
    const page = await openSignals(browser(), '/universal-dive-signals');
    const total = await cards(page).count();
    await page.fill('#signal-search', 'shark');
    await eventually(() => cards(page).count()).toBeLessThan(total);
    expect(await page.locator('[data-signal-card="shark"]').count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('q')).toBe('shark');

    await page.fill('#signal-search', 'zzzz-nothing');
    await eventually(() => cards(page).count()).toBe(0);
    expect(await page.getByTestId('signal-count').textContent()).toContain('No signal matches');

    const spanish = await openSignals(browser(), '/universal-dive-signals?lang=es');
    await spanish.fill('#signal-search', 'tiburon');
    await eventually(() => spanish.locator('[data-signal-card="shark"]').count()).toBe(1);
    expect(await cards(spanish).count()).toBeLessThan(total);
    await spanish.fill('#signal-search', 'oído');
    await eventually(() => spanish.locator('[data-signal-card="ear-problem"]').count()).toBe(1);
  });

  it('a search link works without JavaScript, and the page prints as a compact sheet without the site frame', async () => {
    const noScript = await openSignals(browser(), '/universal-dive-signals?q=tortuga&lang=es', { javaScriptEnabled: false });
    expect(await cards(noScript).count()).toBe(1);
    expect(await noScript.locator('[data-signal-card="turtle"]').count()).toBe(1);

    const page = await openSignals(browser(), '/universal-dive-signals');
    expect(await page.getByRole('button', { name: 'Print cheat sheet' }).isVisible()).toBe(true);
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByTestId('site-header').isVisible()).toBe(false);
    expect(await page.getByTestId('site-footer').isVisible()).toBe(false);
    expect(await page.locator('#signal-search').isVisible()).toBe(false);
    expect(await page.getByText('Dive hand signals: cheat sheet').isVisible()).toBe(true);
    // Four signals to a row on paper.
    const tops = await cards(page).evaluateAll((nodes) => nodes.slice(0, 4).map((n) => Math.round(n.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
  });
});
