// Cookie consent and analytics. Besides the shared server (no analytics), this file starts servers
// configured for Google Analytics and for Plausible. To see what happens on a real (non-local) host
// name, Chromium maps diveatlas.test to 127.0.0.1; the analytics hosts are intercepted, so nothing
// leaves the machine.
import type { BrowserContext, Cookie, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../setup/app-server.ts';
import { baseUrl, DESKTOP, expectNoAxeViolations, MOBILE, openPage, useBrowser } from '../setup/browser.ts';
import { PUBLIC_HOST } from '../setup/chromium.ts';

const GA_ID = 'G-4B7Q2LMN8Z';
const ANALYTICS_HOSTS = /googletagmanager\.com|google-analytics\.com|analytics\.google\.com|plausible\.io/;
const CONSENT_NAMES = ['cookieChoiceDone', 'acceptStatistic', 'acceptMarketing', 'acceptExternalMedia'];
const ONE_YEAR_S = 365 * 24 * 60 * 60;

let googleServer: AppServer;
let plausibleServer: AppServer;

beforeAll(async () => {
  [googleServer, plausibleServer] = await Promise.all([
    startAppServer({ ANALYTICS_PROVIDER: 'google', ANALYTICS_ID: GA_ID }),
    startAppServer({ ANALYTICS_PROVIDER: 'plausible', ANALYTICS_ID: PUBLIC_HOST }),
  ]);
});

afterAll(async () => {
  await Promise.all([googleServer?.stop(), plausibleServer?.stop()]);
});

/** The server's address under the public-looking host name. */
const publicUrl = (server: AppServer) => server.url.replace('127.0.0.1', PUBLIC_HOST);

/**
 * A page that records every analytics request and answers it locally with an empty script. Its clock
 * is the test's: the analytics delay passes when the test moves time forward, not by waiting.
 */
async function watchedPage(context: BrowserContext): Promise<{ page: Page; analytics: Request[] }> {
  const page = await context.newPage();
  await page.clock.install();
  const analytics: Request[] = [];
  page.on('request', (request) => {
    if (ANALYTICS_HOSTS.test(new URL(request.url()).hostname)) analytics.push(request);
  });
  await page.route(ANALYTICS_HOSTS, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* stub */' }));
  return { page, analytics };
}

/**
 * Moves the page's clock forward, then lets the page act on the timers that fired: a request they
 * start is on its way within a few hundred milliseconds of real time.
 */
async function passTime(page: Page, ms: number): Promise<void> {
  await page.clock.fastForward(ms);
  await page.waitForLoadState('networkidle');
  await new Promise((resolve) => setTimeout(resolve, 300));
}

function consentCookies(cookies: Cookie[]) {
  return Object.fromEntries(cookies.filter((cookie) => CONSENT_NAMES.includes(cookie.name)).map((cookie) => [cookie.name, cookie]));
}

function expectOneYearCookies(cookies: Cookie[], expected: Record<string, string>) {
  const found = consentCookies(cookies);
  expect(Object.keys(found).sort()).toEqual([...CONSENT_NAMES].sort());
  const now = Date.now() / 1000;
  for (const [name, value] of Object.entries(expected)) {
    const cookie = found[name]!;
    expect(cookie.value, name).toBe(value);
    expect(cookie.path, name).toBe('/');
    expect(cookie.expires - now, `${name} lifetime`).toBeGreaterThan(ONE_YEAR_S - 120);
    expect(cookie.expires - now, `${name} lifetime`).toBeLessThan(ONE_YEAR_S + 120);
  }
}

describe('the cookie banner', () => {
  const browser = useBrowser();

  it('a first-time visitor sees the banner with its text, three choices, Details, a privacy link and a dismiss', async () => {
    const page = await openPage(browser());
    await page.goto('/');
    const banner = page.getByRole('dialog', { name: 'Cookie settings' });
    await banner.waitFor();
    expect(await banner.textContent()).toContain('This website uses cookies to improve your experience on our website.');
    // Details is a link to the cookie list until the banner's own script has run, then a disclosure button.
    await banner.getByRole('button', { name: 'Details' }).waitFor();
    for (const name of ['Accept all', 'Accept selection', 'Accept only necessary', 'Details', 'Close without choosing']) {
      expect(await banner.getByRole('button', { name }).isVisible(), name).toBe(true);
    }
    expect(await banner.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    const necessary = banner.getByRole('checkbox', { name: 'Necessary' });
    expect(await necessary.isChecked()).toBe(true);
    expect(await necessary.isDisabled()).toBe(true);
    // No analytics provider is configured on this server, so there is no statistics choice.
    expect(await banner.getByRole('checkbox', { name: 'Statistics' }).count()).toBe(0);
    await expectNoAxeViolations(page);

    const spanish = await openPage(browser(), { viewport: MOBILE });
    await spanish.goto('/?lang=es');
    const bannerEs = spanish.getByRole('dialog', { name: 'Configuración de cookies' });
    expect(await bannerEs.getByRole('button', { name: 'Aceptar solo las necesarias' }).isVisible()).toBe(true);
    await expectNoAxeViolations(spanish);
  });

  it('Accept all sets the four cookies for a year on path /, with statistics on, and hides the banner for good', async () => {
    const context = await browser().newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(googleServer.url);
    await page.waitForLoadState('networkidle');
    const banner = page.getByRole('dialog', { name: 'Cookie settings' });
    expect(await banner.getByRole('checkbox', { name: 'Statistics' }).isChecked()).toBe(false);
    await banner.getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    expectOneYearCookies(await context.cookies(), { cookieChoiceDone: 'true', acceptStatistic: 'true', acceptMarketing: 'false', acceptExternalMedia: 'false' });
    await page.reload();
    expect(await page.getByRole('dialog', { name: 'Cookie settings' }).count()).toBe(0);
    await context.close();
  });

  it('Accept only necessary sets statistics to false; Accept selection saves the checkbox as it is', async () => {
    const cases: [string, boolean, string][] = [
      ['Accept only necessary', true, 'false'],
      ['Accept selection', true, 'true'],
      ['Accept selection', false, 'false'],
    ];
    for (const [button, tick, statistic] of cases) {
      const context = await browser().newContext({ viewport: DESKTOP });
      const page = await context.newPage();
      await page.goto(`${googleServer.url}/about`);
      await page.waitForLoadState('networkidle');
      const banner = page.getByRole('dialog', { name: 'Cookie settings' });
      if (tick) await banner.getByRole('checkbox', { name: 'Statistics' }).check();
      await banner.getByRole('button', { name: button }).click();
      await expect.poll(() => banner.count()).toBe(0);
      expectOneYearCookies(await context.cookies(), { cookieChoiceDone: 'true', acceptStatistic: statistic, acceptMarketing: 'false', acceptExternalMedia: 'false' });
      await context.close();
    }
  });

  it('the statistics choice is not offered with the privacy-friendly provider, and Accept all leaves it off', async () => {
    const context = await browser().newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(plausibleServer.url);
    await page.waitForLoadState('networkidle');
    const banner = page.getByRole('dialog', { name: 'Cookie settings' });
    expect(await banner.getByRole('checkbox', { name: 'Necessary' }).isVisible()).toBe(true);
    expect(await banner.getByRole('checkbox', { name: 'Statistics' }).count()).toBe(0);
    await banner.getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    expectOneYearCookies(await context.cookies(), { cookieChoiceDone: 'true', acceptStatistic: 'false', acceptMarketing: 'false', acceptExternalMedia: 'false' });
    await context.close();
  });

  it('Details lists every cookie with its category, duration, origin and purpose', async () => {
    const context = await browser().newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(googleServer.url);
    await page.waitForLoadState('networkidle');
    const banner = page.getByRole('dialog', { name: 'Cookie settings' });
    const details = banner.getByRole('button', { name: 'Details' });
    await details.click();
    // React answers the click in its own time (a moment on a busy machine): wait for it, as a reader would.
    await expect.poll(() => details.getAttribute('aria-expanded')).toBe('true');
    const list = banner.getByTestId('cookie-details');
    await list.waitFor();
    const row = async (name: string) => (await list.locator('tr', { has: page.locator(`th:text-is("${name}")`) }).locator('td').allTextContents()).slice(0, 2);
    expect(await row('cookieChoiceDone')).toEqual(['1 year', 'This site']);
    expect(await row('acceptStatistic')).toEqual(['1 year', 'This site']);
    expect(await row('lang')).toEqual(['1 year', 'This site']);
    expect(await row('_ga')).toEqual(['2 years', 'Google Analytics (set on this site)']);
    expect(await row('_gid')).toEqual(['24 hours', 'Google Analytics (set on this site)']);
    expect(await row('_gac_<id>')).toEqual(['90 days', 'Google Analytics (set on this site)']);
    expect(await list.getByRole('heading').allTextContents()).toEqual(['Necessary', 'Statistics']);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('a visitor can dismiss the banner without choosing, and reopen the settings from the footer later', async () => {
    const page = await openPage(browser());
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Close without choosing' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Cookie settings' }).count()).toBe(0);
    expect(consentCookies(await page.context().cookies())).toEqual({});

    await page.getByTestId('site-footer').getByRole('link', { name: 'Cookie settings' }).click();
    const banner = page.getByRole('dialog', { name: 'Cookie settings' });
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Accept only necessary' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    expect(consentCookies(await page.context().cookies()).cookieChoiceDone?.value).toBe('true');
    await page.getByTestId('site-footer').getByRole('link', { name: 'Cookie settings' }).click();
    expect(await page.getByRole('dialog', { name: 'Cookie settings' }).isVisible()).toBe(true);
  });

  it('a keyboard user meets the banner first: its choices are the first Tab stops after the skip link, and Escape closes it', async () => {
    const page = await openPage(browser(), { viewport: DESKTOP });
    await page.goto('/');
    const banner = page.getByRole('dialog', { name: 'Cookie settings' });
    await banner.waitFor();
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        return { name: (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim(), inBanner: Boolean(element?.closest('[data-testid="cookie-banner"]')) };
      });
    const stops: { name: string; inBanner: boolean }[] = [];
    for (let press = 0; press < 6; press += 1) {
      await page.keyboard.press('Tab');
      stops.push(await focused());
    }
    expect(stops[1]?.inBanner, `the Tab stop after the skip link: ${JSON.stringify(stops[1])}`).toBe(true);
    expect(stops.map((stop) => stop.name)).toEqual(['Skip to content', 'Privacy Policy', 'Accept all', 'Accept selection', 'Accept only necessary', 'Details']);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => banner.count()).toBe(0);
    expect(consentCookies(await page.context().cookies()).cookieChoiceDone?.value).toBe('true');

    // Reopened from the footer, the banner takes the focus; Escape closes it and gives the focus back.
    const settings = page.getByTestId('site-footer').getByRole('link', { name: 'Cookie settings' });
    await settings.focus();
    await page.keyboard.press('Enter');
    await banner.waitFor();
    await expect.poll(async () => (await focused()).inBanner).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => banner.count()).toBe(0);
    expect(await settings.evaluate((link) => link === document.activeElement)).toBe(true);
  });

  it("on a phone, a first visit's banner leaves the home page's search box in view, in both languages", async () => {
    for (const [lang, label] of [
      ['en', 'Search a location...'],
      ['es', 'Busca un lugar...'],
    ] as const) {
      const page = await openPage(browser(), { viewport: { width: 390, height: 844 }, hasTouch: true });
      await page.goto(`/?lang=${lang}`);
      const banner = page.getByTestId('cookie-banner');
      await banner.waitFor();
      const search = page.getByRole('combobox', { name: label });
      const box = (await search.boundingBox())!;
      const bannerBox = (await banner.boundingBox())!;
      expect(box.y + box.height, `${lang}: the search box ends above the banner's top (${bannerBox.y} px)`).toBeLessThanOrEqual(bannerBox.y);
      expect(box.y).toBeGreaterThanOrEqual(64);
      // What a tap in the middle of the box reaches is the box itself, not the banner over it.
      const reached = await search.evaluate((input, [x, y]) => document.elementFromPoint(x!, y!) === input, [box.x + box.width / 2, box.y + box.height / 2]);
      expect(reached, `${lang}: a tap on the search box reaches it`).toBe(true);
      await search.fill('Cozumel');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/explore\?q=Cozumel/);
    }
  });

  it('without JavaScript the banner form posts the choice and the server sets the same cookies', async () => {
    const response = await fetch(`${googleServer.url}/consent`, {
      method: 'POST',
      body: new URLSearchParams({ choice: 'selection', statistic: 'true', redirectTo: '/help?q=x' }),
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/help?q=x');
    // Each cookie's attributes, in whatever order the server writes them.
    const cookies = response.headers.getSetCookie().map((line) => {
      const [pair, ...attributes] = line.split('; ');
      return [pair, ...attributes.sort()].join('; ');
    });
    expect(cookies).toEqual([
      `cookieChoiceDone=true; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Lax`,
      `acceptStatistic=true; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Lax`,
      `acceptMarketing=false; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Lax`,
      `acceptExternalMedia=false; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Lax`,
    ]);
    const offsite = await fetch(`${baseUrl()}/consent`, { method: 'POST', body: new URLSearchParams({ choice: 'all', redirectTo: '//evil.example/' }), redirect: 'manual' });
    expect(offsite.headers.get('location')).toBe('/');
    // Without a statistics choice on this server, even "all" leaves statistics off.
    expect(offsite.headers.getSetCookie()[1]).toMatch(/^acceptStatistic=false;/);
    // Before the banner's script runs, Details is a link to the cookie list, which the privacy page holds.
    const page = await (await fetch(`${baseUrl()}/`)).text();
    expect(page).toMatch(/<a href="\/privacy#cookies"[^>]*>Details<\/a>/);
    expect(await (await fetch(`${baseUrl()}/privacy`)).text()).toMatch(/<[^>]+id="cookies"/);
  });
});

