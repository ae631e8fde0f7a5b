// Helpers for end-to-end tests: the run's shared browser, a context and page per test, and the accessibility check.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { APIResponse, Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { connectChromium } from './chromium.ts';

export const baseUrl = () => inject('baseUrl');

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 740 };

/**
 * Connects the current test file to the run's shared browser and returns a getter for it: `webgl` for
 * map pages, `mapped` for pages opened under the public-looking host name (see e2e-global.ts).
 *
 * A context a test opens is handed, emptied, to the next test that asks for one with the same options,
 * in this file or a later one on the same worker (see ContextPool): a new browser context and its first
 * page cost a second of CPU, most of a quick test. Files whose tests hand a page on to the next test pass
 * `keepContexts: true`: they get a connection of their own, closed with its contexts when the file ends.
 */
export function useBrowser(options: { webgl?: boolean; mapped?: boolean; keepContexts?: boolean } = {}): () => Browser {
  let browser: Browser | undefined;
  let pool: ContextPool | undefined;
  const endpointName = options.webgl ? 'webgl' : options.mapped ? 'mapped' : 'plain';
  beforeAll(async () => {
    const endpoint = inject('browserEndpoints')[endpointName];
    if (options.keepContexts) {
      browser = waitingForHydration(await connectChromium(endpoint));
    } else {
      ({ browser, pool } = await pooledBrowser(endpointName, endpoint));
    }
  });
  afterEach(async () => {
    await pool?.takeBack();
  });
  afterAll(async () => {
    // A file that hands its own contexts from test to test closes them with its connection; the pooled
    // connection stays open for the next file this worker runs, with its emptied contexts.
    if (options.keepContexts) await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is not started yet');
    return browser;
  };
}

/**
 * One connection per shared browser and worker, kept across the worker's test files (the e2e project does
 * not isolate files), so a context one file emptied serves the next file's tests too.
 */
const pooled = new Map<string, Promise<{ browser: Browser; pool: ContextPool }>>();

function pooledBrowser(name: string, endpoint: string): Promise<{ browser: Browser; pool: ContextPool }> {
  let connection = pooled.get(name);
  if (!connection) {
    connection = connectChromium(endpoint).then((connected) => {
      const pool = new ContextPool();
      return { browser: pool.serving(waitingForHydration(connected)), pool };
    });
    // A failed connection is not kept: the next file tries again.
    connection.catch(() => pooled.delete(name));
    pooled.set(name, connection);
  }
  return connection;
}

type Lease = { key: string; options: BrowserContextOptions; context: BrowserContext; page?: Page; reusable: boolean };

/**
 * Contexts of one test file, lent to one test at a time. When a test ends, each context it opened is
 * emptied (cookies, storage, permissions, routes, listeners, extra pages) and kept with its first page on
 * the site's health check; the next request for a context with the same options gets it back. A context whose test
 * changed what cannot be undone (an init script, the viewport, media emulation) or closed it is not kept.
 */
class ContextPool {
  private idle = new Map<string, Lease[]>();
  private lent: Lease[] = [];

  serving(browser: Browser): Browser {
    const create = browser.newContext.bind(browser);
    browser.newContext = async (options: BrowserContextOptions = {}) => {
      const key = JSON.stringify(options);
      const kept = this.idle.get(key)?.pop();
      const lease = kept ?? this.track(key, options, await create(options));
      this.lent.push(lease);
      return lease.context;
    };
    return browser;
  }

  private track(key: string, options: BrowserContextOptions, context: BrowserContext): Lease {
    const lease: Lease = { key, options, context, reusable: true };
    const spoil = () => (lease.reusable = false);
    context.on('close', spoil);
    for (const method of ['addInitScript', 'exposeFunction', 'exposeBinding', 'setGeolocation'] as const) {
      const original = (context[method] as (...args: unknown[]) => Promise<unknown>).bind(context);
      (context[method] as (...args: unknown[]) => Promise<unknown>) = (...args: unknown[]) => (spoil(), original(...args));
    }
    const newPage = context.newPage.bind(context);
    context.newPage = async () => {
      // The first page of a kept context is handed out again, already past its first load.
      if (lease.page && !lease.page.isClosed() && !this.handedOut.has(lease.page)) {
        this.handedOut.add(lease.page);
        return lease.page;
      }
      const page = await newPage();
      if (!lease.page) {
        lease.page = page;
        this.handedOut.add(page);
      }
      for (const method of ['addInitScript', 'setViewportSize', 'emulateMedia', 'exposeFunction', 'exposeBinding'] as const) {
        const original = (page[method] as (...args: unknown[]) => Promise<unknown>).bind(page);
        (page[method] as (...args: unknown[]) => Promise<unknown>) = (...args: unknown[]) => (spoil(), original(...args));
      }
      return page;
    };
    return lease;
  }

  private handedOut = new Set<Page>();

  /** After each test: empties what the test used and keeps it for the next one. */
  async takeBack(): Promise<void> {
    const leases = this.lent.splice(0);
    await Promise.all(leases.map((lease) => this.empty(lease)));
  }

  private async empty(lease: Lease): Promise<void> {
    const { context, page } = lease;
    if (page) this.handedOut.delete(page);
    try {
      if (!lease.reusable || !page || page.isClosed()) throw new Error('not reusable');
      await Promise.all(context.pages().filter((other) => other !== page).map((other) => other.close()));
      page.removeAllListeners();
      context.removeAllListeners('page');
      context.removeAllListeners('request');
      context.removeAllListeners('response');
      context.removeAllListeners('console');
      await Promise.all([page.unrouteAll({ behavior: 'ignoreErrors' }), context.unrouteAll({ behavior: 'ignoreErrors' })]);
      // Storage of every origin the page saw: the app's and, in the mapped browser, its public-looking name.
      const origins = new Set([new URL(baseUrl()).origin]);
      if (page.url().startsWith('http')) origins.add(new URL(page.url()).origin);
      const session = await context.newCDPSession(page);
      await Promise.all(
        [...origins].map((origin) =>
          session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage,indexeddb,cache_storage,service_workers,file_systems' }),
        ),
      );
      await session.detach();
      // A plain document of the site, not about:blank: leaving the site's origin and coming back starts two
      // renderer processes, and there the page's session storage is the site's, so clearing it counts.
      await page.goto(new URL('/healthz', baseUrl()).href);
      await page.evaluate(() => sessionStorage.clear()).catch(() => undefined);
      await Promise.all([context.clearCookies(), context.clearPermissions(), context.setExtraHTTPHeaders(lease.options.extraHTTPHeaders ?? {}), context.setOffline(false)]);
      // What the context was opened with comes back as it was.
      if (lease.options.permissions?.length) await context.grantPermissions(lease.options.permissions);
      if (lease.options.geolocation) await context.setGeolocation(lease.options.geolocation);
      const list = this.idle.get(lease.key) ?? [];
      list.push(lease);
      this.idle.set(lease.key, list);
    } catch {
      await context.close().catch(() => undefined);
    }
  }
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
      const hydrated = () => untilHydrated(page);
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

const HYDRATION_TIMEOUT_MS = 20_000;

/**
 * Waits in the page for `<html data-hydrated>`: one call that the page answers when React sets the
 * attribute. Asking for the selector again and again until it appears cost about a quarter more CPU
 * and time per page load (20 loads: 15.7 against 12.2 CPU-seconds, 9.4 against 7.0 s). A page that moves
 * on to another document by itself while it is waited on is waited on there.
 */
async function untilHydrated(page: Page): Promise<void> {
  try {
    await page.evaluate(
      (timeout) =>
        new Promise<void>((resolve, reject) => {
          const root = document.documentElement;
          if (root.hasAttribute('data-hydrated')) return resolve();
          const timer = setTimeout(() => reject(new Error(`The page was not hydrated within ${timeout} ms`)), timeout);
          const observer = new MutationObserver(() => {
            if (!root.hasAttribute('data-hydrated')) return;
            observer.disconnect();
            clearTimeout(timer);
            resolve();
          });
          observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
        }),
      HYDRATION_TIMEOUT_MS,
    );
  } catch (error) {
    if (!/Execution context was destroyed|navigation/i.test((error as Error).message)) throw error;
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: HYDRATION_TIMEOUT_MS });
  }
}

