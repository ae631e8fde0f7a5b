// Helpers for end-to-end tests: the run's shared browser, a context and page per test, and the accessibility check.
import { AxeBuilder } from '@axe-core/playwright';
import type { APIResponse, Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { connectChromium } from './chromium.ts';

export const baseUrl = () => inject('baseUrl');

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 740 };

/**
 * Connects the current test file to the run's shared browser and returns a getter for it: `webgl` for
 * map pages, `mapped` for pages opened under the public-looking host name (see e2e-global.ts).
 * Closing it at the end of the file closes the file's contexts, not the shared browser.
 */
export function useBrowser(options: { webgl?: boolean; mapped?: boolean } = {}): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    const endpoints = inject('browserEndpoints');
    const endpoint = options.webgl ? endpoints.webgl : options.mapped ? endpoints.mapped : endpoints.plain;
    browser = waitingForHydration(await connectChromium(endpoint));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is not started yet');
    return browser;
  };
}

/**
 * Pages of this browser wait, after each goto and reload, until React has hydrated the page
 * (`<html data-hydrated>`), so a test never clicks a button whose handler is not attached yet.
 * Contexts with JavaScript turned off are left as they are.
 */
function waitingForHydration(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options: BrowserContextOptions = {}) => {
    const context = await newContext(options);
    if (options.javaScriptEnabled === false) return context;
    const newPage = context.newPage.bind(context);
    context.newPage = async () => {
      const page = await newPage();
      const hydrated = () => page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 20_000 });
      const goto = page.goto.bind(page);
      page.goto = async (url, gotoOptions) => {
        const response = await goto(url, gotoOptions);
        // Error pages, downloads and plain files have no app to hydrate: only wait on HTML documents.
        if (response?.headers()['content-type']?.startsWith('text/html')) await hydrated();
        return response;
      };
      const reload = page.reload.bind(page);
      page.reload = async (reloadOptions) => {
        const response = await reload(reloadOptions);
        if (response?.headers()['content-type']?.startsWith('text/html')) await hydrated();
        return response;
      };
      return page;
    };
    return context;
  };
  return browser;
}

/** A new page in a fresh context (no cookies), with the site's base URL. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: DESKTOP, ...options });
  return context.newPage();
}

/** Fails with the list of violations (rule, impact, first target) when axe finds any. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Check the settled page: mid-transition colours (the header fading to white) are not what a reader sees.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), undefined, { timeout: 5000 }).catch(() => undefined);
  // Only violations are described in full: describing every passing node costs a third of axe's time.
  // Legacy mode runs axe in the page itself; the default opens a blank page per check to merge frame
  // results, which costs three times as much and buys nothing here: no page embeds another origin.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes[0]?.target.join(' ')} — ${v.help}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** A page whose visitor already made the cookie choice, so the banner does not cover what the test uses. */
export async function newPage(browser: () => Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await openPage(browser(), options);
  await skipCookieBanner(page, baseUrl());
  return page;
}

/** Records the cookie choice up front, so the consent banner does not cover the page under test. */
export async function skipCookieBanner(page: Page, base: string): Promise<void> {
  await page.context().addCookies(
    ['cookieChoiceDone:true', 'acceptStatistic:false', 'acceptMarketing:false', 'acceptExternalMedia:false'].map((pair) => {
      const [name, value] = pair.split(':') as [string, string];
      return { name, value, url: base };
    }),
  );
}

/** Opens a page and waits until its requests have settled (lazy parts loaded), so typed text is not reset. */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForLoadState('networkidle');
  return response;
}

/** A form post made by hand with the page's cookies, as a crafted request would be. */
export function craftedPost(page: Page, path: string, form: Record<string, string>): Promise<APIResponse> {
  return page.request.post(`${baseUrl()}${path}`, { form, headers: { Origin: baseUrl() }, maxRedirects: 0 });
}
