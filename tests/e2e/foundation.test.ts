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
    const assets = [...new Set([...html.matchAll(/href="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!))];
    expect(assets.length).toBeGreaterThan(3);
    let compressed = 0;
    for (const asset of assets) {
      const plain = await fetch(`${baseUrl()}${asset}`, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.status, asset).toBe(200);
      expect(plain.headers.get('cache-control'), asset).toBe('public, max-age=31536000, immutable');
      const size = (await plain.arrayBuffer()).byteLength;
      const response = await fetch(`${baseUrl()}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
      await response.arrayBuffer();
      // Files under 1 KB are sent as they are: compressing them saves less than its headers cost.
      if (size >= 1024) {
        expect(response.headers.get('content-encoding'), asset).toBe('gzip');
        compressed++;
      }
    }
    expect(compressed).toBeGreaterThan(0);
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