/** A new page in a fresh context (no cookies), with the site's base URL. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: DESKTOP, ...options });
  return context.newPage();
}

/** axe-core's engine, read once per worker and put into a page only when that document lacks it. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
  // Only violations are described in full: describing every passing node costs a third of axe's time.
  resultTypes: ['violations'],
};

/**
 * The looks whose colours this worker has already checked: a page's address, the viewport's width and
 * every class and style attribute on it. Colour contrast is about half of axe's time, and the same look
 * in the other language, or met again by a later test, has the same colours: it is checked once. Every
 * other rule (names, labels, structure, language) runs on every check.
 */
const contrastChecked = new Set<string>();

/** Fails with the list of violations (rule, impact, first target) when axe finds any. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Check the settled page: mid-transition colours (the header fading to white) are not what a reader sees.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), undefined, { timeout: 5000 }).catch(() => undefined);
  // The engine goes in through the DevTools protocol (a page's Content-Security-Policy does not apply
  // there), once per document: a second check of the same page reuses it. No page embeds a frame, so
  // one run in the top document sees everything.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const look = await page.evaluate(() => {
    const attributes = new Set<string>();
    for (const element of document.querySelectorAll('[class], [style]')) attributes.add(`${element.getAttribute('class')} ${element.getAttribute('style') ?? ''}`);
    return `${location.pathname} ${window.innerWidth}\n${[...attributes].sort().join('\n')}`;
  });
  const key = createHash('sha256').update(look).digest('hex');
  const options: RunOptions = contrastChecked.has(key) ? { ...AXE_OPTIONS, rules: { 'color-contrast': { enabled: false } } } : AXE_OPTIONS;
  const violations = await page.evaluate(async (options) => {
    const { axe } = window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } };
    const results = await axe.run(document, options);
    return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes[0]?.target.join(' ')} — ${v.help}`);
  }, options);
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
  contrastChecked.add(key);
}

/**
 * How far the page's content has moved by itself since it loaded: the sum of its layout shifts, as the
 * browser reports them (shifts just after a tap or key press are not counted). Waits for two frames
 * first, so a change the page just made has been laid out.
 */
