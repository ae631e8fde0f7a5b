import { describe, expect, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, openPage, useBrowser } from '../setup/browser.ts';

describe('a first visit', () => {
  const browser = useBrowser();

  it('a visitor sees the translated headline and the number of dive sites, server-rendered', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    expect(html).toContain('The world below awaits...');
    expect(html).toMatch(/data-testid="site-count"[^>]*>\d[\d,]* dive sites? and counting/);

    const page = await openPage(browser());
    await page.goto('/');
    await expect(page.locator('h1').textContent()).resolves.toBe('The world below awaits...');
    await expectNoAxeViolations(page);
  });

  it('a Spanish visitor gets the page in Spanish, by ?lang= and then by cookie', async () => {
    const page = await openPage(browser());
    await page.goto('/?lang=es');
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    expect(await page.locator('h1').textContent()).toBe('El mundo submarino te espera...');
    await page.goto('/');
    expect(await page.getAttribute('html', 'lang')).toBe('es');
  });

  it('HTML responses carry the security headers with a fresh nonce that matches the inline scripts', async () => {
    const first = await fetch(`${baseUrl()}/`);
    const second = await fetch(`${baseUrl()}/`);
    const csp = first.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers.get('content-security-policy')).not.toContain(nonce);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(first.headers.get('x-request-id')).toBeTruthy();
    const html = await first.text();
    const inlineScripts = html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const tag of inlineScripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('hashed assets are cached for a year and compressed', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const asset = /href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const response = await fetch(`${baseUrl()}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('an unknown address gives a helpful page with status 404', async () => {
    const response = await fetch(`${baseUrl()}/no-such-page`);
    expect(response.status).toBe(404);
    const page = await openPage(browser());
    await page.goto('/no-such-page');
    expect(await page.locator('h1').textContent()).toBe('Page not found');
    await expectNoAxeViolations(page);
  });

  it('the health check answers 200 while the database is up', async () => {
    const response = await fetch(`${baseUrl()}/healthz`);
    expect(response.status).toBe(200);
  });
});
