// The page frame every visitor sees: header, dropdowns, language, mobile menu, bottom bar, footer, head.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE_NAME } from '../../app/features/consent/cookie-catalogue.ts';
import { signUpOverHttp } from '../factories/members.ts';
import { baseUrl, DESKTOP, expectNoAxeViolations, MOBILE, openPage, useBrowser } from '../setup/browser.ts';

// A visitor who already made a cookie choice, so the banner does not cover the page.
async function openFramePage(browser: Parameters<typeof openPage>[0], viewport = DESKTOP): Promise<Page> {
  const page = await openPage(browser, { viewport });
  await page.context().addCookies([{ name: 'cookieChoiceDone', value: 'true', url: baseUrl() }]);
  return page;
}

const headerStyle = (page: Page) => page.getByTestId('site-header').getAttribute('data-style');
const headerBackground = (page: Page) => page.getByTestId('site-header').evaluate((element) => getComputedStyle(element).backgroundColor);

describe('the page frame', () => {
  const browser = useBrowser();

  it('a visitor sees the header turn white with a shadow only once the page is scrolled more than 80 px', async () => {
    const page = await openFramePage(browser());
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(await headerStyle(page)).toBe('transparent');
    expect(await headerBackground(page)).toBe('rgba(0, 0, 0, 0)');

    await page.evaluate(() => window.scrollTo(0, 80));
    await page.waitForTimeout(150);
    expect(await headerStyle(page)).toBe('transparent');

    await page.evaluate(() => window.scrollTo(0, 81));
    await expect.poll(() => headerStyle(page)).toBe('scrolled');
    await expect.poll(() => headerBackground(page), { timeout: 2000 }).toBe('rgb(255, 255, 255)');
    expect(await page.getByTestId('site-header').evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none');

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => headerStyle(page)).toBe('transparent');
  });

  it('a signed-out visitor sees the wordmark, the main navigation and a Sign Up button', async () => {
    const page = await openFramePage(browser());
    await page.goto('/about');
    const header = page.getByTestId('site-header');
    expect(await header.locator('a[href="/"]').first().textContent()).toBe('DiveAtlas');
    const nav = header.getByRole('navigation', { name: 'Main' });
    const topLevel = await nav.locator(':scope > ul > li').evaluateAll((items) => items.map((item) => item.querySelector('a, button')?.textContent?.trim()));
    expect(topLevel).toEqual(['Explore', 'About Us', 'Resources', 'Dive Centers & Resorts', 'Member Offers', 'News']);
    const signUp = header.getByRole('link', { name: 'Sign Up' });
    expect(await signUp.getAttribute('href')).toBe('/sign-up');
    expect(await signUp.isVisible()).toBe(true);
    expect(await nav.locator('a[href="/add-dive-center"]').textContent()).toBe('Own a Dive Center?');
    for (const href of ['/explore', '/who-we-are', '/dive-tables', '/certification-equivalency', '/universal-dive-signals', '/find-a-dive-center', '/find-a-dive-resort', '/member-offers', '/news']) {
      expect(await nav.locator(`a[href="${href}"]`).count(), href).toBe(1);
    }
  });

  it('a signed-in member sees the avatar menu instead of Sign Up, with their greeting and links, and logs out from it', async () => {
    const page = await openFramePage(browser());
    const member = await signUpOverHttp(page, { firstName: 'Coral', lastName: 'Menuette' });
    expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain(SESSION_COOKIE_NAME);
    await page.goto('/about');
    await page.waitForLoadState('networkidle');
    const header = page.getByTestId('site-header');
    expect(await header.getByRole('link', { name: 'Sign Up' }).count()).toBe(0);
    const button = header.getByRole('button', { name: 'Account menu for Coral Menuette' });
    expect(await button.locator('span[aria-hidden="true"]').first().textContent()).toBe('CM');
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await header.getByTestId('account-greeting').textContent()).toBe('Welcome Coral');
    expect(await header.getByRole('link', { name: `Member ID: ${member.memberId}` }).getAttribute('href')).toBe(`/user/${member.memberId}`);
    const links = await header.locator('[id] ul a').evaluateAll((items) => items.filter((item) => item.closest('[hidden]') === null).map((item) => [item.textContent, item.getAttribute('href')]));
    expect(links).toEqual([
      ['My logbook', '/logbook'],
      ['Notifications', '/account/notifications'],
      ['Your feed', '/account/feed'],
      ['Inbox', '/account/inbox'],
      ['Reservations', '/account/reservations'],
      ['My Trips', '/trips'],
      ['Wishlist', '/account/wishlist'],
      ['Contribute', '/add-listing'],
      ['My Profile', '/account/settings'],
    ]);
    await expectNoAxeViolations(page);
    await header.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => page.getByTestId('site-header').getByRole('link', { name: 'Sign Up' }).count(), { timeout: 5000 }).toBe(1);
  });

  it('a keyboard user opens a dropdown, moves through it with the arrow keys and closes it with Escape', async () => {
    const page = await openFramePage(browser());
    await page.goto('/about');
    await page.waitForLoadState('networkidle');
    const button = page.getByRole('button', { name: 'Resources' });
    const panelId = await button.getAttribute('aria-controls');
    const panel = page.locator(`[id="${panelId}"]`);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await panel.isVisible()).toBe(false);

    await button.focus();
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await panel.isVisible()).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Dive Tables');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Certification Equivalency');
    await page.keyboard.press('End');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Universal Dive Signals');
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await panel.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Resources');

    // ArrowDown on the closed button opens the panel on its first item; Space toggles.
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Dive Tables');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Space');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await expectNoAxeViolations(page);
  });

  it('a visitor opens a dropdown with a click and closes it with a click outside, or by opening another', async () => {
    const page = await openFramePage(browser());
    await page.goto('/about');
    await page.waitForLoadState('networkidle');
    const centers = page.getByRole('button', { name: 'Dive Centers & Resorts' });
    await centers.click();
    expect(await centers.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByTestId('site-header').getByRole('link', { name: 'Find a Dive Resort' }).isVisible()).toBe(true);
    await page.mouse.click(640, 500);
    expect(await centers.getAttribute('aria-expanded')).toBe('false');

    await centers.click();
    await page.getByRole('button', { name: 'About Us' }).click();
    expect(await centers.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('button', { name: 'About Us' }).getAttribute('aria-expanded')).toBe('true');

    await page.getByTestId('site-header').getByRole('link', { name: 'Who We Are' }).click();
    await page.waitForURL('**/who-we-are');
    expect(await page.getByRole('button', { name: 'About Us' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('a visitor switches to Spanish with the language menu: the page, <html lang>, cookie and local storage follow', async () => {
    const page = await openFramePage(browser());
    await page.goto('/help');
    await page.waitForLoadState('networkidle');
    const languageButton = page.getByRole('button', { name: 'Language: English, EN' });
    expect(await languageButton.locator('img').getAttribute('src')).toBe('/flags/gb.svg');
    await languageButton.click();
    await page.getByRole('link', { name: 'Español' }).click();
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('es');
    expect(await page.locator('h1').textContent()).toBe('¿En qué podemos ayudarte?');
    expect(new URL(page.url()).pathname).toBe('/help');
    expect(await page.getByRole('button', { name: 'Idioma: Español, ES' }).locator('img').getAttribute('src')).toBe('/flags/es.svg');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('es');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('es');

    // The choice is remembered on the next visit, without the query parameter.
    await page.goto('/pricing');
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    expect(await page.locator('h1').textContent()).toBe('Planes para centros y resorts de buceo');
    await expectNoAxeViolations(page);
  });

  it('?lang= switches the language on any address and stores it', async () => {
    const page = await openFramePage(browser());
    await page.goto('/pricing?lang=es');
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    await page.goto('/about?lang=en');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.locator('h1').textContent()).toBe('A shared atlas of the underwater world');
    await page.waitForLoadState('networkidle');
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('en');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
    await page.goto('/news');
    expect(await page.locator('h1').textContent()).toBe('News from the community');
  });

  it('on a phone, the full-screen menu traps focus, opens one section at a time and closes on navigation', async () => {
    const page = await openFramePage(browser(), MOBILE);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.waitFor();
    expect(await open.getAttribute('aria-expanded')).toBe('true');
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    const box = await dialog.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: MOBILE.width, height: MOBILE.height });
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');

    // Tab and Shift+Tab never leave the dialog.
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    // From the first element (the wordmark), Shift+Tab wraps round to the last (the Spanish link).
    await dialog.getByRole('link', { name: 'DiveAtlas' }).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Español');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('DiveAtlas');

    const resources = dialog.getByRole('button', { name: 'Resources' });
    const centers = dialog.getByRole('button', { name: 'Dive Centers & Resorts' });
    await resources.click();
    expect(await resources.getAttribute('aria-expanded')).toBe('true');
    expect(await dialog.getByRole('link', { name: 'Dive Tables' }).isVisible()).toBe(true);
    await centers.click();
    expect(await centers.getAttribute('aria-expanded')).toBe('true');
    expect(await resources.getAttribute('aria-expanded')).toBe('false');
    expect(await dialog.getByRole('link', { name: 'Dive Tables' }).isVisible()).toBe(false);
    expect(await dialog.getByRole('link', { name: 'Find a Dive Resort' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'About Us' }).click();
    await dialog.getByRole('link', { name: 'Who We Are' }).click();
    await page.waitForURL('**/who-we-are');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await open.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');

    // Escape closes it too, and focus goes back to the menu button.
    await open.click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu');
  });

  it('on a phone, the bottom bar offers five labelled destinations; on a desktop there is none', async () => {
    const page = await openFramePage(browser(), MOBILE);
    await page.goto('/about');
    const bar = page.getByRole('navigation', { name: 'Quick links' });
    expect(await bar.isVisible()).toBe(true);
    const links = await bar.getByRole('link').evaluateAll((items) => items.map((item) => [item.getAttribute('aria-label'), item.getAttribute('href')]));
    expect(links).toEqual([
      ['Home', '/'],
      ['Explore', '/explore'],
      ['Account settings', '/account/settings'],
      ['Wishlist', '/account/wishlist'],
      ['Map explore', '/map-explore'],
    ]);
    for (const icon of await bar.locator('svg').all()) expect(await icon.getAttribute('aria-hidden')).toBe('true');
    const barBox = await bar.boundingBox();
    expect(Math.round((barBox?.y ?? 0) + (barBox?.height ?? 0))).toBe(MOBILE.height);
    await expectNoAxeViolations(page);

    const desktop = await openFramePage(browser(), { width: 1280, height: 800 });
    await desktop.goto('/about');
    expect(await desktop.getByTestId('bottom-bar').isVisible()).toBe(false);
  });

  it('the footer shows the current year, the organisation and the links Home, Explore, Pricing, Help and Privacy', async () => {
    const page = await openFramePage(browser());
    await page.goto('/');
    const footer = page.getByTestId('site-footer');
    expect(await footer.getByTestId('copyright').textContent()).toBe(`© ${new Date().getFullYear()} DiveAtlas`);
    for (const [name, href] of [['Home', '/'], ['Explore', '/explore'], ['Pricing', '/pricing'], ['Help', '/help'], ['Privacy', '/privacy']]) {
      expect(await footer.getByRole('link', { name, exact: true }).getAttribute('href'), name).toBe(href);
    }
  });

  it('every page carries its own title, description, icons, manifest, theme colour and social tags', async () => {
    const html = await (await fetch(`${baseUrl()}/pricing`)).text();
    expect(html).toContain('<title>Pricing for dive centres · DiveAtlas</title>');
    expect(html).toMatch(/<meta name="description" content="Plans for dive centres and resorts[^"]*"/);
    expect(html).toContain('<meta name="theme-color" content="#06213a"/>');
    expect(html).toMatch(/<meta property="og:url" content="http:\/\/127\.0\.0\.1:\d+\/pricing"/);
    expect(html).toContain('<meta property="og:title" content="Pricing for dive centres · DiveAtlas"/>');
    expect(html).toMatch(/<meta property="og:description" content="Plans for dive centres/);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/images\/og-image\.png"/);
    expect(html).toContain('<meta property="og:type" content="website"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary"/>');
    // React Router stamps the CSP nonce on each <link>.
    expect(html).toMatch(/<link nonce="[^"]+" rel="icon" href="\/favicon\.ico" sizes="48x48"\/>/);
    expect(html).toMatch(/<link nonce="[^"]+" rel="icon" href="\/icon\.svg" type="image\/svg\+xml"\/>/);
    expect(html).toMatch(/<link nonce="[^"]+" rel="apple-touch-icon" href="\/apple-touch-icon\.png"\/>/);
    expect(html).toMatch(/<link nonce="[^"]+" rel="manifest" href="\/manifest\.webmanifest"\/>/);
    expect(html).toMatch(/<link nonce="[^"]+" rel="preload" href="\/assets\/inter-latin-400-800-[\w-]+\.woff2" as="font" type="font\/woff2" crossorigin="anonymous"\/>/);
    // The first paint waits until the footer has been read: the bottom bar, right after it, is expected.
    expect(html).toMatch(/<link nonce="[^"]+" rel="expect" href="#bottom-bar" blocking="render"\/>/);
    expect(html.indexOf('<nav id="bottom-bar"')).toBeGreaterThan(html.indexOf('</footer>'));
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/pricing"\/>/);
    expect(html).toMatch(/<link rel="alternate" hrefLang="es" href="http:\/\/127\.0\.0\.1:\d+\/pricing\?lang=es"\/>/);

    const spanish = await (await fetch(`${baseUrl()}/pricing?lang=es`)).text();
    expect(spanish).toContain('<title>Precios para centros de buceo · DiveAtlas</title>');

    for (const [path, type] of [
      ['/favicon.ico', 'image/'],
      ['/icon.svg', 'image/svg+xml'],
      ['/apple-touch-icon.png', 'image/png'],
      ['/icon-192.png', 'image/png'],
      ['/icon-512.png', 'image/png'],
      ['/images/og-image.png', 'image/png'],
      ['/flags/gb.svg', 'image/svg+xml'],
      ['/flags/es.svg', 'image/svg+xml'],
    ]) {
      const response = await fetch(`${baseUrl()}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toContain(type);
    }
  });

  it('the site can be installed: the web manifest names the organisation and carries 192 and 512 px icons', async () => {
    const response = await fetch(`${baseUrl()}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await response.json()) as { name: string; start_url: string; display: string; theme_color: string; icons: { sizes: string; purpose?: string }[] };
    expect(manifest).toMatchObject({ name: 'DiveAtlas', start_url: '/', display: 'standalone', theme_color: '#06213a' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });

  it('a page makes no request to any other site: fonts, flags and images are self-hosted', async () => {
    const page = await openPage(browser(), { viewport: MOBILE });
    const origins = new Set<string>();
    page.on('request', (request) => origins.add(new URL(request.url()).origin));
    await page.goto('/?lang=es');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Abrir el menú' }).click();
    await page.getByRole('dialog', { name: 'Menú' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect([...origins].filter((origin) => origin.startsWith('http'))).toEqual([new URL(baseUrl()).origin]);
  });
  it('before the page is interactive, a tap opens the dropdowns and the language menu, and the menu button leads to every page', async () => {
    // No script at all: what a phone shows while the page's JavaScript is still on its way.
    const desktop = await openPage(browser(), { javaScriptEnabled: false });
    await desktop.context().addCookies([{ name: 'cookieChoiceDone', value: 'true', url: baseUrl() }]);
    await desktop.goto('/about');
    const header = desktop.getByTestId('site-header');
    const tables = header.getByRole('link', { name: 'Dive Tables' });
    expect(await tables.isVisible()).toBe(false);
    await header.getByText('Resources', { exact: true }).click();
    expect(await tables.isVisible()).toBe(true);
    await header.getByText('EN', { exact: true }).click();
    await header.getByRole('link', { name: 'Español' }).click();
    await desktop.waitForURL('**/about?lang=es');
    expect(await desktop.getAttribute('html', 'lang')).toBe('es');

    const phone = await openPage(browser(), { javaScriptEnabled: false, viewport: MOBILE });
    await phone.context().addCookies([{ name: 'cookieChoiceDone', value: 'true', url: baseUrl() }]);
    await phone.goto('/help');
    await phone.getByRole('link', { name: 'Open menu' }).click();
    await phone.waitForURL('**/help#site-links');
    const footer = phone.getByTestId('site-footer');
    for (const name of ['Explore', 'Dive Tables', 'Find a Dive Resort', 'Who We Are', 'Member Offers']) {
      expect(await footer.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    }
  });
});