export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: 'layout-shift', buffered: true });
    const shifts = observer.takeRecords() as unknown as { value: number; hadRecentInput: boolean }[];
    observer.disconnect();
    return shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0);
  });
}

/** The catalogues' namespaces: "sites" for app/locales/en/sites.json. */
const MESSAGE_NAMESPACES = readdirSync(new URL('../../app/locales/en/', import.meta.url)).filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -'.json'.length));

/**
 * Message keys shown as themselves ("dive-tables.table.title"), which is what a message missing from the
 * messages a page was sent looks like: in the page's text, hidden parts included (a closed disclosure, text
 * for screen readers), and in the attributes that are read out or shown (labels, titles, placeholders,
 * alternative text). Scripts are left out: they carry the messages themselves.
 */
export async function rawMessageKeys(page: Page): Promise<string[]> {
  return page.evaluate((namespaces) => {
    const pattern = new RegExp(`(?<![\\w./@-])(?:${namespaces.map((name) => name.replace(/-/g, '\\-')).join('|')})\\.[a-zA-Z][\\w-]*(?:\\.[\\w-]+)*`, 'g');
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => (node.parentElement?.closest('script, style, template') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
    });
    for (let node = walker.nextNode(); node; node = walker.nextNode()) for (const [key] of (node.textContent ?? '').matchAll(pattern)) found.add(key);
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], [alt], [aria-description]')) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-description']) for (const [key] of (element.getAttribute(name) ?? '').matchAll(pattern)) found.add(key);
    }
    for (const [key] of document.title.matchAll(pattern)) found.add(key);
    return [...found];
  }, MESSAGE_NAMESPACES);
}

/**
 * Opens each address in Spanish, then in English, and checks it as a reader would meet it: in that language,
 * with no message key left untranslated on the page; axe runs on the Spanish pass (the structure, names and
 * colours it checks are the same in both languages, and axe is most of a check's time). The page ends in
 * English.
 */
export async function expectAccessibleAndTranslated(page: Page, paths: string[]): Promise<void> {
  for (const lang of ['es', 'en']) {
    for (const path of paths) {
      await visit(page, `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      expect(await rawMessageKeys(page)).toEqual([]);
      if (lang === 'es') await expectNoAxeViolations(page);
    }
  }
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

/**
 * Opens a page. Pages of the shared browsers resolve once React has hydrated (see waitingForHydration),
 * so typed text is not reset; what loads later is waited for by the assertions that need it.
 */
export async function visit(page: Page, path: string) {
  return page.goto(path);
}

/**
 * The status a page's address answers with the page's cookies, redirects not followed: for checks of who
 * may open what, where drawing and hydrating the page would only cost a browser's page load.
 */
export async function statusOf(page: Page, path: string): Promise<number> {
  return (await page.request.get(`${baseUrl()}${path}`, { maxRedirects: 0 })).status();
}

/** A form post made by hand with the page's cookies, as a crafted request would be. */
export function craftedPost(page: Page, path: string, form: Record<string, string>): Promise<APIResponse> {
  return page.request.post(`${baseUrl()}${path}`, { form, headers: { Origin: baseUrl() }, maxRedirects: 0 });
}