describe('analytics', () => {
  const mappedBrowser = useBrowser({ mapped: true });
  it('no analytics request leaves the page before consent; after Accept all the script loads after 5 seconds', async () => {
    const context = await mappedBrowser().newContext({ viewport: DESKTOP });
    const { page, analytics } = await watchedPage(context);
    await page.goto(publicUrl(googleServer));
    await page.waitForLoadState('networkidle');
    await passTime(page, 6000);
    expect(analytics.map((request) => request.url())).toEqual([]);

    await page.getByRole('button', { name: 'Accept all' }).click();
    await passTime(page, 3500);
    expect(analytics).toHaveLength(0);
    await page.clock.fastForward(2000);
    await expect.poll(() => analytics.length, { timeout: 5000, interval: 100 }).toBe(1);
    expect(analytics[0]?.url()).toBe(`https://www.googletagmanager.com/gtag/js?id=${GA_ID}`);
    // The setup queued the page view for gtag.js.
    expect(await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer.length)).toBeGreaterThanOrEqual(2);

    // Navigating within the site does not load the script a second time.
    await page.getByTestId('site-footer').getByRole('link', { name: 'Help', exact: true }).click();
    await page.waitForURL('**/help');
    await passTime(page, 5500);
    expect(analytics).toHaveLength(1);
    await context.close();
  });

  it('a returning visitor who accepted statistics is tracked; declining switches it off and expires the analytics cookies', async () => {
    const context = await mappedBrowser().newContext({ viewport: DESKTOP });
    const url = publicUrl(googleServer);
    await context.addCookies(
      [
        ['cookieChoiceDone', 'true'],
        ['acceptStatistic', 'true'],
        ['acceptMarketing', 'false'],
        ['acceptExternalMedia', 'false'],
        ['_ga', 'GA1.1.123.456'],
        ['_gid', 'GA1.2.789.123'],
      ].map(([name, value]) => ({ name: name!, value: value!, url })),
    );
    const { page, analytics } = await watchedPage(context);
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await page.clock.fastForward(5500);
    await expect.poll(() => analytics.length, { timeout: 5000, interval: 100 }).toBe(1);
    expect(await page.evaluate((id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`], GA_ID)).toBe(false);

    await page.getByTestId('site-footer').getByRole('link', { name: 'Cookie settings' }).click();
    const banner = page.getByRole('dialog', { name: 'Cookie settings' });
    expect(await banner.getByRole('checkbox', { name: 'Statistics' }).isChecked()).toBe(true);
    await banner.getByRole('button', { name: 'Accept only necessary' }).click();
    await expect
      .poll(async () => (await context.cookies()).filter((cookie) => cookie.name.startsWith('_g')).map((cookie) => cookie.name), { timeout: 5000 })
      .toEqual([]);
    expect(await page.evaluate((id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`], GA_ID)).toBe(true);
    expect(consentCookies(await context.cookies()).acceptStatistic?.value).toBe('false');
    await context.close();
  });

  it('Plausible, which sets no cookies, loads after 5 seconds without a choice, with its domain attribute', async () => {
    const context = await mappedBrowser().newContext({ viewport: DESKTOP });
    const { page, analytics } = await watchedPage(context);
    await page.goto(publicUrl(plausibleServer));
    await page.waitForLoadState('networkidle');
    await passTime(page, 3000);
    expect(analytics).toHaveLength(0);
    await page.clock.fastForward(2500);
    await expect.poll(() => analytics.length, { timeout: 5000, interval: 100 }).toBe(1);
    expect(analytics[0]?.url()).toBe('https://plausible.io/js/script.js');
    expect(await page.locator('script#analytics-script').getAttribute('data-domain')).toBe('diveatlas.test');
    expect(await page.getByRole('dialog', { name: 'Cookie settings' }).isVisible()).toBe(true);
    await context.close();
  });

  it('nothing is ever loaded on localhost, even with consent', async () => {
    for (const server of [googleServer, plausibleServer]) {
      const context = await mappedBrowser().newContext({ viewport: DESKTOP });
      await context.addCookies([
        { name: 'cookieChoiceDone', value: 'true', url: server.url },
        { name: 'acceptStatistic', value: 'true', url: server.url },
      ]);
      const { page, analytics } = await watchedPage(context);
      await page.goto(server.url);
      await page.waitForLoadState('networkidle');
      await passTime(page, 6500);
      expect(analytics.map((request) => request.url())).toEqual([]);
      await context.close();
    }
  });
});
